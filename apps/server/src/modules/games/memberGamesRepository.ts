// A member's own lists of games, favourites and recently played, as SQL over the catalogue's tables.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { GameCategory } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { gameFavourites, gameRecents, games, gameVendors, merchantVendors } from '../../db/schema/index';
import { favouriteOf, gameColumns, offeredBy, type ListedGame } from './repository';

// ── favourites ──────────────────────────────────────────────────────────────────────────────

export async function favouriteIds(db: Tx, merchantId: number, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId))
    .innerJoin(merchantVendors, offeredBy(merchantId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameFavourites.memberId, memberId), eq(games.status, 'active'), eq(gameVendors.status, 'active')))
    .orderBy(desc(gameFavourites.createdAt), asc(games.id));
  return rows.map((r) => r.id);
}

export async function pageFavourites(
  db: Tx,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ListedGame[]; total: number }> {
  const where = and(
    eq(gameFavourites.memberId, memberId),
    eq(games.status, 'active'),
    eq(gameVendors.status, 'active'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .innerJoin(merchantVendors, offeredBy(merchantId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(desc(gameFavourites.createdAt), asc(games.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .innerJoin(merchantVendors, offeredBy(merchantId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where),
  ]);
  return { rows: rows.map((g) => ({ ...g, isFavorite: true })), total: total?.n ?? 0 };
}

/** Adds a favourite; false when it was already there. */
export async function insertFavourite(db: Tx, memberId: number, gameId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(gameFavourites)
    .values({ memberId, gameId, createdAt: now })
    .onConflictDoNothing()
    .returning({ gameId: gameFavourites.gameId });
  return rows.length > 0;
}

/** Removes a favourite; false when there was none. */
export async function deleteFavourite(db: Tx, memberId: number, gameId: number): Promise<boolean> {
  const rows = await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)))
    .returning({ gameId: gameFavourites.gameId });
  return rows.length > 0;
}

export async function countFavourites(db: Tx, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gameFavourites).where(eq(gameFavourites.memberId, memberId));
  return row?.n ?? 0;
}

// ── recent games ────────────────────────────────────────────────────────────────────────────

/**
 * Records a launch (the launch step calls this in its transaction): upserts the member's row for
 * the game and prunes the member's list to `keep` games.
 */
export async function recordRecentGame(
  db: Tx,
  memberId: number,
  gameId: number,
  at: Date,
  keep: number,
): Promise<void> {
  await db
    .insert(gameRecents)
    .values({ memberId, gameId, lastLaunchedAt: at })
    .onConflictDoUpdate({
      target: [gameRecents.memberId, gameRecents.gameId],
      set: {
        lastLaunchedAt: sql`greatest(${gameRecents.lastLaunchedAt}, excluded.last_launched_at)`,
        launches: sql`${gameRecents.launches} + 1`,
      },
    });
  await db.execute(sql`
    delete from game_recents r
    where r.member_id = ${memberId}
      and (r.member_id, r.game_id) not in (
        select member_id, game_id from game_recents where member_id = ${memberId}
        order by last_launched_at desc, game_id desc limit ${keep}
      )`);
}

export async function listRecentGames(
  db: Tx,
  merchantId: number,
  memberId: number,
  options: { limit: number; gameType?: GameCategory | undefined },
): Promise<Array<ListedGame & { lastLaunchedAt: Date }>> {
  const rows = await db
    .select({ ...gameColumns, lastLaunchedAt: gameRecents.lastLaunchedAt, favouriteMember: gameFavourites.memberId })
    .from(gameRecents)
    .innerJoin(games, eq(games.id, gameRecents.gameId))
    .innerJoin(merchantVendors, offeredBy(merchantId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .leftJoin(gameFavourites, favouriteOf(memberId))
    .where(
      and(
        eq(gameRecents.memberId, memberId),
        eq(games.status, 'active'),
        eq(gameVendors.status, 'active'),
        options.gameType ? eq(games.gameType, options.gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRecents.lastLaunchedAt), desc(games.id))
    .limit(options.limit);
  return rows.map(({ favouriteMember, ...g }) => ({ ...g, isFavorite: favouriteMember !== null }));
}
