import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LAUNCH_PATHS,
  MONEY_PATHS as P,
  OPS_MONEY_PATHS as O,
  OPS_RG_PATHS,
  PROMO_PATHS as PP,
  RG_PATHS as RG,
} from '@lotus/contracts';
import { runMoneyJob } from '../src/modules/jobs/service';
import { settleResponsibleGaming } from '../src/modules/responsible-gaming/service';
import { runCli } from '../src/cli/cli';
import { authed, MOD, setSwitch, tokenFor } from './accounts/support';
import { callback, houseGame } from './gamesSupport';
import { OPS_KEY, ops, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  fund,
  newMember,
  PAYMENT_PASSWORD,
  vendorBalance,
  type TestMember,
} from './moneySupport';
import { path, promoHarness, type PromoHarness } from './promotionsSupport';

/**
 * Responsible gaming through HTTP (docs/API.md "Responsible gaming"): the member's settings, the
 * cooling-off of a raise, and the refusals in the deposit, launch, bet and promotion paths; raced
 * deposits and bets admit exactly what fits a limit, a transfer into a vendor's wallet raced with a
 * time-out is in before it or refused, and raced job rounds record each end once (on PostgreSQL with
 * TEST_DATABASE_URL, where they run on connections of their own, as several processes would).
 */

let t: TestApp & { url: string };
let h: PromoHarness;
/** The app's clock: a Wednesday, 10:00 in Ho Chi Minh City. */
let now = new Date('2026-06-10T03:00:00Z');
const advance = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
  t.setNow(now);
};

beforeAll(async () => {
  t = await createMoneyApp();
  t.setNow(now);
  h = await promoHarness(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (m: TestMember, url: string, extra: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...m.h, ...extra } });
const post = (m: TestMember, url: string, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...m.h, ...extra }, payload: payload as Record<string, unknown> });
const settingsOf = async (m: TestMember) => (await get(m, RG.settings)).json().value;
const setLimit = (m: TestMember, kind: string, period: string, amount: number | string | null) =>
  post(m, RG.limit, { kind, period, amount });

/** A new sign-in (after the clock passed the session's idle time or lifetime). */
async function signInAgain(m: TestMember) {
  m.token = await tokenFor(t, m.username, 'Player123', m.ip);
  m.h = authed(m.ip, m.token);
}

let bankChannel = 0;
let slot = 0;
const deposit = (m: TestMember, amount: number, extra: Record<string, string> = {}) =>
  post(m, P.depositOrders, { channelId: bankChannel, amount }, extra);

/** A real-money launch of the house slot and its seamless session (token, playerId), or the refusal. */
async function launch(m: TestMember, extra: Record<string, string> = {}) {
  const res = await get(m, `${LAUNCH_PATHS.launchGame}?gameId=${slot}&accountType=1`, extra);
  if (!res.json().success) return { refused: errorOf(res), token: '', playerId: '' };
  const token = new URL(res.json().value.game_url, 'http://x').searchParams.get('token')!;
  const auth = await callback(t, 'authenticate', { token });
  expect(auth.json().success, auth.body).toBe(true);
  return { refused: null, token, playerId: auth.json().value.playerId as string };
}

let seq = 0;
/** One bet (minor units) on a new round; `win` closes the round with that win (0: a loss). */
async function bet(s: { token: string; playerId: string }, stake: number, win?: number) {
  const n = ++seq;
  const common = { token: s.token, playerId: s.playerId, roundId: `rg-${n}`, gameCode: 'lotus-slot', currency: 'VND' };
  const res = await callback(t, 'bet', { ...common, transactionId: `rgb-${n}`, amount: stake });
  if (res.json().success && win !== undefined) {
    const w = await callback(t, 'win', { ...common, transactionId: `rgw-${n}`, amount: win, roundClosed: true });
    expect(w.json().success, w.body).toBe(true);
  }
  return res;
}

beforeAll(async () => {
  const someone = await newMember(t);
  const channels = (await get(someone, P.depositChannels)).json().value;
  bankChannel = channels.find((c: { code: string }) => c.code === 'BANK_VCB').id;
  slot = await houseGame(t, 'lotus-slot');
});

describe('the member API', () => {
  it('needs a real member and checks its input', async () => {
    expect(errorOf(await t.app.inject({ url: RG.settings, headers: { merchant: 'LOTUS' } }))).toMatchObject({
      status: 401,
      code: 'user.or.token.invalid',
    });
    await setSwitch(t, MOD.FREE_PLAY, true);
    const free = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'LOTUS', 'x-forwarded-for': '10.77.0.2' },
      payload: { platform: 'W' },
    });
    expect(free.statusCode, free.body).toBe(200);
    const trial = { h: { merchant: 'LOTUS', authorization: free.json().value.token as string } };
    for (const [method, url] of [
      ['GET', RG.settings],
      ['GET', RG.reality],
      ['GET', RG.statement],
      ['POST', RG.timeout],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: trial.h,
        payload: method === 'POST' ? { period: '24h' } : undefined,
      });
      expect(errorOf(res).code, url).toBe('in_need_true_account');
    }
    const m = await newMember(t);
    expect(errorOf(await setLimit(m, 'bet', 'day', 100))).toMatchObject({ code: 'validation_failed', field: 'kind' });
    expect(errorOf(await setLimit(m, 'deposit', 'year', 100))).toMatchObject({ code: 'validation_failed' });
    expect(errorOf(await setLimit(m, 'deposit', 'day', -5))).toMatchObject({ code: 'validation_failed' });
    expect(errorOf(await setLimit(m, 'deposit', 'day', '1.234'))).toMatchObject({ code: 'validation_failed' });
    expect(errorOf(await post(m, RG.session, { sessionMinutes: 17, realityCheckMinutes: null }))).toMatchObject({
      code: 'validation_failed',
    });
    expect(errorOf(await post(m, RG.timeout, { period: '2h' }))).toMatchObject({ code: 'validation_failed' });
    expect(errorOf(await post(m, RG.exclusion, { months: 6 }))).toMatchObject({ code: 'validation_failed' });
    expect(errorOf(await post(m, RG.exclusion, { months: 7, confirm: true }))).toMatchObject({
      code: 'validation_failed',
    });
    expect(errorOf(await get(m, `${RG.statement}?months=25`))).toMatchObject({ code: 'validation_failed' });
    expect(await settingsOf(m)).toEqual({ limits: [], sessionMinutes: null, realityCheckMinutes: null, block: null });
  });

  it('lowers at once; a raise or removal waits 24 hours and then needs confirmation', async () => {
    const m = await newMember(t);
    let s = (await setLimit(m, 'deposit', 'day', 1000)).json().value;
    expect(s.limits).toEqual([{ kind: 'deposit', period: 'day', amount: '100000', used: '0', pending: null }]);
    s = (await setLimit(m, 'deposit', 'day', 500)).json().value;
    expect(s.limits[0]).toMatchObject({ amount: '50000', pending: null });

    s = (await setLimit(m, 'deposit', 'day', 2000)).json().value;
    const at = new Date(now.getTime() + 24 * 3_600_000).toISOString();
    expect(s.limits[0]).toMatchObject({
      amount: '50000',
      pending: { amount: '200000', confirmableAt: at, confirmable: false },
    });
    const early = await post(m, RG.confirmLimit, { kind: 'deposit', period: 'day' });
    expect(errorOf(early)).toMatchObject({ status: 409, code: 'rg_cooling_off', value: { confirmableAt: at } });
    expect(errorOf(await post(m, RG.confirmLimit, { kind: 'wager', period: 'day' }))).toMatchObject({
      status: 409,
      code: 'rg_nothing_pending',
    });
    // Still 500 in force: a deposit of 600 is refused.
    expect(errorOf(await deposit(m, 600)).code).toBe('rg_deposit_limit_exceeded');

    advance(24 * 60);
    await signInAgain(m);
    expect((await settingsOf(m)).limits[0].pending.confirmable).toBe(true);
    s = (await post(m, RG.confirmLimit, { kind: 'deposit', period: 'day' })).json().value;
    expect(s.limits[0]).toMatchObject({ amount: '200000', pending: null });
    expect(errorOf(await post(m, RG.confirmLimit, { kind: 'deposit', period: 'day' })).code).toBe('rg_nothing_pending');

    // A removal waits too; a lower limit meanwhile applies at once and drops it.
    s = (await setLimit(m, 'deposit', 'day', null)).json().value;
    expect(s.limits[0]).toMatchObject({ amount: '200000', pending: { amount: null, confirmable: false } });
    s = (await setLimit(m, 'deposit', 'day', 1500)).json().value;
    expect(s.limits[0]).toMatchObject({ amount: '150000', pending: null });
    await setLimit(m, 'deposit', 'day', null);
    advance(24 * 60);
    await signInAgain(m);
    s = (await post(m, RG.confirmLimit, { kind: 'deposit', period: 'day' })).json().value;
    expect(s.limits).toEqual([]);

    const view = (
      await t.app.inject({ url: `${OPS_RG_PATHS.member.replace(':username', m.username)}?brand=LOTUS`, headers: ops() })
    ).json().value;
    // Each end of a cooling-off is the system's row, written first by the change that came after it.
    expect(view.history.map((x: { action: string; by: string }) => `${x.by}:${x.action}`)).toEqual([
      'member:limit_confirmed',
      'system:limit_cooling_off_ended',
      'member:limit_removal_requested',
      'member:limit_set',
      'member:limit_removal_requested',
      'member:limit_confirmed',
      'system:limit_cooling_off_ended',
      'member:limit_raise_requested',
      'member:limit_set',
      'member:limit_set',
    ]);
    expect(view.history[6]).toMatchObject({
      at,
      data: { kind: 'deposit', period: 'day', before: '50000', after: '200000', confirmableAt: at },
    });
    expect(view.history[7].data).toEqual({
      kind: 'deposit',
      period: 'day',
      before: '50000',
      after: '200000',
      confirmableAt: at,
    });
  });

  it('sets the session and reality-check minutes and reports the reality check', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_000n);
    const started = now.toISOString();
    const s = (await post(m, RG.session, { sessionMinutes: 30, realityCheckMinutes: 15 })).json().value;
    expect(s).toMatchObject({ sessionMinutes: 30, realityCheckMinutes: 15 });
    const game = await launch(m);
    expect(game.refused).toBeNull();
    expect((await bet(game, 2000, 500)).json().success).toBe(true);
    advance(20);
    expect((await get(m, RG.reality)).json().value).toEqual({
      sessionStartedAt: started,
      minutesPlayed: 20,
      net: '-1500',
      nextCheckAt: new Date(Date.parse(started) + 30 * 60_000).toISOString(),
      sessionLimitReached: false,
    });
    advance(10);
    const r = (await get(m, RG.reality)).json().value;
    expect(r).toMatchObject({ minutesPlayed: 30, sessionLimitReached: true });
    // Past the session limit: launch and bets are refused, in the member's language.
    const refused = await launch(m, { language: 'en' });
    expect(refused.refused).toMatchObject({ status: 403, code: 'rg_session_limit_reached' });
    const res = await bet(game, 100);
    expect(errorOf(res).code).toBe('rg_session_limit_reached');
    expect(res.json().message).toBe(
      'Bạn đã đạt giới hạn thời gian phiên chơi đã đặt. Hãy nghỉ ngơi và đăng nhập lại sau',
    );
    // A new sign-in is a new session.
    await signInAgain(m);
    expect((await launch(m)).refused).toBeNull();
    // Off again.
    expect((await post(m, RG.session, { sessionMinutes: null, realityCheckMinutes: null })).json().value).toMatchObject(
      { sessionMinutes: null, realityCheckMinutes: null },
    );
    expect((await get(m, RG.reality)).json().value).toMatchObject({ nextCheckAt: null, sessionLimitReached: false });
  });
});

describe('limits in the deposit and bet paths', () => {
  it('refuses a deposit over the daily deposit limit, pending orders counted', async () => {
    const m = await newMember(t);
    await setLimit(m, 'deposit', 'day', 1000);
    const first = await deposit(m, 600);
    expect(first.json().success, first.body).toBe(true);
    const over = await deposit(m, 500, { language: 'en' });
    expect(errorOf(over)).toMatchObject({
      status: 409,
      code: 'rg_deposit_limit_exceeded',
      value: { period: 'day', limit: '100000', used: '60000' },
    });
    expect(over.json().message).toBe('This deposit is above the deposit limit you set');
    expect((await deposit(m, 400)).json().success).toBe(true);
    // Credited deposits are what `used` shows.
    const approve = await t.app.inject({
      method: 'POST',
      url: O.depositApprove.replace(':orderNo', first.json().value.orderNo),
      headers: ops(),
    });
    expect(approve.json().value.status).toBe('credited');
    expect((await settingsOf(m)).limits[0]).toMatchObject({ amount: '100000', used: '60000' });
  });

  it('offers deposits only up to what the deposit limits leave (issue 33 item 13)', async () => {
    const m = await newMember(t);
    const channelOf = async () =>
      (await get(m, P.depositChannels)).json().value.find((c: { id: number }) => c.id === bankChannel);
    const open = await channelOf();
    expect(open.rgLimited).toBe(false);
    await setLimit(m, 'deposit', 'day', 1000);
    await setLimit(m, 'deposit', 'month', 5000);
    expect(await channelOf()).toMatchObject({ maxAmount: '100000', rgLimited: true });
    expect((await deposit(m, 600)).json().success).toBe(true);
    // The pending order counts: 400 left today, below the channel's own maximum.
    expect(await channelOf()).toMatchObject({ maxAmount: '40000', rgLimited: true });
    expect((await deposit(m, 400)).json().success).toBe(true);
    expect(await channelOf()).toMatchObject({ maxAmount: '0', rgLimited: true });
  });

  it('refuses a bet over the wager limit and a launch when nothing fits', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_000n);
    await setLimit(m, 'wager', 'day', 50); // 5000 minor units
    const game = await launch(m);
    expect((await bet(game, 3000, 0)).json().success).toBe(true);
    const over = await bet(game, 2500);
    expect(errorOf(over)).toMatchObject({
      code: 'rg_wager_limit_exceeded',
      value: { period: 'day', limit: '5000', used: '3000' },
    });
    expect((await bet(game, 2000, 0)).json().success).toBe(true);
    expect((await settingsOf(m)).limits[0]).toMatchObject({ kind: 'wager', used: '5000' });
    expect((await launch(m)).refused).toMatchObject({ code: 'rg_wager_limit_exceeded' });
  });

  it('refuses a bet that could pass the loss limit', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_000n);
    await setLimit(m, 'loss', 'week', 100); // 10000 minor units
    const game = await launch(m);
    expect((await bet(game, 6000, 0)).json().success).toBe(true); // lost 60
    expect((await bet(game, 4000, 8000)).json().success).toBe(true); // won 40 back: net loss 20
    expect((await settingsOf(m)).limits[0]).toMatchObject({ kind: 'loss', used: '2000' });
    expect(errorOf(await bet(game, 8100))).toMatchObject({
      code: 'rg_loss_limit_exceeded',
      value: { period: 'week', limit: '10000', used: '2000' },
    });
    expect((await bet(game, 8000, 0)).json().success).toBe(true);
    expect((await launch(m)).refused).toMatchObject({ code: 'rg_loss_limit_exceeded' });
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses deposit, launch, bet and claim during a time-out, but not a withdrawal or sign-in', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_000n);
    const game = await launch(m);
    const promo = await h.createPromo({
      code: 'rg-free',
      kind: 'free_credit',
      rules: { kind: 'free_credit', amount: '1000' },
    });
    const s = (await post(m, RG.timeout, { period: '24h' })).json().value;
    const until = new Date(now.getTime() + 24 * 3_600_000).toISOString();
    expect(s.block).toEqual({ kind: 'timeout', until });

    expect(errorOf(await deposit(m, 100))).toMatchObject({ status: 403, code: 'rg_timed_out', value: { until } });
    expect((await launch(m)).refused).toMatchObject({ status: 403, code: 'rg_timed_out' });
    expect(errorOf(await bet(game, 100)).code).toBe('rg_timed_out');
    const claim = await post(m, path(PP.claim, promo.id), undefined, { language: 'en' });
    expect(errorOf(claim).code).toBe('rg_timed_out');
    expect(claim.json().message).toMatch(/withdrawals stay open/);

    const bank = await post(m, P.bankAccounts, {
      bankCode: 'VCB',
      accountNo: '0123456789',
      accountName: 'NGUYEN VAN AN',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(bank.json().success, bank.body).toBe(true);
    const w = await post(m, P.withdrawalOrders, {
      bankAccountId: bank.json().value.id,
      amount: 200,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(w.json().success, w.body).toBe(true);
    await signInAgain(m);

    // Nothing shortens it: a shorter time-out keeps it; a longer self-exclusion extends it.
    expect((await post(m, RG.timeout, { period: '24h' })).json().value.block).toEqual({ kind: 'timeout', until });
    const ex = (await post(m, RG.exclusion, { months: 6, confirm: true })).json().value.block;
    expect(ex.kind).toBe('self_exclusion');
    expect(Date.parse(ex.until)).toBeGreaterThan(Date.parse(until) + 150 * 86_400_000);
    expect((await post(m, RG.timeout, { period: '6w' })).json().value.block).toEqual(ex);
    expect(errorOf(await deposit(m, 100)).code).toBe('rg_self_excluded');
    expect(errorOf(await post(m, path(PP.join, promo.id), undefined)).code).toBe('rg_self_excluded');
  });

  it('ends by itself', async () => {
    const m = await newMember(t);
    await post(m, RG.timeout, { period: '1w' });
    advance(7 * 24 * 60 + 1);
    await signInAgain(m);
    expect((await settingsOf(m)).block).toBeNull();
    expect((await deposit(m, 100)).json().success).toBe(true);
  });
});

describe('statement and the operator', () => {
  it('sums deposits, withdrawals and the net result per month', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_000n);
    const game = await launch(m);
    await bet(game, 1000, 300);
    const d = (await deposit(m, 250)).json().value;
    await t.app.inject({ method: 'POST', url: O.depositApprove.replace(':orderNo', d.orderNo), headers: ops() });
    const rows = (await get(m, `${RG.statement}?months=2`)).json().value;
    const month = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 7); // Ho Chi Minh City
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ month, deposits: '25000', withdrawals: '0', net: '-700' });
    expect(rows[1]).toMatchObject({ deposits: '0', withdrawals: '0', net: '0' });
    expect((await get(m, RG.statement)).json().value).toHaveLength(12);
  });

  it('shows a member to the operator, read only', async () => {
    const m = await newMember(t);
    await setLimit(m, 'wager', 'month', 300);
    const url = `${OPS_RG_PATHS.member.replace(':username', m.username)}?brand=LOTUS`;
    expect(errorOf(await t.app.inject({ url, headers: { 'x-ops-key': 'wrong' } })).code).toBe('ops_key_invalid');
    expect(
      errorOf(
        await t.app.inject({
          url: `${OPS_RG_PATHS.member.replace(':username', 'nobody-here')}?brand=LOTUS`,
          headers: ops(),
        }),
      ),
    ).toMatchObject({ status: 404, code: 'not_found' });
    const v = (await t.app.inject({ url, headers: ops() })).json().value;
    expect(v).toEqual({
      memberId: m.id,
      username: m.username,
      settings: {
        limits: [{ kind: 'wager', period: 'month', amount: '30000', used: '0', pending: null }],
        sessionMinutes: null,
        realityCheckMinutes: null,
        block: null,
      },
      blockSince: null,
      updatedAt: now.toISOString(),
      history: [
        {
          id: expect.any(Number),
          at: now.toISOString(),
          action: 'limit_set',
          by: 'member',
          detail: 'wager/month none → 300.00',
          data: { kind: 'wager', period: 'month', before: null, after: '30000' },
        },
      ],
    });
    let text = '';
    const code = await runCli(['rg', 'show', m.username, '--brand', 'LOTUS'], {
      url: t.url,
      key: OPS_KEY,
      out: { write: (s: string) => (text += s) },
      env: {},
    });
    expect(code, text).toBe(0);
    expect(text).toContain(`Responsible gaming of ${m.username}`);
    expect(text).toMatch(/wager\/month\s+300\.00/);
    expect(text).toContain('limit_set');
  });
});

describe('raced requests', () => {
  it('admits exactly the deposits that fit a daily limit', async () => {
    const m = await newMember(t);
    await setLimit(m, 'deposit', 'day', 1000);
    const results = await Promise.all(Array.from({ length: 6 }, () => deposit(m, 300)));
    const codes = results.map((r) => (r.json().success ? 'ok' : r.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'rg_deposit_limit_exceeded')).toHaveLength(3);
  });

  it('admits exactly the bets that fit a wager limit', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_000n);
    await setLimit(m, 'wager', 'day', 100);
    const game = await launch(m);
    const results = await Promise.all(Array.from({ length: 7 }, () => bet(game, 3000)));
    const codes = results.map((r) => (r.json().success ? 'ok' : r.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'rg_wager_limit_exceeded')).toHaveLength(4);
    expect((await settingsOf(m)).limits[0]).toMatchObject({ used: '9000' });
  });
});

describe('transfers into vendor wallets', () => {
  const V = 'TIGER_SLOTS'; // a transfer-wallet vendor of the demo catalogue (the sandbox vendor over HTTP)
  const transfer = (m: TestMember, from: string, to: string, amount: number, extra: Record<string, string> = {}) =>
    post(m, P.walletTransfer, { from, to, amount }, extra);
  const transfersOf = async (m: TestMember) => (await get(m, P.walletTransfers)).json().value.total as number;

  it('refuses money into a vendor wallet during a time-out or self-exclusion; money back to main stays open', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 100_000n); // 1,000.00
    expect((await transfer(m, 'MAIN', V, 300)).json().value).toMatchObject({ status: 'success', direction: 'in' });
    const until = (await post(m, RG.timeout, { period: '24h' })).json().value.block.until;

    // A raced pair: the one in is refused, the one back out goes through.
    const [into, back] = await Promise.all([
      transfer(m, 'MAIN', V, 100, { language: 'en' }),
      transfer(m, V, 'MAIN', 300),
    ]);
    expect(errorOf(into)).toMatchObject({ status: 403, code: 'rg_timed_out', value: { until } });
    expect(into.json().message).toMatch(/withdrawals stay open/);
    expect(back.json().value).toMatchObject({ status: 'success', direction: 'out', amount: '30000' });
    let b = await balanceOf(t, m);
    expect(b.mainBalance).toBe(1000_00n);
    expect(vendorBalance(b, V)).toBe(0n);
    expect(await transfersOf(m)).toBe(2); // the refused one left nothing

    await post(m, RG.exclusion, { months: 6, confirm: true });
    expect(errorOf(await transfer(m, 'main', V, 50)).code).toBe('rg_self_excluded');
    b = await balanceOf(t, m);
    expect(b.mainBalance).toBe(1000_00n);
  });

  it('a time-out raced with a transfer in: the transfer is in before it, or refused with nothing written', async () => {
    for (let i = 0; i < 3; i++) {
      const m = await newMember(t);
      await fund(t, m.id, 100_000n);
      const [into, timeout] = await Promise.all([transfer(m, 'MAIN', V, 100), post(m, RG.timeout, { period: '24h' })]);
      expect(timeout.json().success, timeout.body).toBe(true);
      const b = await balanceOf(t, m);
      if (into.json().success) {
        expect(into.json().value.status).toBe('success');
        expect([b.mainBalance, vendorBalance(b, V)]).toEqual([900_00n, 100_00n]);
        expect(await transfersOf(m)).toBe(1);
      } else {
        expect(errorOf(into).code).toBe('rg_timed_out');
        expect([b.mainBalance, vendorBalance(b, V)]).toEqual([1000_00n, 0n]);
        expect(await transfersOf(m)).toBe(0);
      }
      expect(errorOf(await transfer(m, 'MAIN', V, 100)).code).toBe('rg_timed_out');
    }
  });
});

describe('the ends the system records', () => {
  const viewOf = async (m: TestMember) =>
    (
      await t.app.inject({ url: `${OPS_RG_PATHS.member.replace(':username', m.username)}?brand=LOTUS`, headers: ops() })
    ).json().value;
  type Row = { action: string; by: string };
  const systemRows = (v: { history: Row[] }) => v.history.filter((h) => h.by === 'system');

  it('records an ended time-out and cooling-off once, at their end, with job rounds and a change raced', async () => {
    await settleResponsibleGaming(t.ctx); // what earlier tests left to record
    const m = await newMember(t);
    await setLimit(m, 'loss', 'day', 100);
    await setLimit(m, 'loss', 'day', 300); // waits 24 hours
    const since = now.toISOString();
    const until = (await post(m, RG.timeout, { period: '24h' })).json().value.block.until;
    let v = await viewOf(m);
    expect(v).toMatchObject({ blockSince: since, settings: { block: { kind: 'timeout', until } } });
    expect(v.history[0]).toMatchObject({ action: 'timeout', by: 'member', data: { until, requested: '24h' } });
    expect(await settleResponsibleGaming(t.ctx)).toBe(0); // nothing has ended yet

    advance(24 * 60 + 5);
    await signInAgain(m);
    // Several processes' job rounds and the member's own change, at once.
    const [a, b, c, change, job] = await Promise.all([
      settleResponsibleGaming(t.ctx),
      settleResponsibleGaming(t.ctx),
      settleResponsibleGaming(t.ctx),
      post(m, RG.session, { sessionMinutes: 60, realityCheckMinutes: null }),
      runMoneyJob(t.ctx, 'rg.settle'),
    ]);
    expect(change.json().success, change.body).toBe(true);
    expect([a, b, c, job.processed].every((n) => n >= 0)).toBe(true); // others' ends counted too
    v = await viewOf(m);
    const rows = systemRows(v);
    expect(rows.map((h) => h.action).sort()).toEqual(['limit_cooling_off_ended', 'timeout_ended']);
    expect(rows.find((h) => h.action === 'timeout_ended')).toEqual({
      id: expect.any(Number),
      at: until,
      action: 'timeout_ended',
      by: 'system',
      detail: `time-out ended at ${until}`,
      data: { until },
    });
    expect(rows.find((h) => h.action === 'limit_cooling_off_ended')).toMatchObject({
      at: until,
      data: { kind: 'loss', period: 'day', before: '10000', after: '30000', confirmableAt: until },
    });
    // The history stays in time order: the ends come before the change that followed them.
    expect(v.history[0]).toMatchObject({ action: 'session_set', by: 'member' });
    expect(v).toMatchObject({ blockSince: null, settings: { block: null } });
    expect(v.settings.limits[0]).toMatchObject({ amount: '10000', pending: { amount: '30000', confirmable: true } });
    expect(await settleResponsibleGaming(t.ctx)).toBe(0);
    const again = await t.app.inject({ method: 'POST', url: O.runJob, headers: ops(), payload: { job: 'rg.settle' } });
    expect(again.json().value).toEqual({ job: 'rg.settle', ran: true, processed: 0 });
    expect(systemRows(await viewOf(m))).toHaveLength(2);
  });

  it('a change after an unrecorded end records the end first', async () => {
    const m = await newMember(t);
    await post(m, RG.timeout, { period: '24h' });
    advance(24 * 60 + 1);
    await signInAgain(m);
    const s = (await post(m, RG.timeout, { period: '24h' })).json().value;
    expect(s.block.until).toBe(new Date(now.getTime() + 24 * 3_600_000).toISOString());
    const v = await viewOf(m);
    expect(v.history.map((h: Row) => `${h.by}:${h.action}`)).toEqual([
      'member:timeout',
      'system:timeout_ended',
      'member:timeout',
    ]);
    expect(v.blockSince).toBe(now.toISOString());
  });

  it('records the end of a self-exclusion once; an extension keeps when the block began', async () => {
    const m = await newMember(t);
    const since = now.toISOString();
    await post(m, RG.timeout, { period: '1w' });
    advance(60);
    await signInAgain(m);
    const ex = await post(m, RG.exclusion, { months: 6, confirm: true });
    expect(ex.json().success, ex.body).toBe(true);
    const until = ex.json().value.block.until;
    let v = await viewOf(m);
    expect(v).toMatchObject({ blockSince: since, settings: { block: { kind: 'self_exclusion', until } } });
    expect(v.history[0]).toMatchObject({ action: 'self_exclusion', data: { until, requested: '6m' } });

    advance((Date.parse(until) - now.getTime()) / 60_000 + 1);
    await Promise.all(Array.from({ length: 4 }, () => settleResponsibleGaming(t.ctx)));
    v = await viewOf(m);
    expect(systemRows(v)).toEqual([
      {
        id: expect.any(Number),
        at: until,
        action: 'self_exclusion_ended',
        by: 'system',
        detail: `self-exclusion ended at ${until}`,
        data: { until },
      },
    ]);
    expect(v).toMatchObject({ blockSince: null, settings: { block: null } });
  });

  it("puts every change, the member's and the system's, in the hash-chained audit log", async () => {
    const m = await newMember(t);
    await setLimit(m, 'deposit', 'week', 700);
    await post(m, RG.timeout, { period: '24h' });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/ops/audit?action=rg.&pageSize=200`,
      headers: ops(),
    });
    const mine = audit
      .json()
      .value.list.filter((e: { target: string }) => e.target === `member:${m.id}`)
      .map((e: { actorKind: string; action: string }) => `${e.actorKind} ${e.action}`);
    expect(mine).toEqual(['member rg.timeout', 'member rg.limit_set']);
    const verify = await t.app.inject({ method: 'GET', url: '/ops/audit/verify', headers: ops() });
    expect(verify.json().value.ok).toBe(true);
  });
});
