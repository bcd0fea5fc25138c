import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  OPS_PATHS,
  envelopeSchema,
  opsBrandSchema,
  opsMaintenanceBodySchema,
  opsRegionBodySchema,
  opsRegionStateSchema,
  opsResultSchema,
  opsSwitchBodySchema,
  BANNER_LIMITS,
  BANNER_MEDIA_PATH,
  OPS_CONFIG_PATHS,
  bannerIdParamSchema,
  bannerSchema,
  modIdParamSchema,
  opsBannerBodySchema,
  opsBannerEditBodySchema,
  opsBannerListSchema,
  opsBannerOrderBodySchema,
  opsBrandQuerySchema,
  opsRegisterFieldBodySchema,
  opsRegisterFieldsSchema,
  opsSettingBodySchema,
  opsSettingResultSchema,
  opsSettingsTreeSchema,
  opsSiteStateSchema,
  registerFieldParamSchema,
  registerFieldRuleSchema,
  type OpsPermission,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { canonicalCidr, isValidCidr } from '../site-mode/ip';
import {
  listDomains,
  setModuleEnabled,
  updateMaintenance,
  updateRegion,
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
} from './service';

const uniq = (xs: string[]) => [...new Set(xs)];

/**
 * The brands' operator API (`npm run ops -- brands|switch|maintenance|region`, the console's configuration:
 * the settings tree, registration field rules and banners). Every change is made and audited (with its before
 * and after values) in one transaction, on one brand.
 */
export function registerBrandOpsRoutes(root: FastifyInstance, ctx: AppContext) {
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
    app.get(
      OPS_PATHS.brands,
      { config: { permission: 'session' }, schema: { response: { 200: envelopeSchema(z.array(opsBrandSchema)) } } },
      async (req) => {
        // Only the brands the caller works on (an operator of some brands does not learn of the others).
        const brands = await ctx.ops.brands(req, undefined);
        return ok(
          await Promise.all(
            brands.map(async (m) => ({
              code: m.code,
              name: m.name,
              domains: await listDomains(ctx.db, m.id),
              maintenance: m.maintenance.enabled,
              regionRestriction: m.region.enabled,
            })),
          ),
        );
      },
    );

    app.post(
      OPS_PATHS.switch,
      {
        config: { permission: 'config.manage' },
        schema: { body: opsSwitchBodySchema, response: { 200: envelopeSchema(opsResultSchema) } },
      },
      async (req) => {
        const brands = await ctx.ops.brands(req, req.body.brand);
        const changed = await setModuleEnabled(
          ctx.db,
          brands.map((b) => b.id),
          req.body.modId.toUpperCase(),
          req.body.enabled,
        );
        if (changed === 0) throw new AppError('module_not_found', `Unknown modId ${req.body.modId}`, 'modId');
        return ok({ brands: brands.map((b) => b.code) });
      },
    );

    app.post(
      OPS_PATHS.maintenance,
      {
        config: { permission: 'config.manage', audit: false },
        schema: { body: opsMaintenanceBodySchema, response: { 200: envelopeSchema(opsResultSchema) } },
      },
      async (req) => {
        const { enabled, until, message } = req.body;
        if (until && new Date(until).getTime() <= ctx.now().getTime()) {
          throw new AppError('validation_failed', 'until must be in the future', 'until');
        }
        const brands = await ctx.ops.brands(req, req.body.brand);
        const text = typeof message === 'string' ? { vi: message, en: message } : (message ?? null);
        const after = {
          enabled,
          until: enabled && until ? new Date(until) : null,
          message: enabled ? text : null,
        };
        // The change and its audit entries (each brand's before and after) in one transaction.
        await ctx.db.transaction(async (tx) => {
          await updateMaintenance(
            tx,
            brands.map((b) => b.id),
            after,
          );
          for (const b of brands)
            await ctx.ops.audit(tx, ctx.ops.actor(req), {
              action: 'config.maintenance',
              merchantId: b.id,
              target: `brand:${b.code}`,
              before: b.maintenance,
              after,
            });
        });
        return ok({ brands: brands.map((b) => b.code) });
      },
    );

    app.post(
      OPS_PATHS.region,
      {
        config: { permission: 'config.manage', audit: false },
        schema: { body: opsRegionBodySchema, response: { 200: envelopeSchema(z.array(opsRegionStateSchema)) } },
      },
      async (req) => {
        const body = req.body;
        if ('cidrs' in body) {
          const bad = body.cidrs.find((c) => !isValidCidr(c));
          if (bad) throw new AppError('validation_failed', `Not an IP address or CIDR block: ${bad}`, 'cidrs');
        }
        const cidrs = 'cidrs' in body ? body.cidrs.map(canonicalCidr) : [];
        const brands = await ctx.ops.brands(req, body.brand);
        const states = [];
        for (const m of brands) {
          const r = { ...m.region };
          switch (body.action) {
            case 'block-country':
              r.blockedCountries = uniq([...r.blockedCountries, ...body.countries.map((c) => c.toUpperCase())]);
              r.enabled = true;
              break;
            case 'unblock-country': {
              const drop = new Set(body.countries.map((c) => c.toUpperCase()));
              r.blockedCountries = r.blockedCountries.filter((c) => !drop.has(c));
              break;
            }
            case 'deny-ip':
              r.deniedIps = uniq([...r.deniedIps, ...cidrs]);
              r.allowedIps = r.allowedIps.filter((c) => !cidrs.includes(c));
              r.enabled = true;
              break;
            case 'allow-ip':
              r.allowedIps = uniq([...r.allowedIps, ...cidrs]);
              r.deniedIps = r.deniedIps.filter((c) => !cidrs.includes(c));
              break;
            case 'off':
              r.enabled = false;
              r.blockedCountries = [];
              r.deniedIps = [];
              r.allowedIps = [];
              break;
          }
          await ctx.db.transaction(async (tx) => {
            await updateRegion(tx, m.id, r);
            await ctx.ops.audit(tx, ctx.ops.actor(req), {
              action: 'config.region',
              merchantId: m.id,
              target: `brand:${m.code}`,
              before: m.region,
              after: r,
            });
          });
          states.push({ brand: m.code, ...r });
        }
        return ok(states);
      },
    );

    // ── settings tree ───────────────────────────────────────────────────────────────────────
    app.get(
      OPS_CONFIG_PATHS.settings,
      {
        config: { permission: 'config.manage' },
        schema: { querystring: opsBrandQuerySchema, response: { 200: envelopeSchema(opsSettingsTreeSchema) } },
      },
      async (req) => {
        const m = await ctx.ops.oneBrand(req, req.query.brand);
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
        const m = await ctx.ops.oneBrand(req, req.body.brand);
        const after = await ctx.db.transaction(async (tx) => {
          const change = await changeSetting(tx, m.id, req.params.modId, req.body.enabled);
          await ctx.ops.audit(tx, ctx.ops.actor(req), {
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
        const m = await ctx.ops.oneBrand(req, req.query.brand);
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
        const m = await ctx.ops.oneBrand(req, req.query.brand);
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
        const m = await ctx.ops.oneBrand(req, brand);
        return ok(
          await ctx.db.transaction(async (tx) => {
            const change = await changeRegisterRule(tx, m.id, req.params.field, rule);
            await ctx.ops.audit(tx, ctx.ops.actor(req), {
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
        const m = await ctx.ops.oneBrand(req, req.query.brand);
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
        const m = await ctx.ops.oneBrand(req, brand);
        const picture = image ? await storeBannerImage(ctx.config.dataDir, image) : imageUrl!;
        return ok(
          await ctx.db.transaction(async (tx) => {
            const banner = await createBanner(tx, m.id, { ...rest, imageUrl: picture });
            await ctx.ops.audit(tx, ctx.ops.actor(req), {
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
        const m = await ctx.ops.oneBrand(req, req.body.brand);
        const ids = await ctx.db.transaction(async (tx) => {
          const change = await reorderBanners(tx, m.id, req.body.group, req.body.ids);
          await ctx.ops.audit(tx, ctx.ops.actor(req), {
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
        const m = await ctx.ops.oneBrand(req, brand);
        const picture = image ? await storeBannerImage(ctx.config.dataDir, image) : imageUrl;
        return ok(
          await ctx.db.transaction(async (tx) => {
            const change = await updateBanner(tx, m.id, req.params.id, { ...rest, imageUrl: picture });
            await ctx.ops.audit(tx, ctx.ops.actor(req), {
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
        const m = await ctx.ops.oneBrand(req, req.query.brand);
        await ctx.db.transaction(async (tx) => {
          const before = await deleteBanner(tx, m.id, req.params.id);
          await ctx.ops.audit(tx, ctx.ops.actor(req), {
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
  });
}
