import { ACCOUNT_PATHS, JWE_ALG, JWE_ENC, publicKeySchema, type PublicKeyJwk } from '@lotus/contracts';
import { CompactEncrypt, importJWK } from 'jose';

interface SiteKey {
  key: CryptoKey | Uint8Array;
  kid: string;
}

let cached: Promise<SiteKey> | undefined;

async function loadKey(): Promise<SiteKey> {
  // Fetched directly (not through apiFetch) so that this module does not depend on it.
  const response = await fetch(ACCOUNT_PATHS.publicKey, { headers: { Accept: 'application/json' } });
  const envelope = (await response.json()) as { success?: boolean; value?: unknown };
  const jwk: PublicKeyJwk = publicKeySchema.parse(envelope.value);
  const key = (await importJWK(jwk, JWE_ALG)) as CryptoKey | Uint8Array;
  return { key, kid: jwk.kid };
}

/** The site's RSA public key (GET /wps/session/publicKey), fetched once per page. */
function siteKey(): Promise<SiteKey> {
  cached ??= loadKey().catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

/** Drops the cached key (the server answered encryption_invalid: its key may have changed). */
export function forgetPublicKey(): void {
  cached = undefined;
}

/** The JSON form of `value` as a JWE compact string: RSA-OAEP-256 key wrapping, A256GCM content. */
export async function encryptPayload(value: unknown): Promise<string> {
  const { key, kid } = await siteKey();
  // Copied into this realm's Uint8Array (a test DOM may hand out its own from TextEncoder).
  return new CompactEncrypt(Uint8Array.from(new TextEncoder().encode(JSON.stringify(value))))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid })
    .encrypt(key);
}
