import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, LAUNCH_PATHS, OPS_MEMBER_PATHS } from '@lotus/contracts';
import { members, merchants, sessions } from '../../src/db/schema';
import { ALL } from '../../src/lib/invalidation';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { securityEvents } from '../../src/modules/accounts/repository';
import { createTestApp, DEMO_MERCHANT, ops, type TestApp } from '../helpers';
import { authed, demoMerchantId, headers, login, nextIp, uniqueName } from './support';
import { balanceOf, callback, deposit, houseGame } from '../gamesSupport';

/**
 * Issue 29: a member locked by failed sign-ins kept its open sessions, so a session opened before (by the
 * owner, or by whoever guessed the password and is now locking the owner out) went on working.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Two failures lock (no captcha before), so the test needs no captcha or waiting.
  await t.ctx.db
    .update(merchants)
    .set({
      profile: sql`jsonb_set(${merchants.profile}, '{security}', '{"lockAfterFailures":2,"captchaAfterFailures":10,"lockMinutes":30}'::jsonb)`,
    })
    .where(eq(merchants.code, DEMO_MERCHANT));
  t.ctx.invalidation.publish('brand', ALL);
});
afterAll(() => t.close());

async function newMember() {
  const username = uniqueName('lk');
  const [row] = await t.ctx.db
    .insert(members)
    .values({
      merchantId: await demoMerchantId(t),
      username,
      passwordHash: await hashPassword('Player123'),
      firstLogin: false,
      passwordChangedAt: new Date(),
      registerMethod: 'SEED',
    })
    .returning({ id: members.id });
  return { id: row!.id, username };
}

/** Launches a game for real money and answers the launch token from its URL. */
async function launchTokenFor(t: TestApp, h: Record<string, string>, gameId: number): Promise<string> {
  const res = await t.app.inject({ url: `${LAUNCH_PATHS.launchGame}?gameId=${gameId}&accountType=1`, headers: h });
  expect(res.json().success, res.body).toBe(true);
  return new URL(res.json().value.game_url, 'http://x').searchParams.get('token')!;
}

const info = (ip: string, token: string) => t.app.inject({ url: ACCOUNT_PATHS.memberInfo, headers: authed(ip, token) });

describe('a lock by failed sign-ins ends the open sessions', () => {
  it('revokes every session and remember-me token of the member, also the ones a process has cached', async () => {
    const m = await newMember();
    const ipA = nextIp();
    const first = await login(t, m.username, 'Player123', ipA, { remember: true });
    expect(first.statusCode, first.body).toBe(200);
    const { token, rememberToken } = first.json().value as { token: string; rememberToken: string };
    const ipB = nextIp();
    const second = (await login(t, m.username, 'Player123', ipB)).json().value.token as string;
    // Both sessions answer (and are now in the process's session cache).
    expect((await info(ipA, token)).statusCode).toBe(200);
    expect((await info(ipB, second)).statusCode).toBe(200);

    const attacker = nextIp();
    expect((await login(t, m.username, 'Wrong1234', attacker)).json()).toMatchObject({
      errorCode: 'account_or_password_wrong',
    });
    const locking = await login(t, m.username, 'Wrong1234', attacker);
    expect(locking.statusCode).toBe(423);
    expect(locking.json()).toMatchObject({ success: false, errorCode: 'account_locked' });

    for (const [ip, tk] of [
      [ipA, token],
      [ipB, second],
    ] as const) {
      const res = await info(ip, tk);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
    const open = await t.ctx.db
      .select({ id: sessions.id, reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.memberId, m.id));
    expect(open).toHaveLength(2);
    expect(open.every((s) => s.reason === 'locked_out')).toBe(true);

    // Once the lock has run out the remember-me token from before it does not sign in either.
    t.setNow(new Date(Date.now() + 31 * 60_000));
    try {
      const remembered = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.rememberLogin,
        headers: headers(nextIp()),
        payload: { rememberToken },
      });
      expect(remembered.json()).toMatchObject({ success: false, errorCode: 'remember_token_invalid' });
      // The password still works after the lock.
      expect((await login(t, m.username, 'Player123')).statusCode).toBe(200);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
    const events = await securityEvents(t.ctx.db, m.id);
    expect(events.find((e) => e.event === 'account_locked')?.detail).toMatchObject({ sessionsEnded: 2 });
  });

  it("an operator's lock does the same, at once for a session the process has cached", async () => {
    const m = await newMember();
    const ip = nextIp();
    const first = (await login(t, m.username, 'Player123', ip, { remember: true })).json().value as {
      token: string;
      rememberToken: string;
    };
    expect((await info(ip, first.token)).statusCode).toBe(200);
    const locked = await t.app.inject({
      method: 'POST',
      url: OPS_MEMBER_PATHS.lock.replace(':id', String(m.id)),
      headers: ops(),
      payload: { reason: 'issue 29' },
    });
    expect(locked.json()).toMatchObject({ success: true, value: { status: 'locked', sessionsEnded: 1 } });
    expect((await info(ip, first.token)).json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
    const unlocked = await t.app.inject({
      method: 'POST',
      url: OPS_MEMBER_PATHS.unlock.replace(':id', String(m.id)),
      headers: ops(),
      payload: { reason: 'cleared' },
    });
    expect(unlocked.statusCode).toBe(200);
    // Unlocked, the remember-me token from before the lock is still spent.
    const remembered = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.rememberLogin,
      headers: headers(nextIp()),
      payload: { rememberToken: first.rememberToken },
    });
    expect(remembered.json()).toMatchObject({ success: false, errorCode: 'remember_token_invalid' });
  });

  it('failures that do not reach the lock leave the sessions alone', async () => {
    const m = await newMember();
    const ip = nextIp();
    const token = (await login(t, m.username, 'Player123', ip)).json().value.token as string;
    expect((await login(t, m.username, 'Wrong1234')).json()).toMatchObject({ errorCode: 'account_or_password_wrong' });
    expect((await info(ip, token)).statusCode).toBe(200);
  });
});

describe("a lock stops the member's launch tokens taking bets", () => {
  const bet = (token: string, playerId: string, n: string) =>
    callback(t, 'bet', {
      token,
      playerId,
      transactionId: `lock-bet-${n}`,
      roundId: `lock-round-${n}`,
      gameCode: 'lotus-slot',
      amount: 1000,
      currency: 'VND',
    });

  for (const how of ['failed sign-ins', 'an operator'] as const) {
    it(`after a lock by ${how}, bets and authenticate are refused; a win of an earlier bet is paid`, async () => {
      const m = await newMember();
      await deposit(t, m.id, 100_000n);
      const ip = nextIp();
      const token = (await login(t, m.username, 'Player123', ip)).json().value.token as string;
      const launchToken = await launchTokenFor(t, authed(ip, token), await houseGame(t, 'lotus-slot'));
      const auth = await callback(t, 'authenticate', { token: launchToken });
      expect(auth.statusCode, auth.body).toBe(200);
      const playerId = auth.json().value.playerId as string;
      // A bet before the lock (the session is now in the process's launch-session cache).
      expect((await bet(launchToken, playerId, `${m.id}-1`)).json()).toMatchObject({ success: true });

      if (how === 'failed sign-ins') {
        const attacker = nextIp();
        await login(t, m.username, 'Wrong1234', attacker);
        expect((await login(t, m.username, 'Wrong1234', attacker)).json()).toMatchObject({
          errorCode: 'account_locked',
        });
      } else {
        const locked = await t.app.inject({
          method: 'POST',
          url: OPS_MEMBER_PATHS.lock.replace(':id', String(m.id)),
          headers: ops(),
          payload: { reason: 'issue 29' },
        });
        expect(locked.statusCode).toBe(200);
      }
      const refused = await bet(launchToken, playerId, `${m.id}-2`);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'provider_session_expired' });
      expect((await callback(t, 'authenticate', { token: launchToken })).json()).toMatchObject({
        errorCode: 'provider_session_expired',
      });
      const win = await callback(t, 'win', {
        token: launchToken,
        playerId,
        transactionId: `lock-win-${m.id}`,
        roundId: `lock-round-${m.id}-1`,
        gameCode: 'lotus-slot',
        amount: 500,
        currency: 'VND',
      });
      expect(win.json(), win.body).toMatchObject({ success: true });
      expect(await balanceOf(t, m.id)).toBe(100_000n - 1000n + 500n);
    });
  }
});
