import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_VIP_PATHS,
  opsVipMemberSchema,
  vipEvaluateBodySchema,
  vipEvaluateResultSchema,
  vipLevelParamsSchema,
  vipRankInputSchema,
  vipRankSchema,
  vipSetLevelBodySchema,
  vipUsernameParamsSchema,
  type OpsVipMember,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { memberByUsername } from '../accounts/service';
import type { Merchant } from '../brands/service';
import * as repo from './repository';
import { evaluateBrand, evaluateMember, historyView, rankView, setLevelByOperator } from './service';

const brandQuery = z.object({ brand: z.string().min(1).max(64) });

/** Operator: VIP ranks and members (`npm run ops -- vip list|set|evaluate|member`). */
export function registerVipOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const brandOf = async (req: FastifyRequest, code: string) => (await ctx.ops.brands(req, code))[0]!;
    const memberOf = async (brand: Merchant, username: string) => {
      const m = await memberByUsername(ctx.db, brand.id, username.toLowerCase());
      if (!m) throw new AppError('not_found', 'Unknown member', 'username');
      return m;
    };

    app.get(
      OPS_VIP_PATHS.ranks,
      {
        config: { permission: 'loyalty.manage' },
        schema: { querystring: brandQuery, response: { 200: envelopeSchema(z.array(vipRankSchema)) } },
      },
      async (req) => ok((await repo.ranksOf(ctx.db, (await brandOf(req, req.query.brand)).id)).map(rankView)),
    );

    app.put(
      OPS_VIP_PATHS.rank,
      {
        config: { permission: 'loyalty.manage', audit: 'vip.rank.save' },
        schema: {
          querystring: brandQuery,
          params: vipLevelParamsSchema,
          body: vipRankInputSchema,
          response: { 200: envelopeSchema(vipRankSchema) },
        },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        const { wageringMultiple, ...rest } = req.body;
        const row = await repo.upsertRank(ctx.db, {
          ...rest,
          merchantId: brand.id,
          level: req.params.level,
          wageringTenths: Math.round(wageringMultiple * 10),
          updatedAt: ctx.now(),
        });
        return ok(rankView(row));
      },
    );

    app.delete(
      OPS_VIP_PATHS.rank,
      {
        config: { permission: 'loyalty.manage', audit: 'vip.rank.delete' },
        schema: {
          querystring: brandQuery,
          params: vipLevelParamsSchema,
          response: { 200: envelopeSchema(vipRankSchema) },
        },
      },
      async (req) => {
        const row = await repo.deleteRank(ctx.db, (await brandOf(req, req.query.brand)).id, req.params.level);
        if (!row) throw new AppError('vip_rank_not_found');
        return ok(rankView(row));
      },
    );

    app.get(
      OPS_VIP_PATHS.member,
      {
        config: { permission: 'members.read' },
        schema: {
          querystring: brandQuery,
          params: vipUsernameParamsSchema,
          response: { 200: envelopeSchema(opsVipMemberSchema) },
        },
      },
      async (req): Promise<ReturnType<typeof ok<OpsVipMember>>> => {
        const brand = await brandOf(req, req.query.brand);
        const m = await memberOf(brand, req.params.username);
        const ranks = await repo.ranksOf(ctx.db, brand.id);
        const state = await repo.vipMemberOf(ctx.db, m.id);
        const history = await repo.historyPage(ctx.db, m.id, { offset: 0, limit: 50 });
        const rewards = await repo.rewardsOf(ctx.db, m.id);
        return ok({
          username: m.username,
          level: m.vipLevel,
          since: state?.levelSince.toISOString() ?? null,
          evaluatedPeriod: state?.evaluatedPeriod ?? null,
          reviewedPeriod: state?.reviewedPeriod ?? null,
          history: history.list.map((h) => ({ ...historyView(ranks, h), operator: h.operator, note: h.note })),
          rewards: rewards.map((r) => ({
            kind: r.kind as OpsVipMember['rewards'][number]['kind'],
            periodKey: r.periodKey,
            level: r.level,
            amount: r.amount,
            status: r.status as 'available' | 'paid',
            createdAt: r.createdAt.toISOString(),
          })),
        });
      },
    );

    app.post(
      OPS_VIP_PATHS.setLevel,
      {
        config: { permission: 'loyalty.manage', audit: 'vip.member.level' },
        schema: {
          querystring: brandQuery,
          params: vipUsernameParamsSchema,
          body: vipSetLevelBodySchema,
          response: { 200: envelopeSchema(z.object({ from: z.number().int(), to: z.number().int() })) },
        },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        const m = await memberOf(brand, req.params.username);
        if (!(await repo.rankOf(ctx.db, brand.id, req.body.level))) throw new AppError('vip_rank_not_found');
        return ok(
          await setLevelByOperator(ctx, brand.id, m.id, req.body.level, ctx.ops.actor(req).name, req.body.note ?? null),
        );
      },
    );

    app.post(
      OPS_VIP_PATHS.evaluate,
      {
        config: { permission: 'loyalty.manage', audit: 'vip.evaluate' },
        schema: {
          querystring: brandQuery,
          body: vipEvaluateBodySchema,
          response: { 200: envelopeSchema(vipEvaluateResultSchema) },
        },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        if (!req.body.username) return ok(await evaluateBrand(ctx, brand, 10_000));
        const m = await memberOf(brand, req.body.username);
        const outcome = await evaluateMember(ctx, brand, m.id, await repo.ranksOf(ctx.db, brand.id));
        return ok({
          evaluated: outcome === 'skipped' ? 0 : 1,
          promoted: outcome === 'promoted' ? 1 : 0,
          demoted: outcome === 'demoted' ? 1 : 0,
        });
      },
    );
  });
}
