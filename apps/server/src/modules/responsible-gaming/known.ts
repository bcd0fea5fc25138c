// Which members have responsible-gaming settings, kept per process, so that a real-money launch of a member
// without any (most members) sends no query for them (issue 30, docs/ARCHITECTURE.md "Where a bet's time goes").
import type { AppContext } from '../../context';
import { ALL } from '../../lib/invalidation';
import { createTtlCache, type TtlCache } from '../../lib/ttlCache';
import * as repo from './repository';

/**
 * An entry lives 5 s; the member's `member` notice (published by every change of their settings, after its
 * commit, here and through Redis in the other processes) drops it at once, so a lost notice delays a new
 * time-out's refusal of a launch by that time at most. Bets never read this: their check locks the settings
 * row in the bet's own transaction (refusalToBet, and `provider_money` leaves members with settings to it).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 100_000;

const caches = new WeakMap<object, TtlCache<boolean>>();

function cacheOf(ctx: AppContext): TtlCache<boolean> {
  let c = caches.get(ctx.invalidation);
  if (!c) {
    const cache = createTtlCache<boolean>({ ttlMs: TTL_MS, max: MAX_ENTRIES, name: 'rg_has_settings' });
    ctx.invalidation.subscribe('member', (key) => (key === ALL ? cache.invalidate() : cache.drop(key)));
    caches.set(ctx.invalidation, cache);
    c = cache;
  }
  return c;
}

/** Whether the member has a settings row (a row, once made, is never deleted). */
export function hasSettings(ctx: AppContext, memberId: number): Promise<boolean> {
  return cacheOf(ctx).get(String(memberId), async () => (await repo.settingsOf(ctx.db, memberId)) !== undefined);
}

/** Tells every process's memo that the member's settings changed; call after the change committed. */
export function settingsChanged(ctx: AppContext, memberId: number): void {
  ctx.invalidation.publish('member', String(memberId));
}
