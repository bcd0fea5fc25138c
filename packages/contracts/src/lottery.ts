import { z } from 'zod';
import { idSchema, idParam } from './input';
import { amountInputSchema, moneySchema } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * The lottery (issue 15, docs/API.md "Lottery"): Vietnamese regional draws and fast e-lottery games,
 * drawn by the house's lottery vendor (provably fair) or entered by an operator (official VN results),
 * bets paid through the seamless-wallet API like any vendor's.
 */

/** The house's lottery vendor in the catalogue (seamless wallet). */
export const LOTTERY_VASSALAGE = 'GOLDEN_LOTTO';

export const LOTTERY_PATHS = {
  /** Open draws of every game with their countdowns and the brand's bet types and odds. */
  lobby: '/lgw/lottery/lobby',
  /** Place a bet slip (several selections, a multiplier). */
  bets: '/lgw/lottery/bets',
  /** The member's lottery bets. */
  myBets: '/lgw/lottery/bets/mine',
  /** Drawn results of a game (with the revealed seeds of house draws). */
  results: '/lgw/lottery/results',
  /** SPEC §9 hotline: the brand's most bet lottery items (≤ 20) and numbers (≤ 100) of the last 7 days. */
  hotline: '/lgw/lottery/hotline',
  /** Hot and cold numbers of a game from its results history. */
  hotCold: '/lgw/lottery/numbers/hot-cold',
  /** SPEC §7: the opened VN draws (numeros) by game, without a token. */
  vnOpenedNumeros: '/lgw/vn/numeros/opened/game',
  /** SPEC §7: the opened draws (numeros) of every lottery game, with a token. */
  openedNumeros: '/lotto/lgw/games/opened/numero',
} as const;

export const OPS_LOTTERY_PATHS = {
  draws: '/ops/lottery/draws',
  result: '/ops/lottery/draws/:id/result',
  cancel: '/ops/lottery/draws/:id/cancel',
  /** A brand's prize modes, odds overrides, stake limits and exposure limit (`?brand=CODE`). */
  settings: '/ops/lottery/settings',
  /** Bets the wallet refused to pay, reverse or refund (`?brand&game&drawId&errorCode&limit`). */
  stuck: '/ops/lottery/stuck',
  /** Retries one stuck bet's settlement (exactly once through its transaction ids). */
  retry: '/ops/lottery/stuck/:id/retry',
  /** Retries every stuck bet of the operator's brands (or of `?brand`). */
  retryAll: '/ops/lottery/stuck/retry',
} as const;

/** Prize modes (SPEC §4): the return to player of a table of odds. */
export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'SEA', 'Elott'] as const;

export const LOTTERY_DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
export const LOTTERY_BET_STATUSES = ['pending', 'placed', 'won', 'lost', 'refunded', 'void'] as const;

/** A draw's result: VN prizes by name (DB, G1…G8) or a fast game's numbers in drawing order. */
export const lotteryResultSchema = z.union([
  z.object({ prizes: z.record(z.string(), z.array(z.string())) }),
  z.object({ numbers: z.array(z.number().int()) }),
]);

export const lotteryDrawSchema = z.object({
  id: z.number().int(),
  /** VN_N, VN_S_<province>, VN_C_<province>, SSC, 11X5, K3, PK10, LHC. */
  game: z.string(),
  family: z.string(),
  name: z.string(),
  /** The issue (numero): YYYYMMDD, with -NNNN for fast games. */
  issue: z.string(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  closesAt: z.string(),
  drawsAt: z.string(),
  /** Seconds until betting closes (0 once closed). */
  secondsToClose: z.number().int(),
  /** 'house': drawn by the provably-fair RNG; 'operator': the official result entered by an operator. */
  source: z.enum(['house', 'operator']),
  /** SHA-256 of the draw's server seed, published before the draw (house draws). */
  commitment: z.string().nullable(),
  /** The server seed, revealed once drawn; the client seed is `${game}:${issue}`, nonce 0. */
  serverSeed: z.string().nullable(),
  result: lotteryResultSchema.nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryBetTypeSchema = z.object({
  code: z.string(),
  /** Odds by odds key (hundredths of the stake, the stake included), e.g. `VN_NORTH.lo` or `K3.sum:10`. */
  odds: z.record(z.string(), z.number().int()),
});

export const lotteryLobbySchema = z.object({
  vnPrizeMode: z.string(),
  fastPrizeMode: z.string(),
  minStake: moneySchema,
  maxStake: moneySchema,
  draws: z.array(lotteryDrawSchema.extend({ betTypes: z.array(lotteryBetTypeSchema) })),
});

export const lotteryBetItemSchema = z.object({
  drawId: idSchema,
  betType: z.string().trim().min(1).max(32),
  selection: z.string().trim().min(1).max(64),
  /** Stake of one unit (major units); the slip's multiplier multiplies it. */
  stake: amountInputSchema,
});
export const lotteryPlaceBetsSchema = z.object({
  items: z.array(lotteryBetItemSchema).min(1).max(50),
  multiplier: z.number().int().min(1).max(1000).default(1),
  /**
   * The prize mode the member plays (SPEC §4: settable; /seaLottery plays SEA, /elott Elott): every
   * selection is priced with its odds (the brand's overrides still apply). Without it, the brand's modes.
   */
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
});
export type LotteryPlaceBets = z.infer<typeof lotteryPlaceBetsSchema>;

export const lotteryBetSchema = z.object({
  id: z.number().int(),
  slipId: z.string(),
  drawId: z.number().int(),
  game: z.string(),
  issue: z.string(),
  betType: z.string(),
  selection: z.string(),
  /** Odds in hundredths of the stake. */
  odds: z.number().int(),
  multiplier: z.number().int(),
  stake: moneySchema,
  payout: moneySchema.nullable(),
  hits: z.number().int().nullable(),
  status: z.enum(LOTTERY_BET_STATUSES),
  drawStatus: z.enum(LOTTERY_DRAW_STATUSES),
  result: lotteryResultSchema.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export const lotterySlipSchema = z.object({
  slipId: z.string(),
  total: moneySchema,
  bets: z.array(lotteryBetSchema),
});

export const lotteryMyBetsQuerySchema = pageQuerySchema(20, 100).extend({
  status: z.enum(LOTTERY_BET_STATUSES).optional(),
  game: z.string().trim().max(16).optional(),
});
export const lotteryBetPageSchema = pageOf(lotteryBetSchema);

export const lotteryResultsQuerySchema = z.object({
  game: z.string().trim().min(1).max(16),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryResultsSchema = z.array(lotteryDrawSchema);

export const lotteryHotColdQuerySchema = z.object({
  game: z.string().trim().min(1).max(16),
  /** How many of the latest drawn results to count. */
  draws: z.coerce.number().int().min(1).max(500).default(30),
});
export const lotteryHotColdSchema = z.object({
  game: z.string(),
  draws: z.number().int(),
  /** Every number with how often it came out, most often first (at most 100). */
  hot: z.array(z.object({ number: z.string(), count: z.number().int() })),
  /** Least often first (at most 100). */
  cold: z.array(z.object({ number: z.string(), count: z.number().int() })),
});

export const lotteryHotlineSchema = z.object({
  items: z.array(
    z.object({
      game: z.string(),
      gameName: z.string(),
      betType: z.string(),
      selection: z.string(),
      bets: z.number().int(),
      stake: moneySchema,
    }),
  ),
  /** Two-digit numbers (lô and đề) by how many bets named them. */
  numbers: z.array(z.object({ number: z.string(), bets: z.number().int() })),
});

/** A numero (an opened draw) as the numero calls answer it. */
export const lotteryNumeroSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  drawId: z.number().int(),
  closeTime: z.string(),
  drawTime: z.string(),
  secondsToClose: z.number().int(),
  /** The last drawn numero of the game and its result. */
  lastNumero: z.string().nullable(),
  lastResult: lotteryResultSchema.nullable(),
});
export const lotteryNumerosSchema = z.array(lotteryNumeroSchema);

// ── operator ───────────────────────────────────────────────────────────────────────────────────

export const opsLotteryDrawsQuerySchema = z.object({
  game: z.string().trim().max(16).optional(),
  status: z.enum(LOTTERY_DRAW_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const opsLotteryDrawSchema = lotteryDrawSchema.extend({
  resultVersion: z.number().int(),
  bets: z.number().int(),
  stakes: moneySchema,
  payouts: moneySchema,
});
export const opsLotteryDrawIdParamsSchema = z.object({ id: idParam });
/** An official VN result: every prize of the region's structure (North 27 numbers, South and Centre 18). */
export const opsLotteryResultSchema = z.object({
  prizes: z.record(z.string(), z.array(z.string().trim())),
  /** Required to replace a result already entered: the bets are reversed and settled again. */
  correction: z.boolean().default(false),
  reason: z.string().trim().max(500).optional(),
});
export const opsLotteryCancelSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** What the wallet refused: the payout of a result, the reversal of an earlier payout, or a cancelled draw's refund. */
export const LOTTERY_STUCK_STEPS = ['payout', 'reversal', 'refund'] as const;
export const opsLotteryStuckQuerySchema = z.object({
  brand: z.string().trim().min(1).max(64).optional(),
  game: z.string().trim().max(16).optional(),
  drawId: idParam.optional(),
  errorCode: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const opsLotteryStuckBetSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  username: z.string(),
  drawId: z.number().int(),
  game: z.string(),
  issue: z.string(),
  drawStatus: z.enum(LOTTERY_DRAW_STATUSES),
  resultVersion: z.number().int(),
  betType: z.string(),
  selection: z.string(),
  stake: moneySchema,
  /** The payout of the version it was settled with (a reversal waits to take it back). */
  payout: moneySchema.nullable(),
  status: z.enum(LOTTERY_BET_STATUSES),
  settledVersion: z.number().int(),
  step: z.enum(LOTTERY_STUCK_STEPS),
  /** The wallet's refusal (e.g. insufficient_balance); null once a retry went through. */
  errorCode: z.string().nullable(),
  createdAt: z.string(),
});
export const opsLotteryRetryQuerySchema = z.object({ brand: z.string().trim().min(1).max(64).optional() });
/** A retry's outcome: the bets retried, those settled now, and those the wallet refused again. */
export const opsLotteryRetrySchema = z.object({
  retried: z.number().int(),
  settled: z.number().int(),
  stillStuck: z.array(opsLotteryStuckBetSchema),
});

export const opsLotteryBrandQuerySchema = z.object({ brand: z.string().trim().min(1).max(64) });
export const opsLotterySettingsSchema = z.object({
  vnPrizeMode: z.enum(LOTTERY_PRIZE_MODES),
  fastPrizeMode: z.enum(LOTTERY_PRIZE_MODES),
  /** The brand's own odds by odds key (hundredths of the stake); the other keys follow the prize mode. */
  odds: z.record(z.string(), z.number().int()),
  minStake: moneySchema,
  maxStake: moneySchema,
  exposureLimit: moneySchema,
});
/** What a change sets (the rest stays); `odds` replaces the brand's overrides (unknown keys refused). */
export const opsLotterySettingsPatchSchema = z.object({
  vnPrizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  fastPrizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  odds: z.record(z.string().max(40), z.number().int().positive().max(100_000_000)).optional(),
  minStake: amountInputSchema.optional(),
  maxStake: amountInputSchema.optional(),
  exposureLimit: amountInputSchema.optional(),
});
