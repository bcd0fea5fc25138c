import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BANNER_LIMITS,
  BANNER_MEDIA_PATH,
  OPS_CONFIG_PATHS,
  bannerIdParamSchema,
  bannerSchema,
  envelopeSchema,
  gameIdParamSchema,
  modIdParamSchema,
  opsBannerBodySchema,
  opsBannerEditBodySchema,
  opsBannerListSchema,
  opsBannerOrderBodySchema,
  opsBrandQuerySchema,
  opsBroadcastBodySchema,
  opsBroadcastResultSchema,
  opsGameBodySchema,
  opsGamePageSchema,
  opsGamesQuerySchema,
  opsRegisterFieldBodySchema,
  opsRegisterFieldsSchema,
  opsSettingBodySchema,
  opsSettingResultSchema,
  opsSettingsTreeSchema,
  opsSiteStateSchema,
  opsVendorBodySchema,
  opsVendorListSchema,
  opsVendorMaintenanceBodySchema,
  registerFieldParamSchema,
  registerFieldRuleSchema,
  vassalageParamSchema,
  type OpsPermission,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import {
  changeRegisterRule,
  changeSetting,
  createBanner,
  deleteBanner,
  listBanners,
  loadRegisterRules,
  readBannerImage,
  reorderBanners,
  settingsTreeForOps,
  storeBannerImage,
  updateBanner,
  type Merchant,
} from '../brands/service';
import {
  gamesForOps,
  invalidateVendorScopes,
  setBrandVendor,
  setGameEnabled,
  setVendorMaintenance,
  vendorsForOps,
} from '../games/service';
import { broadcastNotice } from '../inbox/service';
import { auditOps } from '../operators/service';

/**
 * The console's configuration API (issue 16, docs/API.md "Operator configuration"): the settings
 * tree, registration field rules, games and vendors, banners and inbox broadcasts. Every change is
 * made and audited (with its before and after values) in one transaction, on one brand.
 */
export function registerConfigOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  /** The one brand a call works on: the one named, or the caller's only brand. */
  async function oneBrand(req: FastifyRequest, brand: string | undefined): Promise<Merchant> {
    const brands = await ctx.ops.brands(req, brand);
    if (brands.length !== 1) throw new AppError('validation_failed', 'Name the brand', 'brand');
    return brands[0]!;
  }

  /** A change of the whole catalogue (every brand): only an operator of every brand may make it. */
  function assertAllBrands(req: FastifyRequest): void {
    if (ctx.ops.actor(req).merchantIds !== null)
      throw new AppError('permission_denied', 'This change applies to every brand');
  }

  const audited = (permission: OpsPermission) => ({ permission, audit: false as const });

  // Uploaded banner pictures are the site's own, public pictures.
  root.get(BANNER_MEDIA_PATH, async (req, reply) => {
    const image = await readBannerImage(ctx.config.dataDir, (req.params as { name: string }).name);
    if (!image) throw new AppError('not_found');
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.bytes);
  });

  ctx.ops.scope(root, (app) => {
    // ── settings tree ───────────────────────────────────────────────────────────────────────
    app.get(
      OPS_CONFIG_PATHS.settings,
      {
        config: { permission: 'config.manage' },
        schema: { querystring: opsBrandQuerySchema, response: { 200: envelopeSchema(opsSettingsTreeSchema) } },
      },
      async (req) => {
        const m = await oneBrand(req, req.query.brand);
        return ok({ brand: m.code, nodes: await settingsTreeForOps(ctx.db, m.id) });
      },
    );

    app.post(
      OPS_CONFIG_PATHS.setting,
      {
        config: audited('config.manage'),
        schema: {
          params: modIdParamSchema,
          body: opsSettingBodySchema,
          response: { 200: envelopeSchema(opsSettingResultSchema) },
        },
      },
      async (req) => {
        const m = await oneBrand(req, req.body.brand);
        const after = await ctx.db.transaction(async (tx) => {
          const change = await changeSetting(tx, m.id, req.params.modId, req.body.enabled);
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'config.setting',
            merchantId: m.id,
            target: `setting:${change.after.modId}`,
            before: change.before,
            after: change.after,
          });
          return change.after;
        });
        return ok({ brand: m.code, ...after });
      },
    );

    app.get(
      OPS_CONFIG_PATHS.site,
      {
        config: { permission: 'config.manage' },
        schema: { querystring: opsBrandQuerySchema, response: { 200: envelopeSchema(opsSiteStateSchema) } },
      },
      async (req) => {
        const m = await oneBrand(req, req.query.brand);
        return ok({
          brand: m.code,
          timeZone: m.timeZone,
          maintenance: {
            enabled: m.maintenance.enabled,
            until: m.maintenance.until?.toISOString() ?? null,
            message: m.maintenance.message,
          },
          region: m.region,
        });
      },
    );

    // ── registration field rules ────────────────────────────────────────────────────────────
    app.get(
      OPS_CONFIG_PATHS.registerFields,
      {
        config: { permission: 'config.manage' },
        schema: { querystring: opsBrandQuerySchema, response: { 200: envelopeSchema(opsRegisterFieldsSchema) } },
      },
      async (req) => {
        const m = await oneBrand(req, req.query.brand);
        return ok({ brand: m.code, rules: await loadRegisterRules(ctx.db, m.id) });
      },
    );

    app.put(
      OPS_CONFIG_PATHS.registerField,
      {
        config: audited('config.manage'),
        schema: {
          params: registerFieldParamSchema,
          body: opsRegisterFieldBodySchema,
          response: { 200: envelopeSchema(registerFieldRuleSchema) },
        },
      },
      async (req) => {
        const { brand, ...rule } = req.body;
        const m = await oneBrand(req, brand);
        return ok(
          await ctx.db.transaction(async (tx) => {
            const change = await changeRegisterRule(tx, m.id, req.params.field, rule);
            await auditOps(ctx, tx, ctx.ops.actor(req), {
              action: 'config.register_field',
              merchantId: m.id,
              target: `register_field:${req.params.field}`,
              before: change.before,
              after: change.after,
            });
            return change.after;
          }),
        );
      },
    );

    // ── games and vendors ───────────────────────────────────────────────────────────────────
    app.get(
      OPS_CONFIG_PATHS.vendors,
      {
        config: { permission: 'games.manage' },
        schema: { querystring: opsBrandQuerySchema, response: { 200: envelopeSchema(opsVendorListSchema) } },
      },
      async (req) => {
        const m = await oneBrand(req, req.query.brand);
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
        const m = await oneBrand(req, req.body.brand);
        const change = await ctx.db.transaction(async (tx) => {
          const c = await setBrandVendor(tx, m.id, req.params.vassalage, {
            enabled: req.body.enabled,
            connected: ctx.providers.has(req.params.vassalage),
          });
          await auditOps(ctx, tx, ctx.ops.actor(req), {
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
        await auditOps(ctx, tx, ctx.ops.actor(req), {
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
        await oneBrand(req, req.query.brand);
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
          response: { 200: envelopeSchema(z.object({ gameId: z.number().int(), enabled: z.boolean() })) },
        },
      },
      async (req) => {
        assertAllBrands(req);
        const change = await ctx.db.transaction(async (tx) => {
          const c = await setGameEnabled(tx, req.params.id, req.body.enabled, ctx.now());
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'games.game',
            target: `game:${c.gameId}`,
            before: { code: c.code, ...c.before },
            after: { code: c.code, ...c.after },
          });
          return c;
        });
        invalidateVendorScopes(ctx.db);
        return ok({ gameId: change.gameId, enabled: change.after.enabled });
      },
    );

    // ── banners ─────────────────────────────────────────────────────────────────────────────
    // A picture travels in the JSON body as a data URL: room for one of BANNER_LIMITS.maxImageBytes.
    const bannerBodyLimit = Math.ceil((BANNER_LIMITS.maxImageBytes * 4) / 3) + 16 * 1024;

    app.get(
      OPS_CONFIG_PATHS.banners,
      {
        config: { permission: 'content.manage' },
        schema: { querystring: opsBrandQuerySchema, response: { 200: envelopeSchema(opsBannerListSchema) } },
      },
      async (req) => {
        const m = await oneBrand(req, req.query.brand);
        return ok({ brand: m.code, banners: await listBanners(ctx.db, m.id) });
      },
    );

    app.post(
      OPS_CONFIG_PATHS.banners,
      {
        bodyLimit: bannerBodyLimit,
        config: audited('content.manage'),
        schema: { body: opsBannerBodySchema, response: { 200: envelopeSchema(bannerSchema) } },
      },
      async (req) => {
        const { brand, image, imageUrl, ...rest } = req.body;
        const m = await oneBrand(req, brand);
        const picture = image ? await storeBannerImage(ctx.config.dataDir, image) : imageUrl!;
        return ok(
          await ctx.db.transaction(async (tx) => {
            const banner = await createBanner(tx, m.id, { ...rest, imageUrl: picture });
            await auditOps(ctx, tx, ctx.ops.actor(req), {
              action: 'content.banner_create',
              merchantId: m.id,
              target: `banner:${banner.id}`,
              before: null,
              after: banner,
            });
            return banner;
          }),
        );
      },
    );

    app.post(
      OPS_CONFIG_PATHS.bannerOrder,
      {
        config: audited('content.manage'),
        schema: {
          body: opsBannerOrderBodySchema,
          response: { 200: envelopeSchema(z.object({ group: z.string(), ids: z.array(z.string()) })) },
        },
      },
      async (req) => {
        const m = await oneBrand(req, req.body.brand);
        const ids = await ctx.db.transaction(async (tx) => {
          const change = await reorderBanners(tx, m.id, req.body.group, req.body.ids);
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'content.banner_order',
            merchantId: m.id,
            target: `banners:${req.body.group}`,
            before: change.before,
            after: change.after,
          });
          return change.after;
        });
        return ok({ group: req.body.group, ids });
      },
    );

    app.put(
      OPS_CONFIG_PATHS.banner,
      {
        bodyLimit: bannerBodyLimit,
        config: audited('content.manage'),
        schema: {
          params: bannerIdParamSchema,
          body: opsBannerEditBodySchema,
          response: { 200: envelopeSchema(bannerSchema) },
        },
      },
      async (req) => {
        const { brand, image, imageUrl, ...rest } = req.body;
        const m = await oneBrand(req, brand);
        const picture = image ? await storeBannerImage(ctx.config.dataDir, image) : imageUrl;
        return ok(
          await ctx.db.transaction(async (tx) => {
            const change = await updateBanner(tx, m.id, req.params.id, { ...rest, imageUrl: picture });
            await auditOps(ctx, tx, ctx.ops.actor(req), {
              action: 'content.banner_update',
              merchantId: m.id,
              target: `banner:${req.params.id}`,
              before: change.before,
              after: change.after,
            });
            return change.after;
          }),
        );
      },
    );

    app.delete(
      OPS_CONFIG_PATHS.banner,
      {
        config: audited('content.manage'),
        schema: {
          params: bannerIdParamSchema,
          querystring: opsBrandQuerySchema,
          response: { 200: envelopeSchema(z.object({ id: z.string() })) },
        },
      },
      async (req) => {
        const m = await oneBrand(req, req.query.brand);
        await ctx.db.transaction(async (tx) => {
          const before = await deleteBanner(tx, m.id, req.params.id);
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'content.banner_delete',
            merchantId: m.id,
            target: `banner:${before.id}`,
            before,
            after: null,
          });
        });
        return ok({ id: req.params.id });
      },
    );

    // ── inbox broadcast ─────────────────────────────────────────────────────────────────────
    app.post(
      OPS_CONFIG_PATHS.broadcast,
      {
        config: audited('content.manage'),
        schema: { body: opsBroadcastBodySchema, response: { 200: envelopeSchema(opsBroadcastResultSchema) } },
      },
      async (req) => {
        const { brand, audience, title, content } = req.body;
        const m = await oneBrand(req, brand);
        const result = await ctx.db.transaction(async (tx) => {
          const r = await broadcastNotice(tx, {
            merchantId: m.id,
            defaultLanguage: m.defaultLanguage,
            audience,
            title,
            content,
            at: ctx.now(),
          });
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'content.broadcast',
            merchantId: m.id,
            target: `broadcast:${r.id}`,
            before: null,
            after: { audience, title, content, sent: r.sent },
          });
          return r;
        });
        return ok({ brand: m.code, ...result });
      },
    );
  });
}
