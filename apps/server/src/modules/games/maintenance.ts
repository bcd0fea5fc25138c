import type { MaintenanceWindow } from '@lotus/contracts';

/** A vendor's maintenance window as the site and the console show it: null once it has ended (or when there is none). */
export function maintenanceOf(start: Date | null, end: Date | null, now: Date): MaintenanceWindow | null {
  if (!start || !end || end <= now) return null;
  return { start: start.toISOString(), end: end.toISOString(), active: start <= now };
}
