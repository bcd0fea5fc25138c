import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The house provider's live tables (packages/house/src/provider/tables.ts; docs/ARCHITECTURE.md,
 * "Live tables"): the shared timed rounds of each table, the players' bets on them and who sits at
 * a table. Like house_rounds these are the vendor's own books; money moves only through the seamless API.
 */
export const houseTableRounds = pgTable(
  'house_table_rounds',
  {
    /** `<table>:<round number>`: every process derives the same id from the clock; the first insert wins. */
    id: text('id').primaryKey(),
    tableId: text('table_id').notNull(),
    game: text('game').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    revealAt: timestamp('reveal_at', { withTimezone: true }).notNull(),
    /** open (result not drawn), drawn (the result below; drawn once by a conditional update). */
    status: text('status').notNull(),
    result: jsonb('result'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('house_table_rounds_table_idx').on(t.tableId, t.roundNo),
    index('house_table_rounds_open_idx')
      .on(t.revealAt)
      .where(sql`${t.status} = 'open'`),
    check('house_table_rounds_status_check', sql`${t.status} in ('open', 'drawn')`),
  ],
);

export const houseTableBets = pgTable(
  'house_table_bets',
  {
    /** The round id sent to the seamless API (its transactions are `<id>-bet`, `<id>-win`, `<id>-rb`). */
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => houseTableRounds.id),
    tableId: text('table_id').notNull(),
    game: text('game').notNull(),
    playerId: text('player_id').notNull(),
    displayName: text('display_name').notNull(),
    mode: text('mode').notNull(),
    currency: text('currency').notNull(),
    /** The launch token the bet was placed with (its win or rollback is sent with it later). */
    token: text('token').notNull(),
    bets: jsonb('bets').$type<Record<string, number>>().notNull(),
    totalStake: bigint('total_stake', { mode: 'bigint' }).notNull(),
    totalWin: bigint('total_win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    spots: jsonb('spots'),
    /** pending (debit not confirmed), placed, settled, refunded (window closed), void (refused or rolled back). */
    status: text('status').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('house_table_bets_round_idx').on(t.roundId, t.status),
    index('house_table_bets_player_idx').on(t.playerId, t.game, t.createdAt),
    index('house_table_bets_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'placed')`),
    check('house_table_bets_status_check', sql`${t.status} in ('pending', 'placed', 'settled', 'refunded', 'void')`),
    check('house_table_bets_mode_check', sql`${t.mode} in ('real', 'trial')`),
  ],
);

/** Who is at a table: a player's page refreshes the seat while it is open. */
export const houseTableSeats = pgTable(
  'house_table_seats',
  {
    tableId: text('table_id').notNull(),
    playerId: text('player_id').notNull(),
    displayName: text('display_name').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.playerId] }),
    index('house_table_seats_seen_idx').on(t.tableId, t.seenAt),
  ],
);
