import { describe, expect, it } from 'vitest';
import {
  accountButton,
  newPage,
  registerThroughDialog,
  screenshot,
  testIp,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/**
 * Promotions as people see them (issue 12), on the demo brand's eight live promotions: a guest browses
 * /promotions by category and is asked to sign in by an action; a new member claims the daily free
 * credit (its bonus then shows with its wagering in the reward centre) and applies for the switch-over
 * bonus with a remark of at most 140 characters.
 */
const card = (page: Awaited<ReturnType<typeof newPage>>, title: string) =>
  page.getByRole('list', { name: 'Danh sách khuyến mãi' }).getByRole('article', { name: title });

describe('promotions', () => {
  it('a guest browses the promotions by category and an action asks to sign in (375 px)', async () => {
    const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/promotions');
    await page.getByRole('heading', { level: 1, name: 'Khuyến mãi' }).waitFor();
    const list = page.getByRole('list', { name: 'Danh sách khuyến mãi' });
    await card(page, 'Quà miễn phí mỗi ngày').waitFor();
    expect(await list.getByRole('article').count()).toBe(8);
    const tabs = page.getByRole('navigation', { name: 'Loại khuyến mãi' });
    expect(await tabs.getByRole('button').allTextContents()).toEqual([
      'Tất cả',
      'Chào mừng',
      'Nạp tiền',
      'Hằng ngày',
      'Hoàn trả',
      'Sự kiện',
      'VIP',
    ]);
    await tabs.getByRole('button', { name: 'Sự kiện' }).click();
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    expect(await list.getByRole('heading').allTextContents()).toEqual(['Đua top cược tuần', 'Vòng quay may mắn']);
    expect(page.url()).toContain('category=event');
    await screenshot(page, 'promotions-list-guest-mobile-vi');

    await tabs.getByRole('button', { name: 'Hằng ngày' }).click();
    await card(page, 'Quà miễn phí mỗi ngày').getByRole('button', { name: 'Nhận thưởng' }).click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).waitFor();
  });

  it('a member claims the daily free credit, sees its wagering, and applies with a remark (1440 px)', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    const username = uniqueUsername('promo');
    await registerThroughDialog(page, { mode: 'username', username, mobile: uniqueMobile(), password: 'Lotus2026' });
    await accountButton(page, username).waitFor();

    await page.goto('/promotions?category=daily');
    const free = card(page, 'Quà miễn phí mỗi ngày');
    await free.getByRole('button', { name: 'Nhận thưởng' }).click();
    await free.getByRole('status').getByText('Đã nhận và cộng phần thưởng.').waitFor();
    await free.locator('[data-status="claimed"]').waitFor();

    await page.getByRole('link', { name: 'Quà miễn phí mỗi ngày' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quà miễn phí mỗi ngày' }).waitFor();
    const rules = page.getByRole('region', { name: 'Quy định' });
    await rules.getByText('5 lần tiền thưởng').waitFor();
    expect(await page.getByTestId('next-step').textContent()).toMatch(/^Bạn đã nhận phần thưởng này/);
    await screenshot(page, 'promotions-detail-claimed-desktop-vi');

    await page.goto('/index?mc=rewardCenter');
    const active = page.getByRole('region', { name: 'Tiền thưởng đang hoạt động' });
    await active.getByText('Quà miễn phí mỗi ngày').waitFor();
    const bar = active.getByRole('progressbar', { name: 'Tiến độ cược' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    await active.getByText('0,00 / 100.000,00').waitFor();
    await screenshot(page, 'promotions-reward-centre-desktop-vi');

    await page.goto('/promotions?category=vip');
    await card(page, 'Thưởng chuyển nhà cái').getByRole('link', { name: 'Đăng ký' }).click();
    const form = page.getByRole('form', { name: 'Đăng ký khuyến mãi này' });
    await form.getByRole('button', { name: 'Đăng ký' }).click();
    await form.getByText('Vui lòng điền mục này').waitFor();
    const remark = form.getByRole('textbox', { name: 'Ghi chú' });
    await remark.fill('x'.repeat(141));
    await form.getByText('Tối đa 140 ký tự', { exact: true }).waitFor();
    expect(await page.getByTestId('remark-count').textContent()).toBe('141/140');
    await remark.fill('VIP 3 ở nhà cái cũ, mã thành viên 12345');
    await form.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Đã gửi đơn. Kết quả sẽ được gửi vào hộp thư của bạn.').waitFor();
    await page.getByRole('region', { name: 'Tham gia của bạn' }).locator('[data-status="applying"]').waitFor();
  });
});
