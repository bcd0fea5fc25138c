import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_PATHS, MONEY_PATHS, PATHS } from '@lotus/contracts';
import { gameVendors, games } from '../src/db/schema';
import { parseHostList, takeUrlParam } from '../src/db/pgPool';
import { createDependencyHealth, type HealthLog } from '../src/lib/dependencyHealth';
import { createFallbackStore } from '../src/lib/fallbackStore';
import { outageOf } from '../src/lib/outage';
import { createMemoryStore } from '../src/lib/shortLivedStore';
import { reconcileTransfers } from '../src/modules/wallets/service';
import { registerEnvelope } from '../src/plugins/envelope';
import { createTestApp, demo, type TestApp } from './helpers';
import { login } from './accounts/support';
import { freePort } from '../../../deploy/process';
import { createMoneyApp, fund, newMember, setVendorMode, type TestMember } from './moneySupport';

/**
 * Outages without the binaries of the fault test (faults.outage.test.ts runs the real thing): which errors
 * are outages, the 503 envelope they become, one log line per outage, the host list of the pool, and a
 * site whose Redis is not there (a port where nothing listens) signing members in on its own.
 */

const memoryLog = () => {
  const lines: { level: string; msg: string }[] = [];
  const log: HealthLog = {
    error: (_o, msg) => void lines.push({ level: 'error', msg }),
    warn: (_o, msg) => void lines.push({ level: 'warn', msg }),
  };
  return { lines, log };
};

describe('what counts as an outage', () => {
  it('knows PostgreSQL and Redis being away from any other failure', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(outageOf(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe('postgres');
    expect(outageOf(coded('57P01', 'terminating connection due to administrator command'))).toBe('postgres');
    expect(outageOf(coded('57P03', 'the database system is starting up'))).toBe('postgres');
    expect(outageOf(coded('08006'))).toBe('postgres');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('postgres');
    expect(outageOf(new Error('timeout exceeded when trying to connect'))).toBe('postgres');
    // Drizzle wraps the driver's error.
    expect(outageOf(new Error('Failed query: select 1', { cause: coded('ECONNRESET') }))).toBe('postgres');
    expect(outageOf(new AggregateError([coded('ECONNREFUSED')], 'connect failed'))).toBe('postgres');
    expect(outageOf(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe('redis');
    // Input errors, constraint violations and a vendor's HTTP failure are not ours to call outages.
    expect(outageOf(coded('23505', 'duplicate key'))).toBeUndefined();
    expect(outageOf(coded('22P05', 'unsupported Unicode escape sequence'))).toBeUndefined();
    expect(outageOf(new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }))).toBeUndefined();
    expect(outageOf(new Error('boom'))).toBeUndefined();
  });

  it('answers an outage 503 service_unavailable with Retry-After, in the caller language, logged once', async () => {
    const { lines, log } = memoryLog();
    const health = createDependencyHealth();
    health.setLogger(log);
    const app = Fastify();
    app.decorateRequest('language', 'vi');
    app.addHook('onRequest', async (req) => {
      req.language = req.headers.language === 'en' ? 'en' : 'vi';
    });
    registerEnvelope(app, health);
    app.get('/down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    for (const language of ['en', 'vi', 'en']) {
      const res = await app.inject({ url: '/down', headers: { language } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'service_unavailable',
        value: { retryAfterSeconds: 5 },
      });
    }
    expect((await app.inject({ url: '/down', headers: { language: 'en' } })).json().message).toMatch(/unavailable/);
    expect((await app.inject({ url: '/down' })).json().message).toMatch(/gián đoạn/);
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
    expect(health.isDown('postgres')).toBe(true);
    expect(lines.map((l) => l.msg.split(';')[0])).toEqual(['dependency down: postgres is unreachable']);
    health.up('postgres');
    health.up('postgres');
    expect(lines.map((l) => l.msg.split(' is ')[0])).toEqual([
      'dependency down: postgres',
      'dependency back: postgres',
    ]);
    health.close();
    await app.close();
  });

  it('tells PostgreSQL back by its probe, without traffic', async () => {
    const { lines, log } = memoryLog();
    const health = createDependencyHealth({ probeEveryMs: 20 });
    health.setLogger(log);
    let away = true;
    health.setProbe('postgres', async () => {
      if (away) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    });
    health.down('postgres', new Error('Connection terminated unexpectedly'));
    await new Promise((r) => setTimeout(r, 100));
    expect(health.isDown('postgres')).toBe(true);
    away = false;
    await new Promise((r) => setTimeout(r, 100));
    expect(health.isDown('postgres')).toBe(false);
    expect(lines.map((l) => l.level)).toEqual(['error', 'warn']);
    health.close();
  });

  it('pauses a vendor that did not answer and lets it go once it answers', () => {
    let now = 1_000_000;
    const health = createDependencyHealth({ now: () => now });
    expect(health.vendorPausedFor('V')).toBe(0);
    health.vendorFailed('V');
    expect(health.vendorPausedFor('V')).toBe(30);
    now += 29_500;
    expect(health.vendorPausedFor('V')).toBe(1);
    now += 600;
    expect(health.vendorPausedFor('V')).toBe(0);
    health.vendorFailed('V');
    health.vendorAnswered('V');
    expect(health.vendorPausedFor('V')).toBe(0);
  });
});

describe('the pool host list', () => {
  it('reads a libpq host list and target_session_attrs', () => {
    const list = parseHostList(
      'postgres://u:pw@db1:5432,db2:6432/lotus?target_session_attrs=read-write&sslmode=disable',
    )!;
    expect(list.hosts).toEqual([
      { host: 'db1', port: 5432 },
      { host: 'db2', port: 6432 },
    ]);
    expect(list.readWrite).toBe(true);
    expect(list.urlFor(list.hosts[1]!)).toBe('postgres://u:pw@db2:6432/lotus?sslmode=disable');
    expect(parseHostList('postgres://u@db1:5432/lotus')).toBeUndefined();
    expect(parseHostList('postgres://u@db1/lotus?target_session_attrs=read-write')!.hosts).toEqual([
      { host: 'db1', port: 5432 },
    ]);
    expect(takeUrlParam('postgres://u@a:1,b:2/x?pgbouncer=true&y=1', 'pgbouncer')).toEqual({
      url: 'postgres://u@a:1,b:2/x?y=1',
      value: 'true',
    });
    expect(takeUrlParam('postgres://u@a:1/x', 'pgbouncer')).toEqual({ url: 'postgres://u@a:1/x', value: null });
  });
});

describe('a site whose Redis is away', () => {
  let t: TestApp;
  let redis: Redis;
  const { lines, log } = memoryLog();
  beforeAll(async () => {
    // Nothing listens there: the connection keeps failing, as when Redis is stopped.
    redis = new Redis({
      port: await freePort(),
      host: '127.0.0.1',
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', () => undefined);
    t = await createTestApp({ redis, redisNamespace: 'outage-test' });
    t.ctx.health.setLogger(log);
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('signs members in with limits and tickets kept in the process, and says it once', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await login(t, 'demo01', 'Demo1234');
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(t.ctx.health.isDown('redis')).toBe(true);
    expect(lines.filter((l) => l.msg.startsWith('dependency down: redis')).length).toBeLessThanOrEqual(1);
  });

  it('is live but not ready, naming Redis', async () => {
    expect((await t.app.inject({ url: PATHS.healthLive })).json()).toEqual({ success: true, value: { live: true } });
    expect((await t.app.inject({ url: PATHS.health })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: PATHS.healthReady, headers: demo({ language: 'en' }) });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      success: false,
      errorCode: 'service_unavailable',
      value: { ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'unreachable' } },
    });
  });

  it('keeps a short-lived value in the process while Redis is away', async () => {
    const health = createDependencyHealth();
    const store = createFallbackStore(createMemoryStore(), createMemoryStore(), redis, health);
    await store.set('k', { a: 1 }, 10_000);
    expect(await store.take('k')).toEqual({ a: 1 });
    expect(await store.take('k')).toBeUndefined();
    expect((await store.increment('c', 1000)).count).toBe(1);
    expect((await store.increment('c', 1000)).count).toBe(2);
    health.close();
  });
});

describe('a site on its own (no Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready: database reachable, migrations applied, Redis not configured', async () => {
    const res = await t.app.inject({ url: PATHS.healthReady });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      value: { ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'not configured' } },
    });
  });
});

describe('a vendor that does not answer', () => {
  const V = 'TIGER_SLOTS'; // a transfer-wallet vendor of the demo catalogue, through the sandbox vendor
  let t: TestApp & { url: string };
  let m: TestMember;
  let gameId: number;
  const launchIt = () =>
    t.app.inject({ url: `${LAUNCH_PATHS.launchGame}?gameId=${gameId}&accountType=1`, headers: m.h });
  beforeAll(async () => {
    t = await createMoneyApp();
    m = await newMember(t);
    await fund(t, m.id, 1_000_00n);
    const [g] = await t.ctx.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(eq(gameVendors.vassalage, V))
      .limit(1);
    gameId = g!.id;
  });
  afterAll(() => t.close());

  it('refuses its launches with vendor_unavailable after a transfer got no answer, until it answers', async () => {
    expect((await launchIt()).statusCode).toBe(200);
    await setVendorMode(t, 'timeout', V);
    const transfer = await t.app.inject({
      method: 'POST',
      url: MONEY_PATHS.walletTransfer,
      headers: m.h,
      payload: { from: 'MAIN', to: V, amount: 7 },
    });
    expect(transfer.json().value.status).toBe('pending');
    await setVendorMode(t, 'ok', V);
    const refused = await launchIt();
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(25);
    expect(refused.json()).toMatchObject({
      errorCode: 'vendor_unavailable',
      value: { vassalage: V, retryAfterSeconds: Number(refused.headers['retry-after']) },
    });
    // The reconciliation asks the vendor, which answers: its games open again.
    await reconcileTransfers({ ...t.ctx, now: () => new Date(Date.now() + 10 * 60_000) });
    expect((await launchIt()).statusCode).toBe(200);
  });
});
