/**
 * The one way amounts, odds and multipliers are written, shared by the site (apps/web/src/lib/format.ts)
 * and the game frames (apps/frames): in the reader's language, 1.234,50 in Vietnamese and 1,234.50 in
 * English (SPEC §9: two decimals and thousands separators), and every other number on the same screen
 * (odds, payout ratios, multipliers, short amounts) with the same decimal mark. No zod: the frames'
 * bundles import it alone.
 */
type Lang = 'vi' | 'en';

/** The number locale of a language (the web's `localeOf`). */
export const numberLocale = (lang: Lang): string => (lang === 'vi' ? 'vi-VN' : 'en-GB');

/** An amount as the API takes it (and the text Intl formats exactly), from its minor units: 123450n → "1234.50" (two decimals, no grouping). */
export function minorToAmountText(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, min: number, max: number): Intl.NumberFormat {
  const key = `${lang}:${min}:${max}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(lang), {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: true,
    });
    formats.set(key, f);
  }
  return f;
}

/** An amount in major units with two decimals: 1234.5 → "1.234,50" (vi), "1,234.50" (en); 0 when not finite. */
export function formatMoney(amount: number, lang: Lang): string {
  return numberFormat(lang, 2, 2).format(Number.isFinite(amount) ? amount : 0);
}

/** Money of an answer (a bigint of minor units, decision 0021) with two decimals: 123450n → "1.234,50" (vi),
 * exact at any size (Intl formats its decimal text, never a float). */
export function formatMinorAmount(minor: bigint, lang: Lang): string {
  return numberFormat(lang, 2, 2).format(minorToAmountText(minor) as Intl.StringNumericLiteral);
}

/** An amount in minor units (cents) in major units, "—" when there is none. */
export function formatMinor(minor: number | null | undefined, lang: Lang): string {
  return minor === null || minor === undefined ? '—' : formatMoney(minor / 100, lang);
}

/** A number with at most `max` decimals (and at least `min`): 2.8 → "2,8" (vi). */
export function formatNumber(x: number, lang: Lang, max = 2, min = 0): string {
  return numberFormat(lang, min, max).format(x);
}

/** Decimal odds, two decimals: 1.95 → "1,95" (vi), "1.95" (en). */
export function formatOdds(odds: number, lang: Lang): string {
  return numberFormat(lang, 2, 2).format(odds);
}

/** A payout "to one": 0.96 → "0,96:1" (vi), "0.96:1" (en); a range 1–3 → "1–3:1". */
export function formatPayoutRatio(toOne: number | readonly [number, number], lang: Lang): string {
  const n = (x: number) => formatNumber(x, lang, 2);
  return `${typeof toOne === 'number' ? n(toOne) : `${n(toOne[0])}–${n(toOne[1])}`}:1`;
}

/** A short amount for a chip or a total (major units): 2500 → "2,5K" (vi), "2.5K" (en); 1.2e6 → "1,2M". */
export function formatShortMoney(amount: number, lang: Lang): string {
  if (amount >= 1e6) return `${formatNumber(amount / 1e6, lang)}M`;
  if (amount >= 1000) return `${formatNumber(amount / 1000, lang)}K`;
  return formatNumber(amount, lang);
}
