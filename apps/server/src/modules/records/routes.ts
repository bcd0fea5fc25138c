import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RECORD_PATHS,
  envelopeSchema,
  historyQuerySchema,
  historySchema,
  profitQuerySchema,
  profitSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import * as records from './service';

/** Betting records (docs/API.md "Betting records"): a member's own rounds only. */
export function registerRecordRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { requireMember } = app.auth;
  app.get(
    RECORD_PATHS.history,
    {
      preHandler: requireMember,
      schema: { querystring: historyQuerySchema, response: { 200: envelopeSchema(historySchema) } },
    },
    async (req) => {
      const now = ctx.now();
      const memberId = memberOf(req).id;
      return ok(
        await records.history(
          ctx.db,
          {
            merchant: req.merchant,
            memberId,
            language: req.query.language ?? req.language,
            now,
            // The vendor's replay page (ctx.providers: the provider module records rounds here, so records does not import it).
            recall: (r) => ctx.providers.recallUrl(req.merchant.code, memberId, r, now),
          },
          req.query,
        ),
      );
    },
  );
  app.get(
    RECORD_PATHS.profit,
    {
      preHandler: requireMember,
      schema: { querystring: profitQuerySchema, response: { 200: envelopeSchema(profitSchema) } },
    },
    async (req) =>
      ok(
        await records.profit(ctx.db, { merchant: req.merchant, memberId: memberOf(req).id, now: ctx.now() }, req.query),
      ),
  );
}
