import { formatDateTime, timeZoneLabel } from '@/lib/format';

/**
 * Every time in the console shows in one zone, the brand's (the signed-in operator's `timeZone`), labelled "GMT+7" in
 * the tables' headers (issue 33, item 18). Before the operator is known (the sign-in page): the browser's.
 */
export let consoleTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Sets the console's zone from the signed-in operator (ConsoleApp, before any page renders). */
export function setConsoleTimeZone(timeZone: string): void {
  consoleTimeZone = timeZone;
}

/** `yyyy-MM-dd HH:mm:ss` in the operator's zone; a dash for no time. */
export const formatTime = (value: string | null | undefined): string =>
  value ? formatDateTime(value, consoleTimeZone) : '—';

/** The zone's offset for a header: "GMT+7". */
export const zoneLabel = (): string => timeZoneLabel(consoleTimeZone);

/** A list typed as text (brands, IP addresses): split on commas, spaces and new lines. */
export const parseList = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
