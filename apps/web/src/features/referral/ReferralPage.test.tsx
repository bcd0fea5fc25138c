import type { referralFriendSchema, referralSummarySchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { ReferralPage } from './ReferralPage';

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type ReferralSummary = z.input<typeof referralSummarySchema>;
type ReferralFriend = z.input<typeof referralFriendSchema>;

const summary = (over: Partial<ReferralSummary> = {}): ReferralSummary => ({
  code: 'AB7K9QRT',
  link: 'https://lotus.test/register?ref=AB7K9QRT',
  rules: {
    rewardKind: 'fixed',
    fixedAmount: '5000000',
    shareBps: 0,
    betDays: 7,
    minFirstDeposit: '10000000',
    maxReward: '0',
    depositWithinDays: 30,
  },
  invited: 3,
  deposited: 2,
  qualified: 1,
  earned: '5000000',
  ...over,
});
const friend = (over: Partial<ReferralFriend>): ReferralFriend => ({
  username: 'fr***1',
  state: 'registered',
  registeredAt: '2026-11-20T01:00:00.000Z',
  firstDepositAt: null,
  qualifiedAt: null,
  reward: null,
  dueAt: null,
  rejectReason: null,
  ...over,
});
const page = (list: ReferralFriend[], pageNo = 1, totalPages = 1) => ({
  list,
  pageNo,
  pageSize: 10,
  total: list.length,
  totalPages,
});

const base = { '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith('REFERRAL3') };
const pageProps = { page: 'referral' as const, go: () => undefined, close: () => undefined };

inEnglishSite({ signedIn: true });

describe('referral', () => {
  it('shows the code, the link with its QR code, the share buttons, the totals and the rules', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetch = serveApi({
      ...base,
      '/wps/member/referral': summary(),
      '/wps/member/referral/friends': page([]),
    });
    renderInSite(<ReferralPage {...pageProps} />);
    const card = await screen.findByRole('region', { name: 'Your referral code' });
    expect(within(card).getByText('AB7K9QRT')).toBeTruthy();
    const link = within(card).getByRole('textbox', { name: 'Your invitation link' }) as HTMLInputElement;
    expect(link.value).toBe('https://lotus.test/register?ref=AB7K9QRT');
    const qr = within(card).getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.getAttribute('src')).toBe(`/wps/system/qrcode?text=${encodeURIComponent(link.value)}`);
    // The device is the server's signed cookie (the browser sends it): no client-chosen X-Device-Id header.
    const init = fetch.mock.calls.find(([u]) => String(u).includes('/wps/member/referral'))![1]!;
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers as HeadersInit).has('X-Device-Id')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://lotus.test/register?ref=AB7K9QRT'));
    expect(await within(card).findByText('Copied')).toBeTruthy();

    const share = within(card).getByRole('group', { name: 'Share' });
    expect(within(share).getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(link.value)}&text=${encodeURIComponent('Join me with referral code AB7K9QRT:')}`,
    );
    expect(within(share).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent(link.value),
    );
    const totals = screen.getByRole('region', { name: 'Invitation summary' });
    expect(within(totals).getByText('Invited').nextSibling?.textContent).toBe('3');
    expect(within(totals).getByText('50,000.00')).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getByText('Get 50,000.00 for each qualified friend.')).toBeTruthy();
    expect(within(rules).getByText("Your friend's first deposit must be at least 100,000.00.")).toBeTruthy();
    expect(
      within(rules).getByText('Your friend must make the first deposit within 30 days of registering.'),
    ).toBeTruthy();
    expect(await screen.findByText('You have not invited anyone yet')).toBeTruthy();
  });

  it('uses the system share sheet where the browser has one', async () => {
    const shareFn = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: shareFn });
    serveApi({ ...base, '/wps/member/referral': summary(), '/wps/member/referral/friends': page([]) });
    renderInSite(<ReferralPage {...pageProps} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(shareFn).toHaveBeenCalledWith({
        title: 'An invitation',
        text: 'Join me with referral code AB7K9QRT:',
        url: 'https://lotus.test/register?ref=AB7K9QRT',
      }),
    );
  });

  it('lists the friends with their states, the reasons and rewards, and pages', async () => {
    const friends = vi.fn((url: URL) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      if (pageNo === 2) return page([friend({ username: 'zz***9' })], 2, 2);
      return page(
        [
          friend({
            username: 'an***1',
            state: 'qualified',
            firstDepositAt: '2026-11-21T01:00:00.000Z',
            reward: '5000000',
          }),
          friend({ username: 'bo***2', state: 'rejected', rejectReason: 'same_device' }),
          friend({ username: 'ch***3', state: 'deposited', dueAt: '2026-11-28T01:00:00.000Z' }),
        ],
        1,
        2,
      );
    });
    serveApi({
      ...base,
      '/wps/member/referral': summary({ rules: { ...summary().rules, rewardKind: 'bet_share', shareBps: 150 } }),
      '/wps/member/referral/friends': friends,
    });
    renderInSite(<ReferralPage {...pageProps} />);
    const table = await screen.findByRole('table', { name: 'Invited friends' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('an***1')).toBeTruthy();
    expect(within(rows[1]!).getByText('Qualified')).toBeTruthy();
    expect(within(rows[1]!).getByText('50,000.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Not qualified')).toBeTruthy();
    expect(within(rows[2]!).getByText('Same device as yours')).toBeTruthy();
    expect(within(rows[3]!).getByText(/^Reviewed at /)).toBeTruthy();
    expect(
      screen.getByText("Get 1.5% of your friend's valid bets in the first 7 days after registering."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^(Page )?2$/ }));
    expect(await screen.findByText('zz***9', { selector: 'td' })).toBeTruthy();
    expect(Object.fromEntries(friends.mock.calls.at(-1)![0].searchParams)).toEqual({ pageNo: '2', pageSize: '10' });
  });

  it('shows the error with a retry when the page cannot load (the promotion is off)', async () => {
    serveApi({
      ...base,
      '/wps/member/referral': () => {
        throw {
          status: 403,
          body: { success: false, errorCode: 'referral_disabled', message: 'The referral programme is not available' },
        };
      },
    });
    renderInSite(<ReferralPage {...pageProps} />);
    expect(await screen.findByText('The referral programme is not available')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
