import { describe, expect, it } from 'vitest';
import {
  PATTERN_IDS,
  checkFieldRule,
  checkFieldRules,
  compileAcceptedPattern,
  patternMessageParams,
  type RegisterFieldRule,
} from '../src/index';

const rule = (patternId: RegisterFieldRule['patternId'], o: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId,
  minLength: null,
  maxLength: null,
  ...o,
});

/** Valid and invalid values for every pattern variant of SPEC §5. */
const CASES: Record<(typeof PATTERN_IDS)[number], { ok: string[]; bad: string[] }> = {
  ANY: { ok: ['anything at all', '!@#', 'Tiếng Việt'], bad: [] },
  ALNUM_LETTER_FIRST: { ok: ['a1', 'Player01'], bad: ['1abc', 'ab_c', 'ab c'] },
  LETTERS_CHINESE: { ok: ['abc', '王小明', 'Li王'], bad: ['abc1', 'a b'] },
  EMAIL: { ok: ['a@b.co', 'first.last@example.com.vn'], bad: ['a@b', 'a b@c.d', '@b.co', 'a@.co'] },
  LETTERS_OR_DIGITS: { ok: ['abc', '123', 'a1b2'], bad: ['a-1', 'a 1'] },
  LETTERS_AND_DIGITS: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123'] },
  DIGITS: { ok: ['0123456789'], bad: ['12a', '1 2', '١٢٣'] },
  ALNUM_UPPERCASE: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-1'] },
  ENGLISH_SPACES: { ok: ['Nguyen Van A'], bad: ['Nguyễn', 'A1'] },
  NO_SPACES: { ok: ['a.b-c_d', 'ký'], bad: ['a b', 'a\tb'] },
  CHINESE_PUNCTUATION: { ok: ['你好，世界。'], bad: ['hello', '你好a'] },
  DATE: { ok: ['1990-01-31', '01-31-1990'], bad: ['1990-13-01', '31-01-1990', '1990/01/01'] },
  KOREAN: { ok: ['안녕하세요'], bad: ['안녕 하세요', 'abc'] },
  THAI: { ok: ['สวัสดี'], bad: ['สวัสดี abc', 'abc'] },
  THAI_ENGLISH_SPACES: { ok: ['สวัสดี abc'], bad: ['สวัสดี1'] },
  JAPANESE_FULLWIDTH: { ok: ['こんにちは', 'カタカナー', '漢字'], bad: ['abc', 'ｶﾀｶﾅ'] },
  UPPERCASE: { ok: ['ABC'], bad: ['AbC', 'A B'] },
  UPPERCASE_SPACES: { ok: ['ABC DEF'], bad: ['Abc Def'] },
  STRONG_PASSWORD: { ok: ['Abcdef1!'], bad: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1'] },
};

describe('pattern variants (SPEC §5)', () => {
  for (const id of PATTERN_IDS) {
    it(`${id} accepts and refuses`, () => {
      for (const v of CASES[id].ok) expect(checkFieldRule(rule(id), v), `${id} ${v}`).toBeNull();
      for (const v of CASES[id].bad)
        expect(checkFieldRule(rule(id), v), `${id} ${v}`).toMatchObject({ code: 'pattern_mismatch', patternId: id });
    });
  }
});

describe('field rules', () => {
  it('reads a lone * as .*', () => {
    expect(compileAcceptedPattern('*')!.test('anything')).toBe(true);
    expect(compileAcceptedPattern('^[0-9]*$')!.test('12a')).toBe(false);
    expect(compileAcceptedPattern('(*)')!.test('x')).toBe(true);
  });

  it('checks the brand pattern as well as the variant', () => {
    const r = rule('LETTERS_OR_DIGITS', { acceptedPattern: '^vip' });
    expect(checkFieldRule(r, 'vip01')).toBeNull();
    expect(checkFieldRule(r, 'abc01')).toMatchObject({ code: 'pattern_mismatch' });
  });

  it('ignores a pattern that does not compile, keeping the variant', () => {
    expect(checkFieldRule(rule('DIGITS', { acceptedPattern: '([' }), '123')).toBeNull();
    expect(checkFieldRule(rule('DIGITS', { acceptedPattern: '([' }), 'abc')).not.toBeNull();
  });

  it('counts length in characters, inclusive min and max', () => {
    const r = rule('ANY', { minLength: 2, maxLength: 3 });
    expect(checkFieldRule(r, 'a')).toMatchObject({ code: 'pattern_mismatch', min: 2, max: 3 });
    expect(checkFieldRule(r, 'ab')).toBeNull();
    expect(checkFieldRule(r, '😀😀😀')).toBeNull();
    expect(checkFieldRule(r, 'abcd')).not.toBeNull();
  });

  it('requires a required field, lets an optional one be empty, and skips a disabled rule', () => {
    expect(checkFieldRule(rule('DIGITS'), '  ')).toEqual({ code: 'field_required', field: 'username' });
    expect(checkFieldRule(rule('DIGITS', { required: false }), '')).toBeNull();
    expect(checkFieldRule(rule('DIGITS', { enabled: false }), 'abc')).toBeNull();
  });

  it('gives a single number when min equals max', () => {
    expect(patternMessageParams({ minLength: 6, maxLength: 6 })).toEqual({ min: 6, max: 6, single: 6 });
    expect(patternMessageParams({ minLength: 6, maxLength: 20 })).toEqual({ min: 6, max: 20, single: null });
  });

  it('returns the first problem in rule order, ignoring non-strings', () => {
    const rules = [rule('ALNUM_LETTER_FIRST'), rule('DIGITS', { field: 'mobileNum' })];
    expect(checkFieldRules(rules, { username: 'ok1', mobileNum: 'x' })).toMatchObject({ field: 'mobileNum' });
    expect(checkFieldRules(rules, { username: 5, mobileNum: '1' })).toMatchObject({
      code: 'field_required',
      field: 'username',
    });
    expect(checkFieldRules(rules, { username: '1', mobileNum: 'x' }, ['mobileNum'])).toMatchObject({
      field: 'mobileNum',
    });
  });
});
