import { z } from 'zod';
import { idSchema, idParam } from './input';
import { amountInputSchema, moneySchema } from './money';

/**
 * The house sportsbook (issue 19, docs/ARCHITECTURE.md "Sportsbook"): a built-in vendor whose page opens
 * in the game frame (SPORTS and ESPORTS of the catalogue). Odds are integers in thousandths (1.925 →
 * 1925), lines integers in hundredths (−0.25 → −25, the home side's for handicaps).
 */
export const SPORTS_VASSALAGE = 'DRAGON_SPORTS';

/** The sportsbook's page in the game frame and its JSON API (which takes the launch token). */
export const SPORTS_PAGE_PATH = '/house/sports';

export const OPS_SPORTS_PATHS = {
  fixtures: '/ops/sports/fixtures',
  result: '/ops/sports/fixtures/:id/result',
  cancel: '/ops/sports/fixtures/:id/cancel',
  /** A brand's stake limits and maximum payout (`?brand=CODE`). */
  settings: '/ops/sports/settings',
  /** A bet whose payout or reversal the wallet refused (kept in its error code): settled again. */
  retry: '/ops/sports/bets/:id/retry',
} as const;

export const SPORTS_FIXTURE_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const SPORTS_MARKET_STATUSES = ['open', 'suspended', 'settled'] as const;
export const SPORTS_BET_STATUSES = ['pending', 'placed', 'won', 'lost', 'void', 'cashed_out', 'rejected'] as const;
export const SPORTS_LEG_OUTCOMES = ['won', 'half_won', 'void', 'half_lost', 'lost'] as const;

const oddsSchema = z.number().int();

export const sportsSelectionSchema = z.object({
  id: z.number().int(),
  /** home, draw, away, over, under. */
  key: z.string(),
  /** Decimal odds (thousandths). */
  odds: oddsSchema,
  /** Hong Kong odds (decimal − 1, thousandths). */
  hongKong: oddsSchema,
  /** Malay odds (thousandths, negative above even money). */
  malay: oddsSchema,
});

export const sportsMarketSchema = z.object({
  id: z.number().int(),
  /** 1X2, AH, OU (football); MW, MH, TM (e-sports). */
  type: z.string(),
  line: z.number().int(),
  status: z.enum(SPORTS_MARKET_STATUSES),
  selections: z.array(sportsSelectionSchema),
});

export const sportsFixtureSchema = z.object({
  id: z.number().int(),
  league: z.string(),
  leagueName: z.string(),
  sport: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  status: z.enum(SPORTS_FIXTURE_STATUSES),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  markets: z.array(sportsMarketSchema),
});
export type SportsFixture = z.infer<typeof sportsFixtureSchema>;

export const sportsLobbyQuerySchema = z.object({ kind: z.enum(['sports', 'esports']).default('sports') });
export const sportsLobbySchema = z.object({
  minStake: moneySchema,
  maxStake: moneySchema,
  maxPayout: moneySchema,
  fixtures: z.array(sportsFixtureSchema),
});

export const sportsPlaceBetSchema = z.object({
  /** One leg: a single; 2..10 legs on distinct fixtures: a parlay. */
  legs: z
    .array(
      z.object({
        selectionId: idSchema,
        /** The odds the slip showed (thousandths): lower odds now are refused with sports_odds_changed. */
        odds: z.number().int().min(1001).max(1_000_000),
      }),
    )
    .min(1)
    .max(10),
  stake: amountInputSchema,
});
export type SportsPlaceBet = z.infer<typeof sportsPlaceBetSchema>;

export const sportsLegSchema = z.object({
  fixtureId: z.number().int(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  marketType: z.string(),
  line: z.number().int(),
  selection: z.string(),
  odds: oddsSchema,
  outcome: z.enum(SPORTS_LEG_OUTCOMES).nullable(),
  fixtureStatus: z.enum(SPORTS_FIXTURE_STATUSES),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});

export const sportsBetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['single', 'parlay']),
  stake: moneySchema,
  odds: oddsSchema,
  potentialReturn: moneySchema,
  payout: moneySchema.nullable(),
  status: z.enum(SPORTS_BET_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** What the book pays now to close the bet (open bets whose open legs have not kicked off), else null. */
  cashOut: moneySchema.nullable(),
  legs: z.array(sportsLegSchema),
});
export type SportsBet = z.infer<typeof sportsBetSchema>;

export const sportsMyBetsQuerySchema = z.object({
  state: z.enum(['open', 'settled']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Cash-out: the amount the player saw; less now is refused with sports_odds_changed (value: cashOut). */
export const sportsCashOutSchema = z.object({ amount: amountInputSchema });

// ── operators ──────────────────────────────────────────────────────────────────────────────

export const opsSportsFixturesQuerySchema = z.object({
  status: z.enum(SPORTS_FIXTURE_STATUSES).optional(),
  sport: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const opsSportsBetIdParamsSchema = z.object({ id: idParam });
export const opsSportsFixtureIdParamsSchema = z.object({ id: idParam });
export const opsSportsResultSchema = z.object({
  home: z.number().int().min(0).max(99),
  away: z.number().int().min(0).max(99),
  /** Replaces an entered result: its bets are reversed and settled again. */
  correction: z.boolean().default(false),
  reason: z.string().trim().max(500).optional(),
});
export const opsSportsCancelSchema = z.object({ reason: z.string().trim().min(1).max(500) });

export const opsSportsFixtureSchema = sportsFixtureSchema.omit({ markets: true }).extend({
  source: z.enum(['feed', 'operator']),
  resultVersion: z.number().int(),
  bets: z.number().int(),
  stakes: moneySchema,
});

export const opsSportsBrandQuerySchema = z.object({ brand: z.string().trim().min(1).max(64) });
export const opsSportsSettingsSchema = z.object({
  minStake: moneySchema,
  maxStake: moneySchema,
  maxPayout: moneySchema,
});
export const opsSportsSettingsPatchSchema = z.object({
  minStake: amountInputSchema.optional(),
  maxStake: amountInputSchema.optional(),
  maxPayout: amountInputSchema.optional(),
});
