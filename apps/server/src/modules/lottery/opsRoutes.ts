import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_LOTTERY_PATHS,
  opsLotteryCancelSchema,
  opsLotteryDrawIdParamsSchema,
  opsLotteryDrawSchema,
  opsLotteryDrawsQuerySchema,
  opsLotteryBrandQuerySchema,
  opsLotteryResultSchema,
  opsLotteryRetryQuerySchema,
  opsLotteryRetrySchema,
  opsLotterySettingsPatchSchema,
  opsLotterySettingsSchema,
  opsLotteryStuckBetSchema,
  opsLotteryStuckQuerySchema,
  type SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { auditOps } from '../operators/service';
import { ok } from '../../plugins/envelope';
import * as repo from './repository';
import {
  cancelLotteryDraw,
  changeLotterySettings,
  drawView,
  enterResult,
  lotterySettings,
  retryStuckBets,
  settingsView,
} from './service';

/**
 * Operator: the lottery's draws, an official VN result (entered once; a correction reverses and pays
 * again), a draw's cancellation with refunds, and the bets the wallet refused to settle with their retry
 * (`npm run ops -- lottery draws|result|cancel|settings|stuck|retry`).
 */
export function registerLotteryOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const permission = 'games.manage' as const;
    const one = { 200: envelopeSchema(opsLotteryDrawSchema) };
    // Draw names in the operator's language (the console's Language header).
    const opsView = async (id: number, language: SiteLanguage) => {
      const [row] = await repo.opsDraws(ctx.db, { limit: 1, id });
      return toOps(row!, language);
    };
    const toOps = (r: Awaited<ReturnType<typeof repo.opsDraws>>[number], language: SiteLanguage) => ({
      ...drawView(r.draw, ctx.now(), language),
      resultVersion: r.draw.resultVersion,
      bets: r.bets,
      stakes: BigInt(r.stakes),
      payouts: BigInt(r.payouts),
    });

    app.get(
      OPS_LOTTERY_PATHS.draws,
      {
        config: { permission },
        schema: {
          querystring: opsLotteryDrawsQuerySchema,
          response: { 200: envelopeSchema(z.array(opsLotteryDrawSchema)) },
        },
      },
      async (req) => ok((await repo.opsDraws(ctx.db, req.query)).map((r) => toOps(r, req.language))),
    );
    app.post(
      OPS_LOTTERY_PATHS.result,
      {
        config: { permission, audit: 'lottery.result' },
        schema: { params: opsLotteryDrawIdParamsSchema, body: opsLotteryResultSchema, response: one },
      },
      async (req) => {
        if (req.body.correction)
          await ctx.events.publish(ctx.db, { type: 'result.correcting', product: 'lottery', subjectId: req.params.id });
        await enterResult(ctx, req.params.id, req.body);
        return ok(await opsView(req.params.id, req.language));
      },
    );
    const settingsOut = { 200: envelopeSchema(opsLotterySettingsSchema) };
    app.get(
      OPS_LOTTERY_PATHS.settings,
      { config: { permission }, schema: { querystring: opsLotteryBrandQuerySchema, response: settingsOut } },
      async (req) => {
        const [brand] = await ctx.ops.brands(req, req.query.brand);
        return ok(settingsView(await lotterySettings(ctx, brand!.id)));
      },
    );
    app.patch(
      OPS_LOTTERY_PATHS.settings,
      {
        config: { permission, audit: false },
        schema: { querystring: opsLotteryBrandQuerySchema, body: opsLotterySettingsPatchSchema, response: settingsOut },
      },
      async (req) => {
        const [brand] = await ctx.ops.brands(req, req.query.brand);
        const change = await changeLotterySettings(ctx, brand!.id, req.body);
        await inTransaction(ctx.db, (tx) =>
          auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'lottery.settings',
            merchantId: brand!.id,
            target: `lottery:${brand!.code}`,
            before: change.before,
            after: change.after,
          }),
        );
        return ok(change.after);
      },
    );
    // Stuck bets: what the wallet refused (a payout, a reversal, a refund), kept with its error code.
    type StuckRow = Awaited<ReturnType<typeof repo.stuckBets>>[number];
    const stuckView = (r: StuckRow) => ({
      id: r.bet.id,
      brand: r.brand,
      username: r.username,
      drawId: r.draw.id,
      game: r.draw.game,
      issue: r.draw.issue,
      drawStatus: drawView(r.draw, ctx.now()).status,
      resultVersion: r.draw.resultVersion,
      betType: r.bet.betType,
      selection: r.bet.selection,
      stake: r.bet.stake,
      payout: r.bet.payout,
      status: r.bet.status as 'placed',
      settledVersion: r.bet.settledVersion,
      step:
        r.draw.status === 'cancelled'
          ? ('refund' as const)
          : r.bet.status === 'won' || r.bet.status === 'lost'
            ? ('reversal' as const)
            : ('payout' as const),
      errorCode: r.bet.errorCode,
      createdAt: r.bet.createdAt.toISOString(),
    });
    /** Retries `ids` and answers what happened: the stuck ones are those the wallet refused again. */
    const retried = async (merchantIds: number[], ids: number[]) => {
      const cleared = await retryStuckBets(ctx, ids);
      const still = cleared.length
        ? await repo.stuckBets(ctx.db, { merchantIds, ids: cleared, limit: cleared.length })
        : [];
      return { retried: cleared.length, settled: cleared.length - still.length, stillStuck: still.map(stuckView) };
    };
    const retryOut = { 200: envelopeSchema(opsLotteryRetrySchema) };

    app.get(
      OPS_LOTTERY_PATHS.stuck,
      {
        config: { permission },
        schema: {
          querystring: opsLotteryStuckQuerySchema,
          response: { 200: envelopeSchema(z.array(opsLotteryStuckBetSchema)) },
        },
      },
      async (req) => {
        const merchantIds = await ctx.ops.brandIds(req, req.query.brand);
        return ok((await repo.stuckBets(ctx.db, { ...req.query, merchantIds })).map(stuckView));
      },
    );
    app.post(
      OPS_LOTTERY_PATHS.retry,
      {
        config: { permission, audit: 'lottery.retry' },
        schema: { params: opsLotteryDrawIdParamsSchema, response: retryOut },
      },
      async (req) => {
        const merchantIds = await ctx.ops.brandIds(req, undefined);
        const bet = await repo.betById(ctx.db, req.params.id);
        if (!bet || !merchantIds.includes(bet.merchantId)) throw new AppError('lottery_bet_not_found');
        const [stuck] = await repo.stuckBets(ctx.db, { merchantIds, ids: [bet.id], limit: 1 });
        if (!stuck) throw new AppError('lottery_bet_not_stuck');
        const out = await retried(merchantIds, [bet.id]);
        // Another retry took it between the look and the clear: it was not stuck for this one.
        if (out.retried === 0) throw new AppError('lottery_bet_not_stuck');
        return ok(out);
      },
    );
    app.post(
      OPS_LOTTERY_PATHS.retryAll,
      {
        config: { permission, audit: 'lottery.retry' },
        schema: { querystring: opsLotteryRetryQuerySchema, response: retryOut },
      },
      async (req) => {
        const merchantIds = await ctx.ops.brandIds(req, req.query.brand);
        const stuck = await repo.stuckBets(ctx.db, { merchantIds, limit: 500 });
        return ok(
          await retried(
            merchantIds,
            stuck.map((r) => r.bet.id),
          ),
        );
      },
    );
    app.post(
      OPS_LOTTERY_PATHS.cancel,
      {
        config: { permission, audit: 'lottery.cancel' },
        schema: { params: opsLotteryDrawIdParamsSchema, body: opsLotteryCancelSchema, response: one },
      },
      async (req) => {
        await cancelLotteryDraw(ctx, req.params.id, req.body.reason);
        return ok(await opsView(req.params.id, req.language));
      },
    );
  });
}
