import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  OPS_PATHS,
  createAnnouncementSchema,
  envelopeSchema,
  opsAnnouncementSchema,
  opsBrandSchema,
  opsMaintenanceBodySchema,
  opsRegionBodySchema,
  opsRegionStateSchema,
  opsResultSchema,
  opsSwitchBodySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { createAnnouncement, deleteAnnouncement, listAnnouncements } from '../announcements/service';
import { canonicalCidr, isValidCidr } from '../site-mode/ip';
import { listDomains, setModuleEnabled, updateMaintenance, updateRegion } from '../brands/service';
import { registerQueueOpsRoutes } from './queueRoutes';
import { auditOps } from '../operators/service';
import { registerServiceOpsRoutes } from './serviceRoutes';
import { registerDoctorOpsRoutes } from './doctorRoutes';

const uniq = (xs: string[]) => [...new Set(xs)];

/** The operator API behind `npm run ops`. Every call needs the operator key (`X-Ops-Key`). */
export function registerOpsRoutes(root: FastifyInstance, ctx: AppContext) {
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
            await auditOps(ctx, tx, ctx.ops.actor(req), {
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
            await auditOps(ctx, tx, ctx.ops.actor(req), {
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

    app.get(
      OPS_PATHS.announcements,
      {
        config: { permission: 'content.manage' },
        schema: {
          querystring: z.object({ brand: z.string().max(32).optional() }),
          response: { 200: envelopeSchema(z.array(opsAnnouncementSchema)) },
        },
      },
      async (req) => {
        const brands = await ctx.ops.brands(req, req.query.brand);
        const codeOf = new Map(brands.map((b) => [b.id, b.code]));
        const rows = await listAnnouncements(
          ctx.db,
          brands.map((b) => b.id),
        );
        return ok(
          rows.map((r) => ({
            id: r.id,
            brand: codeOf.get(r.merchantId)!,
            type: r.type as 'B',
            title: r.title,
            startsAt: r.startsAt.toISOString(),
            endsAt: r.endsAt?.toISOString() ?? null,
          })),
        );
      },
    );

    app.post(
      OPS_PATHS.announcements,
      {
        config: { permission: 'content.manage' },
        schema: {
          body: createAnnouncementSchema,
          response: { 200: envelopeSchema(z.array(z.object({ id: z.string(), brand: z.string() }))) },
        },
      },
      async (req) => {
        const { brand, ...input } = req.body;
        const brands = await ctx.ops.brands(req, brand);
        const created = [];
        for (const m of brands) created.push({ id: (await createAnnouncement(ctx.db, m.id, input)).id, brand: m.code });
        return ok(created);
      },
    );

    app.delete(
      OPS_PATHS.announcement,
      {
        config: { permission: 'content.manage' },
        schema: { params: z.object({ id: z.uuid() }), response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
      },
      async (req) => {
        // An operator of some brands removes only their announcements: another brand's is not found.
        if (!(await deleteAnnouncement(ctx.db, req.params.id, ctx.now(), ctx.ops.actor(req).merchantIds)))
          throw new AppError('announcement_not_found', undefined, 'id');
        return ok({ id: req.params.id });
      },
    );

    // help centre, feedback and live chat (issue 6)
    registerServiceOpsRoutes(app, ctx);
    registerDoctorOpsRoutes(app, ctx);
    // the console's work queues: claims and counts (issue 16)
    registerQueueOpsRoutes(app, ctx);
  });
}
