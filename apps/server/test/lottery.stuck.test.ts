import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_PATHS, OPS_LOTTERY_PATHS } from '@lotus/contracts';
import { loadConfig } from '../src/config';
import { lotteryBets } from '../src/db/schema';
import { runLottery } from '../src/modules/lottery/service';
import { authed } from './accounts/support';
import { balanceOf, deposit, expectLedgerSound, ip, newMember } from './gamesSupport';
import { createTestApp, ops, opsCli, type TestApp } from './helpers';
import { operatorWithRole, type TestOperator } from './operatorsSupport';

/**
 * Stuck lottery bets (issue 15): a correction whose reversal the wallet refuses (the member spent the
 * win) leaves the bet with its error code; operators list it, retry it (refused again while the money is
 * missing, settled once it is there) through the API and the CLI, exactly once, the ledger sound; the bad
 * paths (unknown bet, a bet not stuck, an operator without games.manage). And the page's prize mode.
 */
let t: TestApp & { url: string };
let alice: Awaited<ReturnType<typeof newMember>>;
let support: TestOperator;
const T0 = new Date('2026-11-26T03:00:05Z'); // Thursday 10:00:05 in Vietnam

beforeAll(async () => {
  const app = await createTestApp({
    config: { games: { ...loadConfig({ LOG_LEVEL: 'silent' }).games, lotteryVnResults: 'operator' } },
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  t = { ...app, url: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
  alice = await newMember(t);
  await deposit(t, alice.id, 2_000n);
  support = await operatorWithRole(t, 'support');
  t.setNow(T0);
  await runLottery(t.ctx);
});
afterAll(() => t?.close());

const cli = opsCli(() => t.url);
const pub = { merchant: 'LOTUS', 'x-forwarded-for': ip };
const place = (body: object) =>
  t.app.inject({ method: 'POST', url: LOTTERY_PATHS.bets, headers: authed(ip, alice.token), payload: body });
const opsCall = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = ops()) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
async function drawOf(game: string) {
  const lobby = (await t.app.inject({ url: LOTTERY_PATHS.lobby, headers: pub })).json().value;
  return lobby.draws.find((d: { game: string }) => d.game === game) as { id: number };
}
const northResult = (special: string) => ({
  DB: [special],
  G1: ['00001'],
  G2: ['00002', '00003'],
  G3: ['00004', '00005', '00006', '00007', '00008', '00009'],
  G4: ['1010', '1011', '1012', '1013'],
  G5: ['2020', '2021', '2022', '2023', '2024', '2025'],
  G6: ['330', '331', '332'],
  G7: ['40', '41', '42', '43'],
});
const betRow = async (id: number) => (await t.ctx.db.select().from(lotteryBets).where(eq(lotteryBets.id, id)))[0]!;

let north: { id: number };
let deBet: number;
let k3Bet: number;

describe('stuck bets', () => {
  it('a reversal the wallet refuses is kept with its error code and listed for operators', async () => {
    north = await drawOf('VN_N');
    const slip = await place({ items: [{ drawId: north.id, betType: 'de', selection: '27', stake: 10 }] });
    expect(slip.statusCode, slip.body).toBe(200);
    deBet = slip.json().value.bets[0].id;
    t.setNow(new Date(T0.getTime() + 8 * 3600_000)); // 18:00 in Vietnam: the North has closed
    await runLottery(t.ctx);
    const entered = await opsCall('POST', OPS_LOTTERY_PATHS.result.replace(':id', String(north.id)), {
      prizes: northResult('12327'),
    });
    expect(entered.statusCode, entered.body).toBe(200);
    // đề 27 won 10.00 × 95: 950.00 on the 10.00 left.
    expect(await balanceOf(t, alice.id)).toBe(96_000n);
    // The member spends the win on a quick draw.
    const k3 = await drawOf('K3');
    const spend = await place({ items: [{ drawId: k3.id, betType: 'sum', selection: '10', stake: 960 }] });
    expect(spend.statusCode, spend.body).toBe(200);
    k3Bet = spend.json().value.bets[0].id;
    expect(await balanceOf(t, alice.id)).toBe(0n);

    const corrected = await opsCall('POST', OPS_LOTTERY_PATHS.result.replace(':id', String(north.id)), {
      prizes: northResult('12399'),
      correction: true,
      reason: 'official correction',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await betRow(deBet)).toMatchObject({ status: 'won', settledVersion: 1, errorCode: 'insufficient_balance' });

    const list = await opsCall('GET', `${OPS_LOTTERY_PATHS.stuck}?game=VN_N`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value).toEqual([
      expect.objectContaining({
        id: deBet,
        brand: 'LOTUS',
        username: alice.username,
        drawId: north.id,
        drawStatus: 'settled',
        resultVersion: 2,
        betType: 'de',
        selection: '27',
        stake: '1000',
        payout: '95000',
        status: 'won',
        settledVersion: 1,
        step: 'reversal',
        errorCode: 'insufficient_balance',
      }),
    ]);
    expect((await opsCall('GET', `${OPS_LOTTERY_PATHS.stuck}?errorCode=other`)).json().value).toEqual([]);
    expect((await opsCall('GET', `${OPS_LOTTERY_PATHS.stuck}?limit=0`)).statusCode).toBe(400);
    const r = await cli('lottery', 'stuck');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain(String(deBet));
    expect(r.text).toContain('insufficient_balance');
    expect(r.text).toContain('reversal');
  });

  it('refuses an unknown bet, a bet that is not stuck and an operator without games.manage', async () => {
    const retry = (id: number, headers: Record<string, string> = ops()) =>
      opsCall('POST', OPS_LOTTERY_PATHS.retry.replace(':id', String(id)), {}, headers);
    let res = await retry(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('lottery_bet_not_found');
    res = await retry(k3Bet);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('lottery_bet_not_stuck');
    res = await retry(deBet, support.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('permission_denied');
    res = await opsCall('GET', OPS_LOTTERY_PATHS.stuck, undefined, support.headers);
    expect(res.statusCode).toBe(403);
    expect((await opsCall('POST', OPS_LOTTERY_PATHS.retry.replace(':id', 'x'), {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: OPS_LOTTERY_PATHS.retryAll })).statusCode).toBe(401);
    expect((await cli('lottery', 'retry')).code).toBe(2);
    expect((await cli('lottery', 'retry', 'x')).code).toBe(2);
    expect((await cli('lottery', 'retry', '1', '--all')).code).toBe(2);
    // Still no money: the retry is refused again and the refusal kept.
    res = await retry(deBet);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ retried: 1, settled: 0, stillStuck: [{ id: deBet }] });
    expect(await betRow(deBet)).toMatchObject({ status: 'won', errorCode: 'insufficient_balance' });
    await expectLedgerSound(t);
  });

  it('retries once the money is there: reversed and settled again exactly once, the ledger sound', async () => {
    await deposit(t, alice.id, 95_000n);
    const r = await cli('lottery', 'retry', '--all');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('Retried 1 bet(s): 1 settled, 0 refused again');
    // The win taken back, the bet lost with the corrected result.
    expect(await balanceOf(t, alice.id)).toBe(0n);
    expect(await betRow(deBet)).toMatchObject({ status: 'lost', settledVersion: 2, errorCode: null, payout: 0n });
    const again = await opsCall('POST', OPS_LOTTERY_PATHS.retry.replace(':id', String(deBet)), {});
    expect(again.json().errorCode).toBe('lottery_bet_not_stuck');
    expect((await opsCall('POST', OPS_LOTTERY_PATHS.retryAll, {})).json().value).toEqual({
      retried: 0,
      settled: 0,
      stillStuck: [],
    });
    await runLottery(t.ctx);
    expect(await balanceOf(t, alice.id)).toBe(0n);
    expect((await cli('lottery', 'stuck')).text).toContain('(no stuck bets)');
    await expectLedgerSound(t);
  });
});

describe('prize mode of the page', () => {
  it('prices a slip with the prize mode it names (SEA), the brand’s modes without it', async () => {
    await deposit(t, alice.id, 10_000n);
    const k3 = await drawOf('K3');
    const item = { drawId: k3.id, betType: 'sum', selection: '10', stake: 1 };
    const sea = await place({ items: [item], prizeMode: 'SEA' });
    expect(sea.statusCode, sea.body).toBe(200);
    const brand = await place({ items: [item] });
    expect(brand.statusCode, brand.body).toBe(200);
    // K3 sum 10 hits 27 of 216: SEA (90 %) 7.20, Elott (97 %) 7.76.
    expect([sea.json().value.bets[0].odds, brand.json().value.bets[0].odds]).toEqual([720, 776]);
    expect((await place({ items: [item], prizeMode: 'XX' })).json().errorCode).toBe('validation_failed');
  });
});
