/**
 * PostgreSQL's SQLSTATEs for a value it cannot take (class 22, data exception): 22P05 untranslatable
 * character (a lone surrogate), 22021 character not in repertoire (NUL), 22003 numeric value out of range
 * (an id past int4), 22P02 invalid text representation. The input guard (plugins/inputGuard.ts) and
 * the contracts' id schemas refuse all of these first; these codes are the second line, so that input a
 * schema let through answers 400 rather than 500.
 */
const INPUT_SQLSTATES = new Set(['22P05', '22021', '22003', '22P02']);

/** Whether `error` (or a cause of it: Drizzle wraps the driver's error) is PostgreSQL refusing a value. */
export function isDatabaseInputError(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQLSTATES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
