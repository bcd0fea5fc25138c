import type { opsReferralSchema, opsReferralSettingsSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type OpsReferral = z.input<typeof opsReferralSchema>;
type OpsReferralSettings = z.input<typeof opsReferralSettingsSchema>;

const BRANDS = [{ code: 'LOTUS', name: 'Lotus', domains: [], maintenance: false, regionRestriction: false }];
const SETTINGS: OpsReferralSettings = {
  brand: 'LOTUS',
  enabled: true,
  rewardKind: 'fixed',
  fixedAmount: '5000000',
  shareBps: 0,
  betDays: 7,
  minFirstDeposit: '10000000',
  maxReward: '0',
  depositWithinDays: 30,
  updatedAt: '2026-11-20T01:00:00.000Z',
  updatedBy: 'seed',
};
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const referral = (over: Partial<OpsReferral>): OpsReferral => ({
  id: 1,
  brand: 'LOTUS',
  referrer: 'demo01',
  friend: 'friend01',
  code: 'AB7K9QRT',
  state: 'registered',
  registeredAt: '2026-11-20T01:00:00.000Z',
  registerIp: '203.0.113.7',
  firstDeposit: null,
  firstDepositAt: null,
  dueAt: null,
  validBets: null,
  reward: null,
  rewardKind: null,
  decidedAt: null,
  rejectReason: null,
  ...over,
});

describe('the referral console pages', () => {
  it('edits the rules: the kind decides the fields, amounts go out in major units', async () => {
    const sent: Record<string, unknown>[] = [];
    serveApi({
      '/ops/auth/me': operatorOf('marketing'),
      '/ops/brands': BRANDS,
      '/ops/referral/settings': (url: URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = bodyOf(init);
          sent.push(body);
          return [{ ...SETTINGS, rewardKind: body.rewardKind, shareBps: body.shareBps }];
        }
        expect(url.searchParams.get('brand')).toBe('LOTUS');
        return [SETTINGS];
      },
    });
    renderConsole('/config/referral');
    const amount = (await screen.findByRole('textbox', { name: 'Amount per friend' }, LAZY)) as HTMLInputElement;
    expect(amount.value).toBe('50000.00');
    expect(screen.getByText('The referral promotion is on.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Share (basis points)' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Reward' }), { target: { value: 'deposit_share' } });
    const bps = await screen.findByRole('textbox', { name: 'Share (basis points)' });
    fireEvent.change(bps, { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/0 to 10000/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(bps, { target: { value: '1000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'At most per friend' }), { target: { value: '200,000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          brand: 'LOTUS',
          rewardKind: 'deposit_share',
          fixedAmount: 50000,
          shareBps: 1000,
          betDays: 7,
          minFirstDeposit: 100000,
          maxReward: 200000.5,
          depositWithinDays: 30,
        },
      ]),
    );
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('lists the referrals with their states and reasons, filtered by state and member', async () => {
    const queries: Record<string, string>[] = [];
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/brands': BRANDS,
      '/ops/referral/referrals': (url: URL) => {
        queries.push(Object.fromEntries(url.searchParams));
        return {
          list: [
            referral({ id: 2, friend: 'friend02', state: 'rejected', rejectReason: 'same_ip', firstDeposit: '15000' }),
            referral({ id: 1, state: 'qualified', firstDeposit: '20000', reward: '5000000' }),
          ],
          pageNo: 1,
          pageSize: 20,
          total: 2,
          totalPages: 1,
        };
      },
    });
    renderConsole('/referrals');
    const table = await screen.findByRole('table', { name: 'Referrals' }, LAZY);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Not qualified')).toBeTruthy();
    expect(within(rows[1]!).getByText('Same IP address as the referrer')).toBeTruthy();
    expect(within(rows[2]!).getByText('50,000.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('demo01 (AB7K9QRT)')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'rejected' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Referrer or friend (username)' }), {
      target: { value: 'demo01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        brand: 'LOTUS',
        state: 'rejected',
        username: 'demo01',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('leaves the rules page out for an operator without loyalty.manage', async () => {
    serveApi({ '/ops/auth/me': operatorOf('support'), '/ops/brands': BRANDS });
    renderConsole('/config/referral');
    expect(await screen.findByText(/permission/i, undefined, LAZY)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Referral rules' })).toBeNull();
  });
});
