import {
  AGENT_TYPES,
  REPORT_MAX_DAYS,
  type AgentDetail,
  type AgentList,
  type AgentMoveResult,
  type AgentNode,
  type Dashboard,
  type DashboardBrand,
  type DashboardFigures,
  type PnlDimension,
  type PnlReport,
  type PnlRow,
  type PromotionCostReport,
  type PromotionCostRow,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { ZonedRange } from '../../db/reporting';
import { AppError } from '../../lib/errors';
import { dayIn, isCalendarDay, shiftDay, startOfDay } from '../../lib/zonedTime';
import { agentTree } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { depositReports } from '../deposits/service';
import { auditOps, type OpsActor } from '../operators/service';
import { promotionReports } from '../promotions/service';
import { roundReports } from '../records/service';
import { withdrawalReports } from '../withdrawals/service';
import { listPage, pageWindow } from '../../db/paging';

/**
 * The operator's dashboard, reports and agent tree (docs/API.md "Operator console: dashboard, reports,
 * agents"). Each figure is summed by PostgreSQL in the module that owns the table; this module only asks
 * per brand and day and puts the answers together. Days are the brand's calendar days.
 */

/** The UTC bounds of the local days from … to (both included) in the brand's zone. */
export function zonedRange(brand: Merchant, from: string, to: string): ZonedRange {
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isCalendarDay(day)) throw new AppError('validation_failed', `${field} is not a calendar day`, field);
  }
  if (from > to) throw new AppError('validation_failed', 'from is after to', 'from');
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (days > REPORT_MAX_DAYS) {
    throw new AppError('validation_failed', `the period is longer than ${REPORT_MAX_DAYS} days`, 'to');
  }
  return {
    timeZone: brand.timeZone,
    from: startOfDay(brand.timeZone, from),
    to: startOfDay(brand.timeZone, shiftDay(to, 1)),
  };
}

/** The days from … to, oldest first. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) out.push(d);
  return out;
}

// ── dashboard ───────────────────────────────────────────────────────────────────────────────────

interface DayCounts {
  registrations: number;
  firstDeposits: number;
  firstDepositAmount: bigint;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  bets: number;
  stake: bigint;
  payout: bigint;
  activePlayers: number;
}

const emptyCounts = (): DayCounts => ({
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: 0n,
  deposits: 0,
  depositAmount: 0n,
  withdrawals: 0,
  withdrawalAmount: 0n,
  bets: 0,
  stake: 0n,
  payout: 0n,
  activePlayers: 0,
});

const figuresOf = (c: DayCounts): DashboardFigures => ({
  registrations: c.registrations,
  firstDeposits: c.firstDeposits,
  firstDepositAmount: c.firstDepositAmount,
  deposits: c.deposits,
  depositAmount: c.depositAmount,
  withdrawals: c.withdrawals,
  withdrawalAmount: c.withdrawalAmount,
  bets: c.bets,
  stake: c.stake,
  payout: c.payout,
  ggr: c.stake - c.payout,
  activePlayers: c.activePlayers,
});

async function brandDashboard(db: Tx, brand: Merchant, days: number, now: Date): Promise<DashboardBrand> {
  const today = dayIn(brand.timeZone, now);
  const first = shiftDay(today, -(days - 1));
  const r = zonedRange(brand, first, today);
  const [registrations, credited, firsts, paid, rounds, period] = await Promise.all([
    agentTree.registrationsByDay(db, brand.id, r),
    depositReports.creditedByDay(db, brand.id, r),
    depositReports.firstDepositsByDay(db, brand.id, r),
    withdrawalReports.paidByDay(db, brand.id, r),
    roundReports.roundsByDay(db, brand.id, r),
    roundReports.roundTotals(db, brand.id, r),
  ]);
  const byDay = new Map(daysOf(first, today).map((d) => [d, emptyCounts()]));
  const at = (day: string) => byDay.get(day) ?? emptyCounts();
  for (const x of registrations) at(x.day).registrations = x.n;
  for (const x of credited) Object.assign(at(x.day), { deposits: x.n, depositAmount: BigInt(x.amount) });
  for (const x of firsts) Object.assign(at(x.day), { firstDeposits: x.n, firstDepositAmount: BigInt(x.amount) });
  for (const x of paid) Object.assign(at(x.day), { withdrawals: x.n, withdrawalAmount: BigInt(x.amount) });
  for (const x of rounds) {
    Object.assign(at(x.day), {
      bets: x.rounds,
      stake: BigInt(x.stake),
      payout: BigInt(x.win),
      activePlayers: x.players,
    });
  }
  const total = emptyCounts();
  for (const c of byDay.values()) {
    for (const k of Object.keys(total) as (keyof DayCounts)[]) {
      (total[k] as number | bigint) = (total[k] as bigint) + (c[k] as bigint);
    }
  }
  total.activePlayers = period.players;
  return {
    brand: brand.code,
    name: brand.name,
    currency: brand.currency,
    timeZone: brand.timeZone,
    today,
    figures: figuresOf(at(today)),
    yesterday: figuresOf(at(shiftDay(today, -1))),
    trend: [...byDay].map(([day, c]) => ({ day, ...figuresOf(c) })),
    period: figuresOf(total),
  };
}

export async function dashboard(db: Tx, brands: Merchant[], days: number, now: Date): Promise<Dashboard> {
  const list = [];
  for (const b of brands) list.push(await brandDashboard(db, b, days, now));
  return { days, brands: list };
}

// ── profit and loss ─────────────────────────────────────────────────────────────────────────────

interface RoundSums {
  rounds: number;
  players: number;
  stake: string;
  validBet: string;
  win: string;
}

const betFigures = (x: RoundSums) => ({
  rounds: x.rounds,
  players: x.players,
  stake: BigInt(x.stake),
  validBet: BigInt(x.validBet),
  payout: BigInt(x.win),
  ggr: BigInt(x.stake) - BigInt(x.win),
});

async function pnlRows(db: Tx, brand: Merchant, by: PnlDimension, r: ZonedRange): Promise<PnlRow[]> {
  if (by === 'category') {
    const rows = await roundReports.roundsByDayAndCategory(db, brand.id, r);
    return rows.map((x) => ({ brand: brand.code, day: x.day, key: x.key, label: x.label, ...betFigures(x) }));
  }
  if (by === 'vendor') {
    const rows = await roundReports.roundsByDayAndVendor(db, brand.id, r);
    return rows.map((x) => ({ brand: brand.code, day: x.day, key: x.key, label: x.label, ...betFigures(x) }));
  }
  const rows = await roundReports.roundsByDayAndGroup(db, brand.id, r, agentTree.uplineGroups(brand.id));
  const names = await agentTree.namesOf(db, [...new Set(rows.flatMap((x) => (x.key === null ? [] : [x.key])))]);
  return rows.map((x) => {
    const who = x.key === null ? undefined : names.get(x.key);
    return {
      brand: brand.code,
      day: x.day,
      key: who?.username ?? '',
      label: who ? (who.nickname ?? who.username) : '',
      ...betFigures(x),
    };
  });
}

export async function pnlReport(
  db: Tx,
  brands: Merchant[],
  q: { by: PnlDimension; from: string; to: string },
): Promise<PnlReport> {
  const rows: PnlRow[] = [];
  const totals: PnlReport['totals'] = [];
  for (const brand of brands) {
    const r = zonedRange(brand, q.from, q.to);
    const mine = await pnlRows(db, brand, q.by, r);
    mine.sort((a, b) => a.day.localeCompare(b.day) || a.key.localeCompare(b.key));
    rows.push(...mine);
    totals.push({
      brand: brand.code,
      currency: brand.currency,
      ...betFigures(await roundReports.roundTotals(db, brand.id, r)),
    });
  }
  return { by: q.by, from: q.from, to: q.to, rows, totals };
}

// ── promotion cost ──────────────────────────────────────────────────────────────────────────────

export async function promotionCostReport(
  db: Tx,
  brands: Merchant[],
  q: { from: string; to: string },
): Promise<PromotionCostReport> {
  const rows: PromotionCostRow[] = [];
  const totals: PromotionCostReport['totals'] = [];
  for (const brand of brands) {
    const r = zonedRange(brand, q.from, q.to);
    const sums = {
      granted: 0,
      grantedAmount: 0n,
      converted: 0,
      convertedAmount: 0n,
      forfeited: 0,
      forfeitedAmount: 0n,
    };
    for (const x of await promotionReports.costByPromotion(db, brand.id, r)) {
      const lang = brand.defaultLanguage === 'en' ? 'en' : 'vi';
      rows.push({
        brand: brand.code,
        promotionId: x.promotionId,
        code: x.code ?? '',
        title: x.title?.[lang] ?? '',
        granted: x.granted,
        grantedAmount: BigInt(x.grantedAmount),
        converted: x.converted,
        convertedAmount: BigInt(x.convertedAmount),
        forfeited: x.forfeited,
        forfeitedAmount: BigInt(x.forfeitedAmount),
      });
      sums.granted += x.granted;
      sums.grantedAmount += BigInt(x.grantedAmount);
      sums.converted += x.converted;
      sums.convertedAmount += BigInt(x.convertedAmount);
      sums.forfeited += x.forfeited;
      sums.forfeitedAmount += BigInt(x.forfeitedAmount);
    }
    totals.push({
      brand: brand.code,
      currency: brand.currency,
      granted: sums.granted,
      grantedAmount: sums.grantedAmount,
      converted: sums.converted,
      convertedAmount: sums.convertedAmount,
      forfeited: sums.forfeited,
      forfeitedAmount: sums.forfeitedAmount,
    });
  }
  return { from: q.from, to: q.to, rows, totals };
}

// ── agents ──────────────────────────────────────────────────────────────────────────────────────

/** The agent figures' period: the one asked for, else the last 30 days up to today. */
export function agentPeriod(brand: Merchant, q: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = q.to ?? dayIn(brand.timeZone, now);
  const from = q.from ?? shiftDay(to, -29);
  return { from, to, range: zonedRange(brand, from, to) };
}

async function nodesOf(db: Tx, brand: Merchant, accounts: agentTree.TreeAccount[], r: ZonedRange) {
  const ids = accounts.map((a) => a.id);
  if (ids.length === 0) return [];
  const teams = agentTree.teamGroups(ids);
  const [direct, sizes, deposits, bets] = await Promise.all([
    agentTree.directCounts(db, ids),
    agentTree.teamSizes(db, ids),
    depositReports.creditedByGroup(db, brand.id, r, teams),
    roundReports.validBetByGroup(db, brand.id, r, teams),
  ]);
  return accounts.map((a): AgentNode => ({
    id: a.id,
    username: a.username,
    nickname: a.nickname,
    isAgent: a.isAgent,
    createdAt: a.createdAt.toISOString(),
    directCount: direct.get(a.id) ?? 0,
    teamSize: sizes.get(a.id) ?? 0,
    teamDeposits: deposits.get(a.id) ?? 0n,
    teamValidBet: bets.get(a.id) ?? 0n,
  }));
}

async function accountOf(db: Tx, brand: Merchant, username: string, field: string) {
  const a = await agentTree.treeAccountByUsername(db, brand.id, username);
  if (!a) throw new AppError('not_found', `Unknown account ${username}`, field);
  return a;
}

export async function agentLevel(
  db: Tx,
  brand: Merchant,
  q: {
    parent?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  now: Date,
): Promise<AgentList> {
  const { from, to, range } = agentPeriod(brand, q, now);
  const parent = q.parent ? await accountOf(db, brand, q.parent, 'parent') : null;
  const page = await agentTree.treeLevel(db, brand.id, parent?.id ?? null, pageWindow(q));
  const list = await nodesOf(db, brand, page.rows, range);
  let parentView: AgentList['parent'] = null;
  if (parent) {
    const [node] = await nodesOf(db, brand, [parent], range);
    parentView = { ...node!, path: (await agentTree.uplinePath(db, parent.id)).map((p) => p.username) };
  }
  return {
    brand: brand.code,
    currency: brand.currency,
    from,
    to,
    parent: parentView,
    ...listPage(list, page.total, q),
  };
}

export async function agentDetail(
  db: Tx,
  brand: Merchant,
  username: string,
  q: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<AgentDetail> {
  const { from, to, range } = agentPeriod(brand, q, now);
  const account = await accountOf(db, brand, username, 'username');
  const [node] = await nodesOf(db, brand, [account], range);
  const path = (await agentTree.uplinePath(db, account.id)).map((p) => p.username);
  return { ...node!, brand: brand.code, currency: brand.currency, from, to, path };
}

/**
 * Moves an account (with its whole downline) under another agent of the same brand: refused when the
 * new upline is not an agent (not_an_agent), or is the account itself or one of its downline (a loop). Recorded in the
 * audit log with the upline before and after, in the same transaction; moves of one brand are serialised.
 */
export async function moveMember(
  ctx: AppContext,
  actor: OpsActor,
  brand: Merchant,
  body: { username: string; agent: string },
): Promise<AgentMoveResult> {
  return ctx.db.transaction(async (tx) => {
    await agentTree.lockTree(tx, brand.id);
    const member = await accountOf(tx, brand, body.username, 'username');
    const agent = await accountOf(tx, brand, body.agent, 'agent');
    if (!(AGENT_TYPES as readonly number[]).includes(agent.isAgent)) {
      throw new AppError('not_an_agent', `${agent.username} is not an agent`, 'agent');
    }
    const agentPath = await agentTree.uplinePath(tx, agent.id);
    if (agent.id === member.id || agentPath.some((p) => p.id === member.id)) {
      throw new AppError('agent_move_cycle', undefined, 'agent');
    }
    const previous =
      member.uplineId === null ? null : (await agentTree.namesOf(tx, [member.uplineId])).get(member.uplineId);
    const result = { username: member.username, from: previous?.username ?? null, to: agent.username };
    if (member.uplineId === agent.id) return result;
    await agentTree.setUpline(tx, member.id, agent.id, ctx.now());
    await auditOps(ctx, tx, actor, {
      action: 'agent.move_member',
      merchantId: brand.id,
      target: `member:${member.username}`,
      before: { agent: result.from },
      after: { agent: result.to },
    });
    return result;
  });
}
