import crypto from 'node:crypto';

/**
 * Secrets the server must use again in clear (an operator's TOTP secret, a game vendor's signing secret) are kept
 * sealed: AES-256-GCM under a key derived by HKDF from the site's code secret (CODE_HMAC_SECRET or
 * DATA_DIR/code-hmac.key), which every process of a site already shares, with a purpose (`info`) of their own. A
 * copy of the database alone gives none of them away.
 */
const keys = new Map<string, Buffer>();
function keyOf(codeSecret: Buffer, info: string): Buffer {
  const k = `${info}\u0000${codeSecret.toString('base64')}`;
  let key = keys.get(k);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', codeSecret, Buffer.alloc(0), info, 32));
    keys.set(k, key);
  }
  return key;
}

export function sealSecret(codeSecret: Buffer, info: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(codeSecret, info), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(codeSecret: Buffer, info: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(codeSecret, info), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
