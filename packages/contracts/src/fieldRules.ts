import type { RegisterFieldRule } from './system';
import { PATTERN_IDS } from './system';

type PatternId = (typeof PATTERN_IDS)[number];

/**
 * The pattern variants of SPEC §5, keyed by patternId. A value must match both its rule's
 * acceptedPattern (the brand's own expression) and the variant named by its patternId, so that a
 * loose acceptedPattern such as '*' still keeps an EMAIL an e-mail.
 */
export const PATTERN_VARIANTS: Record<PatternId, RegExp> = {
  ANY: /^[\s\S]*$/u,
  ALNUM_LETTER_FIRST: /^[A-Za-z][A-Za-z0-9]*$/u,
  LETTERS_CHINESE: /^[A-Za-z\p{Script=Han}]*$/u,
  EMAIL: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u,
  LETTERS_OR_DIGITS: /^[A-Za-z0-9]*$/u,
  LETTERS_AND_DIGITS: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]*$/u,
  DIGITS: /^[0-9]*$/u,
  ALNUM_UPPERCASE: /^(?=.*[A-Z])[A-Za-z0-9]*$/u,
  ENGLISH_SPACES: /^[A-Za-z ]*$/u,
  NO_SPACES: /^\S*$/u,
  CHINESE_PUNCTUATION: /^[\p{Script=Han}\p{P}]*$/u,
  DATE: /^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4})$/u,
  KOREAN: /^[\p{Script=Hangul}]*$/u,
  THAI: /^[\p{Script=Thai}]*$/u,
  THAI_ENGLISH_SPACES: /^[\p{Script=Thai}A-Za-z ]*$/u,
  JAPANESE_FULLWIDTH: /^[\u3040-\u309F\u30A0-\u30FF\p{Script=Han}\u3000-\u303F\uFF01-\uFF60]*$/u,
  UPPERCASE: /^[A-Z]*$/u,
  UPPERCASE_SPACES: /^[A-Z ]*$/u,
  STRONG_PASSWORD: /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).*$/u,
};

const compiled = new Map<string, RegExp | null>();

/**
 * The brand's acceptedPattern as a RegExp. A '*' that quantifies nothing (the whole pattern, or
 * one at the start, after '^', '(' or '|') is read as '.*' (SPEC §3). A pattern that does not
 * compile gives null: the patternId variant alone then decides.
 */
export function compileAcceptedPattern(pattern: string): RegExp | null {
  if (compiled.has(pattern)) return compiled.get(pattern)!;
  const source = pattern.replace(/(^|[\^(|])\*/g, '$1.*');
  let re: RegExp | null;
  try {
    re = new RegExp(source, 'u');
  } catch {
    re = null;
  }
  if (compiled.size > 500) compiled.clear();
  compiled.set(pattern, re);
  return re;
}

/** Length in characters (code points), as a person counts them. */
export const charLength = (value: string) => Array.from(value).length;

export type FieldProblem =
  | { code: 'field_required'; field: string }
  | { code: 'pattern_mismatch'; field: string; patternId: PatternId; min: number | null; max: number | null };

/** The parameters of a pattern message: `{min}`, `{max}`, or a single number when they are equal. */
export function patternMessageParams(rule: Pick<RegisterFieldRule, 'minLength' | 'maxLength'>) {
  const { minLength: min, maxLength: max } = rule;
  return { min, max, single: min !== null && min === max ? min : null };
}

/**
 * Checks one value against its field rule. Empty (after trimming) is fine for an optional field
 * and `field_required` for a required one. A disabled rule checks nothing.
 */
export function checkFieldRule(rule: RegisterFieldRule, raw: string | null | undefined): FieldProblem | null {
  if (!rule.enabled) return null;
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? { code: 'field_required', field: rule.field } : null;
  const mismatch: FieldProblem = {
    code: 'pattern_mismatch',
    field: rule.field,
    patternId: rule.patternId,
    min: rule.minLength,
    max: rule.maxLength,
  };
  const len = charLength(value);
  if (rule.minLength !== null && len < rule.minLength) return mismatch;
  if (rule.maxLength !== null && len > rule.maxLength) return mismatch;
  const variant = PATTERN_VARIANTS[rule.patternId] ?? PATTERN_VARIANTS.ANY;
  if (!variant.test(value)) return mismatch;
  const accepted = compileAcceptedPattern(rule.acceptedPattern);
  if (accepted && !accepted.test(value)) return mismatch;
  return null;
}

/**
 * Checks the fields named in `fields` (default: every rule) and returns the first problem in the
 * rule order, or null. Values absent from `values` count as empty.
 */
export function checkFieldRules(
  rules: readonly RegisterFieldRule[],
  values: Readonly<Record<string, unknown>>,
  fields?: readonly string[],
): FieldProblem | null {
  for (const rule of rules) {
    if (fields && !fields.includes(rule.field)) continue;
    const v = values[rule.field];
    const problem = checkFieldRule(rule, typeof v === 'string' ? v : undefined);
    if (problem) return problem;
  }
  return null;
}

/** The rule of one field, if the brand has one. */
export const ruleFor = (rules: readonly RegisterFieldRule[], field: RegisterFieldRule['field']) =>
  rules.find((r) => r.field === field);

/** The rules of the credential fields when the brand has none enabled (the server and the web agree). */
export const FALLBACK_RULES = {
  /** Letters and digits, 6–20. */
  password: {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'LETTERS_AND_DIGITS',
    minLength: 6,
    maxLength: 20,
  },
  /** Six digits. */
  paymentPassword: {
    field: 'paymentPassword',
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]*$',
    patternId: 'DIGITS',
    minLength: 6,
    maxLength: 6,
  },
  /** Digits, 6–15. */
  mobileNum: {
    field: 'mobileNum',
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]*$',
    patternId: 'DIGITS',
    minLength: 6,
    maxLength: 15,
  },
} as const satisfies Record<string, RegisterFieldRule>;

/** The brand's enabled rule for a credential field, always required; else the fallback. */
export function credentialRule(
  rules: readonly RegisterFieldRule[],
  field: keyof typeof FALLBACK_RULES,
): RegisterFieldRule {
  const r = rules.find((x) => x.field === field && x.enabled);
  return r ? { ...r, required: true } : FALLBACK_RULES[field];
}
