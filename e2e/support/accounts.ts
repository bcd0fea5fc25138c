import type { Page } from 'playwright-core';
import { fillImageCaptcha, solveSlider } from './captcha';
import { waitForSmsCode } from './outbox';

/** A fresh username (letters and digits, starting with a letter, at most 16). */
export const uniqueUsername = (prefix = 'e2e') =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);

/** A fresh Vietnamese mobile number without the leading 0 (9 digits, starting with 9). */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A documentation IP (RFC 5737) to appear to come from, so that per-IP limits do not add up across tests. */
export const testIp = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/** Clicks the header's log-in button and answers the login dialog. */
export async function openLoginDialog(page: Page, name = /^(Đăng nhập|Log in)$/) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/** Signs in with username and password through the login dialog (slider included). */
export async function loginWithPassword(
  page: Page,
  username: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(password);
  if (options.remember !== undefined)
    await dialog.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }).setChecked(options.remember);
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await solveSlider(page);
}

/** The header's account button of a signed-in member (its name starts with the menu label). */
export const accountButton = (page: Page, username: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`(Menu tài khoản|Account menu): ${username}$`, 'i') });

/**
 * Registers through the registration dialog at /register, by username (the demo brand also asks
 * for a mobile with its SMS code) or by mobile, solving the captcha and the slider.
 */
export async function registerThroughDialog(
  page: Page,
  input: {
    mode: 'username' | 'mobile';
    username?: string;
    mobile: string;
    password: string;
    email?: string;
    smsCode?: boolean;
  },
) {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
  await dialog.waitFor();
  if (input.mode === 'mobile') await dialog.getByRole('tab', { name: 'Điện thoại' }).click();
  if (input.mode === 'username') await dialog.getByLabel('Tên đăng nhập', { exact: true }).fill(input.username!);
  await dialog.getByLabel('Số điện thoại', { exact: true }).fill(input.mobile);
  if (input.smsCode !== false) {
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Gửi mã' }).click();
    const code = await waitForSmsCode(`84${input.mobile}`, since);
    await dialog.getByLabel('Mã xác minh', { exact: true }).fill(code);
  }
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(input.password);
  if (input.mode === 'username') await dialog.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(input.password);
  if (input.email) await dialog.getByLabel('E-mail', { exact: true }).fill(input.email);
  await fillImageCaptcha(page, dialog);
  await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await solveSlider(page);
  await dialog.waitFor({ state: 'detached' });
  // The welcome names the next steps (issue 33 item 15); "Chơi ngay" closes it.
  const welcome = page.getByRole('alertdialog', { name: /^Chào mừng / });
  await welcome.getByRole('button', { name: 'Nạp tiền' }).waitFor();
  await welcome.getByRole('button', { name: 'Xem ưu đãi chào mừng' }).waitFor();
  await welcome.getByRole('button', { name: 'Chơi ngay' }).click();
  await welcome.waitFor({ state: 'detached' });
}

/** Signs out through the header's account menu and its confirm dialog. */
export async function logoutThroughMenu(page: Page, username: string) {
  await accountButton(page, username).click();
  await page.getByRole('menuitem', { name: /^(Đăng xuất|Sign out)$/ }).click();
  await page
    .getByRole('alertdialog', { name: /^(Đăng xuất|Sign out)$/ })
    .getByRole('button', { name: /^(Đăng xuất|Sign out)$/ })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Đăng nhập|Log in)$/ })
    .waitFor();
}
