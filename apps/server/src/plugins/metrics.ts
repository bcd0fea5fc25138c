import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SafetyCheck } from '@lotus/contracts';
import type { ServerConfig } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { processMetrics } from '../metrics/registry';

/** Where Prometheus scrapes a process (docs/DEPLOY.md "Monitoring"). */
export const METRICS_PATH = '/metrics';

/** An X-Request-Id a client or a proxy sent that is used as this request's id: short, and nothing a log could trip on. */
const SANE_REQUEST_ID = /^[\w.:@-]{1,64}$/;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/** The request's id: the caller's X-Request-Id when it is sane, else a new random one. */
function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN, a caller that sends it as `Authorization: Bearer <token>`;
 * without it, only a scraper on this host talking to the process directly (a loopback connection that came
 * through no proxy). Anyone else: 403 forbidden.
 */
function assertMayScrape(req: FastifyRequest, token: string | undefined): void {
  if (token) {
    const auth = req.headers.authorization;
    const given = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (given && sameSecret(given, token)) return;
    throw new AppError('forbidden', 'metrics need the METRICS_TOKEN bearer token');
  }
  const direct = LOOPBACK.has(req.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((h) => !req.headers[h]);
  if (!direct) throw new AppError('forbidden', 'metrics are served to this host only (set METRICS_TOKEN)');
}

/** The production safety check of the metrics (modules/platform/safety.ts): a production site sets METRICS_TOKEN. */
export function metricsSafetyCheck(config: Pick<ServerConfig, 'metricsToken'>): SafetyCheck {
  return {
    setting: 'METRICS_TOKEN',
    ok: !!config.metricsToken,
    detail: config.metricsToken
      ? 'GET /metrics asks for the METRICS_TOKEN bearer token'
      : 'GET /metrics answers any connection from this host that came through no proxy, with no token',
    fix: 'set METRICS_TOKEN to at least 16 random characters and give it to Prometheus (docs/DEPLOY.md "Monitoring")',
  };
}

interface PgPoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** The node-postgres pool under the app's database, if it has one (PGlite has none). */
function poolOf(ctx: AppContext): PgPoolStats | undefined {
  const client = (ctx.db as unknown as { $client?: Partial<PgPoolStats> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.waitingCount === 'number'
    ? (client as PgPoolStats)
    : undefined;
}

/** The app's own metrics: HTTP by route, and the gauges read from its context when Prometheus scrapes. */
function appMetrics(ctx: AppContext) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'lotus_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'lotus_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'lotus_db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (total, idle, waiting: requests queued for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(ctx);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'lotus_db_pool_max',
    help: 'The most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE).',
    registers: [registry],
    collect() {
      const max = poolOf(ctx)?.options?.max;
      if (max !== undefined) this.set(max);
    },
  });
  new Gauge({
    name: 'lotus_balance_streams',
    help: "Members' balance streams open on this process.",
    registers: [registry],
    collect() {
      this.set(ctx.balances.subscribers());
    },
  });
  new Gauge({
    name: 'lotus_dependency_up',
    help: 'Whether this process reaches the dependency (1) or sees it down (0): what /healthz/ready answers on.',
    labelNames: ['dependency'] as const,
    registers: [registry],
    collect() {
      for (const dependency of ['postgres', 'redis'] as const)
        this.set({ dependency }, ctx.health.isDown(dependency) ? 0 : 1);
    },
  });
  return { registry, requests, duration };
}

/**
 * Monitoring (issue 34; docs/DEPLOY.md "Monitoring"): `GET /metrics` in Prometheus's text format (this app's
 * HTTP metrics and gauges, and the process's counters of metrics/registry.ts), and a request id on every
 * request: the caller's sane `X-Request-Id`, else a new one, in every log line of the request (Fastify's
 * `reqId`), in the `X-Request-Id` answer header and in every failure envelope (`requestId`).
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  app.setGenReqId(requestIdOf);
  const { registry, requests, duration } = appMetrics(ctx);

  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
  // The route's pattern (`/wps/v2/games/:id`), never the URL: one series per route, whatever the ids.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.labels(req.method, route, String(reply.statusCode)).inc();
    duration.labels(req.method, route).observe(reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, async (req, reply) => {
    assertMayScrape(req, ctx.config.metricsToken);
    const text = `${await processMetrics.metrics()}\n${await registry.metrics()}`;
    void reply.header('cache-control', 'no-store');
    return reply.type(processMetrics.contentType).send(text);
  });
}
