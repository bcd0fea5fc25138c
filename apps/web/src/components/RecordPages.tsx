import type { ReactNode } from 'react';
import { cx } from './cx';
import { DataTable, type Column } from './DataTable';
import { Pagination } from './Pagination';

/**
 * One page of a member's records: a table from 768 px, a card per row on phones (`card`), the pager
 * below; dimmed while the next page loads (`fetching`).
 */
export function RecordPages<T>({
  rows,
  columns,
  rowKey,
  caption,
  card,
  page,
  totalPages,
  onPage,
  fetching,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  card: (row: T) => ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  fetching: boolean;
}) {
  return (
    <div className={cx('flex flex-col gap-3', fetching && 'opacity-70')} aria-busy={fetching}>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        caption={caption}
        look={{ frame: 'hidden rounded-2xl ring-1 ring-white/10 md:block' }}
      />
      <ul className="flex flex-col gap-2 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl bg-navy-850 px-4 py-3 ring-1 ring-white/10">
            {card(row)}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onChange={onPage} />
    </div>
  );
}
