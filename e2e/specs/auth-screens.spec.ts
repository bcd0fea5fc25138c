import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { accountButton, newPage, solveSlider, testIp } from '../support';

const dir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The visible part of the page (the dialogs are fixed to it). */
async function screenshot(page: Page, name: string) {
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png` });
}

/**
 * Screenshots of the account screens at 375 and 1440 px in both languages (e2e/screenshots/,
 * gitignored), for people to look at; each step also checks that the screen is there.
 */
const TEXT = {
  vi: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    centre: 'Trung tâm thành viên',
    personal: 'Trung tâm cá nhân',
    forgot: 'Quên mật khẩu?',
    forgotTitle: 'Quên mật khẩu',
  },
  en: {
    login: 'Log in',
    register: 'Register',
    username: 'Username',
    password: 'Password',
    centre: 'Member centre',
    personal: 'Personal centre',
    forgot: 'Forgot password?',
    forgotTitle: 'Forgot password',
  },
} as const;

describe('account screens', () => {
  for (const lang of ['vi', 'en'] as const) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      it(`${lang} ${viewport}`, async () => {
        const t = TEXT[lang];
        const page = await newPage({
          viewport,
          locale: lang === 'en' ? 'en-US' : 'vi-VN',
          headers: { 'x-forwarded-for': testIp() },
        });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        const name = (s: string) => `screen-${s}-${viewport}-${lang}`;

        await page.goto('/register');
        await page
          .getByRole('dialog', { name: t.register })
          .getByRole('img', { name: /captcha|mã xác nhận/i })
          .waitFor();
        await screenshot(page, name('register'));

        await page.goto('/login');
        const login = page.getByRole('dialog', { name: t.login });
        await login.getByRole('button', { name: t.forgot }).click();
        await page.getByRole('dialog', { name: t.forgotTitle }).waitFor();
        await screenshot(page, name('forgot'));

        await page.goto('/login');
        await login.getByLabel(t.username, { exact: true }).fill('demo01');
        await login.getByLabel(t.password, { exact: true }).fill('Demo1234');
        await screenshot(page, name('login'));
        await login.getByRole('button', { name: t.login, exact: true }).click();
        await page.getByRole('slider').waitFor();
        await page.waitForTimeout(300);
        await screenshot(page, name('slider'));
        await solveSlider(page);
        await accountButton(page, 'demo01').click();
        await page.getByRole('menuitem', { name: t.personal }).waitFor();
        await screenshot(page, name('account-menu'));
        await page.getByRole('menuitem', { name: t.personal }).click();
        const centre = page.getByRole('dialog', { name: t.centre });
        await centre.getByTestId('masked-sms').waitFor();
        await screenshot(page, name('member-centre'));
      });
    }
  }
});
