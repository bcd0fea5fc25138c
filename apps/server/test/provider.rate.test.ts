// Issue 32: a vendor's rate of signed calls, per vendor and shared by every process of the site when Redis is
// configured; an honest vendor's 1,000 calls a second are never limited.
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSE_VASSALAGE } from '@lotus/contracts';
import { gameVendors } from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import { ALL } from '../src/lib/invalidation';
import { createRateLimiter } from '../src/lib/rateLimiter';
import { createMemoryStore } from '../src/lib/shortLivedStore';
import { takeVendorCall } from '../src/modules/provider/vendorAccess';
import { callback } from './gamesSupport';
import { createTestApp, type TestApp } from './helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

describe("a vendor's rate of calls (fake clock)", () => {
  /** One site's limiter on a clock the test moves. */
  function site() {
    let ms = Date.UTC(2026, 0, 1);
    const clock = () => ms;
    const limiter = createRateLimiter(createMemoryStore(clock), clock);
    const call = async (vendorId: number, rate: number) => {
      try {
        await takeVendorCall(limiter, vendorId, rate);
        return 'ok';
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).errorCode).toBe('TOO_MANY_REQUESTS');
        return 'limited';
      }
    };
    return { call, advance: (by: number) => (ms += by) };
  }

  it('never limits an honest vendor at 1,000 calls a second under the default 2,000', async () => {
    const s = site();
    const answers: string[] = [];
    // Ten seconds, one call a millisecond; then bursts of 1,000 at once at the start of each second.
    for (let i = 0; i < 10_000; i++) {
      answers.push(await s.call(1, 2_000));
      s.advance(1);
    }
    for (let second = 0; second < 5; second++) {
      for (let i = 0; i < 1_000; i++) answers.push(await s.call(1, 2_000));
      s.advance(1_000);
    }
    expect(answers.filter((a) => a !== 'ok')).toEqual([]);
  });

  it("limits one vendor's flood with TOO_MANY_REQUESTS while another vendor is served", async () => {
    const s = site();
    const flood: string[] = [];
    const honest: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      flood.push(await s.call(7, 2_000));
      if (i % 5 === 0) honest.push(await s.call(8, 2_000));
      if (i % 10 === 0) s.advance(1); // 5,000 calls in half a second
    }
    expect(flood.filter((a) => a === 'ok')).toHaveLength(2_000);
    expect(flood.slice(2_000).every((a) => a === 'limited')).toBe(true);
    expect(honest.every((a) => a === 'ok')).toBe(true);
    // The next second the flooding vendor is served again, up to its rate.
    s.advance(1_000);
    expect(await s.call(7, 2_000)).toBe('ok');
  });

  it('follows the rate the operator set for the vendor', async () => {
    const s = site();
    const five = [];
    for (let i = 0; i < 6; i++) five.push(await s.call(3, 5));
    expect(five).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'limited']);
    expect(await s.call(4, 50)).toBe('ok');
  });
});

describe.skipIf(!TEST_REDIS_URL)('with Redis (TEST_REDIS_URL)', () => {
  const apps: TestApp[] = [];
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const r of clients) r.disconnect();
  });

  it("shares a vendor's count between two server processes", async () => {
    const namespace = `test-vendor-rate-${process.pid}-${Date.now()}`;
    const started = [];
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(TEST_REDIS_URL!);
      clients.push(redis);
      const t = await createTestApp({ redis, redisNamespace: namespace });
      apps.push(t);
      await t.ctx.db.update(gameVendors).set({ callsPerSecond: 4 }).where(eq(gameVendors.vassalage, HOUSE_VASSALAGE));
      t.ctx.invalidation.publish('catalogue', ALL);
      started.push(t);
    }
    const [a, b] = started as [TestApp, TestApp];
    // Signed calls with an unknown token: counted, then refused for the token (401), or refused for the rate (429).
    const body = { token: 'x'.repeat(43), playerId: 'nobody' };
    const answers = await Promise.all([a, b, a, b, a, b].map((t) => callback(t, 'balance', body)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(limited.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 1 } });
    const keys = await clients[0]!.keys(`${namespace}:*`);
    if (keys.length) await clients[0]!.del(...keys);
  }, 120_000);
});
if (!TEST_REDIS_URL)
  console.info('Shared vendor-rate test skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it.');
