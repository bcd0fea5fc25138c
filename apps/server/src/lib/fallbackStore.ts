import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { DependencyHealth } from './dependencyHealth';
import type { ShortLivedStore } from './shortLivedStore';

/**
 * The short-lived store while Redis may go away: `shared` (Redis) when the connection is up, `local` (this
 * process's memory) while it is not, so sign-in, codes and limits keep working during an outage with
 * per-process counts (docs/DEPLOY.md "When a dependency goes away"). A value written to Redis before the
 * outage is not seen during it (a captcha or a code is asked again), and one written locally is not seen
 * by the other processes; both expire on their own. A Redis failure that is not an outage is thrown.
 */
export function createFallbackStore(
  shared: ShortLivedStore,
  local: ShortLivedStore,
  redis: Redis,
  health: DependencyHealth,
): ShortLivedStore {
  const pick = async <T>(op: (s: ShortLivedStore) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') {
      health.down('redis');
      return op(local);
    }
    try {
      return await op(shared);
    } catch (error) {
      if (health.report(error) !== 'redis') throw error;
      return op(local);
    }
  };
  return {
    get: (key) => pick((s) => s.get(key)),
    set: (key, value, ttlMs) => pick((s) => s.set(key, value, ttlMs)),
    take: (key) => pick((s) => s.take(key)),
    delete: (key) => pick((s) => s.delete(key)),
    increment: (key, windowMs) => pick((s) => s.increment(key, windowMs)),
  };
}

type IncrCallback = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface RateLimitStore {
  incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}
type StoreConstructor = new (...args: unknown[]) => RateLimitStore;

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

/**
 * A store for @fastify/rate-limit (the per-IP limit of the API) that counts in Redis while it is up and
 * in this process while it is not, instead of skipping the limit or failing the request.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  health: DependencyHealth,
): FastifyRateLimitStoreCtor {
  class Fallback implements RateLimitStore {
    constructor(
      private readonly shared: RateLimitStore,
      private readonly local: RateLimitStore,
    ) {}
    incr(key: string, cb: IncrCallback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        health.down('redis');
        return this.local.incr(key, cb, timeWindow, max);
      }
      this.shared.incr(
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          if (health.report(err) !== 'redis') return cb(err, null);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: object): RateLimitStore {
      return new Fallback(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  /**
   * @fastify/rate-limit makes the store with `new Store(globalParams)` and calls `incr(key, cb, timeWindow,
   * max)` (its types leave out the last two, hence the cast).
   */
  return class extends Fallback {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, 5000),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
