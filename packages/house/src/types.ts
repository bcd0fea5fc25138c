import type { z } from 'zod';
import type { Rng } from './fairness';

export type GameCategory = 'RNG' | 'LIVE' | 'PVP' | 'FISH';
/** The slot games: one engine (src/slot.ts), one definition each. */
export type SlotGameId = 'lotus-slot' | 'tet-slot' | 'ocean-slot';
export type GameId = SlotGameId | 'baccarat' | 'dice' | 'crash' | 'fish-hunter' | 'xi-dach';

export interface GameDescription {
  id: GameId;
  name: { vi: string; en: string };
  category: GameCategory;
  /** Smallest stake in minor units (1/100): per round for the slot, per bet spot for baccarat. */
  minBet: number;
  /** Largest stake in minor units: per round for the slot, per bet spot for baccarat. */
  maxBet: number;
}

/** Money is integer minor units throughout. `totalWin` is the gross amount credited (returned stakes included). */
export interface PlayResult<Outcome> {
  outcome: Outcome;
  totalStake: number;
  totalWin: number;
}

export type BetErrorCode =
  | 'bet_invalid' // not an object, a missing or mistyped field
  | 'bet_not_integer' // an amount with a fraction, NaN or Infinity
  | 'bet_not_positive' // zero or negative amount
  | 'bet_below_min'
  | 'bet_above_max'
  | 'bet_unknown_type' // a bet kind or field the game does not know
  | 'bet_target_invalid' // dice / crash target out of range or with more than two decimals
  | 'game_unknown'; // verifyRound / playRound with a game id the house does not have

export interface BetError {
  code: BetErrorCode;
  /** Dotted path of the offending field ('' for the whole bet). */
  field: string;
  message: { vi: string; en: string };
}

export type BetValidation<Bet> = { ok: true; bet: Bet } | { ok: false; error: BetError };

export interface BetLimits {
  minBet: number;
  maxBet: number;
}

export interface HouseGame<Bet = unknown, Outcome = unknown> {
  describe(): GameDescription;
  /** Full check of a player's bet: shape, types and the table limits. */
  validateBet(params: unknown): BetValidation<Bet>;
  /**
   * Shape and rules only, without the table limits: used to replay a past round (the limits may have
   * changed since, the outcome does not depend on them).
   */
  parseBetForReplay(params: unknown): BetValidation<Bet>;
  /** Plays one round with the round's RNG. Deterministic in (rng stream, bet). */
  play(rng: Rng, bet: Bet): PlayResult<Outcome>;
  /** The zod schema of the bet's shape (without table limits). */
  readonly betSchema: z.ZodType<Bet>;
}

export class BetValidationError extends Error {
  constructor(readonly error: BetError) {
    super(error.message.en);
    this.name = 'BetValidationError';
  }
}
