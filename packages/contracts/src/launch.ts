import { z } from 'zod';
import { gameListSchema, gameSchema, maintenanceWindowSchema } from './games';
import { languageSchema } from './language';
import { moneySchema } from './money';
import { gameCategorySchema } from './system';
import { pageNoParam, pageSizeParam } from './paging';

/** accountType of getLaunchAddressV2: 1 real money, 0 free trial (games with supportPlay 0 only). */
export const ACCOUNT_TYPE = { TRIAL: 0, REAL: 1 } as const;
/** The trial credit a free-trial launch starts with (minor units): play money, never in the ledger. */
export const TRIAL_CREDIT_MINOR = 2_000_000;

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag01 = z.coerce.number().int().min(0).max(1);

/**
 * getLaunchAddressV2 parameters (SPEC §7), as query parameters (GET) or a JSON body (POST).
 * `username`, `token` and `merchantCode` are accepted for compatibility: the member is the one of the
 * `Authorization` token; a `username` or `merchantCode` naming someone else is refused.
 */
export const launchGameQuerySchema = z.object({
  gameId: intParam(1, 2_147_483_647),
  /** The game's lobby node (from the game list); checked when sent. */
  nodeId: intParam(0, 2_147_483_647).optional(),
  /** A PVP room (GLS2_roomList) of that game, when the player picked one. */
  roomId: intParam(1, 2_147_483_647).optional(),
  /** 1 real money (default), 0 free trial. */
  accountType: flag01.default(1),
  /** 0 (the web's value); 1 asks a transfer-wallet vendor's launch to move the main balance in first (not done by launch: see docs). */
  confirmTrans: flag01.default(0),
  /** The game's vendor; when sent it must be the game's. */
  vassalage: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  /** GLS (default), LOTT for lottery games. */
  launchMode: z.string().trim().max(16).optional(),
  /** 'html5-desktop' (default) or 'html5' (mobile); passed to the vendor. */
  platform: z.string().trim().max(32).optional(),
  clientType: intParam(0, 99).optional(),
  username: z.string().trim().max(64).optional(),
  /** Ignored: the session is the Authorization header's (never put a token in a URL). */
  token: z.string().max(512).optional(),
  merchantCode: z.string().trim().max(32).optional(),
  language: languageSchema.optional(),
});
export type LaunchGameQuery = z.infer<typeof launchGameQuerySchema>;

/**
 * What the web does with a launch answer:
 * - `game`: show `game_url ?? game_url2` in the /game iframe;
 * - `lottery`: go to `route` (/seaLottery, /vnlottery, /lottery?gameCode=…&playType=…), whose page calls lottLabby;
 * - `popupList`: the tile is a vendor lobby: show popupGameList(vassalage) instead.
 */
export const LAUNCH_KINDS = ['game', 'lottery', 'popupList'] as const;

export const launchResultSchema = z.object({
  kind: z.enum(LAUNCH_KINDS),
  /**
   * The game page: absolute (`https://cdn…/house/play/…`) when the brand has launch-game CDNs, else
   * relative to the site (`/house/play/lotus-slot?…`). null for lottery and popupList.
   */
  game_url: z.string().nullable(),
  /** An alternative URL (a vendor's second entry point); null when there is none. Use it when game_url is null. */
  game_url2: z.string().nullable(),
  /** The web route to go to for lottery games (kind lottery), else '/game' or null (popupList). */
  route: z.string().nullable(),
  gameId: z.number().int(),
  vassalage: z.string(),
  gameType: gameCategorySchema,
  /** 1 real money, 0 free trial with TRIAL_CREDIT_MINOR of play money. */
  accountType: z.union([z.literal(0), z.literal(1)]),
  walletMode: z.enum(['seamless', 'transfer']),
  /** When the launch session ends (bets are refused after; wins and rollbacks are still accepted). */
  expiresAt: z.string().nullable(),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;

/** `value` of `503 vendor_under_maintenance`: the window and popular games of other vendors to suggest. */
export const vendorMaintenanceValueSchema = z.object({
  vassalage: z.string(),
  maintenance: maintenanceWindowSchema,
  suggestions: z.array(gameSchema),
});
/** `value` of `409 launch_game_balance_not_enough`: money in its wire form (decision 0021). */
export const balanceNotEnoughValueSchema = z.object({
  balance: moneySchema,
  minBet: moneySchema,
  currency: z.string(),
});

/** popupGameList: the games of a vendor lobby tile (isGame VASSALAGE), the lobby tile itself left out. */
export const popupGameListQuerySchema = z.object({
  vassalage: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
  gameType: gameCategorySchema.optional(),
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(24),
  language: languageSchema.optional(),
});
export const popupGameListSchema = gameListSchema;

/** lottLabby (SPEC §7): the lottery lobby. */
export const lottLabbyQuerySchema = z.object({
  lottoArea: z.string().trim().max(8).default('VN'),
  launchMode: z.string().trim().max(16).default('LOTT'),
  lottoPrizeMode: z.string().trim().max(16).optional(),
  lottoGameCode: z.string().trim().max(32).optional(),
  /** 'betting' when a game code is given, else 'lobby'. */
  lottoView: z.enum(['betting', 'lobby']).optional(),
  /** The lobby's first tab: 'vn' (the regional draws, /vnlottery), 'fast' (the e-lottery, /elott); else every game. */
  lottoFamily: z.enum(['vn', 'fast']).optional(),
  /** The play type (bet type) to open at `lottoGameCode` (/lottery?gameCode&playType). */
  lottoPlayType: z.string().trim().max(32).optional(),
  device: z.string().trim().max(16).optional(),
  /** Where the lobby's back button goes: a path of this site only. */
  backUrl: z.string().max(512).optional(),
  language: languageSchema.optional(),
});
export const lottLabbySchema = z.object({
  game_url: z.string(),
  game_url2: z.string().nullable(),
  /** false: the lottery product is not connected yet; game_url is a page that says so. */
  available: z.boolean(),
});
