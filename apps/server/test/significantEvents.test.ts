import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIFICANT_EVENT_PATHS as S, type SignificantEvent } from '@lotus/contracts';
import { login, nextIp } from './accounts/support';
import { ops, type TestApp } from './helpers';
import { createMoneyApp, newMember } from './moneySupport';

/**
 * The significant-event detectors (issue 34) that no reports job finds: failed sign-in bursts, recorded as the
 * failures happen, once per burst. Through HTTP: the member's sign-in and the operators' list.
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
