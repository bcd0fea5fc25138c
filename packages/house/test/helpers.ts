import type { Rng } from '../src/fairness';

/** An Rng that answers scripted values (for rules tests); fails loudly when the script runs out. */
export class ScriptedRng implements Rng {
  constructor(
    private readonly ints: number[],
    private readonly uint52s: number[] = [],
  ) {}
  nextInt(n: number): number {
    const v = this.ints.shift();
    if (v === undefined) throw new Error('script exhausted');
    if (v < 0 || v >= n) throw new Error(`scripted ${v} outside [0, ${n})`);
    return v;
  }
  nextUint52(): number {
    const v = this.uint52s.shift();
    if (v === undefined) throw new Error('script exhausted');
    return v;
  }
  nextFloat(): number {
    return this.nextUint52() / 2 ** 52;
  }
  get remaining(): number {
    return this.ints.length + this.uint52s.length;
  }
}

export const SERVER_SEED = '3f1e6d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e';
export const CLIENT_SEED = 'test-client-seed';
