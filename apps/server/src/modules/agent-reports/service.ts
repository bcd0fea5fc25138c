import {
  GAME_CATEGORIES,
  type GameCategory,
  type RecordTotals,
  type TeamBetting,
  type TeamBettingQuery,
  type UserProfit,
  type UserProfitQuery,
} from '@lotus/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ZonedRange } from '../../db/reporting';
import { AppError } from '../../lib/errors';
import { shiftDay } from '../../lib/zonedTime';
import { assertInTeam, teamDays, teamMembersSql } from '../agents/service';
import type { Merchant } from '../brands/service';
import { resolvePeriod, roundReports } from '../records/service';
import * as repo from './repository';
import { listPage, pageWindow } from '../../db/paging';

/**
 * The agent centre's reports (issue 14, pages 5 and 6; docs/API.md "Agent centre: team reports"): the
 * signed-in agent's own subtree only, every figure summed by PostgreSQL over the team's rows.
 */

/** The most rows a CSV file holds (a team larger than this is cut, the file says so in its last line). */
const CSV_MAX_ROWS = 100_000;

export interface ReportCaller {
  agent: { id: number; merchantId: number };
  merchant: Merchant;
  now: Date;
}

/** Money of an answer (decision 0021) from a sum PostgreSQL may give as text. */
const money = (minor: bigint | string) => BigInt(minor);

/** The period (the records' presets and limits) as whole local days of the brand. */
function periodOf(
  c: ReportCaller,
  q: { datePreset?: string | undefined; startDate?: string | undefined; endDate?: string | undefined },
) {
  const p = resolvePeriod(c.merchant.timeZone, c.now, q);
  const range: ZonedRange = { timeZone: c.merchant.timeZone, from: p.from, to: p.to };
  return { ...p, range };
}

/**
 * The members a report covers: the agent's whole subtree, or one downline of it (by username; one that is
 * not in the subtree, another brand's, or the agent itself is refused with not_in_team).
 */
async function scopeOf(db: Tx, c: ReportCaller, username: string | undefined): Promise<SQL> {
  if (username === undefined) return teamMembersSql(c.agent.id);
  const id = await repo.memberIdByUsername(db, c.merchant.id, username);
  if (id === undefined) throw new AppError('not_in_team', undefined, 'username');
  await assertInTeam(db, c.agent, id);
  return sql`select ${id}::integer`;
}

/** The team betting's filter: over the rounds (the page of rounds) and over the day totals (every figure). */
async function bettingFilter(db: Tx, c: ReportCaller, q: TeamBettingQuery, period: ReturnType<typeof periodOf>) {
  const range = period.range;
  let vendorId: number | undefined;
  if (q.vassalage) {
    vendorId = await roundReports.vendorIdByCode(db, q.vassalage);
    if (vendorId === undefined) throw new AppError('vendor_not_found', undefined, 'vassalage');
  }
  const team = await scopeOf(db, c, q.username);
  const rounds = { merchantId: c.merchant.id, team, range, gameType: q.gameType, vendorId };
  const days = {
    merchantId: c.merchant.id,
    team,
    from: period.startDate,
    to: period.endDate,
    gameType: q.gameType,
    vendorId,
  };
  return { rounds, days };
}

interface Sums {
  rounds: number;
  stake: bigint;
  validBet: bigint;
  win: bigint;
}
const zero = (): Sums => ({ rounds: 0, stake: 0n, validBet: 0n, win: 0n });

/** Adds the (day, category, vendor) rows up by `key` (every row into one bucket: the totals). */
function rollUp<K>(rows: Awaited<ReturnType<typeof teamDays.teamRoundSums>>, key: (r: (typeof rows)[number]) => K) {
  const out = new Map<K, Sums>();
  for (const r of rows) {
    const k = key(r);
    const s = out.get(k) ?? zero();
    s.rounds += r.rounds;
    s.stake += r.stake;
    s.validBet += r.validBet;
    s.win += r.win;
    out.set(k, s);
  }
  return out;
}

const totalsOf = (x: Sums): RecordTotals => ({
  count: x.rounds,
  stake: money(x.stake),
  validBet: money(x.validBet),
  win: money(x.win),
  profit: money(x.win - x.stake),
});

/** Page 5, team betting: the team's rounds by category, vendor and day, their totals and one page of them. */
export async function teamBetting(db: Tx, c: ReportCaller, q: TeamBettingQuery): Promise<TeamBetting> {
  const period = periodOf(c, q);
  const f = await bettingFilter(db, c, q, period);
  const [rows, [players], page] = await Promise.all([
    teamDays.teamRoundSums(db, f.days),
    teamDays.teamPlayersByPeriod(db, f.days, [f.days]),
    roundReports.teamRoundsPage(db, f.rounds, pageWindow(q)),
  ]);
  const total = rollUp(rows, () => 0).get(0) ?? zero();
  const byCategory = rollUp(rows, (r) => r.gameType);
  const byVendor = rollUp(rows, (r) => r.vendorId);
  const byDayMap = rollUp(rows, (r) => r.day);
  const vendors = await roundReports.vendorNames(db, [...byVendor.keys()]);
  const byDay: TeamBetting['byDay'] = [];
  for (let d = period.startDate; d <= period.endDate; d = shiftDay(d, 1)) {
    byDay.push({ date: d, ...totalsOf(byDayMap.get(d) ?? zero()) });
  }
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    timeZone: c.merchant.timeZone,
    currency: c.merchant.currency,
    players: players ?? 0,
    summary: totalsOf(total),
    byCategory: GAME_CATEGORIES.flatMap((gameType) => {
      const x = byCategory.get(gameType);
      return x ? [{ gameType, ...totalsOf(x) }] : [];
    }),
    byVendor: [...byVendor]
      .map(([id, x]) => ({
        vassalage: vendors.get(id)?.vassalage ?? '',
        vendorName: vendors.get(id)?.displayName ?? '',
        ...totalsOf(x),
      }))
      .sort((a, b) => a.vassalage.localeCompare(b.vassalage)),
    byDay,
    ...listPage(
      page.map((r) => ({
        username: r.username,
        roundId: r.roundId,
        vassalage: r.vassalage,
        vendorName: r.vendorName,
        gameType: r.gameType as GameCategory,
        stake: money(r.stake),
        validBet: money(r.validBet),
        win: money(r.win),
        profit: money(r.win - r.stake),
        status: r.status as TeamBetting['list'][number]['status'],
        betTime: r.betAt.toISOString(),
      })),
      total.rounds,
      q,
    ),
  };
}

/** Team betting for its CSV file: per day, category and vendor, oldest first, then the totals. */
export async function teamBettingRows(db: Tx, c: ReportCaller, q: TeamBettingQuery) {
  const period = periodOf(c, q);
  const f = await bettingFilter(db, c, q, period);
  const detail = await teamDays.teamRoundSums(db, f.days);
  const vendors = await roundReports.vendorNames(db, [...new Set(detail.map((v) => v.vendorId))]);
  const rows = detail
    .map((x) => ({
      day: x.day,
      gameType: x.gameType,
      vassalage: vendors.get(x.vendorId)?.vassalage ?? '',
      vendorName: vendors.get(x.vendorId)?.displayName ?? '',
      ...totalsOf(rollUp([x], () => 0).get(0)!),
    }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) || a.gameType.localeCompare(b.gameType) || a.vassalage.localeCompare(b.vassalage),
    );
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    currency: c.merchant.currency,
    rows,
    total: totalsOf(rollUp(detail, () => 0).get(0) ?? zero()),
  };
}

type ProfitFigures = UserProfit['summary'];

const figuresOf = (x: {
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
}): ProfitFigures => ({
  validBet: money(x.validBet),
  payout: money(x.payout),
  profit: money(x.payout - x.stake),
  deposits: money(x.deposits),
  withdrawals: money(x.withdrawals),
  bonuses: money(x.bonuses),
});

/**
 * Page 6, user profit and loss: every member of the team (or the one downline asked for) with its figures
 * over the period, sorted, one page (every row up to CSV_MAX_ROWS when `all`).
 */
export async function userProfit(db: Tx, c: ReportCaller, q: UserProfitQuery, all = false): Promise<UserProfit> {
  const period = periodOf(c, q);
  const team = await scopeOf(db, c, q.username);
  const asked = all ? { pageNo: 1, pageSize: CSV_MAX_ROWS } : q;
  const page = pageWindow(asked);
  const r = await repo.profitPage(db, {
    merchantId: c.merchant.id,
    team,
    range: period.range,
    days: { from: period.startDate, to: period.endDate },
    sort: q.sort,
    order: q.order,
    page,
  });
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    timeZone: c.merchant.timeZone,
    currency: c.merchant.currency,
    sort: q.sort,
    order: q.order,
    summary: figuresOf(r.totals),
    ...listPage(
      r.list.map((x) => ({
        username: x.username,
        nickname: x.nickname,
        isAgent: x.isAgent,
        upline: x.upline,
        ...figuresOf(x),
      })),
      r.total,
      asked,
    ),
  };
}
