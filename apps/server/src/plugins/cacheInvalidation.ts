import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ALL } from '../lib/invalidation';

const OPERATOR_API = /^\/ops(\/|$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change an operator makes goes through the operator API: once one succeeded (its handler has
 * committed; onSend runs before the answer leaves), the brand, catalogue and session caches of every
 * process are dropped (docs/ARCHITECTURE.md, "Request path and caches"). Operator changes are rare, so
 * dropping everything costs nothing that matters, and no write path (present or future) can forget it.
 */
export function registerCacheInvalidation(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onSend', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !OPERATOR_API.test(request.url)) return;
    ctx.invalidation.publish('brand', ALL);
    ctx.invalidation.publish('catalogue', ALL);
    ctx.invalidation.publish('session', ALL);
  });
}
