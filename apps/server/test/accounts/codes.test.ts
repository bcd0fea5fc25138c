import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import {
  MOD,
  P,
  authed,
  headers,
  lastCode,
  login,
  nextIp,
  outbox,
  sendEncrypted,
  setSwitch,
  sliderTicket,
  uniquePhone,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO_PHONE = { countryDialingCode: '84', mobileNum: '912345678' };
const sendLoginCode = (ip: string, body: Record<string, unknown> = DEMO_PHONE) =>
  t.app.inject({ method: 'POST', url: P.smsLoginCode, headers: headers(ip), payload: body });
const smsLogin = async (ip: string, code: string, phone = DEMO_PHONE) =>
  sendEncrypted(
    t,
    'POST',
    P.login,
    { type: 'sms', ...phone, verificationCode: code, sliderTicket: await sliderTicket(t, ip) },
    headers(ip),
  );
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('login by SMS code (MOBILEVERCODELOGIN3)', () => {
  it('sends a code (expiredMinutes) and logs in with it, once', async () => {
    const ip = nextIp();
    const sent = await sendLoginCode(ip);
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = lastCode(t, 'sms', '84912345678')!;
    expect(code).toMatch(/^\d{6}$/);
    const res = await smsLogin(ip, code);
    expect(res.json()).toMatchObject({ success: true, value: { username: 'demo01', mustChangePassword: false } });
    expect((await smsLogin(ip, code)).json()).toMatchObject({ errorCode: 'sms_code_invalid' });
  });

  it('accepts the number with a leading 0 and a + on the dialing code', async () => {
    const ip = nextIp();
    t.setNow(new Date(Date.now() + 90_000)); // past the one-per-minute limit
    try {
      await sendLoginCode(ip, { countryDialingCode: '+84', mobileNum: '0912345678' });
      const code = lastCode(t, 'sms', '84912345678')!;
      expect((await smsLogin(ip, code, { countryDialingCode: '+84', mobileNum: '0912345678' })).statusCode).toBe(200);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });

  it('answers an unregistered number the same way and sends nothing', async () => {
    const before = outbox(t, 'sms').length;
    const phone = { countryDialingCode: '84', mobileNum: uniquePhone() };
    const res = await sendLoginCode(nextIp(), phone);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(outbox(t, 'sms').length).toBe(before);
    expect((await smsLogin(nextIp(), '123456', phone)).json()).toMatchObject({ errorCode: 'sms_code_invalid' });
  });

  it.each([
    [{ countryDialingCode: '84' }, 'validation_failed'],
    [{ countryDialingCode: '84', mobileNum: '' }, 'validation_failed'],
    [{ countryDialingCode: '84', mobileNum: '12ab5678' }, 'sms_mobile_invalid'],
    [{ countryDialingCode: '84', mobileNum: '1234' }, 'sms_mobile_invalid'],
    [{ countryDialingCode: 'xx', mobileNum: '912345678' }, 'validation_failed'],
  ])('refuses a missing or invalid phone: %j', async (body, errorCode) => {
    const res = await sendLoginCode(nextIp(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode });
  });

  it('voids a code after 5 wrong tries', async () => {
    const ip = nextIp();
    t.setNow(new Date(Date.now() + 3 * 60_000)); // past the one-per-minute limit of earlier sends
    try {
      await sendLoginCode(ip);
      const code = lastCode(t, 'sms', '84912345678')!;
      for (let i = 0; i < 5; i++)
        expect((await smsLogin(ip, otherCode(code))).json()).toMatchObject({ errorCode: 'sms_code_invalid' });
      expect((await smsLogin(ip, code)).json()).toMatchObject({ errorCode: 'sms_code_invalid' });
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });

  it('expires a code after expiredMinutes', async () => {
    const ip = nextIp();
    const start = Date.now() + 4.5 * 60_000;
    t.setNow(new Date(start));
    try {
      await sendLoginCode(ip);
      const code = lastCode(t, 'sms', '84912345678')!;
      t.setNow(new Date(start + 5 * 60_000 + 1000));
      expect((await smsLogin(ip, code)).json()).toMatchObject({ errorCode: 'sms_code_invalid' });
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });

  it('limits sends: one a minute per number, then 5 per 30 minutes: sms_too_many_requests', async () => {
    const phone = { countryDialingCode: '84', mobileNum: uniquePhone() };
    expect((await sendLoginCode(nextIp(), phone)).statusCode).toBe(200);
    const soon = await sendLoginCode(nextIp(), phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      errorCode: 'sms_too_many_requests',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(soon.json().message).toMatch(/5 phút|5 minutes/);
    const base = Date.now();
    try {
      let last;
      for (let i = 1; i <= 5; i++) {
        t.setNow(new Date(base + i * 61_000));
        last = await sendLoginCode(nextIp(), phone);
      }
      expect(last!.json()).toMatchObject({ errorCode: 'sms_too_many_requests' });
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });

  it('limits sends per IP (10 per 5 minutes)', async () => {
    const ip = nextIp();
    let last;
    for (let i = 0; i < 11; i++) last = await sendLoginCode(ip, { countryDialingCode: '84', mobileNum: uniquePhone() });
    expect(last!.json()).toMatchObject({ errorCode: 'sms_too_many_requests' });
  });

  it('is refused when MOBILEVERCODELOGIN3 is off', async () => {
    await setSwitch(t, MOD.SMS_CODE_LOGIN, false);
    try {
      expect((await sendLoginCode(nextIp())).json()).toMatchObject({ errorCode: 'feature_disabled' });
      expect((await smsLogin(nextIp(), '123456')).json()).toMatchObject({ errorCode: 'feature_disabled' });
    } finally {
      await setSwitch(t, MOD.SMS_CODE_LOGIN, true);
    }
  });
});

describe('forgot password by phone (PHONEPWDRECOVERY3)', () => {
  it('sets a new password with the SMS code and signs in', async () => {
    const ip = nextIp();
    t.setNow(new Date(Date.now() + 40 * 60_000));
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: P.smsResetCode,
        headers: headers(ip),
        payload: DEMO_PHONE,
      });
      expect(sent.json()).toMatchObject({ success: true });
      const code = lastCode(t, 'sms', '84912345678')!;
      const body = { ...DEMO_PHONE, verificationCode: code, newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' };
      const plain = await t.app.inject({ method: 'POST', url: P.forgotByPhone, headers: headers(ip), payload: body });
      expect(plain.json()).toMatchObject({ errorCode: 'encryption_required' });
      expect(
        (await sendEncrypted(t, 'POST', P.forgotByPhone, { ...body, newPassword: 'short' }, headers(ip))).json(),
      ).toMatchObject({ errorCode: 'pattern_mismatch', field: 'newPassword' });
      expect(
        (
          await sendEncrypted(t, 'POST', P.forgotByPhone, { ...body, confirmNewPassword: 'Demo5679' }, headers(ip))
        ).json(),
      ).toMatchObject({ errorCode: 'password_mismatch' });
      expect(
        (
          await sendEncrypted(t, 'POST', P.forgotByPhone, { ...body, verificationCode: otherCode(code) }, headers(ip))
        ).json(),
      ).toMatchObject({ errorCode: 'sms_code_invalid' });
      const res = await sendEncrypted(t, 'POST', P.forgotByPhone, body, headers(ip));
      expect(res.json()).toMatchObject({ success: true, value: { username: 'demo01' } });
      t.setNow(undefined as unknown as Date);
      expect((await login(t, 'demo01', 'Demo1234')).json()).toMatchObject({ errorCode: 'account_or_password_wrong' });
      expect((await login(t, 'demo01', 'Demo5678')).statusCode).toBe(200);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });

  it('answers an unknown number the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: P.smsResetCode,
      headers: headers(nextIp()),
      payload: { countryDialingCode: '84', mobileNum: uniquePhone() },
    });
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
  });
});

describe('2FA for a new IP (NEWIP2FA3)', () => {
  it('asks a sign-in from a new IP for a code before issuing a session', async () => {
    const knownIp = nextIp();
    expect((await login(t, 'demo01', 'Demo5678', knownIp)).statusCode).toBe(200);
    await setSwitch(t, MOD.TWO_FACTOR_NEW_IP, true);
    try {
      expect((await login(t, 'demo01', 'Demo5678', knownIp)).statusCode).toBe(200);
      const ip = nextIp();
      const res = await login(t, 'demo01', 'Demo5678', ip);
      expect(res.statusCode).toBe(403);
      const challenge = res.json().value;
      expect(res.json().errorCode).toBe('two_factor_required');
      expect(challenge).toMatchObject({
        methods: ['sms', 'email'],
        maskedMobile: '+84 91*****78',
        maskedEmail: 'de***@lotus.local',
      });
      expect(res.json().value.token).toBeUndefined();

      await t.app.inject({
        method: 'POST',
        url: P.twoFactorCode,
        headers: headers(ip),
        payload: { challengeId: challenge.challengeId, method: 'email' },
      });
      const code = lastCode(t, 'mail', 'demo01@lotus.local')!;
      const wrong = await t.app.inject({
        method: 'POST',
        url: P.twoFactorLogin,
        headers: headers(ip),
        payload: { challengeId: challenge.challengeId, method: 'email', verificationCode: otherCode(code) },
      });
      expect(wrong.json()).toMatchObject({ errorCode: 'sms_code_invalid' });
      const ok = await t.app.inject({
        method: 'POST',
        url: P.twoFactorLogin,
        headers: headers(ip),
        payload: { challengeId: challenge.challengeId, method: 'email', verificationCode: code },
      });
      expect(ok.json()).toMatchObject({ success: true, value: { username: 'demo01' } });
      const reused = await t.app.inject({
        method: 'POST',
        url: P.twoFactorLogin,
        headers: headers(ip),
        payload: { challengeId: challenge.challengeId, method: 'email', verificationCode: code },
      });
      expect(reused.json()).toMatchObject({ errorCode: 'two_factor_invalid' });
      // The IP is now known.
      expect((await login(t, 'demo01', 'Demo5678', ip)).statusCode).toBe(200);
    } finally {
      await setSwitch(t, MOD.TWO_FACTOR_NEW_IP, false);
    }
  });

  it('refuses an unknown challenge', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: P.twoFactorCode,
      headers: headers(nextIp()),
      payload: { challengeId: 'nope', method: 'sms' },
    });
    expect(res.json()).toMatchObject({ errorCode: 'two_factor_invalid' });
  });
});

describe('binding a phone or e-mail', () => {
  it('binds a new e-mail with the code sent to it', async () => {
    const ip = nextIp();
    const token = (await login(t, 'demo01', 'Demo5678', ip)).json().value.token;
    const sent = await t.app.inject({
      method: 'POST',
      url: P.bindCode,
      headers: authed(ip, token),
      payload: { channel: 'email', email: 'Demo.New@Example.com' },
    });
    expect(sent.json()).toMatchObject({ success: true });
    const code = lastCode(t, 'mail', 'demo.new@example.com')!;
    const bound = await t.app.inject({
      method: 'PUT',
      url: P.bindContact,
      headers: authed(ip, token),
      payload: { channel: 'email', email: 'demo.new@example.com', verificationCode: code },
    });
    expect(bound.json()).toMatchObject({ success: true });
    const profile = (await t.app.inject({ url: P.profile, headers: authed(ip, token) })).json().value;
    expect(profile).toMatchObject({ maskedEmail: 'de***@example.com', emailVerified: true });
  });

  it('refuses a phone bound to another member', async () => {
    const ip = nextIp();
    // Not newbie01: its default-password session must change the password first (password_change_required).
    const token = (await login(t, 'agent01', 'Agent1234', ip, {}, P.agentLogin)).json().value.token;
    const res = await t.app.inject({
      method: 'POST',
      url: P.bindCode,
      headers: authed(ip, token),
      payload: { channel: 'sms', ...DEMO_PHONE },
    });
    expect(res.json()).toMatchObject({ errorCode: 'mobile_taken' });
  });
});
