import type { FastifyInstance } from 'fastify';
import {
  OPS_CONFIG_PATHS,
  envelopeSchema,
  opsBroadcastBodySchema,
  opsBroadcastResultSchema,
  type OpsPermission,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { broadcastNotice } from './service';

/** The inbox's operator API: broadcasts to a brand's members. */
export function registerInboxOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  const audited = (permission: OpsPermission) => ({ permission, audit: false as const });

  ctx.ops.scope(root, (app) => {
    // ── inbox broadcast ─────────────────────────────────────────────────────────────────────
    app.post(
      OPS_CONFIG_PATHS.broadcast,
      {
        config: audited('content.manage'),
        schema: { body: opsBroadcastBodySchema, response: { 200: envelopeSchema(opsBroadcastResultSchema) } },
      },
      async (req) => {
        const { brand, audience, title, content } = req.body;
        const m = await ctx.ops.oneBrand(req, brand);
        const result = await ctx.db.transaction(async (tx) => {
          const r = await broadcastNotice(tx, {
            merchantId: m.id,
            defaultLanguage: m.defaultLanguage,
            audience,
            title,
            content,
            at: ctx.now(),
          });
          await ctx.ops.audit(tx, ctx.ops.actor(req), {
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
