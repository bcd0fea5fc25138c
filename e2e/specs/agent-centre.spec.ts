import { describe, expect, it } from 'vitest';
import { newPage, screenshot, solveSlider, testIp, uniqueUsername } from '../support';

/**
 * The agent centre as agent01 lives it (issue 14, the first part of its "done when"): signing in opens the
 * centre on the team overview with the team's figures; the register centre shows the agent's code, link and
 * QR code and registers a member straight into the team; the menu holds the entries in SPEC order; on a phone
 * the menu scrolls above the page.
 */
describe('the agent centre', () => {
  it('opens on the team overview and registers a member into the team from the register centre', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/agent');
    await page.getByLabel('Tên đăng nhập', { exact: true }).fill('agent01');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Agent1234');
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await solveSlider(page);

    const centre = page.getByRole('dialog', { name: 'Trung tâm đại lý' });
    await centre.waitFor();
    const menu = centre.getByRole('navigation', { name: 'Menu trung tâm đại lý' });
    const entries = await menu.getByRole('link').or(menu.getByRole('button')).allTextContents();
    expect(entries.slice(0, 8).map((e) => e.trim())).toEqual([
      'Thông báo',
      'Tổng quan đội nhóm',
      'Tài khoản (trung tâm đăng ký)',
      'Quản lý đội nhóm',
      'Cược đội nhóm',
      'Lãi lỗ thành viên',
      'Thu nhập của tôi',
      'Chi tiết giao dịch',
    ]);
    // The default page: the team overview, with demo01 and pagent01 in agent01's team.
    const overview = centre.getByRole('region', { name: 'Tổng quan đội nhóm' });
    await overview.getByText('Quy mô đội nhóm').waitFor();
    await overview.getByRole('img', { name: /30 ngày qua/ }).waitFor();
    await screenshot(page, 'agent-centre-overview-desktop-vi');
    // Each entry opens a page headed by the entry's own name (issue 33: "Cược của đội nhóm" opened "Cược đội nhóm").
    for (const entry of entries.map((e) => e.trim())) {
      await menu.getByText(entry, { exact: true }).click();
      await centre
        .getByRole('region', { name: entry, exact: true })
        .getByRole('heading', { name: entry, exact: true })
        .waitFor();
    }

    await menu.getByText('Tài khoản (trung tâm đăng ký)').click();
    const register = centre.getByRole('region', { name: 'Tài khoản (trung tâm đăng ký)' });
    await register.getByTestId('affiliate-code').getByText('LOTUS01').waitFor();
    const form = register.getByRole('form', { name: 'Đăng ký tài khoản' });
    const username = uniqueUsername('dl');
    await form.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
    await form.getByLabel('Mật khẩu', { exact: true }).fill('Lotus2026');
    await form.getByLabel('Xác nhận mật khẩu', { exact: true }).fill('Lotus2026');
    await form.getByRole('button', { name: 'Đăng ký' }).click();
    await register.getByText(`Đã đăng ký thành viên ${username} vào đội nhóm của bạn.`).waitFor();
    await screenshot(page, 'agent-centre-register-desktop-vi');

    // The new member is in the team list.
    await menu.getByText('Quản lý đội nhóm').click();
    const team = centre.getByRole('region', { name: 'Quản lý đội nhóm' });
    await team.getByText(username).first().waitFor();
  });

  it('on a phone in English, every one of the twelve entries opens its page, named in the URL', async () => {
    const page = await newPage({ viewport: 'mobile', language: 'en', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/agent');
    await page.getByLabel('Username', { exact: true }).fill('agent01');
    await page.getByLabel('Password', { exact: true }).fill('Agent1234');
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await solveSlider(page);
    const centre = page.getByRole('dialog', { name: 'Agent centre' });
    const menu = centre.getByRole('navigation', { name: 'Agent centre menu' });
    await centre.getByRole('region', { name: 'Team overview', exact: true }).waitFor();
    await screenshot(page, 'agent-centre-overview-mobile-en', { fullPage: false });
    const entries = (await menu.getByRole('button').allTextContents()).map((e) => e.trim());
    expect(entries).toHaveLength(12);
    for (const [i, entry] of entries.entries()) {
      await menu.getByRole('button', { name: entry, exact: true }).click();
      await centre
        .getByRole('region', { name: entry, exact: true })
        .getByRole('heading', { name: entry, exact: true })
        .waitFor();
      expect(new URL(page.url()).searchParams.get('ac')).toBeTruthy();
      if (i === 4 || i === 9) await screenshot(page, `agent-centre-${i}-mobile-en`, { fullPage: false });
    }
    // The page is in the URL: a reload opens the same one.
    const last = new URL(page.url()).searchParams.get('ac');
    expect(last).toBe('agentRealTimeSalary');
    await page.reload();
    await centre.getByRole('region', { name: 'Real-time salary', exact: true }).waitFor();
  });
});
