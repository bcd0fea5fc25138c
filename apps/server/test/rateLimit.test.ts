import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

const hit = (t: TestApp) => t.app.inject({ url: '/wps/system/status', headers: demo() });

describe('API rate limit', () => {
  it('answers TOO_MANY_REQUESTS in the envelope past the limit, per IP', async () => {
    const t = await createTestApp({ rateLimitPerMinute: 3 });
    apps.push(t);
    for (let i = 0; i < 3; i++) expect((await hit(t)).statusCode).toBe(200);
    const limited = await hit(t);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    const other = await t.app.inject({ url: '/wps/system/status', headers: demo(), remoteAddress: '192.0.2.44' });
    expect(other.statusCode).toBe(200);
  });

  describe.skipIf(!TEST_REDIS_URL)('with Redis (TEST_REDIS_URL)', () => {
    it('shares the counters between two server processes', async () => {
      const namespace = `test-${process.pid}-${Date.now()}`;
      const r1 = new Redis(TEST_REDIS_URL!);
      const r2 = new Redis(TEST_REDIS_URL!);
      const a = await createTestApp({ rateLimitPerMinute: 4, redis: r1, redisNamespace: namespace });
      const b = await createTestApp({ rateLimitPerMinute: 4, redis: r2, redisNamespace: namespace });
      apps.push(a, b);
      const codes = [];
      for (const t of [a, b, a, b, a, b]) codes.push((await hit(t)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
      const keys = await r1.keys(`${namespace}:*`);
      if (keys.length) await r1.del(...keys);
      r1.disconnect();
      r2.disconnect();
    });
  });
});
if (!TEST_REDIS_URL)
  console.info('Redis rate-limit test skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it.');
