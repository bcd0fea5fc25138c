import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { listenToChannel } from '../../lib/redisChannel';

/**
 * Balance-change notifications. A service that moved a member's money calls `publish` after its
 * transaction committed; every open balance stream of that member (GET /wps/v2/wallets/events) reads
 * the balance again and pushes it. In process by default; with Redis (REDIS_URL) the notice goes
 * through a pub/sub channel, so a movement made by another server process reaches the member's
 * stream wherever it is connected. A notice carries ids only; the stream reads the balance itself.
 */
export interface BalanceBus {
  publish(merchantId: number, memberIds: number[]): void;
  /** Calls `fn` on each notice for the member; answers the unsubscribe function. */
  subscribe(merchantId: number, memberId: number, fn: () => void): () => void;
  /**
   * Calls `fn` with every notice, of any member: at once (before `publish` returns) for this process's
   * notices, and for other processes' as they arrive (a cache of balances drops the members). Answers
   * the unsubscribe function.
   */
  watch(fn: (merchantId: number, memberIds: number[]) => void): () => void;
  /** How many `subscribe`rs are listening (the open balance streams: plugins/metrics.ts). */
  subscribers(): number;
  /** Resolves once the Redis subscription is active (at once without Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface Notice {
  m: number;
  ids: number[];
}

const keyOf = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;
/** The event of `watch` (every notice); member events are `<merchant>:<member>`. */
const WATCH = 'all';

/** Makes a bus (createAppContext makes the app's, `ctx.balances`; with Redis when the app has it). */
export function createBalanceBus(
  options: { redis?: Redis | undefined; namespace?: string | undefined } = {},
): BalanceBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (n: Notice) => {
    for (const id of n.ids) emitter.emit(keyOf(n.m, id));
  };
  const watch = (fn: (merchantId: number, memberIds: number[]) => void) => {
    const on = (n: Notice) => fn(n.m, n.ids);
    emitter.on(WATCH, on);
    return () => void emitter.off(WATCH, on);
  };
  const tellWatchers = (n: Notice) => emitter.emit(WATCH, n);
  const subscribers = () => {
    let n = 0;
    for (const event of emitter.eventNames()) if (event !== WATCH) n += emitter.listenerCount(event);
    return n;
  };
  const redis = options.redis;
  if (!redis) {
    return {
      publish(m, ids) {
        tellWatchers({ m, ids });
        deliver({ m, ids });
      },
      subscribe(m, id, fn) {
        emitter.on(keyOf(m, id), fn);
        return () => emitter.off(keyOf(m, id), fn);
      },
      watch,
      subscribers,
      ready: Promise.resolve(),
      close: async () => undefined,
    };
  }
  const channel = `${options.namespace ?? 'lotus'}:money:balance`;
  const listener = listenToChannel(redis, channel, (notice) => {
    const n = notice as Notice;
    if (Number.isSafeInteger(n.m) && Array.isArray(n.ids)) {
      tellWatchers(n);
      deliver(n);
    }
  });
  return {
    publish(m, ids) {
      const notice: Notice = { m, ids };
      // This process's watchers at once (its own notice coming back through Redis tells them again).
      tellWatchers(notice);
      // Redis delivers to every process, this one included; when it cannot, this process still hears it.
      redis.publish(channel, JSON.stringify(notice)).catch(() => deliver(notice));
    },
    subscribe(m, id, fn) {
      emitter.on(keyOf(m, id), fn);
      return () => emitter.off(keyOf(m, id), fn);
    },
    watch,
    subscribers,
    ready: listener.ready,
    async close() {
      listener.close();
    },
  };
}

/** Tells the members' balance streams that their money moved (call after the commit). */
export function publishBalanceChange(
  ctx: { balances: BalanceBus },
  merchantId: number,
  memberIds: (number | null | undefined)[],
) {
  const ids = [...new Set(memberIds.filter((x): x is number => typeof x === 'number'))];
  if (ids.length) ctx.balances.publish(merchantId, ids);
}
