/**
 * The search key of free text, the same on the server (games.search_text, help articles) and in
 * the web (the help centre's own search): lower case, without diacritics (đ → d), runs of blanks
 * as one space. So "phat loc", "Phát Lộc" and "PHAT" all match "Hoa Sen Phát Lộc".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
