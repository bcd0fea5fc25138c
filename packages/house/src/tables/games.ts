/**
 * The maths of the house's live tables (timed rounds shared by every player of a table, src/tables/engine.ts):
 * live baccarat, dragon tiger, sic bo (tài xỉu), European roulette and xóc đĩa. Each game draws one
 * result per round from the round's provably-fair RNG (independent of the bets), and pays each bet
 * spot from that result. Money is integer minor units; a payout is the gross amount returned (stake
 * included), rounded down; 0 when the bet lost.
 *
 * - Live baccarat: `dealHand` of src/baccarat.ts from a fresh 8-deck shoe per round; pays as `baccaratPayout`.
 * - Dragon tiger: one card each (dragon first) from a fresh 8-deck shoe; A low … K high; dragon / tiger
 *   pay 1:1, on a tie they return half the stake; tie pays 8:1.
 * - Sic bo: three dice (each `nextInt(6) + 1`). Big (total 11–17) / small (4–10) / odd / even pay 1:1 and
 *   lose on any triple; total n pays 60/30/17/12/8/6/6 (4…10, symmetric for 17…11) to 1; any triple 30:1;
 *   a given triple 180:1; a single number pays 1, 2 or 3 to 1 as it shows on one, two or three dice.
 * - Roulette (European, single zero): `nextInt(37)`; straight 35:1; red/black, odd/even, 1–18/19–36 1:1;
 *   dozens and columns 2:1; zero loses every outside bet.
 * - Xóc đĩa: four discs, each red or white (`nextInt(2)`, 1 = red). Chẵn (even count of red: 0, 2, 4)
 *   and lẻ (1 or 3) pay 0.96:1; 4 đỏ / 4 trắng pay 14:1; 3 đỏ 1 trắng / 3 trắng 1 đỏ pay 2.8:1.
 */
import { z } from 'zod';
import {
  baccaratPayout,
  baccaratProbabilities,
  BACCARAT_BET_TYPES,
  dealHand,
  LazyShoe,
  RANKS,
  type BaccaratHand,
  type Card,
} from '../baccarat';
import { parseShape, limitError } from '../bets';
import type { Rng } from '../fairness';
import type { BetLimits, BetValidation } from '../types';

export type TableGameId = 'baccarat-live' | 'dragon-tiger' | 'sicbo' | 'roulette' | 'xoc-dia';
export const TABLE_GAME_IDS: readonly TableGameId[] = ['baccarat-live', 'dragon-tiger', 'sicbo', 'roulette', 'xoc-dia'];
export const isTableGameId = (id: unknown): id is TableGameId =>
  typeof id === 'string' && (TABLE_GAME_IDS as readonly string[]).includes(id);

/** Largest stake per spot: keeps every payout (at most 181 × stake) an exact safe integer. */
export const TABLE_MAX_STAKE = 1_000_000_000_000;

export interface TableGame<Result = unknown> {
  id: TableGameId;
  name: { vi: string; en: string };
  category: 'LIVE' | 'PVP';
  /** The bet spots, in the order the table shows them. */
  betTypes: readonly string[];
  limits: BetLimits;
  draw(rng: Rng): Result;
  /** Gross amount returned for `stake` on `type` (0 when lost). */
  payout(type: string, stake: number, result: Result): number;
  /** Exact return per unit staked of each bet spot (its RTP; 1 − RTP is the house edge). */
  theory(): Record<string, number>;
}

export type TableBet = { bets: Record<string, number> };

/** Checks a table bet: `{ bets: { <spot>: stake, … } }`, at least one spot, each stake within `limits`. */
export function validateTableBet(
  game: TableGame,
  params: unknown,
  limits: BetLimits = game.limits,
): BetValidation<TableBet> {
  const spot = z.number().int().positive().max(TABLE_MAX_STAKE);
  const schema = z.strictObject({
    bets: z
      .strictObject(Object.fromEntries(game.betTypes.map((t) => [t, spot.optional()])))
      .refine((b) => Object.values(b).some((v) => v !== undefined), {
        message: 'Place at least one bet.',
        params: { code: 'bet_invalid', vi: 'Hãy đặt ít nhất một cửa.' },
      }),
  });
  const r = parseShape(schema as z.ZodType<TableBet>, params);
  if (!r.ok) return r;
  const bets: Record<string, number> = {};
  for (const type of game.betTypes) {
    const stake = r.bet.bets[type];
    if (stake === undefined) continue;
    const error = limitError(stake, limits, `bets.${type}`);
    if (error) return { ok: false, error };
    bets[type] = stake;
  }
  return { ok: true, bet: { bets } };
}

export interface SettledSpot {
  type: string;
  stake: number;
  payout: number;
}

/** Pays a bet against a round's result. */
export function settleTableBet(game: TableGame, bet: TableBet, result: unknown) {
  const spots: SettledSpot[] = [];
  let totalStake = 0;
  let totalWin = 0;
  for (const [type, stake] of Object.entries(bet.bets)) {
    const payout = game.payout(type, stake, result);
    spots.push({ type, stake, payout });
    totalStake += stake;
    totalWin += payout;
  }
  return { spots, totalStake, totalWin };
}

const LIMITS: BetLimits = { minBet: 1_000, maxBet: 500_000_000 };
const rankOf = (c: Card) => RANKS.indexOf(c.rank) + 1;
const fraction = (stake: number, num: number, den: number) => Math.floor((stake * num) / den);

// ── live baccarat ──────────────────────────────────────────────────────────────────────────────

export type LiveBaccaratResult = BaccaratHand;

const liveBaccarat: TableGame<LiveBaccaratResult> = {
  id: 'baccarat-live',
  name: { vi: 'Baccarat Trực Tiếp', en: 'Live Baccarat' },
  category: 'LIVE',
  betTypes: ['player', 'tie', 'banker', 'playerPair', 'bankerPair'],
  limits: LIMITS,
  draw: (rng) => {
    const shoe = new LazyShoe(rng);
    return dealHand(() => shoe.draw());
  },
  payout: (type, stake, r) =>
    (BACCARAT_BET_TYPES as readonly string[]).includes(type)
      ? baccaratPayout(type as (typeof BACCARAT_BET_TYPES)[number], stake, r)
      : 0,
  theory: () => baccaratTheory(),
};

let baccaratExact: Record<string, number> | undefined;
function baccaratTheory(): Record<string, number> {
  if (baccaratExact) return baccaratExact;
  // Computed once, when first asked: the exact enumeration takes a moment.
  const p = baccaratProbabilities();
  const unit = 1_000_000;
  const bankerWin = baccaratPayout('banker', unit, { winner: 'banker' } as BaccaratHand) / unit;
  baccaratExact = {
    player: 2 * p.player + p.tie,
    banker: bankerWin * p.banker + p.tie,
    tie: 9 * p.tie,
    playerPair: 12 * p.pair,
    bankerPair: 12 * p.pair,
  };
  return baccaratExact;
}

// ── dragon tiger ───────────────────────────────────────────────────────────────────────────────

export interface DragonTigerResult {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
}

const dragonTiger: TableGame<DragonTigerResult> = {
  id: 'dragon-tiger',
  name: { vi: 'Rồng Hổ', en: 'Dragon Tiger' },
  category: 'LIVE',
  betTypes: ['dragon', 'tie', 'tiger'],
  limits: LIMITS,
  draw: (rng) => {
    const shoe = new LazyShoe(rng);
    const dragon = shoe.draw();
    const tiger = shoe.draw();
    const d = rankOf(dragon);
    const t = rankOf(tiger);
    return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
  },
  payout: (type, stake, r) => {
    if (type === 'tie') return r.winner === 'tie' ? stake * 9 : 0;
    if (type !== 'dragon' && type !== 'tiger') return 0;
    if (r.winner === 'tie') return Math.floor(stake / 2);
    return r.winner === type ? stake * 2 : 0;
  },
  theory: () => {
    // 8 decks: 32 cards of each rank among 416; a tie is the second card of the first one's rank.
    const tie = 31 / 415;
    const side = (1 - tie) / 2;
    return { dragon: 2 * side + tie / 2, tiger: 2 * side + tie / 2, tie: 9 * tie };
  },
};

// ── sic bo ─────────────────────────────────────────────────────────────────────────────────────

export interface SicBoResult {
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

/** Payout odds (to 1) of a total, 4…17. */
export const SICBO_TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
const SICBO_TYPES = [
  'small',
  'big',
  'odd',
  'even',
  ...Array.from({ length: 14 }, (_, i) => `total${i + 4}`),
  'anyTriple',
  ...Array.from({ length: 6 }, (_, i) => `triple${i + 1}`),
  ...Array.from({ length: 6 }, (_, i) => `single${i + 1}`),
];

function sicboPayout(type: string, stake: number, r: SicBoResult): number {
  const { total, triple } = r;
  switch (type) {
    case 'big':
      return !triple && total >= 11 ? stake * 2 : 0;
    case 'small':
      return !triple && total <= 10 ? stake * 2 : 0;
    case 'odd':
      return !triple && total % 2 === 1 ? stake * 2 : 0;
    case 'even':
      return !triple && total % 2 === 0 ? stake * 2 : 0;
    case 'anyTriple':
      return triple ? stake * 31 : 0;
  }
  const m = /^(total|triple|single)(\d+)$/.exec(type);
  if (!m) return 0;
  const n = Number(m[2]);
  if (m[1] === 'total') return total === n && SICBO_TOTAL_ODDS[n] ? stake * (SICBO_TOTAL_ODDS[n] + 1) : 0;
  if (m[1] === 'triple') return triple && r.dice[0] === n ? stake * 181 : 0;
  const shows = r.dice.filter((d) => d === n).length;
  return shows > 0 ? stake * (shows + 1) : 0;
}

const sicbo: TableGame<SicBoResult> = {
  id: 'sicbo',
  name: { vi: 'Tài Xỉu (Sic Bo)', en: 'Sic Bo' },
  category: 'LIVE',
  betTypes: SICBO_TYPES,
  limits: LIMITS,
  draw: (rng) => {
    const dice: [number, number, number] = [rng.nextInt(6) + 1, rng.nextInt(6) + 1, rng.nextInt(6) + 1];
    return { dice, total: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
  },
  payout: sicboPayout,
  theory: () => exactTheory(SICBO_TYPES, sicboOutcomes(), sicboPayout),
};

function sicboOutcomes(): SicBoResult[] {
  const all: SicBoResult[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) all.push({ dice: [a, b, c], total: a + b + c, triple: a === b && b === c });
  return all;
}

/** The exact RTP of each bet over equally likely outcomes. */
function exactTheory<R>(
  types: readonly string[],
  outcomes: readonly R[],
  payout: (type: string, stake: number, r: R) => number,
): Record<string, number> {
  const unit = 100;
  return Object.fromEntries(
    types.map((t) => [t, outcomes.reduce((s, r) => s + payout(t, unit, r), 0) / outcomes.length / unit]),
  );
}

// ── roulette ───────────────────────────────────────────────────────────────────────────────────

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export interface RouletteResult {
  number: number;
  color: 'red' | 'black' | 'green';
}

const ROULETTE_TYPES = [
  ...Array.from({ length: 37 }, (_, i) => `n${i}`),
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'column1',
  'column2',
  'column3',
];

function roulettePayout(type: string, stake: number, r: RouletteResult): number {
  const n = r.number;
  const straight = /^n(\d+)$/.exec(type);
  if (straight) return Number(straight[1]) === n ? stake * 36 : 0;
  if (n === 0) return 0;
  const even = (win: boolean) => (win ? stake * 2 : 0);
  const third = (win: boolean) => (win ? stake * 3 : 0);
  switch (type) {
    case 'red':
      return even(r.color === 'red');
    case 'black':
      return even(r.color === 'black');
    case 'odd':
      return even(n % 2 === 1);
    case 'even':
      return even(n % 2 === 0);
    case 'low':
      return even(n <= 18);
    case 'high':
      return even(n >= 19);
    case 'dozen1':
    case 'dozen2':
    case 'dozen3':
      return third(Math.ceil(n / 12) === Number(type.slice(5)));
    case 'column1':
    case 'column2':
    case 'column3':
      return third(((n - 1) % 3) + 1 === Number(type.slice(6)));
    default:
      return 0;
  }
}

const rouletteResult = (n: number): RouletteResult => ({
  number: n,
  color: n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black',
});

const roulette: TableGame<RouletteResult> = {
  id: 'roulette',
  name: { vi: 'Roulette Châu Âu', en: 'European Roulette' },
  category: 'LIVE',
  betTypes: ROULETTE_TYPES,
  limits: LIMITS,
  draw: (rng) => rouletteResult(rng.nextInt(37)),
  payout: roulettePayout,
  theory: () =>
    exactTheory(
      ROULETTE_TYPES,
      Array.from({ length: 37 }, (_, n) => rouletteResult(n)),
      roulettePayout,
    ),
};

// ── xóc đĩa ────────────────────────────────────────────────────────────────────────────────────

export interface XocDiaResult {
  /** The four discs, 'red' or 'white'. */
  discs: ('red' | 'white')[];
  reds: number;
}

const XOC_DIA_TYPES = ['even', 'odd', 'red4', 'white4', 'red3', 'white3'];

function xocDiaPayout(type: string, stake: number, r: XocDiaResult): number {
  const k = r.reds;
  switch (type) {
    case 'even':
      return k % 2 === 0 ? stake + fraction(stake, 96, 100) : 0;
    case 'odd':
      return k % 2 === 1 ? stake + fraction(stake, 96, 100) : 0;
    case 'red4':
      return k === 4 ? stake * 15 : 0;
    case 'white4':
      return k === 0 ? stake * 15 : 0;
    case 'red3':
      return k === 3 ? stake + fraction(stake, 28, 10) : 0;
    case 'white3':
      return k === 1 ? stake + fraction(stake, 28, 10) : 0;
    default:
      return 0;
  }
}

const xocDiaResult = (bits: number[]): XocDiaResult => ({
  discs: bits.map((b) => (b === 1 ? 'red' : 'white')),
  reds: bits.reduce((s, b) => s + b, 0),
});

const xocDia: TableGame<XocDiaResult> = {
  id: 'xoc-dia',
  name: { vi: 'Xóc Đĩa', en: 'Xoc Dia' },
  category: 'PVP',
  betTypes: XOC_DIA_TYPES,
  limits: { minBet: 500, maxBet: 100_000_000 },
  draw: (rng) => xocDiaResult([rng.nextInt(2), rng.nextInt(2), rng.nextInt(2), rng.nextInt(2)]),
  payout: xocDiaPayout,
  theory: () =>
    exactTheory(
      XOC_DIA_TYPES,
      Array.from({ length: 16 }, (_, m) => xocDiaResult([m & 1, (m >> 1) & 1, (m >> 2) & 1, (m >> 3) & 1])),
      xocDiaPayout,
    ),
};

export const TABLE_GAMES: Readonly<Record<TableGameId, TableGame>> = {
  'baccarat-live': liveBaccarat as TableGame,
  'dragon-tiger': dragonTiger as TableGame,
  sicbo: sicbo as TableGame,
  roulette: roulette as TableGame,
  'xoc-dia': xocDia as TableGame,
};
