import crypto from 'node:crypto';

/**
 * Operators' TOTP secrets are kept encrypted (AES-256-GCM) under a key derived by HKDF from the
 * site's code secret (CODE_HMAC_SECRET or DATA_DIR/code-hmac.key), which every process of a site
 * already shares: a copy of the database alone does not give away anyone's second factor.
 */
const keyOf = (codeSecret: Buffer) =>
  Buffer.from(crypto.hkdfSync('sha256', codeSecret, Buffer.alloc(0), 'lotus operator totp', 32));

export function sealTotpSecret(codeSecret: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(codeSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openTotpSecret(codeSecret: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(codeSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
