import type { ReactNode } from 'react';
import type { Column } from '@/components/DataTable';

/**
 * A column of amounts, the same in every console table: right-aligned tabular figures, each cell the row's
 * amount written by the page's `money` (money of the answers, a bigint of minor units: decision 0021; or a number
 * where an answer still carries one),
 * a dash where the row has none. `cellClassName` replaces the figures' class (a colour that depends on the row).
 */
export function moneyColumn<Row, Amount extends number | bigint = number>(
  id: string,
  header: ReactNode,
  amount: (row: Row) => Amount | null | undefined,
  money: (amount: NoInfer<Amount>) => string,
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
