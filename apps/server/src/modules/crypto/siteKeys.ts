import crypto from 'node:crypto';
import { compactDecrypt } from 'jose';
import { JWE_ALG, JWE_ENC, type PublicKeyJwk } from '@lotus/contracts';
import { ensureSecretFile } from '../../lib/secretFile';

export const SITE_KEY_FILE = 'site-rsa.pem';

/**
 * The site's RSA key pair for encrypted payloads (DESIGN.md): RSA-OAEP-256 key wrapping, A256GCM
 * content. The private key comes from SITE_RSA_PRIVATE_KEY (PKCS#8 PEM; give every process of a
 * scaled-out deployment the same one), else from DATA_DIR/site-rsa.pem, generated on first start.
 */
export interface SiteKeys {
  publicJwk: PublicKeyJwk;
  /** The JSON plaintext of a JWE compact string; throws when it is not ours or not well formed. */
  decrypt(jwe: string): Promise<string>;
}

export function loadSiteKeys(dataDir: string, pemFromEnv: string | undefined): SiteKeys {
  const pem =
    pemFromEnv ??
    ensureSecretFile(dataDir, SITE_KEY_FILE, () =>
      crypto
        .generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    );
  const privateKey = crypto.createPrivateKey(pem);
  const jwk = crypto.createPublicKey(privateKey).export({ format: 'jwk' }) as { n: string; e: string };
  // RFC 7638 thumbprint as the key id, so that a client can tell when the key changed.
  const kid = crypto
    .createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n }))
    .digest('base64url');
  const publicJwk: PublicKeyJwk = { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: JWE_ALG, use: 'enc' };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return {
    publicJwk,
    async decrypt(jwe) {
      const { plaintext } = await compactDecrypt(jwe, privateKey, {
        keyManagementAlgorithms: [JWE_ALG],
        contentEncryptionAlgorithms: [JWE_ENC],
      });
      return decoder.decode(plaintext);
    },
  };
}
