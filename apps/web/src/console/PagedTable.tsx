import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { CONSOLE_TABLE } from './ConsolePage';

/** One page of a list as the ops API answers it (`pageOf` in contracts). */
interface Paged<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
}

/**
 * A paged list of the console: loading, empty and failed states, an optional line above the table
 * (`summary`: a count, totals), the table and the pager; dimmed while another page loads.
 */
export function PagedTable<T, P extends Paged<T>>({
  query,
  columns,
  rowKey,
  caption,
  empty,
  summary,
  expanded,
  onPage,
}: {
  query: UseQueryResult<P>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  empty: ReactNode;
  summary?: (page: P) => ReactNode;
  expanded?: (row: T) => ReactNode;
  onPage: (pageNo: number) => void;
}) {
  return (
    <QueryView
      query={query}
      loading={
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      }
      isEmpty={(p) => p.list.length === 0}
      empty={empty}
    >
      {(p) => (
        <div className={cx('flex flex-col gap-3', query.isFetching && 'opacity-70')} aria-busy={query.isFetching}>
          {summary?.(p)}
          <DataTable
            rows={p.list}
            columns={columns}
            rowKey={rowKey}
            caption={caption}
            look={CONSOLE_TABLE}
            expanded={expanded}
          />
          <Pagination page={p.pageNo} totalPages={p.totalPages} onChange={onPage} />
        </div>
      )}
    </QueryView>
  );
}
