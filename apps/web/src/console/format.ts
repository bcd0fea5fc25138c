import { formatDateTime, timeZoneLabel } from '@/lib/format';

/** Times in the console show in the operator's own time zone, labelled in the tables' headers. */
export const consoleTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
