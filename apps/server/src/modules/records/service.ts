import {
  GAME_CATEGORIES,
  RECORD_MAX_DAYS,
  type BetRecord,
  type GameCategory,
  type History,
  type HistoryQuery,
  type Profit,
  type RecordTotals,
  type SiteLanguage,
} from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dayIn, isCalendarDay, offsetMinutes, shiftDay, startOfDay } from '../../lib/zonedTime';
import type { Merchant } from '../brands/service';
import * as repo from './repository';
import type { RoundRow } from './repository';
import { listPage, pageWindow } from '../../db/paging';

/**
 * Betting records (docs/API.md "Betting records"): one row per round of real money, written by the
 * provider gateway in the same transaction as the ledger entry (applyRoundTransaction), read by
 * personalHistoryCopy and personalProfit, and summed as turnover (validBetTotal).
 */

export type { RoundRow } from './repository';
export const findRoundForUpdate = repo.findRoundForUpdate;

export interface RoundTransaction extends repo.RoundDelta {
  kind: 'bet' | 'win' | 'rollback';
  /** true: the vendor says the round is over; false: more follows; undefined: unchanged. */
  close: boolean | undefined;
}

/** Applies one accepted bet, win or rollback to its round, in one statement. Call inside the money transaction. */
export function applyRoundTransaction(tx: Tx, t: RoundTransaction): Promise<RoundRow> {
  return repo.addToRound(tx, { ...t, rollback: t.kind === 'rollback' });
}

/**
 * Turnover for the withdrawal check, VIP progress and referral: the member's valid bets of settled rounds over
 * [from, to) (all time without bounds), minor units. Open rounds and trial (free play) rounds never count.
 */
export function validBetTotal(
  db: Tx,
  q: { merchantId: number; memberId: number; from?: Date; to?: Date },
): Promise<bigint> {
  return repo.sumValidBet(db, q.merchantId, q.memberId, q.from, q.to);
}

/** The member's valid bets of settled rounds per game category since `from` (a bonus's weighted wagering). */
export async function validBetByCategory(
  db: Tx,
  q: { merchantId: number; memberId: number; from: Date },
): Promise<Map<string, bigint>> {
  const rows = await repo.sumValidBetByType(db, q.merchantId, q.memberId, q.from);
  return new Map(rows.map((r) => [r.gameType, BigInt(r.v)]));
}

/**
 * The member's valid bets per game category of all their settled rounds (cancelled ones count 0), all time:
 * cashback's running totals. A round counts once it is no longer open, and a later rollback lowers its valid
 * bet here, so what a claim counted is deducted from the next when its bets are rolled back.
 */
export async function closedValidBetByCategory(
  db: Tx,
  q: { merchantId: number; memberId: number },
): Promise<Map<string, bigint>> {
  const rows = await repo.sumClosedValidBetByType(db, q.merchantId, q.memberId);
  return new Map(rows.map((r) => [r.gameType, BigInt(r.v)]));
}

/** Stakes minus wins of the settled rounds over [from, to): what the member lost (negative when they won). */
export async function netLoss(db: Tx, q: { merchantId: number; memberId: number; from: Date; to: Date }) {
  const t = await repo.roundTotals(db, q);
  return BigInt(t.stake) - BigInt(t.win);
}

/**
 * Stakes and wins of the rounds begun over [from, to), open ones included (responsible gaming's limits and
 * reality check count a stake when it is placed).
 */
export async function stakesAndWins(db: Tx, q: { merchantId: number; memberId: number; from: Date; to: Date }) {
  const t = await repo.placedStakesAndWins(db, q);
  return { stake: BigInt(t.stake), win: BigInt(t.win) };
}

/**
 * The member's settled rounds begun over [from, to), of one category or game when given: their count and
 * valid bets (missions' bet N and play N rounds). Open and cancelled rounds do not count.
 */
export async function settledRoundTotals(
  db: Tx,
  q: { merchantId: number; memberId: number; from: Date; to: Date; gameType?: string; gameId?: number },
) {
  const t = await repo.roundTotals(db, { ...q, status: 'settled' });
  return { rounds: Number(t.n), validBet: BigInt(t.validBet) };
}

/** The brand's members ranked by valid bets over [from, to) (a turnover race). */
export async function validBetRanking(db: Tx, q: { merchantId: number; from: Date; to: Date; limit: number }) {
  const rows = await repo.validBetRanking(db, q);
  return rows.map((r) => ({ memberId: r.memberId, validBet: BigInt(r.v) }));
}

// ── periods in the brand's time zone ──────────────────────────────────────────────────────────

export interface Period {
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
}

export function resolvePeriod(
  timeZone: string,
  now: Date,
  q: { datePreset?: string | undefined; startDate?: string | undefined; endDate?: string | undefined },
): Period {
  const today = dayIn(timeZone, now);
  let startDate: string;
  let endDate: string;
  if (q.startDate !== undefined || q.endDate !== undefined) {
    if (!q.startDate) throw new AppError('validation_failed', 'startDate and endDate go together', 'startDate');
    if (!q.endDate) throw new AppError('validation_failed', 'startDate and endDate go together', 'endDate');
    for (const [f, d] of [
      ['startDate', q.startDate],
      ['endDate', q.endDate],
    ] as const) {
      if (!isCalendarDay(d)) throw new AppError('validation_failed', `${f} is not a date`, f);
    }
    if (q.endDate < q.startDate) throw new AppError('validation_failed', 'endDate is before startDate', 'endDate');
    const span = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 + 1;
    if (span > RECORD_MAX_DAYS) throw new AppError('validation_failed', `at most ${RECORD_MAX_DAYS} days`, 'endDate');
    startDate = q.startDate;
    endDate = q.endDate;
  } else {
    const preset = q.datePreset ?? '7D';
    endDate = preset === 'YESTERDAY' ? shiftDay(today, -1) : today;
    startDate =
      preset === 'TODAY' ? today : preset === 'YESTERDAY' ? endDate : shiftDay(today, preset === '30D' ? -29 : -6);
  }
  return { startDate, endDate, from: startOfDay(timeZone, startDate), to: startOfDay(timeZone, shiftDay(endDate, 1)) };
}

// ── reads ─────────────────────────────────────────────────────────────────────────────────────

function toTotals(r: { n: number; stake: string; validBet: string; win: string }): RecordTotals {
  const stake = BigInt(r.stake);
  const win = BigInt(r.win);
  return {
    count: Number(r.n),
    stake,
    validBet: BigInt(r.validBet),
    win,
    profit: win - stake,
  };
}

async function filterOf(
  db: Tx,
  merchant: Merchant,
  memberId: number,
  period: Period,
  q: { gameType?: GameCategory | undefined; vassalage?: string | undefined; status?: string | undefined },
): Promise<repo.RoundFilter | null> {
  let vendorId: number | undefined;
  if (q.vassalage) {
    vendorId = await repo.vendorIdByCode(db, q.vassalage);
    if (vendorId === undefined) throw new AppError('vendor_not_found', undefined, 'vassalage');
  }
  return {
    merchantId: merchant.id,
    memberId,
    from: period.from,
    to: period.to,
    gameType: q.gameType,
    vendorId,
    status: q.status,
  };
}

/** How a round row links to the vendor's replay page (provider gateway), or null. */
export type RecallLink = (r: { vassalage: string; roundId: string; gameCode: string }) => string | null;

/** personalHistoryCopy: the member's rounds, newest first, with totals of the whole filter. */
export async function history(
  db: Tx,
  c: { merchant: Merchant; memberId: number; language: SiteLanguage; now: Date; recall?: RecallLink },
  q: HistoryQuery,
): Promise<History> {
  const tz = c.merchant.timeZone;
  const period = resolvePeriod(tz, c.now, q);
  const f = (await filterOf(db, c.merchant, c.memberId, period, q))!;
  const rows = await repo.pageRounds(db, f, pageWindow(q));
  const sum = await repo.roundTotals(db, f);
  const list: BetRecord[] = rows.map(({ round: r, gameName, gameCode, vassalage, vendorName }) => ({
    roundId: r.roundId,
    vassalage,
    vendorName,
    gameId: r.gameId,
    gameName: gameName[c.language] || gameName.vi,
    gameType: r.gameType as GameCategory,
    stake: r.stake,
    validBet: r.validBet,
    win: r.win,
    // An open round has no result yet: its stake is at play, not lost (issue 33).
    profit: r.status === 'open' ? null : r.win - r.stake,
    status: r.status as BetRecord['status'],
    betTime: r.betAt.toISOString(),
    settleTime: r.settledAt ? r.settledAt.toISOString() : null,
    transactions: r.transactions,
    recallUrl: c.recall ? c.recall({ vassalage, roundId: r.roundId, gameCode }) : null,
  }));
  const total = Number(sum.listed);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    timeZone: tz,
    currency: c.merchant.currency,
    ...listPage(list, total, q),
    summary: toTotals(sum),
  };
}

/** personalProfit: totals, by category and by day (every day of the period, zeros included). */
export async function profit(
  db: Tx,
  c: { merchant: Merchant; memberId: number; now: Date },
  q: {
    datePreset?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    gameType?: GameCategory | undefined;
    vassalage?: string | undefined;
  },
): Promise<Profit> {
  const tz = c.merchant.timeZone;
  const period = resolvePeriod(tz, c.now, q);
  const f = (await filterOf(db, c.merchant, c.memberId, period, q))!;
  const [sum, cats, days] = [
    await repo.roundTotals(db, f),
    await repo.totalsByCategory(db, f),
    await repo.totalsByDay(db, f, offsetMinutes(tz, period.from)),
  ];
  const byDayMap = new Map(days.map((d) => [d.day, d]));
  const byDay: Profit['byDay'] = [];
  for (let d = period.startDate; d <= period.endDate; d = shiftDay(d, 1)) {
    const r = byDayMap.get(d);
    byDay.push({ date: d, ...toTotals(r ?? { n: 0, stake: '0', validBet: '0', win: '0' }) });
  }
  const byCategory = GAME_CATEGORIES.flatMap((gameType) => {
    const r = cats.find((x) => x.gameType === gameType);
    return r && Number(r.n) > 0 ? [{ gameType, ...toTotals(r) }] : [];
  });
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    timeZone: tz,
    currency: c.merchant.currency,
    total: toTotals(sum),
    byCategory,
    byDay,
  };
}

/** Sums for the operator's dashboard and reports (modules/reports). */
export * as roundReports from './reportsRepository';
