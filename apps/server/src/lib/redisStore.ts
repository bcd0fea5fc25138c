import type { Redis } from 'ioredis';
import type { ShortLivedStore } from './shortLivedStore';

const INCREMENT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}
`;

/**
 * The short-lived store in Redis (REDIS_URL), shared by every server process: values as JSON with
 * a TTL, `take` as one MULTI (get + delete), counters by a Lua script so that the first hit sets
 * the window. Redis keeps real time: the app clock of tests does not move these expiries.
 */
export function createRedisStore(redis: Redis, namespace: string): ShortLivedStore {
  const k = (key: string) => `${namespace}:sl:${key}`;
  const parse = <T>(raw: string | null | undefined): T | undefined =>
    raw == null ? undefined : (JSON.parse(raw) as T);
  return {
    async get<T>(key: string) {
      return parse<T>(await redis.get(k(key)));
    },
    async set(key, value, ttlMs) {
      await redis.set(k(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async take<T>(key: string) {
      const res = await redis.multi().get(k(key)).del(k(key)).exec();
      return parse<T>(res?.[0]?.[1] as string | null);
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, k(key), String(Math.max(1, Math.round(windowMs))))) as [
        number,
        number,
      ];
      return { count, resetAt: Date.now() + Math.max(0, ttl) };
    },
  };
}
