import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, formatNumber, formatOdds, formatPayoutRatio, formatShortMoney } from '../src/format';

describe('the shared number formats', () => {
  it('writes money with two decimals and the language’s grouping, as the site does', () => {
    expect(formatMoney(1234.5, 'vi')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(Number.NaN, 'en')).toBe('0.00');
    expect(formatMinor(123450, 'vi')).toBe('1.234,50');
    expect(formatMinor(null, 'vi')).toBe('—');
    expect(formatMinor(undefined, 'en')).toBe('—');
  });

  it('writes odds, payout ratios and short amounts with the same decimal mark as the money beside them', () => {
    expect(formatOdds(1.95, 'vi')).toBe('1,95');
    expect(formatOdds(1.95, 'en')).toBe('1.95');
    expect(formatPayoutRatio(0.96, 'vi')).toBe('0,96:1');
    expect(formatPayoutRatio(0.96, 'en')).toBe('0.96:1');
    expect(formatPayoutRatio(35, 'vi')).toBe('35:1');
    expect(formatPayoutRatio([1, 3], 'en')).toBe('1–3:1');
    expect(formatShortMoney(2500, 'vi')).toBe('2,5K');
    expect(formatShortMoney(2500, 'en')).toBe('2.5K');
    expect(formatShortMoney(1_200_000, 'vi')).toBe('1,2M');
    expect(formatShortMoney(500, 'en')).toBe('500');
    expect(formatNumber(2.8, 'vi')).toBe('2,8');
    expect(formatNumber(12.3456, 'en', 4, 2)).toBe('12.3456');
  });
});
