import type { rebateClaimSchema, rebateSummarySchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { ManualRebatePage } from './ManualRebatePage';

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type RebateSummary = z.input<typeof rebateSummarySchema>;
type RebateClaim = z.input<typeof rebateClaimSchema>;

const summary = (over: Partial<RebateSummary> = {}): RebateSummary => ({
  currency: 'VND',
  vipLevel: 2,
  lines: [
    { gameType: 'RNG', validBet: '200000', rateBps: 80, amount: '1600' },
    { gameType: 'LIVE', validBet: '-50000', rateBps: 60, amount: '-300' },
    { gameType: 'SPORTS', validBet: '0', rateBps: 70, amount: '0' },
  ],
  validBet: '150000',
  amount: '1300',
  claimable: '1300',
  minClaim: '1000',
  dailyCap: '500000000',
  paidToday: '0',
  payout: 'main',
  wageringMultiple: 1,
  lastClaimAt: null,
  blocked: null,
  ...over,
});

const claim = (id: number, over: Partial<RebateClaim> = {}): RebateClaim => ({
  id,
  createdAt: '2026-11-20T01:00:00.000Z',
  vipLevel: 2,
  validBet: '150000',
  earned: '1300',
  amount: '1300',
  payout: 'main',
  wageringMultiple: 0,
  lines: [],
  ...over,
});

const base = { '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith('MANUALREBATE3') };
const props = { page: 'manualRebate' as const, go: () => undefined, close: () => undefined };
const emptyPage = { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 };

inEnglishSite({ signedIn: true });

describe('manualRebate', () => {
  it('shows valid bets per category with the rates and amounts, claims once with a request key and shows the claim', async () => {
    let claimed = false;
    const keys: string[] = [];
    const post = vi.fn((_url: URL, init: RequestInit | undefined) => {
      keys.push((JSON.parse(String(init?.body)) as { requestKey: string }).requestKey);
      claimed = true;
      return claim(7);
    });
    serveApi({
      ...base,
      '/wps/relay/MCS2_manualRebate': () =>
        claimed
          ? summary({ lines: [], validBet: '0', amount: '0', claimable: '0', blocked: 'nothing', paidToday: '1300' })
          : summary(),
      '/wps/relay/MCS2_claimManualRebate': post,
      '/wps/member/rebate/claims': () =>
        claimed ? { ...emptyPage, list: [claim(7)], total: 1, totalPages: 1 } : emptyPage,
    });
    renderInSite(<ManualRebatePage {...props} />);
    const lines = await screen.findByRole('table', { name: 'Valid bets since your last claim' });
    const slots = within(lines).getByRole('row', { name: /Slots/ });
    expect(within(slots).getByText('2,000.00')).toBeTruthy();
    expect(within(slots).getByText('0.8%')).toBeTruthy();
    expect(within(slots).getByText('16.00')).toBeTruthy();
    expect(within(within(lines).getByRole('row', { name: /Live casino/ })).getByText('-3.00')).toBeTruthy();
    expect(screen.getByTestId('rebate-claimable').textContent).toBe('13.00');
    expect(screen.getByText('VIP2')).toBeTruthy();
    expect(await screen.findByText('No cashback claimed yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Claim cashback' }));
    expect(await screen.findByText('13.00 added to your main wallet.')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(keys[0]).toMatch(/^rb-/);
    const history = await screen.findByRole('region', { name: 'Cashback claims' });
    await waitFor(() => expect(within(history).getAllByText('13.00').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Claim cashback' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByText('No new valid bets since your last claim.')).toBeTruthy();
  });

  it('explains why a claim is not possible and keeps the button off', async () => {
    serveApi({
      ...base,
      '/wps/relay/MCS2_manualRebate': summary({ amount: '600', claimable: '0', blocked: 'below_minimum' }),
      '/wps/member/rebate/claims': emptyPage,
    });
    renderInSite(<ManualRebatePage {...props} />);
    expect(await screen.findByText('You need at least 10.00 to claim.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim cashback' })).toHaveProperty('disabled', true);
  });

  it('shows the server’s refusal, and a bonus payout with its wagering', async () => {
    serveApi({
      ...base,
      '/wps/relay/MCS2_manualRebate': summary({ payout: 'bonus', wageringMultiple: 2.5 }),
      '/wps/relay/MCS2_claimManualRebate': () => {
        throw { status: 409, body: { success: false, errorCode: 'bonus_already_active', message: 'x' } };
      },
      '/wps/member/rebate/claims': emptyPage,
    });
    renderInSite(<ManualRebatePage {...props} />);
    expect(await screen.findByText('Bonus wallet, 2.5× wagering')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim cashback' }));
    expect(await screen.findByText('You already have an active bonus. Finish or forfeit it first.')).toBeTruthy();
  });

  it('shows an error with a retry when the summary fails', async () => {
    serveApi({
      ...base,
      '/wps/relay/MCS2_manualRebate': () => {
        throw { status: 403, body: { success: false, errorCode: 'feature_disabled', message: 'x' } };
      },
      '/wps/member/rebate/claims': emptyPage,
    });
    renderInSite(<ManualRebatePage {...props} />);
    expect(await screen.findByText('Function not enabled, please contact customer service')).toBeTruthy();
  });

  it('reads in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    serveApi({ ...base, '/wps/relay/MCS2_manualRebate': summary(), '/wps/member/rebate/claims': emptyPage });
    renderInSite(<ManualRebatePage {...props} />);
    expect(await screen.findByRole('button', { name: 'Nhận hoàn trả' })).toBeTruthy();
    expect(screen.getByText('Cược hợp lệ từ lần nhận trước', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Lịch sử nhận hoàn trả' })).toBeTruthy();
  });
});
