import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';

/**
 * Issue 33 item 11: the live tables' verification page named the seed in xóc đĩa's words ("tiết lộ sau khi
 * mở bát") for a baccarat round and listed the games by their codes; it now follows the chosen game.
 */
describe('the live tables’ verification page', () => {
  it('names the seed in the chosen game’s words and the games by name', async () => {
    const page = await newPage({ viewport: 'mobile' });
    await page.goto('/house/table-verify?game=baccarat-live&lang=vi');
    await page.getByLabel('Seed máy chủ (tiết lộ sau khi lật bài)').waitFor();
    expect(await page.getByText(/mở bát/).count()).toBe(0);
    await page.getByLabel('Trò chơi').selectOption({ label: 'Xóc đĩa' });
    await page.getByLabel('Seed máy chủ (tiết lộ sau khi mở bát)').waitFor();
    await page.getByLabel('Trò chơi').selectOption({ label: 'Roulette' });
    await page.getByLabel('Seed máy chủ (tiết lộ khi bóng dừng)').waitFor();
    await screenshot(page, 'table-verify-mobile-vi', { fullPage: false });
  });
});
