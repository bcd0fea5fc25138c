import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  OPERATOR_PATHS,
  envelopeSchema,
  operatorCreateBodySchema,
  operatorIdParamsSchema,
  operatorListItemSchema,
  operatorLoginBodySchema,
  operatorPasswordBodySchema,
  operatorSelfSchema,
  operatorSessionSchema,
  operatorUpdateBodySchema,
  totpEnableBodySchema,
  totpSetupSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import {
  changeOperatorPassword,
  createOperator,
  enableTotp,
  listOperators,
  loginOperator,
  logoutOperator,
  operatorSelf,
  setUpTotp,
  updateOperator,
} from './service';

const done = { 200: envelopeSchema(z.null()) };
/** Sign-in attempts per IP and username per minute, on top of the per-account lockout and the per-IP API limit. */
const LOGIN_LIMIT = { name: 'ops-login', max: 10, windowMs: 60_000 };

/** Operator sign-in, the signed-in operator's own account, and managing operators (console and CLI). */
export function registerOperatorRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.post(
      OPERATOR_PATHS.login,
      {
        config: { permission: 'public', audit: false },
        schema: { body: operatorLoginBodySchema, response: { 200: envelopeSchema(operatorSessionSchema) } },
      },
      async (req) => {
        await ctx.accounts.limiter.hit(LOGIN_LIMIT, `${req.ip}:${req.body.username.toLowerCase()}`);
        return ok(await loginOperator(ctx, { ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] }));
      },
    );
    app.post(
      OPERATOR_PATHS.logout,
      { config: { permission: 'session', audit: false }, schema: { response: done } },
      async (req) => {
        await logoutOperator(ctx, ctx.ops.actor(req));
        return ok(null);
      },
    );
    app.get(
      OPERATOR_PATHS.me,
      { config: { permission: 'session' }, schema: { response: { 200: envelopeSchema(operatorSelfSchema) } } },
      async (req) => ok(await operatorSelf(ctx, ctx.ops.actor(req))),
    );
    app.post(
      OPERATOR_PATHS.password,
      { config: { permission: 'session', audit: false }, schema: { body: operatorPasswordBodySchema, response: done } },
      async (req) => {
        await changeOperatorPassword(ctx, ctx.ops.actor(req), req.body.current, req.body.password);
        return ok(null);
      },
    );
    app.post(
      OPERATOR_PATHS.totpSetup,
      {
        config: { permission: 'session', audit: false },
        schema: { response: { 200: envelopeSchema(totpSetupSchema) } },
      },
      async (req) => ok(await setUpTotp(ctx, ctx.ops.actor(req))),
    );
    app.post(
      OPERATOR_PATHS.totpEnable,
      { config: { permission: 'session', audit: false }, schema: { body: totpEnableBodySchema, response: done } },
      async (req) => {
        await enableTotp(ctx, ctx.ops.actor(req), req.body.code);
        return ok(null);
      },
    );
    app.get(
      OPERATOR_PATHS.operators,
      {
        config: { permission: 'operators.manage' },
        schema: { response: { 200: envelopeSchema(z.array(operatorListItemSchema)) } },
      },
      async (req) => ok(await listOperators(ctx, ctx.ops.actor(req))),
    );
    app.post(
      OPERATOR_PATHS.operators,
      {
        config: { permission: 'operators.manage', audit: false },
        schema: { body: operatorCreateBodySchema, response: { 200: envelopeSchema(operatorListItemSchema) } },
      },
      async (req) => ok(await createOperator(ctx, ctx.ops.actor(req), req.body)),
    );
    app.patch(
      OPERATOR_PATHS.operator,
      {
        config: { permission: 'operators.manage', audit: false },
        schema: {
          params: operatorIdParamsSchema,
          body: operatorUpdateBodySchema,
          response: { 200: envelopeSchema(operatorListItemSchema) },
        },
      },
      async (req) => ok(await updateOperator(ctx, ctx.ops.actor(req), req.params.id, req.body)),
    );
  });
}
