import crypto from 'node:crypto';
import { ensureSecretFile } from '../../lib/secretFile';

/**
 * The per-vendor signing secret of the seamless API. It must be usable to verify signatures, so it
 * is not hashed: it is `PROVIDER_SECRET_<VASSALAGE>` from the environment when set (every process of a
 * scaled-out site must get the same one), else `DATA_DIR/provider-<VASSALAGE>.key` (mode 0600),
 * generated on first use: 32 random bytes as 64 hex characters. The operator hands it to the vendor
 * out of band; the house provider reads the same one for LOTUS_HOUSE.
 */
const cache = new Map<string, string>();

export function vendorSecret(dataDir: string, vassalage: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(vassalage)) throw new Error(`bad vendor code ${vassalage}`);
  const fromEnv = env[`PROVIDER_SECRET_${vassalage.toUpperCase().replace(/-/g, '_')}`];
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  const key = `${dataDir}\u0000${vassalage}`;
  let secret = cache.get(key);
  if (!secret) {
    secret = ensureSecretFile(dataDir, `provider-${vassalage}.key`, () =>
      crypto.randomBytes(32).toString('hex'),
    ).trim();
    cache.set(key, secret);
  }
  return secret;
}

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`): the X-Lotus-Signature of a callback. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
