import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './accounts';
import { merchantIdColumn, merchants } from './merchants';

/**
 * The house sportsbook (issue 19, docs/ARCHITECTURE.md "Sportsbook"): competitions, fixtures (shared by
 * all brands), their markets and selections with odds in thousandths, the members' bets (singles and
 * parlays, each its own round of the seamless API) with their legs, every result entered (versions:
 * a correction re-settles) and each brand's stake and payout limits.
 */

export const sportsLeagues = pgTable('sports_leagues', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** football, lol, dota2, cs2, valorant. */
  sport: text('sport').notNull(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  /** Maps of an e-sports series (1 for football). */
  bestOf: integer('best_of').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const sportsFixtures = pgTable(
  'sports_fixtures',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => sportsLeagues.id),
    /** The feed's key of a demo fixture (league, day, slot); null for one an operator added. */
    feedKey: text('feed_key').unique(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    /** The demo feed's strengths (hundredths), from which it prices and simulates. */
    homeRating: integer('home_rating').notNull().default(100),
    awayRating: integer('away_rating').notNull().default(100),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    /** 'feed': the demo feed enters its result; 'operator': an operator does. */
    source: text('source').notNull(),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    /** 0 before a result; 1 for the first; each correction adds one. */
    resultVersion: integer('result_version').notNull().default(0),
    /** The result version whose settlement finished (behind result_version: bets still to settle). */
    settledVersion: integer('settled_version').notNull().default(0),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sports_fixtures_status_idx').on(t.status, t.kickoffAt),
    check('sports_fixtures_status_check', sql`${t.status} in ('scheduled', 'live', 'finished', 'cancelled')`),
    check('sports_fixtures_source_check', sql`${t.source} in ('feed', 'operator')`),
  ],
);

export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: serial('id').primaryKey(),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => sportsFixtures.id),
    /** 1X2, AH, OU (football); MW, MH, TM (e-sports). */
    type: text('type').notNull(),
    /** Hundredths, the home side's for handicaps (−0.25 → −25); 0 when the market has none. */
    line: integer('line').notNull().default(0),
    status: text('status').notNull(),
  },
  (t) => [
    uniqueIndex('sports_markets_fixture_type_line_uq').on(t.fixtureId, t.type, t.line),
    check('sports_markets_status_check', sql`${t.status} in ('open', 'suspended', 'settled')`),
  ],
);

export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    /** home, draw, away, over, under. */
    key: text('key').notNull(),
    /** Decimal odds in thousandths (1.925 → 1925). */
    odds: integer('odds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sports_selections_market_key_uq').on(t.marketId, t.key),
    check('sports_selections_odds_check', sql`${t.odds} > 1000`),
  ],
);

/**
 * A member's bet: a single or a parlay of 2..10 legs on distinct fixtures. Its seamless round is
 * `SB<bet>`: the stake `SB<bet>-bet`, the payout of settlement v `SB<bet>-w<v>`, its reversal `…-x<v>`,
 * a refund `…-rb`. `pay_version` counts its settlements (a correction reverses one and pays the next).
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    kind: text('kind').notNull(),
    /** The launch session (provider_sessions) whose token the sportsbook pays with. */
    sessionId: text('session_id').notNull(),
    token: text('token').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    /** The catalogue game its round is booked under (sportsbook or esports). */
    gameCode: text('game_code').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The combined odds accepted (thousandths). */
    odds: integer('odds').notNull(),
    potentialReturn: bigint('potential_return', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    status: text('status').notNull(),
    payVersion: integer('pay_version').notNull().default(0),
    /** A refusal kept for operations (a stake refused, a reversal the balance could not cover). */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('sports_bets_member_idx').on(t.merchantId, t.memberId, t.id),
    index('sports_bets_status_idx').on(t.status),
    check('sports_bets_kind_check', sql`${t.kind} in ('single', 'parlay')`),
    check(
      'sports_bets_status_check',
      sql`${t.status} in ('pending', 'placed', 'won', 'lost', 'void', 'cashed_out', 'rejected')`,
    ),
  ],
);

export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => sportsFixtures.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => sportsSelections.id),
    marketType: text('market_type').notNull(),
    line: integer('line').notNull(),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    /** won, half_won, void, half_lost, lost once its fixture has a result (or is cancelled). */
    outcome: text('outcome'),
  },
  (t) => [
    // One leg per fixture in a bet (a parlay's legs are on distinct fixtures).
    uniqueIndex('sports_bet_legs_bet_fixture_uq').on(t.betId, t.fixtureId),
    index('sports_bet_legs_fixture_idx').on(t.fixtureId),
  ],
);

/** Every result entered for a fixture (and its cancellation): version 1 the first, each correction the next. */
export const sportsSettlements = pgTable(
  'sports_settlements',
  {
    id: serial('id').primaryKey(),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => sportsFixtures.id),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    /** feed, or the operator who entered it. */
    enteredBy: text('entered_by').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sports_settlements_fixture_version_uq').on(t.fixtureId, t.version),
    check('sports_settlements_kind_check', sql`${t.kind} in ('result', 'cancelled')`),
  ],
);

/** A brand's sportsbook limits (a brand without a row has the defaults). */
export const sportsSettings = pgTable('sports_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
  maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
