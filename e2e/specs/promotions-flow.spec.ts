import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountButton,
  deposit,
  houseFrame,
  newPage,
  ops,
  opsApi,
  registerThroughDialog,
  screenshot,
  testIp,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/**
 * A bonus from start to end, as a new member lives it (issue 12): join a first-deposit bonus, deposit, play
 * the house slot and watch the wagering move until the bonus is main money; join a lucky draw, win it and
 * claim the prize; apply for the switch-over bonus and read the operator's decision in the inbox.
 */
const centre = (page: Page) => page.getByRole('dialog', { name: 'Trung tâm thành viên' });
const tag = String(Date.now()).slice(-7);

/** A live promotion of this run (the operator API): small amounts so that a few spins meet its wagering. */
async function promotion(body: Record<string, unknown>) {
  return opsApi<{ id: number }>('POST', '/ops/promotions?brand=LOTUS', {
    participation: 'join',
    summary: { vi: 'Khuyến mãi kiểm thử', en: 'A test promotion' },
    terms: { vi: '<p>Điều khoản</p>', en: '<p>Terms</p>' },
    wagering: { multipleTenths: 10, includeDeposit: false, weights: { RNG: 10_000 }, maxStake: null, expiryDays: 7 },
    state: 'live',
    sortOrder: 1,
    // Members only (rank 0), so that the guest's list of the demo promotions in promotions.spec stays as seeded.
    visibility: { vipLevels: [0] },
    ...body,
  });
}

async function join(page: Page, id: number, title: string) {
  await page.goto(`/promoDetail?id=${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Tham gia', exact: true }).click();
  await page.getByRole('region', { name: 'Tham gia của bạn' }).locator('[data-status="joined"]').waitFor();
}

describe('a bonus from start to end', () => {
  it('first deposit bonus met by playing, a raffle won and claimed, an application decided in the inbox', async () => {
    const first = await promotion({
      code: `e2e-first-${tag}`,
      kind: 'deposit_match',
      category: 'welcome',
      title: { vi: `Thưởng nạp đầu ${tag}`, en: `First deposit ${tag}` },
      rules: { kind: 'deposit_match', deposits: 'first', percentBps: 10_000, cap: '10000', minDeposit: '10000' },
    });
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    const username = uniqueUsername('bonus');
    await registerThroughDialog(page, { mode: 'username', username, mobile: uniqueMobile(), password: 'Lotus2026' });
    await accountButton(page, username).waitFor();

    // ── the first deposit bonus: join, deposit 100, bonus 100 with 1× wagering on slots ──
    await page.goto('/promotions?category=welcome');
    await page.getByRole('article', { name: `Thưởng nạp đầu ${tag}` }).waitFor();
    await join(page, first.id, `Thưởng nạp đầu ${tag}`);
    await deposit(page, '100');
    await page.goto('/index?mc=rewardCenter');
    const active = centre(page).getByRole('region', { name: 'Tiền thưởng đang hoạt động' });
    await active.getByText(`Thưởng nạp đầu ${tag}`).waitFor();
    await active.getByText('0,00 / 100,00').waitFor();
    await screenshot(page, 'promotions-flow-bonus-issued-desktop-vi');

    // ── the house slot: 20 a spin (1 a line); the game page's chip follows the wagering ──
    await page.goto('/rng?page=LOTUS_HOUSE');
    await page.getByRole('button', { name: 'Chơi Hoa Sen Phát Lộc' }).click();
    await page.waitForURL('**/game');
    const frame = houseFrame(page);
    await frame.getByRole('heading', { name: 'Hoa Sen Phát Lộc' }).waitFor();
    const chip = page.getByLabel(/^Tiến độ cược tiền thưởng \d+%/);
    await chip.waitFor();
    const percent = async () => Number((await chip.getAttribute('aria-label'))?.match(/(\d+)%/)?.[1] ?? -1);
    expect(await percent()).toBe(0);
    await frame.getByRole('textbox', { name: 'Cược mỗi dòng' }).fill('1');
    const spin = frame.getByRole('button', { name: 'Quay' });
    let moved = false;
    for (let i = 0; i < 15 && (await chip.count()) > 0; i++) {
      await expect.poll(() => spin.isEnabled()).toBe(true);
      await spin.click();
      await frame.getByText(/^(Thắng|Thua) /).waitFor();
      if (!moved && (await chip.count()) > 0 && (await percent()) > 0) {
        moved = true;
        await screenshot(page, 'promotions-flow-wagering-moving-desktop-vi');
      }
    }
    // Met: the chip is gone and the bonus is main money, which a withdrawal can take.
    await expect.poll(() => chip.count(), { timeout: 30_000 }).toBe(0);
    await page.goto('/index?mc=rewardCenter');
    const history = centre(page).getByRole('region', { name: 'Lịch sử tiền thưởng' });
    await history.getByText('Đã chuyển đổi').waitFor();
    await centre(page).getByText('Bạn không có tiền thưởng đang hoạt động.').waitFor();
    await screenshot(page, 'promotions-flow-bonus-converted-desktop-vi');

    // ── the lucky draw: join, a deposit buys a ticket, the draw after the end, the prize claimed ──
    // Created now and ending in 12 s: long enough to join and buy a ticket, short enough not to wait.
    const raffleEnds = new Date(Date.now() + 12_000);
    const raffle = await promotion({
      code: `e2e-raffle-${tag}`,
      kind: 'raffle',
      category: 'event',
      title: { vi: `Quay số ${tag}`, en: `Draw ${tag}` },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: raffleEnds.toISOString(),
      rules: { kind: 'raffle', ticketSource: 'deposit', ticketUnit: '10000', prizes: [{ rank: 1, amount: '5000' }] },
    });
    await join(page, raffle.id, `Quay số ${tag}`);
    await deposit(page, '100');
    await page.reload();
    await page.getByRole('region', { name: 'Tham gia của bạn' }).getByText('1', { exact: true }).waitFor();
    await new Promise((r) => setTimeout(r, Math.max(0, raffleEnds.getTime() - Date.now() + 1_000)));
    // The promotions job may draw it first (it draws ended raffles); then the operator's draw is refused.
    const drawn = await ops('promo', 'draw', String(raffle.id), '--brand', 'LOTUS').catch((e: Error) => e.message);
    expect(drawn).toMatch(new RegExp(`${username}|raffle_already_drawn`));
    await page.goto(`/promoDetail?id=${raffle.id}`);
    const results = page.getByRole('region', { name: 'Kết quả quay thưởng' });
    await results.waitFor();
    await page.getByRole('button', { name: 'Nhận thưởng', exact: true }).click();
    await page.getByText('Đã nhận và cộng phần thưởng.').waitFor();
    await screenshot(page, 'promotions-flow-raffle-claimed-desktop-vi');

    // The prize is an open bonus now: forfeit it so that the application below can be paid.
    await page.goto('/index?mc=rewardCenter');
    await centre(page).getByRole('button', { name: 'Hủy tiền thưởng' }).click();
    await page
      .getByRole('alertdialog', { name: 'Hủy tiền thưởng này?' })
      .getByRole('button', { name: 'Hủy thưởng' })
      .click();
    await centre(page).getByText('Bạn không có tiền thưởng đang hoạt động.').waitFor();

    // ── an application: the operator approves it, the member reads the decision in the inbox ──
    await page.goto('/promotions?category=vip');
    await page.getByRole('article', { name: 'Thưởng chuyển nhà cái' }).getByRole('link', { name: 'Đăng ký' }).click();
    const form = page.getByRole('form', { name: 'Đăng ký khuyến mãi này' });
    await form.getByRole('textbox', { name: 'Ghi chú' }).fill('Khách VIP nhà cái cũ');
    await form.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Đã gửi đơn. Kết quả sẽ được gửi vào hộp thư của bạn.').waitFor();
    const pending = await ops('promo', 'applications', '--brand', 'LOTUS');
    const line = pending.split('\n').find((l) => l.includes(username));
    const applicationId = line?.trim().split(/\s+/)[0];
    expect(applicationId).toMatch(/^\d+$/);
    await ops('promo', 'approve', applicationId!, '--brand', 'LOTUS', '--reason', 'Chào mừng bạn');
    await page.goto('/index?mc=messageV2');
    const inbox = centre(page).getByRole('region', { name: 'Hộp thư', exact: true });
    await inbox
      .getByRole('list', { name: 'Tin nhắn' })
      .getByRole('button', { name: /Đơn tham gia khuyến mãi đã được duyệt/ })
      .click();
    await inbox.getByText(/"Thưởng chuyển nhà cái" của bạn đã được duyệt: 500\.000,00 VND/).waitFor();
    await screenshot(page, 'promotions-flow-inbox-approved-desktop-vi');
  }, 240_000);
});
