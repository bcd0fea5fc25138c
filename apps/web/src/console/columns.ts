import type { ReactNode } from 'react';
import type { Column } from '@/components/DataTable';

/**
 * A column of amounts, the same in every console table: right-aligned tabular figures, each cell the row's
 * amount written by the page's `money` (major units, or minor units over 100 where the answer carries those),
 * a dash where the row has none. `cellClassName` replaces the figures' class (a colour that depends on the row).
 */
export function moneyColumn<Row>(
  id: string,
  header: ReactNode,
  amount: (row: Row) => number | null | undefined,
  money: (amount: number) => string,
  cellClassName: Column<Row>['cellClassName'] = 'tabular-nums',
): Column<Row> {
  return {
    id,
    header,
    align: 'right',
    cellClassName,
    cell: (row) => {
      const value = amount(row);
      return value === null || value === undefined ? '—' : money(value);
    },
  };
}
