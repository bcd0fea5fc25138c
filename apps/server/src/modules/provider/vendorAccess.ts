// What a signed callback passes besides its signature (issue 32): the vendor's allowed source addresses and its
// rate of calls.
import net from 'node:net';
import type { RateLimiter } from '../../lib/rateLimiter';

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
 * A vendor's rate of signed calls (game_vendors.calls_per_second, set by the operator per vendor): at most `rate`
 * calls in a second, counted per vendor, so one vendor's flood never limits another. The count is the accounts
 * runtime's limiter, on the short-lived store: in Redis when REDIS_URL is set (shared by every process of the site,
 * falling back to the process's memory while Redis is away), in this process otherwise. An honest vendor's 1,000
 * calls a second pass under the default 2,000; a vendor past its rate is answered `429 TOO_MANY_REQUESTS` (value
 * `retryAfterSeconds`) until its second is over.
 */
export async function takeVendorCall(limiter: RateLimiter, vendorId: number, rate: number): Promise<void> {
  await limiter.hit({ name: 'provider_vendor', max: rate, windowMs: 1_000 }, String(vendorId));
}
