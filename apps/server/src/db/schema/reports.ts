import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator reports' day tables (issue 34, docs/architecture/reports.md): settled rounds and promotion
 * money summed per brand and local day of the brand, so a report over a year reads a few thousand rows
 * instead of a million rounds. Derived rows without foreign keys, written only by the `reports.sumDays` job
 * (modules/reports/dayTables.ts), which re-sums whole days from the raw rows: running it twice changes nothing.
 */

/** Settled rounds (records' settled predicate) per brand, local day of the bet and game. */
export const reportGameDays = pgTable(
  'report_game_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameId: integer('game_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    gameType: text('game_type').notNull(),
    rounds: integer('rounds').notNull(),
    /** Members with a settled round of this game that day. */
    players: integer('players').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.gameId, t.vendorId] })],
);

/** Settled rounds per brand and local day: what the reports by day and their totals read (a row a day). */
export const reportDays = pgTable(
  'report_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rounds: integer('rounds').notNull(),
    /** Members with a settled round that day. */
    players: integer('players').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

/** Settled rounds per brand, local day and member: active players and retention. */
export const reportPlayerDays = pgTable(
  'report_player_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.memberId] }),
    index('report_player_days_member_idx').on(t.merchantId, t.memberId, t.day),
  ],
);

/**
 * Retention: per brand, week of registration (Monday, brand zone) and week of play, how many of the members who
 * registered that week had a settled round in the week of play. Re-summed by the job for the weeks of the days
 * it re-sums (a member's registration week never changes).
 */
export const reportCohortWeeks = pgTable(
  'report_cohort_weeks',
  {
    merchantId: integer('merchant_id').notNull(),
    cohortWeek: date('cohort_week', { mode: 'string' }).notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    active: integer('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cohortWeek, t.week] })],
);

/**
 * What the brand's promotion account paid out per local day, by ledger entry type: bonuses granted (to the
 * bonus wallet or straight to the main one), agent payouts, less bonus money forfeited back. Summed from the
 * account's postings in order of their sequence (report_account_marks), so no posting counts twice.
 */
export const reportCostDays = pgTable(
  'report_cost_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The ledger entry type (bonus, bonus_forfeit, agent_payout, …) and the entry's memo (bonus, rebate, …). */
    entryType: text('entry_type').notNull(),
    memo: text('memo').notNull(),
    entries: integer('entries').notNull(),
    /** Minor units the promotion account paid out (negative: it took money back). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.entryType, t.memo] })],
);

/**
 * UTC dates of bets whose rounds changed since the job last summed them, written by a statement trigger on
 * bet_rounds in the rounds' transaction (migration report_day_tables, `taken` false). The job takes them
 * (`taken` true) under the lock every writer holds shared, then re-sums the local days that overlap each date
 * and deletes the taken marks in the same transaction as the sums: a crash leaves them to the next run.
 */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    merchantId: integer('merchant_id').notNull(),
    utcDay: date('utc_day', { mode: 'string' }).notNull(),
    taken: boolean('taken').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.utcDay, t.taken] })],
);

/** Per brand: the time zone its day rows were summed in (a change re-sums the brand). */
export const reportMarks = pgTable('report_marks', {
  merchantId: integer('merchant_id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  summedAt: timestamp('summed_at', { withTimezone: true }).notNull(),
});

/** Per promotion account of a brand (one per shard): the last posting report_cost_days has counted. */
export const reportAccountMarks = pgTable('report_account_marks', {
  accountId: integer('account_id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/**
 * A brand's significant-event thresholds (issue 34): a settled round winning at least `large_win`, a round
 * staking at least `large_bet`, a withdrawal of at least `large_withdrawal` (minor units; null: never).
 */
export const significantEventSettings = pgTable('significant_event_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  largeWin: bigint('large_win', { mode: 'bigint' }),
  largeBet: bigint('large_bet', { mode: 'bigint' }),
  largeWithdrawal: bigint('large_withdrawal', { mode: 'bigint' }),
  /** Failed sign-ins of one account within 10 minutes that make a burst. */
  failedSignInBurst: integer('failed_sign_in_burst').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
