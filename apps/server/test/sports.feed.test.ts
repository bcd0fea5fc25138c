import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS_PAGE_PATH, SPORTS_VASSALAGE } from '@lotus/contracts';
import { sportsBets, sportsFixtures, sportsSettlements } from '../src/db/schema';
import { runSports } from '../src/modules/sports/feed';
import { balanceOf, deposit, expectLedgerSound, gameIdOf, launchToken, newMember } from './gamesSupport';
import { createTestApp, type TestApp } from './helpers';

/**
 * The demo feed (SPORTS_RESULTS=feed, the default): odds move with the quarter hour, markets close at
 * kick-off, the feed ends a fixture after its match time with its seeded result and settles its bets once.
 */
let t: TestApp;
const T0 = new Date('2026-11-26T03:00:05Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(T0);
  await runSports(t.ctx);
});
afterAll(() => t.close());

describe('the demo feed', () => {
  it('keeps three days of fixtures, moves odds, and ends and settles a fixture once', async () => {
    const m = await newMember(t);
    await deposit(t, m.id, 100_000n);
    const token = await launchToken(t, m.token, await gameIdOf(t, SPORTS_VASSALAGE, 'esports'));
    const lobby = (await t.app.inject({ url: `${SPORTS_PAGE_PATH}/api/lobby?kind=esports&token=${token}` })).json()
      .value;
    const f = lobby.fixtures[0];
    const sel = f.markets.find((x: { type: string }) => x.type === 'MW').selections[0];
    const placed = await t.app.inject({
      method: 'POST',
      url: `${SPORTS_PAGE_PATH}/api/bets`,
      payload: { token, stake: 50, legs: [{ selectionId: sel.id, odds: sel.odds }] },
    });
    expect(placed.json().success, placed.body).toBe(true);
    const betId = placed.json().value.id as number;
    const fixtures = await t.ctx.db.select().from(sportsFixtures);
    expect(fixtures.length).toBeGreaterThan(25);
    expect(fixtures.every((x) => x.source === 'feed')).toBe(true);

    // A quarter of an hour on, some odds moved.
    t.setNow(new Date(T0.getTime() + 16 * 60_000));
    await runSports(t.ctx);
    const later = (await t.app.inject({ url: `${SPORTS_PAGE_PATH}/api/lobby?kind=esports&token=${token}` })).json()
      .value;
    const odds = (l: typeof lobby) =>
      l.fixtures.flatMap((x: typeof f) =>
        x.markets.flatMap((mk: typeof f.markets) => mk.selections.map((s: typeof sel) => s.odds)),
      );
    expect(odds(later)).not.toEqual(odds(lobby));

    // Past the series (three maps of 45 minutes): the feed enters the result and settles the bet.
    t.setNow(new Date(Date.parse(f.kickoffAt) + 3 * 45 * 60_000 + 60_000));
    await runSports(t.ctx);
    const [done] = await t.ctx.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, f.id));
    expect(done).toMatchObject({ status: 'finished', resultVersion: 1, settledVersion: 1 });
    expect(Math.max(done!.scoreHome!, done!.scoreAway!)).toBe(2);
    const [bet] = await t.ctx.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
    expect(['won', 'lost']).toContain(bet!.status);
    const balance = await balanceOf(t, m.id);
    await runSports(t.ctx);
    expect(await balanceOf(t, m.id)).toBe(balance);
    const entries = await t.ctx.db.select().from(sportsSettlements).where(eq(sportsSettlements.fixtureId, f.id));
    expect(entries).toMatchObject([{ version: 1, kind: 'result', enteredBy: 'feed' }]);
    await expectLedgerSound(t);
  });
});
