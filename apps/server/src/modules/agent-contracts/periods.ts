// Settlement periods of contracts in the brand's time zone, each with a stable key (docs/API.md "Agent contracts").
import type { ContractPeriod } from '@lotus/contracts';
import { dayIn, mondayOf, offsetMinutes, shiftDay, startOfDay } from '../../lib/zonedTime';

export interface Period {
  /** D2026-11-25 (day), W2026-11-23 (week from Monday), S2026-11-1 / -2 (halves of a month), M2026-11
   * (month), H2026-11-25T13 (hour), N2026-11-25T13:05 (five minutes): local times of the brand. */
  key: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const FIVE_MIN = 5 * 60_000;
const HOUR = 60 * 60_000;

/** The local wall-clock instant of `at` as if it were UTC (for reading hours and minutes). */
const localMs = (timeZone: string, at: Date) => at.getTime() + offsetMinutes(timeZone, at) * 60_000;

/** The UTC instant of a local wall-clock time (day, hour, minute) of the zone. */
function zonedInstant(timeZone: string, day: string, hour: number, minute: number): Date {
  const midnight = startOfDay(timeZone, day);
  const guess = new Date(midnight.getTime() + (hour * 60 + minute) * 60_000);
  // A change of offset within the day (summer time) moves the wall clock: correct once.
  const drift = localMs(timeZone, guess) - Date.parse(`${day}T${pad(hour)}:${pad(minute)}:00Z`);
  return new Date(guess.getTime() - drift);
}

const monthStart = (year: number, month: number) => `${year}-${pad(month)}-01`;
function nextMonth(year: number, month: number): [number, number] {
  return month === 12 ? [year + 1, 1] : [year, month + 1];
}

/** The period of the given kind that contains `at`. */
export function periodAt(period: ContractPeriod, timeZone: string, at: Date): Period {
  const day = dayIn(timeZone, at);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  switch (period) {
    case 'daily':
      return { key: `D${day}`, start: startOfDay(timeZone, day), end: startOfDay(timeZone, shiftDay(day, 1)) };
    case 'weekly': {
      const monday = mondayOf(day);
      return {
        key: `W${monday}`,
        start: startOfDay(timeZone, monday),
        end: startOfDay(timeZone, shiftDay(monday, 7)),
      };
    }
    case 'semimonthly': {
      const first = d <= 15;
      const [ny, nm] = nextMonth(y, m);
      return {
        key: `S${y}-${pad(m)}-${first ? 1 : 2}`,
        start: startOfDay(timeZone, first ? monthStart(y, m) : `${y}-${pad(m)}-16`),
        end: startOfDay(timeZone, first ? `${y}-${pad(m)}-16` : monthStart(ny, nm)),
      };
    }
    case 'monthly': {
      const [ny, nm] = nextMonth(y, m);
      return {
        key: `M${y}-${pad(m)}`,
        start: startOfDay(timeZone, monthStart(y, m)),
        end: startOfDay(timeZone, monthStart(ny, nm)),
      };
    }
    case 'hourly': {
      const hour = new Date(localMs(timeZone, at)).getUTCHours();
      const start = zonedInstant(timeZone, day, hour, 0);
      return { key: `H${day}T${pad(hour)}`, start, end: new Date(start.getTime() + HOUR) };
    }
    case '5min': {
      const local = new Date(localMs(timeZone, at));
      const hour = local.getUTCHours();
      const minute = local.getUTCMinutes() - (local.getUTCMinutes() % 5);
      const start = zonedInstant(timeZone, day, hour, minute);
      return { key: `N${day}T${pad(hour)}:${pad(minute)}`, start, end: new Date(start.getTime() + FIVE_MIN) };
    }
  }
}

/** The period after `p`. */
export const nextPeriod = (period: ContractPeriod, timeZone: string, p: Period): Period =>
  periodAt(period, timeZone, p.end);

/** The period named by `key` if it is one of this kind, else null. */
export function periodOfKey(period: ContractPeriod, timeZone: string, key: string): Period | null {
  const probe = probeOf(key);
  if (!probe) return null;
  const p = periodAt(period, timeZone, probe(timeZone));
  return p.key === key ? p : null;
}

/** A moment inside the period a key names (its local start plus a minute), or null for a malformed key. */
function probeOf(key: string): ((timeZone: string) => Date) | null {
  let m: RegExpExecArray | null;
  if ((m = /^[DW](\d{4}-\d{2}-\d{2})$/.exec(key))) {
    const day = m[1]!;
    return (tz) => new Date(startOfDay(tz, day).getTime() + 60_000);
  }
  if ((m = /^S(\d{4}-\d{2})-([12])$/.exec(key))) {
    const day = `${m[1]}-${m[2] === '1' ? '01' : '16'}`;
    return (tz) => new Date(startOfDay(tz, day).getTime() + 60_000);
  }
  if ((m = /^M(\d{4}-\d{2})$/.exec(key))) {
    const day = `${m[1]}-01`;
    return (tz) => new Date(startOfDay(tz, day).getTime() + 60_000);
  }
  if ((m = /^H(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(key))) {
    const [day, hour] = [m[1]!, Number(m[2])];
    return (tz) => new Date(zonedInstant(tz, day, hour, 0).getTime() + 60_000);
  }
  if ((m = /^N(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(key))) {
    const [day, hour, minute] = [m[1]!, Number(m[2]), Number(m[3])];
    return (tz) => new Date(zonedInstant(tz, day, hour, minute).getTime() + 60_000);
  }
  return null;
}
