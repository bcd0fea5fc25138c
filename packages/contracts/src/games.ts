import { z } from 'zod';
import { idSchema, idParam } from './input';
import { languageSchema } from './language';
import { gameCategorySchema } from './system';
import { GAME_LIST_PAGE_SIZE } from './constants';
import { decimalHundredths, moneySchema } from './money';
import { pageNoParam, pageSizeParam } from './paging';

/** The largest page any catalogue call answers. */
export const GAME_LIST_MAX_PAGE_SIZE = 100;
/** At most this many favourites per member. */
export const MAX_FAVOURITES = 500;
/** Recent games kept per member (older ones are pruned when a launch is recorded). */
export const MAX_RECENT_GAMES = 30;

/** Live casino classify codes (SPEC §9). */
export const LIVE_CLASSIFY = [
  'BAC',
  'SIC',
  'ROU',
  'DAT',
  'BJ',
  'HE',
  'MT',
  'TCP',
  'WZPJ',
  'SD',
  'FT',
  'NN',
  'YSX',
  'ZJH',
  'MJ',
] as const;
export const liveClassifySchema = z.enum(LIVE_CLASSIFY);
export type LiveClassify = z.infer<typeof liveClassifySchema>;

/** seamless: the vendor calls our wallet API; transfer: we move money into the vendor's wallet. */
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export const walletModeSchema = z.enum(WALLET_MODES);
export type WalletMode = z.infer<typeof walletModeSchema>;

/**
 * Lottery account types (SPEC §4): TCG_SEA → /seaLottery, TCG_LOTTO_VN → /vnlottery, LOTT and
 * ELOTT → /lottery; any other value is a third-party launch.
 */
export const LOTTERY_ACCOUNT_TYPES = ['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT'] as const;

/** The vendor code of the built-in house provider. */
export const HOUSE_VASSALAGE = 'LOTUS_HOUSE';

const vassalageSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');

/** A vendor's scheduled maintenance (UTC ISO times); `active` when now is inside it. */
export const maintenanceWindowSchema = z.object({
  start: z.string(),
  end: z.string(),
  active: z.boolean(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** Vendor (SPEC §3), with the category it is listed under and its wallet mode. */
export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The vendor's logo (the site's own art). */
  smallIcon: z.string(),
  isHot: z.boolean(),
  /** The category the vendor is shown under (its first category). */
  gameType: gameCategorySchema,
  /** Every category the vendor has games in. */
  gameTypes: z.array(gameCategorySchema),
  walletMode: walletModeSchema,
  /** The next or current maintenance window, null when none is scheduled. */
  maintenance: maintenanceWindowSchema.nullable(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** Vendor category (SPEC §3). */
export const vendorCategorySchema = z.object({
  gameCategory: gameCategorySchema,
  vendors: z.array(vendorSchema),
});
export type VendorCategory = z.infer<typeof vendorCategorySchema>;

/** Game (SPEC §3). Money fields are money of the brand's currency (moneySchema, decision 0021). */
export const gameSchema = z.object({
  gameId: z.number().int(),
  /** Set on PVP room entries (GLS2_roomList); null on games. */
  roomId: z.number().int().nullable(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  showIcon: z.string(),
  /** 0: a free trial is offered; 1: real money only. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  gameType: gameCategorySchema,
  /** The vendor's own code for the game (sent to the vendor at launch). */
  code: z.string(),
  defaultPlayType: z.string().nullable(),
  /** Lottery launch routing (LOTTERY_ACCOUNT_TYPES) or null for a third-party launch. */
  accountTypeName: z.string().nullable(),
  /** 'VASSALAGE': the tile opens the vendor's popup game list; null: it launches the game. */
  isGame: z.string().nullable(),
  minBet: moneySchema,
  maxBet: moneySchema,
  lineNum: z.number().int().nullable(),
  classify: liveClassifySchema.nullable(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  popularity: z.number().int(),
  /** The signed-in member has the game among favourites (false without a token). */
  isFavorite: z.boolean(),
  /** The vendor is inside a maintenance window now. */
  underMaintenance: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** Game list response (SPEC §3). pageNum is the page answered (1-based). */
export const gameListSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

const pageNo = pageNoParam();
const pageSize = (size: number) => pageSizeParam(size, GAME_LIST_MAX_PAGE_SIZE);
/** A decimal amount in major units with at most two decimals and twelve whole digits (zero too), as a
 * query parameter; the request receives its minor units (a bigint, compared as one). */
export const amountQueryParam = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const minor = decimalHundredths(text, 12);
    if (typeof minor === 'bigint') return minor;
    ctx.addIssue({ code: 'custom', message: 'an amount with at most two decimals' });
    return z.NEVER;
  });
const searchText = z.string().max(64);
const gameIdParam = idParam;
const merchantCodeParam = z.string().trim().max(32).optional();

/** The web's platform list ('flash,html5-desktop'); accepted and ignored (every game is HTML5). */
const platformParam = z.string().max(64).optional();

/** getGameList (SPEC §7). */
export const gameListQuerySchema = z.object({
  pageNo,
  pageSize: pageSize(GAME_LIST_PAGE_SIZE),
  /** Part of the game's name (either language, accents optional) or its code. */
  gameName: searchText.optional(),
  /** Games whose minimum bet is at most this amount (what a player can start with). */
  minBet: amountQueryParam.optional(),
  /** Games with at least this many lines. */
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  vassalage: vassalageSchema.optional(),
  gameType: gameCategorySchema.optional(),
  /** Live classify codes, comma-separated. */
  classify: z
    .string()
    .max(128)
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(liveClassifySchema).max(LIVE_CLASSIFY.length))
    .optional(),
  language: languageSchema.optional(),
  /** Only hot or only new games. */
  isHot: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  isNew: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  clientType: z.coerce.number().int().optional(),
  platform: platformParam,
  channel: z.string().max(32).optional(),
  merchant: merchantCodeParam,
  merchantCode: merchantCodeParam,
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** getGameVendor (SPEC §7). */
export const gameVendorQuerySchema = z.object({
  merchantCode: merchantCodeParam,
  gameType: gameCategorySchema.optional(),
  language: languageSchema.optional(),
});
export const gameVendorListSchema = z.array(vendorCategorySchema);

/** GCSGAME_getVassGameType: the categories one vendor offers, with their game counts. */
export const vassGameTypeQuerySchema = z.object({ vassalage: vassalageSchema, language: languageSchema.optional() });
export const vassGameTypeSchema = z.object({
  vassalage: z.string(),
  gameTypes: z.array(
    z.object({
      gameType: gameCategorySchema,
      gameCount: z.number().int(),
      /** Live classify codes present in that category (LIVE only). */
      classify: z.array(liveClassifySchema),
    }),
  ),
});
export type VassGameType = z.infer<typeof vassGameTypeSchema>;

/**
 * Header drop-downs. `game_menus` answers every category (or the one asked) with its vendors and
 * the first page of games; `game_menu` answers one page of one category, optionally one vendor.
 * Page 1 holds 21 games, every later page 18.
 */
export const gameMenusQuerySchema = z.object({
  gameType: gameCategorySchema.optional(),
  pageNo,
  language: languageSchema.optional(),
});
export const gameMenuQuerySchema = z.object({
  gameType: gameCategorySchema,
  vassalage: vassalageSchema.optional(),
  pageNo,
  language: languageSchema.optional(),
});
export const gameMenuSchema = z.object({
  gameCategory: gameCategorySchema,
  name: z.string(),
  enName: z.string(),
  page: z.string(),
  point: z.number(),
  vendors: z.array(vendorSchema),
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenusSchema = z.array(gameMenuSchema);

/** /lgw/games/popular: the brand's most played games. */
export const popularQuerySchema = z.object({
  gameType: gameCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  language: languageSchema.optional(),
});
/** GCSGAME_hotGamesV2 (SPEC §7): hot games, optionally of one vendor. */
export const hotGamesQuerySchema = z.object({
  merchantCode: merchantCodeParam,
  /** 2: the brand's platform list (the only value the web sends). */
  isPlatform: z.coerce.number().int().min(0).max(9).optional(),
  vassalage: vassalageSchema.optional(),
  gameType: gameCategorySchema.optional(),
  platform: platformParam,
  language: languageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export const gameArraySchema = z.array(gameSchema);

/** Favourites. */
export const favoriteListQuerySchema = z.object({
  pageNo,
  pageSize: pageSize(GAME_LIST_PAGE_SIZE),
  language: languageSchema.optional(),
});
export const favoriteBodySchema = z.object({ gameId: idSchema });
export const favoriteIdsSchema = z.object({ gameIds: z.array(z.number().int()) });
export const favoriteChangeSchema = z.object({
  gameId: z.number().int(),
  isFavorite: z.boolean(),
  changed: z.boolean(),
});

/** Recent games (newest first). */
export const recentQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RECENT_GAMES).default(12),
  gameType: gameCategorySchema.optional(),
  language: languageSchema.optional(),
});
export const recentGameSchema = gameSchema.extend({ lastLaunchedAt: z.string() });
export const recentGamesSchema = z.array(recentGameSchema);

/** GLS2_roomList: the rooms of a PVP game (or of every PVP game of a vendor). */
export const roomListQuerySchema = z
  .object({
    gameId: gameIdParam.optional(),
    vassalage: vassalageSchema.optional(),
    language: languageSchema.optional(),
  })
  .refine((q) => q.gameId !== undefined || q.vassalage !== undefined, {
    message: 'gameId or vassalage is required',
    path: ['gameId'],
  });
export const roomSchema = gameSchema.extend({
  roomId: z.number().int(),
  roomName: z.string(),
  seats: z.number().int(),
  /** Players at the room's table now (the house's rooms; 0 where the vendor does not say). */
  players: z.number().int(),
});
export const roomListSchema = z.array(roomSchema);

/** GCSGAME_getRankList: big wins (WIN) or the games that paid most (GAME) over a period. */
export const RANK_TYPES = ['WIN', 'GAME'] as const;
export const RANK_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const rankListQuerySchema = z.object({
  type: z.enum(RANK_TYPES).default('WIN'),
  period: z.enum(RANK_PERIODS).default('WEEK'),
  gameType: gameCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  language: languageSchema.optional(),
});
export const rankEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked player name (WIN), null for GAME rows. */
  playerName: z.string().nullable(),
  gameId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: gameCategorySchema,
  showIcon: z.string(),
  /** WIN: the win; GAME: the sum of the period's ranked wins. */
  amount: moneySchema,
  /** WIN: win ÷ stake; null for GAME rows. */
  multiplier: z.number().nullable(),
  /** WIN: when it was won; GAME: the latest ranked win. */
  time: z.string(),
  /** GAME: how many ranked wins the game had in the period; 1 for WIN rows. */
  count: z.number().int(),
});
export const rankListSchema = z.object({
  type: z.enum(RANK_TYPES),
  period: z.enum(RANK_PERIODS),
  list: z.array(rankEntrySchema),
});
export type RankList = z.infer<typeof rankListSchema>;

export const gameArtParamsSchema = z.object({ gameId: gameIdParam });
export const gameArtQuerySchema = z.object({ language: languageSchema.optional() });
