// The rank list's SQL: wins recorded as rounds settle, and the biggest wins and games of a period.
import { and, asc, count, desc, eq, gte, max, sum } from 'drizzle-orm';
import type { GameCategory } from '@lotus/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { gameRankEntries, games, gameVendors } from '../../db/schema/index';
import { joinOffer } from './repository';

export interface RankEntryInput {
  merchantId: number;
  gameId: number;
  memberId: number | null;
  /** Masked for display (maskPlayerName). */
  playerName: string;
  stake: bigint;
  win: bigint;
  wonAt: Date;
  source: 'bet' | 'demo';
  roundId: string | null;
}

/** Adds a ranked win; idempotent on (merchant, roundId). Returns whether a row was added. */
export async function recordRankEntry(db: Tx, e: RankEntryInput): Promise<boolean> {
  const rows = await db.insert(gameRankEntries).values(e).onConflictDoNothing().returning({ id: gameRankEntries.id });
  return rows.length > 0;
}

const rankGameColumns = {
  gameId: games.id,
  name: games.name,
  showIcon: games.showIcon,
  gameType: games.gameType,
  vassalage: gameVendors.vassalage,
};

/**
 * A query over rank entries narrowed to the brand's since `since`, on active games it offers (of one category, if
 * given). Only wins of real rounds (source 'bet'): rows of demo data an older install seeded never show (issue 33).
 */
const rankWindow = <T extends PgSelect>(q: T, merchantId: number, since: Date, gameType: GameCategory | undefined) =>
  joinOffer(q.innerJoin(games, eq(games.id, gameRankEntries.gameId)), merchantId).where(
    and(
      eq(gameRankEntries.merchantId, merchantId),
      eq(gameRankEntries.source, 'bet'),
      gte(gameRankEntries.wonAt, since),
      eq(games.status, 'active'),
      gameType ? eq(games.gameType, gameType) : undefined,
    ),
  );

export async function topWins(
  db: Tx,
  merchantId: number,
  since: Date,
  options: { limit: number; gameType?: GameCategory | undefined },
) {
  const wins = db
    .select({
      ...rankGameColumns,
      playerName: gameRankEntries.playerName,
      stake: gameRankEntries.stake,
      win: gameRankEntries.win,
      wonAt: gameRankEntries.wonAt,
    })
    .from(gameRankEntries)
    .$dynamic();
  return rankWindow(wins, merchantId, since, options.gameType)
    .orderBy(desc(gameRankEntries.win), desc(gameRankEntries.wonAt), desc(gameRankEntries.id))
    .limit(options.limit);
}

export async function topGames(
  db: Tx,
  merchantId: number,
  since: Date,
  options: { limit: number; gameType?: GameCategory | undefined },
) {
  const total = sum(gameRankEntries.win).mapWith(BigInt);
  const byGame = db
    .select({ ...rankGameColumns, total, n: count(), latest: max(gameRankEntries.wonAt) })
    .from(gameRankEntries)
    .$dynamic();
  return rankWindow(byGame, merchantId, since, options.gameType)
    .groupBy(games.id, gameVendors.vassalage)
    .orderBy(desc(sum(gameRankEntries.win)), asc(games.id))
    .limit(options.limit);
}
