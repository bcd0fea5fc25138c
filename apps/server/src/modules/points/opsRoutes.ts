import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_POINT_PATHS,
  opsFulfilRedemptionBodySchema,
  opsPointAdjustBodySchema,
  opsPointAdjustResultSchema,
  opsPointProductBodySchema,
  opsPointProductPatchSchema,
  opsPointProductSchema,
  opsPointRedemptionSchema,
  opsPointSettingsPatchSchema,
  opsPointSettingsSchema,
  opsRedemptionsQuerySchema,
  opsRejectRedemptionBodySchema,
  pointProductIdParamsSchema,
  pointRedeemRecordSchema,
  pointRedemptionRefParamsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import {
  adjustPoints,
  createProduct,
  decideRedemption,
  editProduct,
  listProducts,
  listRedemptions,
  opsSettings,
  patchSettings,
} from './operator';

const brandQuery = z.object({ brand: z.string().min(1).max(64) });

/** Operator: points (`npm run ops -- points settings|set|products|add|edit|redemptions|fulfil|reject|adjust`). */
export function registerPointOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const brandOf = async (req: FastifyRequest, code: string) => (await ctx.ops.brands(req, code))[0]!;
    const permission = 'loyalty.manage' as const;

    app.get(
      OPS_POINT_PATHS.settings,
      {
        config: { permission },
        schema: { querystring: brandQuery, response: { 200: envelopeSchema(opsPointSettingsSchema) } },
      },
      async (req) => ok(await opsSettings(ctx, (await brandOf(req, req.query.brand)).id)),
    );
    app.patch(
      OPS_POINT_PATHS.settings,
      {
        config: { permission, audit: false },
        schema: {
          querystring: brandQuery,
          body: opsPointSettingsPatchSchema,
          response: { 200: envelopeSchema(opsPointSettingsSchema) },
        },
      },
      async (req) =>
        ok(await patchSettings(ctx, ctx.ops.actor(req), (await brandOf(req, req.query.brand)).id, req.body)),
    );
    app.get(
      OPS_POINT_PATHS.products,
      {
        config: { permission },
        schema: { querystring: brandQuery, response: { 200: envelopeSchema(z.array(opsPointProductSchema)) } },
      },
      async (req) => ok(await listProducts(ctx, (await brandOf(req, req.query.brand)).id)),
    );
    app.post(
      OPS_POINT_PATHS.products,
      {
        config: { permission },
        schema: {
          querystring: brandQuery,
          body: opsPointProductBodySchema,
          response: { 200: envelopeSchema(opsPointProductSchema) },
        },
      },
      async (req) => ok(await createProduct(ctx, (await brandOf(req, req.query.brand)).id, req.body)),
    );
    app.patch(
      OPS_POINT_PATHS.product,
      {
        config: { permission },
        schema: {
          querystring: brandQuery,
          params: pointProductIdParamsSchema,
          body: opsPointProductPatchSchema,
          response: { 200: envelopeSchema(opsPointProductSchema) },
        },
      },
      async (req) => ok(await editProduct(ctx, (await brandOf(req, req.query.brand)).id, req.params.id, req.body)),
    );
    app.get(
      OPS_POINT_PATHS.redemptions,
      {
        config: { permission },
        schema: {
          querystring: opsRedemptionsQuerySchema,
          response: { 200: envelopeSchema(z.array(opsPointRedemptionSchema)) },
        },
      },
      async (req) => ok(await listRedemptions(ctx, [(await brandOf(req, req.query.brand)).id], req.query.status)),
    );
    const decide = (action: 'fulfil' | 'reject') => async (req: FastifyRequest, body: unknown) => {
      const { ref } = req.params as { ref: string };
      const { brand } = req.query as { brand: string };
      const merchant = await brandOf(req, brand);
      const actor = ctx.ops.actor(req);
      const hooks = ctx.ops.decisionHooks(actor, {
        kind: 'points',
        ref,
        action: `points.redemption_${action}`,
        target: `redemption:${ref}`,
        notFound: 'point_redemption_not_found',
      });
      const decision =
        action === 'fulfil'
          ? { action, note: (body as { note?: string }).note }
          : { action, reason: (body as { reason: string }).reason };
      return ok(await decideRedemption(ctx, merchant.id, ref, decision, { name: actor.name, hooks }));
    };
    const record = { 200: envelopeSchema(pointRedeemRecordSchema) };
    app.post(
      OPS_POINT_PATHS.fulfil,
      {
        config: { permission, audit: false },
        schema: {
          querystring: brandQuery,
          params: pointRedemptionRefParamsSchema,
          body: opsFulfilRedemptionBodySchema,
          response: record,
        },
      },
      (req) => decide('fulfil')(req, req.body),
    );
    app.post(
      OPS_POINT_PATHS.reject,
      {
        config: { permission, audit: false },
        schema: {
          querystring: brandQuery,
          params: pointRedemptionRefParamsSchema,
          body: opsRejectRedemptionBodySchema,
          response: record,
        },
      },
      (req) => decide('reject')(req, req.body),
    );
    app.post(
      OPS_POINT_PATHS.adjust,
      {
        config: { permission, audit: false },
        schema: {
          querystring: brandQuery,
          body: opsPointAdjustBodySchema,
          response: { 200: envelopeSchema(opsPointAdjustResultSchema) },
        },
      },
      async (req) =>
        ok(await adjustPoints(ctx, ctx.ops.actor(req), (await brandOf(req, req.query.brand)).id, req.body)),
    );
  });
}
