/**
 * Name search: game names are matched on a lower-case, accent-free key, so "phat loc", "Phát Lộc"
 * and "PHAT" all find "Hoa Sen Phát Lộc". The key is stored in games.search_text by whoever writes
 * the catalogue (db/seed/catalogueWriter.ts), folded with contracts' foldText as the search text is
 * here; a pg_trgm GIN index serves LIKE '%…%' on it.
 */

import { foldText } from '@lotus/contracts';

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
