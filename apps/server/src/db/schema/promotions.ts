import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import type { LocalizedText, PromotionRules, Visibility, Wagering, WageringWeights } from '@lotus/contracts';
import { memberIdColumn } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * Promotions and bonuses (issue 12, docs/API.md "Promotions"): the brand's promotion definitions, each
 * member's part in one (one row per promotion, member and period), and bonus grants — money in the
 * member's bonus wallet with a wagering requirement (a turnover_requirements row with weights).
 */

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    participation: text('participation').notNull(),
    category: text('category').notNull(),
    /** draft | live | paused | ended */
    state: text('state').notNull().default('draft'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Sanitised HTML per language. */
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    bannerUrl: text('banner_url'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    visibility: jsonb('visibility').$type<Visibility>().notNull(),
    /** PromotionRules of the contracts, amounts as decimal strings of minor units. */
    rules: jsonb('rules').$type<StoredRules>().notNull(),
    wagering: jsonb('wagering').$type<StoredWagering>().notNull(),
    limit: text('limit_period').notNull().default('once'),
    budget: money('budget'),
    spent: money('spent')
      .notNull()
      .default(sql`0`),
    sortOrder: integer('sort_order').notNull().default(100),
    /** A raffle's draw: the server seed is committed (its hash shown) from creation, revealed at the draw. */
    drawSeed: text('draw_seed'),
    drawSeedHash: text('draw_seed_hash'),
    drawnAt: ts('drawn_at'),
    /** A race's prizes are fixed once, when it has ended. */
    settledAt: ts('settled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('promotions_code_uq').on(t.merchantId, t.code),
    check('promotions_budget_check', sql`${t.budget} is null or ${t.spent} <= ${t.budget}`),
    index('promotions_merchant_idx').on(t.merchantId, t.state),
  ],
);

/** Rules as stored: bigint amounts become decimal strings inside jsonb (per kind of the union). */
type Stored<T> = {
  [K in keyof T]: T[K] extends bigint ? string : T[K] extends (infer U)[] ? Stored<U>[] : T[K];
};
export type StoredRules = PromotionRules extends infer R ? (R extends unknown ? Stored<R> : never) : never;
export type StoredWagering = Omit<Wagering, 'maxStake' | 'weights'> & {
  maxStake: string | null;
  weights: WageringWeights;
};

/**
 * A member's part in a promotion for one period ('once', a day 'd:2026-11-25', a week 'w:2026-11-23').
 * status: joined | applying | rejected | claimable | issued | claimed.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: memberIdColumn(),
    periodKey: text('period_key').notNull(),
    status: text('status').notNull(),
    remark: text('remark'),
    reviewNote: text('review_note'),
    /** The operator who approved or rejected an application, and when (issue 16). */
    reviewedBy: text('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    /** The bonus or prize (minor units) once known. */
    amount: money('amount'),
    /** What the reward was computed from (a deposit order number, a loss period, a draw). */
    sourceRef: text('source_ref'),
    tickets: integer('tickets'),
    rank: integer('rank'),
    turnover: money('turnover'),
    /** Who took part, for the one-per-person check. */
    ip: text('ip'),
    deviceId: text('device_id'),
    payeeKey: text('payee_key'),
    grantId: bigint('grant_id', { mode: 'number' }),
    /** Issue 34, four-eyes: the first of two approvals of a bonus above the brand's threshold, and its amount. */
    firstApprovedBy: text('first_approved_by'),
    firstApprovedByKind: text('first_approved_by_kind'),
    firstApprovedById: integer('first_approved_by_id'),
    firstApprovedAt: ts('first_approved_at'),
    firstApprovedAmount: money('first_approved_amount'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('promotion_entries_period_uq').on(t.promotionId, t.memberId, t.periodKey),
    index('promotion_entries_member_idx').on(t.memberId, t.updatedAt),
    index('promotion_entries_status_idx').on(t.promotionId, t.status),
  ],
);

/**
 * Bonus money in the member's bonus wallet until its wagering is met (converted to main money), it
 * expires or the member forfeits it. At most one active grant per member (a partial unique index), so
 * the bonus wallet's balance always belongs to the active grant.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    promotionId: integer('promotion_id').references(() => promotions.id),
    entryId: bigint('entry_id', { mode: 'number' }),
    /** bonus | rebate | prize (the bonusDetails filter). */
    type: text('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    amount: money('amount').notNull(),
    requirementId: bigint('requirement_id', { mode: 'number' }),
    required: money('required').notNull(),
    maxStake: money('max_stake'),
    weights: jsonb('weights').$type<WageringWeights>().notNull(),
    /** active | converted | expired | forfeited */
    status: text('status').notNull().default('active'),
    expiresAt: ts('expires_at').notNull(),
    settledAmount: money('settled_amount'),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_grants_one_active_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
    index('bonus_grants_member_idx').on(t.memberId, t.createdAt),
    /** The operator's promotion cost: a brand's grants given, and closed, in a period. */
    index('bonus_grants_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('bonus_grants_merchant_closed_idx')
      .on(t.merchantId, t.closedAt)
      .where(sql`${t.closedAt} is not null`),
    index('bonus_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('bonus_grants_amount_check', sql`${t.amount} > 0 and ${t.required} >= 0`),
  ],
);
