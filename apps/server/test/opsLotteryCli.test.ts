import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_PATHS } from '@lotus/contracts';
import { lotteryDraws } from '../src/db/schema';
import { runLottery } from '../src/modules/lottery/service';
import { type TestApp, opsCli } from './helpers';
import { createMoneyApp } from './moneySupport';

/** `npm run ops -- lottery …` against a running test server (the lottery's operator API, issue 15). */
let t: TestApp & { url: string };

beforeAll(async () => {
  t = await createMoneyApp();
  await runLottery(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

const ops = opsCli(() => t.url);

const openDraw = async (game: string) =>
  (await t.ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.game, game))).find((d) => d.status === 'open')!;

describe('ops lottery', () => {
  it('lists draws, refuses a result too early or malformed, cancels a draw', async () => {
    let r = await ops('lottery', 'draws', '--game', 'K3');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('K3');
    expect(r.text).toContain('open');
    expect((await ops('lottery', 'draws', '--status', 'nope')).code).toBe(2);

    const north = await openDraw('VN_N');
    r = await ops('lottery', 'result', String(north.id), '--prizes', 'DB=12345');
    expect(r.code).not.toBe(0);
    expect(r.text).toMatch(/lottery_draw_state|lottery_result_invalid/);
    expect((await ops('lottery', 'result', String(north.id), '--prizes', 'DB')).code).toBe(2);
    expect((await ops('lottery', 'result', 'x', '--prizes', 'DB=1')).code).toBe(2);

    const ssc = await openDraw('SSC');
    expect((await ops('lottery', 'cancel', String(ssc.id))).code).toBe(2);
    r = await ops('lottery', 'cancel', String(ssc.id), '--reason', 'machine fault');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain(`Cancelled draw ${ssc.id}`);
    expect(r.text).toContain('cancelled');
    r = await ops('lottery', 'cancel', String(ssc.id), '--reason', 'again');
    expect(r.text).toContain('lottery_draw_state');
  });

  it('shows and changes a brand’s prize modes, odds and limits', async () => {
    let r = await ops('lottery', 'settings');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('prize modes: VN Lott, fast Elott');
    expect(r.text).toContain("the prize modes' defaults");
    r = await ops(
      ...['lottery', 'settings', '--vn-mode', 'SEA', '--min', '2', '--max', '500'],
      ...['--exposure', '10000', '--odds', 'VN_NORTH.de=9800'],
    );
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('prize modes: VN SEA, fast Elott');
    expect(r.text).toContain('stakes: 2.00 – 500.00; per number and draw: 10,000.00');
    expect(r.text).toContain('odds: VN_NORTH.de=9800');
    const lobby = (await t.app.inject({ url: LOTTERY_PATHS.lobby, headers: { merchant: 'LOTUS' } })).json().value;
    expect(lobby).toMatchObject({ vnPrizeMode: 'SEA', minStake: '200', maxStake: '50000' });
    const north = lobby.draws.find((d: { game: string }) => d.game === 'VN_N');
    const odds = Object.assign({}, ...north.betTypes.map((b: { odds: object }) => b.odds));
    expect(odds['VN_NORTH.de']).toBe(9800);
    expect(odds['VN_NORTH.bacang']).toBe(90_000);
    expect((await ops('lottery', 'settings', '--odds', 'nope.x=5')).text).toContain('validation_failed');
    expect((await ops('lottery', 'settings', '--min', '600')).text).toContain('validation_failed');
    expect((await ops('lottery', 'settings', '--vn-mode', 'XX')).text).toContain('validation_failed');
    expect((await ops('lottery', 'settings', '--odds', 'a')).code).toBe(2);
  });
});
