import { openSecret, sealSecret } from '../../lib/sealedSecret';

/**
 * Operators' TOTP secrets are kept encrypted (AES-256-GCM, lib/sealedSecret.ts) under a key derived by HKDF from
 * the site's code secret (CODE_HMAC_SECRET or DATA_DIR/code-hmac.key), which every process of a site already
 * shares: a copy of the database alone does not give away anyone's second factor.
 */
const INFO = 'lotus operator totp';

export const sealTotpSecret = (codeSecret: Buffer, secret: string): string => sealSecret(codeSecret, INFO, secret);

export const openTotpSecret = (codeSecret: Buffer, sealed: string): string => openSecret(codeSecret, INFO, sealed);
