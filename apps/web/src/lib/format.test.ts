import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatRate, minorToChartNumber, timeZoneLabel } from './format';

describe('formatDateTime', () => {
  it('formats yyyy-MM-dd HH:mm:ss in the brand time zone', () => {
    const t = Date.UTC(2026, 0, 31, 17, 5, 9);
    expect(formatDateTime(t, 'Asia/Ho_Chi_Minh')).toBe('2026-02-01 00:05:09');
    expect(formatDateTime(t, 'UTC')).toBe('2026-01-31 17:05:09');
    expect(formatDateTime('2026-01-31T17:05:09Z', 'Asia/Ho_Chi_Minh')).toBe('2026-02-01 00:05:09');
  });

  it('falls back to UTC for an unknown zone and to empty text for a bad date', () => {
    expect(formatDateTime(0, 'Not/AZone')).toBe('1970-01-01 00:00:00');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });

  it('labels the zone offset', () => {
    expect(timeZoneLabel('Asia/Ho_Chi_Minh')).toBe('GMT+7');
  });
});

describe('formatRate', () => {
  it('writes basis points as a percentage in the shown language, up to two decimals', () => {
    expect(formatRate(45, 'vi')).toBe('0,45%');
    expect(formatRate(45, 'en')).toBe('0.45%');
    expect(formatRate(80, 'en')).toBe('0.8%');
    expect(formatRate(10_000, 'vi')).toBe('100%');
    expect(formatRate(Number.NaN, 'en')).toBe('0%');
  });
});

describe('formatAmount', () => {
  it('shows minor units with two decimals and the grouping of each language', () => {
    expect(formatAmount(123_450n, 'en')).toBe('1,234.50');
    expect(formatAmount(123_450n, 'vi')).toBe('1.234,50');
    expect(formatAmount(0n, 'en')).toBe('0.00');
    expect(formatAmount(-5n, 'en')).toBe('-0.05');
  });

  it('stays exact past 2^53 minor units', () => {
    expect(formatAmount(9_007_199_254_740_993n, 'en')).toBe('90,071,992,547,409.93');
  });

  it('adds the currency label when given', () => {
    expect(formatAmount(100n, 'en', 'VND')).toBe('1.00 VND');
  });
});

describe('minorToChartNumber', () => {
  it('gives a chart major units', () => {
    expect(minorToChartNumber(123_450n)).toBe(1234.5);
    expect(minorToChartNumber(-1n)).toBe(-0.01);
  });
});
