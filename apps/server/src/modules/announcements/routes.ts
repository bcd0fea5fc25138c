import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS, announcementPageSchema, announcementQuerySchema, envelopeSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { announcementPage } from './service';

/** getAnnouncementContentV2: notices of the requested types, newest first. */
export function registerAnnouncementRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    PATHS.announcements,
    { schema: { querystring: announcementQuerySchema, response: { 200: envelopeSchema(announcementPageSchema) } } },
    async (req) => ok(await announcementPage(ctx.db, req.merchant.id, req.language, req.query, ctx.now())),
  );
}
