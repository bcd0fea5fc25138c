import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });
const contract = {
  id: 7,
  kind: 'daily_salary',
  period: 'daily',
  status: 'active',
  endReason: null,
  upline: { username: 'agent01', isAgent: 1 },
  downline: { username: 'demo01', isAgent: 0 },
  tiers: [{ validBet: '100000', profitLoss: '0', activeMembers: 0, betAmount: '0', rateBps: 30 }],
  carryOver: 'none',
  maxRateBps: 30,
  replacesId: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: '2026-11-20T03:05:00.000Z',
  endedAt: null,
};
const payout = {
  id: 1,
  contractId: 7,
  kind: 'daily_salary',
  type: 'adjustment',
  period: 'D2026-11-26',
  forPeriod: 'D2026-11-25',
  periodStart: '2026-11-24T17:00:00.000Z',
  periodEnd: '2026-11-25T17:00:00.000Z',
  member: 'demo01',
  upline: 'agent01',
  // Money as the API sends it: the minor-unit string (decision 0021).
  teamValidBet: '123456750',
  teamProfit: '-1000',
  carried: '0',
  carryForward: '0',
  activeMembers: 1,
  tier: 1,
  rateBps: 30,
  gross: '370370',
  downlineGross: '0',
  amount: '-1250',
  paid: '0',
  computedAt: '2026-11-26T17:01:00.000Z',
};

describe('the agent contracts console page', () => {
  it('lists an account’s contracts and payouts and terminates one with agents.manage', async () => {
    const terminate = vi.fn((_body: unknown) => ({ ...contract, status: 'terminated', endReason: 'operator' }));
    const fetch = serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/agent-contracts': page([contract]),
      '/ops/agent-contracts/payouts': page([payout]),
      '/ops/agent-contracts/terminate': (_url: URL, init?: RequestInit) =>
        terminate(JSON.parse(String(init?.body)) as never),
    });
    renderConsole('/agents/contracts');
    const contracts = await screen.findByRole('table', { name: 'Contracts' }, LAZY);
    expect(within(contracts).getByText('agent01')).toBeTruthy();
    expect(within(contracts).getByText('0.3%')).toBeTruthy();
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(payouts.textContent).toContain('1,234,567.50');
    expect(payouts.textContent).toContain('D2026-11-25 → D2026-11-26');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'demo01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input]) => new URL(String(input), 'http://x').searchParams.get('username') === 'demo01',
        ),
      ).toBe(true),
    );
    fireEvent.click(within(contracts).getByRole('button', { name: 'Terminate' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' }, LAZY);
    expect(terminate).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(terminate).toHaveBeenCalledWith({ brand: 'LOTUS', contractId: 7 }));
  });
});
