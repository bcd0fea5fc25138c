import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountButton,
  loginWithPassword,
  logoutThroughMenu,
  newPage,
  openLoginDialog,
  ops,
  registerThroughDialog,
  screenshot,
  testIp,
  uniqueMobile,
  uniqueUsername,
  waitForMailLink,
  waitForSmsCode,
} from '../support';

// The member whose password is recovered is registered here. Registration's own SMS check is
// switched off for the setup only, so that the reset code is not held back by the server's
// one-code-per-number-per-minute limit.
const user = { username: uniqueUsername('rec'), mobile: uniqueMobile(), email: '', password: 'First2026' };
user.email = `${user.username}@lotus.test`;

beforeAll(async () => {
  await ops('switch', 'REGMOBVERF3', 'off');
  const page = await newPage({ headers: { 'x-forwarded-for': testIp() } });
  await registerThroughDialog(page, { mode: 'username', ...user, smsCode: false });
  await accountButton(page, user.username).waitFor();
  await page.context().close();
});
afterAll(async () => {
  await ops('switch', 'REGMOBVERF3', 'on');
});

describe('password recovery', () => {
  it('by e-mail: in_been_out, then the link from the mail sets a new password', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Quên mật khẩu' });
    await forgot.getByLabel('Tên đăng nhập', { exact: true }).fill(user.username);
    await forgot.getByLabel('E-mail', { exact: true }).fill(user.email);
    const since = Date.now();
    await forgot.getByRole('button', { name: 'Gửi đường dẫn' }).click();
    await forgot.getByRole('status').filter({ hasText: 'đường dẫn đặt lại mật khẩu đã được gửi' }).waitFor();
    await screenshot(page, 'auth-forgot-email-desktop-vi');

    const link = await waitForMailLink(user.email, since);
    expect(link).toContain('/index?resetPasswordToken=');
    await page.goto(link);
    const reset = page.getByRole('dialog', { name: 'Đặt mật khẩu mới' });
    // The token leaves the address bar at once.
    await expect.poll(() => page.url()).not.toContain('resetPasswordToken');
    await reset.getByLabel('Mật khẩu mới', { exact: true }).fill('Second2026');
    await reset.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('Second2026');
    await reset.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await reset.getByText('Mật khẩu đã được thay đổi').waitFor();
    await reset.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).waitFor();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đóng' }).click();
    await loginWithPassword(page, user.username, 'Second2026');
    await accountButton(page, user.username).waitFor();
    user.password = 'Second2026';
  });

  it('by phone: SMS code and a new password, then signed in and sent to /', async () => {
    const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/noticePage');
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Quên mật khẩu' });
    await forgot.getByRole('tab', { name: 'Qua số điện thoại' }).click();
    await forgot.getByLabel('Số điện thoại', { exact: true }).fill(user.mobile);
    const since = Date.now();
    await forgot.getByRole('button', { name: 'Gửi mã' }).click();
    const code = await waitForSmsCode(`84${user.mobile}`, since);
    await forgot.getByLabel('Mã xác minh', { exact: true }).fill(code);
    await forgot.getByLabel('Mật khẩu mới', { exact: true }).fill('Third2026');
    await forgot.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('Third2026');
    await screenshot(page, 'auth-forgot-phone-mobile-vi');
    await forgot.getByRole('button', { name: 'Đặt lại mật khẩu và đăng nhập' }).click();
    await accountButton(page, user.username).waitFor();
    await page.waitForURL('**/index');

    // The new password works.
    await logoutThroughMenu(page, user.username);
    await loginWithPassword(page, user.username, 'Third2026');
    await accountButton(page, user.username).waitFor();
  });
});
