import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DataTable, type Column } from './DataTable';
import { QueryView } from './QueryView';

interface Row {
  name: string;
  amount: number;
}
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, rowHeader: true },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => String(r.amount),
    align: 'right',
    cellClassName: (r) => (r.amount < 0 ? 'text-rose-300' : 'text-emerald-300'),
  },
];

describe('DataTable', () => {
  it('draws a named table: a header row of columns, a row per record with its row header', () => {
    render(
      <DataTable
        rows={[
          { name: 'a', amount: 5 },
          { name: 'b', amount: -2 },
        ]}
        columns={columns}
        rowKey={(r) => r.name}
        caption="Records"
      />,
    );
    const table = screen.getByRole('table', { name: 'Records' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Amount']);
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('b');
    const amount = within(rows[2]!).getByRole('cell');
    expect(amount.textContent).toBe('-2');
    expect(amount.className).toContain('text-right');
    expect(amount.className).toContain('text-rose-300');
  });
});

const query = <T,>(over: Partial<UseQueryResult<T>>) =>
  ({ isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...over }) as UseQueryResult<T>;

describe('QueryView', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the loading view, then the error with a retry, the empty view, or the answer', () => {
    const view = (q: UseQueryResult<string[]>) => (
      <QueryView query={q} loading={<p>loading</p>} isEmpty={(d) => d.length === 0} empty={<p>nothing</p>}>
        {(d) => <p>{d.join(',')}</p>}
      </QueryView>
    );
    const { rerender } = render(view(query({ isPending: true })));
    expect(screen.getByText('loading')).toBeTruthy();
    const failed = query<string[]>({ isError: true, error: new Error('x') });
    rerender(view(failed));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    rerender(view(query({ data: [] })));
    expect(screen.getByText('nothing')).toBeTruthy();
    rerender(view(query({ data: ['a', 'b'] })));
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
