/**
 * Crash (single-player, instant): the round's crash point is drawn from the fair RNG and the bet cashes
 * out automatically at the player's target if the multiplier gets there.
 *
 * - m = rng.nextUint52() (uniform in [0, 2^52)); crash point in hundredths
 *     c = max(100, floor(99 × 2^52 / (2^52 − m)))     i.e. floor(0.99 / (1 − m / 2^52), two decimals)
 *   computed exactly with integers, and shown capped at 1,000,000.00× (far above the highest target, so
 *   the cap changes no payout). P(crash point ≥ x) = 0.99 / x for x ≥ 1.01 (up to 2^-52), so every
 *   target returns 99 % (house edge 1 %); 1 % of rounds crash at 1.00×.
 * - The bet wins when crash point ≥ target: it returns floor(amount × target) (target in hundredths:
 *   floor(amount × t / 100)), gross, rounded down. Targets 1.01×–10,000.00× with at most two decimals.
 */
import { z } from 'zod';
import type { Rng } from './fairness';
import { defineOneStakeGame, oneStakeResult } from './bets';
import { formatHundredths, hundredthsSchema, toHundredths } from './hundredths';
import type { BetLimits, HouseGame, PlayResult } from './types';

const TWO_POW_52 = 2n ** 52n;
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 1_000_000;
export const CRASH_POINT_CAP = 100_000_000;
export const CRASH_MAX_STAKE = 1_000_000_000;

/** Crash point in hundredths from a 52-bit integer. */
export function crashPointFromUint52(m: number): number {
  const raw = (99n * TWO_POW_52) / (TWO_POW_52 - BigInt(m));
  const capped = raw > BigInt(CRASH_POINT_CAP) ? CRASH_POINT_CAP : Number(raw);
  return Math.max(100, capped);
}

export const crashBetSchema = z.strictObject({
  amount: z.number().int().positive().max(CRASH_MAX_STAKE),
  /** Auto cash-out multiplier, 1.01–10000.00, at most two decimals. */
  cashOut: hundredthsSchema('cashOut', CRASH_MIN_TARGET, CRASH_MAX_TARGET),
});
export type CrashBet = z.output<typeof crashBetSchema>;

export interface CrashOutcome {
  game: 'crash';
  /** Crash point in hundredths and as shown (e.g. "2.37"). */
  crashPoint: number;
  crashPointText: string;
  cashOut: number;
  win: boolean;
  payout: number;
}

export const DEFAULT_CRASH_LIMITS: BetLimits = { minBet: 100, maxBet: 100_000_000 };

export function crashPayout(amount: number, targetHundredths: number): number {
  return Math.floor((amount * targetHundredths) / 100);
}

export function playCrash(rng: Rng, bet: CrashBet): PlayResult<CrashOutcome> {
  const target = toHundredths(bet.cashOut)!;
  const crashPoint = crashPointFromUint52(rng.nextUint52());
  const win = crashPoint >= target;
  const payout = win ? crashPayout(bet.amount, target) : 0;
  return oneStakeResult(bet, {
    game: 'crash',
    crashPoint,
    crashPointText: formatHundredths(crashPoint),
    cashOut: target / 100,
    win,
    payout,
  });
}

export function createCrashGame(limits: BetLimits = DEFAULT_CRASH_LIMITS): HouseGame<CrashBet, CrashOutcome> {
  return defineOneStakeGame({
    // A single-player instant game decided by the RNG alone: RNG, with dice (not PVP, whose games are
    // played against other players at a table; docs/ARCHITECTURE.md, "Categories of the house games").
    description: { id: 'crash', name: { vi: 'Tên Lửa', en: 'Crash' }, category: 'RNG' },
    betSchema: crashBetSchema as z.ZodType<CrashBet>,
    limits,
    hardMax: CRASH_MAX_STAKE,
    play: playCrash,
  });
}
