import {
  AGENT_TYPES,
  type AgentOverview,
  type TeamFigures,
  type TeamMember,
  type TeamMemberDetail,
  type TeamMembersPage,
} from '@lotus/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ZonedRange } from '../../db/reporting';
import { rowsOf } from '../../db/sqlResult';
import { AppError } from '../../lib/errors';
import { dayIn, isCalendarDay, shiftDay, startOfDay } from '../../lib/zonedTime';
import type { Merchant } from '../brands/service';
import { depositReports } from '../deposits/service';
import { withdrawalReports } from '../withdrawals/service';
import * as teamDays from './dayTotals';
import * as repo from './repository';
import { assertInTeam, teamMembersSql } from './service';
import { listPage, pageWindow } from '../../db/paging';

/**
 * The team overview, team management and a downline's figures (issue 14). Every figure is summed by
 * PostgreSQL in the module that owns the rows, over `teamMembersSql` (one range of member_tree); this
 * module only puts the answers together. Days are the brand's calendar days.
 */

interface Days {
  from: string;
  to: string;
}

const rangeOf = (brand: Merchant, d: Days): ZonedRange => ({
  timeZone: brand.timeZone,
  from: startOfDay(brand.timeZone, d.from),
  to: startOfDay(brand.timeZone, shiftDay(d.to, 1)),
});

/** Money of an answer (decision 0021) from a sum PostgreSQL may give as text. */
const money = (v: bigint | string) => BigInt(v);

/** (key 0, member_id) for each id of `members`: the group the reports modules sum by. */
const oneGroup = (members: SQL): SQL => sql`select 0 as key, x.id as member_id from (${members}) as x(id)`;

interface DaySums {
  newMembers: number;
  validBet: bigint;
  stake: bigint;
  win: bigint;
}

/** Per local day over the range: new accounts and the rounds' sums (from the day totals). */
async function dailySums(db: Tx, brand: Merchant, members: SQL, d: Days): Promise<Map<string, DaySums>> {
  const [joined, rounds] = await Promise.all([
    repo.newMembersByDay(db, members, rangeOf(brand, d)),
    teamDays.teamRoundsByDay(db, { merchantId: brand.id, team: members, ...d }),
  ]);
  const out = new Map<string, DaySums>();
  for (let day = d.from; day <= d.to; day = shiftDay(day, 1)) {
    const r = rounds.get(day);
    out.set(day, {
      newMembers: joined.get(day) ?? 0,
      validBet: r?.validBet ?? 0n,
      stake: r?.stake ?? 0n,
      win: r?.win ?? 0n,
    });
  }
  return out;
}

/** Deposits and withdrawals of the members over the days. */
async function moneyOf(db: Tx, brand: Merchant, members: SQL, d: Days) {
  const range = rangeOf(brand, d);
  const [deposits, withdrawals] = await Promise.all([
    depositReports.creditedByGroup(db, brand.id, range, oneGroup(members)),
    db.execute(
      sql`select coalesce(sum(w.amount), 0)::text as v from (${withdrawalReports.paidByMember(brand.id, range, members)}) w`,
    ),
  ]);
  const [w] = rowsOf(withdrawals);
  return { deposits: deposits.get(0) ?? 0n, withdrawals: BigInt(String(w?.v ?? '0')) };
}

/** Members with a round in each of the periods (one probe of the day totals per member and period). */
function playersOf(db: Tx, brand: Merchant, members: SQL, periods: Days[]) {
  return teamDays.teamPlayersByPeriod(db, { merchantId: brand.id, team: members }, periods);
}

function figures(
  d: Days,
  daily: Map<string, DaySums>,
  m: Awaited<ReturnType<typeof moneyOf>>,
  players: number,
): TeamFigures {
  let newMembers = 0;
  let validBet = 0n;
  let result = 0n;
  for (const [day, s] of daily) {
    if (day < d.from || day > d.to) continue;
    newMembers += s.newMembers;
    validBet += s.validBet;
    result += s.win - s.stake;
  }
  return {
    from: d.from,
    to: d.to,
    newMembers,
    activeMembers: players,
    deposits: money(m.deposits),
    withdrawals: money(m.withdrawals),
    validBet: money(validBet),
    profitLoss: money(result),
  };
}

/** The overview's periods: today, yesterday, this month and last month (to its last day). */
function overviewPeriods(brand: Merchant, now: Date) {
  const today = dayIn(brand.timeZone, now);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = shiftDay(monthStart, -1);
  return {
    today: { from: today, to: today },
    yesterday: { from: shiftDay(today, -1), to: shiftDay(today, -1) },
    thisMonth: { from: monthStart, to: today },
    lastMonth: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
  };
}

/** The team overview: the team's size and its figures of today, yesterday, this and last month, and 30 days. */
export async function teamOverview(
  db: Tx,
  brand: Merchant,
  agent: { id: number; username: string },
  now: Date,
): Promise<AgentOverview> {
  const team = teamMembersSql(agent.id);
  const periods = overviewPeriods(brand, now);
  const chartFrom = shiftDay(periods.today.from, -29);
  const span = { from: chartFrom < periods.lastMonth.from ? chartFrom : periods.lastMonth.from, to: periods.today.to };
  const order = [periods.today, periods.yesterday, periods.thisMonth, periods.lastMonth];
  const [counts, daily, players, today, yesterday, thisMonth, lastMonth] = await Promise.all([
    repo.teamCounts(db, agent.id, AGENT_TYPES),
    dailySums(db, brand, team, span),
    playersOf(db, brand, team, order),
    moneyOf(db, brand, team, periods.today),
    moneyOf(db, brand, team, periods.yesterday),
    moneyOf(db, brand, team, periods.thisMonth),
    moneyOf(db, brand, team, periods.lastMonth),
  ]);
  const days = [...daily]
    .filter(([day]) => day >= chartFrom)
    .map(([day, s]) => ({
      day,
      newMembers: s.newMembers,
      validBet: money(s.validBet),
      profitLoss: money(s.win - s.stake),
    }));
  return {
    account: agent.username,
    currency: brand.currency,
    timeZone: brand.timeZone,
    teamSize: counts.size,
    directCount: counts.direct,
    agentCount: counts.agents,
    periods: {
      today: figures(periods.today, daily, today, players[0]!),
      yesterday: figures(periods.yesterday, daily, yesterday, players[1]!),
      thisMonth: figures(periods.thisMonth, daily, thisMonth, players[2]!),
      lastMonth: figures(periods.lastMonth, daily, lastMonth, players[3]!),
    },
    days,
  };
}

// ── team management ─────────────────────────────────────────────────────────────────────────────

function teamMemberView(r: repo.TeamRow, now: Date): TeamMember {
  return {
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    isAgent: r.isAgent as TeamMember['isAgent'],
    level: r.depth,
    upline: r.upline,
    status: r.disabledAt ? 'disabled' : r.lockedUntil && r.lockedUntil > now ? 'locked' : 'active',
    registeredAt: r.createdAt.toISOString(),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    balance: money(r.balance),
  };
}

export interface TeamListQuery {
  username?: string | undefined;
  level?: number | undefined;
  type?: 'member' | 'agent' | undefined;
  status?: 'active' | 'locked' | 'disabled' | undefined;
  lastLogin?: '1d' | '7d' | '30d' | 'over30d' | 'never' | undefined;
  minBalance?: bigint | undefined;
  maxBalance?: bigint | undefined;
  sort: repo.TeamSort;
  pageNo: number;
  pageSize: number;
}

/** One page of the agent's team (any depth), searched, filtered and sorted. */
export async function teamMembers(
  db: Tx,
  agent: { id: number; merchantId: number },
  q: TeamListQuery,
  now: Date,
): Promise<TeamMembersPage> {
  const { rows, total } = await repo.teamPage(
    db,
    // The balance bounds come in minor units, read by the contract (at least 0, at most two decimals).
    { ...q, agentId: agent.id, merchantId: agent.merchantId, agentTypes: AGENT_TYPES, now },
    q.sort,
    pageWindow(q),
  );
  return listPage(
    rows.map((r) => teamMemberView(r, now)),
    total,
    q,
  );
}

/** The longest period a downline's figures cover. */
const MAX_DETAIL_DAYS = 366;

/** One downline of the agent's team with its own and its team's figures (the last 7 or 30 days, or from–to). */
export async function teamMemberDetail(
  db: Tx,
  brand: Merchant,
  agent: { id: number; merchantId: number },
  memberId: number,
  q: { preset?: '7' | '30' | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<TeamMemberDetail> {
  await assertInTeam(db, agent, memberId);
  const to = q.to ?? dayIn(brand.timeZone, now);
  const from = q.from ?? shiftDay(to, -(Number(q.preset ?? '30') - 1));
  if (!isCalendarDay(from)) throw new AppError('validation_failed', 'not a calendar day', 'from');
  if (!isCalendarDay(to)) throw new AppError('validation_failed', 'not a calendar day', 'to');
  if (from > to) throw new AppError('validation_failed', 'from is after to', 'from');
  if (shiftDay(from, MAX_DETAIL_DAYS - 1) < to) {
    throw new AppError('validation_failed', `at most ${MAX_DETAIL_DAYS} days`, 'from');
  }
  const d = { from, to };
  const filter = { agentId: agent.id, merchantId: agent.merchantId, agentTypes: AGENT_TYPES, now };
  const row = await repo.teamRowOf(db, filter, memberId);
  if (!row) throw new AppError('not_in_team');
  const own = sql`select ${memberId}::integer`;
  const sub = teamMembersSql(memberId);
  const [counts, ownDaily, ownMoney, [ownPlayers]] = await Promise.all([
    repo.teamCounts(db, memberId, AGENT_TYPES),
    dailySums(db, brand, own, d),
    moneyOf(db, brand, own, d),
    playersOf(db, brand, own, [d]),
  ]);
  let team: TeamFigures | null = null;
  if (counts.size > 0) {
    const [daily, m, [players]] = await Promise.all([
      dailySums(db, brand, sub, d),
      moneyOf(db, brand, sub, d),
      playersOf(db, brand, sub, [d]),
    ]);
    team = figures(d, daily, m, players!);
  }
  const ownFigures = figures(d, ownDaily, ownMoney, ownPlayers!);
  return {
    member: teamMemberView(row, now),
    teamSize: counts.size,
    // The account's own joining is not a new member of its own.
    own: { ...ownFigures, newMembers: 0 },
    team,
  };
}
