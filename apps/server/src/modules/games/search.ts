/**
 * Name search: game names are matched on a lower-case, accent-free key, so "phat loc", "Phát Lộc"
 * and "PHAT" all find "Hoa Sen Phát Lộc". The key is computed in TypeScript (not with the unaccent
 * extension, whose function is not immutable and cannot back an index) and stored in
 * games.search_text, which a pg_trgm GIN index serves for LIKE '%…%'.
 */

import { foldText } from '@lotus/contracts';

/** The stored search key of a game: both names and the vendor's code. */
export function searchKey(name: { vi: string; en: string }, code: string): string {
  return [foldText(name.vi), foldText(name.en), foldText(code)].join(' · ');
}

/** Escapes LIKE's wildcards so that a search for "%" or "_" matches those characters only. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern for a user's search text, or undefined when nothing is left to search. */
export function containsPattern(search: string | undefined): string | undefined {
  if (search === undefined) return undefined;
  const folded = foldText(search);
  return folded ? `%${escapeLike(folded)}%` : undefined;
}
