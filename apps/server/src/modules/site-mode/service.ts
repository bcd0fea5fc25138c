import { SYSTEM_STATUS, type Maintenance, type SystemStatus, type VisitorLocation } from '@lotus/contracts';
import type { Merchant } from '../brands/service';
import type { GeoLocator } from './geo';
import { ipInList, normalizeIp } from './ip';

/** Maintenance with an end time in the past is over. */
export function activeMaintenance(merchant: Merchant, now: Date): Maintenance {
  const m = merchant.maintenance;
  const enabled = m.enabled && (!m.until || m.until.getTime() > now.getTime());
  return { enabled, until: enabled && m.until ? m.until.toISOString() : null, message: enabled ? m.message : null };
}

/** Region rule: a denied IP or blocked country is restricted unless the IP is explicitly allowed. */
export function isRegionRestricted(merchant: Merchant, location: VisitorLocation): boolean {
  const r = merchant.region;
  if (!r.enabled) return false;
  if (ipInList(location.ip, r.allowedIps)) return false;
  if (ipInList(location.ip, r.deniedIps)) return true;
  return location.country !== null && r.blockedCountries.includes(location.country);
}

export function locate(ip: string, geo: GeoLocator): VisitorLocation {
  const address = normalizeIp(ip);
  return { ip: address, country: geo.country(address) };
}

/** SPEC §4: maintenance gives 1, else region restriction gives 2, else 0. */
export function evaluateSiteMode(merchant: Merchant, location: VisitorLocation, now: Date): SystemStatus {
  const maintenance = activeMaintenance(merchant, now);
  const status = maintenance.enabled
    ? SYSTEM_STATUS.MAINTENANCE
    : isRegionRestricted(merchant, location)
      ? SYSTEM_STATUS.REGION_RESTRICTED
      : SYSTEM_STATUS.NORMAL;
  return { status, maintenance, location };
}
