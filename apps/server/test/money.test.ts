import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_POSTING_AMOUNT } from '@lotus/contracts';
import { AppError } from '../src/lib/errors';
import { minorFromDecimal, minorToDecimal, toMinor, toPostingAmount } from '../src/lib/money';

const code = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? e.errorCode : 'other';
  }
};

describe('money', () => {
  it('accepts bigints and safe-integer numbers only', () => {
    expect(toMinor(5n)).toBe(5n);
    expect(toMinor(-7)).toBe(-7n);
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 53, '5', null, undefined, {}]) {
      expect(code(() => toMinor(bad))).toBe('validation_failed');
    }
  });

  it('bounds posting amounts', () => {
    expect(toPostingAmount(MAX_POSTING_AMOUNT)).toBe(MAX_POSTING_AMOUNT);
    expect(toPostingAmount(-MAX_POSTING_AMOUNT)).toBe(-MAX_POSTING_AMOUNT);
    for (const bad of [0n, 0, MAX_POSTING_AMOUNT + 1n, -MAX_POSTING_AMOUNT - 1n]) {
      expect(code(() => toPostingAmount(bad))).toBe('validation_failed');
    }
  });

  it('reads decimal amounts with at most two decimals, positive and bounded', () => {
    expect(minorFromDecimal('12.34')).toBe(1234n);
    expect(minorFromDecimal('12.3')).toBe(1230n);
    expect(minorFromDecimal(100)).toBe(10_000n);
    expect(minorFromDecimal(0.07)).toBe(7n);
    expect(minorFromDecimal(' 5 ')).toBe(500n);
    for (const bad of [
      '0',
      '0.00',
      '-1',
      '1.234',
      0.1 + 0.2,
      '1e3',
      'abc',
      '',
      '１２',
      '1,000',
      Number.NaN,
      -5,
      null,
      '10000000000000.01',
    ]) {
      expect(
        code(() => minorFromDecimal(bad)),
        String(bad),
      ).toBe('validation_failed');
    }
  });

  it('writes amounts with two decimals, round-tripping every value', () => {
    expect(minorToDecimal(123_450n)).toBe('1234.50');
    expect(minorToDecimal(-5n)).toBe('-0.05');
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_POSTING_AMOUNT }), (minor) => {
        expect(minorFromDecimal(minorToDecimal(minor))).toBe(minor);
      }),
    );
  });
});
