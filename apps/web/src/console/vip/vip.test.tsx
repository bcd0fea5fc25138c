import type { vipRankSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
/** The answers as the API sends them: money as its minor-unit string (decision 0021); `w(12.5)` is "1250". */
const w = (major: number) => String(Math.round(major * 100));
type VipRank = z.input<typeof vipRankSchema>;

const rank = (level: number, over: Partial<VipRank> = {}): VipRank => ({
  level,
  name: { vi: `Hạng ${level}`, en: `Rank ${level}` },
  color: '#d4a017',
  promoteDeposit: w(level * 100),
  promoteValidBet: w(level * 500),
  promoteDays: 30,
  keepDeposit: w(0),
  keepValidBet: w(0),
  levelUpBonus: w(level * 20),
  weeklyBonus: w(0),
  monthlyBonus: w(0),
  birthdayBonus: w(0),
  wageringMultiple: 3,
  withdrawDailyMaxAmount: null,
  withdrawDailyMaxCount: null,
  vipService: level > 4,
  ...over,
});
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('the VIP ranks console page', () => {
  it('lists the ranks, edits one (amounts sent in major units) and refuses bad input before sending', async () => {
    const saved: { path: string; body: Record<string, unknown> }[] = [];
    const handler = (url: URL, init?: RequestInit) => {
      expect(url.searchParams.get('brand')).toBe('LOTUS');
      saved.push({ path: url.pathname, body: bodyOf(init) });
      return rank(1);
    };
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/vip/ranks': [rank(0), rank(1, { withdrawDailyMaxAmount: w(2_000_000), withdrawDailyMaxCount: 8 })],
      '/ops/vip/ranks/1': handler,
      '/ops/vip/ranks/2': handler,
    });
    renderConsole('/config/vip');
    const table = await screen.findByRole('table', { name: 'VIP ranks' }, LAZY);
    const row = within(table).getByRole('row', { name: /VIP1/ });
    expect(within(row).getByText('2,000,000.00 × 8')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit VIP1 Hạng 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Level-up bonus'), { target: { value: '25.50' } });
    fireEvent.change(within(dialog).getByLabelText('Badge colour'), { target: { value: 'red' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A colour #rrggbb', { selector: '[role="alert"], p, span' })).toBeTruthy();
    expect(saved).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Badge colour'), { target: { value: '#112233' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      path: '/ops/vip/ranks/1',
      body: {
        name: { vi: 'Hạng 1', en: 'Rank 1' },
        color: '#112233',
        levelUpBonus: 25.5,
        promoteDeposit: 100,
        wageringMultiple: 3,
        withdrawDailyMaxAmount: 2_000_000,
        withdrawDailyMaxCount: 8,
      },
    });
  });

  it('is not shown to an operator without loyalty.manage', async () => {
    serveApi({ '/ops/auth/me': operatorOf('finance'), '/ops/brands': BRANDS });
    renderConsole('/config/vip');
    expect(await screen.findByText(/permission/i, undefined, LAZY)).toBeTruthy();
  });
});
