import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { members, memberIdColumn } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * Cashback, the member centre's manualRebate (issue 13, docs/API.md "Cashback"): the brand's rates in basis
 * points per VIP level and game category, how a claim is paid, and the claims. What a member may claim is the
 * valid bets of their settled rounds per category less the valid bets their earlier claims already counted
 * (rebate_claim_lines), so a bet is never paid twice and a bet rolled back after a claim is deducted from the
 * next. The member's rebate_accounts row is the lock every claim takes (FOR UPDATE).
 */

/** How the brand pays cashback (one row per brand; defaults when absent). */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    merchantId: merchantIdColumn().primaryKey(),
    /** main: main money; bonus: the bonus wallet with wagering. */
    payout: text('payout').notNull().default('main'),
    /** Required wagering = multiple × cashback, in tenths (10 = 1×), for bonus payouts. */
    wageringMultipleTenths: integer('wagering_multiple_tenths').notNull().default(10),
    bonusExpiryDays: integer('bonus_expiry_days').notNull().default(7),
    minClaim: money('min_claim')
      .notNull()
      .default(sql`100`),
    /** The most paid per member and day of the brand's time zone; null: no cap. */
    dailyCap: money('daily_cap'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('rebate_settings_payout_check', sql`${t.payout} in ('main', 'bonus')`),
    check(
      'rebate_settings_amounts_check',
      sql`${t.minClaim} >= 0 and (${t.dailyCap} is null or ${t.dailyCap} > 0) and ${t.wageringMultipleTenths} between 0 and 1000 and ${t.bonusExpiryDays} between 1 and 365`,
    ),
  ],
);

/** Basis points of valid bets paid back, per VIP level (members.vip_level) and game category. */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: merchantIdColumn(),
    vipLevel: integer('vip_level').notNull(),
    gameType: text('game_type').notNull(),
    rateBps: integer('rate_bps').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.vipLevel, t.gameType] }),
    check('rebate_rates_check', sql`${t.vipLevel} >= 0 and ${t.rateBps} between 0 and 10000`),
  ],
);

/** One row per member who opened the cashback page or claimed: the lock of their claims. */
export const rebateAccounts = pgTable('rebate_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  merchantId: merchantIdColumn(),
  lastClaimAt: ts('last_claim_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    /** The client's request key: a replay answers the first claim. */
    requestKey: text('request_key').notNull(),
    vipLevel: integer('vip_level').notNull(),
    /** Valid bets the claim counted (net of deductions), minor units. */
    validBet: money('valid_bet').notNull(),
    /** Cashback earned by those bets (each category rounded down), before the daily cap. */
    earned: money('earned').notNull(),
    /** What was paid (earned, or less under the daily cap). */
    amount: money('amount').notNull(),
    payout: text('payout').notNull(),
    wageringMultipleTenths: integer('wagering_multiple_tenths').notNull(),
    ledgerKey: text('ledger_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    unique('rebate_claims_request_uq').on(t.memberId, t.requestKey),
    index('rebate_claims_member_idx').on(t.memberId, t.createdAt),
    index('rebate_claims_merchant_idx').on(t.merchantId, t.createdAt),
    check('rebate_claims_amount_check', sql`${t.amount} > 0 and ${t.amount} <= ${t.earned}`),
  ],
);

/** A claim's valid bets and cashback per category; valid_bet is negative when rolled-back bets were deducted. */
export const rebateClaimLines = pgTable(
  'rebate_claim_lines',
  {
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => rebateClaims.id),
    memberId: memberIdColumn(),
    gameType: text('game_type').notNull(),
    validBet: money('valid_bet').notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.gameType] }),
    index('rebate_claim_lines_member_idx').on(t.memberId, t.gameType),
  ],
);
