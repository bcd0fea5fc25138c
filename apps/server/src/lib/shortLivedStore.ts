/**
 * Short-lived values shared by the requests of one brand: captcha answers, slider puzzles and
 * tickets, pending 2FA sign-ins, rate-limit counters. The in-process implementation below serves
 * one server process; a Redis implementation of the same interface (REDIS_URL) replaces it when
 * several processes run behind a load balancer. Every entry expires on its own.
 */
export interface ShortLivedStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step: a value can be taken once only. */
  take<T>(key: string): Promise<T | undefined>;
  delete(key: string): Promise<void>;
  /** Adds one to a counter whose window starts with its first hit; returns the new count. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export function createMemoryStore(now: () => number = Date.now, maxEntries = 100_000): ShortLivedStore {
  const entries = new Map<string, Entry>();
  let writes = 0;
  const live = (key: string): Entry | undefined => {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = () => {
    if (++writes % 1000 !== 0 && entries.size < maxEntries) return;
    const t = now();
    for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
    // Still full: drop the oldest insertions rather than grow without bound.
    for (const k of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(k);
    }
  };
  const put = (key: string, value: unknown, ttlMs: number) => {
    sweep();
    entries.set(key, { value, expiresAt: now() + ttlMs });
  };
  return {
    async get<T>(key: string) {
      return live(key)?.value as T | undefined;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async take<T>(key: string) {
      const e = live(key);
      entries.delete(key);
      return e?.value as T | undefined;
    },
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, windowMs) {
      const e = live(key);
      if (e) {
        const count = (e.value as number) + 1;
        e.value = count;
        return { count, resetAt: e.expiresAt };
      }
      put(key, 1, windowMs);
      return { count: 1, resetAt: now() + windowMs };
    },
  };
}
