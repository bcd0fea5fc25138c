import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { CompactEncrypt, importJWK } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PublicKeyJwk,
  ACCOUNT_PATHS,
  MONEY_PATHS,
  OPS_MEMBER_PATHS,
  OPS_MONEY_PATHS,
  OPS_PATHS,
  PATHS,
} from '@lotus/contracts';
import { startCluster, type Cluster } from '../../../deploy/cluster';
import { nginxBinary } from '../../../deploy/nginx';
import { pgbouncerBinary } from '../../../deploy/pgbouncer';
import { freshDatabase } from '../../../deploy/process';
import { humanTrace } from './accounts/support';

/**
 * Issue 18's scale test: three server processes on one PostgreSQL and one Redis behind nginx (deploy/cluster.ts,
 * the example of docs/DEPLOY.md), driven over HTTP as clients and operators would. Needs TEST_DATABASE_URL,
 * TEST_REDIS_URL and nginx (CI installs it).
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const HAS_NGINX = nginxBinary() !== undefined;
/** PgBouncer (transaction mode) between the processes and PostgreSQL, as docs/DEPLOY.md deploys it; CI installs it. */
const HAS_PGBOUNCER = pgbouncerBinary() !== undefined;
const RATE_LIMIT = 240;

interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  errorCode?: string;
}

let cluster: Cluster;
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
let namespace: string;
let redis: Redis;
let merchantId: number;
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function call<T = unknown>(
  base: string,
  path: string,
  o: {
    method?: string;
    ip?: string;
    token?: string;
    body?: unknown;
    ops?: boolean;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${base}${path}`, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers: {
      merchant: 'LOTUS',
      'x-forwarded-for': o.ip ?? nextIp(),
      ...(o.token ? { authorization: o.token } : {}),
      ...(o.ops ? { 'x-ops-key': cluster.opsKey } : {}),
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...o.headers,
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** Signs in through `base` as the site does: a solved slider (its answer read from the shared Redis) and a JWE body. */
async function signIn(base: string, username: string, password: string, ip = nextIp()): Promise<string> {
  const puzzle = (await call<{ sliderId: string }>(base, ACCOUNT_PATHS.slider, { ip })).body.value!;
  const secret = JSON.parse((await redis.get(`${namespace}:sl:slider:${merchantId}:${puzzle.sliderId}`))!) as {
    x: number;
  };
  const verified = await call<{ ticket: string }>(base, ACCOUNT_PATHS.sliderVerify, {
    ip,
    body: { sliderId: puzzle.sliderId, offset: secret.x, trace: humanTrace(secret.x) },
  });
  const jwk = (await call<PublicKeyJwk>(base, ACCOUNT_PATHS.publicKey, { ip })).body.value!;
  const payload = await new CompactEncrypt(
    new TextEncoder().encode(
      JSON.stringify({ type: 'username', username, password, sliderTicket: verified.body.value!.ticket }),
    ),
  )
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(await importJWK(jwk, 'RSA-OAEP-256'));
  const res = await call<{ token: string }>(base, ACCOUNT_PATHS.login, {
    ip,
    body: { payload },
    headers: { encryption: 'JWE' },
  });
  if (!res.body.success) throw new Error(`sign-in of ${username} through ${base}: ${JSON.stringify(res.body)}`);
  return res.body.value!.token;
}

/** Polls until `check` is true on every process; answers how long it took (ms). */
async function within(ms: number, check: (base: string) => Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const all = await Promise.all(cluster.processes.map((p) => check(p.url)));
    if (all.every(Boolean)) return Date.now() - t0;
    if (Date.now() - t0 > ms) throw new Error(`not on every process within ${ms} ms: ${JSON.stringify(all)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!PG_URL || !REDIS_URL || !HAS_NGINX)(
  'three server processes behind nginx (TEST_DATABASE_URL, TEST_REDIS_URL, nginx)',
  () => {
    beforeAll(async () => {
      namespace = `scale${crypto.randomBytes(5).toString('hex')}`;
      database = await freshDatabase(PG_URL!, 'lotus_scale');
      redis = new Redis(REDIS_URL!);
      cluster = await startCluster({
        databaseUrl: database.url,
        redisUrl: REDIS_URL!,
        env: { REDIS_NAMESPACE: namespace, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), JOBS_INTERVAL_MS: '1000' },
        pgbouncer: HAS_PGBOUNCER,
        pgbouncerPoolSize: 10,
      });
      if (!HAS_PGBOUNCER) console.log('scale test: pgbouncer not installed, the processes go to PostgreSQL directly');
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      merchantId = (await db.query(`select id from merchants where code = 'LOTUS'`)).rows[0].id as number;
      await db.end();
    }, 240_000);

    afterAll(async () => {
      await cluster?.stop();
      const keys = await redis?.keys(`${namespace}:*`);
      if (keys?.length) await redis.del(...keys);
      redis?.disconnect();
      await database?.drop();
    });

    it('reaches PostgreSQL through PgBouncer in transaction mode where it is installed (always in CI)', async () => {
      if (process.env.CI) expect(HAS_PGBOUNCER, 'CI installs pgbouncer (.ci/run)').toBe(true);
      expect(cluster.pgbouncer).toBe(HAS_PGBOUNCER);
      if (!HAS_PGBOUNCER) return;
      // Three processes with pools of DATABASE_POOL_SIZE share PgBouncer's 10 server connections of the database.
      const db = new pg.Client({ connectionString: database!.url });
      await db.connect();
      try {
        const { rows } = await db.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        expect(rows[0].n).toBeLessThanOrEqual(10);
      } finally {
        await db.end();
      }
    });

    it('nginx spreads requests over the processes, and a session opened on one works on the others', async () => {
      const [a, b, c] = cluster.processes.map((p) => p.url);
      const token = await signIn(a!, 'demo01', 'Demo1234');
      for (const base of [b!, c!, cluster.url]) {
        const res = await call(base, MONEY_PATHS.balance, { token });
        expect(res.body.success, base).toBe(true);
      }
    });

    it('a logout on one process ends the session on every process within a second', async () => {
      const [a, b] = cluster.processes.map((p) => p.url);
      const token = await signIn(a!, 'demo01', 'Demo1234');
      // Every process has seen (and may hold) the session.
      await within(1000, async (base) => (await call(base, MONEY_PATHS.balance, { token })).body.success);
      expect((await call(b!, ACCOUNT_PATHS.logout, { token, method: 'DELETE' })).body.success).toBe(true);
      const took = await within(
        1000,
        async (base) => (await call(base, MONEY_PATHS.balance, { token })).body.errorCode === 'user.or.token.invalid',
      );
      expect(took).toBeLessThan(1000);
    });

    it("an operator's maintenance switch reaches every process within a second, and so does its end", async () => {
      const [a, , c] = cluster.processes.map((p) => p.url);
      const status = async (base: string) =>
        (await call<{ maintenance: { enabled: boolean } }>(base, PATHS.systemStatus)).body.value!.maintenance.enabled;
      await within(1000, async (base) => !(await status(base)));
      expect((await call(a!, OPS_PATHS.maintenance, { ops: true, body: { enabled: true } })).body.success).toBe(true);
      expect(await within(1000, status)).toBeLessThan(1000);
      expect((await call(c!, OPS_PATHS.maintenance, { ops: true, body: { enabled: false } })).body.success).toBe(true);
      expect(await within(1000, async (base) => !(await status(base)))).toBeLessThan(1000);
    });

    it('a deposit credited by one process reaches a balance stream held by another', async () => {
      const [a, b, c] = cluster.processes.map((p) => p.url);
      const ip = nextIp();
      const token = await signIn(a!, 'pagent01', 'Agent1234', ip);
      const ticket = (await call<{ ticket: string }>(c!, MONEY_PATHS.balanceTicket, { token, ip, body: {} })).body
        .value!.ticket;
      const stream = await fetch(`${c}${MONEY_PATHS.balanceEvents}?ticket=${encodeURIComponent(ticket)}`, {
        headers: { merchant: 'LOTUS', 'x-forwarded-for': ip },
      });
      const reader = stream.body!.getReader();
      const events: string[] = [];
      const decoder = new TextDecoder();
      const seen = (re: RegExp) =>
        (async () => {
          while (!events.some((e) => re.test(e))) {
            const { value, done } = await reader.read();
            if (done) throw new Error(`stream ended: ${events.join('')}`);
            events.push(decoder.decode(value));
          }
        })();
      await seen(/sumBalance/);
      const channels = (await call<{ id: number; type: string }[]>(a!, MONEY_PATHS.depositChannels, { token, ip })).body
        .value!;
      const order = await call<{ orderNo: string }>(a!, MONEY_PATHS.depositOrders, {
        token,
        ip,
        body: { channelId: channels[0]!.id, amount: '321', payerName: 'NGUYEN VAN A' },
      });
      expect(order.body.success, JSON.stringify(order.body)).toBe(true);
      const approved = await call(b!, OPS_MONEY_PATHS.depositApprove.replace(':orderNo', order.body.value!.orderNo), {
        ops: true,
        body: {},
      });
      expect(approved.body.success, JSON.stringify(approved.body)).toBe(true);
      await Promise.race([
        seen(/"sumBalance":"32100"/),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no push: ${events.join('')}`)), 5000)),
      ]);
      await reader.cancel();
    });

    it('the request rate limit is one count across the processes', async () => {
      const ip = nextIp();
      const codes: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 3; i++) {
        const base = cluster.processes[i % cluster.processes.length]!.url;
        const res = await fetch(`${base}${PATHS.systemStatus}`, {
          headers: { merchant: 'LOTUS', 'x-forwarded-for': ip },
        });
        codes.push(res.status);
        await res.arrayBuffer();
      }
      // Each process alone saw a third of the calls; together they are over the limit.
      expect(codes.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
      expect(codes.slice(RATE_LIMIT)).toEqual([429, 429, 429]);
    });

    it('a process killed under load loses no acknowledged money movement; its clients go on through the others', async () => {
      const db = new pg.Client({ connectionString: database!.url });
      await db.connect();
      try {
        const member = (await db.query(`select id from members where username = 'newbie01'`)).rows[0].id as number;
        const path = OPS_MEMBER_PATHS.memberAdjustments.replace(':id', String(member));
        const acknowledged = new Set<string>();
        let failures = 0;
        let failuresAfterKill = 0;
        let killedAt = 0;
        let stop = false;
        // Eight operators' clients through nginx, each sending credits of 1.00 with their own request keys; a
        // failed call is sent again with the same key, as a real client would.
        const client = async (n: number) => {
          for (let i = 0; !stop; i++) {
            const key = `scale-${n}-${i}`;
            for (let attempt = 0; attempt < 5; attempt++) {
              try {
                const res = await call(cluster.url, path, {
                  ops: true,
                  body: { direction: 'credit', amount: '1', reason: 'scale test', requestKey: key },
                });
                if (res.body.success) {
                  acknowledged.add(key);
                  break;
                }
                throw new Error(JSON.stringify(res.body));
              } catch {
                failures++;
                if (killedAt && Date.now() - killedAt > 1000) failuresAfterKill++;
              }
            }
          }
        };
        const running = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
        // Load first (a shared machine may be slow to get going), then the crash, then more load.
        const until = async (done: () => boolean, ms: number) => {
          for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
        };
        await until(() => acknowledged.size >= 8, 30_000);
        const before = acknowledged.size;
        await cluster.processes[1]!.kill('SIGKILL');
        killedAt = Date.now();
        // The server itself is gone, not only a wrapper around it: its own port no longer answers.
        await expect(fetch(`${cluster.processes[1]!.url}/healthz`)).rejects.toThrow();
        await until(() => acknowledged.size >= before + 16 && Date.now() - killedAt > 2000, 30_000);
        stop = true;
        await running;
        expect(before).toBeGreaterThan(0);
        expect(acknowledged.size).toBeGreaterThan(before);
        // A second after the crash every call succeeds through the two processes left.
        expect(failuresAfterKill).toBe(0);
        // The balancer took the dead process out on its readiness (deploy/cluster.ts, watchReadiness).
        expect(cluster.log()).toContain(`out of the balancer (not ready): ${cluster.processes[1]!.name}`);
        // Every acknowledged credit is in the ledger once, and nothing else is.
        const rows = (
          await db.query(
            `select request_key, count(*)::int as n from member_adjustments where member_id = $1 group by request_key`,
            [member],
          )
        ).rows as { request_key: string; n: number }[];
        const booked = new Map(rows.map((r) => [r.request_key, r.n]));
        for (const key of acknowledged) expect(booked.get(key), key).toBe(1);
        // The wallet holds exactly what the posted credits say (a call cut off by the crash may have posted
        // without an answer; its retry with the same key answered that one).
        const posted = (
          await db.query(
            `select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total from member_adjustments
              where member_id = $1 and status = 'posted'`,
            [member],
          )
        ).rows[0] as { n: number; total: string };
        expect(posted.n).toBeGreaterThanOrEqual(acknowledged.size);
        const wallet = (
          await db.query(
            `select coalesce(sum(balance), 0)::bigint as balance from ledger_accounts
              where owner_member_id = $1 and kind = 'member_main'`,
            [member],
          )
        ).rows[0] as { balance: string };
        expect(wallet.balance).toBe(posted.total);
        expect(Number(posted.total)).toBe(posted.n * 100);
        console.log(
          `[scale] ${acknowledged.size} credits acknowledged (${before} before the kill), ${failures} failed calls retried`,
        );
      } finally {
        await db.end();
      }
    }, 120_000);
  },
);
