import { cacheCounters } from '../metrics/registry';

/**
 * A small in-process read-through cache: an entry lives `ttlMs` from when it was loaded, at most `max`
 * entries (the oldest go first). Concurrent misses of one key share one load. A load that was running
 * when the cache was invalidated is answered to its callers but not kept, so an invalidation that
 * follows a committed change is never undone by a read that began before it.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops the entries whose key or value `match` selects (every entry without `match`). */
  invalidate(match?: (key: string, value: V) => boolean): void;
  /** Drops one key (and does not keep a load of it that is running), leaving the other entries alone. */
  drop(key: string): void;
  readonly size: number;
}

export function createTtlCache<V>(options: {
  /** An entry's lifetime; a function is asked at each load (a lifetime that changes with the process's state). */
  ttlMs: number | (() => number);
  max: number;
  now?: () => number;
  /** The cache's name in the hit and miss counts of /metrics (lotus_cache_lookups_total); unnamed: not counted. */
  name?: string;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const ttl = typeof options.ttlMs === 'number' ? () => options.ttlMs as number : options.ttlMs;
  const entries = new Map<string, { value: V; until: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  /** Keys dropped while their load ran: that load is not kept. */
  const dropped = new Set<Promise<V>>();
  const counts = options.name ? cacheCounters(options.name) : undefined;
  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) {
        counts?.hit();
        return hit.value;
      }
      // A lookup that joins a load already running costs no load of its own: a hit.
      const pending = loading.get(key);
      if (pending) {
        counts?.hit();
        return pending;
      }
      counts?.miss();
      const started = generation;
      const settle = () => {
        if (loading.get(key) === promise) loading.delete(key);
        return !dropped.delete(promise);
      };
      const promise: Promise<V> = load().then(
        (value) => {
          if (settle() && started === generation) {
            entries.delete(key);
            if (entries.size >= options.max) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, until: now() + ttl() });
          }
          return value;
        },
        (err: unknown) => {
          settle();
          throw err;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    drop(key) {
      entries.delete(key);
      const pending = loading.get(key);
      if (pending) {
        dropped.add(pending);
        loading.delete(key);
      }
    },
    invalidate(match) {
      generation++;
      dropped.clear();
      loading.clear();
      if (!match) return entries.clear();
      for (const [key, e] of entries) if (match(key, e.value)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
