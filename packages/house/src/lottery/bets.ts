/**
 * The lottery's bet types: how a selection is written, what it wins against a result, and its exact
 * probability (from which the default odds of every prize mode follow, ./odds.ts).
 *
 * A bet is (game family, bet type, selection, stake). Its payout is stake × odds × hits / 100, where
 * odds are in hundredths of the stake (the stake included) and hits is 0 or 1, except lô, which is paid
 * once for every prize whose last two digits are the number.
 *
 * Selections are short strings:
 *   VN  lo "27" · de "27" · bacang "527" · xien2/3/4 "12,34[,56[,78]]" · dau "2" · duoi "7"
 *   SSC star5 "12345" · bsoe "3:big" (position 1–5: big|small|odd|even) · sum "big|small|odd|even"
 *   K3  sum "3"…"18" · triple "1"…"6" | "any" · pair "1"…"6"
 *   PK10 position "3:7" (rank 1–10 : car 1–10) · dragon_tiger "1:dragon" (rank 1–5 against 11 − rank)
 *   11X5 any "01,05,07" (1–8 distinct balls; the odds depend on how many)
 *   LHC special "1"…"49" · zodiac "rat"…"pig" · colour "red|blue|green"
 */
import type { Family } from './games';
import { type DrawResult, type FastResult, isVnResult, type VnResult } from './draw';

export type BetFamily = 'VN' | Exclude<Family, 'VN_NORTH' | 'VN_SOUTH'>;

/** A parsed selection: its normal form, the key of its odds and of its exposure, its probability. */
export interface ParsedSelection {
  selection: string;
  /** `${family}.${type}` or with `:variant` where the odds differ by selection (K3 sums, 11X5's N…). */
  oddsKey: string;
  /** Where the selection's potential payout is counted against the per-number exposure limit. */
  exposureKey: string;
  /** Expected hits per unit (for paid-once bets: the winning probability). */
  expectedHits: number;
}
export type ParseResult = { ok: true; parsed: ParsedSelection } | { ok: false; error: string };

export interface BetType {
  family: BetFamily;
  code: string;
  /** `year`: the draw's year (LHC zodiac numbers follow the year's animal). */
  parse(family: Family, selection: string, year: number): ParseResult;
  hits(result: DrawResult, selection: string, year: number): number;
}

const fail = (error: string): ParseResult => ({ ok: false, error });
const okSel = (parsed: ParsedSelection): ParseResult => ({ ok: true, parsed });
const two = (s: string) => s.slice(-2);
const special = (r: VnResult) => r.prizes.DB![0]!;
const allNumbers = (r: VnResult) => Object.values(r.prizes).flat();
const numbersOf = (r: DrawResult) => (r as FastResult).numbers;

function prizeCount(family: Family) {
  return family === 'VN_NORTH' ? 27 : 18;
}
function choose(n: number, k: number) {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}
/** P(all k given two-digit numbers appear among n independent uniform two-digit endings), by inclusion–exclusion. */
function allAppear(k: number, n: number) {
  let p = 0;
  for (let j = 0; j <= k; j++) p += (j % 2 ? -1 : 1) * choose(k, j) * (1 - j / 100) ** n;
  return p;
}

/** A list of distinct numbers written with separators, each in [lo, hi]; sorted, zero-padded to `width`. */
function numberList(s: string, lo: number, hi: number, width: number, min: number, max: number): string[] | null {
  const parts = s.split(/[,\s]+/).filter(Boolean);
  if (parts.length < min || parts.length > max) return null;
  const nums = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
  if (nums.some((n) => !(n >= lo && n <= hi)) || new Set(nums).size !== nums.length) return null;
  return nums.sort((a, b) => a - b).map((n) => String(n).padStart(width, '0'));
}

// ── Vietnamese lottery ──────────────────────────────────────────────────────────────────────

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);

function vnSimple(
  code: string,
  width: number,
  prob: (f: Family) => number,
  hits: (r: VnResult, s: string) => number,
): BetType {
  return {
    family: 'VN',
    code,
    parse: (family, s) =>
      digits(width).test(s)
        ? okSel({ selection: s, oddsKey: `${family}.${code}`, exposureKey: `${code}:${s}`, expectedHits: prob(family) })
        : fail(`${code}: ${width} digit(s)`),
    hits: (r, s) => (isVnResult(r) ? hits(r, s) : 0),
  };
}

function xien(k: number): BetType {
  const code = `xien${k}`;
  return {
    family: 'VN',
    code,
    parse: (family, s) => {
      const list = numberList(s, 0, 99, 2, k, k);
      if (!list) return fail(`${code}: ${k} different two-digit numbers`);
      const sel = list.join(',');
      return okSel({
        selection: sel,
        oddsKey: `${family}.${code}`,
        exposureKey: `${code}:${sel}`,
        expectedHits: allAppear(k, prizeCount(family)),
      });
    },
    hits: (r, s) => {
      if (!isVnResult(r)) return 0;
      const endings = new Set(allNumbers(r).map(two));
      return s.split(',').every((n) => endings.has(n)) ? 1 : 0;
    },
  };
}

const VN_BETS: BetType[] = [
  vnSimple(
    'lo',
    2,
    (f) => prizeCount(f) / 100,
    (r, s) => allNumbers(r).filter((n) => two(n) === s).length,
  ),
  vnSimple(
    'de',
    2,
    () => 1 / 100,
    (r, s) => (two(special(r)) === s ? 1 : 0),
  ),
  vnSimple(
    'bacang',
    3,
    () => 1 / 1000,
    (r, s) => (special(r).slice(-3) === s ? 1 : 0),
  ),
  xien(2),
  xien(3),
  xien(4),
  vnSimple(
    'dau',
    1,
    () => 1 / 10,
    (r, s) => (two(special(r))[0] === s ? 1 : 0),
  ),
  vnSimple(
    'duoi',
    1,
    () => 1 / 10,
    (r, s) => (special(r).slice(-1) === s ? 1 : 0),
  ),
];

// ── fast games ──────────────────────────────────────────────────────────────────────────────

/** A fast bet whose selection is one of a fixed set of options, each with its probability. */
function options(
  family: BetFamily,
  code: string,
  table: Record<string, number>,
  hits: (n: number[], s: string, year: number) => boolean,
  opts: { variantOdds?: boolean; tableOf?: (year: number) => Record<string, number> } = {},
): BetType {
  return {
    family,
    code,
    parse: (_f, s, year) => {
      const t = opts.tableOf ? opts.tableOf(year) : table;
      const p = t[s];
      if (p === undefined) return fail(`${code}: one of ${Object.keys(t).slice(0, 12).join(', ')}`);
      const variant = opts.variantOdds ? `:${opts.tableOf ? (p > 4 / 49 ? 'year' : 'other') : s}` : '';
      return okSel({
        selection: s,
        oddsKey: `${family}.${code}${variant}`,
        exposureKey: `${code}:${s}`,
        expectedHits: p,
      });
    },
    hits: (r, s, year) => (isVnResult(r) ? 0 : hits(numbersOf(r), s, year) ? 1 : 0),
  };
}

const table = (keys: string[], p: (k: string) => number) => Object.fromEntries(keys.map((k) => [k, p(k)]));
const BSOE = ['big', 'small', 'odd', 'even'];
const bsoe = (v: number, bigFrom: number, s: string) =>
  s === 'big' ? v >= bigFrom : s === 'small' ? v < bigFrom : s === 'odd' ? v % 2 === 1 : v % 2 === 0;
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => String(a + i));

/** Number of ways three dice sum to s. */
const K3_SUM_WAYS = (() => {
  const w: Record<string, number> = {};
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) w[a + b + c] = (w[a + b + c] ?? 0) + 1;
  return w;
})();

const ZODIAC = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'];
/** The zodiac of an LHC number in a year: 1 is the year's animal, 2 the one before, … (cycle of 12). */
export const zodiacOf = (n: number, year: number) => ZODIAC[(((year - 4 - (n - 1)) % 12) + 12) % 12]!;
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
/** The colour (wave) of an LHC number. */
export const colourOf = (n: number) => (RED.includes(n) ? 'red' : BLUE.includes(n) ? 'blue' : 'green');
const lhcNumbers = range(1, 49).map(Number);

const FAST_BETS: BetType[] = [
  {
    family: 'SSC',
    code: 'star5',
    parse: (_f, s) =>
      digits(5).test(s)
        ? okSel({ selection: s, oddsKey: 'SSC.star5', exposureKey: `star5:${s}`, expectedHits: 1e-5 })
        : fail('star5: 5 digits'),
    hits: (r, s) => (isVnResult(r) ? 0 : numbersOf(r).join('') === s ? 1 : 0),
  },
  options(
    'SSC',
    'bsoe',
    table(
      [1, 2, 3, 4, 5].flatMap((p) => BSOE.map((o) => `${p}:${o}`)),
      () => 0.5,
    ),
    (n, s) => {
      const [pos, o] = s.split(':');
      return bsoe(n[Number(pos) - 1]!, 5, o!);
    },
  ),
  options(
    'SSC',
    'sum',
    table(BSOE, () => 0.5),
    (n, s) =>
      bsoe(
        n.reduce((a, b) => a + b, 0),
        23,
        s,
      ),
  ),
  options(
    'K3',
    'sum',
    table(range(3, 18), (k) => K3_SUM_WAYS[k]! / 216),
    (n, s) => n[0]! + n[1]! + n[2]! === Number(s),
    { variantOdds: true },
  ),
  options(
    'K3',
    'triple',
    { ...table(range(1, 6), () => 1 / 216), any: 6 / 216 },
    (n, s) => n[0] === n[1] && n[1] === n[2] && (s === 'any' || n[0] === Number(s)),
    { variantOdds: true },
  ),
  options(
    'K3',
    'pair',
    table(range(1, 6), () => 16 / 216),
    (n, s) => n.filter((d) => d === Number(s)).length >= 2,
  ),
  options(
    'PK10',
    'position',
    table(
      range(1, 10).flatMap((p) => range(1, 10).map((c) => `${p}:${c}`)),
      () => 0.1,
    ),
    (n, s) => {
      const [pos, car] = s.split(':').map(Number);
      return n[pos! - 1] === car;
    },
  ),
  options(
    'PK10',
    'dragon_tiger',
    table(
      range(1, 5).flatMap((p) => [`${p}:dragon`, `${p}:tiger`]),
      () => 0.5,
    ),
    (n, s) => {
      const [pos, side] = s.split(':');
      const i = Number(pos);
      return n[i - 1]! > n[10 - i]! === (side === 'dragon');
    },
  ),
  {
    family: '11X5',
    code: 'any',
    parse: (_f, s) => {
      const list = numberList(s, 1, 11, 2, 1, 8);
      if (!list) return fail('any: 1 to 8 different balls of 01–11');
      const k = list.length;
      const p = k <= 5 ? choose(5, k) / choose(11, k) : choose(k, 5) / choose(11, 5);
      const sel = list.join(',');
      return okSel({ selection: sel, oddsKey: `11X5.any:${k}`, exposureKey: `any:${sel}`, expectedHits: p });
    },
    hits: (r, s) => {
      if (isVnResult(r)) return 0;
      const drawn = new Set(numbersOf(r));
      const picks = s.split(',').map(Number);
      return picks.length <= 5
        ? picks.every((x) => drawn.has(x))
          ? 1
          : 0
        : [...drawn].every((x) => picks.includes(x))
          ? 1
          : 0;
    },
  },
  options(
    'LHC',
    'special',
    table(range(1, 49), () => 1 / 49),
    (n, s) => n[6] === Number(s),
  ),
  options('LHC', 'zodiac', {}, (n, s, year) => zodiacOf(n[6]!, year) === s, {
    variantOdds: true,
    tableOf: (year) =>
      Object.fromEntries(ZODIAC.map((z) => [z, lhcNumbers.filter((x) => zodiacOf(x, year) === z).length / 49])),
  }),
  options('LHC', 'colour', { red: 17 / 49, blue: 16 / 49, green: 16 / 49 }, (n, s) => colourOf(n[6]!) === s, {
    variantOdds: true,
  }),
];

export const BET_TYPES: readonly BetType[] = [...VN_BETS, ...FAST_BETS];

const betFamilyOf = (f: Family): BetFamily => (f === 'VN_NORTH' || f === 'VN_SOUTH' ? 'VN' : f);

/** The bet type of a game family by its code, or undefined. */
export function betTypeOf(family: Family, code: string): BetType | undefined {
  const bf = betFamilyOf(family);
  return BET_TYPES.find((b) => b.family === bf && b.code === code);
}

/** The bet types a game family offers. */
export const betTypesOf = (family: Family) => BET_TYPES.filter((b) => b.family === betFamilyOf(family));

/**
 * Every odds key of every family with its expected hits per unit (the default odds follow from it);
 * LHC zodiac keys are `year` (5 numbers) and `other` (4 numbers).
 */
export function oddsKeys(): Record<string, number> {
  const out: Record<string, number> = {};
  const families: Family[] = ['VN_NORTH', 'VN_SOUTH', 'SSC', '11X5', 'K3', 'PK10', 'LHC'];
  const samples: Record<string, string[]> = {
    lo: ['00'],
    de: ['00'],
    bacang: ['000'],
    xien2: ['01,02'],
    xien3: ['01,02,03'],
    xien4: ['01,02,03,04'],
    dau: ['0'],
    duoi: ['0'],
    star5: ['00000'],
    bsoe: ['1:big'],
    'SSC.sum': ['big'],
    'K3.sum': range(3, 18),
    triple: ['1', 'any'],
    pair: ['1'],
    position: ['1:1'],
    dragon_tiger: ['1:dragon'],
    any: range(1, 8).map((k) => range(1, Number(k)).join(',')),
    special: ['1'],
    zodiac: ['rat', 'horse'],
    colour: ['red', 'blue', 'green'],
  };
  for (const f of families) {
    for (const b of betTypesOf(f)) {
      for (const s of samples[`${f}.${b.code}`] ?? samples[b.code]!) {
        const p = b.parse(f, s, 2026);
        if (p.ok) out[p.parsed.oddsKey] = p.parsed.expectedHits;
      }
    }
  }
  return out;
}
