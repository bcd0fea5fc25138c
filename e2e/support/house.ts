import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The launched game's iframe on /game (the house pages inside it speak the site's language). */
export const houseFrame = (page: Page, lang: 'vi' | 'en' = 'vi'): FrameLocator =>
  page.frameLocator(`iframe[title="${lang === 'en' ? 'Game screen' : 'Màn hình trò chơi'}"]`);

/**
 * Spins the house slot (or presses another game's play button, `button`: the fish game's Fire) until
 * the game's own balance moves; returns the new figure as the frame shows it and how many presses it
 * took. A spin can pay back exactly its stake, so one spin (or three) need not move the balance; waiting
 * on the figure instead of counting spins keeps the tests honest and stable.
 */
export async function spinUntilBalanceMoves(
  frame: FrameLocator,
  maxSpins = 8,
  button = 'Quay',
): Promise<{ balance: string; spins: number }> {
  const inGame = frame.locator('.balance');
  const spin = frame.getByRole('button', { name: button, exact: true });
  await expect.poll(() => spin.isEnabled()).toBe(true);
  const before = (await inGame.textContent()) ?? '';
  let spins = 0;
  while (spins < maxSpins && (await inGame.textContent()) === before) {
    await spin.click();
    spins++;
    await expect.poll(() => spin.isEnabled()).toBe(true);
  }
  // The fish game's Fire stays enabled while its shots are in flight: on a busy machine every answer can
  // still be on its way when the presses run out, so wait for the last ones before judging.
  await expect
    .poll(async () => (await inGame.textContent()) ?? '', {
      timeout: 15_000,
      message: `the game's balance stayed at ${before} after ${spins} presses`,
    })
    .not.toBe(before);
  const moved = (await inGame.textContent()) ?? '';
  return { balance: moved, spins };
}
