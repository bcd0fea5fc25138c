/**
 * Text without its diacritics, Vietnamese đ/Đ as d/D, case kept: "Đông Á" → "Dong A". The one place
 * names and free text are folded; the keys below and bankPrintedName, slugs and codes build on it.
 */
export function stripDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/**
 * The search key of free text, the same on the server (games.search_text, help articles) and in
 * the web (the help centre's own search): lower case, without diacritics (đ → d), runs of blanks
 * as one space. So "phat loc", "Phát Lộc" and "PHAT" all match "Hoa Sen Phát Lộc".
 */
export function foldText(text: string): string {
  return stripDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Payee names compared as banks print them (accents folded, đ → d, case and spacing ignored): two
 * members with the same key are paid to the same person. Null for no name or a blank one.
 */
export function payeeKey(name: string | null): string | null {
  return (name && foldText(name)) || null;
}
