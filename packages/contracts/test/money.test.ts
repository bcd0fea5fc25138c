import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amountInputSchema,
  amountProblemOf,
  decimalHundredths,
  MAX_AMOUNT_TEXT,
  MAX_POSTING_AMOUNT,
  minorToAmountText,
  moneySchema,
  type AmountProblem,
} from '../src/index';

/** The minor units the schema reads, or the problem and message of its refusal. */
function read(value: unknown): bigint | { problem: AmountProblem; message: string } {
  const r = amountInputSchema.safeParse(value);
  return r.success ? r.data : { problem: amountProblemOf(r.error), message: r.error.issues[0]?.message ?? '' };
}

const NOT_AN_AMOUNT = 'must be a positive amount with at most two decimals';
/** Amounts the API accepts in minor units, and those whose decimal text a number carries exactly (15 digits). */
const minorAmount = fc.bigInt({ min: 1n, max: MAX_POSTING_AMOUNT });
const numberSafeMinor = fc.bigInt({ min: 1n, max: 10n ** 15n - 1n });
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('amountInputSchema', () => {
  it('reads numbers and decimal strings of major units into minor units', () => {
    expect(read(12.5)).toBe(1250n);
    expect(read('12.50')).toBe(1250n);
    expect(read(' 100 ')).toBe(10_000n);
    expect(read(0.07)).toBe(7n);
    expect(read('0.1')).toBe(10n);
    expect(read(MAX_AMOUNT_TEXT)).toBe(MAX_POSTING_AMOUNT);
    expect(read('00000000000000000001')).toBe(100n);
  });

  it('refuses what is not a positive amount with at most two decimals, naming the problem', () => {
    const cases: [unknown, AmountProblem, string][] = [
      ['-5', 'positive', NOT_AN_AMOUNT],
      [-5, 'positive', NOT_AN_AMOUNT],
      ['-abc', 'positive', NOT_AN_AMOUNT],
      [0, 'positive', 'must be greater than zero'],
      ['0.00', 'positive', 'must be greater than zero'],
      ['12.345', 'decimals', NOT_AN_AMOUNT],
      [1.005, 'decimals', NOT_AN_AMOUNT],
      [0.1 + 0.2, 'decimals', NOT_AN_AMOUNT],
      ['10000000000000.01', 'tooLarge', `must be at most ${MAX_AMOUNT_TEXT}`],
      ['100000000000000000', 'tooLarge', `must be at most ${MAX_AMOUNT_TEXT}`],
      ['000000000000000000001', 'tooLarge', NOT_AN_AMOUNT],
      ['1e3', 'invalid', NOT_AN_AMOUNT],
      [1e21, 'invalid', NOT_AN_AMOUNT],
      ['abc', 'invalid', NOT_AN_AMOUNT],
      ['1,000', 'invalid', NOT_AN_AMOUNT],
      ['１２', 'invalid', NOT_AN_AMOUNT],
      ['.5', 'invalid', NOT_AN_AMOUNT],
      ['5.', 'invalid', NOT_AN_AMOUNT],
      ['', 'invalid', NOT_AN_AMOUNT],
    ];
    for (const [value, problem, message] of cases) expect(read(value), String(value)).toEqual({ problem, message });
    // Not a number or a string (zod's numbers are finite): the union refuses it.
    for (const value of [true, null, undefined, {}, 5n, Number.NaN, Infinity]) {
      expect((read(value) as { problem: AmountProblem }).problem, String(value)).toBe('invalid');
    }
    expect((read('1'.repeat(41)) as { problem: AmountProblem }).problem).toBe('tooLarge');
  });

  it('round-trips every amount through its text and, within fifteen digits, its number form', () => {
    fc.assert(
      fc.property(minorAmount, (minor) => {
        expect(read(minorToAmountText(minor))).toBe(minor);
      }),
    );
    fc.assert(
      fc.property(numberSafeMinor, (minor) => {
        expect(read(Number(minorToAmountText(minor)))).toBe(minor);
      }),
    );
  });

  it('reads the same amount however it is padded: spaces, leading zeros, trailing decimal zeros', () => {
    fc.assert(
      fc.property(
        minorAmount,
        fc.nat(3),
        fc.boolean(),
        fc.constantFrom('', ' ', '\t', '  '),
        (minor, zeros, short, pad) => {
          const [whole, cents] = minorToAmountText(minor).split('.') as [string, string];
          const fraction = short && cents.endsWith('0') ? cents.slice(0, 1) : cents;
          const text = `${pad}${'0'.repeat(Math.min(zeros, 20 - whole.length))}${whole}.${fraction}${pad}`;
          expect(read(text)).toBe(minor);
        },
      ),
    );
  });

  it('never answers anything but a positive whole number of minor units within the limit', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.stringMatching(/^-?\d{0,22}(\.\d{0,4})?$/),
      fc.tuple(digits(1, 22), digits(0, 4)).map(([w, f]) => (f ? `${w}.${f}` : w)),
    );
    fc.assert(
      fc.property(anything, (value) => {
        const r = read(value);
        if (typeof r !== 'bigint') return;
        expect(r > 0n && r <= MAX_POSTING_AMOUNT).toBe(true);
        // Whole minor units: the text form has exactly two decimals and reads back to the same value.
        expect(minorToAmountText(r)).toMatch(/^\d+\.\d{2}$/);
        expect(read(minorToAmountText(r))).toBe(r);
      }),
    );
  });

  it('refuses every negative amount, every third decimal and every amount over the limit', () => {
    fc.assert(
      fc.property(minorAmount, (minor) => {
        expect(read(`-${minorToAmountText(minor)}`)).toMatchObject({ problem: 'positive' });
        expect(read(-Number(minorToAmountText(minor)))).toMatchObject({ problem: 'positive' });
      }),
    );
    fc.assert(
      fc.property(digits(1, 14), digits(3, 8), (whole, fraction) => {
        expect(read(`${whole}.${fraction}`)).toMatchObject({ problem: 'decimals' });
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: MAX_POSTING_AMOUNT + 1n, max: 10n ** 22n - 1n }), (minor) => {
        expect(read(minorToAmountText(minor))).toMatchObject({ problem: 'tooLarge' });
      }),
    );
  });
});

describe('decimalHundredths', () => {
  it('reads zero and bounds the whole digits, leaving the sign to the caller', () => {
    expect(decimalHundredths('0', 12)).toBe(0n);
    expect(decimalHundredths('1.5', 5)).toBe(150n);
    expect(decimalHundredths('123456789012', 12)).toBe(12_345_678_901_200n);
    expect(decimalHundredths('1234567890123', 12)).toBe('tooLarge');
    expect(decimalHundredths('1.234', 12)).toBe('decimals');
    expect(decimalHundredths('-1', 12)).toBe('invalid');
    expect(decimalHundredths(' 1', 12)).toBe('invalid');
  });

  it('is a hundred times the number for every short decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(decimalHundredths(text, 12)).toBe(BigInt(Math.round(Number(text) * 100)));
      }),
    );
  });
});

describe('moneySchema', () => {
  it('decodes the wire form, minor units as an integer string, to a bigint', () => {
    expect(moneySchema.parse('123450')).toBe(123_450n);
    expect(moneySchema.parse('-5')).toBe(-5n);
    expect(moneySchema.parse('9007199254740993')).toBe(9_007_199_254_740_993n);
  });

  it('encodes a bigint to its wire form', () => {
    expect(z.encode(moneySchema, 123_450n)).toBe('123450');
    expect(z.encode(z.object({ a: moneySchema.nullable() }), { a: -1n })).toEqual({ a: '-1' });
  });

  it('refuses a number, a decimal, grouping or an exponent on the wire', () => {
    for (const bad of [1234.5, '1234.50', '1,234', '1e5', ' 12', '', '12345678901234567890', null]) {
      expect(moneySchema.safeParse(bad).success).toBe(false);
    }
    expect(z.safeEncode(moneySchema, 5 as unknown as bigint).success).toBe(false);
  });
});
