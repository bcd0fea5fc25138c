import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  changePasswordSchema,
  doneSchema,
  envelopeSchema,
  forgotByEmailResultSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  loginResultSchema,
  paymentPasswordSchema,
  resetByLinkSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf, sessionIdOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { readBody } from '../crypto/payload';
import { clientOf } from './common';
import {
  changePassword,
  forgotByEmail,
  forgotByPhone,
  linkOrigin,
  resetByLink,
  setPaymentPassword,
} from './passwordService';
import type { AccountRuntime } from './runtime';

const FORM = 'application/x-www-form-urlencoded';

/** Change, set and recover passwords. */
export function registerPasswordRoutes(root: FastifyInstance, ctx: AppContext, rt: AccountRuntime) {
  root.register(async (scope) => {
    // forgetPassword is sent form-urlencoded (SPEC §7); JSON is accepted as well.
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const done = { 200: envelopeSchema(doneSchema) };

    app.post(
      ACCOUNT_PATHS.changePassword,
      { preHandler: app.auth.requireRealMemberForPasswordChange, schema: { response: done } },
      async (req) => {
        const input = await readBody(ctx, rt.keys, req, changePasswordSchema, { encrypted: true });
        const session = { memberId: memberOf(req).id, sessionId: sessionIdOf(req), mustChange: req.mustChangePassword };
        return ok(await changePassword(ctx, rt, req.merchant, session, input, req.ip));
      },
    );

    app.post(
      ACCOUNT_PATHS.paymentPassword,
      { preHandler: app.auth.requireRealMember, schema: { response: done } },
      async (req) => {
        const input = await readBody(ctx, rt.keys, req, paymentPasswordSchema, { encrypted: false });
        return ok(await setPaymentPassword(ctx, rt, req.merchant, memberOf(req).id, input, req.ip));
      },
    );

    app.post(
      ACCOUNT_PATHS.forgotByEmail,
      { schema: { body: forgotByEmailSchema, response: { 200: envelopeSchema(forgotByEmailResultSchema) } } },
      async (req) => {
        const origin = await linkOrigin(ctx, req.merchant, req.protocol, req.headers.host);
        return ok(await forgotByEmail(ctx, rt, req.merchant, req.body, clientOf(ctx, req), origin, req.language));
      },
    );

    app.post(ACCOUNT_PATHS.resetByLink, { schema: { response: done } }, async (req) => {
      const input = await readBody(ctx, rt.keys, req, resetByLinkSchema, { encrypted: false });
      return ok(await resetByLink(ctx, req.merchant, input, req.ip));
    });

    app.post(
      ACCOUNT_PATHS.forgotByPhone,
      { schema: { response: { 200: envelopeSchema(loginResultSchema) } } },
      async (req) => {
        const input = await readBody(ctx, rt.keys, req, forgotByPhoneSchema, { encrypted: true });
        return ok(await forgotByPhone(ctx, rt, req.merchant, input, clientOf(ctx, req)));
      },
    );
  });
}
