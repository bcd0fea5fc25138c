/**
 * Provably-fair randomness for the house provider.
 *
 * Scheme (also in README.md, "Fairness"):
 * - The server seed is 32 random bytes from node:crypto, written as 64 lower-case hex characters.
 *   Everywhere below the server seed is used as that 64-character ASCII text.
 * - Before play the player sees the commitment SHA-256(serverSeed) (hex of the hash of the 64 characters).
 * - The player's client seed is 1–64 printable ASCII characters (space to `~`), without a leading or
 *   trailing space. Setting a client seed rotates the pair: the old server seed is revealed and a new one
 *   is committed; the nonce starts again at 0.
 * - Round n (the nonce, 0, 1, 2, …) reads the byte stream
 *     block 0 = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`)
 *     block k = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${k}`)   for k = 1, 2, …
 *   concatenated: block 0 ‖ block 1 ‖ … (32 bytes each), consumed from the start, never reused.
 * - Integers uniform in [0, n) (n ≤ 2^32): read 4 bytes as a big-endian unsigned 32-bit u; accept it if
 *   u < n·floor(2^32 / n) and answer u mod n, else discard the 4 bytes and read 4 more (rejection
 *   sampling, so there is no modulo bias).
 * - Floats uniform in [0, 1): read 7 bytes as a big-endian 56-bit integer, drop its 4 lowest bits
 *   → a 52-bit integer m; the float is m / 2^52 (exactly representable, no rounding).
 */
import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

/** The public state a player sees before play: the commitment, their client seed and the next nonce. */
export interface SeedCommitment {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The full state of a seed pair, kept secret by the provider until rotation. */
export interface SeedPair extends SeedCommitment {
  serverSeed: string;
}

/** What a rotation reveals about the retired pair. */
export interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Number of rounds played with this pair (nonces 0 … roundsPlayed−1). */
  roundsPlayed: number;
}

const SERVER_SEED_RE = /^[0-9a-f]{64}$/;
const CLIENT_SEED_RE = /^[\x20-\x7e]{1,64}$/;

/** 32 random bytes from node:crypto as 64 lower-case hex characters. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a new player: 16 random hex characters (the player may change it). */
export function generateClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before play: SHA-256 of the server seed's 64 ASCII characters, as hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function isValidServerSeed(serverSeed: unknown): serverSeed is string {
  return typeof serverSeed === 'string' && SERVER_SEED_RE.test(serverSeed);
}

export type ClientSeedProblem =
  'client_seed_type' | 'client_seed_length' | 'client_seed_characters' | 'client_seed_spaces';

/** Checks a client seed; answers null when it is acceptable, or what is wrong with it. */
export function clientSeedProblem(clientSeed: unknown): ClientSeedProblem | null {
  if (typeof clientSeed !== 'string') return 'client_seed_type';
  if (clientSeed.length < 1 || clientSeed.length > 64) return 'client_seed_length';
  if (!CLIENT_SEED_RE.test(clientSeed)) return 'client_seed_characters';
  if (clientSeed.trim() !== clientSeed) return 'client_seed_spaces';
  return null;
}

export class FairnessError extends Error {
  constructor(
    readonly code: ClientSeedProblem | 'server_seed_invalid' | 'nonce_invalid',
    message: string,
  ) {
    super(message);
    this.name = 'FairnessError';
  }
}

const CLIENT_SEED_MESSAGES: Record<ClientSeedProblem, string> = {
  client_seed_type: 'The client seed must be a string.',
  client_seed_length: 'The client seed must be 1 to 64 characters long.',
  client_seed_characters: 'The client seed may only contain printable ASCII characters (space to ~).',
  client_seed_spaces: 'The client seed may not start or end with a space.',
};

export function assertClientSeed(clientSeed: unknown): asserts clientSeed is string {
  const problem = clientSeedProblem(clientSeed);
  if (problem) throw new FairnessError(problem, CLIENT_SEED_MESSAGES[problem]);
}

function assertServerSeed(serverSeed: unknown): asserts serverSeed is string {
  if (!isValidServerSeed(serverSeed)) {
    throw new FairnessError('server_seed_invalid', 'The server seed must be 64 lower-case hex characters.');
  }
}

function assertNonce(nonce: unknown): asserts nonce is number {
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    throw new FairnessError('nonce_invalid', 'The nonce must be a non-negative safe integer.');
  }
}

/** A fresh seed pair: new random server seed, the given (or a random) client seed, nonce 0. */
export function createSeedPair(clientSeed: string = generateClientSeed()): SeedPair {
  assertClientSeed(clientSeed);
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

/** What may be shown to the player: everything except the server seed. */
export function publicCommitment(pair: SeedPair): SeedCommitment {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/**
 * Takes the pair's next nonce for a round. Pure: answers the nonce to play and the pair to store
 * (nonce + 1). The caller must store the new pair atomically with the round (one nonce, one round).
 */
export function takeNonce(pair: SeedPair): { nonce: number; next: SeedPair } {
  assertNonce(pair.nonce);
  return { nonce: pair.nonce, next: { ...pair, nonce: pair.nonce + 1 } };
}

/**
 * Retires the pair: reveals its server seed and answers a new pair with a new server seed (new
 * commitment), the new client seed when given (validated) or the same one, and nonce 0.
 */
export function rotateSeedPair(pair: SeedPair, newClientSeed?: string): { revealed: RevealedSeedPair; next: SeedPair } {
  const clientSeed = newClientSeed ?? pair.clientSeed;
  assertClientSeed(clientSeed);
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      roundsPlayed: pair.nonce,
    },
    next: createSeedPair(clientSeed),
  };
}

/** The source of randomness a game's `play` receives. */
export interface Rng {
  /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32, by rejection sampling on 32-bit words. */
  nextInt(n: number): number;
  /** Uniform 52-bit integer in [0, 2^52). */
  nextUint52(): number;
  /** Uniform float in [0, 1): nextUint52() / 2^52. */
  nextFloat(): number;
}

const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_52 = 2 ** 52;

/**
 * The byte stream of one round: HMAC blocks with the cursor scheme above. Deterministic in
 * (serverSeed, clientSeed, nonce).
 */
export class RoundRng implements Rng {
  private block: Buffer;
  private offset = 0;
  private cursor = 0;
  /** Bytes consumed so far (including rejected words). */
  bytesUsed = 0;

  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {
    assertServerSeed(serverSeed);
    assertClientSeed(clientSeed);
    assertNonce(nonce);
    this.block = roundBlock(serverSeed, clientSeed, nonce, 0);
  }

  /** Number of HMAC blocks computed so far. */
  get blocksUsed(): number {
    return this.cursor + 1;
  }

  nextByte(): number {
    if (this.offset === 32) {
      this.cursor += 1;
      this.block = roundBlock(this.serverSeed, this.clientSeed, this.nonce, this.cursor);
      this.offset = 0;
    }
    this.bytesUsed += 1;
    return this.block[this.offset++]!;
  }

  nextUint32(): number {
    if (this.offset <= 28) {
      const v = this.block.readUInt32BE(this.offset);
      this.offset += 4;
      this.bytesUsed += 4;
      return v;
    }
    return ((this.nextByte() << 24) | (this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte()) >>> 0;
  }

  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`nextInt: bad range ${n}`);
    const limit = n * Math.floor(TWO_POW_32 / n);
    for (;;) {
      const u = this.nextUint32();
      if (u < limit) return u % n;
    }
  }

  nextUint52(): number {
    // 7 bytes big-endian = 56 bits; keep the high 52.
    let hi = 0;
    for (let i = 0; i < 3; i++) hi = hi * 256 + this.nextByte(); // 24 bits
    let lo = 0;
    for (let i = 0; i < 4; i++) lo = lo * 256 + this.nextByte(); // 32 bits
    // value56 = hi * 2^32 + lo ; value52 = floor(value56 / 16)
    return hi * 0x1000_0000 + Math.floor(lo / 16);
  }

  nextFloat(): number {
    return this.nextUint52() / TWO_POW_52;
  }
}

/** One HMAC block of a round: block 0 has no cursor in its message, block k ≥ 1 appends `:${k}`. */
export function roundBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  const message = cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`;
  return createHmac('sha256', hmacKey(serverSeed)).update(message, 'utf8').digest();
}

// The HMAC key of the last server seed used (the key is the seed's ASCII bytes; a KeyObject makes
// createHmac about a third cheaper than passing the string each time).
let lastSeed = '';
let lastKey: KeyObject | null = null;
function hmacKey(serverSeed: string): KeyObject {
  if (serverSeed !== lastSeed || !lastKey) {
    lastKey = createSecretKey(Buffer.from(serverSeed, 'utf8'));
    lastSeed = serverSeed;
  }
  return lastKey;
}

/** The RNG of round `nonce` of a seed pair. */
export function roundRng(serverSeed: string, clientSeed: string, nonce: number): RoundRng {
  return new RoundRng(serverSeed, clientSeed, nonce);
}
