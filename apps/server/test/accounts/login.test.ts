import { CompactEncrypt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, findMemberByUsername } from '../../src/modules/accounts/repository';
import { createTestApp, demo, type TestApp } from '../helpers';
import {
  MOD,
  P,
  demoMerchantId,
  encrypt,
  headers,
  humanTrace,
  lastCode,
  login,
  nextIp,
  publicKey,
  sendEncrypted,
  setSwitch,
  sliderTicket,
  solvedCaptcha,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public key and encrypted payloads', () => {
  it('serves the site RSA key as a JWK for RSA-OAEP-256', async () => {
    const jwk = await publicKey(t);
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', e: 'AQAB' });
    expect(jwk).not.toHaveProperty('d');
  });

  it('logs demo01 in with an encrypted payload', async () => {
    const res = await login(t, 'demo01', 'Demo1234');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v).toMatchObject({
      username: 'demo01',
      isAgent: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      mustChangePassword: false,
    });
  });

  it('accepts surrounding spaces and any case in the username (trimmed)', async () => {
    const res = await login(t, '  DEMO01 ', 'Demo1234');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a plaintext body with encryption_required while PLAINJSONLOGIN3 is off', async () => {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: P.login,
      headers: headers(ip),
      payload: { username: 'demo01', password: 'Demo1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'encryption_required' });
  });

  it('accepts a plain JSON login when PLAINJSONLOGIN3 is on', async () => {
    await setSwitch(t, MOD.PLAIN_JSON_LOGIN, true);
    try {
      const ip = nextIp();
      const ticket = await sliderTicket(t, ip);
      const res = await t.app.inject({
        method: 'POST',
        url: P.login,
        headers: headers(ip),
        payload: { username: 'demo01', password: 'Demo1234', sliderTicket: ticket },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await setSwitch(t, MOD.PLAIN_JSON_LOGIN, false);
    }
  });

  it.each([
    ['not a JWE', { payload: 'hello' }],
    ['a JWE cut short', null],
    ['no payload field', { username: 'demo01' }],
    ['a payload of the wrong type', { payload: 42 }],
  ])('refuses %s with encryption_invalid', async (_name, body) => {
    let payload = body;
    if (payload === null)
      payload = { payload: (await encrypt(t, { username: 'demo01', password: 'x' })).slice(0, -10) };
    const res = await t.app.inject({
      method: 'POST',
      url: P.login,
      headers: headers(nextIp(), { encryption: 'JWE' }),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'encryption_invalid', field: 'payload' });
  });

  it('refuses a JWE with another content encryption (A128GCM) or a plaintext that is not JSON', async () => {
    const key = await importJWK(await publicKey(t), 'RSA-OAEP-256');
    const weak = await new CompactEncrypt(new TextEncoder().encode('{}'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A128GCM' })
      .encrypt(key);
    const notJson = await new CompactEncrypt(new TextEncoder().encode('username=demo01'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(key);
    for (const payload of [weak, notJson]) {
      const res = await t.app.inject({
        method: 'POST',
        url: P.login,
        headers: headers(nextIp(), { encryption: 'JWE' }),
        payload: { payload },
      });
      expect(res.json()).toMatchObject({ errorCode: 'encryption_invalid' });
    }
  });

  it('names the field of a decrypted payload that fails its schema', async () => {
    const res = await sendEncrypted(t, 'POST', P.login, { type: 'fax', username: 'demo01' }, headers(nextIp()));
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field: 'type' });
  });
});

describe('login rules (SPEC §5)', () => {
  it.each([
    [{ password: 'Demo1234' }, 'username'],
    [{ username: '   ', password: 'Demo1234' }, 'username'],
    [{ username: 'demo01' }, 'password'],
    [{ username: 'demo01', password: '' }, 'password'],
  ])('requires username and password: %j', async (body, field) => {
    const ip = nextIp();
    const res = await sendEncrypted(
      t,
      'POST',
      P.login,
      { ...body, sliderTicket: await sliderTicket(t, ip) },
      headers(ip),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: expect.stringMatching(/field_required|validation_failed/), field });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await login(t, 'demo01', 'Wrong1234');
    const unknown = await login(t, 'nobody99', 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // Alike but for the request id each answer carries.
    const { requestId: wrongId, ...wrongRest } = wrong.json();
    const { requestId: unknownId, ...unknownRest } = unknown.json();
    expect(wrongId).not.toBe(unknownId);
    expect(wrongRest).toEqual(unknownRest);
    expect(wrong.json()).toMatchObject({ errorCode: 'account_or_password_wrong', value: { captchaRequired: false } });
  });

  it('needs a slider ticket when SLIDERCAPTCHA3 is on, once only', async () => {
    const ip = nextIp();
    const none = await sendEncrypted(t, 'POST', P.login, { username: 'demo01', password: 'Demo1234' }, headers(ip));
    expect(none.json()).toMatchObject({ errorCode: 'slider_ticket_invalid', field: 'sliderTicket' });
    const ticket = await sliderTicket(t, ip);
    const first = await sendEncrypted(
      t,
      'POST',
      P.login,
      { username: 'demo01', password: 'Demo1234', sliderTicket: ticket },
      headers(ip),
    );
    expect(first.statusCode).toBe(200);
    const again = await sendEncrypted(
      t,
      'POST',
      P.login,
      { username: 'demo01', password: 'Demo1234', sliderTicket: ticket },
      headers(ip),
    );
    expect(again.json()).toMatchObject({ errorCode: 'slider_ticket_invalid' });
  });
});

describe('slider captcha', () => {
  const solve = async (ip: string, offsetDelta: number, trace?: (x: number) => unknown[]) => {
    const puzzle = (await t.app.inject({ url: P.slider, headers: headers(ip) })).json().value;
    expect(puzzle.background).toMatch(/^data:image\/png;base64,/);
    expect(puzzle.piece).toMatch(/^data:image\/png;base64,/);
    const secret = await t.ctx.accounts.store.get<{ x: number }>(
      `slider:${await demoMerchantId(t)}:${puzzle.sliderId}`,
    );
    const offset = secret!.x + offsetDelta;
    return t.app.inject({
      method: 'POST',
      url: P.sliderVerify,
      headers: headers(ip),
      payload: { sliderId: puzzle.sliderId, offset, trace: (trace ?? humanTrace)(offset) },
    });
  };

  it('gives a ticket for a drop within the tolerance and a human trace', async () => {
    const res = await solve(nextIp(), 4);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.ticket).toBeTruthy();
  });

  it('refuses a drop far from the hole', async () => {
    expect((await solve(nextIp(), 20)).json()).toMatchObject({ errorCode: 'slider_failed' });
  });

  it('refuses a straight line at constant speed', async () => {
    const robot = (x: number) => Array.from({ length: 20 }, (_, i) => ({ x: (x * i) / 19, y: 0, t: i * 30 }));
    expect((await solve(nextIp(), 0, robot)).json()).toMatchObject({ errorCode: 'slider_failed' });
  });

  it('refuses times that go back, a drag too fast, and too few points', async () => {
    const back = (x: number) => humanTrace(x).map((p, i) => ({ ...p, t: i === 5 ? 0 : p.t }));
    const fast = (x: number) => humanTrace(x).map((p) => ({ ...p, t: p.t / 10 }));
    const few = (x: number) => humanTrace(x).filter((_, i) => i % 8 === 0);
    for (const trace of [back, fast, few])
      expect((await solve(nextIp(), 0, trace)).json()).toMatchObject({ errorCode: 'slider_failed' });
  });

  it('allows one answer per puzzle', async () => {
    const ip = nextIp();
    const puzzle = (await t.app.inject({ url: P.slider, headers: headers(ip) })).json().value;
    const body = { sliderId: puzzle.sliderId, offset: 10, trace: humanTrace(10) };
    await t.app.inject({ method: 'POST', url: P.sliderVerify, headers: headers(ip), payload: body });
    const again = await t.app.inject({ method: 'POST', url: P.sliderVerify, headers: headers(ip), payload: body });
    expect(again.json()).toMatchObject({ errorCode: 'slider_failed' });
  });
});

describe('image captcha', () => {
  it('is an SVG picture whose text is not in the markup', async () => {
    const ip = nextIp();
    const res = await t.app.inject({ url: P.captcha, headers: headers(ip) });
    const { image, captchaKey } = res.json().value;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).not.toMatch(/<text/);
    expect(captchaKey).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refreshes at most once a second per client', async () => {
    const ip = nextIp();
    expect((await t.app.inject({ url: P.captcha, headers: headers(ip) })).statusCode).toBe(200);
    const again = await t.app.inject({ url: P.captcha, headers: headers(ip) });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errorCode: 'captcha_too_frequent' });
  });
});

describe('lockout (3 failures: captcha; 6: locked)', () => {
  it('asks for the captcha after 3 failures, then locks, then unlocks by SMS', async () => {
    const ip = nextIp();
    const bad = () => login(t, 'demo01', 'Wrong1234', ip);
    expect((await bad()).json().value).toEqual({ captchaRequired: false });
    expect((await bad()).json().value).toEqual({ captchaRequired: false });
    expect((await bad()).json().value).toEqual({ captchaRequired: true });
    // Now the captcha is needed, even with the right password.
    const noCaptcha = await login(t, 'demo01', 'Demo1234', ip);
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha_required', field: 'captcha' });
    const wrongCaptcha = await login(t, 'demo01', 'Demo1234', ip, { captcha: 'ZZZZ', captchaKey: 'nope' });
    expect(wrongCaptcha.json()).toMatchObject({ errorCode: 'captcha_wrong' });
    for (let i = 0; i < 2; i++) {
      await new Promise((r) => setTimeout(r, 1010));
      const res = await login(t, 'demo01', 'Wrong1234', ip, await solvedCaptcha(t, ip));
      expect(res.json()).toMatchObject({ errorCode: 'account_or_password_wrong' });
    }
    await new Promise((r) => setTimeout(r, 1010));
    const locking = await login(t, 'demo01', 'Wrong1234', ip, await solvedCaptcha(t, ip));
    expect(locking.statusCode).toBe(423);
    expect(locking.json()).toMatchObject({ errorCode: 'account_locked', value: { unlockBy: ['sms', 'email'] } });
    // Locked: even the right password is refused.
    const right = await login(t, 'demo01', 'Demo1234', ip);
    expect(right.json()).toMatchObject({ errorCode: 'account_locked' });

    const sent = await t.app.inject({
      method: 'POST',
      url: P.unlockCode,
      headers: headers(ip),
      payload: { username: 'demo01', channel: 'sms' },
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = lastCode(t, 'sms', '84912345678')!;
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: P.unlock,
      headers: headers(ip),
      payload: { username: 'demo01', verificationCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.json()).toMatchObject({ errorCode: 'sms_code_invalid', field: 'verificationCode' });
    const unlocked = await t.app.inject({
      method: 'POST',
      url: P.unlock,
      headers: headers(ip),
      payload: { username: 'demo01', verificationCode: code },
    });
    expect(unlocked.json()).toMatchObject({ success: true });
    expect((await login(t, 'demo01', 'Demo1234', nextIp())).statusCode).toBe(200);

    const member = await findMemberByUsername(t.ctx.db, await demoMerchantId(t), 'demo01');
    const events = (await securityEvents(t.ctx.db, member!.id)).map((e) => e.event);
    expect(events.filter((e) => e === 'login_failed').length).toBeGreaterThanOrEqual(6);
    expect(events).toContain('account_locked');
    expect(events).toContain('account_unlocked');
  });

  it('treats an unknown username the same way (no enumeration through the lock)', async () => {
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await login(t, 'ghost0001', 'Wrong1234', ip)).json());
    expect(answers.map((a) => a.value.captchaRequired)).toEqual([false, false, true]);
    expect((await login(t, 'ghost0001', 'Wrong1234', ip)).json()).toMatchObject({ errorCode: 'captcha_required' });
    const unlock = await t.app.inject({
      method: 'POST',
      url: P.unlockCode,
      headers: headers(ip),
      payload: { username: 'ghost0001', channel: 'sms' },
    });
    expect(unlock.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  });

  it('locks for lockMinutes only', async () => {
    const name = 'newbie01';
    const ip = nextIp();
    const merchantId = await demoMerchantId(t);
    const { updateMember } = await import('../../src/modules/accounts/repository');
    const m = await findMemberByUsername(t.ctx.db, merchantId, name);
    await updateMember(t.ctx.db, m!.id, { lockedUntil: new Date(Date.now() + 30 * 60_000) });
    expect((await login(t, name, '{secret}', ip)).json()).toMatchObject({ errorCode: 'account_locked' });
    t.setNow(new Date(Date.now() + 31 * 60_000));
    try {
      expect((await login(t, name, '{secret}', nextIp())).statusCode).toBe(200);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });
});

describe('member site and agent centre', () => {
  it('refuses an agent at the member site: not_a_member', async () => {
    const res = await login(t, 'agent01', 'Agent1234');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'not_a_member' });
  });

  it('admits the agent at the agent centre and refuses a member there: not_an_agent', async () => {
    const agent = await login(t, 'agent01', 'Agent1234', nextIp(), {}, P.agentLogin);
    expect(agent.json()).toMatchObject({ success: true, value: { isAgent: 1 } });
    const member = await login(t, 'demo01', 'Demo1234', nextIp(), {}, P.agentLogin);
    expect(member.json()).toMatchObject({ errorCode: 'not_an_agent' });
  });

  it('forces the default password to change: mustChangePassword, then change password', async () => {
    const ip = nextIp();
    const res = await login(t, 'newbie01', '{secret}', ip);
    const v = res.json().value;
    expect(v).toMatchObject({ defaultPassword: true, mustChangePassword: true, firstTimeLogin: true });
    const change = (body: unknown) =>
      sendEncrypted(t, 'POST', P.changePassword, body, headers(ip, { authorization: v.token }));
    expect(
      (await change({ oldPassword: 'nope', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' })).json(),
    ).toMatchObject({ errorCode: 'old_password_wrong', field: 'oldPassword' });
    // Without the old password this session could change it (it signed in with it just now):
    // forcedChange.test.ts, "changing a password the session signed in with".
    expect(
      (await change({ oldPassword: '{secret}', newPassword: 'short1', confirmNewPassword: 'short' })).json(),
    ).toMatchObject({ errorCode: 'password_mismatch', field: 'confirmNewPassword' });
    expect(
      (await change({ oldPassword: '{secret}', newPassword: 'abc', confirmNewPassword: 'abc' })).json(),
    ).toMatchObject({
      errorCode: 'pattern_mismatch',
      field: 'newPassword',
      value: { patternId: 'LETTERS_AND_DIGITS', min: 6, max: 20 },
    });
    expect(
      (await change({ oldPassword: '{secret}', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' })).json(),
    ).toMatchObject({ errorCode: 'pattern_mismatch' });
    expect(
      (await change({ oldPassword: '{secret}', newPassword: '{secret}', confirmNewPassword: '{secret}' })).json(),
    ).toMatchObject({ errorCode: expect.stringMatching(/pattern_mismatch|password_reuse/) });
    const plain = await t.app.inject({
      method: 'POST',
      url: P.changePassword,
      headers: headers(ip, { authorization: v.token }),
      payload: { oldPassword: '{secret}', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(plain.json()).toMatchObject({ errorCode: 'encryption_required' });
    expect(
      (await change({ oldPassword: '{secret}', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' })).json(),
    ).toMatchObject({ success: true });
    // The session that changed it goes on; the old password no longer works.
    expect(
      (await t.app.inject({ url: P.memberInfo, headers: headers(ip, { authorization: v.token }) })).statusCode,
    ).toBe(200);
    expect((await login(t, 'newbie01', '{secret}')).json()).toMatchObject({ errorCode: 'account_or_password_wrong' });
    const again = (await login(t, 'newbie01', 'Fresh1234')).json().value;
    expect(again).toMatchObject({ defaultPassword: false, mustChangePassword: false });
    const m = await findMemberByUsername(t.ctx.db, await demoMerchantId(t), 'newbie01');
    expect((await securityEvents(t.ctx.db, m!.id)).map((e) => e.event)).toContain('password_changed');
  });

  it('reports an expired password with PWDEXPFORCECHANGE3 on', async () => {
    t.setNow(new Date(Date.now() + 91 * 86_400_000));
    try {
      const v = (await login(t, 'agent01', 'Agent1234', nextIp(), {}, P.agentLogin)).json().value;
      expect(v).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });
});

describe('rate limits on login', () => {
  it('limits one IP to 30 attempts per 5 minutes', async () => {
    const ip = nextIp();
    let last;
    for (let i = 0; i < 31; i++) {
      last = await sendEncrypted(t, 'POST', P.login, { username: `nouser${i}`, password: 'x' }, headers(ip));
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('limits one account to 15 attempts per 5 minutes across IPs', async () => {
    let last;
    for (let i = 0; i < 16; i++)
      last = await sendEncrypted(t, 'POST', P.login, { username: 'spreadout1', password: 'x' }, headers(nextIp()));
    expect(last!.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
  });
});

describe('the envelope stays intact', () => {
  it('answers JSON envelopes for unknown brands', async () => {
    const res = await t.app.inject({ method: 'POST', url: P.login, headers: { merchant: 'NOPE' }, payload: {} });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant_not_found' });
    expect(demo()).toBeTruthy();
  });
});
