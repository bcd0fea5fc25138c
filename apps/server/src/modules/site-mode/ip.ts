import net from 'node:net';

/** '::ffff:1.2.3.4' → '1.2.3.4'; other addresses unchanged. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Whether `ip` falls in any of the CIDR blocks (or single addresses) listed. */
export function ipInList(ip: string, cidrs: readonly string[]): boolean {
  const address = normalizeIp(ip);
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
  if (!family || cidrs.length === 0) return false;
  const list = new net.BlockList();
  for (const entry of cidrs) {
    const [base, prefix] = entry.split('/');
    const type = net.isIPv4(base!) ? 'ipv4' : net.isIPv6(base!) ? 'ipv6' : undefined;
    if (!type) continue;
    if (prefix === undefined) list.addAddress(base!, type);
    else list.addSubnet(base!, Number(prefix), type);
  }
  return list.check(address, family);
}

/** A CIDR block or address that BlockList accepts. */
export function isValidCidr(entry: string): boolean {
  const [base, prefix, extra] = entry.split('/');
  if (extra !== undefined || !base) return false;
  const max = net.isIPv4(base) ? 32 : net.isIPv6(base) ? 128 : -1;
  if (max < 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
}

/** 'a.b.c.d' → 'a.b.c.d/32', so that one address written two ways is one entry. */
export function canonicalCidr(entry: string): string {
  const [base, prefix] = entry.split('/');
  const address = normalizeIp(base!).toLowerCase();
  return `${address}/${prefix ?? (net.isIPv4(address) ? 32 : 128)}`;
}
