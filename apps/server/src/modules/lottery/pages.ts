import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  LOTTERY_PRIZE_MODES,
  lotteryBetPageSchema,
  lotteryDrawSchema,
  lotteryLobbySchema,
  lotteryMyBetsQuerySchema,
  lotteryPlaceBetsSchema,
  lotteryResultsQuerySchema,
  lotteryResultsSchema,
  lotterySlipSchema,
  idParam,
  LOTTERY_VASSALAGE,
} from '@lotus/contracts';
import { frameStylesheet } from '@lotus/frames/assets';
import { type Family, verifyDraw } from '@lotus/house/lottery';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { checkRecallLink, recallLinkQuerySchema } from '../provider/builtIn';
import { registerFramePage, tokenQuery } from '../provider/framePage';
import { vendorSecret } from '../provider/service';
import { lotteryRecallPage } from './recall';
import * as repo from './repository';
import { drawView, lobby, type LotterySession, myBets, placeSlipWith, results } from './service';
import { lotteryWallet } from './wallet';

/**
 * The lottery vendor's own pages in the game frame (`lottLabby` and the launch open them with a launch
 * token, like a vendor's game page): the lobby of open draws with countdowns, the bet slip, the
 * player's bets, results and a draw's verification. Plain HTML, one script and one style sheet (CSP
 * `script-src 'self'`), texts in Vietnamese and English in the script. Its JSON API takes the launch
 * token instead of the site's session.
 */
export const LOTTERY_PAGE_PATH = '/house/lottery';
/** A lottery bet's replay page (the betting record's link, signed with the lottery vendor's secret). */
export const LOTTERY_RECALL_PATH = `${LOTTERY_PAGE_PATH}/recall`;

/** The page sends its language in the `language` header. */
const langOf = (req: FastifyRequest) => (req.headers.language === 'en' ? 'en' : 'vi');

export function registerLotteryPages(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    registerFramePage(scope, ctx, {
      path: LOTTERY_PAGE_PATH,
      title: { vi: 'Xổ số', en: 'Lottery' },
      name: 'lottery',
      wallet: lotteryWallet,
    });

    /** The launch session of a token (bets are refused by the gateway once it expired). */
    const sessionOf = async (token: string): Promise<LotterySession & { displayName: string }> => {
      const s = await lotteryWallet.session(ctx, token);
      return { ...s, sessionId: s.id, token };
    };

    // A bet's replay page, opened from the betting record with a signed link (LT<draw>-<bet>).
    app.get(
      LOTTERY_RECALL_PATH + '/:round',
      {
        schema: {
          params: z.object({ round: z.string().regex(/^LT\d{1,15}-\d{1,15}$/) }),
          querystring: recallLinkQuerySchema,
        },
      },
      async (req, reply) => {
        const secret = vendorSecret(ctx.config.dataDir, LOTTERY_VASSALAGE);
        const playerId = checkRecallLink(secret, req.params.round, req.query, ctx.now());
        const [drawId, betId] = req.params.round.slice(2).split('-').map(Number);
        const bet = await repo.betById(ctx.db, betId!);
        const draw = bet && bet.drawId === drawId && bet.playerId === playerId && (await repo.drawById(ctx.db, drawId));
        if (!bet || !draw) throw new AppError('not_found');
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(lotteryRecallPage(bet, draw, req.query.lang ?? 'vi', frameStylesheet('lottery')));
      },
    );
    app.get(
      `${LOTTERY_PAGE_PATH}/api/lobby`,
      // Without a token (a trial account's view), the default odds and limits; `mode`: the page's prize mode.
      {
        schema: {
          querystring: tokenQuery.partial().extend({ mode: z.enum(LOTTERY_PRIZE_MODES).optional() }),
          response: { 200: envelopeSchema(lotteryLobbySchema) },
        },
      },
      async (req) => {
        const merchantId = req.query.token ? (await sessionOf(req.query.token)).merchantId : null;
        return ok(await lobby(ctx, merchantId, langOf(req), req.query.mode));
      },
    );
    app.post(
      `${LOTTERY_PAGE_PATH}/api/bets`,
      {
        schema: {
          body: lotteryPlaceBetsSchema.extend(tokenQuery.shape),
          response: { 200: envelopeSchema(lotterySlipSchema) },
        },
      },
      async (req) => ok(await placeSlipWith(ctx, await sessionOf(req.body.token), req.body)),
    );
    app.get(
      `${LOTTERY_PAGE_PATH}/api/bets`,
      {
        schema: {
          querystring: lotteryMyBetsQuerySchema.extend(tokenQuery.shape),
          response: { 200: envelopeSchema(lotteryBetPageSchema) },
        },
      },
      async (req) => {
        const s = await sessionOf(req.query.token);
        return ok(await myBets(ctx, s.merchantId, s.memberId, req.query));
      },
    );
    app.get(
      `${LOTTERY_PAGE_PATH}/api/results`,
      { schema: { querystring: lotteryResultsQuerySchema, response: { 200: envelopeSchema(lotteryResultsSchema) } } },
      async (req) => ok(await results(ctx, req.query.game, req.query.limit, langOf(req))),
    );
    app.get(
      `${LOTTERY_PAGE_PATH}/api/verify`,
      {
        schema: {
          querystring: z.object({ drawId: idParam }),
          response: {
            200: envelopeSchema(
              z.object({
                draw: lotteryDrawSchema,
                matchesCommitment: z.boolean(),
                matchesResult: z.boolean(),
                clientSeed: z.string(),
              }),
            ),
          },
        },
      },
      async (req) => {
        const d = await repo.drawById(ctx.db, req.query.drawId);
        const view = d && drawView(d, ctx.now());
        if (!d || !view?.serverSeed || !d.commitment) throw new AppError('lottery_draw_not_found');
        const v = verifyDraw(d.family as Family, d.game, d.issue, view.serverSeed, d.commitment);
        return ok({
          draw: view,
          matchesCommitment: v.matchesCommitment,
          matchesResult: isDeepStrictEqual(v.result, d.result),
          clientSeed: `${d.game}:${d.issue}`,
        });
      },
    );
  });
}
