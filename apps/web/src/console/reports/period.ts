import { consoleTimeZone } from '../format';

/** Calendar days (yyyy-MM-dd) of the reports' periods, in the operator's own time zone. */

export const todayIn = (timeZone: string = consoleTimeZone, at = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export const shiftDay = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The days a preset stands for, today being `today`. */
export function presetRange(preset: RangePreset, today: string = todayIn()): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
