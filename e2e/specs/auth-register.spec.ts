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

describe('registration', () => {
  it('registers by username (with the SMS code from the outbox) and is signed in', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    const username = uniqueUsername('reg');
    const mobile = uniqueMobile();
    await registerThroughDialog(page, { mode: 'username', username, mobile, password: 'Lotus2026' });
    await accountButton(page, username).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
    // The field rules were cached under validate (SPEC §3).
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('validate') ?? '{}').rules?.length),
    ).toBeGreaterThan(0);
    await page.waitForURL('**/index');
  });

  it('registers by mobile: the number becomes the username', async () => {
    const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
    const mobile = uniqueMobile();
    await registerThroughDialog(page, { mode: 'mobile', mobile, password: 'Lotus2026' });
    await accountButton(page, mobile).waitFor();
    await screenshot(page, 'auth-registered-mobile-vi');
  });

  it('shows the rule messages of the brand and refuses without the terms', async () => {
    const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
    await dialog.getByLabel('Tên đăng nhập', { exact: true }).fill('1abc');
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('abcdefg');
    await dialog.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('abcdefh');
    await dialog.getByRole('checkbox', { name: /Tôi đã đủ 18 tuổi/ }).uncheck();
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await dialog.getByText('Chữ cái và chữ số, bắt đầu bằng chữ cái, từ 6 đến 16 ký tự').first().waitFor();
    await dialog.getByText('Gồm cả chữ cái và chữ số, từ 6 đến 20 ký tự').first().waitFor();
    await dialog.getByText('Hai mật khẩu không khớp').waitFor();
    await dialog.getByText('Vui lòng đồng ý với điều khoản').waitFor();
    await screenshot(page, 'auth-register-errors-mobile-vi');
  });

  it('checks the affiliate code from the URL on load and hides the field when it is valid', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/register?affiliateCode=LOTUS01');
    const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
    await dialog.getByText(/Mã mời LOTUS01/).waitFor();
    expect(await dialog.getByLabel('Mã mời', { exact: true }).count()).toBe(0);

    const other = await newPage({
      viewport: 'desktop',
      headers: { 'x-forwarded-for': testIp() },
      allowConsoleErrors: [/status of 400/],
    });
    await other.goto('/register?code=NOPE99');
    const d2 = other.getByRole('dialog', { name: 'Đăng ký' });
    await expect.poll(() => d2.getByLabel('Mã mời', { exact: true }).inputValue()).toBe('NOPE99');
    await d2.getByText('Mã mời không hợp lệ').waitFor();
  });
});
