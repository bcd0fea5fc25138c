import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './accounts';
import { gameVendors, games } from './games';
import { merchantIdColumn } from './merchants';

/**
 * Game launch sessions, the provider gateway's transactions and the betting records (issue 5,
 * docs/API.md "Game launch", "Provider API", "Betting records"). Money moves only through the ledger;
 * these tables say which vendor transaction produced which journal entry, and what a round was.
 */

/** One launch of a game: the token handed to the vendor (kept as its SHA-256) and what it allows. */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    /** Public id of the session (random, not a secret). */
    id: text('id').primaryKey(),
    /** SHA-256 (hex) of the launch token given to the vendor. */
    tokenHash: text('token_hash').notNull(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** The seamless API's player id (`<brand code>-<member id>`). */
    playerId: text('player_id').notNull(),
    /** 'real' (the member's wallet) or 'trial' (play money in trial_balance, never in the ledger). */
    mode: text('mode').notNull(),
    currency: text('currency').notNull(),
    /** Play money of a trial session (minor units); null for real sessions. */
    trialBalance: bigint('trial_balance', { mode: 'bigint' }),
    language: text('language').notNull(),
    /** Shown by the vendor: the member's nickname, else the masked username. */
    displayName: text('display_name').notNull(),
    /** The masked username (rank list). */
    maskedName: text('masked_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Bets are refused from this time on; wins and rollbacks are still accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The member's sign-in the game was launched from: its end (a logout) ends the session's bets. */
    authSessionId: text('auth_session_id'),
  },
  (t) => [
    uniqueIndex('provider_sessions_token_uq').on(t.tokenHash),
    index('provider_sessions_member_idx').on(t.memberId, t.createdAt),
    check('provider_sessions_mode_check', sql`${t.mode} in ('real', 'trial')`),
    check(
      'provider_sessions_trial_check',
      sql`(${t.mode} = 'trial') = (${t.trialBalance} is not null) and (${t.trialBalance} is null or ${t.trialBalance} >= 0)`,
    ),
  ],
);

/**
 * Every bet, win and rollback a vendor sent, once per (vendor, transaction id): the first answer is
 * kept in `result` so that a replay answers it again. A rollback of an unknown bet leaves a
 * 'cancelled' row under the bet's id, so that the bet arriving later is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * No foreign keys to merchants, game_vendors and games, on purpose (migration 0041, like ledger_entries'):
     * each insert would take a KEY SHARE lock on the brand's, the vendor's and the game's one row, which every
     * concurrent bet of them shares (a MultiXact per bet). Only the provider gateway writes these ids, from
     * the rows of the launch session and the vendor, and brands, vendors and games are never deleted.
     */
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** bet, win, rollback, or cancelled_bet (the tombstone of a bet rolled back before it arrived). */
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    memberId: memberIdColumn(),
    sessionId: text('session_id')
      .notNull()
      .references(() => providerSessions.id),
    gameId: integer('game_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    trial: boolean('trial').notNull(),
    /** sha256 of the request's identity (kind, player, round, game, amount, reference): a different one is a conflict. */
    fingerprint: text('fingerprint').notNull(),
    /** ok, acknowledged (rollback of an unknown bet), refused (final error), cancelled (tombstone). */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    /** The first answer's value (or the error's details). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    entryId: bigint('entry_id', { mode: 'number' }),
    /** Rollbacks: the bet's transaction id. */
    referenceId: text('reference_id'),
    /** Bets: the rollback that cancelled it. */
    rolledBackBy: text('rolled_back_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('provider_transactions_vendor_tx_uq').on(t.vendorId, t.transactionId),
    index('provider_transactions_round_idx').on(t.vendorId, t.roundId, t.memberId),
    check('provider_transactions_kind_check', sql`${t.kind} in ('bet', 'win', 'rollback', 'cancelled_bet')`),
    check('provider_transactions_status_check', sql`${t.status} in ('ok', 'acknowledged', 'refused', 'cancelled')`),
    check('provider_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The betting record: one row per (vendor, round, member) of real money. stake = bets − rolled-back
 * bets; valid_bet is what counts towards turnover (0 for a cancelled round or a full push).
 */
export const betRounds = pgTable(
  'bet_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign keys to merchants, game_vendors and games, for the reason given on provider_transactions. */
    merchantId: integer('merchant_id').notNull(),
    memberId: memberIdColumn(),
    vendorId: integer('vendor_id').notNull(),
    gameId: integer('game_id').notNull(),
    gameType: text('game_type').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** open, settled, cancelled. */
    status: text('status').notNull(),
    transactions: integer('transactions').notNull().default(0),
    betAt: timestamp('bet_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bet_rounds_vendor_round_member_uq').on(t.vendorId, t.roundId, t.memberId),
    index('bet_rounds_member_time_idx').on(t.merchantId, t.memberId, t.betAt.desc()),
    /** The operator's reports: a brand's rounds by the time of the bet. */
    index('bet_rounds_merchant_time_idx').on(t.merchantId, t.betAt),
    check('bet_rounds_status_check', sql`${t.status} in ('open', 'settled', 'cancelled')`),
    check('bet_rounds_amounts_check', sql`${t.stake} >= 0 and ${t.win} >= 0 and ${t.validBet} >= 0`),
  ],
);

/**
 * The house provider's own storage (packages/house, through modules/house/store.ts): seed pairs per
 * player and every round with its seeds, nonce, bet, outcome and the seamless transaction ids.
 * `player_id` is the seamless API's playerId: the house knows no Lotus member ids.
 */
export const houseSeedPairs = pgTable(
  'house_seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: text('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The next round's nonce (= rounds played with this pair). */
    nonce: integer('nonce').notNull().default(0),
    /** active (server seed secret) or revealed. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seed_pairs_active_uq')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
    index('house_seed_pairs_player_idx').on(t.playerId, t.createdAt),
    check('house_seed_pairs_status_check', sql`${t.status} in ('active', 'revealed')`),
  ],
);

export const houseRounds = pgTable(
  'house_rounds',
  {
    /** The round id sent to the seamless API. */
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    game: text('game').notNull(),
    mode: text('mode').notNull(),
    currency: text('currency').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => houseSeedPairs.id),
    nonce: integer('nonce').notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    totalStake: bigint('total_stake', { mode: 'bigint' }).notNull(),
    totalWin: bigint('total_win', { mode: 'bigint' }).notNull(),
    /** The launch token the round was played with (needed to send its win or rollback later). */
    token: text('token').notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    winTransactionId: text('win_transaction_id').notNull(),
    /** pending (bet not confirmed), bet_placed (win not confirmed), settled, void (bet refused or rolled back). */
    status: text('status').notNull(),
    /** The wallet balance the player saw after the round (minor units). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_rounds_pair_nonce_uq').on(t.seedPairId, t.nonce),
    index('house_rounds_player_idx').on(t.playerId, t.createdAt),
    index('house_rounds_status_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'bet_placed')`),
    check('house_rounds_status_check', sql`${t.status} in ('pending', 'bet_placed', 'settled', 'void')`),
    check('house_rounds_mode_check', sql`${t.mode} in ('real', 'trial')`),
  ],
);
