/**
 * The house's table and instant games in the house bench (bench/house.ts): baccarat (each bet spot),
 * dice, crash, the fish shooting game (a cheap fish, a dear one and the dearest boss) and xì dách (a
 * player who stands as soon as allowed, from 16), played with the real provably-fair RNG (one seed pair, nonces 0 … n−1) and the real
 * game code. Each bet's measured RTP (return per unit staked) gets its 99 % confidence interval from the
 * measured per-round variance; the bench fails when the exact theoretical RTP lies outside the
 * family-wise interval (`gateZ`: the bench makes many checks, see bench/house.ts).
 *
 * Theoretical values: baccarat from `baccaratProbabilities` (exact, a fresh 8-deck shoe per coup, which
 * is how `playBaccarat` deals); dice as winning rolls / 10,000 × the rounded-down payout; crash from the
 * exact count of 52-bit draws whose crash point reaches the target; the fish as 9,600 / (m × 10,000) × m
 * (`fishKillProbability`), 96 % for every fish; xì dách exactly over every order of the deck by rank
 * (`xiDachExactRtp`, memoised: a few seconds).
 */
import {
  baccaratPayout,
  baccaratProbabilities,
  BACCARAT_BET_TYPES,
  type BaccaratBetType,
  type BaccaratHand,
  crashPayout,
  DICE_OUTCOMES,
  dicePayout,
  type FishId,
  fishKillProbability,
  fishType,
  playBaccarat,
  playCrash,
  playDice,
  playFish,
  playXiDach,
  type XiDachAction,
  xiDachExactRtp,
  RoundRng,
  stats,
  winningRolls,
} from '@lotus/house';

interface ChanceBetResult {
  name: string;
  rounds: number;
  theoreticalRtp: number;
  measuredRtp: number;
  ci99: [number, number];
  pass: boolean;
}

interface Probe {
  name: string;
  theory: number;
  /** Returns of the rounds per unit staked. */
  returns: stats.RunningStats;
}

const STAKE = 10_000;
const TWO_POW_52 = 2n ** 52n;

/** P(crash point ≥ target), exact: the draws m with 99 × 2^52 / (2^52 − m) ≥ target (hundredths). */
function crashReachProbability(targetHundredths: number): number {
  const count = (99n * TWO_POW_52) / BigInt(targetHundredths);
  return Number(count) / Number(TWO_POW_52);
}

function baccaratTheory(): Record<BaccaratBetType, number> {
  const p = baccaratProbabilities();
  // The banker's win pays 0.95 to one, rounded down: taken from the game's own payout.
  const bankerWin = baccaratPayout('banker', STAKE, { winner: 'banker' } as BaccaratHand) / STAKE;
  return {
    player: 2 * p.player + p.tie,
    banker: bankerWin * p.banker + p.tie,
    tie: 9 * p.tie,
    playerPair: 12 * p.pair,
    bankerPair: 12 * p.pair,
  };
}

const DICE_BETS = [
  { direction: 'under', target: 50 },
  { direction: 'over', target: 90 },
] as const;
const CRASH_TARGETS = [2, 10] as const;
const FISH_AIMED: readonly FishId[] = ['clownfish', 'shark', 'sea-king'];

/** How many RTP checks the table and instant games make (each bet spot, dice bet and crash target). */
export const TABLE_CHECKS = BACCARAT_BET_TYPES.length + DICE_BETS.length + CRASH_TARGETS.length + FISH_AIMED.length + 1;

export function runTableGamesBench(
  rounds: number,
  serverSeed: string,
  clientSeed: string,
  log: (line: string) => void,
  gateZ: number,
): ChanceBetResult[] {
  const z = stats.normalQuantile(0.995);
  const bac = baccaratTheory();
  const probes: Probe[] = [];
  const probe = (name: string, theory: number) => {
    const p = { name, theory, returns: new stats.RunningStats() };
    probes.push(p);
    return p;
  };
  const bacProbes = BACCARAT_BET_TYPES.map((type) => probe(`baccarat ${type}`, bac[type]));
  const diceProbes = DICE_BETS.map((b) => {
    const winning = winningRolls(b.direction, b.target * 100);
    return probe(`dice ${b.direction} ${b.target}`, ((winning / DICE_OUTCOMES) * dicePayout(STAKE, winning)) / STAKE);
  });
  const crashProbes = CRASH_TARGETS.map((t) =>
    probe(`crash cash-out ${t}×`, (crashReachProbability(t * 100) * crashPayout(STAKE, t * 100)) / STAKE),
  );
  const fishProbes = FISH_AIMED.map((id) => {
    const m = fishType(id).multiplier;
    return probe(`fish ${id} ${m}×`, fishKillProbability(m) * m);
  });
  const xiDachProbe = probe('xi-dach stand from 16', xiDachExactRtp(16));
  const bacBet = { bets: { player: STAKE, banker: STAKE, tie: STAKE, playerPair: STAKE, bankerPair: STAKE } };

  const t0 = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    const { outcome } = playBaccarat(new RoundRng(serverSeed, clientSeed, nonce), bacBet);
    outcome.bets.forEach((b, i) => bacProbes[i]!.returns.push(b.payout / STAKE));
    DICE_BETS.forEach((b, i) => {
      const r = playDice(new RoundRng(serverSeed, `${clientSeed}:dice${i}`, nonce), { amount: STAKE, ...b });
      diceProbes[i]!.returns.push(r.totalWin / STAKE);
    });
    CRASH_TARGETS.forEach((cashOut, i) => {
      const r = playCrash(new RoundRng(serverSeed, `${clientSeed}:crash${i}`, nonce), { amount: STAKE, cashOut });
      crashProbes[i]!.returns.push(r.totalWin / STAKE);
    });
    FISH_AIMED.forEach((fish, i) => {
      const r = playFish(new RoundRng(serverSeed, `${clientSeed}:fish${i}`, nonce), { amount: STAKE, fish });
      fishProbes[i]!.returns.push(r.totalWin / STAKE);
    });
    // Xì dách: the round replayed with one more move until it ends (hit under 16, then stand).
    const actions: XiDachAction[] = [];
    for (;;) {
      const r = playXiDach(new RoundRng(serverSeed, `${clientSeed}:xi-dach`, nonce), { amount: STAKE, actions });
      if (r.outcome.finished) {
        xiDachProbe.returns.push(r.totalWin / STAKE);
        break;
      }
      actions.push(r.outcome.canStand ? 'stand' : 'hit');
    }
  }
  const seconds = (performance.now() - t0) / 1000;

  log(`House table and instant games: ${rounds.toLocaleString('en-US')} rounds per bet (${seconds.toFixed(1)} s)`);
  return probes.map(({ name, theory, returns }) => {
    const se = Math.sqrt(returns.variance) / Math.sqrt(returns.n);
    const measured = returns.mean;
    const ci99: [number, number] = [measured - z * se, measured + z * se];
    const inside99 = theory >= ci99[0] && theory <= ci99[1];
    const pass = Math.abs(theory - measured) <= gateZ * se;
    log(
      `  ${name.padEnd(22)} RTP ${pct(measured)}  99 % CI [${pct(ci99[0])}, ${pct(ci99[1])}]  theoretical ${pct(theory)}  ${verdict(inside99, pass)}`,
    );
    return { name, rounds: returns.n, theoreticalRtp: theory, measuredRtp: measured, ci99, pass };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(3)} %`;

/** PASS inside the 99 % interval; a theoretical value outside it but inside the family-wise interval is noted. */
export const verdict = (inside99: boolean, pass: boolean) =>
  inside99 ? 'PASS' : pass ? 'PASS (outside its 99 % interval, inside the family-wise one)' : 'FAIL';
