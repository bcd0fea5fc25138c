// What every seamless callback needs before its money work, kept in memory so that a bet's only round trip is
// its money (issue 30, docs/ARCHITECTURE.md "Where a bet's time goes"), and the games' popularity counted in
// memory and written in batches (one UPDATE of each played game's row per interval instead of one per round:
// every settled round of a game used to update that game's one row, a hot row every bet of the game queued on).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ALL } from '../../lib/invalidation';
import { createTtlCache, type TtlCache } from '../../lib/ttlCache';
import { cacheCounters } from '../../metrics/registry';
import { memberKey, sessionKey } from '../accounts/sessionCache';
import * as repo from './repository';
import type { SessionRow } from './repository';

type GameRow = Awaited<ReturnType<typeof repo.gameByCode>>;

interface HotCaches {
  /**
   * Launch sessions by token hash. A real session's row never changes after the launch (a trial session's play
   * money is read from the table each time, never from here), so a minute's lifetime costs nothing in freshness;
   * its member's locks, read with it, are dropped by the member's session notices (cachedSession).
   */
  sessions: TtlCache<SessionRow | undefined>;
  /** Member main wallet ids: an account's identity never changes. */
  mains: Map<string, number>;
  /** Games by vendor and code: 5 s like the catalogue's other caches, dropped by every catalogue notice. */
  games: TtlCache<GameRow>;
}

const SESSION_TTL_MS = 60_000;
const GAME_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

const caches = new WeakMap<object, HotCaches>();

function hotOf(db: Tx): HotCaches {
  let c = caches.get(db);
  if (!c) {
    c = {
      sessions: createTtlCache({ ttlMs: SESSION_TTL_MS, max: MAX_ENTRIES, name: 'provider_session' }),
      mains: new Map(),
      games: createTtlCache({ ttlMs: GAME_TTL_MS, max: MAX_ENTRIES, name: 'provider_game' }),
    };
    caches.set(db, c);
  }
  return c;
}

const mainCounts = cacheCounters('provider_main_account');

const listening = new WeakSet<object>();
const listeningSessions = new WeakSet<object>();

/**
 * A launch session by token hash. Its row carries its member's locks (repository.ts), so a member-wide session
 * notice (`m:<member id>`: a lock, a password change) or an operator's change (ALL) drops that member's (every)
 * cached sessions in every process; a single sign-in's notice (`s:<id>`, a logout) drops those launched from it.
 */
export function cachedSession(ctx: AppContext, tokenHash: string) {
  const db = ctx.db;
  if (!listeningSessions.has(ctx.invalidation)) {
    listeningSessions.add(ctx.invalidation);
    ctx.invalidation.subscribe('session', (key) => {
      if (key !== ALL && !key.startsWith('m:') && !key.startsWith('s:')) return;
      // `s:<sign-in>`: a logout ends the bets of the launch sessions opened from that sign-in (issue 32).
      caches
        .get(db)
        ?.sessions.invalidate(
          key === ALL
            ? undefined
            : (_k, s) =>
                !!s && (memberKey(s.memberId) === key || (!!s.authSessionId && sessionKey(s.authSessionId) === key)),
        );
    });
  }
  return hotOf(db).sessions.get(tokenHash, () => repo.sessionByTokenHash(db, tokenHash));
}

/** A game by vendor and code; every catalogue notice of the process's bus (an operator's change) drops them. */
export function cachedGame(ctx: AppContext, vendorId: number, code: string) {
  const db = ctx.db;
  if (!listening.has(ctx.invalidation)) {
    listening.add(ctx.invalidation);
    ctx.invalidation.subscribe('catalogue', () => caches.get(db)?.games.invalidate());
  }
  return hotOf(db).games.get(`${vendorId}:${code}`, () => repo.gameByCode(db, vendorId, code));
}

/** The member's main wallet id, `load`ed (found or created) once per process. */
export async function cachedMainAccount(
  db: Tx,
  key: { merchantId: number; memberId: number; currency: string },
  load: () => Promise<{ id: number }>,
): Promise<{ id: number }> {
  const mains = hotOf(db).mains;
  const k = `${key.merchantId}:${key.memberId}:${key.currency}`;
  const hit = mains.get(k);
  if (hit !== undefined) {
    mainCounts.hit();
    return { id: hit };
  }
  mainCounts.miss();
  const { id } = await load();
  if (mains.size >= MAX_ENTRIES) mains.delete(mains.keys().next().value!);
  mains.set(k, id);
  return { id };
}

// ── popularity ────────────────────────────────────────────────────────────────────────────────

const POPULARITY_FLUSH_MS = 2_000;
const pending = new WeakMap<object, { rounds: Map<number, number>; timer: NodeJS.Timeout | null }>();

/**
 * Counts `rounds` played rounds of a game towards its popularity (the listings' order). Written within
 * POPULARITY_FLUSH_MS in one statement for all the games played meanwhile; best effort, like before: a process
 * that dies loses at most that interval's counts, which move an ordering, never money.
 */
export function countPopularity(db: Tx, gameId: number, rounds: number): void {
  let p = pending.get(db);
  if (!p) pending.set(db, (p = { rounds: new Map(), timer: null }));
  p.rounds.set(gameId, (p.rounds.get(gameId) ?? 0) + rounds);
  if (!p.timer) {
    const state = p;
    state.timer = setTimeout(() => void flushPopularity(db, state), POPULARITY_FLUSH_MS);
    state.timer.unref();
  }
}

async function flushPopularity(db: Tx, p: { rounds: Map<number, number>; timer: NodeJS.Timeout | null }) {
  p.timer = null;
  const entries = [...p.rounds].sort((a, b) => a[0] - b[0]);
  p.rounds.clear();
  if (!entries.length) return;
  try {
    // In id order, so two processes flushing at once never deadlock.
    await db.execute(sql`
      update games g set popularity = least(g.popularity + d.n, 2000000000)
      from unnest(${`{${entries.map((e) => e[0]).join(',')}}`}::integer[], ${`{${entries.map((e) => e[1]).join(',')}}`}::integer[]) as d(id, n)
      where g.id = d.id`);
  } catch {
    // The database went away (a closed test database, an outage): these counts are lost, nothing else.
  }
}
