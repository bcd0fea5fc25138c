/**
 * Statistical tests of the fair RNG's output at 99 % confidence. Seeds are fixed, so the run is
 * deterministic (a sound generator fails a given 99 % test for 1 % of seeds; these seeds pass).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { roundRng } from '../src/fairness';
import { baccaratProbabilities, playBaccarat, RANKS } from '../src/baccarat';
import { playDice } from '../src/dice';
import { crashPointFromUint52 } from '../src/crash';
import { chiSquareTest, serialCorrelation } from '../src/stats';

const SERVER = 'c0ffee00d15ea5e5b16b00b5deadbeef0123456789abcdef0123456789abcdef';
const CLIENT = 'stats';

describe('uniform integers', () => {
  // 1,000,000 values in [0, 100): 10,000 rounds (nonces) × 100 values each (cursor blocks 0–12).
  const N_ROUNDS = 10_000;
  const PER_ROUND = 100;
  const values = new Uint8Array(N_ROUNDS * PER_ROUND);
  beforeAll(() => {
    let k = 0;
    for (let nonce = 0; nonce < N_ROUNDS; nonce++) {
      const rng = roundRng(SERVER, CLIENT, nonce);
      for (let i = 0; i < PER_ROUND; i++) values[k++] = rng.nextInt(100);
    }
  });

  it('chi-square goodness of fit of 10^6 values into 100 buckets', () => {
    const counts = new Array<number>(100).fill(0);
    for (const v of values) counts[v]!++;
    const r = chiSquareTest(counts, new Array<number>(100).fill(values.length / 100));
    expect(r.degreesOfFreedom).toBe(99);
    expect(r.critical99).toBeCloseTo(134.642, 2);
    expect(r.statistic).toBeLessThanOrEqual(r.critical99);
  });

  it('lag-1 serial correlation within its 99 % bound', () => {
    const r = serialCorrelation(values);
    expect(r.upper).toBeCloseTo(2.5758 / 1000, 4);
    expect(r.pass).toBe(true);
  });

  it('the first value of consecutive rounds: uniform and uncorrelated across nonces', () => {
    const first = new Uint8Array(100_000);
    for (let n = 0; n < first.length; n++) first[n] = roundRng(SERVER, 'nonces', n).nextInt(100);
    const counts = new Array<number>(100).fill(0);
    for (const v of first) counts[v]!++;
    expect(chiSquareTest(counts, new Array<number>(100).fill(first.length / 100)).pass).toBe(true);
    expect(serialCorrelation(first).pass).toBe(true);
  });

  it('52-bit floats: uniform in 100 buckets and uncorrelated', () => {
    const rng = roundRng(SERVER, 'floats', 0);
    const xs = new Float64Array(300_000);
    for (let i = 0; i < xs.length; i++) xs[i] = rng.nextFloat();
    const counts = new Array<number>(100).fill(0);
    for (const x of xs) counts[Math.floor(x * 100)]!++;
    expect(chiSquareTest(counts, new Array<number>(100).fill(xs.length / 100)).pass).toBe(true);
    expect(serialCorrelation(xs).pass).toBe(true);
  });

  it('the tests reject a biased or correlated generator (they have power)', () => {
    let seed = 1;
    const lcg = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const biased = new Array<number>(100).fill(0);
    for (let i = 0; i < 100_000; i++) biased[Math.floor(lcg() ** 1.05 * 100)]!++;
    expect(chiSquareTest(biased, new Array<number>(100).fill(1000)).pass).toBe(false);
    const walk = new Float64Array(100_000);
    for (let i = 1; i < walk.length; i++) walk[i] = (walk[i - 1]! * 0.01 + lcg()) % 1;
    expect(serialCorrelation(walk).pass).toBe(false);
  });
});

describe('games', () => {
  it('baccarat: ranks of the first four cards are uniform; results follow the exact probabilities', () => {
    // Only the first four cards are dealt in every coup; later cards are drawn depending on the first
    // four (whose ranks are then missing from the shoe), so their rank law is not exactly 1/13.
    const ROUNDS = 40_000;
    const ranks = new Array<number>(13).fill(0);
    const results = { player: 0, banker: 0, tie: 0 };
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const { outcome } = playBaccarat(roundRng(SERVER, 'baccarat', nonce), { bets: { player: 100 } });
      const first4 = [outcome.player[0]!, outcome.banker[0]!, outcome.player[1]!, outcome.banker[1]!];
      for (const c of first4) ranks[RANKS.indexOf(c.rank)]!++;
      results[outcome.winner]++;
    }
    const rankTest = chiSquareTest(ranks, new Array<number>(13).fill((ROUNDS * 4) / 13));
    expect(rankTest.pass).toBe(true);
    const p = baccaratProbabilities();
    const resultTest = chiSquareTest(
      [results.player, results.banker, results.tie],
      [p.player * ROUNDS, p.banker * ROUNDS, p.tie * ROUNDS],
    );
    expect(resultTest.pass).toBe(true);
  });

  it('dice: rolls uniform over 100 buckets of 1.00 and uncorrelated across rounds', () => {
    const ROUNDS = 200_000;
    const rolls = new Uint16Array(ROUNDS);
    const bet = { amount: 100, direction: 'under' as const, target: 50 };
    for (let nonce = 0; nonce < ROUNDS; nonce++)
      rolls[nonce] = playDice(roundRng(SERVER, 'dice', nonce), bet).outcome.roll;
    const counts = new Array<number>(100).fill(0);
    for (const r of rolls) counts[Math.floor(r / 100)]!++;
    expect(chiSquareTest(counts, new Array<number>(100).fill(ROUNDS / 100)).pass).toBe(true);
    expect(serialCorrelation(rolls).pass).toBe(true);
  });

  it('crash: crash points follow P(crash ≥ x) = 0.99 / x', () => {
    const ROUNDS = 100_000;
    const edges = [100, 101, 150, 200, 500, 1000, 10_000]; // hundredths
    const tail = (x: number) => (x <= 100 ? 1 : 0.99 / (x / 100));
    const counts = new Array<number>(edges.length).fill(0);
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const c = crashPointFromUint52(roundRng(SERVER, 'crash', nonce).nextUint52());
      let b = edges.length - 1;
      while (c < edges[b]!) b--;
      counts[b]!++;
    }
    const expected = edges.map((x, i) => (tail(x) - (i + 1 < edges.length ? tail(edges[i + 1]!) : 0)) * ROUNDS);
    expect(chiSquareTest(counts, expected).pass).toBe(true);
  });
});
