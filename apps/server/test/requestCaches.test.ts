import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, HOUSE_VASSALAGE, MONEY_PATHS, OPS_CONFIG_PATHS, PATHS } from '@lotus/contracts';
import { buildApp } from '../src/app';
import { closeAppContext, createAppContext } from '../src/appContext';
import { loadConfig } from '../src/config';
import { ALL, createInvalidationBus, type InvalidationBus } from '../src/lib/invalidation';
import { createTtlCache } from '../src/lib/ttlCache';
import { P, authed, nextIp, sendEncrypted, tokenFor } from './accounts/support';
import { newMember } from './gamesSupport';
import { createTestApp, demo, ops, OPS_KEY, testGeo, type TestApp } from './helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ geo: testGeo });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = demo()) => t.app.inject({ url, headers });
const opsCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: ops(), payload });
const status = async (ip = '192.0.2.1') => (await get(PATHS.systemStatus, demo({ 'x-forwarded-for': ip }))).json();
const balance = (ip: string, token: string) => get(MONEY_PATHS.balance, authed(ip, token));

describe("an operator's change shows on the next request (brand and catalogue caches)", () => {
  it('the maintenance switch, on and off', async () => {
    expect((await status()).value.status).toBe(0);
    expect((await status()).value.status).toBe(0); // answered from the cache
    expect((await opsCall('POST', '/ops/maintenance', { enabled: true, message: 'Back soon' })).statusCode).toBe(200);
    expect((await status()).value).toMatchObject({ status: 1, maintenance: { enabled: true } });
    expect((await get(GAME_PATHS.gameList)).json().errorCode).toBe('system_maintenance');
    await opsCall('POST', '/ops/maintenance', { enabled: false });
    expect((await status()).value.status).toBe(0);
    expect((await get(GAME_PATHS.gameList)).statusCode).toBe(200);
  });

  it("the brand's region settings", async () => {
    const us = '198.51.100.9';
    expect((await status(us)).value.status).toBe(0);
    await opsCall('POST', '/ops/region', { action: 'block-country', countries: ['us'] });
    expect((await status(us)).value).toMatchObject({ status: 2, location: { country: 'US' } });
    await opsCall('POST', '/ops/region', { action: 'off' });
    expect((await status(us)).value.status).toBe(0);
  });

  it('a failed operator call changes nothing and drops nothing', async () => {
    const res = await opsCall('POST', '/ops/maintenance', { enabled: true, until: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect((await status()).value.status).toBe(0);
  });

  it('a vendor switched off for the brand leaves its listing and vendor list at once, and comes back', async () => {
    const house = `${GAME_PATHS.gameList}?vassalage=${HOUSE_VASSALAGE}`;
    const vendorCodes = async () =>
      ((await get(GAME_PATHS.gameVendor)).json().value as Array<{ vendors: Array<{ vassalage: string }> }>).flatMap(
        (c) => c.vendors.map((v) => v.vassalage),
      );
    expect((await get(house)).json().value.total).toBeGreaterThan(0);
    expect(await vendorCodes()).toContain(HOUSE_VASSALAGE);
    const url = OPS_CONFIG_PATHS.vendor.replace(':vassalage', HOUSE_VASSALAGE);
    const off = await opsCall('POST', url, { brand: 'LOTUS', enabled: false });
    expect(off.json(), off.body).toMatchObject({ success: true });
    expect((await get(house)).json()).toMatchObject({ success: false, errorCode: 'vendor_not_found' });
    expect(await vendorCodes()).not.toContain(HOUSE_VASSALAGE);
    expect((await opsCall('POST', url, { brand: 'LOTUS', enabled: true })).json()).toMatchObject({ success: true });
    expect((await get(house)).json().value.total).toBeGreaterThan(0);
  });
});

describe('sessions are revoked at once (session cache)', () => {
  it('logout: the next request with the token is refused', async () => {
    const m = await newMember(t);
    const ip = nextIp();
    expect((await balance(ip, m.token)).statusCode).toBe(200);
    expect((await balance(ip, m.token)).statusCode).toBe(200); // answered from the cache
    expect((await t.app.inject({ method: 'DELETE', url: P.logout, headers: authed(ip, m.token) })).statusCode).toBe(
      200,
    );
    expect((await balance(ip, m.token)).json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
  });

  it('a password change ends the other sessions at once and keeps the one that changed it', async () => {
    const m = await newMember(t);
    const ip = nextIp();
    const other = await tokenFor(t, m.username, 'Player123', nextIp());
    expect((await balance(ip, other)).statusCode).toBe(200);
    expect((await balance(ip, m.token)).statusCode).toBe(200);
    const changed = await sendEncrypted(
      t,
      'POST',
      P.changePassword,
      { oldPassword: 'Player123', newPassword: 'Player456', confirmNewPassword: 'Player456' },
      authed(ip, m.token),
    );
    expect(changed.json(), changed.body).toMatchObject({ success: true });
    expect((await balance(ip, other)).json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
    expect((await balance(ip, m.token)).statusCode).toBe(200);
  });

  it("an operator's lock of the member ends its sessions at once", async () => {
    const m = await newMember(t);
    const ip = nextIp();
    expect((await balance(ip, m.token)).statusCode).toBe(200);
    const locked = await t.app.inject({
      method: 'POST',
      url: `/ops/members/${m.id}/lock`,
      headers: ops(),
      payload: { reason: 'cache test' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await balance(ip, m.token)).json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
  });
});

describe('the invalidation bus and the caches on it', () => {
  it('in process: every subscriber of the topic hears a notice at once, until it unsubscribes', () => {
    const bus = createInvalidationBus();
    const heard: string[] = [];
    const stop = bus.subscribe('session', (k) => heard.push(`a:${k}`));
    bus.subscribe('session', (k) => heard.push(`b:${k}`));
    bus.subscribe('brand', (k) => heard.push(`brand:${k}`));
    bus.publish('session', 's:1');
    expect(heard).toEqual(['a:s:1', 'b:s:1']);
    stop();
    bus.publish('session', ALL);
    expect(heard).toEqual(['a:s:1', 'b:s:1', `b:${ALL}`]);
  });

  it('a cache keeps an entry for its lifetime, shares concurrent loads, and never keeps a load an invalidation overtook', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1_000, max: 2, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1_000;
    expect(await cache.get('a', load)).toBe(2);
    // A slow load (it read before the change) that ends after the invalidation is answered but not kept.
    let release!: (v: number) => void;
    const slow = cache.get('b', () => new Promise<number>((r) => (release = r)));
    cache.invalidate();
    release(41);
    expect(await slow).toBe(41);
    expect(await cache.get('b', async () => 42)).toBe(42);
    // Selective invalidation, and the size bound (the oldest goes).
    cache.invalidate((key) => key === 'b');
    expect(cache.size).toBe(0);
    await cache.get('x', load);
    await cache.get('y', load);
    await cache.get('z', load);
    expect(cache.size).toBe(2);
  });

  it('drop forgets one key, and a load of it that was running is answered but not kept', async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, max: 10 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 1);
    cache.drop('a');
    let release!: (v: number) => void;
    const slow = cache.get('a', () => new Promise<number>((r) => (release = r)));
    cache.drop('a');
    release(2);
    expect(await slow).toBe(2);
    expect(await cache.get('a', async () => 3)).toBe(3);
    expect(await cache.get('b', async () => 4)).toBe(1); // untouched
    cache.drop('a');
    expect(await cache.get('a', async () => 5)).toBe(5);
  });

  describe.runIf(TEST_REDIS_URL)('through Redis (TEST_REDIS_URL)', () => {
    const namespace = `lotus-test-${crypto.randomBytes(4).toString('hex')}`;
    let redis: Redis[] = [];
    const busOf = () => {
      const r = new Redis(TEST_REDIS_URL!);
      redis.push(r);
      return createInvalidationBus({ redis: r, namespace });
    };
    afterAll(() => {
      for (const r of redis) r.disconnect();
      redis = [];
    });

    const heardBy = (bus: InvalidationBus) => {
      const heard: string[] = [];
      bus.subscribe('brand', (k) => heard.push(k));
      return heard;
    };
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    };

    it('a notice of one process reaches the others, and its own subscribers once', async () => {
      const [a, b] = [busOf(), busOf()];
      await Promise.all([a.ready, b.ready]);
      const [heardA, heardB] = [heardBy(a), heardBy(b)];
      a.publish('brand', '7');
      expect(heardA).toEqual(['7']);
      await until(() => heardB.length > 0);
      expect(heardB).toEqual(['7']);
      await new Promise((r) => setTimeout(r, 50));
      expect(heardA).toEqual(['7']);
      await Promise.all([a.close(), b.close()]);
    });

    it('two processes on one database: a logout on one is refused on the other at once', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-test-'));
      const r = new Redis(TEST_REDIS_URL!);
      redis.push(r);
      const ctx = createAppContext(
        {
          db: t.ctx.db,
          config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), webDist: undefined },
          geo: testGeo,
          opsKey: OPS_KEY,
          now: () => new Date(),
        },
        { redis: r, namespace },
      );
      const r2 = new Redis(TEST_REDIS_URL!);
      redis.push(r2);
      const ctx2 = createAppContext({ ...ctx, config: ctx.config }, { redis: r2, namespace });
      const [one, two] = [await buildApp(ctx), await buildApp(ctx2)];
      try {
        await Promise.all([ctx.invalidation.ready, ctx2.invalidation.ready]);
        const m = await newMember(t);
        const ip = nextIp();
        const on = (app: typeof one) => app.inject({ url: MONEY_PATHS.balance, headers: authed(ip, m.token) });
        expect((await on(two)).statusCode).toBe(200);
        expect((await on(one)).statusCode).toBe(200);
        await one.inject({ method: 'DELETE', url: P.logout, headers: authed(ip, m.token) });
        let refused = false;
        const t0 = Date.now();
        while (!refused && Date.now() - t0 < 500) {
          refused = (await on(two)).statusCode === 401;
          if (!refused) await new Promise((res) => setTimeout(res, 5));
        }
        expect(refused).toBe(true);
        expect(Date.now() - t0).toBeLessThan(500); // well within the cache's one-second lifetime
      } finally {
        await one.close();
        await two.close();
        await closeAppContext(ctx);
        await closeAppContext(ctx2);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
