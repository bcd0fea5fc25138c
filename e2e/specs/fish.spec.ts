import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
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
 * Issue 19, FISH: a new member opens the house fish game (Săn Cá Hoàng Kim / Golden Fish Hunt) from
 * the fish category, fires until the game's balance moves (every shot is a round: a miss costs its
 * stake, a kill pays stake × the fish's multiplier) and finds the shots in the betting record under
 * the game's name. On a phone in Vietnamese, on a desktop in English.
 */

const WORDS = {
  vi: {
    category: 'Bắn cá',
    game: 'Săn Cá Hoàng Kim',
    play: 'Chơi Săn Cá Hoàng Kim',
    sea: /^Biển cá/,
    stake: 'Mức cược mỗi phát',
    fire: 'Bắn',
    auto: 'Bắn tự động',
    stop: /^Dừng \(\d+\)$/,
    replay: 'Xem lại',
    replayed: /^(Hạ được cá|Cá thoát)$/,
    sound: 'Âm thanh',
    record: 'Lịch sử cược',
    twoStake: '2,00',
  },
  en: {
    category: 'Fish',
    game: 'Golden Fish Hunt',
    play: 'Play Golden Fish Hunt',
    sea: /^The sea/,
    stake: 'Stake per shot',
    fire: 'Fire',
    auto: 'Auto fire',
    stop: /^Stop \(\d+\)$/,
    replay: 'Replay',
    replayed: /^(Fish caught|The fish got away)$/,
    sound: 'Sound',
    record: 'Betting record',
    twoStake: '2.00',
  },
} as const;

async function newMember(viewport: 'mobile' | 'desktop', lang: 'vi' | 'en'): Promise<Page> {
  const page = await newPage({
    viewport,
    headers: { 'x-forwarded-for': testIp() },
    ...(lang === 'en' ? { locale: 'en-US' } : {}),
  });
  await registerThroughDialog(page, {
    mode: 'username',
    username: uniqueUsername('fs'),
    mobile: uniqueMobile(),
    password: 'Lotus2024x',
  });
  await deposit(page, '1000');
  // The sign-up dialog is driven in Vietnamese; then the member switches the site to English.
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('lang', 'en'));
  return page;
}

async function playFish(viewport: 'mobile' | 'desktop', lang: 'vi' | 'en') {
  const w = WORDS[lang];
  const page = await newMember(viewport, lang);
  await page.goto('/fish');
  await page.getByRole('heading', { level: 1, name: w.category }).waitFor();
  const tile = page
    .getByRole('list', { name: `${lang === 'en' ? 'Games' : 'Trò chơi'}: ${w.category}` })
    .getByRole('article', { name: w.game });
  await tile.getByRole('button', { name: w.play }).first().click();
  await page.waitForURL('**/game');
  const frame = houseFrame(page, lang);
  await frame.getByRole('heading', { name: w.game }).waitFor();
  await frame.getByRole('img', { name: w.sea }).waitFor();
  await frame.getByRole('button', { name: w.auto, pressed: false }).waitFor();
  await frame.getByRole('button', { name: w.sound }).waitFor();
  // The cannon's level: the table's stakes, from its minimum up.
  await frame.getByRole('combobox', { name: w.stake }).selectOption({ label: w.twoStake });
  // Fire (a few shots a second at most) until the game's balance moves: every shot moves it.
  const moved = await spinUntilBalanceMoves(frame, 40, w.fire);
  expect(moved.balance).not.toMatch(/^1[.,]000[.,]00/);
  // The game's own history lists the shots, named by the game.
  await expect.poll(() => frame.getByRole('cell', { name: w.game }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  // A shot's replay (from the history) shows what the round decided.
  const [recall] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('link', { name: w.replay }).first().click(),
  ]);
  await recall.getByRole('heading', { name: `${w.replay} · ${w.game}` }).waitFor();
  await recall.getByText(w.replayed).waitFor();
  await recall.close();
  // Auto fire counts its shots down and stops at once when asked.
  await frame.getByRole('button', { name: w.auto, pressed: false }).click();
  await frame.getByRole('button', { name: w.stop, pressed: true }).waitFor();
  await frame.getByRole('button', { name: w.stop, pressed: true }).click();
  await frame.getByRole('button', { name: w.auto, pressed: false }).waitFor();
  await screenshot(page, `fish-${viewport}-${lang}`);
  // Each shot is a round of the betting record, named by the game, with its replay.
  await page.goto('/index?mc=personalHistoryCopy');
  // The record is a table from 768 px, cards (a list) on a phone.
  const table = page.getByRole(viewport === 'mobile' ? 'list' : 'table', { name: w.record });
  await table.waitFor();
  await expect.poll(() => table.getByText(w.game).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await screenshot(page, `fish-record-${viewport}-${lang}`);
}

describe('the fish shooting game', () => {
  it('on a phone in Vietnamese: opens from the fish category, fires until the balance moves, and the shot is recorded', async () => {
    await playFish('mobile', 'vi');
  });

  it('on a desktop in English: the same', async () => {
    await playFish('desktop', 'en');
  });
});
