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
  opsLotterySettingsPatchSchema,
  opsLotterySettingsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { opsActor, opsBrands, registerOpsScope } from '../../lib/opsGuard';
import { auditOps } from '../operators/service';
import { minorToNumber } from '../../lib/money';
import { ok } from '../../plugins/envelope';
import * as repo from './repository';
import {
  cancelLotteryDraw,
  changeLotterySettings,
  drawView,
  enterResult,
  lotterySettings,
  settingsView,
} from './service';

/**
 * Operator: the lottery's draws, an official VN result (entered once; a correction reverses and pays
 * again) and a draw's cancellation with refunds (`npm run ops -- lottery draws|result|cancel`).
 */
export function registerLotteryOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  registerOpsScope(root, ctx, (app) => {
    const permission = 'games.manage' as const;
    const one = { 200: envelopeSchema(opsLotteryDrawSchema) };
    const opsView = async (id: number) => {
      const [row] = await repo.opsDraws(ctx.db, { limit: 1, id });
      return toOps(row!);
    };
    const toOps = (r: Awaited<ReturnType<typeof repo.opsDraws>>[number]) => ({
      ...drawView(r.draw, ctx.now()),
      resultVersion: r.draw.resultVersion,
      bets: r.bets,
      stakes: minorToNumber(BigInt(r.stakes)),
      payouts: minorToNumber(BigInt(r.payouts)),
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
      async (req) => ok((await repo.opsDraws(ctx.db, req.query)).map(toOps)),
    );
    app.post(
      OPS_LOTTERY_PATHS.result,
      {
        config: { permission, audit: 'lottery.result' },
        schema: { params: opsLotteryDrawIdParamsSchema, body: opsLotteryResultSchema, response: one },
      },
      async (req) => {
        await enterResult(ctx, req.params.id, req.body);
        return ok(await opsView(req.params.id));
      },
    );
    const settingsOut = { 200: envelopeSchema(opsLotterySettingsSchema) };
    app.get(
      OPS_LOTTERY_PATHS.settings,
      { config: { permission }, schema: { querystring: opsLotteryBrandQuerySchema, response: settingsOut } },
      async (req) => {
        const [brand] = await opsBrands(ctx, req, req.query.brand);
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
        const [brand] = await opsBrands(ctx, req, req.query.brand);
        const change = await changeLotterySettings(ctx, brand!.id, req.body);
        await inTransaction(ctx.db, (tx) =>
          auditOps(ctx, tx, opsActor(req), {
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
    app.post(
      OPS_LOTTERY_PATHS.cancel,
      {
        config: { permission, audit: 'lottery.cancel' },
        schema: { params: opsLotteryDrawIdParamsSchema, body: opsLotteryCancelSchema, response: one },
      },
      async (req) => {
        await cancelLotteryDraw(ctx, req.params.id, req.body.reason);
        return ok(await opsView(req.params.id));
      },
    );
  });
}
