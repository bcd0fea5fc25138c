import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  SPORTS_PAGE_PATH,
  sportsBetSchema,
  sportsCashOutSchema,
  sportsLobbyQuerySchema,
  sportsLobbySchema,
  sportsMyBetsQuerySchema,
  sportsPlaceBetSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { registerFramePage, tokenQuery } from '../provider/framePage';
import { cashOut, lobby, myBet, myBets, placeBet, type SportsSession } from './service';
import { sportsWallet } from './wallet';

/**
 * The sportsbook's page in the game frame (the launch opens it with a launch token, like a vendor's
 * game page): sports and e-sports tabs, fixtures by competition with their markets, the bet slip
 * (singles and a parlay), the player's open and settled bets. Its JSON API takes the launch token.
 */
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'public');
const langOf = (req: FastifyRequest) => (req.headers.language === 'en' ? 'en' : 'vi');

export function registerSportsPages(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    registerFramePage(scope, ctx, {
      path: SPORTS_PAGE_PATH,
      title: { vi: 'Thể thao', en: 'Sports' },
      publicDir: PUBLIC,
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
            req.query.token ? (await sessionOf(req.query.token)).merchantId : null,
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
