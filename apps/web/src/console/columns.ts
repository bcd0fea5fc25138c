import type { ReactNode } from 'react';
import type { Column } from '@/components/DataTable';
import { formatTime, zoneLabel } from './format';

/**
 * A column of amounts, the same in every console table: right-aligned tabular figures, each cell the row's
 * amount (money of the answers, a bigint of minor units: decision 0021) written by the page's `money`, a dash
 * where the row has none. `cellClassName` replaces the figures' class (a colour that depends on the row).
 */
export function moneyColumn<Row>(
  id: string,
  header: ReactNode,
  amount: (row: Row) => bigint | null | undefined,
  money: (amount: bigint) => string,
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

/**
 * A column of times, the same in every console list: `yyyy-MM-dd HH:mm:ss` in the console's one zone (the brand's),
 * the header naming that zone ("Created (GMT+7)"), a dash where the row has none.
 */
export function timeColumn<Row>(
  id: string,
  header: string,
  time: (row: Row) => string | null | undefined,
): Column<Row> {
  return {
    id,
    header: `${header} (${zoneLabel()})`,
    cellClassName: 'tabular-nums whitespace-nowrap',
    cell: (row) => formatTime(time(row)),
  };
}
