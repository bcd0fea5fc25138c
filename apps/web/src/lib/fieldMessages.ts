import { PATTERN_IDS, patternMessageParams, type FieldProblem } from '@lotus/contracts';
import type { TFunction } from '@/lib/i18n';
import { isApiError } from './api';

type PatternId = (typeof PATTERN_IDS)[number];

const isPatternId = (v: unknown): v is PatternId =>
  typeof v === 'string' && (PATTERN_IDS as readonly string[]).includes(v);

/**
 * The text of a pattern rule (SPEC §5): `patterns.<patternId>` with the length in
 * `patternLength.*` — "{{min}}–{{max}}", a single number when min equals max, or one bound.
 */
export function patternText(t: TFunction, patternId: string, min: number | null, max: number | null): string {
  const rule = t(`patterns.${isPatternId(patternId) ? patternId : 'ANY'}`);
  const { single } = patternMessageParams({ minLength: min, maxLength: max });
  let length: string | null = null;
  if (single !== null) length = t('patternLength.exact', { n: single });
  else if (min !== null && max !== null) length = t('patternLength.range', { min, max });
  else if (min !== null) length = t('patternLength.min', { min });
  else if (max !== null) length = t('patternLength.max', { max });
  return length ? t('patternLength.withRule', { rule, length }) : rule;
}

/** The message of a field-rule problem from the shared checks (checkFieldRule). */
export function fieldProblemMessage(t: TFunction, problem: FieldProblem): string {
  if (problem.code === 'field_required') return t('form.required');
  return patternText(t, problem.patternId, problem.min, problem.max);
}

/**
 * A server answer that names a field (`field` of the envelope), as the message to show under it:
 * `pattern_mismatch` with its rule text, others by `errors.<code>`. Null when no field is named.
 */
export function apiFieldError(
  t: TFunction,
  exists: (key: string) => boolean,
  error: unknown,
): { field: string; message: string } | null {
  if (!isApiError(error) || !error.field) return null;
  if (error.errorCode === 'pattern_mismatch') {
    const d = (error.details ?? {}) as { patternId?: unknown; min?: unknown; max?: unknown };
    const min = typeof d.min === 'number' ? d.min : null;
    const max = typeof d.max === 'number' ? d.max : null;
    return { field: error.field, message: patternText(t, String(d.patternId ?? 'ANY'), min, max) };
  }
  if (error.errorCode === 'field_required') return { field: error.field, message: t('form.required') };
  const key = `errors.${error.errorCode}`;
  return { field: error.field, message: exists(key) ? t(key) : error.message };
}
