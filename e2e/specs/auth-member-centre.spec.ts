import { describe, expect, it } from 'vitest';
import { accountButton, loginWithPassword, newPage, screenshot, testIp } from '../support';

describe('forced password change, free play and the member centre', () => {
  it('forces newbie01 with the default password to change it, then lands on / signed in', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    await loginWithPassword(page, 'newbie01', '{secret}');
    const change = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
    await change.getByText('Bạn đang dùng mật khẩu mặc định').waitFor();
    // It cannot be dismissed: no close button, Escape does nothing.
    expect(await change.getByRole('button', { name: 'Đóng' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await change.waitFor();
    await screenshot(page, 'auth-forced-change-desktop-vi');
    // The password just typed to sign in is not asked again.
    expect(await change.getByLabel('Mật khẩu hiện tại', { exact: true }).count()).toBe(0);
    await change.getByLabel('Mật khẩu mới', { exact: true }).fill('Newbie2026');
    await change.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('Newbie2026');
    await change.getByRole('button', { name: 'Đổi mật khẩu', exact: true }).click();
    await change.waitFor({ state: 'detached' });
    await accountButton(page, 'newbie01').waitFor();
    await page.waitForURL('**/index');
  });

  it('signs a visitor in for free play and refuses the trial account the member centre', async () => {
    const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Chơi thử miễn phí' }).click();
    const account = page.getByRole('banner').getByRole('button', { name: /^Menu tài khoản: trial/ });
    await account.waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

    await account.click();
    await page.getByRole('menuitem', { name: 'Trung tâm cá nhân' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Cần tài khoản thật' });
    await warning.getByText('Đây là tài khoản chơi thử').waitFor();
    await screenshot(page, 'auth-trial-refused-mobile-vi');
    await warning.getByRole('button', { name: 'Đã hiểu' }).click();
    expect(await page.getByTestId('member-centre').count()).toBe(0);

    // A deep link is refused too, and the page leaves the URL.
    await page.goto('/index?mc=securityCenter');
    await page.getByRole('alertdialog', { name: 'Cần tài khoản thật' }).waitFor();
    await expect.poll(() => page.url()).not.toContain('mc=');
  });

  it('opens the member centre of a real member at its default page, with the page in the URL', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    await loginWithPassword(page, 'demo01', 'Demo1234');
    await accountButton(page, 'demo01').click();
    await page.getByRole('menuitem', { name: 'Trung tâm cá nhân' }).click();
    const centre = page.getByRole('dialog', { name: 'Trung tâm thành viên' });
    await centre.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('mc')).toBe('securityCenter');
    const menu = centre.getByRole('navigation', { name: 'Menu trung tâm thành viên' });
    expect(await menu.getByRole('button').count()).toBe(15);
    expect(await menu.getByRole('button', { name: 'Tài khoản của tôi' }).getAttribute('aria-current')).toBe('page');
    await centre.getByRole('heading', { name: 'Số điện thoại và e-mail' }).waitFor();
    await centre.getByTestId('masked-sms').filter({ hasText: '+84 91*****78' }).waitFor();
    // The body does not scroll behind the overlay.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await screenshot(page, 'member-centre-desktop-vi');

    // The avatar: pick a static picture; the header's account button shows it too.
    const avatar = centre.getByRole('heading', { name: 'Ảnh đại diện' });
    await avatar.scrollIntoViewIfNeeded();
    await centre.getByRole('button', { name: 'Ảnh 3' }).click();
    await centre.getByText('Đã cập nhật ảnh đại diện.').waitFor();
    await screenshot(page, 'member-centre-avatar-desktop-vi');

    // Another entry: the URL and the highlight follow (its page may be built by another feature).
    await menu.getByRole('button', { name: 'Hoạt động nhiệm vụ' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mc')).toBe('missionLeaderboard');
    await centre.getByRole('region', { name: 'Hoạt động nhiệm vụ' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Hoạt động nhiệm vụ' }).getAttribute('aria-current')).toBe('page');
    await centre.getByRole('button', { name: 'Đóng' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mc')).toBeNull();
  });
});
