import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ERROR_STATUS, PATHS } from '@lotus/contracts';
import type { AppContext } from '../context';
import { rowsOf } from '../db/sqlResult';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../lib/dependencyHealth';
import { serverMessage } from '../lib/i18n';

const JOURNAL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations/meta/_journal.json');
/** A probe that takes longer than this counts as a failure: a balancer must not wait on a hung database. */
const PROBE_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'unreachable' | 'pending' | 'not configured';

/** The `when` of the newest committed migration: Drizzle records it as `created_at` once applied. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`probe timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness (docs/DEPLOY.md "Health checks"):
 * - `GET /healthz/live`: the process runs and its event loop answers; nothing else is asked. A supervisor
 *   restarts a process that fails it.
 * - `GET /healthz/ready`: the process can serve: PostgreSQL answers a query within 2 s on the pool (with a
 *   host list, a writable primary: db/client.ts), every committed migration is applied, and Redis answers a
 *   PING when REDIS_URL is set. `200 { ready: true, checks }` or `503 service_unavailable` with `Retry-After`
 *   and the checks. A balancer sends players only to ready processes.
 * - `GET /healthz`: as before (the process serves HTTP: started, migrated, seeded); kept for the callers
 *   that wait for a process to start (deploy/process.ts, the tests, bench).
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, redis: Redis | undefined) {
  const expected = newestMigration();
  let migrated = false;

  const database = async (): Promise<{ database: Check; migrations: Check }> => {
    try {
      const rows = rowsOf(
        await withTimeout(
          ctx.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
          PROBE_TIMEOUT_MS,
        ),
      );
      ctx.health.up('postgres');
      // Migrations only ever move forward: once applied, the question is not asked again of this database.
      migrated ||= Number(rows[0]?.newest ?? 0) >= expected;
      return { database: 'ok', migrations: migrated ? 'ok' : 'pending' };
    } catch (error) {
      ctx.health.report(error);
      return { database: 'unreachable', migrations: migrated ? 'ok' : 'pending' };
    }
  };
  const cache = async (): Promise<Check> => {
    if (!redis) return 'not configured';
    if (redis.status !== 'ready') return 'unreachable';
    try {
      await withTimeout(redis.ping(), PROBE_TIMEOUT_MS);
      return 'ok';
    } catch {
      return 'unreachable';
    }
  };

  app.get(PATHS.health, async () => ({ success: true, value: { ok: true } }));
  app.get(PATHS.healthLive, async () => ({ success: true, value: { live: true } }));
  app.get(PATHS.healthReady, async (request, reply) => {
    const [db, redisCheck] = await Promise.all([database(), cache()]);
    const checks = { ...db, redis: redisCheck };
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.redis !== 'unreachable';
    void reply.header('cache-control', 'no-store');
    if (ready) return { success: true, value: { ready, checks } };
    void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    return reply.status(ERROR_STATUS.service_unavailable).send({
      success: false,
      errorCode: 'service_unavailable',
      message: serverMessage('service_unavailable', request.language),
      requestId: request.id,
      value: { ready, checks, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS },
    });
  });
}
