/**
 * Fish shooting (Săn Cá Hoàng Kim / Golden Fish Hunt): one shot is one round. The player fires at a fish
 * of a known type (its multiplier m, 2× to 300×) with a stake per shot (the cannon's level, within the
 * table limits); the round's RNG decides whether the shot kills it.
 *
 * - roll = rng.nextInt(m × 10,000); the shot kills when roll < RTP in basis points (9,600), so
 *   P(kill) = 0.96 / m exactly, for every fish type.
 * - A kill returns amount × m (gross, an integer: the multipliers are whole), a miss returns nothing, so
 *   every shot at every fish returns exactly 96 % of its stake on average (house edge 4 %).
 * - Which fish swim on the screen is the page's business: the server trusts only the fish's type (the
 *   return does not depend on it), and the fish dies on the page only when the round says so.
 */
import { z } from 'zod';
import type { Rng } from './fairness';
import { defineOneStakeGame, oneStakeResult } from './bets';
import type { BetLimits, HouseGame, PlayResult } from './types';

/** The return of every shot, in basis points. */
export const FISH_RTP_BP = 9_600;
const BP = 10_000;
export const FISH_MAX_STAKE = 100_000_000;

export interface FishType {
  id: string;
  multiplier: number;
  /** A boss: bigger, slower, rarer on the screen. */
  boss: boolean;
  name: { vi: string; en: string };
}

/** The fish of the sea, cheapest first. */
export const FISH_TYPES = [
  { id: 'minnow', multiplier: 2, boss: false, name: { vi: 'Cá Bống', en: 'Minnow' } },
  { id: 'clownfish', multiplier: 3, boss: false, name: { vi: 'Cá Hề', en: 'Clownfish' } },
  { id: 'puffer', multiplier: 5, boss: false, name: { vi: 'Cá Nóc', en: 'Pufferfish' } },
  { id: 'angelfish', multiplier: 8, boss: false, name: { vi: 'Cá Thần Tiên', en: 'Angelfish' } },
  { id: 'turtle', multiplier: 12, boss: false, name: { vi: 'Rùa Biển', en: 'Sea Turtle' } },
  { id: 'ray', multiplier: 20, boss: false, name: { vi: 'Cá Đuối', en: 'Manta Ray' } },
  { id: 'shark', multiplier: 40, boss: false, name: { vi: 'Cá Mập', en: 'Shark' } },
  { id: 'whale', multiplier: 80, boss: true, name: { vi: 'Cá Voi', en: 'Whale' } },
  { id: 'golden-dragon', multiplier: 150, boss: true, name: { vi: 'Rồng Vàng', en: 'Golden Dragon' } },
  { id: 'sea-king', multiplier: 300, boss: true, name: { vi: 'Long Vương', en: 'Sea King' } },
] as const satisfies readonly FishType[];

export type FishId = (typeof FISH_TYPES)[number]['id'];
const FISH_IDS = FISH_TYPES.map((f) => f.id) as [FishId, ...FishId[]];
const BY_ID = new Map<string, FishType>(FISH_TYPES.map((f) => [f.id, f]));

export function fishType(id: FishId): FishType {
  return BY_ID.get(id)!;
}

export const fishBetSchema = z.strictObject({
  /** The stake of the shot (the cannon's level), in minor units. */
  amount: z.number().int().positive().max(FISH_MAX_STAKE),
  /** The type of the fish aimed at. */
  fish: z.enum(FISH_IDS),
});
export type FishBet = z.output<typeof fishBetSchema>;

export interface FishOutcome {
  game: 'fish-hunter';
  fish: FishId;
  multiplier: number;
  /** The draw in [0, m × 10,000): it kills below 9,600. */
  roll: number;
  killed: boolean;
  payout: number;
}

export const DEFAULT_FISH_LIMITS: BetLimits = { minBet: 100, maxBet: 100_000 };

/** P(kill) of a shot at a fish of multiplier m, exactly as the game draws it: 9,600 / (m × 10,000). */
export const fishKillProbability = (multiplier: number): number => FISH_RTP_BP / (multiplier * BP);

export function playFish(rng: Rng, bet: FishBet): PlayResult<FishOutcome> {
  const { multiplier } = fishType(bet.fish);
  const roll = rng.nextInt(multiplier * BP);
  const killed = roll < FISH_RTP_BP;
  return oneStakeResult(bet, {
    game: 'fish-hunter',
    fish: bet.fish,
    multiplier,
    roll,
    killed,
    payout: killed ? bet.amount * multiplier : 0,
  });
}

export function createFishGame(limits: BetLimits = DEFAULT_FISH_LIMITS): HouseGame<FishBet, FishOutcome> {
  return defineOneStakeGame({
    description: { id: 'fish-hunter', name: { vi: 'Săn Cá Hoàng Kim', en: 'Golden Fish Hunt' }, category: 'FISH' },
    betSchema: fishBetSchema as z.ZodType<FishBet>,
    limits,
    hardMax: FISH_MAX_STAKE,
    play: playFish,
  });
}
