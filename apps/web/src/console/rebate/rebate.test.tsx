import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const SETTINGS = {
  enabled: true,
  payout: 'main',
  wageringMultiple: 1,
  bonusExpiryDays: 7,
  minClaim: '1000',
  dailyCap: '500000000',
};
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('the cashback console pages', () => {
  it('edits the rates grid and the payout, sending them for the page’s brand', async () => {
    const rates: unknown[] = [];
    const patches: unknown[] = [];
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/rebate/settings': (url: URL, init?: RequestInit) => {
        expect(url.searchParams.get('brand')).toBe('LOTUS');
        if (init?.method === 'PATCH') {
          patches.push(bodyOf(init));
          return { ...SETTINGS, payout: 'bonus', wageringMultiple: 2.5, dailyCap: null };
        }
        return SETTINGS;
      },
      '/ops/rebate/rates': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          rates.push(bodyOf(init));
          return [];
        }
        return [
          { vipLevel: 0, gameType: 'RNG', rateBps: 60 },
          { vipLevel: 1, gameType: 'RNG', rateBps: 70 },
        ];
      },
    });
    renderConsole('/config/rebate');
    const cell = await screen.findByRole('textbox', { name: 'VIP1 Slots' }, LAZY);
    expect((cell as HTMLInputElement).value).toBe('70');
    fireEvent.change(cell, { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(rates).toHaveLength(1));
    expect(rates[0]).toEqual({
      rates: [
        { vipLevel: 0, gameType: 'RNG', rateBps: 60 },
        { vipLevel: 1, gameType: 'RNG', rateBps: 85 },
      ],
    });

    // A bad cell is refused before anything is sent.
    fireEvent.change(screen.getByRole('textbox', { name: 'VIP0 Slots' }), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Each cell is a whole number from 0 to 10000.')).toBeTruthy();
    expect(rates).toHaveLength(1);

    const form = screen.getByRole('form', { name: 'Payout' });
    fireEvent.change(within(form).getByLabelText('Paid to'), { target: { value: 'bonus' } });
    fireEvent.change(within(form).getByLabelText('Wagering multiple (bonus wallet)'), { target: { value: '2.5' } });
    fireEvent.change(within(form).getByLabelText('Daily cap'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      payout: 'bonus',
      wageringMultiple: 2.5,
      bonusExpiryDays: 7,
      minClaim: '10.00',
      dailyCap: null,
    });
  });

  it('lists the claims report with totals and filters by member', async () => {
    const asked: string[] = [];
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/rebate/claims': (url: URL) => {
        asked.push(url.searchParams.get('username') ?? '');
        return {
          list: [
            {
              id: 5,
              createdAt: '2026-11-20T01:00:00.000Z',
              vipLevel: 0,
              validBet: '200000',
              earned: '1200',
              amount: '1200',
              payout: 'main',
              wageringMultiple: 0,
              lines: [],
              username: 'demo01',
              requestKey: 'rb-1',
            },
          ],
          pageNo: 1,
          pageSize: 20,
          total: 1,
          totalPages: 1,
          totals: { count: 1, validBet: '200000', earned: '1200', amount: '1200' },
        };
      },
    });
    renderConsole('/reports/rebate');
    const table = await screen.findByRole('table', { name: 'Cashback claims' }, LAZY);
    expect(within(table).getByRole('rowheader', { name: 'demo01' })).toBeTruthy();
    expect(screen.getByText('1 claims · valid bets 2,000.00 · earned 12.00 · paid 12.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'demo01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked).toContain('demo01'));
  });

  it('keeps the pages from an operator without the permission', async () => {
    serveApi({ '/ops/auth/me': operatorOf('support'), '/ops/brands': BRANDS });
    renderConsole('/config/rebate');
    expect(await screen.findByText(/permission/i, undefined, LAZY)).toBeTruthy();
  });
});
