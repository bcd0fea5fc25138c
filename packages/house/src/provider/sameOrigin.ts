const BASE = 'http://same-origin.invalid';

/** A control character, a blank or a backslash: browsers drop tabs and newlines and read `\` as `/`. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\\]/;

/**
 * The one gate of every redirect and "back" target (the house's pages, the site's launch answers):
 * `raw` as a path of this site (`/lobby?x=1#y`, normalised), or null when it is not one for sure.
 * Refused: anything not starting with one `/` (`//host`, `javascript:`, `https://…`); backslashes,
 * blanks and control characters (`/\host`, `/\t/host`); and the same in any percent-decoded form
 * (`/%5Chost`, `/%2F/host`, `%2F%2Fhost`, `/%252F%252Fhost`), since whoever reads it next may decode
 * it once more. What is left must resolve to this origin (WHATWG URL, as browsers parse it).
 */
export function sameOriginPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1024) return null;
  let form = raw;
  for (let i = 0; i < 4; i++) {
    if (UNSAFE.test(form) || !form.startsWith('/') || form.startsWith('//')) return null;
    let next: string;
    try {
      next = decodeURIComponent(form);
    } catch {
      return null;
    }
    if (next === form) break;
    if (i === 3) return null;
    form = next;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
