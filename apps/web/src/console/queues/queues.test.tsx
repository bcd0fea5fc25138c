import type { QueueClaim } from '@lotus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';
import { opsWithdrawalFixture } from '../../../test/fixtures';
import { serveApi } from '../../../test/harness';

inEnglishConsole();
const LAZY = { timeout: 5000 };

const claimOf = (operatorId: number, operatorName: string): QueueClaim => ({
  operatorId,
  operatorName,
  claimedAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2030-01-01T00:15:00.000Z',
});

/** A withdrawal as the API sends it: money as its minor-unit string (decision 0021). */
const withdrawal = opsWithdrawalFixture;

describe('the work queues', () => {
  it('shows who holds each withdrawal, claims a free one and keeps another operator’s out of reach', async () => {
    const fetch = serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/queues/counts': { deposit: 0, withdrawal: 2 },
      '/ops/withdrawals': [
        withdrawal({}),
        withdrawal({ orderNo: 'W2', status: 'approved', claim: claimOf(99, 'bob') }),
      ],
      '/ops/queues/withdrawal/W1/claim': { kind: 'withdrawal', ref: 'W1', ...claimOf(7, 'finance1') },
    });
    renderConsole('/queues/withdrawals');
    await screen.findByRole('heading', { name: 'Withdrawals', level: 1 }, LAZY);
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    await within(nav).findByLabelText('2 open items');
    // Support's queues are not finance's.
    expect(within(nav).queryByRole('link', { name: /Live chat/ })).toBeNull();

    const mine = (await screen.findByRole('rowheader', { name: 'W1' })).closest('tr')!;
    expect(within(mine).getByText('1,234.50')).toBeTruthy();
    const theirs = screen.getByRole('rowheader', { name: 'W2' }).closest('tr')!;
    expect(within(theirs).getByText('Claimed by bob')).toBeTruthy();
    expect((within(theirs).getByRole('button', { name: 'Pay W2' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(theirs).getByRole('button', { name: 'Reject W2' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(theirs).queryByRole('button', { name: 'Claim W2' })).toBeNull();

    fireEvent.click(within(mine).getByRole('button', { name: 'Claim W1' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, init]) => String(u).endsWith('/ops/queues/withdrawal/W1/claim') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('shows the member behind each withdrawal and pays only a claimed one', async () => {
    serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/queues/counts': { withdrawal: 2 },
      '/ops/withdrawals': [
        withdrawal({ status: 'approved' }),
        withdrawal({ orderNo: 'W3', status: 'approved', claim: claimOf(7, 'finance1') }),
      ],
      '/ops/queues/withdrawal/standing': [
        {
          orderNo: 'W1',
          turnoverLeft: '5000000',
          bonus: { title: { vi: 'Thưởng nạp lại', en: 'Reload bonus' }, amount: '10000000', wageringLeft: '240000000' },
          rg: { block: { kind: 'timeout', until: '2030-01-02T03:04:05.000Z' }, limits: 2 },
        },
        { orderNo: 'W3', turnoverLeft: '0', bonus: null, rg: { block: null, limits: 0 } },
      ],
    });
    renderConsole('/queues/withdrawals');
    const unclaimed = (await screen.findByRole('rowheader', { name: 'W1' }, LAZY)).closest('tr')!;
    await within(unclaimed).findByText('50,000.00');
    expect(screen.getByRole('columnheader', { name: 'Member standing' })).toBeTruthy();
    expect(within(unclaimed).getByText('Reload bonus: 100,000.00, 2,400,000.00 still to wager')).toBeTruthy();
    expect(within(unclaimed).getByText(/^Time-out until 2030-01-0/)).toBeTruthy();
    expect(within(unclaimed).getByText('2 limits set')).toBeTruthy();
    expect(within(unclaimed).getByText('Turnover left:')).toBeTruthy();
    const pay = within(unclaimed).getByRole('button', { name: 'Pay W1' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(pay.title).toBe('Claim it first to pay it');
    const claimed = screen.getByRole('rowheader', { name: 'W3' }).closest('tr')!;
    expect(within(claimed).getByText('None')).toBeTruthy();
    expect(within(claimed).getByText('No limits')).toBeTruthy();
    expect((within(claimed).getByRole('button', { name: 'Pay W3' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a rejection needs a reason, sent with the decision', async () => {
    const fetch = serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/queues/counts': { withdrawal: 1 },
      '/ops/withdrawals': [withdrawal({})],
      '/ops/withdrawals/W1/reject': withdrawal({ status: 'rejected' }),
    });
    renderConsole('/queues/withdrawals');
    const row = (await screen.findByRole('rowheader', { name: 'W1' }, LAZY)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Reject W1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject W1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByText('Up to 200 characters; a rejection needs a reason');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'name does not match' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject W1?' })).toBeNull());
    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/ops/withdrawals/W1/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'name does not match' });
  });

  it('a support operator sees its own queues only', async () => {
    serveApi({
      '/ops/auth/me': operatorOf('support'),
      '/ops/queues/counts': { dispute: 0, feedback: 3, chat: 1 },
      '/ops/feedback': [],
    });
    renderConsole('/queues/feedback');
    await screen.findByRole('heading', { name: 'Feedback', level: 1 }, LAZY);
    await screen.findByText('No feedback is open.');
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(within(nav).getByRole('link', { name: /Not-received disputes/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Live chat/ })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /^Withdrawals/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Deposits to credit/ })).toBeNull();
    await within(nav).findByLabelText('3 open items');
  });

  it('a claim another operator took first names that operator', async () => {
    serveApi({
      '/ops/auth/me': operatorOf('finance'),
      '/ops/queues/counts': { withdrawal: 1 },
      '/ops/withdrawals': [withdrawal({})],
      '/ops/queues/withdrawal/W1/claim': () => {
        throw {
          status: 409,
          body: { success: false, errorCode: 'item_claimed_by_other', message: 'x', value: { holder: 'bob' } },
        };
      },
    });
    renderConsole('/queues/withdrawals');
    const row = (await screen.findByRole('rowheader', { name: 'W1' }, LAZY)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Claim W1' }));
    await within(row).findByText('bob is working on this item: claim it when they release it.');
  });
});
