import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OPS_CONFIG_PATHS,
  envelopeSchema,
  gameIdParamSchema,
  opsBrandQuerySchema,
  opsGameBodySchema,
  opsGameChoiceSchema,
  opsGamePageSchema,
  opsGamesQuerySchema,
  opsVendorBodySchema,
  opsVendorListSchema,
  opsVendorMaintenanceBodySchema,
  vassalageParamSchema,
  type OpsPermission,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { gamesForOps, setBrandVendor, setGameChoices, setVendorMaintenance, vendorsForOps } from './opsConfig';
import { invalidateVendorScopes } from './service';

/** The catalogue's operator API (the console's games and vendors): made and audited in one transaction. */
export function registerGameOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  /** A change of the whole catalogue (every brand): only an operator of every brand may make it. */
  function assertAllBrands(req: FastifyRequest): void {
    if (ctx.ops.actor(req).merchantIds !== null)
      throw new AppError('permission_denied', 'This change applies to every brand');
  }

  const audited = (permission: OpsPermission) => ({ permission, audit: false as const });

  ctx.ops.scope(root, (app) => {
    // ── games and vendors ───────────────────────────────────────────────────────────────────
    app.get(
      OPS_CONFIG_PATHS.vendors,
      {
        config: { permission: 'games.manage' },
        schema: { querystring: opsBrandQuerySchema, response: { 200: envelopeSchema(opsVendorListSchema) } },
      },
      async (req) => {
        const m = await ctx.ops.oneBrand(req, req.query.brand);
        return ok({ brand: m.code, vendors: await vendorsForOps(ctx.db, m.id, ctx.now()) });
      },
    );

    app.post(
      OPS_CONFIG_PATHS.vendor,
      {
        config: audited('games.manage'),
        schema: {
          params: vassalageParamSchema,
          body: opsVendorBodySchema,
          response: {
            200: envelopeSchema(z.object({ brand: z.string(), vassalage: z.string(), enabled: z.boolean() })),
          },
        },
      },
      async (req) => {
        const m = await ctx.ops.oneBrand(req, req.body.brand);
        const change = await ctx.db.transaction(async (tx) => {
          const c = await setBrandVendor(tx, m.id, req.params.vassalage, {
            enabled: req.body.enabled,
            connected: ctx.providers.has(req.params.vassalage),
          });
          await ctx.ops.audit(tx, ctx.ops.actor(req), {
            action: 'games.vendor',
            merchantId: m.id,
            target: `vendor:${c.vassalage}`,
            before: c.before,
            after: c.after,
          });
          return c;
        });
        invalidateVendorScopes(ctx.db);
        return ok({ brand: m.code, vassalage: change.vassalage, enabled: change.after.enabled });
      },
    );

    const maintenanceAnswer = envelopeSchema(
      z.object({ vassalage: z.string(), maintenance: z.object({ start: z.string(), end: z.string() }).nullable() }),
    );
    const changeMaintenance = async (
      req: FastifyRequest,
      vassalage: string,
      window: { start: Date; end: Date } | null,
    ) => {
      assertAllBrands(req);
      const change = await ctx.db.transaction(async (tx) => {
        const c = await setVendorMaintenance(tx, vassalage, window, ctx.now());
        await ctx.ops.audit(tx, ctx.ops.actor(req), {
          action: 'games.vendor_maintenance',
          target: `vendor:${c.vassalage}`,
          before: c.before,
          after: c.after,
        });
        return c;
      });
      invalidateVendorScopes(ctx.db);
      return ok({ vassalage: change.vassalage, maintenance: change.after });
    };

    app.put(
      OPS_CONFIG_PATHS.vendorMaintenance,
      {
        config: audited('games.manage'),
        schema: {
          params: vassalageParamSchema,
          body: opsVendorMaintenanceBodySchema,
          response: { 200: maintenanceAnswer },
        },
      },
      (req) =>
        changeMaintenance(req, req.params.vassalage, { start: new Date(req.body.start), end: new Date(req.body.end) }),
    );

    app.delete(
      OPS_CONFIG_PATHS.vendorMaintenance,
      {
        config: audited('games.manage'),
        schema: { params: vassalageParamSchema, response: { 200: maintenanceAnswer } },
      },
      (req) => changeMaintenance(req, req.params.vassalage, null),
    );

    app.get(
      OPS_CONFIG_PATHS.games,
      {
        config: { permission: 'games.manage' },
        schema: { querystring: opsGamesQuerySchema, response: { 200: envelopeSchema(opsGamePageSchema) } },
      },
      async (req) => {
        await ctx.ops.oneBrand(req, req.query.brand);
        return ok(await gamesForOps(ctx.db, req.query));
      },
    );

    app.post(
      OPS_CONFIG_PATHS.game,
      {
        config: audited('games.manage'),
        schema: {
          params: gameIdParamSchema,
          body: opsGameBodySchema,
          response: { 200: envelopeSchema(opsGameChoiceSchema) },
        },
      },
      async (req) => {
        assertAllBrands(req);
        const change = await ctx.db.transaction(async (tx) => {
          const c = await setGameChoices(tx, req.params.id, req.body, ctx.now());
          await ctx.ops.audit(tx, ctx.ops.actor(req), {
            action: 'games.game',
            target: `game:${c.gameId}`,
            before: { code: c.code, ...c.before },
            after: { code: c.code, ...c.after },
          });
          return c;
        });
        invalidateVendorScopes(ctx.db);
        return ok({ gameId: change.gameId, ...change.live });
      },
    );
  });
}
