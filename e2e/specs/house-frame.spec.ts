import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';

/**
 * Issue 20: the house games' own pages speak the language the site launches them with, and write
 * numbers as the site does (vi 1.000,00; en 1,000.00). The round is the README's worked example
 * (dice, nonce 0: roll 84.40), checked on the verification page.
 */
const SERVER_SEED = '5f8a1c2e9d3b47a6e0c4f1b2a3d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const verifyUrl = (lang: 'vi' | 'en') =>
  `/house/verify?lang=${lang}&game=dice&clientSeed=my-lucky-seed&nonce=0&serverSeed=${SERVER_SEED}` +
  `&bet=${encodeURIComponent(JSON.stringify({ amount: 12_345_678, direction: 'under', target: 50 }))}`;

/** The house pages have no icon of their own: the browser's /favicon.ico request is a 404. */
const NO_FAVICON = [/status of 404/];

describe('house game pages', () => {
  it('verify a round in Vietnamese, with Vietnamese labels and numbers', async () => {
    const page = await newPage({
      viewport: 'mobile',
      allowConsoleErrors: NO_FAVICON,
    });
    await page.goto(verifyUrl('vi'));
    await page.getByRole('textbox', { name: 'Seed người chơi' }).waitFor();
    await page.getByRole('spinbutton', { name: 'Số thứ tự ván' }).waitFor();
    await page.getByRole('textbox', { name: 'Seed máy chủ', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Kiểm tra' }).click();
    await page.getByText('Tổng cược 123.456,78 · Thắng 0,00').waitFor();
    await page.getByText('84,40', { exact: true }).waitFor();
    await page.getByText('Dưới 50,00 · Tỉ lệ thắng 50,00% · ×1,98').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Client seed|Nonce|Server seed/);
    await screenshot(page, 'house-verify-mobile-vi');
  });

  it('verify a round in English, with English labels and numbers', async () => {
    const page = await newPage({
      viewport: 'desktop',
      locale: 'en-US',
      allowConsoleErrors: NO_FAVICON,
    });
    await page.goto(verifyUrl('en'));
    await page.getByRole('textbox', { name: 'Client seed' }).waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Total bet 123,456.78 · Win 0.00').waitFor();
    await page.getByText('84.40', { exact: true }).waitFor();
    await page.getByText('Under 50.00 · Win chance 50.00% · ×1.98').waitFor();
    await screenshot(page, 'house-verify-desktop-en');
  });
});
