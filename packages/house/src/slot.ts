/**
 * "Lotus Fortune": a 5-reel, 3-row video slot with 20 fixed lines.
 *
 * - Symbols: WILD (lotus; reels 2–4 only; substitutes for every paying symbol, pays nothing by itself),
 *   SCATTER (gong; pays anywhere, triggers free spins), and nine paying symbols.
 * - A line pays the run of its leftmost symbol (wilds counting as that symbol) from reel 1 to the right,
 *   3, 4 or 5 long: stake per line × PAYTABLE[symbol][run]. The first non-wild symbol of the line decides
 *   the run, so each line has exactly one candidate win (no "highest of" choice).
 * - Scatters anywhere on the 5×3 window: 3, 4 or 5 pay 2, 10 or 50 × the total stake and award 10, 15 or
 *   20 free spins. Free spins use the same reel strips, pay every win × 2 and cannot award more free spins
 *   (scatters in free spins still pay, doubled).
 * - Reel stops: stop[i] = rng.nextInt(strip[i].length) for reels 1..5 in order (one after another from
 *   the round's stream; free spins continue the same stream). Row r (0 = top) of reel i shows
 *   strip[i][(stop[i] + r) mod length].
 * - The engine is one piece of code parameterised by a `SlotDefinition` (symbols, paytable, lines, scatter
 *   pays, free spins, reel strips per RTP profile); Lotus Fortune is `LOTUS_SLOT`, and every function
 *   takes the definition last, defaulting to it. Index 0 of a definition's symbols is its wild, index 1
 *   its scatter.
 * - All amounts are integer minor units. Every multiplier is an integer, so a win is exactly
 *   lineBet × multiplier (nothing to round); the theoretical RTP below is exact for every stake.
 */
import { z } from 'zod';
import type { Rng } from './fairness';
import { defineHouseGame, limitError } from './bets';
import type { BetLimits, HouseGame, PlayResult, SlotGameId } from './types';

export const SLOT_SYMBOLS = [
  'WILD',
  'SCATTER',
  'DRAGON',
  'PHOENIX',
  'KOI',
  'LANTERN',
  'A',
  'K',
  'Q',
  'J',
  'TEN',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** One-letter codes used to write reel strips compactly. */
export const SYMBOL_CODES: Record<string, SlotSymbol> = {
  W: 'WILD',
  S: 'SCATTER',
  D: 'DRAGON',
  P: 'PHOENIX',
  F: 'KOI',
  L: 'LANTERN',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: 'TEN',
};

const WILD = 0;
const SCATTER = 1;

/** Line pays in multiples of the stake per line, for runs of 3, 4 and 5. */
export const PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'WILD' | 'SCATTER'>, readonly [number, number, number]>> = {
  DRAGON: [50, 200, 1000],
  PHOENIX: [30, 100, 500],
  KOI: [20, 60, 250],
  LANTERN: [15, 40, 150],
  A: [10, 25, 100],
  K: [8, 20, 80],
  Q: [5, 15, 60],
  J: [5, 10, 50],
  TEN: [5, 10, 40],
};

/** Scatter pays in multiples of the total stake, by number of scatters anywhere (index = count). */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];
/** Free spins awarded by number of scatters anywhere (index = count). */
export const FREE_SPINS_AWARDED: readonly number[] = [0, 0, 0, 10, 15, 20];
export const FREE_SPIN_MULTIPLIER = 2;

export const REELS = 5;
export const ROWS = 3;

/** The 20 fixed lines: the row (0 top, 1 middle, 2 bottom) on each of the 5 reels. */
export const LINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
export const LINE_COUNT = LINES.length;

export type RtpProfileId = 'rtp94' | 'rtp96' | 'rtp97';
export const RTP_PROFILE_IDS: readonly RtpProfileId[] = ['rtp94', 'rtp96', 'rtp97'];
export const DEFAULT_RTP_PROFILE: RtpProfileId = 'rtp96';

/** A set of five reel strips written with the one-letter codes above. */
export type StripSet = readonly [string, string, string, string, string];

/**
 * Reel strips per RTP profile. Only the composition of a strip matters for line wins; the order matters
 * for scatters (at most one scatter is ever visible per reel: scatters are at least 3 apart).
 * The theoretical RTP of each set is computed exactly by `theoreticalRtp` (see README).
 */
export const RTP_PROFILES: Readonly<Record<RtpProfileId, StripSet>> = {
  rtp94: [
    'SPAJFTKQLAJPDTQFKAJLTPQAFJKDTLQ',
    'QSWAJPKTQWFLAJQKDTWAJPQLKTWFQAJKDTL',
    'LQSWAKPJTAQWFLKDTAJQWKPALTKQWFJAKDT',
    'TDLSWQATPJKFLWATQKDLJWFTAPKQLTWJAFK',
    'KTDLSQJPAFTQJLFKPTAJDQFJLTPQAJF',
  ],
  rtp96: [
    'SPAJFTKQLAJPDTQFKAJLTPQAFJKDTLQ',
    'QSWAPJKFTQWLAQKDTJWFAPQLKTWJQAFKDTL',
    'LQSWAPJKTFQWLAQKDTJWFAQPLKTWQJAFKDT',
    'TDQSLWAJPKQFWTALJQKDWFAQJTPLKWQAJFK',
    'KTDLSQAPTJFKQATLPDJQTFAKLTPQAJF',
  ],
  rtp97: [
    'SPAJFTKLQJPDATLQFKJTPLAQFJKDTLQ',
    'QSWAPJKFTQWLAQKDTJWFAPQLKTWJQAFKDTL',
    'LQSWAPFKTQJWLAFQKDTWAQPFLKTJWQAFKDT',
    'TDLSQWAJPKTFQWALJKTDQWFAJPLKTQWAJFK',
    'KTDASLJPAKJATQLFKPAJDATJKLAPAJF',
  ],
};

/** A slot game's maths: everything the engine needs to play and to compute its exact RTP. */
export interface SlotDefinition {
  id: SlotGameId;
  name: { vi: string; en: string };
  /** Symbol names; index 0 is the wild, index 1 the scatter. */
  symbols: readonly string[];
  /** One-letter codes of the reel strips → symbol names. */
  codes: Readonly<Record<string, string>>;
  /** Line pays (× stake per line) for runs of 3, 4 and 5, by paying symbol. */
  paytable: Readonly<Record<string, readonly [number, number, number]>>;
  /** Scatter pays (× total stake) and free spins awarded, by number of scatters (index = count). */
  scatterPays: readonly number[];
  freeSpinsAwarded: readonly number[];
  freeSpinMultiplier: number;
  /** The fixed lines: the row on each of the 5 reels. */
  lines: readonly (readonly number[])[];
  profiles: Readonly<Record<RtpProfileId, StripSet>>;
}

/** Lotus Fortune (Hoa Sen Phát Lộc). */
export const LOTUS_SLOT: SlotDefinition = {
  id: 'lotus-slot',
  name: { vi: 'Hoa Sen Phát Lộc', en: 'Lotus Fortune' },
  symbols: SLOT_SYMBOLS,
  codes: SYMBOL_CODES,
  paytable: PAYTABLE,
  scatterPays: SCATTER_PAYS,
  freeSpinsAwarded: FREE_SPINS_AWARDED,
  freeSpinMultiplier: FREE_SPIN_MULTIPLIER,
  lines: LINES,
  profiles: RTP_PROFILES,
};

/** A definition's derived tables, computed once. */
interface Compiled {
  payByIndex: number[][];
  indexOf: Map<string, number>;
  profiles: Map<RtpProfileId, IndexedStrips>;
  theories: Map<RtpProfileId, SlotTheory>;
}
const compiledCache = new WeakMap<SlotDefinition, Compiled>();
function compiled(def: SlotDefinition): Compiled {
  let c = compiledCache.get(def);
  if (!c) {
    c = {
      // Pay per symbol index and run length (index 0..5), 0 when nothing pays.
      payByIndex: def.symbols.map((s, i) => {
        const p = i === WILD || i === SCATTER ? undefined : def.paytable[s];
        return p ? [0, 0, 0, p[0], p[1], p[2]] : [0, 0, 0, 0, 0, 0];
      }),
      indexOf: new Map(def.symbols.map((s, i) => [s, i])),
      profiles: new Map(),
      theories: new Map(),
    };
    compiledCache.set(def, c);
  }
  return c;
}

/** Strips as symbol indices. */
export type IndexedStrips = readonly (readonly number[])[];

export function parseStrips(strips: readonly string[], def: SlotDefinition = LOTUS_SLOT): IndexedStrips {
  const { indexOf } = compiled(def);
  if (strips.length !== REELS) throw new RangeError(`a strip set needs ${REELS} reels`);
  return strips.map((strip, reel) => {
    const out: number[] = [];
    for (const ch of strip) {
      const sym = def.codes[ch];
      const index = sym === undefined ? undefined : indexOf.get(sym);
      if (index === undefined) throw new RangeError(`reel ${reel + 1}: unknown symbol code ${ch}`);
      out.push(index);
    }
    if (out.length < ROWS) throw new RangeError(`reel ${reel + 1}: strip shorter than ${ROWS}`);
    return out;
  });
}

/** The window: grid[reel][row] as symbol indices. */
export function windowAt(strips: IndexedStrips, stops: readonly number[]): number[][] {
  return strips.map((strip, reel) => {
    const stop = stops[reel]!;
    const col: number[] = [];
    for (let row = 0; row < ROWS; row++) col.push(strip[(stop + row) % strip.length]!);
    return col;
  });
}

interface Column {
  symbols: readonly number[];
  names: readonly string[];
}
const columnCache = new WeakMap<IndexedStrips, Column[][]>();
const LINE_SCRATCH = [0, 0, 0, 0, 0];

/** Every reel's visible column for every stop, computed once per strip set (frozen, shared by outcomes). */
function columnsOf(strips: IndexedStrips, def: SlotDefinition): Column[][] {
  let c = columnCache.get(strips);
  if (!c) {
    c = windowColumns(strips, def);
    columnCache.set(strips, c);
  }
  return c;
}

function windowColumns(strips: IndexedStrips, def: SlotDefinition): Column[][] {
  return strips.map((strip) =>
    strip.map((_, stop) => {
      const symbols = Object.freeze(windowAt([strip], [stop])[0]!);
      return { symbols, names: Object.freeze(symbols.map((s) => def.symbols[s]!)) };
    }),
  );
}

/**
 * One line's result from its five symbols (indices): the paying symbol (the first non-wild), the run
 * length (consecutive reels from the left showing that symbol or a wild) and the multiplier of the
 * stake per line (0 if no pay). A run started by a scatter, or all wilds, pays nothing.
 */
export function evaluateLine(
  symbols: readonly number[],
  def: SlotDefinition = LOTUS_SLOT,
): { symbol: number; count: number; pay: number } {
  const packed = lineRun(symbols);
  if (packed < 0) return { symbol: -1, count: 0, pay: 0 };
  const symbol = packed >> 3;
  const count = packed & 7;
  return { symbol, count, pay: compiled(def).payByIndex[symbol]![count] ?? 0 };
}

/** evaluateLine without allocation: symbol × 8 + run length, or −1 when the line has no paying symbol. */
function lineRun(symbols: readonly number[]): number {
  let symbol = -1;
  let count = 0;
  for (let i = 0; i < symbols.length; i++) {
    const s = symbols[i]!;
    if (s === WILD) {
      count++;
      continue;
    }
    if (symbol === -1) {
      if (s === SCATTER) break;
      symbol = s;
      count++;
      continue;
    }
    if (s === symbol) count++;
    else break;
  }
  return symbol === -1 ? -1 : symbol * 8 + count;
}

export interface SlotLineWin {
  /** 1-based line number. */
  line: number;
  symbol: string;
  count: number;
  /** Multiplier of the stake per line (before the free-spin multiplier). */
  pay: number;
  win: number;
}

export interface SlotSpin {
  stops: number[];
  /** window[reel][row], row 0 at the top (shared read-only columns). */
  window: readonly (readonly string[])[];
  lineWins: SlotLineWin[];
  scatter: { count: number; positions: { reel: number; row: number }[]; pay: number; win: number };
  freeSpinsAwarded: number;
  multiplier: number;
  win: number;
}

export interface SlotOutcome {
  game: SlotDefinition['id'];
  rtpProfile: RtpProfileId;
  lineBet: number;
  lines: number;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  totalWin: number;
}

/** Evaluates a spin from its stops (pure; no RNG). */
export function spinFromStops(
  strips: IndexedStrips,
  stops: readonly number[],
  lineBet: number,
  multiplier: number,
  allowFreeSpins: boolean,
  def: SlotDefinition = LOTUS_SLOT,
): SlotSpin {
  const columns = columnsOf(strips, def);
  const { payByIndex } = compiled(def);
  const lines = def.lines;
  const lineCount = lines.length;
  const cols = stops.map((stop, reel) => {
    const col = columns[reel]![stop];
    if (!col) throw new RangeError(`reel ${reel + 1}: stop ${stop} outside the strip`);
    return col;
  });
  const grid = cols.map((c) => c.symbols);
  const lineWins: SlotLineWin[] = [];
  let win = 0;
  const syms = LINE_SCRATCH;
  for (let l = 0; l < lineCount; l++) {
    const rows = lines[l]!;
    for (let r = 0; r < REELS; r++) syms[r] = grid[r]![rows[r]!]!;
    const packed = lineRun(syms);
    if (packed < 0) continue;
    const symbol = packed >> 3;
    const count = packed & 7;
    const pay = payByIndex[symbol]![count] ?? 0;
    if (pay > 0) {
      const w = lineBet * pay * multiplier;
      win += w;
      lineWins.push({ line: l + 1, symbol: def.symbols[symbol]!, count, pay, win: w });
    }
  }
  const positions: { reel: number; row: number }[] = [];
  for (let r = 0; r < REELS; r++) {
    for (let row = 0; row < ROWS; row++) if (grid[r]![row] === SCATTER) positions.push({ reel: r, row });
  }
  const count = positions.length;
  const { scatterPays, freeSpinsAwarded: awards } = def;
  const scatterPay = scatterPays[Math.min(count, scatterPays.length - 1)]!;
  const scatterWin = scatterPay * lineBet * lineCount * multiplier;
  win += scatterWin;
  const freeSpinsAwarded = allowFreeSpins ? awards[Math.min(count, awards.length - 1)]! : 0;
  return {
    stops: [...stops],
    window: cols.map((c) => c.names),
    lineWins,
    scatter: { count, positions, pay: scatterPay, win: scatterWin },
    freeSpinsAwarded,
    multiplier,
    win,
  };
}

function drawStops(rng: Rng, strips: IndexedStrips): number[] {
  const stops: number[] = [];
  for (let r = 0; r < REELS; r++) stops.push(rng.nextInt(strips[r]!.length));
  return stops;
}

export function profileStrips(profile: RtpProfileId, def: SlotDefinition = LOTUS_SLOT): IndexedStrips {
  const { profiles } = compiled(def);
  let s = profiles.get(profile);
  if (!s) {
    s = parseStrips(def.profiles[profile], def);
    profiles.set(profile, s);
  }
  return s;
}

/** Plays a full round (base spin and any free spins) on the given strips. */
export function playSlotRound(
  rng: Rng,
  strips: IndexedStrips,
  lineBet: number,
  rtpProfile: RtpProfileId,
  def: SlotDefinition = LOTUS_SLOT,
): SlotOutcome {
  const base = spinFromStops(strips, drawStops(rng, strips), lineBet, 1, true, def);
  const freeSpins: SlotSpin[] = [];
  let totalWin = base.win;
  for (let i = 0; i < base.freeSpinsAwarded; i++) {
    const spin = spinFromStops(strips, drawStops(rng, strips), lineBet, def.freeSpinMultiplier, false, def);
    freeSpins.push(spin);
    totalWin += spin.win;
  }
  return { game: def.id, rtpProfile, lineBet, lines: def.lines.length, base, freeSpins, totalWin };
}

// ---------------------------------------------------------------------------------------------------
// Exact theoretical RTP
// ---------------------------------------------------------------------------------------------------

export interface SlotTheory {
  /** RTP as an exact fraction numerator / denominator (BigInt, as decimal strings) and as a number. */
  rtp: number;
  rtpFraction: { numerator: string; denominator: string };
  /** Contributions to the RTP (fractions of the total stake). */
  baseLineRtp: number;
  baseScatterRtp: number;
  freeSpinsRtp: number;
  /** Probability that a paid spin awards free spins. */
  freeSpinsTriggerProbability: number;
  /** Probability of exactly n scatters in the window, n = 0..15. */
  scatterCountProbabilities: number[];
  /** Number of stop combinations (product of strip lengths). */
  combinations: string;
}

function ratio(n: bigint, d: bigint): number {
  // Exact enough: scale to 1e-18 before converting.
  const scale = 10n ** 18n;
  return Number((n * scale) / d) / 1e18;
}

/**
 * The exact RTP of a strip set.
 *
 * Line wins: a line shows, on reel i, the symbol at stop+row (mod length), which is uniform over the
 * strip whatever the row, and the reels are independent, so every line has the same win distribution:
 * E[line pay] = Σ over all symbol 5-tuples of Π count_i(s_i) / length_i × pay(tuple), with `evaluateLine`
 * itself scoring each tuple. Scatters: for each reel the number of scatters visible is counted over all
 * its stops; the per-reel distributions are convolved. With B = expected base-spin win per unit of line
 * bet = 20 × E[line pay] + 20 × Σ_n P(n) × scatterPay(n), free spins add Σ_n P(n) × freeSpins(n) × 2 × B
 * (free spins cannot retrigger), so RTP = B × (1 + 2 × Σ_n P(n) × freeSpins(n)) / 20.
 */
export function theoreticalRtp(strips: IndexedStrips, def: SlotDefinition = LOTUS_SLOT): SlotTheory {
  const nSym = def.symbols.length;
  const counts = strips.map((strip) => {
    const c = new Array<number>(nSym).fill(0);
    for (const s of strip) c[s]!++;
    return c;
  });
  const lengths = strips.map((s) => BigInt(s.length));
  const D = lengths.reduce((a, b) => a * b, 1n);

  // Line pays: enumerate symbol tuples reel by reel, pruning symbols absent from a reel.
  const present = counts.map((c) => c.map((v, i) => (v > 0 ? i : -1)).filter((i) => i >= 0));
  let lineNum = 0n;
  const tuple = [0, 0, 0, 0, 0];
  const rec = (reel: number, weight: number) => {
    if (reel === REELS) {
      const pay = evaluateLine(tuple, def).pay;
      if (pay > 0) lineNum += BigInt(weight) * BigInt(pay);
      return;
    }
    for (const s of present[reel]!) {
      tuple[reel] = s;
      rec(reel + 1, weight * counts[reel]![s]!);
    }
  };
  rec(0, 1);

  // Scatter count distribution (counts over D).
  let dist: bigint[] = [1n];
  for (const strip of strips) {
    const per = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) k++;
      per[k]! += 1n;
    }
    const next = new Array<bigint>(dist.length + ROWS).fill(0n);
    dist.forEach((a, i) => per.forEach((b, k) => (next[i + k]! += a * b)));
    dist = next;
  }
  const payAt = (arr: readonly number[], n: number) => BigInt(arr[Math.min(n, arr.length - 1)]!);
  let scatterNum = 0n; // Σ counts(n) × scatterPay(n)
  let freeNum = 0n; // Σ counts(n) × freeSpins(n)
  let triggerNum = 0n;
  dist.forEach((c, n) => {
    scatterNum += c * payAt(def.scatterPays, n);
    freeNum += c * payAt(def.freeSpinsAwarded, n);
    if (payAt(def.freeSpinsAwarded, n) > 0n) triggerNum += c;
  });

  // Per unit of total stake: base = (lineNum / D^... ) — lineNum is over D (one weight per tuple of
  // strip positions), and a spin has 20 lines of stake 1 and total stake 20.
  const baseNum = lineNum + scatterNum; // base return per unit of total stake, over D
  const m = BigInt(def.freeSpinMultiplier);
  const rtpNum = baseNum * (D + m * freeNum);
  const rtpDen = D * D;
  const g = gcd(rtpNum, rtpDen);
  return {
    rtp: ratio(rtpNum, rtpDen),
    rtpFraction: { numerator: String(rtpNum / g), denominator: String(rtpDen / g) },
    baseLineRtp: ratio(lineNum, D),
    baseScatterRtp: ratio(scatterNum, D),
    freeSpinsRtp: ratio(baseNum * m * freeNum, rtpDen),
    freeSpinsTriggerProbability: ratio(triggerNum, D),
    scatterCountProbabilities: dist.slice(0, dist.findLastIndex((c) => c > 0n) + 1).map((c) => ratio(c, D)),
    combinations: String(D),
  };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export function profileTheory(profile: RtpProfileId, def: SlotDefinition = LOTUS_SLOT): SlotTheory {
  const { theories } = compiled(def);
  let t = theories.get(profile);
  if (!t) {
    t = theoreticalRtp(profileStrips(profile, def), def);
    theories.set(profile, t);
  }
  return t;
}

// ---------------------------------------------------------------------------------------------------
// The game
// ---------------------------------------------------------------------------------------------------

/** Largest stake per line for which every win stays an exact integer (max round win < 861,000 × line bet). */
export const SLOT_MAX_LINE_BET = 1_000_000_000;

export const slotBetSchema = z.strictObject({
  /** Stake per line in minor units; the round's stake is 20 × lineBet. */
  lineBet: z.number().int().positive().max(SLOT_MAX_LINE_BET),
  /** Set by the provider from the operator's configuration, never taken from the player. */
  rtpProfile: z.enum(['rtp94', 'rtp96', 'rtp97']).default(DEFAULT_RTP_PROFILE),
});
export type SlotBet = z.output<typeof slotBetSchema>;

export const DEFAULT_SLOT_LIMITS: BetLimits = { minBet: 2_000, maxBet: 100_000_000 };

export function createSlotGame(
  limits: BetLimits = DEFAULT_SLOT_LIMITS,
  def: SlotDefinition = LOTUS_SLOT,
): HouseGame<SlotBet, SlotOutcome> {
  const lineCount = def.lines.length;
  return defineHouseGame({
    description: { id: def.id, name: def.name, category: 'RNG' },
    betSchema: slotBetSchema as z.ZodType<SlotBet>,
    limits,
    hardMax: SLOT_MAX_LINE_BET * lineCount,
    stakeError: (bet, lim) =>
      limitError(bet.lineBet * lineCount, lim, 'lineBet', {
        en: `The total stake (${lineCount} × lineBet)`,
        vi: `Tổng tiền cược (${lineCount} × lineBet)`,
      }),
    play(rng, bet): PlayResult<SlotOutcome> {
      const outcome = playSlotRound(rng, profileStrips(bet.rtpProfile, def), bet.lineBet, bet.rtpProfile, def);
      return { outcome, totalStake: bet.lineBet * lineCount, totalWin: outcome.totalWin };
    },
  });
}
