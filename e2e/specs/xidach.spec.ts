import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  deposit,
  houseFrame,
  newPage,
  registerThroughDialog,
  screenshot,
  testIp,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/**
 * Issue 19, PVP: a new member opens Xì Dách from the card games, plays rounds against the house (deal,
 * then hit or stand as the hand allows, the dealer drawing to 17 at the end) until the game's balance
 * moves (a push returns the stake), and finds the rounds in the betting record under the game's name.
 * On a phone in Vietnamese (entering a xì dách room from the PVP room list: the room's name, stakes and players
 * seated shown in the game), on a desktop in English (the game's tile, no room).
 */

const WORDS = {
  vi: {
    category: 'Game bài',
    list: 'Trò chơi: Game bài',
    game: 'Xì Dách',
    play: 'Chơi Xì Dách',
    stake: 'Tiền cược',
    deal: 'Chia bài',
    hit: 'Rút bài',
    stand: 'Dằn bài',
    over: 'Ván đã kết thúc · bấm Chia bài để chơi ván mới',
    record: 'Lịch sử cược',
    rooms: 'Phòng chơi',
    room: 'Bàn Tập Sự',
    enterRoom: 'Vào phòng Bàn Tập Sự',
    players: 'Người chơi tại bàn',
  },
  en: {
    category: 'Card Games',
    list: 'Games: Card Games',
    game: 'Xì Dách (Vietnamese Blackjack)',
    play: 'Play Xì Dách (Vietnamese Blackjack)',
    stake: 'Stake',
    deal: 'Deal',
    hit: 'Hit',
    stand: 'Stand',
    over: 'Round over · press Deal for a new round',
    record: 'Betting record',
    rooms: 'Rooms',
    room: 'Starter Table',
    enterRoom: 'Enter Starter Table',
    players: 'Players at the table',
  },
} as const;

type Words = (typeof WORDS)['vi' | 'en'];

/** Plays one round to its end: deal, then stand when allowed, else hit. */
async function playRound(frame: FrameLocator, w: Words) {
  const deal = frame.getByRole('button', { name: w.deal, exact: true });
  const hit = frame.getByRole('button', { name: w.hit, exact: true });
  const stand = frame.getByRole('button', { name: w.stand, exact: true });
  await expect.poll(() => deal.isEnabled()).toBe(true);
  await deal.click();
  // The round is over when Deal is offered again; until then one of the moves is.
  for (let moves = 0; moves < 6; moves++) {
    await expect
      .poll(async () => (await deal.isEnabled()) || (await hit.isEnabled()) || (await stand.isEnabled()))
      .toBe(true);
    if (await deal.isEnabled()) {
      // The round is over: its moves are no longer offered and the game says so.
      expect(await hit.isDisabled()).toBe(true);
      expect(await stand.isDisabled()).toBe(true);
      expect(await frame.getByRole('status').first().textContent()).toContain(w.over);
      return;
    }
    await ((await stand.isEnabled()) ? stand : hit).click();
  }
  await expect.poll(() => deal.isEnabled()).toBe(true);
}

async function playXiDach(viewport: 'mobile' | 'desktop', lang: 'vi' | 'en', via: 'tile' | 'room') {
  const w = WORDS[lang];
  const page: Page = await newPage({
    viewport,
    headers: { 'x-forwarded-for': testIp() },
    ...(lang === 'en' ? { locale: 'en-US' } : {}),
  });
  await registerThroughDialog(page, {
    mode: 'username',
    username: uniqueUsername('xd'),
    mobile: uniqueMobile(),
    password: 'Lotus2024x',
  });
  await deposit(page, '1000');
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/pvp');
  await page.getByRole('heading', { level: 1, name: w.category }).waitFor();
  if (via === 'room') {
    // The room list (GLS2_roomList) names the xì dách rooms with their stakes, seats and players present.
    const room = page.getByRole('list', { name: w.rooms }).getByRole('listitem', { name: `${w.game} · ${w.room}` });
    await room.scrollIntoViewIfNeeded();
    await screenshot(page, `xidach-rooms-${viewport}-${lang}`, { fullPage: false });
    await room.getByRole('button', { name: w.enterRoom }).click();
  } else {
    const tile = page.getByRole('list', { name: w.list }).getByRole('article', { name: w.game });
    await tile.getByRole('button', { name: w.play }).first().click();
  }
  await page.waitForURL('**/game');
  const frame = houseFrame(page, lang);
  await frame.getByRole('heading', { name: w.game }).waitFor();
  const stake = frame.getByRole('combobox', { name: w.stake });
  await stake.waitFor();
  if (via === 'room') {
    // The game says which room it is, who is seated (the player, masked) and offers the room's stakes only.
    await frame.getByRole('heading', { name: w.room }).waitFor();
    await expect.poll(() => frame.getByRole('list', { name: w.players }).getByRole('listitem').count()).toBe(1);
    await expect.poll(() => stake.locator('option').first().textContent()).toMatch(/^1[.,]00$/);
    await expect.poll(() => stake.locator('option').last().textContent()).toMatch(/^1[.,]000[.,]00$/);
  }
  const balance = frame.locator('.balance');
  await expect.poll(() => balance.textContent()).toMatch(/1[.,]000[.,]00/);
  const before = await balance.textContent();
  let rounds = 0;
  while (rounds < 6 && (await balance.textContent()) === before) {
    await playRound(frame, w);
    rounds++;
  }
  expect(await balance.textContent(), `the balance stayed at ${before} after ${rounds} rounds`).not.toBe(before);
  await screenshot(page, `xidach-${viewport}-${lang}`);
  await page.goto('/index?mc=personalHistoryCopy');
  // The record is a table from 768 px, cards (a list) on a phone.
  const table = page.getByRole(viewport === 'mobile' ? 'list' : 'table', { name: w.record });
  await table.waitFor();
  await expect.poll(() => table.getByText(w.game, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

describe('xì dách against the house', () => {
  it('on a phone in Vietnamese: enters a xì dách room from the room list, plays until the balance moves, and the round is recorded', async () => {
    await playXiDach('mobile', 'vi', 'room');
  });

  it('on a desktop in English: the same', async () => {
    await playXiDach('desktop', 'en', 'tile');
  });
});
