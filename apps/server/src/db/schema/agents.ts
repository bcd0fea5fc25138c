import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * The downline tree as a closure table (docs/ARCHITECTURE.md, "The agent tree"): one row per
 * (upline, downline) pair at any depth ≥ 1, so a team is one index range (ancestor_id) and "is X in
 * Y's team" one primary-key probe. Kept by triggers on members (migration agent_tree): an insert
 * links the new account under its upline's line, a change of upline_id moves the whole subtree.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1 for a direct downline. */
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);

/**
 * The betting records summed per member, local day of the brand, game category and vendor (issue 14,
 * docs/ARCHITECTURE.md "The agent centre's reports read day totals"): rounds, stake, valid bets and payout of
 * the member's rounds begun that day that are not cancelled. Kept exactly by statement triggers on bet_rounds
 * (migration agent_day_totals) in the transaction that writes the rounds: a void or rollback changes the
 * totals with the round, a rolled-back transaction leaves them as they were. A change of the brand's time zone
 * rebuilds the brand's rows. The agent centre's team pages read these rows, never the rounds.
 */
export const memberRoundDays = pgTable(
  'member_round_days',
  {
    // No foreign keys: derived rows, written by the triggers only (no reference check on the bet path).
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameType: text('game_type').notNull(),
    vendorId: integer('vendor_id').notNull(),
    /** Rounds not cancelled (0: the member has none left that day in this category and vendor). */
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.gameType, t.vendorId] })],
);

/**
 * The same sums per member and local day only (every category and vendor together), kept by the same triggers:
 * what the team overview's days, its players and user profit and loss read (a member's day is one row here).
 */
export const memberDays = pgTable(
  'member_days',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Rounds not cancelled (0: the member has none left that day). */
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
