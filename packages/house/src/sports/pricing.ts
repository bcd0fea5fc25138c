import crypto from 'node:crypto';
import { type MarketType, type Score, settleSelection, type SportKind } from './markets';

/**
 * Prices and results of the demo feed (pure, seeded): a fixture's score distribution from its teams'
 * strengths (goals: two Poisson variables; maps: a best-of series), each selection's odds from its
 * expected return under that distribution with the book's margin, and a result drawn from the same
 * distribution with a seeded generator, so that a fixture's result is the same on every run.
 */

/** A deterministic generator in [0, 1) from a text seed (SHA-256 counter mode). */
export function seededRandom(seed: string): () => number {
  let counter = 0;
  let pool: Buffer = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 6 > pool.length) {
      pool = crypto.createHash('sha256').update(`${seed}:${counter++}`).digest();
      at = 0;
    }
    const v = pool.readUIntBE(at, 6) / 2 ** 48;
    at += 6;
    return v;
  };
}

const poisson = (lambda: number, k: number) => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
};

export interface Distribution {
  score: Score;
  p: number;
}

/** Football: home and away goals as independent Poisson variables (0..10 goals each). */
export function goalsDistribution(homeRating: number, awayRating: number): Distribution[] {
  const lh = 1.35 * (homeRating / awayRating) ** 0.9 + 0.15;
  const la = 1.1 * (awayRating / homeRating) ** 0.9;
  const out: Distribution[] = [];
  for (let h = 0; h <= 10; h++) {
    for (let a = 0; a <= 10; a++) out.push({ score: { home: h, away: a }, p: poisson(lh, h) * poisson(la, a) });
  }
  return out;
}

/** E-sports: a best-of-`bestOf` series of maps, each won by home with a probability from the ratings. */
export function mapsDistribution(homeRating: number, awayRating: number, bestOf: number): Distribution[] {
  const q = homeRating / (homeRating + awayRating);
  const need = Math.ceil(bestOf / 2);
  const choose = (n: number, k: number) => {
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
    return c;
  };
  const out: Distribution[] = [];
  for (let lost = 0; lost < need; lost++) {
    // The winner takes the last map: C(need−1+lost, lost) orders of the earlier maps.
    const orders = choose(need - 1 + lost, lost);
    out.push({ score: { home: need, away: lost }, p: orders * q ** need * (1 - q) ** lost });
    out.push({ score: { home: lost, away: need }, p: orders * (1 - q) ** need * q ** lost });
  }
  return out;
}

/** The book's return to player of every selection (a 5 % margin). */
const RETURN = 0.95;

/**
 * A selection's odds (thousandths) from the distribution: the expected return of odds o is a·o + b
 * (won pays o, half won (o+1)/2, void 1, half lost 0.5, lost 0), solved for the book's return.
 */
export function priceSelection(dist: Distribution[], type: MarketType, line: number, selection: string): number {
  let a = 0;
  let b = 0;
  for (const d of dist) {
    switch (settleSelection(type, line, selection, d.score)) {
      case 'won':
        a += d.p;
        break;
      case 'half_won':
        a += d.p / 2;
        b += d.p / 2;
        break;
      case 'void':
        b += d.p;
        break;
      case 'half_lost':
        b += d.p / 2;
        break;
      case 'lost':
        break;
    }
  }
  if (a <= 0) return 50_000;
  const odds = (RETURN - b) / a;
  return Math.min(50_000, Math.max(1010, Math.round(odds * 100) * 10));
}

/** Draws a final score from the distribution with the generator. */
export function drawScore(dist: Distribution[], random: () => number): Score {
  let r = random() * dist.reduce((s, d) => s + d.p, 0);
  for (const d of dist) {
    r -= d.p;
    if (r <= 0) return d.score;
  }
  return dist[dist.length - 1]!.score;
}

/** The score distribution of a fixture of a sport. */
export const distributionOf = (sport: SportKind, homeRating: number, awayRating: number, bestOf: number) =>
  sport === 'football' ? goalsDistribution(homeRating, awayRating) : mapsDistribution(homeRating, awayRating, bestOf);

/** The markets a fixture offers: type, line (hundredths) and selections. */
export function marketsOf(sport: SportKind, homeRating: number, awayRating: number, bestOf: number) {
  if (sport === 'football') {
    // The handicap nearest an even money line, on quarter steps.
    const gap = (homeRating - awayRating) / Math.max(homeRating, awayRating);
    const ah = -Math.round(gap * 8) * 25;
    return [
      { type: '1X2' as const, line: 0 },
      { type: 'AH' as const, line: ah },
      { type: 'OU' as const, line: 250 },
      { type: 'OU' as const, line: 225 },
    ];
  }
  const favourite = homeRating >= awayRating ? -150 : 150;
  return [
    { type: 'MW' as const, line: 0 },
    { type: 'MH' as const, line: bestOf >= 3 ? favourite : 0 },
    { type: 'TM' as const, line: bestOf === 5 ? 350 : 250 },
  ].filter((m) => !(m.type === 'MH' && m.line === 0));
}
