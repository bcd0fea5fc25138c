import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GAME_CATEGORIES, LIVE_CLASSIFY, WALLET_MODES } from '@lotus/contracts';
import { memberIdColumn, members } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * The games catalogue (issue 5, docs/API.md "Games catalogue").
 *
 * Vendors and games are global: a vendor's catalogue is the same for every brand, as with real
 * aggregators. A brand offers a vendor through a `merchant_vendors` row (enabled, order, hot);
 * without one the vendor and its games are invisible to that brand. Money is bigint minor units.
 */

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    /** The vendor code (SPEC "vassalage"), also the ledger's vendor_code for per-vendor accounts. */
    vassalage: text('vassalage').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** The vendor's logo: the site's own art (/art/vendors/*.svg). */
    smallIcon: text('small_icon').notNull(),
    /** The categories the vendor has games in; the first is the one it is shown under. */
    gameTypes: text('game_types').array().notNull(),
    walletMode: text('wallet_mode').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** A scheduled maintenance window (UTC); launch refuses with vendor_under_maintenance inside it. */
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    /**
     * 'active', 'disabled' (hidden everywhere) or 'suspended' (an operator's stop: listed nowhere, no new
     * launches or bets; wins and rollbacks of open rounds still accepted).
     */
    status: text('status').notNull().default('active'),
    /**
     * Vendors as data (issue 32, modules/provider/vendors.ts): a seamless vendor an operator registered. Its
     * launch URL template (`{token}`, `{game}`, `{lang}`, `{returnUrl}`, `{device}`, `{playerId}`, `{currency}`,
     * `{mode}`); null for the vendors built into the code (the house, the lottery, the sportsbook, sandboxes).
     */
    launchUrlTemplate: text('launch_url_template'),
    /** The one currency the vendor plays in; null: the brand's. */
    currency: text('currency'),
    /** The source addresses its callbacks may come from (exact IPs or IPv4 CIDR); null or empty: any. */
    allowedAddresses: text('allowed_addresses').array(),
    /** Its signed callbacks per second (all processes, through Redis when set) before `429 TOO_MANY_REQUESTS`. */
    callsPerSecond: integer('calls_per_second').notNull().default(2000),
    /** Its signing secret, sealed (AES-256-GCM, provider/vendorSecrets.ts); null: the environment's or key file's. */
    secretSealed: text('secret_sealed'),
    /** The secret before the last rotation, still accepted until secret_previous_until. */
    secretPreviousSealed: text('secret_previous_sealed'),
    secretPreviousUntil: timestamp('secret_previous_until', { withTimezone: true }),
    /** Where the vendor publishes its catalogue (JSON or CSV), for `vendor import --url`. */
    catalogueUrl: text('catalogue_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('game_vendors_wallet_mode_check', sql`${t.walletMode} in (${list(WALLET_MODES)})`),
    check('game_vendors_status_check', sql`${t.status} in ('active', 'disabled', 'suspended')`),
    check('game_vendors_calls_per_second_check', sql`${t.callsPerSecond} between 1 and 1000000`),
    check(
      'game_vendors_game_types_check',
      sql`cardinality(${t.gameTypes}) >= 1 and ${t.gameTypes} <@ array[${list(GAME_CATEGORIES)}]::text[]`,
    ),
    check(
      'game_vendors_maintenance_check',
      sql`(${t.maintenanceStart} is null) = (${t.maintenanceEnd} is null) and (${t.maintenanceEnd} is null or ${t.maintenanceEnd} > ${t.maintenanceStart})`,
    ),
  ],
);

/** The vendors a brand offers. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: merchantIdColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    enabled: boolean('enabled').notNull().default(true),
    /** The brand's order of its vendors (then the vendor's own sort). */
    sort: integer('sort').notNull().default(0),
    /** The brand's hot flag; null keeps the vendor's. */
    isHot: boolean('is_hot'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorId] }), index('merchant_vendors_vendor_idx').on(t.vendorId)],
);

export const games = pgTable(
  'games',
  {
    /** The gameId of the API. */
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    /** The vendor's own game code, sent to the vendor at launch; unique per vendor. */
    code: text('code').notNull(),
    /** The vendor lobby node the game hangs under (sent back at launch with gameId). */
    nodeId: integer('node_id').notNull(),
    name: jsonb('name').$type<{ vi: string; en: string }>().notNull(),
    /**
     * Lower-case, accent-free "vi name · en name · code" (searchKey in db/seed/catalogueWriter.ts): the
     * column a name search matches with LIKE through the trigram index.
     */
    searchText: text('search_text').notNull(),
    /** A shipped picture; null: the tile the server draws (GAME_PATHS.gameArt). */
    showIcon: text('show_icon'),
    gameType: text('game_type').notNull(),
    /** Live casino classify code (SPEC §9), LIVE games only. */
    classify: text('classify'),
    /** 0: free trial offered; 1: real money only. */
    supportPlay: smallint('support_play').notNull().default(1),
    defaultPlayType: text('default_play_type'),
    /** Lottery routing at launch: TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT; null for a third-party launch. */
    accountTypeName: text('account_type_name'),
    /** 'VASSALAGE': the tile opens the vendor's popup game list. */
    isGame: text('is_game'),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    /** Paylines of a slot; null where it means nothing. */
    lineNum: integer('line_num'),
    /** The vendor's published return to player, in hundredths of a percent (9650 = 96.50 %); null: not given. */
    rtp: integer('rtp'),
    /** Set when the vendor's catalogue import no longer lists the game (status 'disabled' then); null otherwise. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /**
     * The operator's status of a retired game ('active' or 'disabled'), restored when the vendor lists it again;
     * null while the game is listed (then `status` is the operator's choice itself).
     */
    retiredStatus: text('retired_status'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** Ordering score of listings (higher first); the betting-record part refreshes it from rounds. */
    popularity: integer('popularity').notNull().default(0),
    /**
     * The house game (packages/house GameId) that plays this entry when launched, for the house
     * vendor's games; null for other vendors (launch goes through the vendor's adapter).
     */
    houseGameId: text('house_game_id'),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.vendorId, t.code),
    // Listing by category or by vendor, most popular first (the id breaks ties so pages are stable).
    // vendor_id rides along so that a page's ids come from an index-only scan (repository pageGames).
    index('games_type_popularity_idx')
      .on(t.gameType, t.popularity.desc().nullsFirst(), t.id, t.vendorId)
      .where(sql`${t.status} = 'active'`),
    index('games_vendor_popularity_idx')
      .on(t.vendorId, t.popularity.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'active'`),
    index('games_hot_idx')
      .on(t.popularity.desc().nullsFirst(), t.id, t.vendorId)
      .where(sql`${t.status} = 'active' and ${t.isHot}`),
    index('games_popularity_idx')
      .on(t.popularity.desc().nullsFirst(), t.id, t.vendorId)
      .where(sql`${t.status} = 'active'`),
    // Name search: LIKE '%…%' on search_text through trigrams (pg_trgm; PGlite loads it too).
    index('games_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('games_game_type_check', sql`${t.gameType} in (${list(GAME_CATEGORIES)})`),
    check('games_classify_check', sql`${t.classify} is null or ${t.classify} in (${list(LIVE_CLASSIFY)})`),
    check('games_support_play_check', sql`${t.supportPlay} in (0, 1)`),
    check('games_bets_check', sql`${t.minBet} > 0 and ${t.maxBet} >= ${t.minBet}`),
    check('games_status_check', sql`${t.status} in ('active', 'disabled')`),
    check(
      'games_retired_status_check',
      sql`${t.retiredStatus} is null or ${t.retiredStatus} in ('active', 'disabled')`,
    ),
  ],
);

/** A member's favourite games. */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: memberIdColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_favourites_member_time_idx').on(t.memberId, t.createdAt.desc().nullsFirst()),
  ],
);

/** The games a member launched, newest first; written by the launch step (recordRecentGame). */
export const gameRecents = pgTable(
  'game_recents',
  {
    memberId: memberIdColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    lastLaunchedAt: timestamp('last_launched_at', { withTimezone: true }).notNull(),
    launches: integer('launches').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_recents_member_time_idx').on(t.memberId, t.lastLaunchedAt.desc().nullsFirst()),
  ],
);

/** PVP rooms (GLS2_roomList): tables of a PVP game with their own stakes. */
export const gameRooms = pgTable(
  'game_rooms',
  {
    /** The roomId of the API. */
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    name: jsonb('name').$type<{ vi: string; en: string }>().notNull(),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    seats: integer('seats').notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    index('game_rooms_game_idx').on(t.gameId, t.sort),
    check('game_rooms_bets_check', sql`${t.minBet} > 0 and ${t.maxBet} >= ${t.minBet}`),
    check('game_rooms_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/**
 * Ranked wins behind GCSGAME_getRankList. The betting-record part adds a row per notable win
 * (recordRankEntry, idempotent on the round id); the demo seed adds rows with source 'demo'.
 */
export const gameRankEntries = pgTable(
  'game_rank_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantIdColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    memberId: integer('member_id').references(() => members.id),
    /** Already masked (e.g. "dem***01"): the list is public. */
    playerName: text('player_name').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
    /** 'bet': from a real round; 'demo': seeded demo data. */
    source: text('source').notNull(),
    roundId: text('round_id'),
  },
  (t) => [
    index('game_rank_entries_time_idx').on(t.merchantId, t.wonAt.desc().nullsFirst()),
    uniqueIndex('game_rank_entries_round_uq')
      .on(t.merchantId, t.roundId)
      .where(sql`${t.roundId} is not null`),
    check('game_rank_entries_source_check', sql`${t.source} in ('bet', 'demo')`),
    check('game_rank_entries_amounts_check', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);
