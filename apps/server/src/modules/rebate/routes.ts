import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  REBATE_PATHS,
  rebateClaimBodySchema,
  rebateClaimPageSchema,
  rebateClaimSchema,
  rebateClaimsQuerySchema,
  rebateSummarySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { moneyActionLimit } from '../wallets/service';
import { claimRebate, memberClaims, rebateSummary } from './service';

/** The member's cashback (docs/API.md "Cashback"): only while the brand's manual-rebate switch is on. */
export function registerRebateRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { requireRealMember } = app.auth;
    const limit = moneyActionLimit(ctx);

    app.get(
      REBATE_PATHS.summary,
      { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(rebateSummarySchema) } } },
      async (req) => ok(await rebateSummary(ctx.db, req.merchant, memberOf(req).id, ctx.now())),
    );
    app.post(
      REBATE_PATHS.claim,
      {
        preHandler: [app.auth.requireCapability('claimRewards'), limit],
        schema: { body: rebateClaimBodySchema, response: { 200: envelopeSchema(rebateClaimSchema) } },
      },
      async (req) => ok(await claimRebate(ctx, req.merchant, memberOf(req).id, req.body.requestKey)),
    );
    app.get(
      REBATE_PATHS.claims,
      {
        preHandler: requireRealMember,
        schema: { querystring: rebateClaimsQuerySchema, response: { 200: envelopeSchema(rebateClaimPageSchema) } },
      },
      async (req) => ok(await memberClaims(ctx.db, req.merchant.id, memberOf(req).id, req.query)),
    );
  });
}
