import type { OpsBankLine } from '@lotus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';
import { serveApi } from '../../../test/harness';

inEnglishConsole();
const LAZY = { timeout: 5000 };

const line = (over: Partial<OpsBankLine>): OpsBankLine => ({
  id: 7,
  brand: 'LOTUS',
  source: 'feed:vcb',
  bankTxId: 'FT123',
  accountNo: '0071000123456',
  amount: 18_000_000,
  content: 'LTABCD2345 NGUYEN VAN AN',
  occurredAt: '2030-01-01T00:00:00.000Z',
  receivedAt: '2030-01-01T00:00:01.000Z',
  status: 'queued',
  reason: 'amount_mismatch',
  order: {
    orderNo: 'D1',
    username: 'demo01',
    amount: 20_000_000,
    status: 'pending',
    reference: 'LTABCD2345',
    expiresAt: '2030-01-02T00:00:00.000Z',
  },
  resolution: null,
  creditedOrderNo: null,
  resolvedBy: null,
  resolvedAt: null,
  note: null,
  ...over,
});

describe('the bank statement queue', () => {
  it('shows why a line waits and its suggested order; credit confirms first and sends the decision', async () => {
    const fetch = serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/queues/counts': { deposit: 0 },
      '/ops/bank/lines': [line({}), line({ id: 8, reason: 'unknown_reference', order: null, content: 'nap game' })],
      '/ops/bank/lines/7/resolve': line({ status: 'resolved', resolution: 'credited', creditedOrderNo: 'D1' }),
      '/ops/bank/lines/8/resolve': line({ id: 8, status: 'resolved', resolution: 'refund' }),
    });
    renderConsole('/queues/bank');
    await screen.findByRole('heading', { name: 'Bank statement', level: 1 }, LAZY);
    const wrong = (await screen.findByText('LTABCD2345 NGUYEN VAN AN')).closest('tr')!;
    expect(within(wrong).getByText('Wrong amount')).toBeTruthy();
    expect(within(wrong).getByText('180,000.00')).toBeTruthy();
    expect(within(wrong).getByText('demo01 · 200,000.00 · pending')).toBeTruthy();
    const unknown = screen.getByText('nap game').closest('tr')!;
    expect(within(unknown).getByText('Unknown reference')).toBeTruthy();
    // No order to credit: link or refund only.
    expect(within(unknown).queryByRole('button', { name: /^Credit order/ })).toBeNull();

    fireEvent.click(within(wrong).getByRole('button', { name: 'Credit order D1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Credit order D1?' });
    expect(within(confirm).getByText('Credit 180,000.00 (the amount received) to demo01.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Credit the order' }));
    await waitFor(() => {
      const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/ops/bank/lines/7/resolve'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ action: 'credit' });
    });

    fireEvent.click(within(unknown).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund' });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'returned, FT 889' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => {
      const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/ops/bank/lines/8/resolve'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ action: 'refund', note: 'returned, FT 889' });
    });
  });
});
