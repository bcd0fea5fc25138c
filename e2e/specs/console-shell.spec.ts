import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';

/** The seeded demo owner (apps/server/src/db/seed/demoOperators.ts): every permission, no two-factor. */
const OWNER = { username: 'owner', password: 'Owner12345' };

async function signInAsOwner(page: Page) {
  await page.goto('/console');
  await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
  await page.getByLabel('Tên đăng nhập').fill(OWNER.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

describe('the operator console’s shell', () => {
  it('signs the owner in (Vietnamese first), shows its navigation, switches to English and signs out', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInAsOwner(page);

    const nav = page.getByRole('navigation', { name: 'Điều hướng console' });
    await nav.waitFor();
    for (const name of ['Nhân viên vận hành', 'Nhật ký kiểm toán', 'Tài khoản của tôi']) {
      await nav.getByRole('link', { name }).waitFor();
    }
    // The header: who is signed in, its role and brands.
    const who = page.getByTestId('console-operator');
    expect(await who.textContent()).toBe('Demo ownerChủ sở hữu · Thương hiệu: tất cả thương hiệu');

    await page.getByRole('radio', { name: 'English' }).click();
    const navEn = page.getByRole('navigation', { name: 'Console navigation' });
    await navEn.getByRole('link', { name: 'Operators' }).click();
    await page.getByRole('heading', { name: 'Operators', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: /owner/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/operators');
    await screenshot(page, 'console-operators-1280');

    await navEn.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    // The sign-in just made is in the log, by the owner.
    await page.getByRole('cell', { name: 'operator.login' }).first().waitFor();
    await page.getByRole('button', { name: 'Verify chain' }).click();
    await page.getByText(/^The chain holds: \d+ entr(y|ies) checked\.$/).waitFor();
    await screenshot(page, 'console-audit-1280');

    // The choice of language stays for the next load; the session too (this tab).
    await page.reload();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Console navigation' }).count()).toBe(0);
    // Signed out on the server as well: a reload stays on the sign-in page.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('says why a sign-in failed', async () => {
    const page = await newPage({
      viewport: { width: 1280, height: 800 },
      // The browser logs the refused call itself.
      allowConsoleErrors: [/status of 401/],
    });
    await page.goto('/console/audit');
    await page.getByLabel('Tên đăng nhập').fill(OWNER.username);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('alert').getByText('Sai tên đăng nhập, mật khẩu hoặc mã xác thực').waitFor();
    await screenshot(page, 'console-signin-1280');
  });

  it('on a phone, keeps the navigation in a drawer', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signInAsOwner(page);
    await page.getByTestId('console-operator').getByText('Demo owner').waitFor();
    expect(await page.getByRole('navigation', { name: 'Điều hướng console' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Mở điều hướng' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Nhật ký kiểm toán' }).click();
    await page.getByRole('heading', { name: 'Nhật ký kiểm toán', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Nothing sticks out of the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'console-audit-390');
  });
});
