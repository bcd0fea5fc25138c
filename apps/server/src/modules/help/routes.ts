import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SERVICE_PATHS, envelopeSchema, helpCenterQuerySchema, helpCenterSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { helpCenter } from './service';

/** helpCenter (SPEC §7): the brand's help categories and articles in the request language. */
export function registerHelpRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    SERVICE_PATHS.helpCenter,
    { schema: { querystring: helpCenterQuerySchema, response: { 200: envelopeSchema(helpCenterSchema) } } },
    async (req) => ok(await helpCenter(ctx.db, req.merchant.id, req.query.language ?? req.language, req.query)),
  );
}
