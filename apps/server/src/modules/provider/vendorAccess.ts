// What a signed callback passes besides its signature (issue 32): the vendor's allowed source addresses and its
// rate of calls.
import net from 'node:net';
import { AppError } from '../../lib/errors';

/** `1.2.3.4`, `::ffff:1.2.3.4` → `1.2.3.4`; other addresses as they are (lower case). */
const plain = (ip: string) =>
  ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

const v4 = (ip: string) => ip.split('.').reduce((n, p) => n * 256 + Number(p), 0);

/** Whether an allowed-address entry (an exact IPv4 or IPv6 address, or an IPv4 CIDR like `203.0.113.0/24`) is well formed. */
export function validAddressEntry(entry: string): boolean {
  const [ip, bits, ...rest] = entry.trim().split('/');
  if (rest.length || !ip) return false;
  if (bits === undefined) return net.isIP(ip) !== 0;
  return net.isIPv4(ip) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32;
}

/** Whether `ip` is allowed by the list (null or empty: every address). */
export function addressAllowed(ip: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const a = plain(ip);
  return allowed.some((entry) => {
    const [base, bits] = entry.trim().split('/');
    if (bits === undefined) return plain(base!) === a;
    if (!net.isIPv4(a) || !net.isIPv4(base!)) return false;
    const n = Number(bits);
    if (n === 0) return true;
    const mask = 2 ** 32 - 2 ** (32 - n);
    return (v4(a) & mask) >>> 0 === (v4(base!) & mask) >>> 0;
  });
}

/**
 * Per-vendor token buckets of this process: `rate` signed calls a second, with a burst of one second's worth. An
 * honest vendor's 1,000 calls a second pass under the default 2,000 (game_vendors.calls_per_second); a vendor past
 * its rate is answered `429 TOO_MANY_REQUESTS` (value `retryAfterSeconds`) until its bucket fills again. In memory,
 * so that a bet pays no round trip for it; a site of n processes lets a vendor n times its rate at most.
 */
const scopes = new WeakMap<object, Map<number, { tokens: number; at: number; rate: number }>>();

/** Takes one call of the vendor's rate (`scope`: the site's database, one set of buckets per site). */
export function takeCallToken(scope: object, vendorId: number, rate: number, nowMs: number): void {
  let buckets = scopes.get(scope);
  if (!buckets) scopes.set(scope, (buckets = new Map()));
  let b = buckets.get(vendorId);
  if (!b || b.rate !== rate) {
    b = { tokens: rate, at: nowMs, rate };
    buckets.set(vendorId, b);
  }
  b.tokens = Math.min(rate, b.tokens + (Math.max(0, nowMs - b.at) * rate) / 1000);
  b.at = Math.max(b.at, nowMs);
  if (b.tokens < 1) throw new AppError('TOO_MANY_REQUESTS', undefined, undefined, { retryAfterSeconds: 1 });
  b.tokens -= 1;
}
