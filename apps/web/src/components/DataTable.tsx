import { Fragment, type Key, type ReactNode } from 'react';
import { cx } from './cx';

export interface Column<Row> {
  /** Tells the columns apart (React key). */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers align right, header and cells alike. */
  align?: 'right';
  /** Classes of this column's cells besides the table's `cell` ones, from the row where they depend on it. */
  cellClassName?: string | ((row: Row) => string);
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
}

/** The classes of a table's parts; what a table leaves out is the boxed look of the records pages. */
export interface TableLook {
  /** The scrolling box around the table. */
  frame?: string;
  table?: string;
  head?: string;
  headRow?: string;
  body?: string;
  row?: string;
  /** Every header and body cell (padding). */
  cell?: string;
}

const BOXED: Required<TableLook> = {
  frame: 'rounded-lg ring-1 ring-white/10',
  table: 'text-sm',
  head: 'bg-navy-900 text-xs text-slate-400',
  headRow: '',
  body: 'divide-y divide-white/5',
  row: 'text-slate-200',
  cell: 'px-3 py-2',
};

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row, index: number) => Key;
  /** The table's name for screen readers (a hidden caption). */
  caption?: string;
  look?: TableLook;
  /** What shows under a row across the whole table (its details opened), or null for none. */
  expanded?: (row: Row) => ReactNode;
}

/** A table of records, one row a record, one column a field; it scrolls sideways in its box when narrow. */
export function DataTable<Row>({ rows, columns, rowKey, caption, look: given, expanded }: DataTableProps<Row>) {
  const look = { ...BOXED, ...given };
  const align = (c: Column<Row>) => c.align === 'right' && 'text-right';
  return (
    <div className={cx('overflow-x-auto', look.frame)}>
      <table className={cx('w-full text-left', look.table)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={look.head}>
          <tr className={look.headRow || undefined}>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={cx(look.cell, 'font-medium', align(c))}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={look.body || undefined}>
          {rows.map((row, i) => {
            const details = expanded?.(row);
            return (
              <Fragment key={rowKey(row, i)}>
                <tr className={look.row || undefined}>
                  {columns.map((c) => {
                    const className = cx(
                      look.cell,
                      align(c),
                      typeof c.cellClassName === 'function' ? c.cellClassName(row) : c.cellClassName,
                    );
                    return c.rowHeader ? (
                      <th key={c.id} scope="row" className={className}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.id} className={className}>
                        {c.cell(row)}
                      </td>
                    );
                  })}
                </tr>
                {details != null && details !== false && (
                  <tr className={look.row || undefined}>
                    <td colSpan={columns.length} className={look.cell}>
                      {details}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
