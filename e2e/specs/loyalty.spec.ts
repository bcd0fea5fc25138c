import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO01,
  accountButton,
  deposit,
  houseFrame,
  loginWithPassword,
  newPage,
  readyDemo01ToPay,
  registerThroughDialog,
  screenshot,
  spinUntilBalanceMoves,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/**
 * Issue 13's "done when", as demo01 lives it in Chromium: its rank and progress on /vip; house games played,
 * then cashback for those bets claimed once; a points product redeemed with the payment password and found in
 * the redeem history; a mission completed and claimed with the menu badge going down; a friend registered
 * through demo01's referral link qualifying after a deposit and paying demo01 the reward.
 *
 * demo01 and its friend come from addresses of their own: a friend from the referrer's address would not
 * qualify (the referral abuse check).
 */
const centre = (page: Page) => page.getByRole('dialog', { name: 'Trung tâm thành viên' });

describe('loyalty as demo01', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage({
      viewport: 'desktop',
      headers: { 'x-forwarded-for': '192.0.2.51' },
      // The wrong payment password below is answered 400, which the browser logs.
      allowConsoleErrors: [/MCS2_redeemPointReward/],
    });
    await page.goto('/index');
    await loginWithPassword(page, DEMO01.username, DEMO01.password);
    await accountButton(page, DEMO01.username).waitFor();
    await readyDemo01ToPay(page);
  });
  afterAll(() => page.close());

  it('sees its rank and the progress to the next one on /vip, and the rank in the header', async () => {
    await page.goto('/vip');
    const rank = page.getByRole('region', { name: 'Hạng của bạn' });
    await rank.getByText('VIP0 · Thành viên').waitFor();
    await rank.getByRole('progressbar', { name: 'Tiến độ lên VIP1 · Đồng' }).waitFor();
    await rank
      .getByText(/^Còn thiếu /)
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Các hạng và quyền lợi' })
      .getByRole('heading', { name: 'VIP10 · Huyền thoại' })
      .waitFor();
    await page.getByRole('banner').getByText('VIP', { exact: false }).first().waitFor();
    await screenshot(page, 'loyalty-vip-desktop-vi');
  });

  it('plays the house slot, then claims the cashback for those bets once', async () => {
    await deposit(page, '10000');
    await page.goto('/rng?page=LOTUS_HOUSE');
    await page.getByRole('button', { name: 'Chơi Hoa Sen Phát Lộc' }).click();
    await page.waitForURL('**/game');
    const frame = houseFrame(page);
    await frame.getByRole('heading', { name: 'Hoa Sen Phát Lộc' }).waitFor();
    // 100 a line, 2,000 a spin: slots pay 0.6 % back at VIP0, over the brand's minimum claim of 10.
    await frame.getByRole('textbox', { name: 'Cược mỗi dòng' }).fill('100');
    await spinUntilBalanceMoves(frame);

    await page.goto('/index?mc=manualRebate');
    const claimable = centre(page).getByRole('region', { name: 'Hoàn trả có thể nhận' });
    const lines = centre(page).getByRole('table', { name: 'Cược hợp lệ từ lần nhận trước' });
    await expect
      .poll(() => lines.getByRole('row', { name: /Nổ hũ/ }).textContent(), { timeout: 15_000 })
      .toMatch(/0,6%/);
    const button = claimable.getByRole('button', { name: 'Nhận hoàn trả' });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'loyalty-cashback-desktop-vi');
    await button.click();
    await claimable.getByText(/^Đã nhận [\d.,]+ vào ví chính\.$/).waitFor();
    // Once: the same bets are not paid again.
    await claimable.getByText('Chưa có cược hợp lệ mới kể từ lần nhận trước.').waitFor();
    expect(await button.isEnabled()).toBe(false);
    const history = centre(page).getByRole('region', { name: 'Lịch sử nhận hoàn trả' });
    await expect.poll(() => history.getByRole('row').count()).toBe(2);
  });

  it('redeems a points product with the payment password and finds it in the redeem history', async () => {
    await page.goto('/pointMall');
    const products = page.getByRole('list', { name: 'Sản phẩm' });
    const product = products.getByRole('listitem').filter({ hasText: 'Tiền thưởng 50.000 VND' });
    await product.getByRole('button', { name: 'Đổi quà' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đổi Tiền thưởng 50.000 VND' });
    await dialog.getByLabel('Mật khẩu thanh toán', { exact: true }).fill('000000');
    await dialog.getByRole('button', { name: 'Xác nhận đổi' }).click();
    await dialog.getByText('Mật khẩu thanh toán không đúng').waitFor();
    await dialog.getByLabel('Mật khẩu thanh toán', { exact: true }).fill(DEMO01.payPassword);
    await dialog.getByRole('button', { name: 'Xác nhận đổi' }).click();
    await dialog.getByText(/^Đổi thành công\. Mã giao dịch /).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Các mục cửa hàng điểm' })
      .getByRole('button', { name: 'Lịch sử đổi điểm' })
      .click();
    const history = page.getByRole('list', { name: 'Lịch sử đổi điểm' });
    const row = history.getByRole('listitem').filter({ hasText: 'Tiền thưởng 50.000 VND' });
    await row.getByText('Đã duyệt').waitFor();
    await screenshot(page, 'loyalty-points-history-desktop-vi');
  });

  it('claims a completed mission and the badge count goes down', async () => {
    await page.goto('/index?mc=missionLeaderboard');
    const badge = centre(page).getByLabel(/^Nhiệm vụ chờ nhận thưởng: \d+$/);
    await badge.waitFor();
    const before = Number((await badge.textContent()) ?? '0');
    expect(before).toBeGreaterThan(0);
    const mission = centre(page).getByRole('listitem', { name: 'Đăng nhập hằng ngày' });
    await mission.getByRole('button', { name: 'Nhận thưởng' }).click();
    await centre(page)
      .getByText(/^Đã nhận: /)
      .waitFor();
    await mission.getByText('Đã nhận').first().waitFor();
    if (before === 1) await badge.waitFor({ state: 'detached' });
    else await expect.poll(async () => Number(await badge.textContent())).toBe(before - 1);
    await screenshot(page, 'loyalty-missions-desktop-vi');
  });

  it('a friend registered with the referral link qualifies after a deposit and pays demo01 the reward', async () => {
    await page.goto('/index?mc=referral');
    const link = await centre(page).getByLabel('Đường dẫn mời của bạn').inputValue();
    expect(link).toMatch(/\/register\?ref=[A-Z0-9]+$/);

    const friend = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': '192.0.2.52' } });
    const invite = new URL(link);
    await friend.goto(invite.pathname + invite.search);
    // The site keeps the code once it has read the link (before the registration below opens /register again).
    await expect
      .poll(() => friend.getByRole('dialog', { name: 'Đăng ký' }).getByLabel('Mã giới thiệu').inputValue())
      .toBe(invite.searchParams.get('ref'));
    const username = uniqueUsername('fr');
    await registerThroughDialog(friend, { mode: 'username', username, mobile: uniqueMobile(), password: 'Lotus2026' });
    await accountButton(friend, username).waitFor();
    await deposit(friend, '100000');
    await friend.close();

    await page.reload();
    const friends = centre(page).getByRole('table', { name: 'Bạn bè đã mời' });
    const masked = `${username.slice(0, 2)}`;
    const row = friends.getByRole('row').filter({ hasText: masked }).filter({ hasText: 'Đủ điều kiện' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => row.textContent()).toContain('50.000,00');
    await screenshot(page, 'loyalty-referral-desktop-vi');
  });
});
