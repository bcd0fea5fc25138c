import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applyBodySchema,
  availablePromotionsSchema,
  bonusDetailsPageSchema,
  bonusDetailsQuerySchema,
  bonusGrantSchema,
  claimRaffleBodySchema,
  claimResultSchema,
  envelopeSchema,
  PROMO_PATHS,
  promotionDetailSchema,
  promotionIdParamsSchema,
  promotionListQuerySchema,
  promotionListSchema,
  rewardCenterSchema,
  winnerBoardSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { forfeitBonus } from './bonus';
import { availableCount, detailFor, listFor } from './memberView';
import { apply, claim, join, type Actor } from './participation';
import * as repo from './repository';
import { bonusDetails, grantView, rewardCenter, winnerBoard } from './rewards';
import { qualifiesFor, signedIn, viewerOf } from './service';

/** Promotions for members and guests (docs/API.md "Promotions"). */
export function registerPromotionRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { optionalMember, requireMember, requireRealMember } = app.auth;
    // Joining, applying and claiming: a player's (accounts/capabilities.ts), not an agent's of kind 1 or 2.
    const mayClaim = app.auth.requireCapability('claimRewards');
    const viewer = (req: FastifyRequest) => viewerOf(ctx, req.merchant, req.member?.id, req.language);
    const actor = async (req: FastifyRequest): Promise<Actor> => {
      const v = signedIn(await viewer(req));
      return {
        member: v.member,
        timeZone: v.timeZone,
        ip: req.ip,
        // The one-per-person check's device: the server-signed device cookie (plugins/deviceCookie.ts), not a
        // header the client chooses.
        deviceId: req.deviceId,
        language: v.language,
      };
    };

    app.get(
      PROMO_PATHS.promotions,
      {
        preHandler: optionalMember,
        schema: { querystring: promotionListQuerySchema, response: { 200: envelopeSchema(promotionListSchema) } },
      },
      async (req) => {
        const v = await viewer(req);
        return ok(await listFor(ctx.db, req.merchant.id, v, qualifiesFor(ctx.db, v), req.query.category));
      },
    );

    app.get(
      PROMO_PATHS.available,
      { preHandler: requireMember, schema: { response: { 200: envelopeSchema(availablePromotionsSchema) } } },
      async (req) => {
        const v = await viewer(req);
        if (v.member?.trial) return ok({ count: 0 });
        return ok({ count: await availableCount(ctx.db, req.merchant.id, v, qualifiesFor(ctx.db, v)) });
      },
    );

    app.get(
      PROMO_PATHS.promotion,
      {
        preHandler: optionalMember,
        schema: { params: promotionIdParamsSchema, response: { 200: envelopeSchema(promotionDetailSchema) } },
      },
      async (req) => {
        const p = await repo.promotionById(ctx.db, req.merchant.id, req.params.id);
        const v = await viewer(req);
        if (!p || p.state === 'draft') throw new AppError('promotion_not_found');
        return ok(await detailFor(ctx.db, p, v, qualifiesFor(ctx.db, v)));
      },
    );

    const result = { 200: envelopeSchema(claimResultSchema) };
    app.post(
      PROMO_PATHS.join,
      { preHandler: mayClaim, schema: { params: promotionIdParamsSchema, response: result } },
      async (req) => ok({ status: await join(ctx, req.merchant.id, req.params.id, await actor(req)), bonus: null }),
    );
    app.post(
      PROMO_PATHS.apply,
      {
        preHandler: mayClaim,
        schema: { params: promotionIdParamsSchema, body: applyBodySchema, response: result },
      },
      async (req) =>
        ok({
          status: await apply(ctx, req.merchant.id, req.params.id, req.body.remark, await actor(req)),
          bonus: null,
        }),
    );
    const claimed = async (req: FastifyRequest, promotionId: number) => {
      const { entry, grant } = await claim(ctx, req.merchant.id, promotionId, await actor(req));
      return {
        status: entry.status === 'issued' ? ('issued' as const) : ('claimed' as const),
        bonus: await grantView(ctx.db, grant, req.language),
      };
    };
    app.post(
      PROMO_PATHS.claim,
      { preHandler: mayClaim, schema: { params: promotionIdParamsSchema, response: result } },
      async (req) => ok(await claimed(req, req.params.id)),
    );
    app.post(
      PROMO_PATHS.claimRaffle,
      { preHandler: mayClaim, schema: { body: claimRaffleBodySchema, response: result } },
      async (req) => {
        const p = await repo.promotionById(ctx.db, req.merchant.id, req.body.promotionId);
        if (!p || p.kind !== 'raffle') throw new AppError('promotion_not_found');
        return ok(await claimed(req, p.id));
      },
    );

    app.get(
      PROMO_PATHS.rewardCenter,
      { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(rewardCenterSchema) } } },
      async (req) => {
        const v = signedIn(await viewer(req));
        return ok(await rewardCenter(ctx.db, req.merchant.id, v, qualifiesFor(ctx.db, v)));
      },
    );
    app.get(
      PROMO_PATHS.bonusDetails,
      {
        preHandler: requireRealMember,
        schema: { querystring: bonusDetailsQuerySchema, response: { 200: envelopeSchema(bonusDetailsPageSchema) } },
      },
      async (req) => ok(await bonusDetails(ctx.db, memberOf(req).id, req.query, req.language, ctx.now())),
    );
    app.post(
      PROMO_PATHS.forfeit,
      { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(bonusGrantSchema) } } },
      async (req) => ok(await grantView(ctx.db, await forfeitBonus(ctx, memberOf(req).id), req.language)),
    );
    app.get(
      PROMO_PATHS.winnerBoard,
      { schema: { response: { 200: envelopeSchema(winnerBoardSchema) } } },
      async (req) => ok(await winnerBoard(ctx.db, req.merchant, req.language, ctx.now())),
    );
  });
}
