import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { listenToChannel } from './redisChannel';

/** What the process-wide caches hold (docs/ARCHITECTURE.md, "Request path and caches"). */
export type CacheTopic = 'brand' | 'catalogue' | 'session' | 'member';

/** A key of a topic, or ALL: everything the topic caches. */
export const ALL = '*';

/**
 * Tells the caches of every process that what they hold changed. `publish` reaches this process's
 * subscribers at once (before it returns) and, with Redis (REDIS_URL), the other processes through a
 * pub/sub channel within milliseconds; a cache also expires its entries after a short time, so a lost
 * notice (Redis away) delays a change by that time at most. Publish after the change committed.
 */
export interface InvalidationBus {
  publish(topic: CacheTopic, key: string): void;
  /** Calls `fn` with the key of every notice of `topic`; answers the unsubscribe function. */
  subscribe(topic: CacheTopic, fn: (key: string) => void): () => void;
  /** Resolves once the Redis subscription is active (at once without Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface Notice {
  /** The publishing process (it heard its own notice already). */
  o: string;
  t: CacheTopic;
  k: string;
}

const TOPICS: readonly CacheTopic[] = ['brand', 'catalogue', 'session', 'member'];

/** Makes the bus (createAppContext makes the app's, `ctx.invalidation`; through Redis when the app has it). */
export function createInvalidationBus(
  options: { redis?: Redis | undefined; namespace?: string | undefined } = {},
): InvalidationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const subscribe = (topic: CacheTopic, fn: (key: string) => void) => {
    emitter.on(topic, fn);
    return () => void emitter.off(topic, fn);
  };
  const redis = options.redis;
  if (!redis) {
    return {
      publish: (topic, key) => void emitter.emit(topic, key),
      subscribe,
      ready: Promise.resolve(),
      close: async () => undefined,
    };
  }
  const origin = crypto.randomUUID();
  const channel = `${options.namespace ?? 'lotus'}:cache:invalidate`;
  const listener = listenToChannel(redis, channel, (notice) => {
    const n = notice as Notice;
    if (n.o !== origin && TOPICS.includes(n.t) && typeof n.k === 'string') emitter.emit(n.t, n.k);
  });
  return {
    publish(topic, key) {
      emitter.emit(topic, key);
      redis.publish(channel, JSON.stringify({ o: origin, t: topic, k: key } satisfies Notice)).catch(() => undefined);
    },
    subscribe,
    ready: listener.ready,
    async close() {
      listener.close();
    },
  };
}
