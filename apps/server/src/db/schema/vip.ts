import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import type { LocalizedText } from '@lotus/contracts';
import { memberIdColumn, members } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * VIP ranks (issue 13, docs/API.md "VIP"): each brand's rank table with its promotion and keep criteria
 * and benefits; per member the evaluation state (the last period evaluated and reviewed, claimed under a
 * row lock so each member is evaluated once per period), the rank history, and the rewards paid per rank
 * or period. `members.vip_level` stays the member's current level.
 */

const zero = (name: string) =>
  money(name)
    .notNull()
    .default(sql`0`);

export const vipRanks = pgTable(
  'vip_ranks',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** The badge's colour (#rrggbb): the badge art is drawn from it. */
    color: text('color').notNull(),
    /** Promotion: deposits and valid bets over the last `promote_days` days (minor units). */
    promoteDeposit: zero('promote_deposit'),
    promoteValidBet: zero('promote_valid_bet'),
    promoteDays: integer('promote_days').notNull().default(30),
    /** Keep: deposits and valid bets over the month under review (monthly review; below both → down a level). */
    keepDeposit: zero('keep_deposit'),
    keepValidBet: zero('keep_valid_bet'),
    levelUpBonus: zero('level_up_bonus'),
    weeklyBonus: zero('weekly_bonus'),
    monthlyBonus: zero('monthly_bonus'),
    birthdayBonus: zero('birthday_bonus'),
    /** The wagering of the rank's bonuses, in tenths of the bonus (50 = 5×). */
    wageringTenths: integer('wagering_tenths').notNull().default(10),
    /** Withdrawal limits per day for this rank; null: the brand's. */
    withdrawDailyMaxAmount: money('withdraw_daily_max_amount'),
    withdrawDailyMaxCount: integer('withdraw_daily_max_count'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('vip_ranks_level_uq').on(t.merchantId, t.level)],
);

/** One row per member once evaluated: the periods already evaluated, so each is done once. */
export const vipMembers = pgTable('vip_members', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  merchantId: merchantIdColumn(),
  /** When the current level was reached. */
  levelSince: ts('level_since').notNull().defaultNow(),
  /** The last promotion period evaluated ('d:2026-11-26'). */
  evaluatedPeriod: text('evaluated_period'),
  /** The last month reviewed for keeping the rank ('m:2026-10'). */
  reviewedPeriod: text('reviewed_period'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Rank changes: promotion, demotion (monthly review) or an operator's setting. */
export const vipHistory = pgTable(
  'vip_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    /** promotion | demotion | operator */
    reason: text('reason').notNull(),
    /** The period evaluated (null for an operator's change). */
    periodKey: text('period_key'),
    deposits: money('deposits'),
    validBets: money('valid_bets'),
    operator: text('operator'),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('vip_history_period_uq').on(t.memberId, t.reason, t.periodKey),
    index('vip_history_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Benefits: a level-up bonus once per rank ('L3'), weekly ('w:2026-11-23'), monthly ('m:2026-11') and
 * birthday ('y:2026') bonuses once per period. available: owed but not paid yet (an open bonus was in the
 * way); paid: in the bonus wallet (grant_id).
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    level: integer('level').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    unique('vip_rewards_period_uq').on(t.memberId, t.kind, t.periodKey),
    index('vip_rewards_member_idx').on(t.memberId, t.status),
  ],
);
