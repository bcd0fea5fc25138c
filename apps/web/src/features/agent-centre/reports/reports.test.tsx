import type { teamBettingSchema, userProfitSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../../test/harness';
import { TeamBettingPage } from './TeamBettingPage';
import { UserProfitPage } from './UserProfitPage';

/** Answers as the API sends them: money as its minor-unit string (decision 0021). */
type TeamBetting = z.input<typeof teamBettingSchema>;
type UserProfit = z.input<typeof userProfitSchema>;
/** Money's wire form of an amount in major units: 1234.5 → "123450". */
const m = (major: number) => String(Math.round(major * 100));

const base = { '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith() };
const period = { startDate: '2026-11-20', endDate: '2026-11-26', timeZone: 'Asia/Ho_Chi_Minh', currency: 'VND' };
const totals = (count: number, stake: number, win: number) => ({
  count,
  stake: m(stake),
  validBet: m(stake),
  win: m(win),
  profit: m(win - stake),
});

const betting: TeamBetting = {
  ...period,
  players: 2,
  summary: totals(3, 1234.5, 1000),
  byCategory: [{ gameType: 'RNG', ...totals(3, 1234.5, 1000) }],
  byVendor: [{ vassalage: 'LOTUS_HOUSE', vendorName: 'Lotus House', ...totals(3, 1234.5, 1000) }],
  byDay: [{ date: '2026-11-26', ...totals(3, 1234.5, 1000) }],
  list: [
    {
      username: 'player7',
      roundId: 'r-1',
      vassalage: 'LOTUS_HOUSE',
      vendorName: 'Lotus House',
      gameType: 'RNG',
      stake: m(1200),
      validBet: m(1200),
      win: m(0),
      profit: m(-1200),
      status: 'settled',
      betTime: '2026-11-26T03:00:00.000Z',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 3,
  totalPages: 2,
};

const row = (username: string, profit: number) => ({
  username,
  nickname: null,
  isAgent: 0,
  upline: 'agent01',
  validBet: m(100),
  payout: m(100 + profit),
  profit: m(profit),
  deposits: m(50),
  withdrawals: m(0),
  bonuses: m(2),
});
const profit = (sort: UserProfit['sort'], order: UserProfit['order']): UserProfit => ({
  ...period,
  sort,
  order,
  summary: { validBet: m(200), payout: m(190), profit: m(-10), deposits: m(100), withdrawals: m(0), bonuses: m(4) },
  list: [row('alice', 20), row('bob', -30)],
  pageNo: 1,
  pageSize: 20,
  total: 2,
  totalPages: 1,
});

inEnglishSite();

const calls = (fetch: ReturnType<typeof serveApi>, path: string) =>
  fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter((c) => c.url.pathname === path);

describe('team betting', () => {
  it("shows the team's totals, categories, vendors and bets with the agent's token, and re-asks for 30 days", async () => {
    const fetch = serveApi({ ...base, '/wps/agent/report/team-betting': betting });
    renderInSite(<TeamBettingPage token="agent-token" />);
    expect(await screen.findByRole('heading', { name: 'Team betting' })).toBeTruthy();
    const tiles = await screen.findByText('Players');
    expect(within(tiles.parentElement!).getByText('2')).toBeTruthy();
    expect(screen.getAllByText('1,234.50').length).toBeGreaterThan(0);
    expect(screen.getAllByText('player7').length).toBeGreaterThan(0);
    expect(screen.getAllByText('-1,200.00').length).toBeGreaterThan(0);
    const first = calls(fetch, '/wps/agent/report/team-betting')[0]!;
    expect((first.init?.headers as Record<string, string>).Authorization).toBe('agent-token');
    expect(first.url.searchParams.get('datePreset')).toBe('7D');
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() =>
      expect(calls(fetch, '/wps/agent/report/team-betting').at(-1)!.url.searchParams.get('datePreset')).toBe('30D'),
    );
  });

  it('filters by a downline and shows the refusal of one outside the team', async () => {
    serveApi({
      ...base,
      '/wps/agent/report/team-betting': (url: URL) => {
        if (url.searchParams.get('username') === 'stranger') {
          throw { status: 404, body: { success: false, errorCode: 'not_in_team', message: 'x' } };
        }
        return betting;
      },
    });
    renderInSite(<TeamBettingPage token="agent-token" />);
    await screen.findAllByText('player7');
    fireEvent.change(screen.getByLabelText('Downline'), { target: { value: 'stranger' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
  });
  it('opens filtered to the downline the team management named', async () => {
    const fetch = serveApi({ ...base, '/wps/agent/report/team-betting': betting });
    renderInSite(<TeamBettingPage token="agent-token" member="player7" />);
    await screen.findAllByText('player7');
    expect(calls(fetch, '/wps/agent/report/team-betting')[0]!.url.searchParams.get('username')).toBe('player7');
    expect((screen.getByLabelText('Downline') as HTMLInputElement).value).toBe('player7');
  });
});

describe('user profit and loss', () => {
  it('lists the downlines with their figures and sorts by a column, then the other way', async () => {
    const fetch = serveApi({
      ...base,
      '/wps/agent/report/user-profit': (url: URL) =>
        profit(
          (url.searchParams.get('sort') ?? 'validBet') as UserProfit['sort'],
          (url.searchParams.get('order') ?? 'desc') as UserProfit['order'],
        ),
    });
    renderInSite(<UserProfitPage token="agent-token" />);
    expect(await screen.findByRole('heading', { name: 'User profit and loss' })).toBeTruthy();
    expect((await screen.findAllByText('alice')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('-30.00').length).toBeGreaterThan(0);
    const table = screen.getByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by Profit and loss' }));
    await waitFor(() => {
      const last = calls(fetch, '/wps/agent/report/user-profit').at(-1)!.url.searchParams;
      expect([last.get('sort'), last.get('order')]).toEqual(['profit', 'desc']);
    });
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Sort by Profit and loss' }));
    await waitFor(() => {
      const last = calls(fetch, '/wps/agent/report/user-profit').at(-1)!.url.searchParams;
      expect([last.get('sort'), last.get('order')]).toEqual(['profit', 'asc']);
    });
  });

  it('downloads the CSV with the same filters, and says why when it is refused', async () => {
    const fetch = serveApi({
      ...base,
      '/wps/agent/report/user-profit': (url: URL) => {
        if (url.searchParams.get('format') === 'csv') {
          throw { status: 403, body: { success: false, errorCode: 'not_an_agent', message: 'x' } };
        }
        return profit('validBet', 'desc');
      },
    });
    renderInSite(<UserProfitPage token="agent-token" />);
    await screen.findAllByText('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    const csv = calls(fetch, '/wps/agent/report/user-profit').find((c) => c.url.searchParams.get('format') === 'csv')!;
    expect(csv.url.searchParams.get('sort')).toBe('validBet');
    expect((csv.init?.headers as Record<string, string>).Authorization).toBe('agent-token');
  });
});
