import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PATHS,
  activeSessionListSchema,
  doneSchema,
  envelopeSchema,
  freePlaySchema,
  loginFormSchema,
  loginInfoSchema,
  loginResultSchema,
  rememberLoginSchema,
  revokedCountSchema,
  socialLoginSchema,
  twoFactorLoginSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf, sessionIdOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { readBody } from '../crypto/payload';
import { clientOf } from './common';
import { completeTwoFactor, login } from './login';
import { activeSessions, loadMember, loginInfo, logout, signOutOthers, signOutSession } from './memberService';
import { freePlay } from './register';
import { loginWithRememberToken } from './remember';
import type { AccountRuntime } from './runtime';
import { socialLogin } from './social';

/** Sign-in, sign-out and the member's sessions. */
export function registerSessionRoutes(root: FastifyInstance, ctx: AppContext, rt: AccountRuntime) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const loginAnswer = { 200: envelopeSchema(loginResultSchema) };

  app.post(ACCOUNT_PATHS.login, { schema: { response: loginAnswer } }, async (req) => {
    const form = await readBody(ctx, rt.keys, req, loginFormSchema, { encrypted: true });
    return ok(await login(ctx, rt, req.merchant, form, clientOf(ctx, req), 'member'));
  });

  app.post(ACCOUNT_PATHS.agentLogin, { schema: { response: loginAnswer } }, async (req) => {
    const form = await readBody(ctx, rt.keys, req, loginFormSchema, { encrypted: true });
    return ok(await login(ctx, rt, req.merchant, form, clientOf(ctx, req), 'agent'));
  });

  app.post(ACCOUNT_PATHS.socialLogin, { schema: { response: loginAnswer } }, async (req) => {
    const input = await readBody(ctx, rt.keys, req, socialLoginSchema, { encrypted: false });
    return ok(await socialLogin(ctx, req.merchant, input, clientOf(ctx, req)));
  });

  app.post(
    ACCOUNT_PATHS.twoFactorLogin,
    { schema: { body: twoFactorLoginSchema, response: loginAnswer } },
    async (req) => ok(await completeTwoFactor(ctx, rt, req.merchant, req.body, clientOf(ctx, req))),
  );

  app.post(ACCOUNT_PATHS.rememberLogin, { schema: { body: rememberLoginSchema, response: loginAnswer } }, async (req) =>
    ok(await loginWithRememberToken(ctx, req.merchant, req.body.rememberToken, clientOf(ctx, req))),
  );

  app.post(ACCOUNT_PATHS.freePlay, { schema: { response: loginAnswer } }, async (req) => {
    await readBody(ctx, rt.keys, req, freePlaySchema, { encrypted: false });
    return ok(await freePlay(ctx, rt, req.merchant, clientOf(ctx, req)));
  });

  // Idempotent: an unknown or expired token is already signed out.
  app.delete(
    ACCOUNT_PATHS.logout,
    { preHandler: app.auth.optionalMember, schema: { response: { 200: envelopeSchema(doneSchema) } } },
    async (req) => {
      if (req.member && req.sessionId) await logout(ctx, req.member.id, req.sessionId);
      return ok({ done: true as const });
    },
  );

  app.get(
    ACCOUNT_PATHS.loginInfo,
    { preHandler: app.auth.requireMember, schema: { response: { 200: envelopeSchema(loginInfoSchema) } } },
    async (req) => {
      const member = await loadMember(ctx, req.merchant, memberOf(req).id);
      return ok(await loginInfo(ctx, req.merchant, member, req.sessionExpiresAt!, req.language));
    },
  );

  app.get(
    ACCOUNT_PATHS.sessions,
    { preHandler: app.auth.requireMember, schema: { response: { 200: envelopeSchema(activeSessionListSchema) } } },
    async (req) => ok(await activeSessions(ctx, memberOf(req).id, sessionIdOf(req))),
  );

  app.delete(
    `${ACCOUNT_PATHS.sessions}/:id`,
    {
      preHandler: app.auth.requireMember,
      schema: { params: z.object({ id: z.uuid() }), response: { 200: envelopeSchema(revokedCountSchema) } },
    },
    async (req) => ok(await signOutSession(ctx, memberOf(req).id, req.params.id)),
  );

  app.delete(
    ACCOUNT_PATHS.otherSessions,
    { preHandler: app.auth.requireMember, schema: { response: { 200: envelopeSchema(revokedCountSchema) } } },
    async (req) => ok(await signOutOthers(ctx, req.merchant, memberOf(req).id, sessionIdOf(req), req.ip)),
  );
}
