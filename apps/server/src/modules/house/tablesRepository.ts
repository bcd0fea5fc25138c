import { and, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { TableGameId } from '@lotus/house/tables';
import type { StoredTableBet, StoredTableRound, TableStore } from '@lotus/house/provider';
import type { Db } from '../../db/client';
import { houseTableBets, houseTableRounds, houseTableSeats } from '../../db/schema/houseTables';

type RoundRow = typeof houseTableRounds.$inferSelect;
type BetRow = typeof houseTableBets.$inferSelect;

const toRound = (r: RoundRow): StoredTableRound => ({
  ...r,
  game: r.game as TableGameId,
  status: r.status as StoredTableRound['status'],
});
const toBet = (r: BetRow): StoredTableBet => ({
  ...r,
  game: r.game as TableGameId,
  mode: r.mode as StoredTableBet['mode'],
  status: r.status as StoredTableBet['status'],
  spots: (r.spots ?? null) as StoredTableBet['spots'],
  totalStake: Number(r.totalStake),
  totalWin: Number(r.totalWin),
  balanceAfter: r.balanceAfter === null ? null : Number(r.balanceAfter),
});

/** The live tables' storage on the server's database (house_table_rounds, house_table_bets, house_table_seats). */
export function houseTableStore(db: Db): TableStore {
  const getRound = async (id: string) => {
    const [row] = await db.select().from(houseTableRounds).where(eq(houseTableRounds.id, id));
    return row ? toRound(row) : undefined;
  };
  return {
    async ensureRound(r) {
      await db
        .insert(houseTableRounds)
        .values({ ...r, status: 'open' })
        .onConflictDoNothing();
      return (await getRound(r.id))!;
    },
    getRound,
    async claimDraw(id, result, now) {
      const rows = await db
        .update(houseTableRounds)
        .set({ status: 'drawn', result, drawnAt: now })
        .where(and(eq(houseTableRounds.id, id), eq(houseTableRounds.status, 'open')))
        .returning({ id: houseTableRounds.id });
      return rows.length === 1;
    },
    async roundsDue(now, limit) {
      const rows = await db
        .select()
        .from(houseTableRounds)
        .where(and(eq(houseTableRounds.status, 'open'), lte(houseTableRounds.revealAt, now)))
        .orderBy(houseTableRounds.revealAt)
        .limit(limit);
      return rows.map(toRound);
    },
    async recentResults(tableId, limit) {
      const rows = await db
        .select()
        .from(houseTableRounds)
        .where(and(eq(houseTableRounds.tableId, tableId), eq(houseTableRounds.status, 'drawn')))
        .orderBy(desc(houseTableRounds.roundNo))
        .limit(limit);
      return rows.map(toRound);
    },
    async insertBet(b) {
      await db.insert(houseTableBets).values({
        ...b,
        totalStake: BigInt(b.totalStake),
        status: 'pending',
      });
    },
    async markPlaced(id, now) {
      const rows = await db
        .update(houseTableBets)
        .set({ status: 'placed' })
        .where(
          and(
            eq(houseTableBets.id, id),
            eq(houseTableBets.status, 'pending'),
            sql`exists (select 1 from ${houseTableRounds} r where r.id = ${houseTableBets.roundId} and r.status = 'open' and r.closes_at > ${now})`,
          ),
        )
        .returning({ id: houseTableBets.id });
      return rows.length === 1;
    },
    async updateBet(id, from, patch) {
      const { totalWin, balanceAfter, ...rest } = patch;
      const rows = await db
        .update(houseTableBets)
        .set({
          ...rest,
          ...(totalWin !== undefined ? { totalWin: BigInt(totalWin) } : {}),
          ...(balanceAfter !== undefined ? { balanceAfter: balanceAfter === null ? null : BigInt(balanceAfter) } : {}),
        })
        .where(and(eq(houseTableBets.id, id), eq(houseTableBets.status, from)))
        .returning({ id: houseTableBets.id });
      return rows.length === 1;
    },
    async getBet(id) {
      const [row] = await db.select().from(houseTableBets).where(eq(houseTableBets.id, id));
      return row ? toBet(row) : undefined;
    },
    async roundBets(roundId, statuses) {
      const rows = await db
        .select()
        .from(houseTableBets)
        .where(and(eq(houseTableBets.roundId, roundId), inArray(houseTableBets.status, statuses)))
        .orderBy(houseTableBets.createdAt);
      return rows.map(toBet);
    },
    async unfinishedBets(before, limit) {
      const rows = await db
        .select({ b: houseTableBets })
        .from(houseTableBets)
        .innerJoin(houseTableRounds, eq(houseTableRounds.id, houseTableBets.roundId))
        .where(
          or(
            and(eq(houseTableBets.status, 'pending'), lt(houseTableBets.createdAt, before)),
            and(eq(houseTableBets.status, 'placed'), eq(houseTableRounds.status, 'drawn')),
          ),
        )
        .orderBy(houseTableBets.createdAt)
        .limit(limit);
      return rows.map((r) => toBet(r.b));
    },
    async playerBets(playerId, game, mode, limit) {
      const rows = await db
        .select()
        .from(houseTableBets)
        .where(
          and(
            eq(houseTableBets.playerId, playerId),
            eq(houseTableBets.game, game),
            eq(houseTableBets.mode, mode),
            inArray(houseTableBets.status, ['placed', 'settled', 'refunded']),
          ),
        )
        .orderBy(desc(houseTableBets.createdAt))
        .limit(limit);
      return rows.map(toBet);
    },
    async seat(tableId, playerId, displayName, now) {
      await db
        .insert(houseTableSeats)
        .values({ tableId, playerId, displayName, seenAt: now })
        .onConflictDoUpdate({
          target: [houseTableSeats.tableId, houseTableSeats.playerId],
          set: { seenAt: now, displayName },
        });
    },
    async seated(tableId, since) {
      return db
        .select({ playerId: houseTableSeats.playerId, displayName: houseTableSeats.displayName })
        .from(houseTableSeats)
        .where(and(eq(houseTableSeats.tableId, tableId), gt(houseTableSeats.seenAt, since)))
        .orderBy(houseTableSeats.seenAt)
        .limit(500);
    },
  };
}
