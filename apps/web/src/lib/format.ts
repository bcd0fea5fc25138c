import { minorToAmountText, type SiteLanguage } from '@lotus/contracts';
import { localeOf } from './language';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Two decimals with the language's grouping: the one number format of money, cached per locale. */
function moneyFormat(lang: SiteLanguage): Intl.NumberFormat {
  const locale = localeOf(lang);
  let fmt = moneyFormats.get(locale);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    moneyFormats.set(locale, fmt);
  }
  return fmt;
}

/**
 * Money of an answer for display (decision 0021: the API's money is a bigint of minor units): two
 * decimals and the language's grouping, 123450n → "1.234,50" (vi), "1,234.50" (en), followed by the
 * brand's currency label when one is given ("1,234.50 VND"). Exact for every amount: Intl formats the
 * decimal text of the bigint, never a float. The one place the web turns money into text.
 */
export function formatAmount(minor: bigint, lang: SiteLanguage, currency?: string): string {
  const text = moneyFormat(lang).format(minorToAmountText(minor) as Intl.StringNumericLiteral);
  return currency ? `${text} ${currency}` : text;
}

/** A chart's value from money (major units as a float): the one conversion to a float, for charts only. */
export function minorToChartNumber(minor: bigint): number {
  return Number(minor) / 100;
}

const rateFormats = new Map<string, Intl.NumberFormat>();

/** A rate in basis points as a percentage in the shown language: 45 → "0,45%" (vi), "0.45%" (en). */
export function formatRate(bps: number, lang: SiteLanguage): string {
  const locale = localeOf(lang);
  let fmt = rateFormats.get(locale);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    rateFormats.set(locale, fmt);
  }
  return fmt.format(Number.isFinite(bps) ? bps / 10_000 : 0);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let fmt = dateFormats.get(timeZone);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // An unknown zone name falls back to UTC rather than breaking the page.
      return dateFormat('UTC');
    }
    dateFormats.set(timeZone, fmt);
  }
  return fmt;
}

/** `yyyy-MM-dd HH:mm:ss` in the brand's time zone (SPEC §2: notice dates). */
export function formatDateTime(value: number | string | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const p of dateFormat(timeZone).formatToParts(date)) parts[p.type] = p.value;
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return `${parts.year}-${parts.month}-${parts.day} ${hour}:${parts.minute}:${parts.second}`;
}

/** The zone's offset as "GMT+7" at the given moment (for times shown in the brand's zone). */
export function timeZoneLabel(timeZone: string, at: number | string | Date = Date.now()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
      new Date(at),
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
