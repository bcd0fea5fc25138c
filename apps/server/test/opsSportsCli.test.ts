import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsFixtures } from '../src/db/schema';
import { runSports } from '../src/modules/sports/feed';
import { type TestApp, opsCli } from './helpers';
import { createMoneyApp } from './moneySupport';

/** `npm run ops -- sports …` against a running test server (the sportsbook's operator API, issue 19). */
let t: TestApp & { url: string };

beforeAll(async () => {
  t = await createMoneyApp();
  t.setNow(new Date('2026-11-26T03:00:05Z'));
  await runSports(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

const ops = opsCli(() => t.url);

describe('ops sports', () => {
  it('lists fixtures, enters a result once after kick-off, corrects it, cancels another', async () => {
    let r = await ops('sports', 'fixtures', '--sport', 'football', '--limit', '5');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('scheduled');
    expect((await ops('sports', 'fixtures', '--status', 'nope')).code).toBe(2);
    const [first, second] = (await t.ctx.db.select().from(sportsFixtures)).sort(
      (a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id,
    );
    r = await ops('sports', 'result', String(first!.id), '--score', '2-1');
    expect(r.text).toContain('sports_fixture_state');
    expect((await ops('sports', 'result', String(first!.id), '--score', 'two')).code).toBe(2);
    expect((await ops('sports', 'result', 'x', '--score', '1-0')).code).toBe(2);

    t.setNow(new Date(first!.kickoffAt.getTime() + 60_000));
    r = await ops('sports', 'result', String(first!.id), '--score', '2-1');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain(`Entered the result of fixture ${first!.id}`);
    expect(r.text).toContain('2-1');
    expect((await ops('sports', 'result', String(first!.id), '--score', '2-1')).text).toContain('sports_result_exists');
    r = await ops('sports', 'result', String(first!.id), '--score', '1-1', '--correction', '--reason', 'VAR');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('Corrected');

    expect((await ops('sports', 'cancel', String(second!.id))).code).toBe(2);
    r = await ops('sports', 'cancel', String(second!.id), '--reason', 'postponed');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain(`Cancelled fixture ${second!.id}`);
  });

  it('shows and changes a brand’s limits, refusing min above max', async () => {
    let r = await ops('sports', 'settings');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('stakes: 10.00 – 10,000,000.00; maximum payout: 100,000,000.00');
    r = await ops('sports', 'settings', '--min', '20', '--max', '5000', '--max-payout', '50000');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('stakes: 20.00 – 5,000.00; maximum payout: 50,000.00');
    expect((await ops('sports', 'retry', 'x')).code).toBe(2);
    expect((await ops('sports', 'retry', '999999')).text).toContain('sports_bet_not_found');
    r = await ops('sports', 'settings', '--min', '9000');
    expect(r.code).not.toBe(0);
    expect(r.text).toContain('validation_failed');
  });
});
