// A member's own lists of games, favourites and recently played, as SQL over the catalogue's tables.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { GameCategory } from '@lotus/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { gameFavourites, gameRecents, games } from '../../db/schema/index';
import { favouriteOf, gameColumns, joinOffer, liveGame, withFavouriteFlag, type ListedGame } from './repository';

// ── favourites ──────────────────────────────────────────────────────────────────────────────

/** A query over game_favourites narrowed to a member's favourites among the live games the brand offers. */
const favouritesOf = <T extends PgSelect>(q: T, merchantId: number, memberId: number) =>
  joinOffer(q.innerJoin(games, eq(games.id, gameFavourites.gameId)), merchantId).where(
    and(eq(gameFavourites.memberId, memberId), liveGame()),
  );

export async function favouriteIds(db: Tx, merchantId: number, memberId: number): Promise<number[]> {
  const rows = await favouritesOf(
    db.select({ id: games.id }).from(gameFavourites).$dynamic(),
    merchantId,
    memberId,
  ).orderBy(desc(gameFavourites.createdAt), asc(games.id));
  return rows.map((r) => r.id);
}

/** Every game the member marked (any brand's, any state): the flags of a listing page are read from it. */
export async function memberFavouriteIds(db: Tx, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: gameFavourites.gameId })
    .from(gameFavourites)
    .where(eq(gameFavourites.memberId, memberId));
  return rows.map((r) => r.id);
}

export async function pageFavourites(
  db: Tx,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ListedGame[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    favouritesOf(db.select(gameColumns).from(gameFavourites).$dynamic(), merchantId, memberId)
      .orderBy(desc(gameFavourites.createdAt), asc(games.id))
      .offset(page.offset)
      .limit(page.limit),
    favouritesOf(db.select({ n: count() }).from(gameFavourites).$dynamic(), merchantId, memberId),
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
  const [row] = await db
    .insert(gameRecents)
    .values({ memberId, gameId, lastLaunchedAt: at })
    .onConflictDoUpdate({
      target: [gameRecents.memberId, gameRecents.gameId],
      set: {
        lastLaunchedAt: sql`greatest(${gameRecents.lastLaunchedAt}, excluded.last_launched_at)`,
        launches: sql`${gameRecents.launches} + 1`,
      },
    })
    // xmax is 0 on a row this statement inserted: only a new game can push the list past `keep`.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (row && !row.inserted) return;
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
  const recents = db
    .select({ ...gameColumns, lastLaunchedAt: gameRecents.lastLaunchedAt, favouriteMember: gameFavourites.memberId })
    .from(gameRecents)
    .innerJoin(games, eq(games.id, gameRecents.gameId))
    .leftJoin(gameFavourites, favouriteOf(memberId))
    .$dynamic();
  const rows = await joinOffer(recents, merchantId)
    .where(
      and(
        eq(gameRecents.memberId, memberId),
        liveGame(),
        options.gameType ? eq(games.gameType, options.gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRecents.lastLaunchedAt), desc(games.id))
    .limit(options.limit);
  return rows.map(withFavouriteFlag);
}
