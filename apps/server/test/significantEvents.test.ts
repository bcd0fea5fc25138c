import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPS_MONEY_PATHS,
  SIGNIFICANT_ALERT_PATHS as A,
  SIGNIFICANT_EVENT_PATHS as S,
  type SignificantEvent,
} from '@lotus/contracts';
import { login, nextIp, outbox } from './accounts/support';
import { ops, type TestApp } from './helpers';
import { createMoneyApp, fund, memberWithBank, newMember, requestWithdrawal } from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';
import { promoHarness } from './promotionsSupport';

/**
 * The significant-event detectors (issue 34) that no reports job finds: failed sign-in bursts, recorded as the
 * failures happen, once per burst; and the alerts to subscribed operators (console inbox and e-mail). Through
 * HTTP: the member's sign-in and play, the jobs run as the operator CLI runs them, the operators' API.
 */
let t: TestApp & { url: string };

const get = (url: string) => t.app.inject({ url, headers: ops() });
const putSettings = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: S.settings, headers: ops(), payload: { brand: 'LOTUS', ...payload } });
const bursts = async (): Promise<SignificantEvent[]> =>
  (await get(`${S.list}?kind=signin_failed_burst&pageSize=200`)).json().value.list;

beforeAll(async () => {
  t = await createMoneyApp();
  // Two failures make a burst here (the captcha comes after three: each attempt below goes through).
  expect((await putSettings({ failedSignInBurst: 2 })).statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('failed sign-in bursts', () => {
  it('records one event for an account failing from many addresses, not one per attempt', async () => {
    const m = await newMember(t);
    for (let i = 0; i < 3; i++) {
      const res = await login(t, m.username, 'Wrong1234', nextIp());
      expect(res.json().errorCode, res.body).toBe('account_or_password_wrong');
    }
    const mine = (await bursts()).filter((e) => e.target === `member:${m.username}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'signin_failed_burst',
      action: 'significant.signin_failed_burst',
      brand: 'LOTUS',
      actorName: 'signin.watch',
      after: { by: 'username', username: m.username, failures: 2, threshold: 2, windowMinutes: 10 },
    });
  });

  it('records one event for an address trying many accounts, unknown ones too', async () => {
    const ip = nextIp();
    for (const name of ['ghost-a1', 'ghost-b2', 'ghost-c3']) {
      const res = await login(t, name, 'Wrong1234', ip);
      expect(res.json().errorCode, res.body).toBe('account_or_password_wrong');
    }
    const fromIp = (await bursts()).filter((e) => e.target === `ip:${ip}`);
    expect(fromIp).toHaveLength(1);
    expect(fromIp[0]!.after).toMatchObject({ by: 'ip', ip, failures: 2 });
    // Each name failed once: no burst for any of them.
    expect((await bursts()).some((e) => e.target === 'member:ghost-a1')).toBe(false);
  });

  it('records one event for an operator failing the console sign-in, with no brand', async () => {
    const o = await operatorWithRole(t, 'support');
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ops/auth/login',
        headers: { 'x-forwarded-for': nextIp() },
        payload: { username: o.username, password: 'Wrong-pass-999' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const mine = (await bursts()).filter((e) => e.target === `operator:${o.username}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ brand: null, after: { by: 'username', failures: 5, threshold: 5 } });
  });

  it('records nothing below the brand’s count', async () => {
    expect((await putSettings({ failedSignInBurst: 5 })).statusCode).toBe(200);
    try {
      const m = await newMember(t);
      for (let i = 0; i < 3; i++) await login(t, m.username, 'Wrong1234', nextIp());
      expect((await bursts()).some((e) => e.target === `member:${m.username}`)).toBe(false);
    } finally {
      await putSettings({ failedSignInBurst: 2 });
    }
  });
});

describe('unusual withdrawals', () => {
  it('records a withdrawal five times the member’s usual one, with no brand threshold set, once', async () => {
    const { m, bankId } = await memberWithBank(t, 10_000_00n);
    for (let i = 0; i < 3; i++) await requestWithdrawal(t, m, bankId, '100.00');
    const big = await requestWithdrawal(t, m, bankId, '500.00');
    const run = () =>
      t.app.inject({
        method: 'POST',
        url: OPS_MONEY_PATHS.runJob,
        headers: ops(),
        payload: { job: 'reports.sumDays' },
      });
    expect((await run()).json().success).toBe(true);
    expect((await run()).json().success).toBe(true);
    const list = (await get(`${S.list}?kind=large_withdrawal&pageSize=200`)).json().value.list as SignificantEvent[];
    const mine = list.filter((e) => (e.after as { member?: string }).member === m.username);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      target: `withdrawal:${big.orderNo}`,
      after: { amount: '50000', unusual: true, averageBefore: '10000', withdrawalsBefore: 3, threshold: null },
    });
  });
});

describe('alerts to subscribed operators', () => {
  const runJob = async (job: string) => {
    const res = await t.app.inject({ method: 'POST', url: OPS_MONEY_PATHS.runJob, headers: ops(), payload: { job } });
    expect(res.json(), res.body).toMatchObject({ success: true, value: { ran: true } });
    return res.json().value.processed as number;
  };
  const subscribe = (o: TestOperator, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: A.subscription, headers: o.headers, payload });
  const alertsOf = async (o: TestOperator) => {
    const res = await t.app.inject({ url: A.alerts, headers: o.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as {
      list: { kind: string; target: string; brand: string; read: boolean }[];
      unread: number;
    };
  };

  it('a large win makes the event and an alert to the operator subscribed to it, by inbox and e-mail, once', async () => {
    const watcher = await operatorWithRole(t, 'owner');
    const other = await operatorWithRole(t, 'owner');
    const risk = await operatorWithRole(t, 'risk');
    const quiet = await operatorWithRole(t, 'owner');
    const sub = await subscribe(watcher, { kinds: ['large_win'], email: 'watcher@example.com' });
    expect(sub.json(), sub.body).toMatchObject({ success: true, value: { kinds: ['large_win'] } });
    expect((await subscribe(other, { kinds: ['large_bet'] })).statusCode).toBe(200);
    expect((await subscribe(risk, { kinds: ['large_win'] })).statusCode).toBe(200);
    const mine = await t.app.inject({ url: A.subscription, headers: watcher.headers });
    expect(mine.json().value).toEqual({ kinds: ['large_win'], email: 'watcher@example.com' });
    // The subscription change is audited with before and after.
    const audit = await t.app.inject({ url: '/ops/audit?action=operator.alert_subscription', headers: ops() });
    expect(JSON.stringify(audit.json().value)).toContain('watcher@example.com');

    await runJob('significant.alerts'); // alerts start from here
    expect((await putSettings({ largeWin: '100', largeBet: null })).statusCode).toBe(200);
    const h = await promoHarness(t);
    const m = await newMember(t);
    await fund(t, m.id, 100_000n);
    await h.playRound(m, 1_000, 25_000); // wins 250.00 ≥ 100.00
    await runJob('reports.sumDays');
    const wins = (await get(`${S.list}?kind=large_win`)).json().value.list as SignificantEvent[];
    const event = wins.find((e) => (e.after as { member?: string }).member === m.username);
    expect(event).toBeDefined();

    expect(await runJob('significant.alerts')).toBeGreaterThanOrEqual(2);
    const seen = await alertsOf(watcher);
    expect(seen.unread).toBe(1);
    expect(seen.list).toEqual([
      expect.objectContaining({ kind: 'large_win', target: event!.target, brand: 'LOTUS', read: false }),
    ]);
    expect((await alertsOf(risk)).list).toHaveLength(1);
    expect((await alertsOf(other)).list).toHaveLength(0);
    expect((await alertsOf(quiet)).list).toHaveLength(0);
    const mails = outbox(t, 'mail').filter((l) => l.to === 'watcher@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Large win');
    expect(mails[0]!.text).toContain(event!.target!);

    // A second run sends nothing again; reading empties the unread count.
    await runJob('significant.alerts');
    expect((await alertsOf(watcher)).list).toHaveLength(1);
    expect(outbox(t, 'mail').filter((l) => l.to === 'watcher@example.com')).toHaveLength(1);
    const read = await t.app.inject({ method: 'POST', url: A.read, headers: watcher.headers, payload: { ids: 'all' } });
    expect(read.json().value).toEqual({ marked: 1 });
    expect((await alertsOf(watcher)).unread).toBe(0);
  });

  it('refuses bad subscriptions, callers without audit.read, and the shared key', async () => {
    const o = await operatorWithRole(t, 'owner');
    expect((await subscribe(o, { kinds: ['nope'] })).json().errorCode).toBe('validation_failed');
    expect((await subscribe(o, { kinds: ['large_win', 'large_win'] })).json().errorCode).toBe('validation_failed');
    expect((await subscribe(o, { kinds: ['large_win'], email: 'not-an-address' })).json().errorCode).toBe(
      'validation_failed',
    );
    expect((await t.app.inject({ url: A.subscription, headers: o.headers })).json().value).toEqual({
      kinds: [],
      email: null,
    });
    const finance = await operatorWithRole(t, 'finance');
    expect((await subscribe(finance, { kinds: ['large_win'] })).json().errorCode).toBe('permission_denied');
    const key = await t.app.inject({ method: 'PUT', url: A.subscription, headers: ops(), payload: { kinds: [] } });
    expect(key.json().errorCode).toBe('permission_denied');
  });
});
