import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deposit,
  newPage,
  registerThroughDialog,
  screenshot,
  startServer,
  testIp,
  uniqueMobile,
  uniqueUsername,
  useServer,
  type TestServer,
} from '../support';

/**
 * Issue 19, LIVE and PVP: the house's live tables, whose timed rounds every seat shares. A member opens
 * live baccarat from the live casino on a phone (vi), places chips, watches the countdown and the
 * result, sees the balance move and finds the round in the betting record; enters a xóc đĩa room from
 * the PVP category's room list; and on a desktop (en) plays a roulette table. The spec runs its own
 * server with a short round (HOUSE_TABLE_CYCLE 6 s betting, 1 s closed, 3 s result).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ HOUSE_TABLE_CYCLE: '6,1,3' });
  useServer(server);
}, 180_000);
afterAll(async () => {
  useServer(undefined);
  await server?.stop();
});

const frameOf = (page: Page, lang: 'vi' | 'en'): FrameLocator =>
  page.frameLocator(`iframe[title="${lang === 'en' ? 'Game screen' : 'Màn hình trò chơi'}"]`);

async function newMember(viewport: 'mobile' | 'desktop'): Promise<Page> {
  const page = await newPage({ viewport, headers: { 'x-forwarded-for': testIp() } });
  await registerThroughDialog(page, {
    mode: 'username',
    username: uniqueUsername('lt'),
    mobile: uniqueMobile(),
    password: 'Lotus2024x',
  });
  await deposit(page, '1000');
  return page;
}

/** Waits for a betting window with at least three seconds left (the countdown is read as a person would). */
async function waitForBetting(frame: FrameLocator, betting: string) {
  const timer = frame.getByRole('timer');
  await expect
    .poll(
      async () => (await frame.locator('.phase').textContent()) === betting && Number(await timer.textContent()) >= 3,
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
}

/** Places chips on the spots (each click one chip of the selected value) and confirms. */
async function placeChips(frame: FrameLocator, spots: [RegExp, number][], w: { confirm: string; placed: RegExp }) {
  for (const [name, clicks] of spots) {
    for (let i = 0; i < clicks; i++) await frame.getByRole('button', { name }).click();
  }
  await frame.getByRole('button', { name: w.confirm }).click();
  await frame.getByText(w.placed).waitFor();
}

describe('live tables', () => {
  it('plays live baccarat from the live casino on a phone, then a xóc đĩa room from the PVP rooms', async () => {
    const page = await newMember('mobile');
    await page.goto('/live');
    await page.getByRole('button', { name: 'Chơi Baccarat Trực Tiếp', exact: true }).click();
    await page.waitForURL('**/game');
    const frame = frameOf(page, 'vi');
    await frame.getByRole('heading', { name: 'Baccarat Trực Tiếp' }).waitFor();
    await frame.getByRole('radio', { name: 'Phỉnh 10,00', exact: true }).waitFor();
    const balance = frame.getByLabel('Số dư');
    await expect.poll(() => balance.textContent()).toBe('1.000,00');
    await waitForBetting(frame, 'Đặt cược');
    // Player 20 and tie 10: every result leaves another balance than before the bet (1.010, 970 or 1.080).
    await placeChips(
      frame,
      [
        [/^Con 1:1/, 2],
        [/^Hoà 8:1/, 1],
      ],
      { confirm: 'Xác nhận cược', placed: /^Đã đặt cược/ },
    );
    await expect.poll(() => balance.textContent()).toBe('970,00');
    await frame.getByRole('button', { name: /^Con 1:1, Cược của bạn 20,00/ }).waitFor();
    await screenshot(page, 'live-baccarat-betting-mobile-vi');
    // The countdown runs out, betting closes, and the result is dealt to every seat.
    await frame.getByText(/^(Thắng \+|Không trúng)/).waitFor({ timeout: 20_000 });
    await expect.poll(() => balance.textContent()).toMatch(/^(1\.010|970|1\.080),00$/);
    await screenshot(page, 'live-baccarat-result-mobile-vi');
    await frame.getByRole('list', { name: 'Bảng hạt' }).getByRole('listitem').first().waitFor();
    await frame.getByRole('cell', { name: /^(Con 20,00, Hoà 10,00|Hoà 10,00, Con 20,00)$/ }).waitFor();
    await screenshot(page, 'live-baccarat-result-mobile-vi');

    await page.goto('/index?mc=personalHistoryCopy');
    // On a phone the record is a list of cards.
    const record = page.getByRole('list', { name: 'Lịch sử cược' });
    await expect.poll(() => record.getByText('Baccarat Trực Tiếp').count(), { timeout: 15_000 }).toBe(1);

    // Xóc đĩa: a room of the PVP category's room list.
    await page.goto('/pvp');
    const rooms = page.getByRole('list', { name: 'Phòng chơi' });
    await rooms.getByRole('listitem', { name: 'Xóc Đĩa · Phòng Bình Dân' }).waitFor();
    await screenshot(page, 'pvp-rooms-mobile-vi');
    await page.getByRole('button', { name: 'Vào phòng Phòng Bình Dân' }).click();
    await page.waitForURL('**/game');
    const room = frameOf(page, 'vi');
    await room.getByRole('heading', { name: 'Xóc Đĩa · Phòng Bình Dân' }).waitFor();
    await room.getByText(/^Người chơi tại bàn \(1\)/).waitFor();
    await room.getByRole('radio', { name: 'Phỉnh 25,00', exact: true }).click();
    await waitForBetting(room, 'Đặt cược');
    await placeChips(room, [[/^Chẵn 0.96:1/, 1]], { confirm: 'Xác nhận cược', placed: /^Đã đặt cược/ });
    await room.getByText(/^\d đỏ · (Chẵn|Lẻ)$/).waitFor({ timeout: 20_000 });
    await room.getByText(/^(Thắng \+|Không trúng|Hoà vốn)/).waitFor({ timeout: 10_000 });
    await screenshot(page, 'xoc-dia-room-mobile-vi');
  });

  it('plays a roulette table on a desktop in English', async () => {
    const page = await newMember('desktop');
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto('/live');
    await page.getByRole('button', { name: 'Play European Roulette', exact: true }).click();
    await page.waitForURL('**/game');
    const frame = frameOf(page, 'en');
    await frame.getByRole('heading', { name: 'European Roulette' }).waitFor();
    const balance = frame.getByLabel('Balance');
    await expect.poll(() => balance.textContent()).toBe('1,000.00');
    await waitForBetting(frame, 'Place your bets');
    await placeChips(
      frame,
      [
        [/^Red 1:1/, 1],
        [/^17 35:1/, 1],
      ],
      { confirm: 'Confirm bet', placed: /^Bet placed/ },
    );
    await expect.poll(() => balance.textContent()).toBe('980.00');
    await screenshot(page, 'live-roulette-desktop-en');
    await frame.getByText(/^(Win \+|No win|Break even)/).waitFor({ timeout: 20_000 });
    await frame.getByRole('link', { name: 'Verify' }).waitFor();
    await screenshot(page, 'live-roulette-desktop-en');
  });
});
