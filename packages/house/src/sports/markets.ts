/**
 * The sportsbook's markets and their settlement (pure: no clock, no database). Odds are integers in
 * thousandths (1.925 → 1925); lines are integers in hundredths (−0.25 → −25, 2.5 → 250), on the home
 * side for handicaps. A quarter line (±0.25, ±0.75…) is half the stake on each neighbouring half line.
 */

export const SPORT_KINDS = ['football', 'lol', 'dota2', 'cs2', 'valorant'] as const;
export type SportKind = (typeof SPORT_KINDS)[number];
export const isEsport = (k: string) => k !== 'football';

/** Football: 1X2, Asian handicap, over/under (goals). E-sports: match winner, map handicap, total maps. */
export const MARKET_TYPES = ['1X2', 'AH', 'OU', 'MW', 'MH', 'TM'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const SELECTIONS: Record<MarketType, readonly string[]> = {
  '1X2': ['home', 'draw', 'away'],
  AH: ['home', 'away'],
  OU: ['over', 'under'],
  MW: ['home', 'away'],
  MH: ['home', 'away'],
  TM: ['over', 'under'],
};

export interface Score {
  home: number;
  away: number;
}

/** How a leg ended: a quarter line can win or lose half its stake, the other half given back. */
export type LegOutcome = 'won' | 'half_won' | 'void' | 'half_lost' | 'lost';

/** One half line: positive wins, zero pushes, negative loses. */
const sign = (x: number): 1 | 0 | -1 => (x > 0 ? 1 : x < 0 ? -1 : 0);

function combine(a: 1 | 0 | -1, b: 1 | 0 | -1): LegOutcome {
  const s = a + b;
  if (s === 2) return 'won';
  if (s === -2) return 'lost';
  if (s === 1) return 'half_won';
  if (s === -1) return 'half_lost';
  return 'void'; // both halves pushed (adjacent half lines never win and lose at once)
}

/** A line's margin for the picked side (in hundredths) → outcome, splitting a quarter line. */
function lineOutcome(marginHundredths: number, line: number): LegOutcome {
  if (Math.abs(line) % 50 === 25) {
    return combine(sign(marginHundredths + line - 25), sign(marginHundredths + line + 25));
  }
  const s = sign(marginHundredths + line);
  return s > 0 ? 'won' : s < 0 ? 'lost' : 'void';
}

/** Whether a line is allowed for a market (whole, half or quarter lines; none for 1X2 and match winner). */
export function lineValid(type: MarketType, line: number): boolean {
  if (!Number.isInteger(line) || Math.abs(line) > 2000) return false;
  if (type === '1X2' || type === 'MW') return line === 0;
  if ((type === 'OU' || type === 'TM') && line <= 0) return false;
  return line % 25 === 0;
}

/** The outcome of a selection of a market against the final score (goals, or maps for e-sports). */
export function settleSelection(type: MarketType, line: number, selection: string, score: Score): LegOutcome {
  const diff = (score.home - score.away) * 100;
  const total = (score.home + score.away) * 100;
  switch (type) {
    case '1X2':
    case 'MW': {
      const winner = diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw';
      return winner === selection ? 'won' : 'lost';
    }
    case 'AH':
    case 'MH':
      return selection === 'home' ? lineOutcome(diff, line) : lineOutcome(-diff, -line);
    case 'OU':
    case 'TM':
      // Over wins when total − line > 0; under when line − total > 0.
      return selection === 'over' ? lineOutcome(total, -line) : lineOutcome(-total, line);
  }
}

/**
 * A leg's factor in two-thousandths (2000 = 1.0), so that half outcomes stay integers:
 * won 2·odds, half won odds + 1000, void 2000, half lost 1000, lost 0.
 */
export function legFactor(outcome: LegOutcome, odds: number): bigint {
  switch (outcome) {
    case 'won':
      return BigInt(2 * odds);
    case 'half_won':
      return BigInt(odds + 1000);
    case 'void':
      return 2000n;
    case 'half_lost':
      return 1000n;
    case 'lost':
      return 0n;
  }
}

/**
 * What a bet returns (stake included, floored to the minor unit): the stake times every leg's factor.
 * A void leg of a parlay counts as odds 1.0; a single whose leg is void returns its stake.
 */
export function betReturn(stake: bigint, legs: { outcome: LegOutcome; odds: number }[]): bigint {
  let num = stake;
  let den = 1n;
  for (const l of legs) {
    num *= legFactor(l.outcome, l.odds);
    den *= 2000n;
  }
  return num / den;
}

/** The combined odds of a parlay in thousandths (floored): the product of its legs' odds. */
export function parlayOdds(odds: readonly number[]): number {
  return Number(potentialReturn(1000n, odds));
}

/** What a bet pays if every leg wins (stake included, floored): stake × Π odds. */
export function potentialReturn(stake: bigint, odds: readonly number[]): bigint {
  let num = stake;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= 1000n;
  }
  return num / den;
}

/**
 * Odds in the three styles players choose from (thousandths): decimal; Hong Kong (decimal − 1, the
 * profit per unit); Malay (Hong Kong up to 1.0, else −1 / Hong Kong, a negative price to risk for one).
 */
export function oddsStyles(decimal: number): { decimal: number; hongKong: number; malay: number } {
  const hk = decimal - 1000;
  const malay = hk <= 1000 ? hk : -Math.round(1_000_000 / hk);
  return { decimal, hongKong: hk, malay };
}

/** Whether a bet's settlement outcome over its legs is a win, a loss or void (every leg void). */
export function betStatusOf(payout: bigint, legs: { outcome: LegOutcome }[]) {
  if (legs.every((l) => l.outcome === 'void')) return 'void' as const;
  return payout > 0n ? ('won' as const) : ('lost' as const);
}

/** The share of a bet's fair value the book pays on a cash-out (95 %). */
const CASH_OUT_PERCENT = 95n;

/**
 * What the book pays now to close a bet (floored to the minor unit): the stake times each decided leg's
 * factor and, for each open leg, the odds taken over the odds now (its remaining chance as the book
 * prices it), less the book's share. Null when a leg lost or an open leg has no price now.
 */
export function cashOutValue(
  stake: bigint,
  legs: { outcome: LegOutcome | null; odds: number; nowOdds: number | null }[],
): bigint | null {
  let num = stake * CASH_OUT_PERCENT;
  let den = 100n;
  for (const l of legs) {
    if (l.outcome === 'lost') return null;
    if (l.outcome === null) {
      if (l.nowOdds === null) return null;
      num *= BigInt(l.odds);
      den *= BigInt(l.nowOdds);
    } else {
      num *= legFactor(l.outcome, l.odds);
      den *= 2000n;
    }
  }
  return num / den;
}
