import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  affiliateQuerySchema,
  affiliateSchema,
  envelopeSchema,
  loginResultSchema,
  registrationSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { readBody } from '../crypto/payload';
import { clientOf } from './common';
import { agentForAffiliateCode, register, REGISTER_LIMITS } from './register';
import type { AccountRuntime } from './runtime';

/** Registration by username and by mobile, and the affiliate-code check. */
export function registerRegistrationRoutes(root: FastifyInstance, ctx: AppContext, rt: AccountRuntime) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const loginAnswer = { 200: envelopeSchema(loginResultSchema) };

  for (const [path, mode] of [
    [ACCOUNT_PATHS.register, 'username'],
    [ACCOUNT_PATHS.registerMobile, 'mobile'],
  ] as const) {
    app.put(path, { schema: { response: loginAnswer } }, async (req) => {
      const input = await readBody(ctx, rt.keys, req, registrationSchema, { encrypted: true });
      return ok(await register(ctx, rt, req.merchant, input, mode, clientOf(ctx, req)));
    });
  }

  app.get(
    ACCOUNT_PATHS.affiliate,
    { schema: { querystring: affiliateQuerySchema, response: { 200: envelopeSchema(affiliateSchema) } } },
    async (req) => {
      await rt.limiter.hit(REGISTER_LIMITS.affiliatePerIp, `${req.merchant.id}:${req.ip}`);
      const agent = await agentForAffiliateCode(ctx, req.merchant, req.query.code);
      return ok({ valid: true as const, affiliateCode: agent.affiliateCode!, agentNickname: agent.nickname });
    },
  );
}
