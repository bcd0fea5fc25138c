import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatRate, timeZoneLabel } from './format';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators in each language', () => {
    expect(formatMoney(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatMoney(1234567.5, 'vi')).toBe('1.234.567,50');
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(-12.345, 'en')).toBe('-12.35');
    expect(formatMoney(Number.NaN, 'en')).toBe('0.00');
  });
});

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
