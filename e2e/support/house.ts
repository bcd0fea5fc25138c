import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The launched game's iframe on /game (the house pages inside it speak the site's language). */
export const houseFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Màn hình trò chơi"]');

/**
 * Spins the house slot until the game's own balance moves; returns the new figure as the frame shows
 * it and how many rounds were played. A spin can pay back exactly its stake, so one spin (or three) need not move the
 * balance; waiting on the figure instead of counting spins keeps the tests honest and stable.
 */
export async function spinUntilBalanceMoves(
  frame: FrameLocator,
  maxSpins = 8,
): Promise<{ balance: string; spins: number }> {
  const inGame = frame.locator('.balance');
  const spin = frame.getByRole('button', { name: 'Quay' });
  await expect.poll(() => spin.isEnabled()).toBe(true);
  const before = (await inGame.textContent()) ?? '';
  let spins = 0;
  while (spins < maxSpins && (await inGame.textContent()) === before) {
    await spin.click();
    spins++;
    await expect.poll(() => spin.isEnabled()).toBe(true);
  }
  const moved = (await inGame.textContent()) ?? '';
  expect(moved, `the game's balance stayed at ${before} after ${maxSpins} spins`).not.toBe(before);
  return { balance: moved, spins };
}
