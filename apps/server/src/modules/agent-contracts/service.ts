import { z } from 'zod';
import {
  AGENT_TYPES,
  contractConfirmDetailsSchema,
  FEATURE_FLAGS,
  KIND_FEATURES,
  KIND_PERIODS,
  MAX_RATE_BPS,
  type AgentContract,
  type AgentIncome,
  type CarryOver,
  type ContractFeatures,
  type ContractKind,
  type ContractPayout,
  type ContractPeriod,
  type ContractTemplate,
  type ContractTier,
  type ContractTierValues,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { ContractTierRow } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { memberById, memberByUsername, type MemberSummary } from '../accounts/service';
import { isModuleEnabled, setModuleEnabled, type Merchant } from '../brands/service';
import { listMemberAccounts } from '../ledger/service';
import { dayIn, isCalendarDay, shiftDay, startOfDay } from '../../lib/zonedTime';
import * as repo from './repository';
import { listPage, pageWindow } from '../../db/paging';

/**
 * Agent contracts (docs/API.md "Agent contracts"): an upline offers one of its direct downlines a contract
 * of a kind; the downline accepts or rejects it; either side terminates it. One pending and one active
 * contract per downline and kind (partial unique indexes); accepting replaces the active one. A downline's
 * rate never exceeds its upline's: an offer's highest rate is at most the offering agent's own active
 * contract of the kind (a top agent, without upline, up to MAX_RATE_BPS), and an offer below rates the
 * downline itself granted needs the upline's confirmation, which ends those grants.
 */

// ── switches ────────────────────────────────────────────────────────────────────────────────

const modIdOf = (kind: ContractKind) => FEATURE_FLAGS[KIND_FEATURES[kind]];

export const kindEnabled = (db: Tx, merchantId: number, kind: ContractKind) =>
  isModuleEnabled(db, merchantId, modIdOf(kind));

/** Refuses with feature_disabled (field: the modId) while the kind's brand switch is off. */
export async function requireKind(db: Tx, merchantId: number, kind: ContractKind): Promise<void> {
  if (!(await kindEnabled(db, merchantId, kind))) throw new AppError('feature_disabled', undefined, modIdOf(kind));
}

export async function contractFeatures(db: Tx, merchantId: number): Promise<ContractFeatures> {
  return {
    dividend: await kindEnabled(db, merchantId, 'dividend'),
    dailySalary: await kindEnabled(db, merchantId, 'daily_salary'),
    hourlySalary: await kindEnabled(db, merchantId, 'hourly_salary'),
    realtimeSalary: await kindEnabled(db, merchantId, 'realtime_salary'),
  };
}

export async function setContractFeatures(
  db: Tx,
  merchantId: number,
  change: Partial<ContractFeatures>,
): Promise<ContractFeatures> {
  for (const [flag, on] of Object.entries(change) as [keyof ContractFeatures, boolean | undefined][]) {
    if (on !== undefined) await setModuleEnabled(db, [merchantId], FEATURE_FLAGS[flag], on);
  }
  return contractFeatures(db, merchantId);
}

// ── views ───────────────────────────────────────────────────────────────────────────────────

/** Tiers as stored: minor units as JSON numbers in the jsonb column (at most 10^14, exact as a number). */
const toRows = (tiers: ContractTierValues[]): ContractTierRow[] =>
  tiers.map((t) => ({
    validBet: Number(t.validBet),
    profitLoss: Number(t.profitLoss),
    activeMembers: t.activeMembers,
    betAmount: Number(t.betAmount),
    rateBps: t.rateBps,
  }));

/** Stored tiers as answers carry them: money (bigint minor units). */
const toTiers = (rows: ContractTierRow[]): ContractTier[] =>
  rows.map((t) => ({
    validBet: BigInt(t.validBet),
    profitLoss: BigInt(t.profitLoss),
    activeMembers: t.activeMembers,
    betAmount: BigInt(t.betAmount),
    rateBps: t.rateBps,
  }));

export function contractView(c: repo.ContractView): AgentContract {
  return {
    id: c.id,
    kind: c.kind as ContractKind,
    period: c.period as ContractPeriod,
    status: c.status as AgentContract['status'],
    endReason: c.endReason as AgentContract['endReason'],
    upline: { username: c.uplineName, isAgent: c.uplineType },
    downline: { username: c.downlineName, isAgent: c.downlineType },
    tiers: toTiers(c.tiers),
    carryOver: c.carryOver as CarryOver,
    maxRateBps: c.maxRateBps,
    replacesId: c.replacesId,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
  };
}

export function payoutView(p: repo.PayoutView): ContractPayout {
  return {
    id: p.id,
    contractId: p.contractId,
    kind: p.kind as ContractKind,
    type: p.type as ContractPayout['type'],
    period: p.periodKey,
    forPeriod: p.forPeriodKey,
    periodStart: p.periodStart.toISOString(),
    periodEnd: p.periodEnd.toISOString(),
    member: p.memberName,
    upline: p.uplineName,
    teamValidBet: p.teamValidBet,
    teamProfit: p.teamProfit,
    carried: p.carried,
    carryForward: p.carryForward,
    activeMembers: p.activeMembers,
    tier: p.tier === null ? null : p.tier + 1,
    rateBps: p.rateBps,
    gross: p.gross,
    downlineGross: p.downlineGross,
    amount: p.amount,
    paid: p.paid,
    computedAt: p.computedAt.toISOString(),
  };
}

async function viewOf(db: Tx, merchantId: number, id: number): Promise<AgentContract> {
  const v = await repo.contractView(db, merchantId, id);
  if (!v) throw new AppError('agent_contract_not_found');
  return contractView(v);
}

// ── offering ────────────────────────────────────────────────────────────────────────────────

const isAgentType = (t: number) => (AGENT_TYPES as readonly number[]).includes(t);

function periodFor(kind: ContractKind, period: ContractPeriod | undefined): ContractPeriod {
  const allowed = KIND_PERIODS[kind];
  const p = period ?? allowed[0]!;
  if (!allowed.includes(p)) {
    throw new AppError('validation_failed', `a ${kind} contract is settled ${allowed.join(', ')}`, 'period');
  }
  return p;
}

/** A dividend's carry-over rule (none when left out); a salary carries nothing over. */
function carryOverFor(kind: ContractKind, carryOver: CarryOver | undefined): CarryOver {
  const rule = carryOver ?? 'none';
  if (rule !== 'none' && kind !== 'dividend') {
    throw new AppError('validation_failed', 'only a dividend carries a period over', 'carryOver');
  }
  return rule;
}

/** The highest rate the member may grant of the kind: its own active contract's, or any for a top agent. */
async function rateCap(tx: Tx, agent: MemberSummary, kind: ContractKind): Promise<number> {
  if (agent.uplineId === null) return MAX_RATE_BPS;
  const own = await repo.lockContractOf(tx, agent.id, kind, 'active');
  return own?.maxRateBps ?? 0;
}

/** The agent's direct downline by username, else not_your_downline (the same answer for any other account). */
async function directDownline(db: Tx, merchant: Merchant, agentId: number, username: string): Promise<MemberSummary> {
  const d = await memberByUsername(db, merchant.id, username.trim().toLowerCase());
  if (!d || d.uplineId !== agentId || d.trial) throw new AppError('not_your_downline', undefined, 'downline');
  if (d.disabled) throw new AppError('account_disabled', undefined, 'downline');
  return d;
}

export interface OfferInput {
  downline: string;
  kind: ContractKind;
  period?: ContractPeriod | undefined;
  tiers: ContractTierValues[];
  carryOver?: CarryOver | undefined;
  confirm?: boolean | undefined;
}

/**
 * Offers a contract. A pending offer of the kind to the same downline is withdrawn. When the offer's rate
 * is below a contract the downline granted (pending or active) and `confirm` is not set, nothing is
 * written and agent_contract_confirm_required lists those contracts; confirmed, they end at once.
 */
export async function offerContract(
  ctx: AppContext,
  merchant: Merchant,
  agentId: number,
  input: OfferInput,
): Promise<AgentContract> {
  await requireKind(ctx.db, merchant.id, input.kind);
  const period = periodFor(input.kind, input.period);
  const carryOver = carryOverFor(input.kind, input.carryOver);
  const tiers = toRows(input.tiers);
  const maxRate = Math.max(...tiers.map((t) => t.rateBps));
  const id = await inTransaction(ctx.db, async (tx) => {
    const agent = await memberById(tx, merchant.id, agentId);
    if (!agent || !isAgentType(agent.isAgent)) throw new AppError('not_an_agent');
    const downline = await directDownline(tx, merchant, agentId, input.downline);
    const cap = await rateCap(tx, agent, input.kind);
    if (maxRate > cap) {
      throw new AppError('agent_contract_rate_too_high', undefined, 'tiers', { maxRateBps: cap });
    }
    const conflicts = await repo.offeredAbove(tx, downline.id, input.kind, maxRate);
    if (conflicts.length > 0 && !input.confirm) {
      // Failure details have no response schema to encode them: the contract's own codec writes the wire form.
      const details = z.encode(contractConfirmDetailsSchema, { contracts: conflicts.map(contractView) });
      throw new AppError('agent_contract_confirm_required', undefined, 'confirm', details);
    }
    const now = ctx.now();
    // Confirmed: the downline's grants above the new rate end now (SPEC §4).
    await endGrantsAbove(tx, downline.id, input.kind, maxRate, now);
    const pending = await repo.lockContractOf(tx, downline.id, input.kind, 'pending');
    if (pending)
      await repo.setStatus(tx, pending.id, ['pending'], { status: 'withdrawn', endReason: 'replaced', endedAt: now });
    const active = await repo.lockContractOf(tx, downline.id, input.kind, 'active');
    const row = await repo.insertContract(tx, {
      merchantId: merchant.id,
      uplineId: agentId,
      downlineId: downline.id,
      kind: input.kind,
      period,
      tiers,
      carryOver,
      maxRateBps: maxRate,
      status: 'pending',
      replacesId: active?.id ?? null,
      createdAt: now,
    });
    return row.id;
  });
  return viewOf(ctx.db, merchant.id, id);
}

// ── the downline's decisions ────────────────────────────────────────────────────────────────

/** Accepts a pending contract offered to the member: the active one of the kind ends (replaced). */
async function accept(tx: Tx, c: repo.ContractRow, now: Date): Promise<void> {
  const active = await repo.lockContractOf(tx, c.downlineId, c.kind, 'active');
  if (active)
    await repo.setStatus(tx, active.id, ['active'], { status: 'terminated', endReason: 'replaced', endedAt: now });
  // Grants made since the offer above its rate end too: a downline's rate never exceeds its upline's.
  await endGrantsAbove(tx, c.downlineId, c.kind, c.maxRateBps, now);
  await repo.setStatus(tx, c.id, ['pending'], { status: 'active', decidedAt: now });
}

/** Ends the member's own grants of the kind (pending: withdrawn, active: terminated) above `rateBps`: lower_rate. */
async function endGrantsAbove(tx: Tx, memberId: number, kind: string, rateBps: number, now: Date): Promise<void> {
  for (const g of await repo.offeredAbove(tx, memberId, kind, rateBps)) {
    await repo.setStatus(tx, g.id, ['pending'], { status: 'withdrawn', endReason: 'lower_rate', endedAt: now });
    await repo.setStatus(tx, g.id, ['active'], { status: 'terminated', endReason: 'lower_rate', endedAt: now });
  }
}

export type ContractAction = 'accept' | 'reject' | 'terminate';

/**
 * The downline's side (the SPEC §7 relays): accept or reject a pending offer, terminate an active contract.
 * Another member's contract, or one of another kind, is agent_contract_not_found.
 */
export async function decideContract(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  kind: ContractKind,
  contractId: number,
  action: ContractAction,
): Promise<AgentContract> {
  await requireKind(ctx.db, merchant.id, kind);
  await inTransaction(ctx.db, async (tx) => {
    const c = await repo.lockContract(tx, merchant.id, contractId);
    if (!c || c.downlineId !== memberId || c.kind !== kind) throw new AppError('agent_contract_not_found');
    const now = ctx.now();
    const from = action === 'terminate' ? 'active' : 'pending';
    if (c.status !== from)
      throw new AppError('agent_contract_state_invalid', undefined, undefined, { status: c.status });
    if (action === 'accept') {
      const upline = await memberById(tx, merchant.id, c.uplineId);
      const me = await memberById(tx, merchant.id, memberId);
      // The line may have changed since the offer (an operator's move): the offer then lapses.
      if (!upline || !me || me.uplineId !== c.uplineId || upline.disabled) {
        throw new AppError('agent_contract_state_invalid', undefined, undefined, { status: c.status });
      }
      await accept(tx, c, now);
    } else if (action === 'reject') {
      await repo.setStatus(tx, c.id, ['pending'], { status: 'rejected', decidedAt: now });
    } else {
      await repo.setStatus(tx, c.id, ['active'], { status: 'terminated', endReason: 'downline', endedAt: now });
    }
  });
  return viewOf(ctx.db, merchant.id, contractId);
}

/** The member's pending and active contracts of the kind (offered to it). */
export async function receivedContracts(
  db: Tx,
  merchant: Merchant,
  memberId: number,
  kind: ContractKind,
): Promise<AgentContract[]> {
  const { rows } = await repo.listContracts(
    db,
    { merchantId: merchant.id, downlineId: memberId, kind, statuses: ['pending', 'active'] },
    { offset: 0, limit: 20 },
  );
  return rows.map(contractView);
}

/** An agent ends a contract it offered (pending: withdrawn; active: terminated) or received (terminated). */
export async function terminateContract(
  ctx: AppContext,
  merchant: Merchant,
  agentId: number,
  contractId: number,
): Promise<AgentContract> {
  await inTransaction(ctx.db, async (tx) => {
    const c = await repo.lockContract(tx, merchant.id, contractId);
    if (!c || (c.uplineId !== agentId && c.downlineId !== agentId)) throw new AppError('agent_contract_not_found');
    await requireKind(tx, merchant.id, c.kind as ContractKind);
    const now = ctx.now();
    const byUpline = c.uplineId === agentId;
    if (c.status === 'pending' && byUpline) {
      await repo.setStatus(tx, c.id, ['pending'], { status: 'withdrawn', endReason: 'upline', endedAt: now });
    } else if (c.status === 'active') {
      await repo.setStatus(tx, c.id, ['active'], {
        status: 'terminated',
        endReason: byUpline ? 'upline' : 'downline',
        endedAt: now,
      });
    } else {
      throw new AppError('agent_contract_state_invalid', undefined, undefined, { status: c.status });
    }
  });
  return viewOf(ctx.db, merchant.id, contractId);
}

/** The operator ends any contract of the brand. */
export async function terminateByOperator(ctx: AppContext, merchant: Merchant, contractId: number) {
  await inTransaction(ctx.db, async (tx) => {
    const c = await repo.lockContract(tx, merchant.id, contractId);
    if (!c) throw new AppError('agent_contract_not_found');
    const now = ctx.now();
    if (c.status === 'pending') {
      await repo.setStatus(tx, c.id, ['pending'], { status: 'withdrawn', endReason: 'operator', endedAt: now });
    } else if (c.status === 'active') {
      await repo.setStatus(tx, c.id, ['active'], { status: 'terminated', endReason: 'operator', endedAt: now });
    } else {
      throw new AppError('agent_contract_state_invalid', undefined, undefined, { status: c.status });
    }
  });
  return viewOf(ctx.db, merchant.id, contractId);
}

// ── lists and templates ─────────────────────────────────────────────────────────────────────

export async function agentContracts(
  db: Tx,
  merchant: Merchant,
  agentId: number,
  q: {
    side: 'offered' | 'received';
    kind?: ContractKind | undefined;
    status?: string | undefined;
    downline?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
) {
  let downlineId: number | undefined;
  if (q.downline !== undefined) {
    if (q.side !== 'offered') throw new AppError('validation_failed', 'downline filters offered contracts', 'downline');
    downlineId = (await directDownline(db, merchant, agentId, q.downline)).id;
  }
  const { rows, total } = await repo.listContracts(
    db,
    {
      merchantId: merchant.id,
      uplineId: q.side === 'offered' ? agentId : undefined,
      downlineId: q.side === 'received' ? agentId : downlineId,
      kind: q.kind,
      status: q.status,
    },
    pageWindow(q),
  );
  return listPage(rows.map(contractView), total, q);
}

export async function templateOf(db: Tx, agentId: number, kind: ContractKind): Promise<ContractTemplate> {
  const t = await repo.templateOf(db, agentId, kind);
  return {
    kind,
    period: (t?.period as ContractPeriod | undefined) ?? KIND_PERIODS[kind][0]!,
    tiers: t ? toTiers(t.tiers) : [],
    carryOver: (t?.carryOver as CarryOver | undefined) ?? 'none',
    updatedAt: t?.updatedAt.toISOString() ?? null,
  };
}

export async function saveTemplate(
  ctx: AppContext,
  agentId: number,
  kind: ContractKind,
  body: { period?: ContractPeriod | undefined; tiers: ContractTierValues[]; carryOver?: CarryOver | undefined },
): Promise<ContractTemplate> {
  const row = await repo.upsertTemplate(ctx.db, {
    memberId: agentId,
    kind,
    period: periodFor(kind, body.period),
    tiers: toRows(body.tiers),
    carryOver: carryOverFor(kind, body.carryOver),
    updatedAt: ctx.now(),
  });
  return {
    kind,
    period: row.period as ContractPeriod,
    tiers: toTiers(row.tiers),
    carryOver: row.carryOver as CarryOver,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ── payouts and income ──────────────────────────────────────────────────────────────────────

const MAX_RANGE_DAYS = 90;

/** The local days asked for: 7D (default) or 30D ending today, or startDate..endDate (at most 90 days). */
function rangeOf(
  merchant: Merchant,
  q: { datePreset?: '7D' | '30D' | undefined; startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
) {
  const today = dayIn(merchant.timeZone, now);
  let startDate: string;
  let endDate: string;
  if (q.startDate !== undefined || q.endDate !== undefined) {
    if (!q.startDate || !isCalendarDay(q.startDate)) throw new AppError('validation_failed', 'yyyy-MM-dd', 'startDate');
    if (!q.endDate || !isCalendarDay(q.endDate)) throw new AppError('validation_failed', 'yyyy-MM-dd', 'endDate');
    [startDate, endDate] = [q.startDate, q.endDate];
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
    if (days < 0 || days >= MAX_RANGE_DAYS) {
      throw new AppError('validation_failed', `a range of 1 to ${MAX_RANGE_DAYS} days`, 'endDate');
    }
  } else {
    endDate = today;
    startDate = shiftDay(today, q.datePreset === '30D' ? -29 : -6);
  }
  return {
    startDate,
    endDate,
    from: startOfDay(merchant.timeZone, startDate),
    to: startOfDay(merchant.timeZone, shiftDay(endDate, 1)),
  };
}

export async function agentPayouts(
  db: Tx,
  merchant: Merchant,
  agentId: number,
  q: {
    side: 'all' | 'received' | 'offered';
    kind?: ContractKind | undefined;
    datePreset?: '7D' | '30D' | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  now: Date,
) {
  const r = rangeOf(merchant, q, now);
  const { rows, total } = await repo.listPayouts(
    db,
    {
      merchantId: merchant.id,
      memberId: q.side === 'received' ? agentId : undefined,
      uplineId: q.side === 'offered' ? agentId : undefined,
      partyId: q.side === 'all' ? agentId : undefined,
      kind: q.kind,
      from: r.from,
      to: r.to,
    },
    pageWindow(q),
  );
  return listPage(rows.map(payoutView), total, q);
}

/** My income by local day: salary and dividends received, transfers in and out of my main wallet. */
export async function agentIncome(
  db: Tx,
  merchant: Merchant,
  agentId: number,
  q: { datePreset?: '7D' | '30D' | undefined; startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
): Promise<AgentIncome> {
  const r = rangeOf(merchant, q, now);
  const zero = () => ({ salary: 0n, dividend: 0n, transfersIn: 0n, transfersOut: 0n, downlinePaid: 0n });
  const days = new Map<string, ReturnType<typeof zero>>();
  for (let d = r.endDate; d >= r.startDate; d = shiftDay(d, -1)) days.set(d, zero());
  for (const x of await repo.paidByDay(db, 'payee', agentId, merchant.timeZone, r.from, r.to)) {
    const day = days.get(x.day);
    if (!day) continue;
    if (x.kind === 'dividend') day.dividend += x.paid;
    else day.salary += x.paid;
  }
  for (const x of await repo.paidByDay(db, 'upline', agentId, merchant.timeZone, r.from, r.to)) {
    const day = days.get(x.day);
    if (day) day.downlinePaid += x.paid;
  }
  const main = (await listMemberAccounts(db, merchant.id, agentId)).find(
    (a) => a.kind === 'member_main' && a.currency === merchant.currency,
  );
  if (main) {
    for (const x of await repo.transfersByDay(db, main.id, merchant.timeZone, r.from, r.to)) {
      const day = days.get(x.day);
      if (!day) continue;
      day.transfersIn += x.inflow;
      day.transfersOut += x.outflow;
    }
  }
  const totals = zero();
  const list = [...days.entries()].map(([day, v]) => {
    totals.salary += v.salary;
    totals.dividend += v.dividend;
    totals.transfersIn += v.transfersIn;
    totals.transfersOut += v.transfersOut;
    totals.downlinePaid += v.downlinePaid;
    return { day, ...money4(v) };
  });
  return {
    currency: merchant.currency,
    startDate: r.startDate,
    endDate: r.endDate,
    days: list,
    totals: money4(totals),
  };
}

const money4 = (v: {
  salary: bigint;
  dividend: bigint;
  transfersIn: bigint;
  transfersOut: bigint;
  downlinePaid: bigint;
}) => ({
  salary: v.salary,
  dividend: v.dividend,
  transfersIn: v.transfersIn,
  transfersOut: v.transfersOut,
  downlinePaid: v.downlinePaid,
});
