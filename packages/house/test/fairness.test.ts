import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clientSeedProblem,
  createSeedPair,
  FairnessError,
  generateServerSeed,
  hashServerSeed,
  publicCommitment,
  rotateSeedPair,
  roundBlock,
  roundRng,
  RoundRng,
  takeNonce,
} from '../src/fairness';

const SERVER = 'a'.repeat(64);
const CLIENT = 'lotus-player';

describe('seeds and commitment', () => {
  it('server seeds are 32 random bytes as hex, committed by SHA-256 of the hex text', () => {
    const s = generateServerSeed();
    expect(s).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(s);
    expect(hashServerSeed(s)).toBe(createHash('sha256').update(s).digest('hex'));
  });

  it('a new pair starts at nonce 0 and the public view hides the server seed', () => {
    const pair = createSeedPair('my seed');
    expect(pair.nonce).toBe(0);
    expect(pair.serverSeedHash).toBe(hashServerSeed(pair.serverSeed));
    const pub = publicCommitment(pair);
    expect(pub).toEqual({ serverSeedHash: pair.serverSeedHash, clientSeed: 'my seed', nonce: 0 });
    expect(JSON.stringify(pub)).not.toContain(pair.serverSeed);
  });

  it('validates client seeds: 1–64 printable ASCII characters, no edge spaces', () => {
    expect(clientSeedProblem('a')).toBeNull();
    expect(clientSeedProblem('x'.repeat(64))).toBeNull();
    expect(clientSeedProblem('hello world ~!@#:$%')).toBeNull();
    expect(clientSeedProblem('')).toBe('client_seed_length');
    expect(clientSeedProblem('x'.repeat(65))).toBe('client_seed_length');
    expect(clientSeedProblem('tab\there')).toBe('client_seed_characters');
    expect(clientSeedProblem('newline\n')).toBe('client_seed_characters');
    expect(clientSeedProblem('hoa sen đẹp')).toBe('client_seed_characters');
    expect(clientSeedProblem(' lead')).toBe('client_seed_spaces');
    expect(clientSeedProblem(42)).toBe('client_seed_type');
    expect(() => createSeedPair('')).toThrow(FairnessError);
  });

  it('takes nonces one by one without mutating the pair', () => {
    const pair = createSeedPair('c');
    const a = takeNonce(pair);
    const b = takeNonce(a.next);
    expect([a.nonce, b.nonce, b.next.nonce]).toEqual([0, 1, 2]);
    expect(pair.nonce).toBe(0);
    expect(b.next.serverSeed).toBe(pair.serverSeed);
  });

  it('rotation reveals the old server seed, which matches the old commitment, and commits a new one', () => {
    const pair = { ...createSeedPair('old'), nonce: 17 };
    const { revealed, next } = rotateSeedPair(pair, 'new seed');
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'old',
      roundsPlayed: 17,
    });
    expect(hashServerSeed(revealed.serverSeed)).toBe(pair.serverSeedHash);
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next.clientSeed).toBe('new seed');
    expect(next.nonce).toBe(0);
    expect(rotateSeedPair(pair).next.clientSeed).toBe('old');
    expect(() => rotateSeedPair(pair, ' bad')).toThrow(FairnessError);
  });
});

describe('round byte stream', () => {
  it('block 0 is HMAC-SHA256(serverSeed, "client:nonce"), block k is HMAC(serverSeed, "client:nonce:k")', () => {
    const h = (m: string) => createHmac('sha256', SERVER).update(m).digest();
    expect(roundBlock(SERVER, CLIENT, 5, 0)).toEqual(h(`${CLIENT}:5`));
    expect(roundBlock(SERVER, CLIENT, 5, 3)).toEqual(h(`${CLIENT}:5:3`));
    const rng = roundRng(SERVER, CLIENT, 5);
    const bytes = Array.from({ length: 96 }, () => rng.nextByte());
    expect(Buffer.from(bytes)).toEqual(Buffer.concat([h(`${CLIENT}:5`), h(`${CLIENT}:5:1`), h(`${CLIENT}:5:2`)]));
    expect(rng.blocksUsed).toBe(3);
  });

  it('is deterministic and differs by nonce and by seed', () => {
    const seq = (s: string, c: string, n: number) => {
      const r = roundRng(s, c, n);
      return Array.from({ length: 20 }, () => r.nextInt(1000));
    };
    expect(seq(SERVER, CLIENT, 1)).toEqual(seq(SERVER, CLIENT, 1));
    expect(seq(SERVER, CLIENT, 1)).not.toEqual(seq(SERVER, CLIENT, 2));
    expect(seq(SERVER, CLIENT, 1)).not.toEqual(seq(SERVER, 'other', 1));
    expect(seq(SERVER, CLIENT, 1)).not.toEqual(seq('b'.repeat(64), CLIENT, 1));
  });

  it('reads 32-bit words big-endian across block boundaries', () => {
    const a = roundRng(SERVER, CLIENT, 9);
    const b = roundRng(SERVER, CLIENT, 9);
    for (let i = 0; i < 7; i++) {
      a.nextByte();
      b.nextByte();
    }
    for (let i = 0; i < 20; i++) {
      const bytes = [b.nextByte(), b.nextByte(), b.nextByte(), b.nextByte()];
      expect(a.nextUint32()).toBe(Buffer.from(bytes).readUInt32BE(0));
    }
  });

  it('floats use 52 bits: the top 52 of 7 big-endian bytes over 2^52', () => {
    const a = roundRng(SERVER, CLIENT, 3);
    const b = roundRng(SERVER, CLIENT, 3);
    for (let i = 0; i < 10; i++) {
      const bytes = Array.from({ length: 7 }, () => b.nextByte());
      const v56 = bytes.reduce((acc, x) => acc * 256n + BigInt(x), 0n);
      const m = Number(v56 >> 4n);
      const f = a.nextFloat();
      expect(f).toBe(m / 2 ** 52);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('integers reject words at or above n·floor(2^32/n) (no modulo bias)', () => {
    // A stub stream: first word is in the rejected tail for n = 3 (2^32 − 1 ≥ 3·1431655765), then 7.
    class Stub extends RoundRng {
      words = [0xffffffff, 7];
      override nextUint32(): number {
        return this.words.shift()!;
      }
    }
    const s = new Stub(SERVER, CLIENT, 0);
    expect(s.nextInt(3)).toBe(1); // 7 mod 3
    expect(s.words).toHaveLength(0);
    const r = roundRng(SERVER, CLIENT, 0);
    expect(() => r.nextInt(0)).toThrow(RangeError);
    expect(() => r.nextInt(1.5)).toThrow(RangeError);
    expect(r.nextInt(1)).toBe(0);
    for (let i = 0; i < 1000; i++) {
      const v = r.nextInt(7);
      expect(Number.isInteger(v) && v >= 0 && v < 7).toBe(true);
    }
  });

  it('rejects malformed seeds and nonces', () => {
    expect(() => roundRng('xyz', CLIENT, 0)).toThrow(FairnessError);
    expect(() => roundRng('A'.repeat(64), CLIENT, 0)).toThrow(FairnessError);
    expect(() => roundRng(SERVER, '', 0)).toThrow(FairnessError);
    expect(() => roundRng(SERVER, CLIENT, -1)).toThrow(FairnessError);
    expect(() => roundRng(SERVER, CLIENT, 1.5)).toThrow(FairnessError);
  });
});
