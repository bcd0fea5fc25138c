import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';
import { parsePrizes } from './queries';

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const stuck = {
  id: 41,
  brand: 'LOTUS',
  username: 'alice',
  drawId: 7,
  game: 'VN_N',
  issue: '20261126',
  drawStatus: 'settled',
  resultVersion: 2,
  betType: 'de',
  selection: '27',
  // Money as the API sends it: the minor-unit string (decision 0021).
  stake: '1000',
  payout: '95000',
  status: 'won',
  settledVersion: 1,
  step: 'reversal',
  errorCode: 'insufficient_balance',
  createdAt: '2026-11-26T03:00:00.000Z',
};
const draw = {
  id: 7,
  game: 'VN_N',
  family: 'VN_NORTH',
  name: 'Northern',
  issue: '20261127',
  status: 'closed',
  closesAt: '2026-11-27T11:00:00.000Z',
  drawsAt: '2026-11-27T11:15:00.000Z',
  secondsToClose: 0,
  source: 'operator',
  commitment: null,
  serverSeed: null,
  result: null,
  resultVersion: 0,
  bets: 3,
  stakes: '3000',
  payouts: '0',
};

describe('the lottery console page', () => {
  it('lists the stuck bets and retries one; enters a northern result', async () => {
    const posted: { path: string; body: unknown }[] = [];
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/lottery/stuck': [stuck],
      '/ops/lottery/draws': [draw],
      '/ops/lottery/stuck/41/retry': (url: URL, init?: RequestInit) => {
        posted.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
        return { retried: 1, settled: 1, stillStuck: [] };
      },
      '/ops/lottery/draws/7/result': (url: URL, init?: RequestInit) => {
        posted.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
        return { ...draw, status: 'settled', resultVersion: 1, payouts: '9500' };
      },
    });
    renderConsole('/lottery');
    const table = await screen.findByRole('table', { name: 'Stuck bets' }, LAZY);
    const row = within(table).getByRole('row', { name: /#41/ });
    expect(within(row).getByText('Win reversal')).toBeTruthy();
    expect(within(row).getByText('insufficient_balance')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Retry bet #41' }));
    expect(await screen.findByText('Retried 1 bet(s): 1 settled, 0 refused again by the wallet.')).toBeTruthy();
    expect(posted[0]).toEqual({ path: '/ops/lottery/stuck/41/retry', body: {} });

    const draws = await screen.findByRole('table', { name: 'Draws' });
    fireEvent.click(within(draws).getByRole('button', { name: 'Enter the result of Northern draw 20261127' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Prizes'), { target: { value: 'DB=12327\nG7=27 40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter and pay' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      path: '/ops/lottery/draws/7/result',
      body: { prizes: { DB: ['12327'], G7: ['27', '40'] } },
    });
    expect(await screen.findByText('Result of draw 20261127 entered: Settled, 3 bets, 95.00 paid.')).toBeTruthy();
  });

  it('is not shown to an operator without games.manage', async () => {
    serveApi({ '/ops/auth/me': operatorOf('support'), '/ops/brands': BRANDS });
    renderConsole('/lottery');
    expect(await screen.findByText(/permission/i, undefined, LAZY)).toBeTruthy();
  });

  it('reads a typed result', () => {
    expect(parsePrizes('DB=12345; g1 = 67890\nG2=11111,22222')).toEqual({
      DB: ['12345'],
      G1: ['67890'],
      G2: ['11111', '22222'],
    });
    expect(parsePrizes('DB')).toBeNull();
    expect(parsePrizes('  ')).toBeNull();
  });
});
