import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  deposit,
  houseFrame,
  newPage,
  registerThroughDialog,
  screenshot,
  spinUntilBalanceMoves,
  testIp,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/**
 * Issue 5, "Done when", as a new member: browse each category, search, favourite a game, launch the
 * house slot, play rounds and see the balance change, verify a round, play baccarat and read every
 * round in the betting record.
 */

const PASSWORD = 'Lotus2024x';

const gameBalance = (page: Page) => page.getByTestId('game-balance').textContent();

describe('games as a new member', () => {
  let page: Page;
  /** How many slot rounds the launch test played (until the balance moved). */
  let slotRounds = 0;
  beforeAll(async () => {
    page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    const username = uniqueUsername('gm');
    await registerThroughDialog(page, { mode: 'username', username, mobile: uniqueMobile(), password: PASSWORD });
    await deposit(page, '1000');
  });

  it('browses each category with games and opens a header drop-down', async () => {
    // An honest catalogue: the header names the categories of the connected vendors (the house provider,
    // the lottery and the sportsbook), and each opens games.
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Nổ hũ' }).waitFor();
    await header.getByRole('link', { name: 'Xổ số', exact: true }).waitFor();
    await header.getByRole('link', { name: 'Thể thao', exact: true }).waitFor();
    for (const [path, heading] of [
      ['/rng', 'Nổ hũ'],
      ['/live', 'Casino trực tiếp'],
      ['/hot', 'Trò chơi nổi bật'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page
        .getByRole('list', { name: `Trò chơi: ${heading}` })
        .getByRole('article')
        .first()
        .waitFor();
    }
    await screenshot(page, 'games-live-desktop-vi');
    // Dice and Crash are with the slots (RNG), each with its own picture.
    await page.goto('/rng');
    for (const name of ['Hoa Sen Phát Lộc', 'Xúc Xắc', 'Tên Lửa']) await page.getByRole('article', { name }).waitFor();
    await screenshot(page, 'games-rng-desktop-vi');

    // The header drop-down of slots: vendors and the first 21 games.
    await page.goto('/index');
    await page.getByRole('banner').getByRole('link', { name: 'Nổ hũ' }).hover();
    const menu = page.getByRole('region', { name: 'Danh mục Nổ hũ' });
    await menu.waitFor();
    await menu.getByRole('list', { name: 'Trò chơi Nổ hũ' }).getByRole('article').first().waitFor();
    expect(await menu.getByRole('list', { name: 'Trò chơi Nổ hũ' }).getByRole('listitem').count()).toBeLessThanOrEqual(
      21,
    );
    await screenshot(page, 'games-dropdown-desktop-vi');
    await page.keyboard.press('Escape');
  });

  it('searches and favourites the house slot', async () => {
    await page.goto('/rng?page=LOTUS_HOUSE');
    await page.getByRole('tab', { name: 'Lotus House', selected: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill('phat loc');
    const slot = page.getByRole('article', { name: 'Hoa Sen Phát Lộc' });
    await slot.waitFor();
    await slot.getByRole('button', { name: 'Yêu thích: Hoa Sen Phát Lộc' }).click();
    await expect
      .poll(() => slot.getByRole('button', { name: 'Yêu thích: Hoa Sen Phát Lộc' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.goto('/fav');
    await page.getByRole('article', { name: 'Hoa Sen Phát Lộc' }).waitFor();
  });

  it('launches the house slot, plays rounds and sees the balance change', async () => {
    await page.getByRole('button', { name: 'Chơi Hoa Sen Phát Lộc' }).click();
    await page.waitForURL('**/game');
    const frame = houseFrame(page);
    await frame.getByRole('heading', { name: 'Hoa Sen Phát Lộc' }).waitFor();
    await expect.poll(() => gameBalance(page)).toMatch(/1\.000,00/);
    // The frame speaks the site's language and writes amounts as the site does.
    await frame.getByText('1.000,00 VND', { exact: true }).waitFor();
    await frame.getByRole('textbox', { name: 'Seed người chơi' }).waitFor();
    await frame.getByText(/^Số thứ tự ván: 0$/).waitFor();
    expect(await frame.locator('body').textContent()).not.toMatch(/Client seed|Nonce|Server seed/);
    const lineBet = frame.getByRole('textbox', { name: 'Cược mỗi dòng' });
    expect(await lineBet.getAttribute('placeholder')).toBe('0,00');
    expect(await frame.getByText(/^Tổng cược: /).textContent()).toBe('Tổng cược: 200,00 (20 dòng)');
    await lineBet.fill('1');
    // The site's balance beside the frame follows the game's own figure.
    const moved = await spinUntilBalanceMoves(frame);
    slotRounds = moved.spins;
    // Drawn reels (15 SVG symbols, each named for screen readers), turbo and sound switches, autoplay.
    expect(await frame.locator('.reels:not(.mini) .sym svg').count()).toBe(15);
    expect(
      await frame
        .getByRole('img', { name: /^(Hoa sen|Cồng chiêng|Rồng|Phượng hoàng|Cá chép|Đèn lồng|A|K|Q|J|10)/ })
        .count(),
    ).toBeGreaterThanOrEqual(15);
    await frame.getByRole('button', { name: 'Chế độ nhanh', pressed: false }).waitFor();
    await frame.getByRole('button', { name: 'Âm thanh', pressed: true }).waitFor();
    await frame.getByRole('button', { name: 'Tự động' }).waitFor();
    await expect.poll(() => gameBalance(page), { timeout: 15_000 }).toContain(moved.balance.replace(/[^0-9.,]/g, ''));
    await screenshot(page, 'games-slot-desktop-vi');
  });

  it('verifies a round on the verification page', async () => {
    const frame = houseFrame(page);
    await frame.getByRole('button', { name: 'Đổi seed (tiết lộ seed cũ)' }).click();
    await frame.getByText(/Seed cũ đã được tiết lộ/).waitFor();
    await expect.poll(() => frame.getByRole('link', { name: 'Xem lại' }).count()).toBeGreaterThan(0);
    const recallHref = await frame.getByRole('link', { name: 'Xem lại' }).first().getAttribute('href');
    const recall = await page.context().newPage();
    await recall.goto(new URL(recallHref!, baseUrl()).toString());
    const verifyHref = await recall.getByRole('link', { name: 'Trang kiểm tra' }).getAttribute('href');
    await recall.goto(new URL(verifyHref!, baseUrl()).toString());
    await recall.getByRole('button', { name: 'Kiểm tra' }).click();
    await recall.getByText(/Khớp với mã băm đã công bố/).waitFor();
    await screenshot(recall, 'games-verify-vi');
    await recall.close();

    // Close returns to where the player came from.
    await page.getByRole('button', { name: 'Đóng trò chơi' }).click();
    await page.waitForURL('**/fav');
  });

  it('plays baccarat from the live casino', async () => {
    await page.goto('/live');
    await page.getByRole('button', { name: 'Baccarat', exact: true, pressed: false }).click();
    await page.getByRole('button', { name: 'Chơi Baccarat Hoa Sen' }).click();
    await page.waitForURL('**/game');
    const frame = houseFrame(page);
    await frame.getByRole('heading', { name: 'Baccarat Hoa Sen' }).waitFor();
    const deal = frame.getByRole('button', { name: 'Chia bài' });
    await expect.poll(() => deal.isEnabled()).toBe(true);
    await deal.click();
    await frame.getByText(/^(Thắng|Thua) /).waitFor();
  });

  it('reads every round in the betting record', async () => {
    await page.goto('/index?mc=personalHistoryCopy');
    const table = page.getByRole('table', { name: 'Lịch sử cược' });
    await table.waitFor();
    // A header row, the slot's rounds and one baccarat round.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(slotRounds + 2);
    expect(await table.getByText('Hoa Sen Phát Lộc').count()).toBe(slotRounds);
    expect(await table.getByText('Baccarat Hoa Sen').count()).toBe(1);
    expect(await table.getByRole('link', { name: /^Xem lại ván/ }).count()).toBe(slotRounds + 1);
    await screenshot(page, 'games-record-desktop-vi');
    await page.goto('/index?mc=personalProfit');
    await page.getByRole('img', { name: /^Lãi lỗ theo ngày/ }).waitFor();
    await screenshot(page, 'games-profit-desktop-vi');
  });
});

describe('games on a phone', () => {
  it('lists games on a phone in English, with search and an empty result', async () => {
    const page = await newPage({ viewport: 'mobile', locale: 'en-US' });
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto('/rng');
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await page.getByRole('list', { name: 'Games: Slots' }).getByRole('article').first().waitFor();
    await screenshot(page, 'games-rng-mobile-en');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('zzzz-nothing');
    await page.getByRole('heading', { name: 'No games found' }).waitFor();
    // A visitor's launch opens the login popup.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await page
      .getByRole('list', { name: 'Games: Slots' })
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });
});

describe('listing screenshots in both languages', () => {
  it('live casino with filters on a phone (vi) and hot games on a desktop (en)', async () => {
    const phone = await newPage({ viewport: 'mobile' });
    await phone.goto('/live');
    await phone.getByRole('group', { name: 'Lọc theo loại bàn' }).waitFor();
    await phone.getByRole('list', { name: 'Trò chơi: Casino trực tiếp' }).getByRole('article').first().waitFor();
    await screenshot(phone, 'games-live-mobile-vi');
    const desktop = await newPage({ viewport: 'desktop', locale: 'en-US' });
    await desktop.addInitScript(() => localStorage.setItem('lang', 'en'));
    await desktop.goto('/hot');
    await desktop.getByRole('list', { name: 'Games: Hot games' }).getByRole('article').first().waitFor();
    await screenshot(desktop, 'games-hot-desktop-en');
  });
});
