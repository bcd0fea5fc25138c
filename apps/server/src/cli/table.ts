/** A column of a printed table: its heading and how to show a row's cell. */
export interface Column<T> {
  header: string;
  value(row: T): string | number | boolean | null | undefined;
}

const show = (v: string | number | boolean | null | undefined) =>
  v === null || v === undefined || v === '' ? '-' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v);

/** Lays rows out as a plain-text table with a heading line; an empty list prints `emptyText`. */
export function formatTable<T>(rows: readonly T[], columns: readonly Column<T>[], emptyText = '(none)'): string {
  if (rows.length === 0) return emptyText;
  const cells = rows.map((row) => columns.map((c) => show(c.value(row)).replace(/\s+/g, ' ')));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]!.length)));
  const line = (parts: string[]) =>
    parts
      .map((p, i) => (i === parts.length - 1 ? p : p.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : '-');
