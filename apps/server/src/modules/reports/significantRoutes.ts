import type { FastifyInstance } from 'fastify';
import {
  SIGNIFICANT_EVENT_PATHS,
  envelopeSchema,
  significantEventCountsQuerySchema,
  significantEventCountsSchema,
  significantEventPageSchema,
  significantEventQuerySchema,
  significantEventSettingsBodySchema,
  significantEventSettingsQuerySchema,
  significantEventSettingsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { listPage, pageWindow } from '../../db/paging';
import { AppError } from '../../lib/errors';
import { startOfDay, shiftDay } from '../../lib/zonedTime';
import { ok } from '../../plugins/envelope';
import { listMerchants } from '../brands/service';
import { auditOps } from '../operators/service';
import { countSignificant, listSignificant, saveThresholds, settingsView, thresholdsOf } from './significant';

/**
 * The significant events (docs/API.md "Significant events"): the list with filters and the counts of the
 * console's home (audit.read), the brand's thresholds (config.manage, audited with before and after).
 */
export function registerSignificantEventRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    /** The brands a call covers: the one named (in the caller's scope), else the caller's (null: all). */
    const scopeOf = async (req: Parameters<typeof ctx.ops.actor>[0], brand: string | undefined) => {
      if (!brand) return ctx.ops.actor(req).merchantIds;
      return (await ctx.ops.brands(req, brand)).map((b) => b.id);
    };

    app.get(
      SIGNIFICANT_EVENT_PATHS.list,
      {
        config: { permission: 'audit.read' },
        schema: {
          querystring: significantEventQuerySchema,
          response: { 200: envelopeSchema(significantEventPageSchema) },
        },
      },
      async (req) => {
        const q = req.query;
        const merchantIds = await scopeOf(req, q.brand);
        // Whole days in the first brand's zone when one is named, else UTC.
        const zone = q.brand ? ((await ctx.ops.brands(req, q.brand))[0]?.timeZone ?? 'UTC') : 'UTC';
        const codes = new Map((await listMerchants(ctx.db)).map((m) => [m.id, m.code]));
        const { rows, total } = await listSignificant(
          ctx.db,
          {
            kind: q.kind,
            merchantIds,
            from: q.from ? startOfDay(zone, q.from) : undefined,
            to: q.to ? startOfDay(zone, shiftDay(q.to, 1)) : undefined,
          },
          pageWindow(q),
          codes,
        );
        return ok(listPage(rows, total, q));
      },
    );

    app.get(
      SIGNIFICANT_EVENT_PATHS.counts,
      {
        config: { permission: 'audit.read' },
        schema: {
          querystring: significantEventCountsQuerySchema,
          response: { 200: envelopeSchema(significantEventCountsSchema) },
        },
      },
      async (req) => {
        const merchantIds = await scopeOf(req, req.query.brand);
        const from = new Date(ctx.now().getTime() - req.query.hours * 3_600_000);
        return ok(await countSignificant(ctx.db, { merchantIds, from }, req.query.hours));
      },
    );

    app.get(
      SIGNIFICANT_EVENT_PATHS.settings,
      {
        config: { permission: 'config.manage' },
        schema: {
          querystring: significantEventSettingsQuerySchema,
          response: { 200: envelopeSchema(significantEventSettingsSchema) },
        },
      },
      async (req) => {
        const brand = (await ctx.ops.brands(req, req.query.brand))[0];
        if (!brand) throw new AppError('merchant_not_found', undefined, 'brand');
        return ok(settingsView(brand.code, await thresholdsOf(ctx.db, brand.id)));
      },
    );

    app.put(
      SIGNIFICANT_EVENT_PATHS.settings,
      {
        config: { permission: 'config.manage', audit: false },
        schema: {
          body: significantEventSettingsBodySchema,
          response: { 200: envelopeSchema(significantEventSettingsSchema) },
        },
      },
      async (req) => {
        const brand = (await ctx.ops.brands(req, req.body.brand))[0];
        if (!brand) throw new AppError('merchant_not_found', undefined, 'brand');
        const { brand: _code, ...change } = req.body;
        const saved = await ctx.db.transaction(async (tx) => {
          const r = await saveThresholds(tx, brand.id, change, ctx.now());
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'config.significant_events',
            merchantId: brand.id,
            target: `brand:${brand.code}`,
            before: r.before,
            after: r.after,
          });
          return r.after;
        });
        return ok(settingsView(brand.code, saved));
      },
    );
  });
}
