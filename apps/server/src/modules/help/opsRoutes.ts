import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SERVICE_OPS_PATHS,
  envelopeSchema,
  opsHelpArticleSchema,
  opsHelpImportResultSchema,
  opsHelpImportSchema,
  opsHelpListQuerySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { importHelpArticle, listHelpArticles, removeHelpArticle } from './service';

const idParams = z.object({ id: z.uuid() });

/** The help centre's operator API (issue 6). */
export function registerHelpOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    // Help centre
    app.post(
      SERVICE_OPS_PATHS.helpArticles,
      {
        config: { permission: 'content.manage' },
        schema: { body: opsHelpImportSchema, response: { 200: envelopeSchema(opsHelpImportResultSchema) } },
      },
      async (req) => {
        const { brand, ...input } = req.body;
        const brands = await ctx.ops.brands(req, brand);
        const out = [];
        for (const m of brands) out.push(await importHelpArticle(ctx.db, m, input, ctx.now()));
        return ok(out);
      },
    );

    app.get(
      SERVICE_OPS_PATHS.helpArticles,
      {
        config: { permission: 'content.manage' },
        schema: {
          querystring: opsHelpListQuerySchema,
          response: { 200: envelopeSchema(z.array(opsHelpArticleSchema)) },
        },
      },
      async (req) => ok(await listHelpArticles(ctx.db, await ctx.ops.brands(req, req.query.brand), req.query)),
    );

    app.delete(
      SERVICE_OPS_PATHS.helpArticle,
      {
        config: { permission: 'content.manage' },
        schema: {
          params: idParams,
          response: { 200: envelopeSchema(z.object({ id: z.string(), slug: z.string(), language: z.string() })) },
        },
      },
      // An operator of some brands removes only their articles: another brand's is not found.
      async (req) => ok(await removeHelpArticle(ctx.db, req.params.id, ctx.ops.actor(req).merchantIds)),
    );
  });
}
