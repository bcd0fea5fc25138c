/**
 * Lottery draws from the provably-fair RNG (../fairness.ts).
 *
 * Each draw has its own server seed, committed before betting opens (SHA-256 of the seed is public)
 * and revealed after the draw. The result is the round `nonce 0` of the pair (serverSeed,
 * clientSeed = `${game}:${issue}`), so anyone holding the revealed seed recomputes it with `drawResult`.
 */
import { hashServerSeed, roundRng, type Rng } from '../fairness';
import { type Family, NORTH_PRIZES, type PrizeLine, SOUTH_PRIZES } from './games';

/** A VN result: each prize's numbers as digit strings (leading zeros kept). */
export interface VnResult {
  prizes: Record<string, string[]>;
}
/** A fast game's result: the numbers in drawing order (SSC digits, 11X5 balls, K3 dice, PK10 ranks, LHC 6 + special). */
export interface FastResult {
  numbers: number[];
}
export type DrawResult = VnResult | FastResult;

export const isVnResult = (r: DrawResult): r is VnResult => 'prizes' in r;

export const prizeLinesOf = (family: 'VN_NORTH' | 'VN_SOUTH'): readonly PrizeLine[] =>
  family === 'VN_NORTH' ? NORTH_PRIZES : SOUTH_PRIZES;

/** `count` distinct values of 1…n in drawing order (a partial Fisher–Yates shuffle). */
function distinct(rng: Rng, n: number, count: number): number[] {
  const pool = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + rng.nextInt(n - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** Draws a result of a family from an RNG. */
export function drawWith(family: Family, rng: Rng): DrawResult {
  switch (family) {
    case 'VN_NORTH':
    case 'VN_SOUTH': {
      const prizes: Record<string, string[]> = {};
      for (const line of prizeLinesOf(family)) {
        prizes[line.prize] = Array.from({ length: line.count }, () =>
          String(rng.nextInt(10 ** line.digits)).padStart(line.digits, '0'),
        );
      }
      return { prizes };
    }
    case 'SSC':
      return { numbers: Array.from({ length: 5 }, () => rng.nextInt(10)) };
    case '11X5':
      return { numbers: distinct(rng, 11, 5) };
    case 'K3':
      return { numbers: Array.from({ length: 3 }, () => rng.nextInt(6) + 1) };
    case 'PK10':
      return { numbers: distinct(rng, 10, 10) };
    case 'LHC':
      return { numbers: distinct(rng, 49, 7) };
  }
}

/** The client seed of a draw: public, fixed by the game and the issue. */
export const drawClientSeed = (game: string, issue: string) => `${game}:${issue}`;

/** The draw's result from its (revealed) server seed. */
export function drawResult(family: Family, game: string, issue: string, serverSeed: string): DrawResult {
  return drawWith(family, roundRng(serverSeed, drawClientSeed(game, issue), 0));
}

/** Recomputes a drawn result from the revealed seed and checks it against the commitment. */
export function verifyDraw(
  family: Family,
  game: string,
  issue: string,
  serverSeed: string,
  commitment: string,
): { matchesCommitment: boolean; result: DrawResult } {
  return {
    matchesCommitment: hashServerSeed(serverSeed) === commitment,
    result: drawResult(family, game, issue, serverSeed),
  };
}

/**
 * Checks an operator's official VN result: every prize of the family's structure, each with its count
 * of numbers of its digits. Answers the result or what is wrong.
 */
export function checkVnResult(
  family: 'VN_NORTH' | 'VN_SOUTH',
  input: unknown,
): { ok: true; result: VnResult } | { ok: false; error: string } {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, error: 'prizes must be an object' };
  const given = input as Record<string, unknown>;
  const lines = prizeLinesOf(family);
  const prizes: Record<string, string[]> = {};
  for (const key of Object.keys(given)) {
    if (!lines.some((l) => l.prize === key)) return { ok: false, error: `unknown prize ${key}` };
  }
  for (const line of lines) {
    const v = given[line.prize];
    if (!Array.isArray(v) || v.length !== line.count) {
      return { ok: false, error: `${line.prize} needs ${line.count} number(s)` };
    }
    const re = new RegExp(`^\\d{${line.digits}}$`);
    for (const n of v) {
      if (typeof n !== 'string' || !re.test(n))
        return { ok: false, error: `${line.prize} numbers have ${line.digits} digits` };
    }
    prizes[line.prize] = [...(v as string[])];
  }
  return { ok: true, result: { prizes } };
}
