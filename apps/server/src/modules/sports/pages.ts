import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  SPORTS_PAGE_PATH,
  SPORTS_VASSALAGE,
  sportsBetSchema,
  sportsCashOutSchema,
  sportsLobbyQuerySchema,
  sportsLobbySchema,
  sportsMyBetsQuerySchema,
  sportsPlaceBetSchema,
} from '@lotus/contracts';
import { frameStylesheet } from '@lotus/frames/assets';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { checkRecallLink, recallLinkQuerySchema } from '../provider/builtIn';
import { registerFramePage, tokenQuery } from '../provider/framePage';
import { vendorSecret } from '../provider/service';
import { SPORTS_RECALL_PATH } from './launch';
import { recallPage } from './recall';
import { betOfPlayer, cashOut, lobby, myBet, myBets, placeBet, type SportsSession } from './service';
import { sportsWallet } from './wallet';

/**
 * The sportsbook's page in the game frame (the launch opens it with a launch token, like a vendor's
 * game page): sports and e-sports tabs, fixtures by competition with their markets, the bet slip
 * (singles and a parlay), the player's open and settled bets. Its JSON API takes the launch token.
 */
const langOf = (req: FastifyRequest) => (req.headers.language === 'en' ? 'en' : 'vi');

export function registerSportsPages(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    registerFramePage(scope, ctx, {
      path: SPORTS_PAGE_PATH,
      title: { vi: 'Thể thao', en: 'Sports' },
      name: 'sports',
      wallet: sportsWallet,
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const sessionOf = async (token: string): Promise<SportsSession> => {
      const s = await sportsWallet.session(ctx, token);
      return {
        id: s.id,
        token,
        playerId: s.playerId,
        merchantId: s.merchantId,
        memberId: s.memberId,
        currency: s.currency,
      };
    };
    const api = `${SPORTS_PAGE_PATH}/api`;

    app.get(
      `${api}/lobby`,
      // Without a token (a trial account's view), the default limits.
      {
        schema: {
          querystring: sportsLobbyQuerySchema.extend(tokenQuery.partial().shape),
          response: { 200: envelopeSchema(sportsLobbySchema) },
        },
      },
      async (req) =>
        ok(
          await lobby(
            ctx,
            // A trial or expired launch still shows the book (with the default limits).
            req.query.token ? ((await sessionOf(req.query.token).catch(() => null))?.merchantId ?? null) : null,
            req.query.kind,
            langOf(req),
          ),
        ),
    );
    app.post(
      `${api}/bets`,
      {
        schema: {
          body: sportsPlaceBetSchema.extend(tokenQuery.shape),
          response: { 200: envelopeSchema(sportsBetSchema) },
        },
      },
      async (req) => ok(await placeBet(ctx, await sessionOf(req.body.token), req.body)),
    );
    app.get(
      `${api}/bets`,
      {
        schema: {
          querystring: sportsMyBetsQuerySchema.extend(tokenQuery.shape),
          response: { 200: envelopeSchema(z.array(sportsBetSchema)) },
        },
      },
      async (req) => ok(await myBets(ctx, await sessionOf(req.query.token), req.query)),
    );
    app.get(
      `${api}/bets/:id`,
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: tokenQuery,
          response: { 200: envelopeSchema(sportsBetSchema) },
        },
      },
      async (req) => ok(await myBet(ctx, await sessionOf(req.query.token), req.params.id)),
    );
    // A bet's replay page, opened from the betting record with a signed link.
    app.get(
      `${SPORTS_RECALL_PATH}/:round`,
      {
        schema: {
          params: z.object({ round: z.string().regex(/^SB\d{1,15}$/) }),
          querystring: recallLinkQuerySchema,
        },
      },
      async (req, reply) => {
        const secret = vendorSecret(ctx.config.dataDir, SPORTS_VASSALAGE);
        const playerId = checkRecallLink(secret, req.params.round, req.query, ctx.now());
        const bet = await betOfPlayer(ctx, Number(req.params.round.slice(2)), playerId);
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(recallPage(bet, req.query.lang ?? 'vi', frameStylesheet('sports')));
      },
    );
    app.post(
      `${api}/bets/:id/cashout`,
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: sportsCashOutSchema.extend(tokenQuery.shape),
          response: { 200: envelopeSchema(sportsBetSchema) },
        },
      },
      async (req) => ok(await cashOut(ctx, await sessionOf(req.body.token), req.params.id, req.body.amount)),
    );
  });
}
