import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_PATHS } from '@lotus/contracts';
import { runLottery } from '../src/modules/lottery/service';
import { ip } from './gamesSupport';
import { createTestApp, type TestApp } from './helpers';

/**
 * Issue 33 item 10: a fast game dropped out of the lottery's lobby when its draw closed, until the page was
 * reloaded after the job had scheduled the next one. The lobby itself now schedules it.
 */
let t: TestApp;
const T0 = new Date('2026-11-26T03:00:05Z'); // Thursday 10:00:05 in Vietnam

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(T0);
  await runLottery(t.ctx);
});
afterAll(() => t.close());

const lobby = async () =>
  (await t.app.inject({ url: LOTTERY_PATHS.lobby, headers: { merchant: 'LOTUS', 'x-forwarded-for': ip } })).json()
    .value as { draws: { game: string; issue: string; secondsToClose: number }[] };

describe('the lottery lobby', () => {
  it("lists a fast game's next draw as soon as the last one closes, before the job runs", async () => {
    const before = (await lobby()).draws.find((d) => d.game === 'K3')!;
    expect(before.issue).toBe('20261126-0301');
    t.setNow(new Date(T0.getTime() + (before.secondsToClose + 1) * 1000));
    const after = (await lobby()).draws.filter((d) => d.game === 'K3');
    expect(after.map((d) => d.issue)).toEqual(['20261126-0302']);
    expect(after[0]!.secondsToClose).toBeGreaterThan(0);
  });
});
