// The SQL of agent contracts: contracts, templates, payouts and the team figures they are computed from.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';
import {
  agentContractPayouts,
  agentContracts,
  agentContractTemplates,
  members,
  type ContractTierRow,
} from '../../db/schema/index';
import { teamMembersSql } from '../agents/service';
import { settledRound } from '../records/settled';

export type ContractRow = typeof agentContracts.$inferSelect;
export type PayoutRow = typeof agentContractPayouts.$inferSelect;
export type TemplateRow = typeof agentContractTemplates.$inferSelect;

export interface ContractView extends ContractRow {
  uplineName: string;
  uplineType: number;
  downlineName: string;
  downlineType: number;
}

const up = alias(members, 'up');
const down = alias(members, 'down');

const viewColumns = {
  contract: agentContracts,
  uplineName: up.username,
  uplineType: up.isAgent,
  downlineName: down.username,
  downlineType: down.isAgent,
};

const flatten = (r: {
  contract: ContractRow;
  uplineName: string;
  uplineType: number;
  downlineName: string;
  downlineType: number;
}): ContractView => ({
  ...r.contract,
  uplineName: r.uplineName,
  uplineType: r.uplineType,
  downlineName: r.downlineName,
  downlineType: r.downlineType,
});

function viewQuery(db: Tx) {
  return db
    .select(viewColumns)
    .from(agentContracts)
    .innerJoin(up, eq(up.id, agentContracts.uplineId))
    .innerJoin(down, eq(down.id, agentContracts.downlineId));
}

export async function insertContract(tx: Tx, row: typeof agentContracts.$inferInsert): Promise<ContractRow> {
  const [r] = await tx.insert(agentContracts).values(row).returning();
  return r!;
}

/** The contract, locked for the caller's transaction. */
export async function lockContract(tx: Tx, merchantId: number, id: number): Promise<ContractRow | undefined> {
  const [r] = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, id), eq(agentContracts.merchantId, merchantId)))
    .for('update');
  return r;
}

export async function contractView(db: Tx, merchantId: number, id: number): Promise<ContractView | undefined> {
  const [r] = await viewQuery(db).where(and(eq(agentContracts.id, id), eq(agentContracts.merchantId, merchantId)));
  return r && flatten(r);
}

/** The downline's contract of the kind in a status (at most one: partial unique indexes), locked. */
export async function lockContractOf(
  tx: Tx,
  downlineId: number,
  kind: string,
  status: 'active' | 'pending',
): Promise<ContractRow | undefined> {
  const [r] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, kind), eq(agentContracts.status, status)),
    )
    .for('update');
  return r;
}

/** Contracts of the kind the member offered that are pending or active with a rate above `rateBps`. */
export async function offeredAbove(tx: Tx, uplineId: number, kind: string, rateBps: number): Promise<ContractView[]> {
  const rows = await viewQuery(tx)
    .where(
      and(
        eq(agentContracts.uplineId, uplineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['pending', 'active']),
        sql`${agentContracts.maxRateBps} > ${rateBps}`,
      ),
    )
    .orderBy(agentContracts.id);
  return rows.map(flatten);
}

export async function setStatus(
  tx: Tx,
  id: number,
  from: string[],
  to: { status: string; endReason?: string | null; decidedAt?: Date; endedAt?: Date },
): Promise<ContractRow | undefined> {
  const [r] = await tx
    .update(agentContracts)
    .set(to)
    .where(and(eq(agentContracts.id, id), inArray(agentContracts.status, from)))
    .returning();
  return r;
}

export interface ContractFilter {
  merchantId: number;
  uplineId?: number | undefined;
  downlineId?: number | undefined;
  /** Contracts where this member is either party. */
  partyId?: number | undefined;
  kind?: string | undefined;
  status?: string | undefined;
  statuses?: string[] | undefined;
}

function filterOf(f: ContractFilter): SQL | undefined {
  return and(
    eq(agentContracts.merchantId, f.merchantId),
    f.uplineId === undefined ? undefined : eq(agentContracts.uplineId, f.uplineId),
    f.downlineId === undefined ? undefined : eq(agentContracts.downlineId, f.downlineId),
    f.partyId === undefined
      ? undefined
      : or(eq(agentContracts.uplineId, f.partyId), eq(agentContracts.downlineId, f.partyId)),
    f.kind === undefined ? undefined : eq(agentContracts.kind, f.kind),
    f.status === undefined ? undefined : eq(agentContracts.status, f.status),
    f.statuses === undefined ? undefined : inArray(agentContracts.status, f.statuses),
  );
}

export async function listContracts(
  db: Tx,
  f: ContractFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ContractView[]; total: number }> {
  const where = filterOf(f);
  const [rows, [n]] = await Promise.all([
    viewQuery(db).where(where).orderBy(desc(agentContracts.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(agentContracts).where(where),
  ]);
  return { rows: rows.map(flatten), total: n?.n ?? 0 };
}

// ── templates ───────────────────────────────────────────────────────────────────────────────

export async function templateOf(db: Tx, memberId: number, kind: string): Promise<TemplateRow | undefined> {
  const [r] = await db
    .select()
    .from(agentContractTemplates)
    .where(and(eq(agentContractTemplates.memberId, memberId), eq(agentContractTemplates.kind, kind)));
  return r;
}

export async function upsertTemplate(db: Tx, row: TemplateRow): Promise<TemplateRow> {
  const [r] = await db
    .insert(agentContractTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [agentContractTemplates.memberId, agentContractTemplates.kind],
      set: { period: row.period, tiers: row.tiers, carryOver: row.carryOver, updatedAt: row.updatedAt },
    })
    .returning();
  return r!;
}

// ── settlement ──────────────────────────────────────────────────────────────────────────────

export interface SettleableContract extends ContractRow {
  /** The last period it settled (its payout row, and when that was computed), if any. */
  last: { key: string; start: Date; end: Date; computedAt: Date } | null;
}

/**
 * Contracts that may have a period to settle: active, or terminated in the last 31 days (periods before the
 * end), each with the last period it settled (one index range per contract).
 */
export async function settleableContracts(
  db: Tx,
  merchantId: number,
  kind: string,
  now: Date,
): Promise<SettleableContract[]> {
  const p = agentContractPayouts;
  const last = db
    .select({ key: p.periodKey, start: p.periodStart, end: p.periodEnd, computedAt: p.computedAt })
    .from(p)
    .where(and(eq(p.contractId, agentContracts.id), eq(p.type, 'payout')))
    .orderBy(desc(p.periodEnd))
    .limit(1)
    .as('last');
  const rows = await db
    .select({
      contract: agentContracts,
      key: last.key,
      start: last.start,
      end: last.end,
      computedAt: last.computedAt,
    })
    .from(agentContracts)
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        or(
          eq(agentContracts.status, 'active'),
          and(
            eq(agentContracts.status, 'terminated'),
            isNotNull(agentContracts.decidedAt),
            gte(agentContracts.endedAt, new Date(now.getTime() - 31 * 86_400_000)),
          ),
        ),
      ),
    )
    .orderBy(agentContracts.id);
  return rows.map((r) => ({
    ...r.contract,
    last:
      r.key !== null && r.start !== null && r.end !== null && r.computedAt !== null
        ? { key: r.key, start: r.start, end: r.end, computedAt: r.computedAt }
        : null,
  }));
}

/**
 * Ends the brand's pending and active contracts whose downline is no longer directly under the upline that
 * offered them (the operator moved it): pending ones are withdrawn, active ones terminated, reason moved.
 */
export async function endMovedContracts(db: Tx, merchantId: number, now: Date): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`update agent_contracts c
      set status = case when c.status = 'pending' then 'withdrawn' else 'terminated' end,
        end_reason = 'moved', ended_at = ${now.toISOString()}::timestamptz
      from members m
      where m.id = c.downline_id and c.merchant_id = ${merchantId} and c.status in ('pending', 'active')
        and m.upline_id is distinct from c.upline_id
      returning c.id`),
  );
  return rows.length;
}

/** One contract by id (no lock). */
export async function contractById(db: Tx, merchantId: number, id: number): Promise<ContractRow | undefined> {
  const [r] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, id), eq(agentContracts.merchantId, merchantId)));
  return r;
}

/**
 * Contracts the member offered of the kind that are settled for the period: accepted before its end and
 * not ended before it (the same rule that decides whether a contract settles a period).
 */
export async function childrenForPeriod(
  tx: Tx,
  uplineId: number,
  kind: string,
  periodEnd: Date,
): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineId, uplineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['active', 'terminated']),
        lt(agentContracts.decidedAt, periodEnd),
        sql`(${agentContracts.endedAt} is null or ${agentContracts.endedAt} >= ${periodEnd})`,
      ),
    );
}

export interface TeamFigures {
  validBet: bigint;
  profit: bigint;
  /** Per tier: team members whose valid bet in the period reached the tier's betAmount (and is above 0). */
  active: number[];
}

/** The holder and its whole downline: the member ids a contract's figures count. */
const teamOf = (holderId: number): SQL => sql`select ${holderId}::integer union all ${teamMembersSql(holderId)}`;

/**
 * The team's settled rounds bet in [start, end): valid bets, profit (wins − stakes) and active members
 * per tier threshold.
 */
export async function teamFigures(
  tx: Tx,
  merchantId: number,
  holderId: number,
  start: Date,
  end: Date,
  tiers: ContractTierRow[],
): Promise<TeamFigures> {
  const actives = tiers.map(
    (t, i) =>
      sql`count(*) filter (where vb > 0 and vb >= ${String(t.betAmount)}::bigint)::int as ${sql.identifier(`a${i}`)}`,
  );
  const rows = rowsOf(
    await tx.execute(sql`with per as (
        select r.member_id, sum(r.valid_bet) as vb, sum(r.win - r.stake) as profit
        from bet_rounds r
        where r.merchant_id = ${merchantId} and ${settledRound('r')}
          and r.bet_at >= ${start.toISOString()}::timestamptz and r.bet_at < ${end.toISOString()}::timestamptz
          and r.member_id in (${teamOf(holderId)})
        group by r.member_id
      )
      select coalesce(sum(vb), 0)::text as vb, coalesce(sum(profit), 0)::text as profit
        ${actives.length ? sql`, ${sql.join(actives, sql`, `)}` : sql``}
      from per`),
  );
  const r = rows[0] ?? {};
  return {
    validBet: BigInt(String(r.vb ?? '0')),
    profit: BigInt(String(r.profit ?? '0')),
    active: tiers.map((_, i) => Number(r[`a${i}`] ?? 0)),
  };
}

/** A list of member ids as one SQL array parameter. */
const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;

/**
 * `teamFigures` of many holders at once (one settlement run's period): the settled rounds bet in [start, end)
 * summed once per member, then added to the member itself and each of its uplines among `holderIds`
 * (member_tree by descendant), so the cost follows the period's rounds, not the number of contracts. Active
 * members are counted for each threshold of `thresholds` (the tiers' betAmounts): `active.get(threshold)`.
 */
export async function teamFiguresOfMany(
  tx: Tx,
  merchantId: number,
  holderIds: readonly number[],
  start: Date,
  end: Date,
  thresholds: readonly number[],
): Promise<Map<number, { validBet: bigint; profit: bigint; active: Map<number, number> }>> {
  const out = new Map<number, { validBet: bigint; profit: bigint; active: Map<number, number> }>();
  if (holderIds.length === 0) return out;
  const levels = [...new Set(thresholds)];
  const actives = levels.map(
    (t, i) => sql`count(*) filter (where vb > 0 and vb >= ${String(t)}::bigint)::int as ${sql.identifier(`a${i}`)}`,
  );
  const ids = idArray(holderIds);
  const rows = rowsOf(
    await tx.execute(sql`with per as (
        select r.member_id, sum(r.valid_bet) as vb, sum(r.win - r.stake) as profit
        from bet_rounds r
        where r.merchant_id = ${merchantId} and ${settledRound('r')}
          and r.bet_at >= ${start.toISOString()}::timestamptz and r.bet_at < ${end.toISOString()}::timestamptz
        group by r.member_id
      ), x as (
        select per.member_id as holder, per.vb, per.profit from per where per.member_id = any(${ids})
        union all
        select t.ancestor_id, per.vb, per.profit from per join member_tree t on t.descendant_id = per.member_id
        where t.ancestor_id = any(${ids})
      )
      select holder, sum(vb)::text as vb, sum(profit)::text as profit
        ${actives.length ? sql`, ${sql.join(actives, sql`, `)}` : sql``}
      from x group by holder`),
  );
  for (const r of rows) {
    out.set(Number(r.holder), {
      validBet: BigInt(String(r.vb)),
      profit: BigInt(String(r.profit)),
      active: new Map(levels.map((t, i) => [t, Number(r[`a${i}`] ?? 0)])),
    });
  }
  return out;
}

/**
 * `changedBetMinutes` of many holders at once: per holder (the member itself and its uplines among
 * `holderIds`), the minutes of its team's rounds bet in [from, to) changed after `since`, with the latest change
 * of each (a caller whose own last settlement is later than `since` keeps the later changes only).
 */
export async function changedBetMinutesOfMany(
  tx: Tx,
  merchantId: number,
  holderIds: readonly number[],
  since: Date,
  from: Date,
  to: Date,
): Promise<{ holder: number; at: Date; changedAt: Date }[]> {
  if (holderIds.length === 0 || from >= to) return [];
  const ids = idArray(holderIds);
  const rows = rowsOf(
    await tx.execute(sql`with ch as (
        select r.member_id, date_trunc('minute', r.bet_at) as at, max(r.updated_at) as changed_at from bet_rounds r
        where r.merchant_id = ${merchantId}
          and r.bet_at >= ${from.toISOString()}::timestamptz and r.bet_at < ${to.toISOString()}::timestamptz
          and r.updated_at > ${since.toISOString()}::timestamptz
        group by 1, 2
      )
      select ch.member_id as holder, ch.at, ch.changed_at from ch where ch.member_id = any(${ids})
      union all
      select t.ancestor_id, ch.at, ch.changed_at from ch join member_tree t on t.descendant_id = ch.member_id
      where t.ancestor_id = any(${ids})`),
  );
  return rows.map((r) => ({
    holder: Number(r.holder),
    at: new Date(r.at as string | Date),
    changedAt: new Date(r.changed_at as string | Date),
  }));
}

/** The contracts of the kind that the members offered and that were accepted (active or terminated since). */
export async function acceptedOffersOf(tx: Tx, uplineIds: readonly number[], kind: string): Promise<ContractRow[]> {
  if (uplineIds.length === 0) return [];
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        sql`${agentContracts.uplineId} = any(${idArray(uplineIds)})`,
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['active', 'terminated']),
        isNotNull(agentContracts.decidedAt),
      ),
    );
}

/**
 * The bet times (to the minute) of the team's rounds bet in [from, to) that changed after `since` (a void, a
 * rollback, a late result): the periods whose figures moved since the last settlement.
 */
export async function changedBetMinutes(
  tx: Tx,
  merchantId: number,
  holderId: number,
  since: Date,
  from: Date,
  to: Date,
): Promise<Date[]> {
  const rows = rowsOf(
    await tx.execute(sql`select distinct date_trunc('minute', r.bet_at) as at from bet_rounds r
      where r.merchant_id = ${merchantId}
        and r.bet_at >= ${from.toISOString()}::timestamptz and r.bet_at < ${to.toISOString()}::timestamptz
        and r.updated_at > ${since.toISOString()}::timestamptz
        and r.member_id in (${teamOf(holderId)})
      limit 10000`),
  );
  return rows.map((r) => new Date(r.at as string | Date));
}

export interface LockedForSettlement {
  contract: ContractRow;
  /** The last period it settled: its end and when it was computed. */
  last: { periodEnd: Date; computedAt: Date } | null;
  /** What its rows computed in all, and what was paid. */
  totals: { amount: bigint; paid: bigint };
}

/**
 * The brand's contracts among `ids`, locked in id order (FOR UPDATE), each with its last settled period and its
 * totals (`lastPayout` and `contractTotals` of each, in the same statement).
 */
export async function lockForSettlement(tx: Tx, merchantId: number, ids: readonly number[]) {
  const out = new Map<number, LockedForSettlement>();
  if (ids.length === 0) return out;
  const locked = await tx
    .select()
    .from(agentContracts)
    .where(and(sql`${agentContracts.id} = any(${idArray(ids)})`, eq(agentContracts.merchantId, merchantId)))
    .orderBy(agentContracts.id)
    .for('update');
  if (locked.length === 0) return out;
  const rows = rowsOf(
    await tx.execute(sql`select c.id, l.period_end, l.computed_at, t.amount::text as amount, t.paid::text as paid
      from unnest(${idArray(locked.map((c) => c.id))}) as c(id)
      left join lateral (select p.period_end, p.computed_at from agent_contract_payouts p
        where p.contract_id = c.id and p.type = 'payout' order by p.period_end desc limit 1) l on true
      cross join lateral (select coalesce(sum(p.amount), 0) as amount, coalesce(sum(p.paid), 0) as paid
        from agent_contract_payouts p where p.contract_id = c.id) t`),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const contract of locked) {
    const r = byId.get(contract.id);
    out.set(contract.id, {
      contract,
      last:
        r?.period_end === null || r?.period_end === undefined
          ? null
          : { periodEnd: new Date(r.period_end as string), computedAt: new Date(r.computed_at as string) },
      totals: { amount: BigInt(String(r?.amount ?? '0')), paid: BigInt(String(r?.paid ?? '0')) },
    });
  }
  return out;
}

/** Inserts settlement rows; answers how many were written (a row whose key exists already is not). */
export async function insertPayouts(tx: Tx, rows: (typeof agentContractPayouts.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(agentContractPayouts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: agentContractPayouts.id });
  return written.length;
}

/** The latest period the contract settled (its payout row), if any. */
export async function lastPayout(tx: Tx, contractId: number): Promise<PayoutRow | undefined> {
  const [r] = await tx
    .select()
    .from(agentContractPayouts)
    .where(and(eq(agentContractPayouts.contractId, contractId), eq(agentContractPayouts.type, 'payout')))
    .orderBy(desc(agentContractPayouts.periodEnd))
    .limit(1);
  return r;
}

export interface SettledPeriod {
  forPeriodKey: string;
  periodStart: Date;
  periodEnd: Date;
  amount: bigint;
  /** The team win its payout carried into it (a correction keeps it). */
  carried: bigint;
}

/** The team win the contract's settled period ending at `end` carries forward (0 when none settled there). */
export async function carryForwardAt(tx: Tx, contractId: number, end: Date): Promise<bigint> {
  const [r] = await tx
    .select({ carryForward: agentContractPayouts.carryForward })
    .from(agentContractPayouts)
    .where(
      and(
        eq(agentContractPayouts.contractId, contractId),
        eq(agentContractPayouts.type, 'payout'),
        eq(agentContractPayouts.periodEnd, end),
      ),
    )
    .limit(1);
  return r?.carryForward ?? 0n;
}

/** The contract's settled periods among `keys`, each with its amount so far (payout + adjustments). */
export async function settledPeriods(tx: Tx, contractId: number, keys: string[]): Promise<SettledPeriod[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .select({
      forPeriodKey: agentContractPayouts.forPeriodKey,
      periodStart: sql<Date>`min(${agentContractPayouts.periodStart})`.mapWith(agentContractPayouts.periodStart),
      periodEnd: sql<Date>`min(${agentContractPayouts.periodEnd})`.mapWith(agentContractPayouts.periodEnd),
      amount: sql<string>`sum(${agentContractPayouts.amount})::text`,
      carried: sql<string>`coalesce(max(${agentContractPayouts.carried}) filter (where ${agentContractPayouts.type} = 'payout'), 0)::text`,
    })
    .from(agentContractPayouts)
    .where(and(eq(agentContractPayouts.contractId, contractId), inArray(agentContractPayouts.forPeriodKey, keys)))
    .groupBy(agentContractPayouts.forPeriodKey)
    .orderBy(sql`min(${agentContractPayouts.periodStart})`);
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount), carried: BigInt(r.carried) }));
}

/** Inserts a settlement row; undefined when its (contract, period, for period) exists already. */
export async function insertPayout(
  tx: Tx,
  row: typeof agentContractPayouts.$inferInsert,
): Promise<PayoutRow | undefined> {
  const [r] = await tx.insert(agentContractPayouts).values(row).onConflictDoNothing().returning();
  return r;
}

// ── reads of payouts ────────────────────────────────────────────────────────────────────────

export interface PayoutView extends PayoutRow {
  memberName: string;
  uplineName: string;
}

export interface PayoutFilter {
  merchantId: number;
  memberId?: number | undefined;
  uplineId?: number | undefined;
  /** Rows where this member is the payee or the upline. */
  partyId?: number | undefined;
  contractId?: number | undefined;
  kind?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function listPayouts(
  db: Tx,
  f: PayoutFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: PayoutView[]; total: number }> {
  const p = agentContractPayouts;
  const where = and(
    eq(p.merchantId, f.merchantId),
    f.memberId === undefined ? undefined : eq(p.memberId, f.memberId),
    f.uplineId === undefined ? undefined : eq(p.uplineId, f.uplineId),
    f.partyId === undefined ? undefined : or(eq(p.memberId, f.partyId), eq(p.uplineId, f.partyId)),
    f.contractId === undefined ? undefined : eq(p.contractId, f.contractId),
    f.kind === undefined ? undefined : eq(p.kind, f.kind),
    f.from === undefined ? undefined : gte(p.computedAt, f.from),
    f.to === undefined ? undefined : lt(p.computedAt, f.to),
  );
  const [rows, [n]] = await Promise.all([
    db
      .select({ payout: p, memberName: down.username, uplineName: up.username })
      .from(p)
      .innerJoin(down, eq(down.id, p.memberId))
      .innerJoin(up, eq(up.id, p.uplineId))
      .where(where)
      .orderBy(desc(p.computedAt), desc(p.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.payout, memberName: r.memberName, uplineName: r.uplineName })),
    total: n?.n ?? 0,
  };
}

/** What the member received (side payee) or its contracted downlines received (side upline) per local day and kind. */
export async function paidByDay(
  db: Tx,
  side: 'payee' | 'upline',
  memberId: number,
  timeZone: string,
  from: Date,
  to: Date,
): Promise<{ day: string; kind: string; paid: bigint }[]> {
  const who = side === 'payee' ? sql`member_id` : sql`upline_id`;
  const rows = rowsOf(
    await db.execute(sql`select to_char(computed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, kind,
        sum(paid)::text as paid
      from agent_contract_payouts
      where ${who} = ${memberId} and computed_at >= ${from.toISOString()}::timestamptz
        and computed_at < ${to.toISOString()}::timestamptz and paid > 0
      group by 1, 2`),
  );
  return rows.map((r) => ({ day: String(r.day), kind: String(r.kind), paid: BigInt(String(r.paid)) }));
}

/**
 * Transfers in and out of a main wallet per local day (ledger postings of type member_transfer). A read
 * of the ledger's statement table, which only the ledger writes.
 */
export async function transfersByDay(
  db: Tx,
  accountId: number,
  timeZone: string,
  from: Date,
  to: Date,
): Promise<{ day: string; inflow: bigint; outflow: bigint }[]> {
  const rows = rowsOf(
    await db.execute(sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        coalesce(sum(amount) filter (where amount > 0), 0)::text as inflow,
        coalesce(-sum(amount) filter (where amount < 0), 0)::text as outflow
      from ledger_postings
      where account_id = ${accountId} and entry_type = 'member_transfer'
        and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      group by 1`),
  );
  return rows.map((r) => ({
    day: String(r.day),
    inflow: BigInt(String(r.inflow)),
    outflow: BigInt(String(r.outflow)),
  }));
}
