import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';

describe('join page', () => {
  it('explains why to join, opens registration and links to the agent sign-in (vi, desktop)', async () => {
    const page = await newPage({ viewport: 'desktop' });
    await page.goto('/join');
    await page.getByRole('heading', { level: 1, name: 'Tham gia Lotus' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Chương trình đại lý' }).waitFor();
    await screenshot(page, 'join-desktop-vi');
    await page.getByRole('main').getByRole('button', { name: 'Đăng ký ngay' }).click();
    await page.getByRole('dialog', { name: 'Đăng ký' }).waitFor();
    await page.getByRole('dialog', { name: 'Đăng ký' }).getByRole('button', { name: 'Đóng' }).click();
    await page.getByRole('link', { name: 'Đăng nhập đại lý' }).click();
    await page.waitForURL('**/agent');
  });

  it('shows the English page on a phone', async () => {
    const page = await newPage({ viewport: 'mobile', language: 'en', locale: 'en-US' });
    await page.goto('/join');
    await page.getByRole('heading', { level: 1, name: 'Join Lotus' }).waitFor();
    expect(await page.getByRole('link', { name: 'Agent sign-in' }).getAttribute('href')).toBe('/agent');
    await screenshot(page, 'join-mobile-en');
  });
});
