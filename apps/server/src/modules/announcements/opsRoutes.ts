import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_PATHS, createAnnouncementSchema, envelopeSchema, opsAnnouncementSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { createAnnouncement, deleteAnnouncement, listAnnouncements } from './service';

/** The announcements' operator API (`npm run ops -- announce`). */
export function registerAnnouncementOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
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
  });
}
