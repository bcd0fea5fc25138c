import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';
import { opsWithdrawalFixture } from '../../../test/fixtures';
import { serveApi } from '../../../test/harness';

inEnglishConsole();
const LAZY = { timeout: 5000 };

/** A requested withdrawal of 2,000.00 as the API sends it (issue 34's fields: waitingFor, firstApprovedBy/At). */
const withdrawal = (over: Parameters<typeof opsWithdrawalFixture>[0]) =>
  opsWithdrawalFixture({ amount: '200000', ...over });
const firstBy = (name: string) => ({
  waitingFor: 'second_approval' as const,
  firstApprovedBy: name,
  firstApprovedAt: '2030-01-01T00:05:00.000Z',
});

describe('four eyes and KYC holds in the console', () => {
  it('the withdrawals queue names the first approval, keeps its maker away and holds what waits for KYC', async () => {
    serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/queues/counts': { withdrawal: 3 },
      '/ops/withdrawals': [
        withdrawal({ orderNo: 'W1', ...firstBy('finance1') }),
        withdrawal({ orderNo: 'W2', ...firstBy('bob') }),
        withdrawal({ orderNo: 'W3', waitingFor: 'kyc' }),
      ],
    });
    renderConsole('/queues/withdrawals');
    const w1 = (await screen.findByRole('rowheader', { name: 'W1' }, LAZY)).closest('tr')!;
    expect(within(w1).getByText('1st approval: finance1 – needs a second operator')).toBeTruthy();
    expect(within(w1).getByText('You approved first; another operator decides')).toBeTruthy();
    expect(within(w1).queryByRole('button', { name: 'Approve W1' })).toBeNull();
    const w2 = screen.getByRole('rowheader', { name: 'W2' }).closest('tr')!;
    expect(within(w2).getByRole('button', { name: 'Approve W2' }).textContent).toBe('Second approval');
    const w3 = screen.getByRole('rowheader', { name: 'W3' }).closest('tr')!;
    expect(within(w3).getByText('Waits for KYC')).toBeTruthy();
    expect((within(w3).getByRole('button', { name: 'Approve W3' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the approvals page lists withdrawals waiting for a second approval and who may give it', async () => {
    const fetch = serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/queues/counts': {},
      '/ops/adjustments': { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 },
      '/ops/withdrawals': [
        withdrawal({ orderNo: 'W1', ...firstBy('finance1') }),
        withdrawal({ orderNo: 'W2', ...firstBy('bob') }),
        withdrawal({ orderNo: 'W4' }),
      ],
      '/ops/withdrawals/W2/approve': withdrawal({ orderNo: 'W2', status: 'approved', ...firstBy('bob') }),
    });
    renderConsole('/approvals');
    const table = await screen.findByRole('table', { name: 'Withdrawals waiting for a second approval' }, LAZY);
    expect(within(table).queryByRole('rowheader', { name: 'W4' })).toBeNull();
    const w1 = within(table).getByRole('rowheader', { name: 'W1' }).closest('tr')!;
    expect(within(w1).getByText('Another operator (not you, finance1)')).toBeTruthy();
    expect(within(w1).queryByRole('button')).toBeNull();
    const w2 = within(table).getByRole('rowheader', { name: 'W2' }).closest('tr')!;
    expect(within(w2).getByText('You, or any operator but the first')).toBeTruthy();
    fireEvent.click(within(w2).getByRole('button', { name: 'Second approval of W2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve withdrawal W2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Second approval' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, init]) => String(u).endsWith('/ops/withdrawals/W2/approve') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
