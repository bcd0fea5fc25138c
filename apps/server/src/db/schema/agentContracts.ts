import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { members, memberIdColumn } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * Salary and dividend contracts of the agent centre (issue 14, docs/API.md "Agent contracts"): an upline
 * offers one of its direct downlines a contract of a kind (dividend, daily, hourly or real-time salary),
 * a table of tiers; the downline accepts or rejects; either side terminates. Each (contract, period) is
 * settled once: the payout row's unique key (contract, period, for_period) is the gate, and the ledger
 * entry's key is the row's. A change of a settled period's figures (a bet voided or rolled back later)
 * is an adjustment row in the next period, never an edit of a paid row.
 */

/** One tier of a contract (amounts in minor units, rate in basis points). */
export interface ContractTierRow {
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  betAmount: number;
  rateBps: number;
}

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantIdColumn(),
    /** The upline that offered it. */
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    /** The downline it pays (the upline's direct downline, agent or member). */
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    /** dividend, daily_salary, hourly_salary, realtime_salary. */
    kind: text('kind').notNull(),
    /** daily, weekly, semimonthly, monthly (dividend); daily, hourly, 5min (the salaries). */
    period: text('period').notNull(),
    tiers: jsonb('tiers').$type<ContractTierRow[]>().notNull(),
    /**
     * How a dividend carries a period the team won into the next ones (issue 33): none; until_recovered (the
     * team's net win is carried until losses recover it); previous_period (only the period before). none for
     * the salaries.
     */
    carryOver: text('carry_over').notNull().default('none'),
    /** The highest tier's rate: what the downline's own offers may not exceed. */
    maxRateBps: integer('max_rate_bps').notNull(),
    /** pending, active, rejected, withdrawn, terminated. */
    status: text('status').notNull(),
    /** upline, downline, lower_rate, replaced, operator (when terminated or withdrawn). */
    endReason: text('end_reason'),
    /** The active contract this one replaces when accepted. */
    replacesId: integer('replaces_id'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_active_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_pending_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_due_idx').on(t.merchantId, t.status, t.kind),
    check(
      'agent_contracts_kind_check',
      sql`${t.kind} in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')`,
    ),
    check(
      'agent_contracts_period_check',
      sql`${t.period} in ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', '5min')`,
    ),
    check(
      'agent_contracts_status_check',
      sql`${t.status} in ('pending', 'active', 'rejected', 'withdrawn', 'terminated')`,
    ),
    check('agent_contracts_rate_check', sql`${t.maxRateBps} between 0 and 10000`),
    check(
      'agent_contracts_carry_over_check',
      sql`${t.carryOver} in ('none', 'until_recovered', 'previous_period') and (${t.carryOver} = 'none' or ${t.kind} = 'dividend')`,
    ),
    check('agent_contracts_parties_check', sql`${t.uplineId} <> ${t.downlineId}`),
  ],
);

/**
 * What each settlement computed and paid. type payout: the period's own row (period_key = for_period_key);
 * type adjustment: a correction of an earlier period (for_period_key) written while settling period_key.
 * paid is what this settlement moved through the ledger (what is owed over all rows, never below zero).
 */
export const agentContractPayouts = pgTable(
  'agent_contract_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantIdColumn(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    /** The payee (the contract's downline). */
    memberId: memberIdColumn(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    periodKey: text('period_key').notNull(),
    forPeriodKey: text('for_period_key').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    teamValidBet: money('team_valid_bet').notNull(),
    /** The team's profit (wins − stakes): negative is the team's loss, the dividend's base. */
    teamProfit: money('team_profit').notNull(),
    activeMembers: integer('active_members').notNull(),
    /** The tier met (0-based), null when none. */
    tier: integer('tier'),
    rateBps: integer('rate_bps').notNull(),
    /**
     * A dividend's team win carried into the period by the contract's rule (0 otherwise): the loss the rate
     * applies to is the team's loss less this, never below zero.
     */
    carried: money('carried')
      .notNull()
      .default(sql`0`),
    /** The team win this period carries into the next one by the rule (0 for none and the salaries). */
    carryForward: money('carry_forward')
      .notNull()
      .default(sql`0`),
    /** rate × the team's figure. */
    gross: money('gross').notNull(),
    /** What the contracted direct downlines' contracts of the kind earn gross in the period. */
    downlineGross: money('downline_gross').notNull(),
    /** payout: max(gross − downline_gross, 0); adjustment: the change of the period's amount. */
    amount: money('amount').notNull(),
    paid: money('paid').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [
    unique('agent_contract_payouts_period_uq').on(t.contractId, t.periodKey, t.forPeriodKey),
    index('agent_contract_payouts_member_idx').on(t.memberId, t.computedAt.desc()),
    index('agent_contract_payouts_upline_idx').on(t.uplineId, t.computedAt.desc()),
    index('agent_contract_payouts_merchant_idx').on(t.merchantId, t.computedAt.desc()),
    check('agent_contract_payouts_type_check', sql`${t.type} in ('payout', 'adjustment')`),
    check('agent_contract_payouts_paid_check', sql`${t.paid} >= 0`),
    check('agent_contract_payouts_carry_check', sql`${t.carried} >= 0 and ${t.carryForward} >= 0`),
  ],
);

/** An agent's saved contract per kind, ready to offer. */
export const agentContractTemplates = pgTable(
  'agent_contract_templates',
  {
    memberId: memberIdColumn(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    tiers: jsonb('tiers').$type<ContractTierRow[]>().notNull(),
    /** The carry-over rule offers made from it take (agent_contracts.carry_over). */
    carryOver: text('carry_over').notNull().default('none'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);
