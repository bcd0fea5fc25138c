import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_SPORTS_PATHS, RECORD_PATHS, SPORTS_PAGE_PATH, SPORTS_VASSALAGE } from '@lotus/contracts';
import { loadConfig } from '../src/config';
import { sportsBets, sportsFixtures, sportsMarkets, sportsSelections } from '../src/db/schema';
import * as repo from '../src/modules/sports/repository';
import { settleFixture } from '../src/modules/sports/settlement';
import { runSports } from '../src/modules/sports/feed';
import { authed, tokenFor } from './accounts/support';
import {
  balanceOf,
  deposit,
  expectLedgerSound,
  gameIdOf,
  ip,
  launch,
  launchToken,
  lotusId,
  mainAccount,
  newMember,
} from './gamesSupport';
import { getOrCreateAccount, postEntry } from '../src/modules/ledger/service';
import { createTestApp, ops, type TestApp } from './helpers';

/**
 * The sportsbook end to end through HTTP: the demo feed's fixtures, bets on the page's API (the launch
 * token) re-priced by the server and staked through the seamless API, an operator's results settling a
 * parlay once, a correction re-settling it with the ledger balanced, a cancellation voiding a leg, the
 * betting record, and the bad paths.
 */
let t: TestApp;
let alice: Awaited<ReturnType<typeof newMember>>;
let bob: Awaited<ReturnType<typeof newMember>>;
let aliceToken: string;
let bobToken: string;
const T0 = new Date('2026-11-26T03:00:05Z');

interface Selection {
  id: number;
  key: string;
  odds: number;
}
interface Market {
  id: number;
  type: string;
  line: number;
  status: string;
  selections: Selection[];
}
interface Fixture {
  id: number;
  sport: string;
  home: string;
  away: string;
  kickoffAt: string;
  status: string;
  markets: Market[];
}

beforeAll(async () => {
  t = await createTestApp({
    config: { games: { ...loadConfig({ LOG_LEVEL: 'silent' }).games, sportsResults: 'operator' } },
  });
  t.setNow(T0);
  await runSports(t.ctx);
  alice = await newMember(t);
  bob = await newMember(t);
  await deposit(t, alice.id, 1_000_000n);
  await deposit(t, bob.id, 1_000_000n);
  aliceToken = await launchToken(t, alice.token, await gameIdOf(t, SPORTS_VASSALAGE, 'sportsbook'));
  bobToken = await launchToken(t, bob.token, await gameIdOf(t, SPORTS_VASSALAGE, 'esports'));
});
afterAll(() => t.close());

const api = `${SPORTS_PAGE_PATH}/api`;
const lobby = async (kind: 'sports' | 'esports' = 'sports') => {
  const res = await t.app.inject({ url: `${api}/lobby?kind=${kind}&token=${aliceToken}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { fixtures: Fixture[]; minStake: string };
};
const place = (token: string, legs: { selectionId: number; odds: number }[], stake: string | number) =>
  t.app.inject({ method: 'POST', url: `${api}/bets`, payload: { token, legs, stake } });
const opsPost = (path: string, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: path.replace(':id', String(id)), headers: ops(), payload });
const pick = (f: Fixture, type: string, key: string) => {
  const s = f.markets.find((m) => m.type === type)!.selections.find((x) => x.key === key)!;
  return { selectionId: s.id, odds: s.odds };
};
/** After the clock moved days on: a new site session and launch session for Alice. */
async function comeBack() {
  alice.token = await tokenFor(t, alice.username, 'Player123', ip);
  aliceToken = await launchToken(t, alice.token, await gameIdOf(t, SPORTS_VASSALAGE, 'sportsbook'));
}
/** Moves money into (or out of, negative) a member's main wallet from the payment clearing account. */
async function move(memberId: number, amount: bigint) {
  if (amount === 0n) return;
  const merchantId = await lotusId(t);
  const clearing = await getOrCreateAccount(t.ctx.db, { merchantId, kind: 'payment_clearing', currency: 'VND' });
  const main = await mainAccount(t, memberId);
  await postEntry(t.ctx.db, {
    merchantId,
    type: 'deposit',
    idempotencyKey: `test-move:${crypto.randomUUID()}`,
    postings: [
      { accountId: clearing.id, amount: -amount },
      { accountId: main.id, amount },
    ],
  });
}
const betRow = async (id: number) => (await t.ctx.db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0]!;

let f1: Fixture;
let f2: Fixture;
let f3: Fixture;
let parlayId: number;
let settledBefore: bigint;
let singleId: number;

describe('the book', () => {
  it('launches from the catalogue into the sportsbook page, e-sports on its tab', async () => {
    const res = await launch(t, alice.token, {
      gameId: await gameIdOf(t, SPORTS_VASSALAGE, 'esports'),
      accountType: 1,
    });
    expect(res.json().success, res.body).toBe(true);
    const url = new URL(res.json().value.game_url, 'http://x');
    expect(url.pathname).toBe(SPORTS_PAGE_PATH);
    expect(url.searchParams.get('kind')).toBe('esports');
    const page = await t.app.inject({ url: `${SPORTS_PAGE_PATH}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sports</title>');
    expect(page.body).toContain('<script type="module" src="/house/assets/sports.js"></script>');
    expect((await t.app.inject({ url: '/house/assets/sports.js' })).statusCode).toBe(200);
  });

  it('lists football and e-sports fixtures with open markets and odds in three styles', async () => {
    const { fixtures } = await lobby();
    expect(fixtures.length).toBeGreaterThan(5);
    expect(fixtures.every((f) => f.sport === 'football' && f.status === 'scheduled')).toBe(true);
    const types = fixtures[0]!.markets.map((m) => m.type);
    expect(types).toEqual(expect.arrayContaining(['1X2', 'AH', 'OU']));
    const s = fixtures[0]!.markets[0]!.selections[0]! as Selection & { hongKong: number; malay: number };
    expect(s.hongKong).toBe(s.odds - 1000);
    const e = await lobby('esports');
    expect(e.fixtures.length).toBeGreaterThan(0);
    expect(e.fixtures[0]!.markets.map((m) => m.type)).toEqual(expect.arrayContaining(['MW', 'TM']));
    [f1, f2, f3] = fixtures as [Fixture, Fixture, Fixture];
  });
});

describe('placing bets', () => {
  it('places a two-leg parlay re-priced by the server and takes the stake once through the wallet', async () => {
    const before = await balanceOf(t, alice.id);
    const res = await place(aliceToken, [pick(f1, '1X2', 'home'), pick(f2, 'OU', 'over')], '100');
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json().value;
    expect(bet).toMatchObject({ kind: 'parlay', status: 'placed', stake: '10000' });
    expect(bet.legs).toHaveLength(2);
    parlayId = bet.id;
    expect(before - (await balanceOf(t, alice.id))).toBe(100_00n);
    const open = await t.app.inject({ url: `${api}/bets?state=open&token=${aliceToken}` });
    expect(open.json().value.map((b: { id: number }) => b.id)).toContain(parlayId);
  });

  it('refuses bad slips: unknown selections, the same fixture twice, bad stakes, too many legs', async () => {
    const bad = await place(aliceToken, [{ selectionId: 999_999, odds: 1500 }], 10);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'sports_selection_not_found' });
    const twice = await place(aliceToken, [pick(f1, '1X2', 'home'), pick(f1, 'OU', 'over')], 10);
    expect(twice.json()).toMatchObject({ success: false, errorCode: 'sports_bet_invalid', field: 'legs' });
    expect((await place(aliceToken, [pick(f1, '1X2', 'home')], 1)).json().errorCode).toBe('amount_out_of_range');
    expect((await place(aliceToken, [pick(f1, '1X2', 'home')], '-5')).json().errorCode).toBe('validation_failed');
    expect((await place(aliceToken, [pick(f1, '1X2', 'home')], 'abc')).json().errorCode).toBe('validation_failed');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ selectionId: i + 1, odds: 1500 }));
    expect((await place(aliceToken, eleven, 10)).json().errorCode).toBe('validation_failed');
    expect((await place('x'.repeat(40), [pick(f1, '1X2', 'home')], 10)).json().errorCode).toBe(
      'provider_token_invalid',
    );
    // A huge stake on long odds passes the brand's maximum payout.
    const long = [pick(f1, '1X2', 'draw'), pick(f2, '1X2', 'draw'), pick(f3, '1X2', 'draw')];
    expect((await place(aliceToken, long, '9000000')).json().errorCode).toBe('sports_max_payout');
  });

  it('refuses a slip whose odds went down with the new odds, and takes better odds', async () => {
    const leg = pick(f3, '1X2', 'away');
    await t.ctx.db
      .update(sportsSelections)
      .set({ odds: leg.odds - 100 })
      .where(eq(sportsSelections.id, leg.selectionId));
    const res = await place(aliceToken, [leg], 10);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'sports_odds_changed',
      value: { legs: [{ selectionId: leg.selectionId, odds: leg.odds - 100 }] },
    });
    await t.ctx.db
      .update(sportsSelections)
      .set({ odds: leg.odds + 100 })
      .where(eq(sportsSelections.id, leg.selectionId));
    const better = await place(aliceToken, [leg], 10);
    expect(better.json().value.legs[0].odds).toBe(leg.odds + 100);
    singleId = better.json().value.id;
  });

  it('cashes out an open single once at the price shown, and only its own member', async () => {
    const url = `${api}/bets/${singleId}/cashout`;
    const view = (await t.app.inject({ url: `${api}/bets/${singleId}?token=${aliceToken}` })).json().value;
    expect(view.cashOut).toBe('950'); // odds unchanged: 95 % of the stake
    const cash = (token: string, amount: number | string) =>
      t.app.inject({ method: 'POST', url, payload: { token, amount } });
    expect((await cash(bobToken, 9.5)).json().errorCode).toBe('sports_bet_not_found');
    const greedy = await cash(aliceToken, 9.6);
    expect(greedy.json()).toMatchObject({
      success: false,
      errorCode: 'sports_odds_changed',
      value: { cashOut: '950' },
    });
    expect((await cash(aliceToken, 'x')).json().errorCode).toBe('validation_failed');
    const before = await balanceOf(t, alice.id);
    const done = await cash(aliceToken, 9.5);
    expect(done.json(), done.body).toMatchObject({
      success: true,
      value: { status: 'cashed_out', payout: '950', cashOut: null },
    });
    expect(await balanceOf(t, alice.id)).toBe(before + 9_50n);
    expect((await cash(aliceToken, 9.5)).json().errorCode).toBe('sports_cashout_unavailable');
    expect(await balanceOf(t, alice.id)).toBe(before + 9_50n);
  });

  it('refuses a suspended market', async () => {
    const m = f3.markets.find((x) => x.type === 'OU')!;
    await t.ctx.db.update(sportsMarkets).set({ status: 'suspended' }).where(eq(sportsMarkets.id, m.id));
    const res = await place(aliceToken, [pick(f3, 'OU', 'under')], 10);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'sports_market_suspended' });
    await t.ctx.db.update(sportsMarkets).set({ status: 'open' }).where(eq(sportsMarkets.id, m.id));
  });

  it('shows a bet only to its member', async () => {
    const mine = await t.app.inject({ url: `${api}/bets/${parlayId}?token=${aliceToken}` });
    expect(mine.json().value.id).toBe(parlayId);
    const other = await t.app.inject({ url: `${api}/bets/${parlayId}?token=${bobToken}` });
    expect(other.json()).toMatchObject({ success: false, errorCode: 'sports_bet_not_found' });
    const list = await t.app.inject({ url: `${api}/bets?state=open&token=${bobToken}` });
    expect(list.json().value).toEqual([]);
  });
});

describe('results and settlement', () => {
  it('refuses a result before kick-off, of a bad shape, or for an unknown fixture', async () => {
    expect((await opsPost(OPS_SPORTS_PATHS.result, f1.id, { home: 2, away: 0 })).json().errorCode).toBe(
      'sports_fixture_state',
    );
    expect((await opsPost(OPS_SPORTS_PATHS.result, 999_999, { home: 2, away: 0 })).json().errorCode).toBe(
      'sports_fixture_not_found',
    );
    expect((await opsPost(OPS_SPORTS_PATHS.result, f1.id, { home: -1, away: 0 })).json().errorCode).toBe(
      'validation_failed',
    );
  });

  it('suspends markets at kick-off, then settles the parlay once when both results are in', async () => {
    const kickoff = Math.max(Date.parse(f1.kickoffAt), Date.parse(f2.kickoffAt));
    t.setNow(new Date(kickoff + 60_000));
    await runSports(t.ctx);
    await comeBack();
    expect((await place(aliceToken, [pick(f1, '1X2', 'home')], 10)).json().errorCode).toBe('sports_market_suspended');
    // Home wins 2–1 (the 1X2 leg wins); 3 goals (over 2.5 wins; the OU leg is on the 2.5 line or 2.25).
    const r1 = await opsPost(OPS_SPORTS_PATHS.result, f1.id, { home: 2, away: 1 });
    expect(r1.json(), r1.body).toMatchObject({ success: true, value: { status: 'finished', resultVersion: 1 } });
    expect((await betRow(parlayId)).status).toBe('placed');
    settledBefore = await balanceOf(t, alice.id);
    const again = await opsPost(OPS_SPORTS_PATHS.result, f1.id, { home: 2, away: 1 });
    expect(again.json().errorCode).toBe('sports_result_exists');
    await opsPost(OPS_SPORTS_PATHS.result, f2.id, { home: 2, away: 2 });
    const bet = await betRow(parlayId);
    expect(bet.status).toBe('won');
    expect(bet.payout).toBe(bet.potentialReturn);
    expect(await balanceOf(t, alice.id)).toBe(settledBefore + bet.payout!);
    // The job settles nothing twice.
    await runSports(t.ctx);
    expect(await balanceOf(t, alice.id)).toBe(settledBefore + bet.payout!);
    await expectLedgerSound(t);
  });

  it('shows the settled parlay in the betting record under the game name', async () => {
    const res = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, alice.token) });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().value.list.find((r: { roundId: string }) => r.roundId === `SB${parlayId}`);
    expect(row).toMatchObject({ gameName: 'Thể Thao Rồng', status: 'settled', stake: '10000' });
    // Its replay: the bet's legs with the scores, behind a signed link.
    const recall = await t.app.inject({ url: `${row.recallUrl}&lang=en` });
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.body).toContain(`Bet details #${parlayId}`);
    expect(recall.body).toContain(`${f1.home} – ${f1.away}`);
    expect(recall.body).toContain('<td>2–1</td>');
    const forged = (row.recallUrl as string).replace(/sig=[0-9a-f]{4}/, 'sig=0000');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const other = (row.recallUrl as string).replace(`SB${parlayId}`, `SB${singleId}`);
    expect((await t.app.inject({ url: other })).statusCode).toBe(403);
  });

  it('re-settles on a correction: the win reversed, the bet lost, the ledger balanced', async () => {
    const won = await betRow(parlayId);
    const before = await balanceOf(t, alice.id);
    const c = await opsPost(OPS_SPORTS_PATHS.result, f1.id, { home: 0, away: 1, correction: true, reason: 'typo' });
    expect(c.json(), c.body).toMatchObject({ success: true, value: { resultVersion: 2 } });
    const lost = await betRow(parlayId);
    expect(lost).toMatchObject({ status: 'lost', payout: 0n, payVersion: 2 });
    expect(await balanceOf(t, alice.id)).toBe(before - won.payout!);
    // And back: the second correction pays it again (a third payout id).
    await opsPost(OPS_SPORTS_PATHS.result, f1.id, { home: 3, away: 0, correction: true });
    expect(await betRow(parlayId)).toMatchObject({ status: 'won', payout: won.payout, payVersion: 3 });
    expect(await balanceOf(t, alice.id)).toBe(before);
    await expectLedgerSound(t);
  });

  it('voids a cancelled fixture’s leg: a parlay counts it as odds 1.0', async () => {
    const { fixtures } = await lobby();
    const [a, b] = fixtures.filter((f) => f.status === 'scheduled');
    const legA = pick(a!, '1X2', 'home');
    const legB = pick(b!, '1X2', 'away');
    const res = await place(aliceToken, [legA, legB], '10');
    const id = res.json().value.id as number;
    const cancelled = await opsPost(OPS_SPORTS_PATHS.cancel, a!.id, { reason: 'postponed' });
    expect(cancelled.json().value.status).toBe('cancelled');
    t.setNow(new Date(Date.parse(b!.kickoffAt) + 60_000));
    await runSports(t.ctx);
    await opsPost(OPS_SPORTS_PATHS.result, b!.id, { home: 0, away: 1 });
    const bet = await betRow(id);
    expect(bet.status).toBe('won');
    expect(bet.payout).toBe((10_00n * BigInt(legB.odds)) / 1000n);
    expect((await opsPost(OPS_SPORTS_PATHS.cancel, a!.id, { reason: 'again' })).json().errorCode).toBe(
      'sports_fixture_state',
    );
    await expectLedgerSound(t);
  });

  it('pays once when two settlements of the same result run at once', async () => {
    await comeBack();
    const { fixtures } = await lobby();
    const f = fixtures.find((x) => x.status === 'scheduled')!;
    const leg = pick(f, '1X2', 'home');
    const placed = await place(aliceToken, [leg], '10');
    expect(placed.json().success, placed.body).toBe(true);
    const id = placed.json().value.id as number;
    t.setNow(new Date(Date.parse(f.kickoffAt) + 60_000));
    const [row] = await t.ctx.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, f.id));
    const recorded = await repo.recordResult(t.ctx.db, f.id, row!.resultVersion, {
      kind: 'result',
      home: 1,
      away: 0,
      enteredBy: 'test',
      now: t.ctx.now(),
    });
    const before = await balanceOf(t, alice.id);
    await Promise.all([settleFixture(t.ctx, recorded!), settleFixture(t.ctx, recorded!), runSports(t.ctx)]);
    const bet = await betRow(id);
    expect(bet).toMatchObject({ status: 'won', payVersion: 1 });
    expect(await balanceOf(t, alice.id)).toBe(before + bet.payout!);
    await expectLedgerSound(t);
  });

  it('keeps a reversal the wallet refused on the bet, and an operator retries it once the money is there', async () => {
    await comeBack();
    const { fixtures } = await lobby();
    const f = fixtures.find((x) => x.status === 'scheduled')!;
    const placed = await place(aliceToken, [pick(f, '1X2', 'home')], '10');
    const id = placed.json().value.id as number;
    t.setNow(new Date(Date.parse(f.kickoffAt) + 60_000));
    await comeBack();
    await opsPost(OPS_SPORTS_PATHS.result, f.id, { home: 1, away: 0 });
    const won = await betRow(id);
    expect(won.status).toBe('won');
    // Alice spends everything, then the result is corrected: the win cannot be taken back.
    const spent = await balanceOf(t, alice.id);
    await move(alice.id, -spent);
    await opsPost(OPS_SPORTS_PATHS.result, f.id, { home: 0, away: 0, correction: true, reason: 'offside' });
    expect(await betRow(id)).toMatchObject({ status: 'won', errorCode: 'insufficient_balance' });
    const retry = () => opsPost(OPS_SPORTS_PATHS.retry, id, {});
    const again = await retry();
    expect(again.json(), again.body).toMatchObject({ success: true, value: { status: 'won' } });
    expect((await betRow(id)).errorCode).toBe('insufficient_balance');
    await move(alice.id, won.payout!);
    expect((await retry()).json()).toMatchObject({ success: true, value: { status: 'lost', payout: '0' } });
    expect(await betRow(id)).toMatchObject({ status: 'lost', errorCode: null });
    expect(await balanceOf(t, alice.id)).toBe(0n);
    expect((await retry()).json().errorCode).toBe('sports_bet_not_stuck');
    expect((await opsPost(OPS_SPORTS_PATHS.retry, 999_999, {})).json().errorCode).toBe('sports_bet_not_found');
    await move(alice.id, spent);
    await expectLedgerSound(t);
  });

  it('lists fixtures for operators and refuses without the operator key', async () => {
    const res = await t.app.inject({ url: `${OPS_SPORTS_PATHS.fixtures}?status=finished`, headers: ops() });
    expect(res.json().value.find((f: { id: number }) => f.id === f1.id)).toMatchObject({ bets: 1, stakes: '10000' });
    expect((await t.app.inject({ url: OPS_SPORTS_PATHS.fixtures })).statusCode).toBe(401);
  });
});
