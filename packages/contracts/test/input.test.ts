import { describe, expect, it } from 'vitest';
import {
  findUnsafeText,
  freeCreditRulesSchema,
  hasUnsafeText,
  idParam,
  idSchema,
  lotteryPlaceBetsSchema,
} from '../src';

describe('unsafe text (issue 29)', () => {
  it('finds NUL, controls, DEL, C1, lone surrogates and non-characters', () => {
    for (const s of [
      '\u0000',
      'a\u0001',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      'x\udc00',
      '\ufdd0',
      '\ufffe',
      '\uffff',
      '\u{1fffe}',
      '\u{10ffff}',
    ]) {
      expect(hasUnsafeText(s), JSON.stringify(s)).toBe(true);
    }
  });

  it('keeps tab, new lines, Vietnamese, emoji and other scripts', () => {
    for (const s of ['a\tb\r\nc', 'Phát Lộc Đại Cát', '😀👍🏽', '中文', 'ภาษาไทย', '\u00a0', '\u200b', '']) {
      expect(hasUnsafeText(s), JSON.stringify(s)).toBe(false);
    }
  });

  it('names the path of the first unsafe value or key', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x' }, { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(findUnsafeText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ a: 1, b: null, c: true, d: ['ok'] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });
});

describe('ids (issue 29)', () => {
  it('in bodies: integers 1..2^31−1, nothing else', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(2147483647).success).toBe(true);
    for (const v of [0, -1, 2147483648, 2 ** 63, 1.5, Infinity, '1', [1], null]) {
      expect(idSchema.safeParse(v).success, String(v)).toBe(false);
    }
  });

  it('in paths and queries: decimal digits only', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse('2147483647')).toBe(2147483647);
    for (const v of ['0', '-1', '2147483648', '9223372036854775808', '1e3', '0x10', '01', ' 1', '1 ', '', '1.0']) {
      expect(idParam.safeParse(v).success, v).toBe(false);
    }
  });
});

describe('no coercion of body numbers (issue 29)', () => {
  const item = { drawId: 1, betType: 'a', selection: '1', stake: 1 };
  it('the lottery multiplier is a number', () => {
    expect(lotteryPlaceBetsSchema.safeParse({ items: [item], multiplier: 2 }).success).toBe(true);
    for (const multiplier of ['2', [2], true]) {
      expect(lotteryPlaceBetsSchema.safeParse({ items: [item], multiplier }).success, JSON.stringify(multiplier)).toBe(
        false,
      );
    }
  });

  it("a promotion's minor units: a bigint, an integer or digits; not a list, a boolean or a blank", () => {
    for (const amount of [100n, 100, '100']) {
      expect(freeCreditRulesSchema.parse({ kind: 'free_credit', amount }).amount).toBe(100n);
    }
    for (const amount of [[100], true, '', ' 1', '1e3', -1, 0]) {
      expect(freeCreditRulesSchema.safeParse({ kind: 'free_credit', amount }).success, JSON.stringify(amount)).toBe(
        false,
      );
    }
  });
});
