import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GAME_PATHS,
  envelopeSchema,
  favoriteBodySchema,
  favoriteChangeSchema,
  favoriteIdsSchema,
  favoriteListQuerySchema,
  gameArraySchema,
  gameArtParamsSchema,
  gameArtQuerySchema,
  gameListQuerySchema,
  gameListSchema,
  gameMenuQuerySchema,
  gameMenuSchema,
  gameMenusQuerySchema,
  gameMenusSchema,
  gameVendorListSchema,
  gameVendorQuerySchema,
  hotGamesQuerySchema,
  popularQuerySchema,
  rankListQuerySchema,
  rankListSchema,
  recentGamesSchema,
  recentQuerySchema,
  roomListQuerySchema,
  roomListSchema,
  type SiteLanguage,
  vassGameTypeQuerySchema,
  vassGameTypeSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf, readerOf } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { gameTileSvg } from './art';
import { gameForArt } from './repository';
import * as games from './service';

/**
 * The games catalogue (docs/API.md, "Games catalogue"). Browsing is public, as visitors browse
 * (SPEC §1); a token, when sent, adds the member's favourite flags. Favourites need a real member,
 * recent games a member.
 */
export function registerGameRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { optionalMember, requireMember, requireRealMember } = app.auth;
  // A member's favourites changed (here or in another process): the listings' flags are read again.
  const unsubscribe = ctx.invalidation.subscribe('member', (key) => games.forgetFavourites(ctx.db, key));
  root.addHook('onClose', async () => unsubscribe());
  const favouritesChanged = <T>(memberId: number, result: T): T => {
    ctx.invalidation.publish('member', String(memberId));
    return result;
  };

  const listContext = (req: FastifyRequest, language: SiteLanguage | undefined) => ({
    ...readerOf(req, language),
    now: ctx.now(),
  });
  /** The list context of a guarded route: its member is signed in. */
  const memberListContext = (req: FastifyRequest, language: SiteLanguage | undefined) => ({
    ...listContext(req, language),
    memberId: memberOf(req).id,
  });
  /** A merchantCode parameter, when sent, must name the request's brand. */
  const checkMerchant = (req: FastifyRequest, code: string | undefined, field = 'merchantCode') => {
    if (code && code.toUpperCase() !== req.merchant.code.toUpperCase())
      throw new AppError('merchant_not_found', undefined, field);
  };

  app.get(
    GAME_PATHS.gameMenus,
    {
      preHandler: optionalMember,
      schema: { querystring: gameMenusQuerySchema, response: { 200: envelopeSchema(gameMenusSchema) } },
    },
    async (req) => ok(await games.gameMenus(ctx.db, listContext(req, req.query.language), req.query)),
  );

  app.get(
    GAME_PATHS.gameMenu,
    {
      preHandler: optionalMember,
      schema: { querystring: gameMenuQuerySchema, response: { 200: envelopeSchema(gameMenuSchema) } },
    },
    async (req) => ok(await games.gameMenu(ctx.db, listContext(req, req.query.language), req.query)),
  );

  // The header's recent menu and GCS_recentGame answer the same list.
  for (const path of [GAME_PATHS.gameMenuRecent, GAME_PATHS.recentGames]) {
    app.get(
      path,
      {
        preHandler: requireMember,
        schema: { querystring: recentQuerySchema, response: { 200: envelopeSchema(recentGamesSchema) } },
      },
      async (req) => ok(await games.recentGames(ctx.db, memberListContext(req, req.query.language), req.query)),
    );
  }

  app.get(
    GAME_PATHS.popular,
    {
      preHandler: optionalMember,
      schema: { querystring: popularQuerySchema, response: { 200: envelopeSchema(gameArraySchema) } },
    },
    async (req) => ok(await games.popularGames(ctx.db, listContext(req, req.query.language), req.query)),
  );

  app.get(
    GAME_PATHS.hotGames,
    {
      preHandler: optionalMember,
      schema: { querystring: hotGamesQuerySchema, response: { 200: envelopeSchema(gameArraySchema) } },
    },
    async (req) => {
      checkMerchant(req, req.query.merchantCode);
      return ok(await games.hotGames(ctx.db, listContext(req, req.query.language), req.query));
    },
  );

  app.get(
    GAME_PATHS.gameVendor,
    { schema: { querystring: gameVendorQuerySchema, response: { 200: envelopeSchema(gameVendorListSchema) } } },
    async (req) => {
      checkMerchant(req, req.query.merchantCode);
      return ok(await games.vendorCategories(ctx.db, listContext(req, req.query.language), req.query.gameType));
    },
  );

  app.get(
    GAME_PATHS.gameList,
    {
      preHandler: optionalMember,
      schema: { querystring: gameListQuerySchema, response: { 200: envelopeSchema(gameListSchema) } },
    },
    async (req) => {
      checkMerchant(req, req.query.merchantCode);
      checkMerchant(req, req.query.merchant, 'merchant');
      return ok(await games.gameList(ctx.db, listContext(req, req.query.language), req.query));
    },
  );

  app.get(
    GAME_PATHS.vassGameType,
    { schema: { querystring: vassGameTypeQuerySchema, response: { 200: envelopeSchema(vassGameTypeSchema) } } },
    async (req) => ok(await games.vassGameTypes(ctx.db, req.merchant.id, req.query.vassalage)),
  );

  app.get(
    GAME_PATHS.favoriteIds,
    { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(favoriteIdsSchema) } } },
    async (req) => ok({ gameIds: await games.favouriteIds(ctx.db, req.merchant.id, memberOf(req).id) }),
  );

  app.get(
    GAME_PATHS.favoriteList,
    {
      preHandler: requireRealMember,
      schema: { querystring: favoriteListQuerySchema, response: { 200: envelopeSchema(gameListSchema) } },
    },
    async (req) => ok(await games.favouriteList(ctx.db, memberListContext(req, req.query.language), req.query)),
  );

  app.post(
    GAME_PATHS.favoriteAdd,
    {
      preHandler: requireRealMember,
      schema: { body: favoriteBodySchema, response: { 200: envelopeSchema(favoriteChangeSchema) } },
    },
    async (req) => {
      const id = memberOf(req).id;
      return ok(
        favouritesChanged(id, await games.addFavourite(ctx.db, req.merchant.id, id, req.body.gameId, ctx.now())),
      );
    },
  );

  app.post(
    GAME_PATHS.favoriteRemove,
    {
      preHandler: requireRealMember,
      schema: { body: favoriteBodySchema, response: { 200: envelopeSchema(favoriteChangeSchema) } },
    },
    async (req) => {
      const id = memberOf(req).id;
      return ok(favouritesChanged(id, await games.removeFavourite(ctx.db, id, req.body.gameId)));
    },
  );

  app.get(
    GAME_PATHS.roomList,
    {
      preHandler: optionalMember,
      schema: { querystring: roomListQuerySchema, response: { 200: envelopeSchema(roomListSchema) } },
    },
    async (req) => ok(await games.roomList(ctx.db, listContext(req, req.query.language), req.query)),
  );

  app.get(
    GAME_PATHS.rankList,
    { schema: { querystring: rankListQuerySchema, response: { 200: envelopeSchema(rankListSchema) } } },
    async (req) => ok(await games.rankList(ctx.db, listContext(req, req.query.language), req.query)),
  );

  // Tiles are plain pictures: cached by the browser, answered in every site mode.
  app.get(
    GAME_PATHS.gameArt,
    {
      config: { siteModeExempt: true },
      schema: { params: gameArtParamsSchema, querystring: gameArtQuerySchema, response: { 200: z.string() } },
    },
    async (req, reply) => {
      const game = await gameForArt(ctx.db, req.params.gameId);
      if (!game) throw new AppError('game_not_found', undefined, 'gameId');
      const svg = gameTileSvg({
        name: game.name[req.query.language ?? req.language] || game.name.vi,
        category: game.gameType,
        vendor: game.vassalage,
        code: game.code,
      });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
