import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './accounts';
import { merchantIdColumn, merchants } from './merchants';

/**
 * The lottery (issue 15, docs/ARCHITECTURE.md "Lottery"): draws of every game (shared by all brands),
 * the members' bets (each its own round of the seamless API, paid like any vendor's), the exposure per
 * number and draw, and each brand's prize modes, odds and limits.
 */

/** One draw of one game: open for bets until closes_at, drawn at draws_at, then settled once. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    /** VN_N, VN_S_<province>, VN_C_<province>, SSC, 11X5, K3, PK10, LHC. */
    game: text('game').notNull(),
    /** The result structure: VN_NORTH, VN_SOUTH or the fast game. */
    family: text('family').notNull(),
    /** The catalogue game the seamless API books its bets under. */
    catalogueCode: text('catalogue_code').notNull(),
    issue: text('issue').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    /** 'house': drawn from server_seed; 'operator': an official result entered by an operator. */
    source: text('source').notNull(),
    /** SHA-256 of server_seed (public from the start); null for operator draws. */
    commitment: text('commitment'),
    /** Secret until the draw; revealed with the result. */
    serverSeed: text('server_seed'),
    result: jsonb('result'),
    /** 0 before a result; 1 for the first; each correction adds one. */
    resultVersion: integer('result_version').notNull().default(0),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_issue_uq').on(t.game, t.issue),
    index('lottery_draws_status_idx').on(t.status, t.drawsAt),
    index('lottery_draws_game_idx').on(t.game, t.drawsAt),
    check('lottery_draws_status_check', sql`${t.status} in ('open', 'closed', 'drawn', 'settled', 'cancelled')`),
    check('lottery_draws_source_check', sql`${t.source} in ('house', 'operator')`),
  ],
);

/**
 * One selection of a member's bet slip on one draw. Its seamless round is `LT<draw>-<bet>`: the bet
 * `LT<draw>-<bet>-bet`, the win of result version v `LT<draw>-<bet>-w<v>`, a reversal `…-r<v>`, a refund `…-rb`.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    slipId: text('slip_id').notNull(),
    /** The launch session (provider_sessions) whose token the lottery vendor pays with. */
    sessionId: text('session_id').notNull(),
    token: text('token').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    betType: text('bet_type').notNull(),
    selection: text('selection').notNull(),
    oddsKey: text('odds_key').notNull(),
    exposureKey: text('exposure_key').notNull(),
    /** Hundredths of the stake, fixed when placed. */
    odds: integer('odds').notNull(),
    multiplier: integer('multiplier').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    hits: integer('hits'),
    payout: bigint('payout', { mode: 'bigint' }),
    /** pending (wallet not answered), placed, won, lost, refunded (draw cancelled), void (refused). */
    status: text('status').notNull(),
    /** The result version the bet was settled with (0: not yet). */
    settledVersion: integer('settled_version').notNull().default(0),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('lottery_bets_draw_idx').on(t.drawId, t.status),
    /** The settlement's chunks: a draw's placed bets in id order (docs/ARCHITECTURE.md "Lottery", Settlement). */
    index('lottery_bets_placed_idx')
      .on(t.drawId, t.id)
      .where(sql`${t.status} = 'placed'`),
    index('lottery_bets_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    check('lottery_bets_status_check', sql`${t.status} in ('pending', 'placed', 'won', 'lost', 'refunded', 'void')`),
    check('lottery_bets_stake_check', sql`${t.stake} > 0`),
  ],
);

/** The potential payout a brand holds on one number (exposure key) of one draw. */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    merchantId: merchantIdColumn(),
    exposureKey: text('exposure_key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.merchantId, t.exposureKey] })],
);

/** A brand's lottery settings (defaults when it has no row). */
export const lotterySettings = pgTable('lottery_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  vnPrizeMode: text('vn_prize_mode').notNull(),
  fastPrizeMode: text('fast_prize_mode').notNull(),
  /** Odds overrides by odds key (hundredths). */
  odds: jsonb('odds').notNull(),
  minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
  /** The most the brand may pay on one number of one draw. */
  exposureLimit: bigint('exposure_limit', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
