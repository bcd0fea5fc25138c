import type { ErrorCode } from '@lotus/contracts';
import { AppError } from './errors';
import type { ShortLivedStore } from './shortLivedStore';

/** A limit: at most `max` hits per `windowMs` for one key. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window limiter over the short-lived store (in-process now, Redis when REDIS_URL is set):
 * the same limiter serves per-IP, per-account and per-phone limits.
 */
export interface RateLimiter {
  /** Counts one hit; throws `code` (default TOO_MANY_REQUESTS) with retryAfterSeconds when over. */
  hit(limit: Limit, key: string, code?: ErrorCode): Promise<void>;
  /** Whether the key is already over its limit, without counting a hit. */
  exceeded(limit: Limit, key: string): Promise<boolean>;
  /** Forgets the key's hits (e.g. an account's attempts after a successful sign-in). */
  reset(limit: Limit, key: string): Promise<void>;
}

export function createRateLimiter(store: ShortLivedStore, now: () => number = Date.now): RateLimiter {
  const keyOf = (limit: Limit, key: string) => `rl:${limit.name}:${key}`;
  return {
    async hit(limit, key, code = 'TOO_MANY_REQUESTS') {
      const { count, resetAt } = await store.increment(keyOf(limit, key), limit.windowMs);
      if (count > limit.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now()) / 1000));
        throw new AppError(code, undefined, undefined, { retryAfterSeconds });
      }
    },
    async exceeded(limit, key) {
      const count = (await store.get<number>(keyOf(limit, key))) ?? 0;
      return count >= limit.max;
    },
    async reset(limit, key) {
      await store.delete(keyOf(limit, key));
    },
  };
}
