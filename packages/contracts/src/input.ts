import { z } from 'zod';

/**
 * What every string the API accepts may not hold (docs/API.md "Text the API refuses"): NUL and the other C0
 * controls except tab, line feed and carriage return; DEL and the C1 controls (U+007F–U+009F); lone
 * surrogates (half of a UTF-16 pair, which UTF-8 and so PostgreSQL cannot encode); the Unicode
 * non-characters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF, …).
 * PostgreSQL refuses NUL and lone surrogates outright; the rest it stores but no page can show, and
 * they hide text from the people who read it.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
export const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Noncharacter_Code_Point}\p{Cs}]/u;

export const hasUnsafeText = (value: string) => UNSAFE_TEXT.test(value);

/**
 * The path (`a.b.0`) of the first string in a parsed input — a value or an object's key — that holds
 * unsafe characters; '' when the input itself is such a string; null when there is none.
 */
export function findUnsafeText(value: unknown): string | null {
  const walk = (v: unknown, path: string): string | null => {
    if (typeof v === 'string') return hasUnsafeText(v) ? path : null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], path ? `${path}.${i}` : String(i));
        if (found !== null) return found;
      }
      return null;
    }
    if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (hasUnsafeText(key)) return at;
        const found = walk(item, at);
        if (found !== null) return found;
      }
    }
    return null;
  };
  return walk(value, '');
}

/** The largest id of an int4 (integer/serial) column: 2^31 − 1. */
export const INT4_MAX = 2_147_483_647;

/**
 * The id of a row of an int4 (serial) column in a JSON body: an integer 1..2^31−1, no string or
 * array forms. A larger number names no row and is refused before any query (docs/API.md "Ids").
 */
export const idSchema = z.number().int().min(1).max(INT4_MAX);

/**
 * The id of a row of a bigint column (identity/bigserial, read as a JS number): 1..2^53−1. No request names
 * such a row yet (the fuzz test would show it); the schema waits for the first that does.
 * @public
 */
export const bigIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * An int4 id in a path or a query string: decimal digits only (no sign, blanks, exponent, hex or
 * leading zeros), 1..2^31−1, read as a number.
 */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'an id')
  .transform(Number)
  .pipe(idSchema);

/**
 * A bigint id in a path or a query string: decimal digits, 1..2^53−1.
 * @public
 */
export const bigIdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'an id')
  .transform(Number)
  .pipe(bigIdSchema);
