import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '@lotus/contracts';

/**
 * Accent-free, lower-case matching of Vietnamese names: "NGUYEN VAN AN" finds "Nguyễn Văn An" (banks print holder
 * names without accents). The database folds with translate() over the letters below (no extension needed, and it
 * does not depend on the database's locale); the text searched for is folded by contracts' foldText, which gives
 * the same letters for every one of them.
 */
const ACCENTED = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';
const PLAIN = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';
const FROM = ACCENTED + ACCENTED.toUpperCase();
const TO = PLAIN + PLAIN.toUpperCase();

/** `column` (folded) contains `text` (folded), its LIKE characters taken literally. */
export function foldedContains(column: SQL, text: string): SQL {
  const pattern = `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(translate(${column}, ${FROM}, ${TO})) like ${pattern}`;
}
