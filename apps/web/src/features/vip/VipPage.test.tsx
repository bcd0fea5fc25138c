import type { vipHistoryItemSchema, vipMemberStatusSchema, vipOverviewSchema, vipRankSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { clearSession } from '@/lib/session';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { PlayerRankPage } from './PlayerRankPage';
import { VipPage } from './VipPage';

/** The answers as the API sends them: money as its minor-unit string (decision 0021); `w(12.5)` is "1250". */
const w = (major: number) => String(Math.round(major * 100));
type VipRank = z.input<typeof vipRankSchema>;
type VipMemberStatus = z.input<typeof vipMemberStatusSchema>;
type VipOverview = z.input<typeof vipOverviewSchema>;
type VipHistoryItem = z.input<typeof vipHistoryItemSchema>;

const rank = (level: number, over: Partial<VipRank> = {}): VipRank => ({
  level,
  name: { vi: `Hạng ${level}`, en: `Rank ${level}` },
  color: '#d4a017',
  promoteDeposit: w(level * 100),
  promoteValidBet: w(level * 500),
  promoteDays: 30,
  keepDeposit: w(level * 30),
  keepValidBet: w(level * 150),
  levelUpBonus: w(level * 20),
  weeklyBonus: level > 1 ? w(10) : w(0),
  monthlyBonus: level > 1 ? w(30) : w(0),
  birthdayBonus: w(level * 50),
  wageringMultiple: 3,
  withdrawDailyMaxAmount: level >= 5 ? w(2_000_000) : null,
  withdrawDailyMaxCount: level >= 5 ? 8 : null,
  vipService: level > 4,
  ...over,
});
const RANKS = Array.from({ length: 6 }, (_, i) => rank(i));

const member = (over: Partial<VipMemberStatus> = {}): VipMemberStatus => ({
  level: 2,
  name: { vi: 'Hạng 2', en: 'Rank 2' },
  since: '2026-11-01T03:00:00.000Z',
  next: {
    level: 3,
    name: { vi: 'Hạng 3', en: 'Rank 3' },
    days: 30,
    deposit: { required: w(300), done: w(300), missing: w(0) },
    validBet: { required: w(1500), done: w(600), missing: w(900) },
    percent: 40,
  },
  keep: {
    deposit: { required: w(60), done: w(20), missing: w(40) },
    validBet: { required: w(300), done: w(300), missing: w(0) },
    reviewOn: '2026-12-01',
  },
  rewards: [
    { kind: 'levelUp', amount: w(40), status: 'claimed', level: 2 },
    { kind: 'weekly', amount: w(10), status: 'claimable', level: null },
    { kind: 'monthly', amount: w(30), status: 'claimed', level: null },
    { kind: 'birthday', amount: w(100), status: 'unavailable', level: null },
  ],
  ...over,
});

const base = {
  '/wps/system/permission': permissionFixture,
  '/wps/system/menu': menuWith(),
  '/wps/member/info': {
    account: 'demo01',
    nickname: 'Demo',
    id: 1,
    type: 0,
    toUpline: true,
    clubLabel: { labelName: 'VIP2', rankLevel: 2 },
    memberLabel: [{ labelName: 'MEMBER' }],
  },
};
/** Which auth dialog is open. */
function DialogProbe() {
  return <p data-testid="auth-dialog">{useAuthDialog() ?? 'none'}</p>;
}

const overview = (m: VipMemberStatus | null): VipOverview => ({ currency: 'VND', ranks: RANKS, member: m });

describe('/vip signed in', () => {
  inEnglishSite({ signedIn: true });

  it('shows the rank, what is missing for the next, the keep figures and the rank table with the current rank', async () => {
    serveApi({ ...base, '/wps/vip': overview(member()) });
    renderInSite(<VipPage />, '/vip');
    expect((await screen.findByTestId('vip-member-rank')).textContent).toBe('VIP2 · Rank 2');
    const bar = screen.getByRole('progressbar', { name: 'Progress to VIP3 · Rank 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('900.00 to go')).toBeTruthy();
    expect(screen.getByText('Counted over the last 30 days')).toBeTruthy();
    expect(screen.getByText(/Reviewed on 2026-12-01/)).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Ranks and benefits' });
    const cards = within(table).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(cards[2]!.getAttribute('aria-current')).toBe('true');
    expect(within(cards[5]!).getByText('VIP customer service')).toBeTruthy();
    expect(within(cards[5]!).getByText('2,000,000.00, 8 times')).toBeTruthy();
    expect(cards[3]!.querySelector('svg[data-level="3"]')).toBeTruthy();
  });

  it('claims a reward once and shows it in the bonus wallet; a refusal shows its translated error', async () => {
    let claimed = false;
    const claim = vi.fn(() => {
      claimed = true;
      return { kind: 'weekly', amount: w(10), level: 2 };
    });
    serveApi({
      ...base,
      '/wps/vip': () =>
        overview(
          member(
            claimed
              ? {
                  rewards: member().rewards.map((r) => (r.kind === 'weekly' ? { ...r, status: 'claimed' } : r)),
                }
              : {},
          ),
        ),
      '/wps/vip/claim': claim,
    });
    const first = renderInSite(<VipPage />, '/vip');
    const rewards = await screen.findByRole('region', { name: 'Your rewards' });
    expect(within(rewards).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(rewards).getByRole('button', { name: 'Claim Weekly bonus' }));
    expect(await within(rewards).findByText('10.00 is now in your bonus wallet.')).toBeTruthy();
    expect(claim).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rewards).queryByRole('button')).toBeNull());
    first.unmount();

    serveApi({
      ...base,
      '/wps/vip': overview(member()),
      '/wps/vip/claim': () => {
        throw { status: 409, body: { success: false, errorCode: 'bonus_already_active', message: 'open bonus' } };
      },
    });
    await i18n.changeLanguage('vi');
    const view = renderInSite(<VipPage />, '/vip');
    const mine = await screen.findByRole('region', { name: 'Phần thưởng của bạn' });
    fireEvent.click(within(mine).getByRole('button', { name: 'Nhận Thưởng tuần' }));
    expect((await within(mine).findByRole('alert')).textContent).toMatch(/khoản thưởng|thưởng/);
    view.unmount();
  });

  it('says so at the top rank, and shows the error state with a retry when the call fails', async () => {
    serveApi({ ...base, '/wps/vip': overview(member({ level: 5, next: null })) });
    const view = renderInSite(<VipPage />, '/vip');
    expect(await screen.findByText('You have reached the highest rank.')).toBeTruthy();
    view.unmount();
    serveApi({ ...base });
    renderInSite(<VipPage />, '/vip');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/vip signed out', () => {
  inEnglishSite();

  it('shows the rank table and a sign-in prompt that opens the login dialog', async () => {
    clearSession();
    serveApi({ ...base, '/wps/vip': overview(null) });
    renderInSite(
      <>
        <VipPage />
        <DialogProbe />
      </>,
      '/vip',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('login');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Your rewards' })).toBeNull();
  });

  it('shows an empty state when the brand has no ranks', async () => {
    serveApi({ ...base, '/wps/vip': { currency: 'VND', ranks: [], member: null } });
    renderInSite(<VipPage />, '/vip');
    expect(await screen.findByText('No VIP ranks yet')).toBeTruthy();
  });
});

const item = (id: number, over: Partial<VipHistoryItem> = {}): VipHistoryItem => ({
  id,
  fromLevel: 0,
  toLevel: 1,
  fromName: { vi: 'Thành viên', en: 'Member' },
  toName: { vi: 'Đồng', en: 'Bronze' },
  reason: 'promotion',
  deposits: w(100),
  validBets: w(500),
  createdAt: '2026-11-20T03:00:00.000Z',
  ...over,
});

describe('playerRank', () => {
  inEnglishSite({ signedIn: true });
  const props = { page: 'playerRank' as const, go: () => undefined, close: () => undefined };

  it('lists the rank changes with their reasons', async () => {
    serveApi({
      ...base,
      '/wps/vip/history': {
        list: [
          item(2, {
            fromLevel: 1,
            toLevel: 0,
            fromName: { vi: 'Đồng', en: 'Bronze' },
            toName: { vi: 'Thành viên', en: 'Member' },
            reason: 'demotion',
          }),
          item(1),
        ],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
      },
    });
    renderInSite(<PlayerRankPage {...props} />);
    const table = await screen.findByRole('table', { name: 'Rank history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Monthly review')).toBeTruthy();
    expect(within(rows[2]!).getByText('VIP0 Member → VIP1 Bronze')).toBeTruthy();
    expect(within(rows[2]!).getByText('100.00 / 500.00')).toBeTruthy();
    expect((await screen.findByTestId('player-rank-now')).textContent).toBe('Your rank now: VIP2');
  });

  it('shows an empty state without rank changes', async () => {
    serveApi({
      ...base,
      '/wps/vip/history': { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 },
    });
    renderInSite(<PlayerRankPage {...props} />);
    expect(await screen.findByText('No rank changes yet')).toBeTruthy();
  });
});
