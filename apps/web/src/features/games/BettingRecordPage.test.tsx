import { screen, within } from '@testing-library/react';
import { RECORD_PATHS } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, renderInSite, serveApi } from '../../../test/harness';
import { BettingRecordPage } from './BettingRecordPage';

inEnglishSite({ signedIn: true });

const row = (roundId: string, status: 'open' | 'settled', stake: string, win: string, profit: string | null) => ({
  roundId,
  vassalage: 'LOTUS_SPORTS',
  vendorName: 'Lotus Sports',
  gameId: 7,
  gameName: 'Sportsbook',
  gameType: 'SPORTS',
  stake,
  validBet: stake,
  win,
  profit,
  status,
  betTime: '2026-12-07T05:00:00.000Z',
  settleTime: status === 'open' ? null : '2026-12-07T07:00:00.000Z',
  transactions: status === 'open' ? 1 : 2,
  recallUrl: null,
});

describe('the betting record', () => {
  it('shows an open bet as open with its stake and no result, not as a loss (issue 33)', async () => {
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuFixture,
      [RECORD_PATHS.history]: {
        startDate: '2026-12-01',
        endDate: '2026-12-07',
        timeZone: 'Asia/Ho_Chi_Minh',
        currency: 'VND',
        list: [row('SB1', 'open', '100000', '0', null), row('SB2', 'settled', '200000', '0', '-200000')],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
        summary: { count: 1, stake: '200000', validBet: '200000', win: '0', profit: '-200000' },
      },
    });
    renderInSite(<BettingRecordPage />, '/records');
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const open = within(table).getByRole('row', { name: /SB1/ });
    expect(within(open).getByRole('cell', { name: 'Open' })).toBeTruthy();
    expect(within(open).getByRole('cell', { name: 'Awaiting result' })).toBeTruthy();
    expect(within(open).getAllByRole('cell', { name: '1,000.00' })).toHaveLength(2); // stake and valid bet
    expect(within(open).queryByRole('cell', { name: /^-/ })).toBeNull();
    const settled = within(table).getByRole('row', { name: /SB2/ });
    expect(within(settled).getByRole('cell', { name: '-2,000.00' })).toBeTruthy();
    expect(screen.getByText(/Totals count settled bets only/)).toBeTruthy();
  });

  it('lists each round as a card for phones, with stake, result and status in view (issue 33 item 9)', async () => {
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuFixture,
      [RECORD_PATHS.history]: {
        startDate: '2026-12-01',
        endDate: '2026-12-07',
        timeZone: 'Asia/Ho_Chi_Minh',
        currency: 'VND',
        list: [row('SB1', 'open', '100000', '0', null), row('SB2', 'settled', '200000', '500000', '300000')],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
        summary: { count: 1, stake: '200000', validBet: '200000', win: '500000', profit: '300000' },
      },
    });
    renderInSite(<BettingRecordPage />, '/records');
    const cards = within(await screen.findByRole('list', { name: 'Betting record' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Awaiting result');
    expect(cards[0]!.textContent).toContain('Stake: 1,000.00 · Open');
    expect(cards[0]!.textContent).toContain('SB1');
    expect(cards[1]!.textContent).toContain('+3,000.00');
    expect(cards[1]!.textContent).toContain('Stake: 2,000.00 · Settled');
  });
});
