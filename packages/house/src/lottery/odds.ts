/**
 * Odds per prize mode (SPEC §4: Lott, ZY, Elott and SEA). Each mode returns a share of the stakes to
 * the players (its RTP); the default odds of a bet are floor(RTP / expected hits × 100) hundredths of
 * the stake, from the bet types' exact probabilities (./bets.ts). A brand overrides any odds key.
 */
import { oddsKeys } from './bets';

export const PRIZE_MODES = ['Lott', 'ZY', 'SEA', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The return to player of each prize mode, in basis points. */
export const MODE_RTP_BP: Record<PrizeMode, number> = { Lott: 9500, ZY: 9300, SEA: 9000, Elott: 9700 };

/** Odds in hundredths of the stake (the stake included), by odds key. */
export type OddsTable = Record<string, number>;

const EXPECTED = oddsKeys();

/** The default odds of a prize mode. */
export function defaultOdds(mode: PrizeMode): OddsTable {
  const out: OddsTable = {};
  for (const [key, p] of Object.entries(EXPECTED)) out[key] = Math.floor(MODE_RTP_BP[mode] / 100 / p + 1e-9);
  return out;
}

/** A brand's odds: the mode's defaults with the brand's overrides (only known keys, positive integers). */
export function oddsFor(mode: PrizeMode, overrides: Record<string, unknown> = {}): OddsTable {
  const odds = defaultOdds(mode);
  for (const [k, v] of Object.entries(overrides)) {
    if (k in odds && typeof v === 'number' && Number.isSafeInteger(v) && v > 0) odds[k] = v;
  }
  return odds;
}

/** The payout of a stake at odds (hundredths) for a number of hits, in minor units (rounded down). */
export const payoutOf = (stake: bigint, odds: number, hits: number): bigint =>
  (stake * BigInt(odds) * BigInt(hits)) / 100n;
