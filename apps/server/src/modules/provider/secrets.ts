import crypto from 'node:crypto';
import { openSecret, sealSecret } from '../../lib/sealedSecret';
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

// ── vendors as data (issue 32) ───────────────────────────────────────────────────────────────

/** The HKDF purpose of vendors' sealed secrets (lib/sealedSecret.ts). */
const SEAL_INFO = 'lotus vendor signing secret';

/** A new signing secret for a vendor: 32 random bytes as 64 hex characters. */
export const newVendorSecret = () => crypto.randomBytes(32).toString('hex');

export const sealVendorSecret = (codeSecret: Buffer, secret: string) => sealSecret(codeSecret, SEAL_INFO, secret);

const opened = new Map<string, string>();
function openVendorSecret(codeSecret: Buffer, sealed: string): string {
  let s = opened.get(sealed);
  if (s === undefined) {
    s = openSecret(codeSecret, SEAL_INFO, sealed);
    if (opened.size > 10_000) opened.clear();
    opened.set(sealed, s);
  }
  return s;
}

/**
 * The secrets a vendor's callbacks may be signed with now: a registered vendor's sealed secret (and, for its grace
 * period after a rotation, the one before), else the environment's or key file's (vendorSecret).
 */
export function callbackSecrets(
  dataDir: string,
  codeSecret: Buffer,
  v: {
    vassalage: string;
    secretSealed: string | null;
    secretPreviousSealed: string | null;
    secretPreviousUntil: Date | null;
  },
  now: Date,
): string[] {
  if (!v.secretSealed) return [vendorSecret(dataDir, v.vassalage)];
  const current = openVendorSecret(codeSecret, v.secretSealed);
  return v.secretPreviousSealed && v.secretPreviousUntil && v.secretPreviousUntil > now
    ? [current, openVendorSecret(codeSecret, v.secretPreviousSealed)]
    : [current];
}
