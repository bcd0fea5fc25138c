import type { bonusGrantSchema, bonusRecordSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { BonusDetailsPage } from './BonusDetailsPage';
import { RewardCenterPage } from './RewardCenterPage';

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type BonusGrant = z.input<typeof bonusGrantSchema>;
type BonusRecord = z.input<typeof bonusRecordSchema>;

const grant = (id: number, over: Partial<BonusGrant> = {}): BonusGrant => ({
  id,
  promotionId: 3,
  title: `Welcome bonus ${id}`,
  amount: '10000',
  required: '50000',
  progress: '12500',
  status: 'active',
  maxStake: '2500',
  weights: [{ category: 'RNG', percent: 100 }],
  expiresAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-20T01:00:00.000Z',
  closedAt: null,
  settledAmount: null,
  ...over,
});

const base = { '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith() };
const pageProps = { page: 'rewardCenter' as const, go: () => undefined, close: () => undefined };

inEnglishSite({ signedIn: true });

describe('rewardCenter', () => {
  it('shows the waiting rewards with their claim buttons, the active bonus with its wagering and the history', async () => {
    const claim = vi.fn(() => ({ status: 'claimed', bonus: null }));
    serveApi({
      ...base,
      '/wps/member/rewards': {
        waiting: [
          {
            promotionId: 9,
            title: 'Birthday gift',
            kind: 'birthday',
            status: 'claim',
            action: 'claim',
            amount: '8800',
            endsAt: null,
            claimable: true,
            reason: null,
          },
        ],
        active: grant(1),
        history: [grant(2, { status: 'converted', settledAmount: '10000' }), grant(3, { status: 'forfeited' })],
      },
      '/wps/promotion/9/claim': claim,
    });
    renderInSite(<RewardCenterPage {...pageProps} />);
    const active = await screen.findByRole('region', { name: 'Active bonus' });
    const bar = within(active).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(active).getByText('125.00 / 500.00')).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Rewards waiting' });
    expect(within(waiting).getByText('Birthday gift')).toBeTruthy();
    expect(within(waiting).getByText('88.00')).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(claim).toHaveBeenCalledTimes(1));
    const history = screen.getByRole('region', { name: 'Bonus history' });
    expect(within(history).getByText('Converted')).toBeTruthy();
    expect(within(history).getByText('Forfeited')).toBeTruthy();
  });

  it('forfeits the active bonus only after the confirmation', async () => {
    const forfeit = vi.fn(() => grant(1, { status: 'forfeited' }));
    serveApi({
      ...base,
      '/wps/member/rewards': { waiting: [], active: grant(1), history: [] },
      '/wps/member/bonus/forfeit': forfeit,
    });
    renderInSite(<RewardCenterPage {...pageProps} />);
    const active = await screen.findByRole('region', { name: 'Active bonus' });
    fireEvent.click(within(active).getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forfeit this bonus?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(forfeit).not.toHaveBeenCalled();
    fireEvent.click(within(active).getByRole('button', { name: 'Forfeit bonus' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Forfeit this bonus?' })).getByRole('button', {
        name: 'Forfeit',
      }),
    );
    await waitFor(() => expect(forfeit).toHaveBeenCalledTimes(1));
  });

  it('says before the tap why a waiting reward cannot be taken while a bonus is open (issue 33)', async () => {
    const claim = vi.fn(() => ({ status: 'claimed', bonus: null }));
    serveApi({
      ...base,
      '/wps/member/rewards': {
        waiting: [
          {
            promotionId: 4,
            title: 'Daily free credit',
            kind: 'free_credit',
            status: 'claim',
            action: null,
            amount: null,
            endsAt: null,
            claimable: false,
            reason: 'bonus_active',
          },
        ],
        active: grant(1),
        history: [],
      },
      '/wps/promotion/4/claim': claim,
    });
    renderInSite(<RewardCenterPage {...pageProps} />);
    const waiting = await screen.findByRole('region', { name: 'Rewards waiting' });
    expect(within(waiting).getByText('Daily free credit')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(waiting).getByText(/You have an open bonus\. Claim this once its wagering is met/)).toBeTruthy();
    expect(claim).not.toHaveBeenCalled();
  });

  it('says when nothing is waiting and no bonus is active', async () => {
    serveApi({ ...base, '/wps/member/rewards': { waiting: [], active: null, history: [] } });
    renderInSite(<RewardCenterPage {...pageProps} />);
    expect(await screen.findByText('You have no active bonus.')).toBeTruthy();
    expect(screen.getByText('No rewards waiting')).toBeTruthy();
    expect(screen.getByText('No bonuses yet.')).toBeTruthy();
  });
});

describe('bonusDetails', () => {
  it('filters by type and the 7/30-day presets and pages through the records', async () => {
    const record = (id: number): BonusRecord => ({ ...grant(id), type: id % 2 ? 'bonus' : 'rebate' });
    const details = vi.fn((url: URL) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      return {
        list: [record(pageNo * 10 + 1), record(pageNo * 10 + 2)],
        pageNo,
        pageSize: 20,
        total: 45,
        totalPages: 3,
      };
    });
    serveApi({ ...base, '/wps/member/bonus/details': details });
    renderInSite(<BonusDetailsPage {...pageProps} page="bonusDetails" />);
    const table = await screen.findByRole('table', { name: 'Bonus and rebate details' });
    expect(within(table).getByText('Welcome bonus 11')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Promotion', 'Amount', 'Turnover done / required', 'Status', 'Time']);
    const query = () => Object.fromEntries(details.mock.calls.at(-1)![0].searchParams);
    expect(query()).toEqual({ days: '7', pageNo: '1', pageSize: '20' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'rebate' } });
    await waitFor(() => expect(query()).toEqual({ type: 'rebate', days: '7', pageNo: '1', pageSize: '20' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(query()).toEqual({ type: 'rebate', days: '30', pageNo: '1', pageSize: '20' }));
    expect(screen.getByRole('radio', { name: 'Last 30 days' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: /^(Page )?2$/ }));
    await waitFor(() => expect(query()).toEqual({ type: 'rebate', days: '30', pageNo: '2', pageSize: '20' }));
    expect(await screen.findByText('Welcome bonus 21', { selector: 'td' })).toBeTruthy();
    // A new filter starts again on page 1.
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(query()).toEqual({ type: 'rebate', days: '7', pageNo: '1', pageSize: '20' }));
  });

  it('shows the empty state for a period without records', async () => {
    serveApi({
      ...base,
      '/wps/member/bonus/details': { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 },
    });
    renderInSite(<BonusDetailsPage {...pageProps} page="bonusDetails" />);
    expect(await screen.findByText('No records')).toBeTruthy();
  });
});
