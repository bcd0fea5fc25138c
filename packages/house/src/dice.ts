/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely values), betting under or over a target.
 *
 * - roll = rng.nextInt(10000) hundredths (shown as roll / 100 with two decimals).
 * - "under t" wins when roll < t; "over t" wins when roll > t (a roll equal to the target loses both ways).
 *   winning rolls: under → t × 100 values, over → 9999 − t × 100 values (t in hundredths).
 * - Win chance must be 1.00 %–98.00 % (100–9,800 winning rolls): under targets 1.00–98.00,
 *   over targets 1.99–98.99.
 * - Payout multiplier = (100 − 1) / win chance % = 9,900 / winning rolls (house edge 1 %); a win returns
 *   floor(amount × 9,900 / winning rolls) minor units (gross, rounded down).
 */
import { z } from 'zod';
import type { Rng } from './fairness';
import { defineOneStakeGame, oneStakeResult } from './bets';
import { formatHundredths, hundredthsSchema, toHundredths } from './hundredths';
import type { BetLimits, HouseGame, PlayResult } from './types';

export const DICE_OUTCOMES = 10_000;
export const DICE_HOUSE_EDGE_BP = 100; // basis points
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;
/** 9,900 = (10,000 − house edge in basis points): multiplier × winning rolls. */
const RETURN_NUMERATOR = DICE_OUTCOMES - DICE_HOUSE_EDGE_BP;
export const DICE_MAX_STAKE = 100_000_000_000;

export const diceBetSchema = z
  .strictObject({
    amount: z.number().int().positive().max(DICE_MAX_STAKE),
    direction: z.enum(['under', 'over']),
    /** 1.00–98.99 with at most two decimals; the win chance range is checked too. */
    target: hundredthsSchema('target', 100, 9_899),
  })
  .superRefine((b, ctx) => {
    const t = toHundredths(b.target);
    if (t === null) return;
    const w = winningRolls(b.direction, t);
    if (w < DICE_MIN_WINNING || w > DICE_MAX_WINNING) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: `The win chance must be from 1% to 98%: roll ${b.direction} ${formatHundredths(t)} wins ${w / 100}% of the time.`,
        params: {
          code: 'bet_target_invalid',
          vi: `Tỉ lệ thắng phải từ 1% đến 98%: ${b.direction === 'under' ? 'dưới' : 'trên'} ${formatHundredths(t)} thắng ${w / 100}%.`,
        },
      });
    }
  });
export type DiceBet = z.output<typeof diceBetSchema>;

export function winningRolls(direction: 'under' | 'over', targetHundredths: number): number {
  return direction === 'under' ? targetHundredths : DICE_OUTCOMES - 1 - targetHundredths;
}

export function isDiceWin(direction: 'under' | 'over', targetHundredths: number, roll: number): boolean {
  return direction === 'under' ? roll < targetHundredths : roll > targetHundredths;
}

/** Gross amount returned on a win. */
export function dicePayout(amount: number, winning: number): number {
  return Math.floor((amount * RETURN_NUMERATOR) / winning);
}

export interface DiceOutcome {
  game: 'dice';
  /** Roll in hundredths (0–9999) and as shown. */
  roll: number;
  rollText: string;
  direction: 'under' | 'over';
  target: number;
  winChancePercent: number;
  /** The exact multiplier 9900 / winningRolls, shown rounded down to 4 decimals. */
  multiplier: number;
  win: boolean;
  payout: number;
}

export const DEFAULT_DICE_LIMITS: BetLimits = { minBet: 100, maxBet: 100_000_000 };

export function playDice(rng: Rng, bet: DiceBet): PlayResult<DiceOutcome> {
  const t = toHundredths(bet.target)!;
  const winning = winningRolls(bet.direction, t);
  const roll = rng.nextInt(DICE_OUTCOMES);
  const win = isDiceWin(bet.direction, t, roll);
  const payout = win ? dicePayout(bet.amount, winning) : 0;
  return oneStakeResult(bet, {
    game: 'dice',
    roll,
    rollText: formatHundredths(roll),
    direction: bet.direction,
    target: t / 100,
    winChancePercent: winning / 100,
    multiplier: Math.floor((RETURN_NUMERATOR * 10_000) / winning) / 10_000,
    win,
    payout,
  });
}

export function createDiceGame(limits: BetLimits = DEFAULT_DICE_LIMITS): HouseGame<DiceBet, DiceOutcome> {
  return defineOneStakeGame({
    description: { id: 'dice', name: { vi: 'Xúc Xắc', en: 'Dice' }, category: 'RNG' },
    betSchema: diceBetSchema as z.ZodType<DiceBet>,
    limits,
    hardMax: DICE_MAX_STAKE,
    play: playDice,
  });
}
