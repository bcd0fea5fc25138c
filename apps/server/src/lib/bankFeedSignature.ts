import crypto from 'node:crypto';
import { BANK_SIGNATURE_TOLERANCE_SECONDS } from '@lotus/contracts';

/**
 * The signature of a bank-statement feed's line (docs/API.md "Bank transfers"), shared by the feed's
 * webhook (modules/deposits) and the sandbox bank that calls it (modules/sandbox).
 */

/** A feed's secret: derived from the site's code secret, the feed's code and version (never stored). */
export function bankFeedSecret(codeSecret: Buffer, code: string, version: number): string {
  return crypto.createHmac('sha256', codeSecret).update(`lotus bank feed ${code} ${version}`).digest('base64url');
}

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signBankLine(secret: string, timestamp: number, body: string): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Whether `header` signs `body` with `secret`, within the tolerance of `nowS` (unix seconds). */
export function bankSignatureValid(secret: string, header: string | undefined, body: string, nowS: number): boolean {
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header?.trim() ?? '');
  if (!m) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'))) return false;
  return Math.abs(nowS - Number(m[1])) <= BANK_SIGNATURE_TOLERANCE_SECONDS;
}
