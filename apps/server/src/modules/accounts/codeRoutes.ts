import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  bindCodeRequestSchema,
  codeSentSchema,
  envelopeSchema,
  smsCodeRequestSchema,
  smsRegisterCodeRequestSchema,
  twoFactorSendSchema,
  unlockCodeRequestSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { AccountRuntime } from './runtime';
import {
  sendBindCode,
  sendLoginCode,
  sendRegisterCode,
  sendResetCode,
  sendTwoFactorCode,
  sendUnlockCode,
} from './codeFlows';

/** Sending SMS and e-mail codes. Every answer is { expiredMinutes }. */
export function registerCodeRoutes(root: FastifyInstance, ctx: AppContext, rt: AccountRuntime) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const sent = { 200: envelopeSchema(codeSentSchema) };
  const who = (req: { ip: string; language: 'vi' | 'en' }) => ({ ip: req.ip, language: req.language });

  app.post(ACCOUNT_PATHS.smsLoginCode, { schema: { body: smsCodeRequestSchema, response: sent } }, async (req) =>
    ok(await sendLoginCode(ctx, rt, req.merchant, req.body, who(req))),
  );
  app.post(
    ACCOUNT_PATHS.smsRegisterCode,
    { schema: { body: smsRegisterCodeRequestSchema, response: sent } },
    async (req) => ok(await sendRegisterCode(ctx, rt, req.merchant, req.body, who(req))),
  );
  app.post(ACCOUNT_PATHS.smsResetCode, { schema: { body: smsCodeRequestSchema, response: sent } }, async (req) =>
    ok(await sendResetCode(ctx, rt, req.merchant, req.body, who(req))),
  );
  app.post(ACCOUNT_PATHS.unlockCode, { schema: { body: unlockCodeRequestSchema, response: sent } }, async (req) =>
    ok(await sendUnlockCode(ctx, rt, req.merchant, req.body, who(req))),
  );
  app.post(ACCOUNT_PATHS.twoFactorCode, { schema: { body: twoFactorSendSchema, response: sent } }, async (req) =>
    ok(await sendTwoFactorCode(ctx, rt, req.merchant, req.body, who(req))),
  );
  app.post(
    ACCOUNT_PATHS.bindCode,
    { preHandler: app.auth.requireRealMember, schema: { body: bindCodeRequestSchema, response: sent } },
    async (req) => ok(await sendBindCode(ctx, rt, req.merchant, memberOf(req).id, req.body, who(req))),
  );
}
