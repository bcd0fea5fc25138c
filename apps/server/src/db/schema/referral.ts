import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { members } from './accounts';
import { merchantIdColumn, merchants } from './merchants';

/**
 * Referral, invite friends (issue 13, docs/API.md "Referral"): the brand's reward rules, each member's
 * code, one row per invited friend moving registered → deposited → qualified (rewarded once, ledger key
 * `referral:<friendId>`) or rejected (with the reason), and the devices seen per member for the abuse checks.
 */

/** The brand's referral rules (one row per brand; absent = nothing paid). */
export const referralSettings = pgTable(
  'referral_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    /** fixed | deposit_share (of the first deposit) | bet_share (of valid bets over betDays from registration). */
    rewardKind: text('reward_kind').notNull().default('fixed'),
    fixedAmount: money('fixed_amount')
      .notNull()
      .default(sql`0`),
    shareBps: integer('share_bps').notNull().default(0),
    betDays: integer('bet_days').notNull().default(7),
    /** The friend's first deposit must be at least this much to qualify. */
    minFirstDeposit: money('min_first_deposit')
      .notNull()
      .default(sql`0`),
    /** The most one friend pays; 0 = no cap. */
    maxReward: money('max_reward')
      .notNull()
      .default(sql`0`),
    /** The friend must make the first deposit within this many days of registering; 0 = any time. */
    depositWithinDays: integer('deposit_within_days').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('referral_settings_kind_check', sql`${t.rewardKind} in ('fixed', 'deposit_share', 'bet_share')`),
    check(
      'referral_settings_values_check',
      sql`${t.fixedAmount} >= 0 and ${t.shareBps} between 0 and 10000 and ${t.betDays} between 1 and 90 and ${t.minFirstDeposit} >= 0 and ${t.maxReward} >= 0 and ${t.depositWithinDays} >= 0`,
    ),
  ],
);

/** A member's referral code (made when first asked for); unique per brand. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    merchantId: merchantIdColumn(),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('referral_codes_merchant_code_uq').on(t.merchantId, t.code)],
);

/** One invited friend: a member registers with a code once, so friend_id is unique. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    friendId: integer('friend_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    /** registered | deposited | qualified | rejected */
    state: text('state').notNull().default('registered'),
    registerIp: text('register_ip'),
    deviceId: text('device_id'),
    firstDepositAmount: money('first_deposit_amount'),
    firstDepositAt: ts('first_deposit_at'),
    /** When a deposited friend is evaluated (bet_share: when the bet window has closed). */
    dueAt: ts('due_at'),
    /** The valid bets counted (bet_share). */
    validBets: money('valid_bets'),
    rewardAmount: money('reward_amount'),
    rewardKind: text('reward_kind'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    decidedAt: ts('decided_at'),
    /** Why a friend did not qualify: same_payee, same_device, same_ip, deposit_below_minimum, deposit_too_late, no_valid_bets, … */
    rejectReason: text('reject_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('referrals_friend_uq').on(t.friendId),
    index('referrals_referrer_idx').on(t.merchantId, t.referrerId, t.createdAt),
    index('referrals_merchant_state_idx').on(t.merchantId, t.state, t.createdAt),
    index('referrals_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'deposited'`),
    check('referrals_state_check', sql`${t.state} in ('registered', 'deposited', 'qualified', 'rejected')`),
    check('referrals_not_self_check', sql`${t.referrerId} <> ${t.friendId}`),
  ],
);

/** Device ids (the site's X-Device-Id) seen per member: at registration and on the referral page. */
export const referralDevices = pgTable(
  'referral_devices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deviceId: text('device_id').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceId] }), index('referral_devices_device_idx').on(t.deviceId)],
);
