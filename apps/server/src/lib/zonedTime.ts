/** Calendar days in a brand's time zone (storage is UTC; periods follow the brand's clock). */

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** The wall-clock reading of `at` in the zone, field by field as two digits (the year four). */
function wallClock(timeZone: string, at: Date): (part: Part) => string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  return (part) => parts.find((p) => p.type === part)?.value ?? '00';
}

/** Minutes the zone is ahead of UTC at `at`. */
export function offsetMinutes(timeZone: string, at: Date): number {
  const read = wallClock(timeZone, at);
  const v = (part: Part) => Number(read(part));
  const asUtc = Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'), v('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** "2026-11-21 18:05:09": `at` as the zone's clock shows it. */
export function formatTime(at: Date, timeZone: string): string {
  const v = wallClock(timeZone, at);
  return `${v('year')}-${v('month')}-${v('day')} ${v('hour')}:${v('minute')}:${v('second')}`;
}

/** The local calendar day (yyyy-MM-dd) of `at` in the zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Date(at.getTime() + offsetMinutes(timeZone, at) * 60_000).toISOString().slice(0, 10);
}

/** yyyy-MM-dd moved by n days. */
export const shiftDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Monday of the week of a yyyy-MM-dd day. */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((dow + 6) % 7));
}

/** The UTC instant at which `day` starts in the zone (local midnight). */
export function startOfDay(timeZone: string, day: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  let t = guess - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  t = guess - offsetMinutes(timeZone, new Date(t)) * 60_000;
  return new Date(t);
}

/** A real calendar date in yyyy-MM-dd form. */
export function isCalendarDay(day: string): boolean {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
}
