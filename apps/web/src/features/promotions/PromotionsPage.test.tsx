import type { PromotionItem, promotionDetailSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { ACTIVITY_STATUSES } from '@lotus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { writeSession } from '@/lib/session';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { PromoDetailPage } from './PromoDetailPage';
import { PromotionsPage } from './PromotionsPage';

const item = (id: number, over: Partial<PromotionItem> = {}): PromotionItem => ({
  id,
  code: `p-${id}`,
  kind: 'deposit_match',
  participation: 'claim',
  category: 'deposit',
  title: `Promotion ${id}`,
  summary: `Summary ${id}`,
  bannerUrl: null,
  startsAt: null,
  endsAt: null,
  status: 'claim',
  action: 'claim',
  blockedBy: null,
  ...over,
});

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type PromotionDetail = z.input<typeof promotionDetailSchema>;

const detail = (over: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...item(7, { participation: 'apply', status: 'join', action: 'apply', kind: 'free_credit' }),
  terms: '<p>Read <b>these</b> terms</p><script>alert(1)</script>',
  rules: { deposits: 'first', percentBps: 10_000 },
  ruleAmounts: { cap: '100000', minDeposit: '1000' },
  prizes: [],
  wagering: {
    multiple: 5,
    includeDeposit: false,
    weights: [
      { category: 'RNG', percent: 100 },
      { category: 'LIVE', percent: 10 },
    ],
    maxStake: '2000',
    expiryDays: 7,
  },
  limit: 'once',
  mine: null,
  draw: null,
  ...over,
});

/** Which auth dialog is open. */
function DialogProbe() {
  return <p data-testid="auth-dialog">{useAuthDialog() ?? 'none'}</p>;
}

const base = {
  '/wps/system/permission': permissionFixture,
  '/wps/system/menu': menuWith(),
};

inEnglishSite();

describe('/promotions', () => {
  it('shows a tab per category present, filters by tab, and each of the ten statuses in its own text and colour', async () => {
    const list = ACTIVITY_STATUSES.map((status, i) =>
      item(i + 1, { status, action: null, category: i % 2 ? 'daily' : 'welcome' }),
    );
    serveApi({ ...base, '/wps/relay/MCSFE_getPromotions': { list, categories: ['welcome', 'daily'] } });
    renderInSite(<PromotionsPage />, '/promotions');
    const cards = await screen.findByRole('list', { name: 'Promotions' });
    expect(within(cards).getAllByRole('article')).toHaveLength(10);
    const texts = [
      'Join',
      'Claim',
      'Pending',
      'Closed',
      'Rejected',
      'Issued',
      'Claimed',
      'Processing',
      'Signed up',
      'Coming soon',
    ];
    const badges = ACTIVITY_STATUSES.map((s) => cards.querySelector(`[data-status="${s}"]`)!);
    expect(badges.map((b) => b.textContent)).toEqual(texts);
    expect(new Set(badges.map((b) => b.className)).size).toBe(10);

    const tabs = screen.getByRole('navigation', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Welcome', 'Daily']);
    fireEvent.click(within(tabs).getByRole('button', { name: 'Daily' }));
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(5));
    expect(within(cards).queryByText('Promotion 1')).toBeNull();
    expect(within(cards).getByText('Promotion 2')).toBeTruthy();
    expect(within(tabs).getByRole('button', { name: 'Daily' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(tabs).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(10));
  });

  it('shows the empty state when there is nothing', async () => {
    serveApi({ ...base, '/wps/relay/MCSFE_getPromotions': { list: [], categories: [] } });
    renderInSite(<PromotionsPage />, '/promotions');
    expect(await screen.findByText('No promotions right now')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Promotion categories' })).toBeNull();
  });

  it('counts down to the start of a coming promotion', async () => {
    const startsAt = new Date(Date.now() + 2 * 86_400_000 + 3_600_000 + 5_000).toISOString();
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getPromotions': {
        list: [item(1, { status: 'coming_soon', action: null, startsAt })],
        categories: ['deposit'],
      },
    });
    renderInSite(<PromotionsPage />, '/promotions');
    expect(await screen.findByText(/^Starts in 2 days 01:00:0\d$/)).toBeTruthy();
  });

  it('asks a guest to sign in when the action is pressed', async () => {
    const fetch = serveApi({ ...base, '/wps/relay/MCSFE_getPromotions': { list: [item(1)], categories: ['deposit'] } });
    renderInSite(
      <>
        <PromotionsPage />
        <DialogProbe />
      </>,
      '/promotions',
    );
    const card = await screen.findByRole('article', { name: 'Promotion 1' });
    expect(screen.getByTestId('auth-dialog').textContent).toBe('none');
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('login');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/claim'))).toBe(false);
  });
  it('keeps the answer of a claim after the list is read again without the action', async () => {
    writeSession({ token: 't', account: 'demo01', isAgent: 0 });
    let claimed = false;
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getPromotions': () => ({
        list: [claimed ? item(1, { status: 'claimed', action: null }) : item(1)],
        categories: ['deposit'],
      }),
      '/wps/promotion/1/claim': () => {
        claimed = true;
        return { status: 'claimed', bonus: null };
      },
    });
    renderInSite(<PromotionsPage />, '/promotions');
    const card = await screen.findByRole('article', { name: 'Promotion 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(card.querySelector('[data-status="claimed"]')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(card).getByRole('status').textContent).toBe('Reward claimed and credited.');
  });
});

describe('/promoDetail', () => {
  beforeEach(() => writeSession({ token: 't', account: 'demo01', isAgent: 0 }));

  it('shows the rules, the sanitised terms and what happens next; the remark must be 1 to 140 characters', async () => {
    const apply = vi.fn((_body: unknown) => ({ status: 'applying', bonus: null }));
    serveApi({
      ...base,
      '/wps/promotion/7': detail(),
      '/wps/promotion/7/apply': (_u: URL, init: RequestInit) => apply(JSON.parse(String(init.body))),
    });
    renderInSite(<PromoDetailPage />, '/promoDetail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion 7' })).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getByText('5× the bonus')).toBeTruthy();
    expect(within(rules).getByText('Bonus percentage').nextSibling?.textContent).toBe('100%');
    expect(within(rules).getByText('Maximum bonus').nextSibling?.textContent).toBe('1,000.00');
    expect(within(rules).getByText('Minimum deposit').nextSibling?.textContent).toBe('10.00');
    expect(within(rules).getByText('Largest stake while the bonus is open').nextSibling?.textContent).toBe('20.00');
    expect(within(rules).getByText('7 days')).toBeTruthy();
    expect(within(rules).getByText('Slots · 100%')).toBeTruthy();
    expect(within(rules).getByText('Live casino · 10%')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms and conditions' });
    expect(terms.querySelector('b')?.textContent).toBe('these');
    expect(terms.querySelector('script')).toBeNull();
    expect(screen.getByTestId('next-step').textContent).toMatch(/^Sign up first/);

    const form = screen.getByRole('form', { name: 'Apply for this promotion' });
    const remark = within(form).getByRole('textbox', { name: 'Remark' });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    fireEvent.change(remark, { target: { value: 'x'.repeat(141) } });
    expect(await within(form).findByText('At most 140 characters')).toBeTruthy();
    expect(screen.getByTestId('remark-count').textContent).toBe('141/140');
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(apply).not.toHaveBeenCalled();

    fireEvent.change(remark, { target: { value: `  ${'y'.repeat(140)}  ` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(apply).toHaveBeenCalledWith({ remark: 'y'.repeat(140) }));
    expect(await screen.findByText(/Application sent/)).toBeTruthy();
  });

  it('says why a first-deposit offer cannot be joined once the member has deposited, in place of the button', async () => {
    serveApi({
      ...base,
      '/wps/promotion/7': detail({
        participation: 'join',
        status: 'join',
        action: null,
        blockedBy: 'first_deposit_made',
        kind: 'deposit_match',
      }),
    });
    renderInSite(<PromoDetailPage />, '/promoDetail?id=7');
    const mine = await screen.findByRole('region', { name: 'Your participation' });
    expect(
      within(mine).getByText('For the first deposit only: you have already deposited, so you cannot join.'),
    ).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.queryByTestId('next-step')).toBeNull();
  });

  it('shows a claim error as the translated errorCode (en and vi)', async () => {
    serveApi({
      ...base,
      '/wps/promotion/7': detail({ participation: 'claim', status: 'claim', action: 'claim' }),
      '/wps/promotion/7/claim': () => {
        throw {
          status: 409,
          body: { success: false, errorCode: 'promotion_budget_exhausted', message: 'budget exhausted' },
        };
      },
    });
    for (const [lang, region, text] of [
      ['en', 'Your participation', "This promotion's budget is used up."],
      ['vi', 'Tham gia của bạn', 'Ngân sách của khuyến mãi này đã hết.'],
    ] as const) {
      localStorage.setItem('lang', lang);
      await i18n.changeLanguage(lang);
      const view = renderInSite(<PromoDetailPage />, '/promoDetail?id=7');
      const mine = await screen.findByRole('region', { name: region });
      fireEvent.click(within(mine).getAllByRole('button')[0]!);
      expect((await within(mine).findByRole('alert')).textContent).toBe(text);
      view.unmount();
    }
  });

  it('shows a raffle draw with its seed hash and seed, and claims a raffle prize through claimRafflePromotion', async () => {
    const claim = vi.fn((_body: unknown) => ({ status: 'claimed', bonus: null }));
    serveApi({
      ...base,
      '/wps/promotion/7': detail({
        kind: 'raffle',
        status: 'claim',
        action: 'claim',
        prizes: [{ rank: 1, amount: '50000' }],
        mine: {
          status: 'claim',
          remark: null,
          reviewNote: null,
          amount: '50000',
          tickets: 3,
          rank: 1,
          turnover: null,
          updatedAt: '2026-11-20T00:00:00.000Z',
        },
        draw: {
          drawnAt: '2026-11-20T00:00:00.000Z',
          serverSeedHash: 'a'.repeat(64),
          serverSeed: 'b'.repeat(64),
          winners: [{ rank: 1, player: 'de***01', amount: '50000' }],
        },
      }),
      '/wps/relay/MCS2_claimRafflePromotion': (_u: URL, init: RequestInit) => claim(JSON.parse(String(init.body))),
    });
    renderInSite(<PromoDetailPage />, '/promoDetail?id=7');
    const draw = await screen.findByRole('region', { name: 'Draw result' });
    expect(within(draw).getByText('de***01')).toBeTruthy();
    expect(within(draw).getByText('a'.repeat(64))).toBeTruthy();
    expect(within(draw).getByText('b'.repeat(64))).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'Your participation' });
    expect(within(mine).getByText('Tickets').nextSibling?.textContent).toBe('3');
    fireEvent.click(within(mine).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(claim).toHaveBeenCalledWith({ promotionId: 7 }));
  });

  it('says so when the id is not a promotion', async () => {
    serveApi({ ...base });
    renderInSite(<PromoDetailPage />, '/promoDetail?id=abc');
    expect(await screen.findByText('Promotion not found')).toBeTruthy();
  });
});
