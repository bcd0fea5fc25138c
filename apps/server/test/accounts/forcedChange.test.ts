import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS } from '@lotus/contracts';
import { sessions } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { findMemberByUsername, updateMember } from '../../src/modules/accounts/repository';
import { balanceOf, deposit, houseGame, launch } from '../gamesSupport';
import { createTestApp, type TestApp } from '../helpers';
import { P, authed, demoMerchantId, headers, lastCode, login, nextIp, sendEncrypted } from './support';

/**
 * The forced password change on the server: a session opened with the brand's default password or
 * an expired one (PWDEXPFORCECHANGE3) may read, and change the password, but not move money, act
 * as an agent or launch a game for real money, until the password is changed.
 */
let t: TestApp;
let slot: number;
beforeAll(async () => {
  t = await createTestApp();
  slot = await houseGame(t, 'lotus-slot');
});
afterAll(() => t.close());

const memberId = async (username: string) =>
  (await findMemberByUsername(t.ctx.db, await demoMerchantId(t), username))!.id;
const sessionFlags = async (id: number) =>
  (
    await t.ctx.db
      .select({ revokedAt: sessions.revokedAt, must: sessions.mustChangePassword })
      .from(sessions)
      .where(eq(sessions.memberId, id))
  )
    .filter((s) => !s.revokedAt)
    .map((s) => s.must);
const transferUpline = (ip: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: MONEY_PATHS.transferUpline,
    headers: authed(ip, token),
    payload: { amount: '100', paymentPassword: '123456' },
  });
const transferDownline = (ip: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: MONEY_PATHS.transferDownline,
    headers: authed(ip, token),
    payload: { username: 'demo01', amount: '100', paymentPassword: '123456' },
  });
const changePassword = (ip: string, token: string, oldPassword: string, newPassword: string) =>
  sendEncrypted(
    t,
    'POST',
    P.changePassword,
    { oldPassword, newPassword, confirmNewPassword: newPassword },
    authed(ip, token),
  );
const expectRefused = (res: { statusCode: number; json: () => { errorCode?: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ success: false, errorCode: 'password_change_required' });
};
const later = (days: number) => t.setNow(new Date(Date.now() + days * 86_400_000));
const resetNow = () => t.setNow(undefined as unknown as Date);

describe('the default password', () => {
  it('restricts the session until the password is changed, then the same session goes on', async () => {
    const ip = nextIp();
    const id = await memberId('newbie01');
    await deposit(t, id, 1_000_000n);
    const v = (await login(t, 'newbie01', '{secret}', ip, { remember: true })).json().value;
    expect(v).toMatchObject({ defaultPassword: true, mustChangePassword: true });
    // No remember-me token: it would open a session that is not restricted.
    expect(v.rememberToken).toBeUndefined();
    expect(await sessionFlags(id)).toEqual([true]);

    // Money, security settings and real-money games are refused, and nothing changes.
    expectRefused(await transferUpline(ip, v.token));
    expect(await balanceOf(t, id)).toBe(1_000_000n);
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: P.paymentPassword,
        headers: authed(ip, v.token),
        payload: { loginPassword: '{secret}', newPaymentPassword: '654321', confirmPaymentPassword: '654321' },
      }),
    );
    expect((await findMemberByUsername(t.ctx.db, await demoMerchantId(t), 'newbie01'))!.paymentPasswordHash).toBeNull();
    expectRefused(await launch(t, v.token, { gameId: slot, accountType: 1 }));
    expectRefused(await launch(t, v.token, { gameId: slot }));
    // Free trial play and reads go on.
    expect((await launch(t, v.token, { gameId: slot, accountType: 0 })).json()).toMatchObject({
      success: true,
      value: { accountType: 0 },
    });
    expect((await t.app.inject({ url: P.memberInfo, headers: authed(ip, v.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: MONEY_PATHS.balance, headers: authed(ip, v.token) })).statusCode).toBe(200);

    // The change-password endpoint itself works and lifts the restriction from this session.
    expect((await changePassword(ip, v.token, '{secret}', 'Fresh1234')).json()).toMatchObject({ success: true });
    expect(await sessionFlags(id)).toEqual([false]);
    const after = await transferUpline(ip, v.token);
    expect(after.json().errorCode).not.toBe('password_change_required');
    expect((await launch(t, v.token, { gameId: slot, accountType: 1 })).json()).toMatchObject({
      success: true,
      value: { accountType: 1 },
    });
  });

  it('never restricts a normal login', async () => {
    const ip = nextIp();
    const v = (await login(t, 'demo01', 'Demo1234', ip)).json().value;
    expect(v).toMatchObject({ mustChangePassword: false });
    expect((await transferUpline(ip, v.token)).json().errorCode).not.toBe('password_change_required');
    const agent = (await login(t, 'agent01', 'Agent1234', ip, {}, P.agentLogin)).json().value;
    expect(agent).toMatchObject({ mustChangePassword: false });
    expect((await transferDownline(ip, agent.token)).json().errorCode).not.toBe('password_change_required');
    expect(await sessionFlags(await memberId('demo01'))).not.toContain(true);
  });

  it('still answers 401 for an unknown token', async () => {
    const res = await transferUpline(nextIp(), 'x'.repeat(43));
    expect(res.statusCode).toBe(401);
  });
});

describe('an expired password (PWDEXPFORCECHANGE3)', () => {
  it('restricts an agent session the same way until the password is changed', async () => {
    const ip = nextIp();
    later(91);
    try {
      const v = (await login(t, 'agent01', 'Agent1234', ip, {}, P.agentLogin)).json().value;
      expect(v).toMatchObject({ passwordExpired: true, mustChangePassword: true });
      expectRefused(await transferDownline(ip, v.token));
      // An agent of kind 1 never sends money up (accounts/capabilities.ts): that, not the password, is the answer.
      expect((await transferUpline(ip, v.token)).json()).toMatchObject({ errorCode: 'not_a_member' });
      expect((await t.app.inject({ url: P.memberInfo, headers: authed(ip, v.token) })).statusCode).toBe(200);
      expect((await changePassword(ip, v.token, 'Agent1234', 'Agent5678')).json()).toMatchObject({ success: true });
      expect((await transferDownline(ip, v.token)).json().errorCode).not.toBe('password_change_required');
      const again = (await login(t, 'agent01', 'Agent5678', nextIp(), {}, P.agentLogin)).json().value;
      expect(again).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    } finally {
      resetNow();
    }
  });

  it('a password reset by SMS code lifts it from every session of the member', async () => {
    const ip = nextIp();
    const id = await memberId('demo01');
    later(91);
    try {
      const forced = (await login(t, 'demo01', 'Demo1234', ip)).json().value;
      expect(forced).toMatchObject({ passwordExpired: true, mustChangePassword: true });
      expectRefused(await transferUpline(ip, forced.token));
      expect(await sessionFlags(id)).toContain(true);

      const phone = { countryDialingCode: '84', mobileNum: '912345678' };
      expect(
        (await t.app.inject({ method: 'POST', url: P.smsResetCode, headers: headers(ip), payload: phone })).json(),
      ).toMatchObject({ success: true });
      const code = lastCode(t, 'sms', '84912345678')!;
      const reset = await sendEncrypted(
        t,
        'POST',
        P.forgotByPhone,
        { ...phone, verificationCode: code, newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' },
        headers(ip),
      );
      const v = reset.json().value;
      expect(v).toMatchObject({ username: 'demo01', mustChangePassword: false });
      const rows = await t.ctx.db
        .select({ must: sessions.mustChangePassword })
        .from(sessions)
        .where(eq(sessions.memberId, id));
      expect(rows.map((r) => r.must)).not.toContain(true);
      // The old session is signed out by the reset; the new one is not restricted.
      expect((await transferUpline(ip, forced.token)).statusCode).toBe(401);
      expect((await transferUpline(ip, v.token)).json().errorCode).not.toBe('password_change_required');
    } finally {
      resetNow();
    }
  });
});

describe('changing a password the session signed in with (SPEC §5)', () => {
  const setPassword = async (username: string, password: string) =>
    updateMember(t.ctx.db, await memberId(username), { passwordHash: await hashPassword(password) });
  const change = (ip: string, token: string, body: Record<string, string>) =>
    sendEncrypted(t, 'POST', P.changePassword, body, authed(ip, token));
  /** Signs in with `password` (a forced change) and changes it to `next` without giving it again, not to itself. */
  async function changeForced(password: string, next: string, flag: 'defaultPassword' | 'passwordExpired') {
    const ip = nextIp();
    const v = (await login(t, 'pagent01', password, ip)).json().value;
    expect(v).toMatchObject({ [flag]: true, mustChangePassword: true });
    const to = (newPassword: string) => change(ip, v.token, { newPassword, confirmNewPassword: newPassword });
    expect((await to(password)).json()).toMatchObject({
      success: false,
      errorCode: 'password_reuse',
      field: 'newPassword',
    });
    expect((await to(next)).json()).toMatchObject({ success: true });
    return { ip, token: v.token as string };
  }

  it('does not ask again for the default password just typed, but refuses it as the new one', async () => {
    await setPassword('pagent01', '{secret}');
    const { ip, token } = await changeForced('{secret}', 'Chosen123', 'defaultPassword');
    expect((await login(t, 'pagent01', 'Chosen123', nextIp())).json().value).toMatchObject({
      mustChangePassword: false,
    });
    // Once changed, the session is a normal one: the old password is asked again.
    expect(
      (await change(ip, token, { newPassword: 'Other1234', confirmNewPassword: 'Other1234' })).json(),
    ).toMatchObject({ success: false, errorCode: 'field_required', field: 'oldPassword' });
  });

  it('does not ask again for an expired password just typed, but refuses it as the new one', async () => {
    later(200);
    try {
      await changeForced('Chosen123', 'Renewed123', 'passwordExpired');
    } finally {
      resetNow();
    }
  });
});
