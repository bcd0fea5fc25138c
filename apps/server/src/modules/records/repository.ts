import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { gameVendors, games } from '../../db/schema/index';
import { betRounds } from '../../db/schema/provider';
import { isSettledRound } from './settled';

export type RoundRow = typeof betRounds.$inferSelect;

/** The round of a member at a vendor, locked for the caller's transaction. */
export async function findRoundForUpdate(
  db: Tx,
  vendorId: number,
  roundId: string,
  memberId: number,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(betRounds)
    .where(and(eq(betRounds.vendorId, vendorId), eq(betRounds.roundId, roundId), eq(betRounds.memberId, memberId)))
    .for('update');
  return row;
}

export interface RoundDelta {
  merchantId: number;
  memberId: number;
  vendorId: number;
  gameId: number;
  gameType: string;
  roundId: string;
  stake: bigint;
  win: bigint;
  at: Date;
}

/**
 * Adds a transaction's amounts to its round (created by the first one) and sets the round's state, in one
 * statement (the agents' day-total triggers run once): a rollback that leaves nothing cancels the round, `close`
 * true settles it, false opens it again (not a cancelled one), undefined keeps it; an open round has no settling
 * time; the valid bet is the stake, except a cancelled round or a settled full push (win = stake). Migration 0040's provider_money writes a round the same way.
 */
export async function addToRound(
  db: Tx,
  d: RoundDelta & { rollback: boolean; close: boolean | undefined },
): Promise<RoundRow> {
  const close = d.close ?? null;
  /** The round's state after this transaction, from its amounts after it and its state before. */
  const state = (stake: SQL, win: SQL) =>
    sql`(CASE WHEN ${d.rollback}::boolean AND ${stake} = 0 AND ${win} = 0 THEN 'cancelled'
      WHEN ${close}::boolean IS TRUE THEN 'settled'
      WHEN ${close}::boolean IS FALSE AND ${betRounds.status} <> 'cancelled' THEN 'open'
      ELSE ${betRounds.status} END)`;
  const derived = (stake: SQL, win: SQL) => {
    const status = state(stake, win);
    return {
      status,
      validBet: sql`(CASE WHEN ${status} = 'cancelled' THEN 0
        WHEN ${status} = 'settled' AND ${win} = ${stake} THEN 0 ELSE ${stake} END)`,
      settledAt: sql`(CASE WHEN ${status} = 'open' THEN NULL
        ELSE coalesce(${betRounds.settledAt}, ${d.at.toISOString()}::timestamptz) END)`,
    };
  };
  if (d.stake < 0n || d.win < 0n) {
    // A rollback: the round exists (and an insert's proposed row would fail the amount check).
    const stake = sql`(${betRounds.stake} + ${d.stake}::bigint)`;
    const win = sql`(${betRounds.win} + ${d.win}::bigint)`;
    const [row] = await db
      .update(betRounds)
      .set({
        stake,
        win,
        transactions: sql`${betRounds.transactions} + 1`,
        updatedAt: d.at,
        ...derived(stake, win),
      })
      .where(
        and(eq(betRounds.vendorId, d.vendorId), eq(betRounds.roundId, d.roundId), eq(betRounds.memberId, d.memberId)),
      )
      .returning();
    return row!;
  }
  const status = d.rollback && d.stake === 0n && d.win === 0n ? 'cancelled' : close === true ? 'settled' : 'open';
  const stake = sql`(${betRounds.stake} + excluded.stake)`;
  const win = sql`(${betRounds.win} + excluded.win)`;
  const [row] = await db
    .insert(betRounds)
    .values({
      merchantId: d.merchantId,
      memberId: d.memberId,
      vendorId: d.vendorId,
      gameId: d.gameId,
      gameType: d.gameType,
      roundId: d.roundId,
      stake: d.stake,
      win: d.win,
      validBet: status === 'cancelled' || (status === 'settled' && d.win === d.stake) ? 0n : d.stake,
      status,
      transactions: 1,
      betAt: d.at,
      settledAt: status === 'open' ? null : d.at,
      updatedAt: d.at,
    })
    .onConflictDoUpdate({
      target: [betRounds.vendorId, betRounds.roundId, betRounds.memberId],
      set: {
        stake,
        win,
        transactions: sql`${betRounds.transactions} + 1`,
        updatedAt: sql`excluded.updated_at`,
        ...derived(stake, win),
      },
    })
    .returning();
  return row!;
}

export interface RoundFilter {
  merchantId: number;
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  vendorId?: number | undefined;
  gameId?: number | undefined;
  status?: string | undefined;
}

function where(f: RoundFilter): SQL | undefined {
  return and(
    eq(betRounds.merchantId, f.merchantId),
    eq(betRounds.memberId, f.memberId),
    gte(betRounds.betAt, f.from),
    lt(betRounds.betAt, f.to),
    f.gameType ? eq(betRounds.gameType, f.gameType) : undefined,
    f.vendorId !== undefined ? eq(betRounds.vendorId, f.vendorId) : undefined,
    f.gameId !== undefined ? eq(betRounds.gameId, f.gameId) : undefined,
    f.status ? eq(betRounds.status, f.status) : undefined,
  );
}

/** Sums of the settled rounds only (./settled.ts): an open round is no loss yet, a cancelled one nothing. */
const settledSum = (c: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${c}) filter (where ${isSettledRound}), 0)`;
const totals = {
  n: sql<number>`count(*) filter (where ${isSettledRound})::int`,
  stake: settledSum(betRounds.stake),
  validBet: settledSum(betRounds.validBet),
  win: settledSum(betRounds.win),
};

export async function pageRounds(db: Tx, f: RoundFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      round: betRounds,
      gameName: games.name,
      gameCode: games.code,
      vassalage: gameVendors.vassalage,
      vendorName: gameVendors.displayName,
    })
    .from(betRounds)
    .innerJoin(games, eq(games.id, betRounds.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, betRounds.vendorId))
    .where(where(f))
    .orderBy(desc(betRounds.betAt), desc(betRounds.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** The settled rounds' totals, and how many rounds the filter matches in all (open ones too: the list's length). */
export async function roundTotals(db: Tx, f: RoundFilter) {
  const [row] = await db
    .select({ ...totals, listed: count() })
    .from(betRounds)
    .where(where(f));
  return row!;
}

/** Stakes and wins of every round not cancelled, open ones included (responsible gaming counts a stake when placed). */
export async function placedStakesAndWins(db: Tx, f: RoundFilter) {
  const [row] = await db
    .select({
      stake: sql<string>`coalesce(sum(${betRounds.stake}), 0)`,
      win: sql<string>`coalesce(sum(${betRounds.win}), 0)`,
    })
    .from(betRounds)
    .where(where(f));
  return row!;
}

export async function totalsByCategory(db: Tx, f: RoundFilter) {
  return db
    .select({ gameType: betRounds.gameType, ...totals })
    .from(betRounds)
    .where(where(f))
    .groupBy(betRounds.gameType);
}

/** Totals per local day; `offsetMinutes` is the brand time zone's offset from UTC over the period. */
export async function totalsByDay(db: Tx, f: RoundFilter, offsetMinutes: number) {
  // The offset is an integer we computed, written inline so that select and group by are one expression.
  const minutes = sql.raw(String(Math.trunc(offsetMinutes)));
  const day = sql<string>`to_char(${betRounds.betAt} + make_interval(mins => ${minutes}), 'YYYY-MM-DD')`;
  return db
    .select({ day, ...totals })
    .from(betRounds)
    .where(where(f))
    .groupBy(day);
}

/** The member's valid bets (turnover) over [from, to). */
export async function sumValidBet(db: Tx, merchantId: number, memberId: number, from?: Date, to?: Date) {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${betRounds.validBet}), 0)` })
    .from(betRounds)
    .where(
      and(
        eq(betRounds.merchantId, merchantId),
        eq(betRounds.memberId, memberId),
        isSettledRound,
        from ? gte(betRounds.betAt, from) : undefined,
        to ? lt(betRounds.betAt, to) : undefined,
      ),
    );
  return BigInt(row?.v ?? '0');
}

export async function vendorIdByCode(db: Tx, vassalage: string): Promise<number | undefined> {
  const [row] = await db.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
  return row?.id;
}

export async function sumValidBetByType(db: Tx, merchantId: number, memberId: number, from: Date) {
  return db
    .select({ gameType: betRounds.gameType, v: sql<string>`coalesce(sum(${betRounds.validBet}), 0)` })
    .from(betRounds)
    .where(
      and(
        eq(betRounds.merchantId, merchantId),
        eq(betRounds.memberId, memberId),
        isSettledRound,
        gte(betRounds.betAt, from),
      ),
    )
    .groupBy(betRounds.gameType);
}

/** The member's valid bets per category of every settled round, all time (a cancelled one's valid bet is 0). */
export async function sumClosedValidBetByType(db: Tx, merchantId: number, memberId: number) {
  return db
    .select({ gameType: betRounds.gameType, v: sql<string>`coalesce(sum(${betRounds.validBet}), 0)` })
    .from(betRounds)
    .where(and(eq(betRounds.merchantId, merchantId), eq(betRounds.memberId, memberId), isSettledRound))
    .groupBy(betRounds.gameType);
}

export async function validBetRanking(db: Tx, q: { merchantId: number; from: Date; to: Date; limit: number }) {
  const v = sql<string>`sum(${betRounds.validBet})`;
  return db
    .select({ memberId: betRounds.memberId, v })
    .from(betRounds)
    .where(
      and(
        eq(betRounds.merchantId, q.merchantId),
        isSettledRound,
        gte(betRounds.betAt, q.from),
        lt(betRounds.betAt, q.to),
      ),
    )
    .groupBy(betRounds.memberId)
    .having(sql`${v} > 0`)
    .orderBy(desc(v), betRounds.memberId)
    .limit(q.limit);
}
