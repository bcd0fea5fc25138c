import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  VIP_PATHS,
  vipClaimBodySchema,
  vipClaimResultSchema,
  vipHistoryPageSchema,
  vipHistoryQuerySchema,
  vipOverviewSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { memberById } from '../accounts/service';
import { moneyActionLimit } from '../wallets/service';
import * as repo from './repository';
import { claimReward, historyView, memberStatus, rankView } from './service';
import { listPage, pageWindow } from '../../db/paging';

/** VIP for members and guests (docs/API.md "VIP"), and the operator's routes. */
export function registerVipRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { optionalMember, requireRealMember } = app.auth;
    const limit = moneyActionLimit(ctx);

    app.get(
      VIP_PATHS.overview,
      { preHandler: optionalMember, schema: { response: { 200: envelopeSchema(vipOverviewSchema) } } },
      async (req) => {
        const ranks = await repo.ranksOf(ctx.db, req.merchant.id);
        const member = req.member ? await memberById(ctx.db, req.merchant.id, req.member.id) : undefined;
        return ok({
          currency: req.merchant.currency,
          ranks: ranks.map(rankView),
          member: member && !member.trial ? await memberStatus(ctx, req.merchant, member, ranks) : null,
        });
      },
    );

    app.get(
      VIP_PATHS.history,
      {
        preHandler: requireRealMember,
        schema: { querystring: vipHistoryQuerySchema, response: { 200: envelopeSchema(vipHistoryPageSchema) } },
      },
      async (req) => {
        const ranks = await repo.ranksOf(ctx.db, req.merchant.id);
        const page = await repo.historyPage(ctx.db, memberOf(req).id, pageWindow(req.query));
        return ok(
          listPage(
            page.list.map((h) => historyView(ranks, h)),
            page.total,
            req.query,
          ),
        );
      },
    );

    app.post(
      VIP_PATHS.claim,
      {
        preHandler: [app.auth.requireCapability('claimRewards'), limit],
        schema: { body: vipClaimBodySchema, response: { 200: envelopeSchema(vipClaimResultSchema) } },
      },
      async (req) => ok(await claimReward(ctx, req.merchant, memberOf(req).id, req.body.kind)),
    );
  });
}
