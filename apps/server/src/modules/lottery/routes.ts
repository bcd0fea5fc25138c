import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  LOTTERY_PATHS,
  lotteryBetPageSchema,
  lotteryHotColdQuerySchema,
  lotteryHotColdSchema,
  lotteryHotlineSchema,
  lotteryLobbySchema,
  lotteryMyBetsQuerySchema,
  lotteryNumerosSchema,
  lotteryPlaceBetsSchema,
  lotteryResultsQuerySchema,
  lotteryResultsSchema,
  lotterySlipSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { moneyActionLimit } from '../wallets/service';
import { hotCold, hotline, lobby, myBets, openedNumeros, placeSlip, results } from './service';

/** The member's lottery (docs/API.md "Lottery"): lobby, bet slips, my bets, results, hot and cold numbers, numeros. */
export function registerLotteryRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { requireMember, requireRealMember } = app.auth;
    const limit = moneyActionLimit(ctx);

    app.get(LOTTERY_PATHS.lobby, { schema: { response: { 200: envelopeSchema(lotteryLobbySchema) } } }, async (req) =>
      ok(await lobby(ctx, req.merchant.id, req.language)),
    );
    app.post(
      LOTTERY_PATHS.bets,
      {
        preHandler: [app.auth.requireCapability('playReal'), limit],
        schema: { body: lotteryPlaceBetsSchema, response: { 200: envelopeSchema(lotterySlipSchema) } },
      },
      async (req) => ok(await placeSlip(ctx, req.merchant, memberOf(req), req.body, req.language)),
    );
    app.get(
      LOTTERY_PATHS.myBets,
      {
        preHandler: requireRealMember,
        schema: { querystring: lotteryMyBetsQuerySchema, response: { 200: envelopeSchema(lotteryBetPageSchema) } },
      },
      async (req) => ok(await myBets(ctx, req.merchant.id, memberOf(req).id, req.query)),
    );
    app.get(
      LOTTERY_PATHS.results,
      { schema: { querystring: lotteryResultsQuerySchema, response: { 200: envelopeSchema(lotteryResultsSchema) } } },
      async (req) => ok(await results(ctx, req.query.game, req.query.limit, req.language)),
    );
    app.get(
      LOTTERY_PATHS.hotCold,
      { schema: { querystring: lotteryHotColdQuerySchema, response: { 200: envelopeSchema(lotteryHotColdSchema) } } },
      async (req) => ok(await hotCold(ctx, req.query.game, req.query.draws)),
    );
    app.get(
      LOTTERY_PATHS.hotline,
      { schema: { response: { 200: envelopeSchema(lotteryHotlineSchema) } } },
      async (req) => ok(await hotline(ctx, req.merchant.id, req.language)),
    );
    app.get(
      LOTTERY_PATHS.vnOpenedNumeros,
      { schema: { response: { 200: envelopeSchema(lotteryNumerosSchema) } } },
      async (req) => ok(await openedNumeros(ctx, true, req.language)),
    );
    app.get(
      LOTTERY_PATHS.openedNumeros,
      { preHandler: requireMember, schema: { response: { 200: envelopeSchema(lotteryNumerosSchema) } } },
      async (req) => ok(await openedNumeros(ctx, false, req.language)),
    );
  });
}
