import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_PATHS, RECORD_PATHS } from '@lotus/contracts';
import { runLottery } from '../src/modules/lottery/service';
import { authed } from './accounts/support';
import { deposit, ip, newMember } from './gamesSupport';
import { createTestApp, type TestApp } from './helpers';

/**
 * Issue 33 item 10: a fast game dropped out of the lottery's lobby when its draw closed, until the page was
 * reloaded after the job had scheduled the next one (the lobby itself now schedules it); lottery bets had
 * no replay link in the betting record.
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

  it('links a lottery bet in the betting record to its replay page, signed for its player', async () => {
    const m = await newMember(t);
    await deposit(t, m.id, 1_000_000n);
    const k3 = (await lobby()).draws.find((d) => d.game === 'K3') as unknown as { id: number; issue: string };
    const placed = await t.app.inject({
      method: 'POST',
      url: LOTTERY_PATHS.bets,
      headers: authed(ip, m.token),
      payload: { items: [{ drawId: k3.id, betType: 'sum', selection: '10', stake: 10 }] },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const hist = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, m.token) });
    const rec = hist.json().value.list.find((r: { roundId: string }) => r.roundId.startsWith(`LT${k3.id}-`));
    expect(rec.recallUrl).toMatch(new RegExp(`^/house/lottery/recall/LT${k3.id}-\\d+\\?p=`));
    const page = await t.app.inject({ url: `${rec.recallUrl}&lang=en` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(`Draw ${k3.issue}`);
    expect(page.body).toContain('<dt>Bet type</dt><dd>Sum</dd>');
    expect(page.body).toContain('<dt>Selection</dt><dd>10</dd>');
    expect(page.body).toContain('Awaiting result');
    const forged = await t.app.inject({ url: rec.recallUrl.replace(/sig=\w+/, `sig=${'ab'.repeat(32)}`) });
    expect(forged.statusCode).toBe(403);
  });
});
