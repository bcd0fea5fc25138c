import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applicationListSchema,
  drawResultSchema,
  envelopeSchema,
  OPS_PROMO_PATHS,
  opsPromotionListSchema,
  opsPromotionSchema,
  promotionDefinitionSchema,
  promotionIdParamsSchema,
  promotionPatchSchema,
  promotionReportSchema,
  promotionStateBodySchema,
  promotionStateSchema,
  reviewBodySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { memberById } from '../accounts/service';
import { drawRaffle } from './events';
import { notifyDecision } from './notices';
import {
  applications,
  createPromotion,
  editPromotion,
  opsView,
  promotionReport,
  reviewApplication,
  setPromotionState,
} from './operator';
import * as repo from './repository';

const brandQuery = z.object({ brand: z.string().min(1).max(64) });

/** Operator: promotions (`npm run ops -- promo list|create|edit|pause|resume|end|applications|approve|reject|draw|report`). */
export function registerPromotionOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const brandOf = async (req: FastifyRequest, code: string) => (await ctx.ops.brands(req, code))[0]!;
    const one = { 200: envelopeSchema(opsPromotionSchema) };

    app.get(
      OPS_PROMO_PATHS.promotions,
      {
        config: { permission: 'promotions.manage' },
        schema: { querystring: brandQuery, response: { 200: envelopeSchema(opsPromotionListSchema) } },
      },
      async (req) => ok((await repo.allPromotions(ctx.db, (await brandOf(req, req.query.brand)).id)).map(opsView)),
    );
    app.post(
      OPS_PROMO_PATHS.promotions,
      {
        config: { permission: 'promotions.manage' },
        schema: {
          querystring: brandQuery,
          body: promotionDefinitionSchema.extend({ state: promotionStateSchema.default('draft') }),
          response: one,
        },
      },
      async (req) => {
        const { state, ...definition } = req.body;
        return ok(opsView(await createPromotion(ctx, (await brandOf(req, req.query.brand)).id, definition, state)));
      },
    );
    app.patch(
      OPS_PROMO_PATHS.promotion,
      {
        config: { permission: 'promotions.manage' },
        schema: { querystring: brandQuery, params: promotionIdParamsSchema, body: promotionPatchSchema, response: one },
      },
      async (req) => {
        const row = await editPromotion(ctx, (await brandOf(req, req.query.brand)).id, req.params.id, req.body);
        if (!row) throw new AppError('promotion_not_found');
        return ok(opsView(row));
      },
    );
    app.post(
      OPS_PROMO_PATHS.status,
      {
        config: { permission: 'promotions.manage' },
        schema: {
          querystring: brandQuery,
          params: promotionIdParamsSchema,
          body: promotionStateBodySchema,
          response: one,
        },
      },
      async (req) =>
        ok(
          opsView(
            await setPromotionState(ctx, (await brandOf(req, req.query.brand)).id, req.params.id, req.body.state),
          ),
        ),
    );
    app.get(
      OPS_PROMO_PATHS.applications,
      {
        config: { permission: 'promotions.manage' },
        schema: { querystring: brandQuery, response: { 200: envelopeSchema(applicationListSchema) } },
      },
      async (req) => ok(await applications(ctx, (await brandOf(req, req.query.brand)).id)),
    );
    app.post(
      OPS_PROMO_PATHS.review,
      {
        config: { permission: 'promotions.manage', audit: false },
        schema: {
          querystring: brandQuery,
          params: promotionIdParamsSchema,
          body: reviewBodySchema,
          response: {
            200: envelopeSchema(z.object({ status: z.enum(['issued', 'rejected', 'awaiting_second_approval']) })),
          },
        },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        const actor = ctx.ops.actor(req);
        const ref = String(req.params.id);
        const decision = await reviewApplication(
          ctx,
          brand.id,
          req.params.id,
          req.body,
          async (tx, memberId) => ({ member: (await memberById(tx, brand.id, memberId))!, timeZone: brand.timeZone }),
          {
            name: actor.name,
            actor: { kind: actor.kind, id: actor.id },
            hooks: ctx.ops.decisionHooks(actor, {
              kind: 'promotion',
              ref,
              action: `promotion.application_${req.body.decision}`,
              target: `application:${ref}`,
              notFound: 'application_not_found',
            }),
          },
        );
        if (decision.waiting) return ok({ status: 'awaiting_second_approval' as const });
        await notifyDecision(ctx, decision);
        return ok({ status: decision.approved ? ('issued' as const) : ('rejected' as const) });
      },
    );
    app.post(
      OPS_PROMO_PATHS.draw,
      {
        config: { permission: 'promotions.manage' },
        schema: {
          querystring: brandQuery,
          params: promotionIdParamsSchema,
          response: { 200: envelopeSchema(drawResultSchema) },
        },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        const r = await drawRaffle(ctx, brand.id, req.params.id);
        const winners = await Promise.all(
          r.winners.map(async (w) => ({
            rank: w.rank,
            username: (await memberById(ctx.db, brand.id, w.memberId))?.username ?? String(w.memberId),
            amount: w.amount,
          })),
        );
        return ok({
          drawnAt: r.drawnAt.toISOString(),
          serverSeed: r.serverSeed,
          serverSeedHash: r.serverSeedHash,
          tickets: r.tickets,
          winners,
        });
      },
    );
    app.get(
      OPS_PROMO_PATHS.report,
      {
        config: { permission: 'reports.read' },
        schema: {
          querystring: brandQuery,
          params: promotionIdParamsSchema,
          response: { 200: envelopeSchema(promotionReportSchema) },
        },
      },
      async (req) => ok(await promotionReport(ctx, (await brandOf(req, req.query.brand)).id, req.params.id)),
    );
  });
}
