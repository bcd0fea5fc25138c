import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import {
  MOD,
  P,
  authed,
  headers,
  lastCode,
  nextIp,
  outbox,
  sendEncrypted,
  setSwitch,
  sliderTicket,
  solvedCaptcha,
  uniqueName,
  uniquePhone,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends the SMS code for registration and returns it from the outbox. */
async function registrationCode(ip: string, mobile: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: P.smsRegisterCode,
    headers: headers(ip),
    payload: { countryDialingCode: '84', mobileNo: mobile },
  });
  expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  return lastCode(t, 'sms', `84${mobile}`)!;
}

/** A complete, valid username registration (the demo brand's rules), with overrides. */
async function registration(ip: string, overrides: Record<string, unknown> = {}, withCode = true) {
  const mobile = (overrides.mobileNum as string) ?? uniquePhone();
  const code = withCode ? await registrationCode(ip, mobile) : '000000';
  return {
    username: uniqueName('player'),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: mobile,
    countryDialingCode: '84',
    verificationCode: code,
    agreeTerms: true,
    sliderTicket: await sliderTicket(t, ip),
    ...(await solvedCaptcha(t, ip)),
    ...overrides,
  };
}

const put = (ip: string, body: unknown, url: string = P.register) => sendEncrypted(t, 'PUT', url, body, headers(ip));

describe('registration by username', () => {
  it('registers, signs in, and the new member can load member info', async () => {
    const ip = nextIp();
    const body = await registration(ip, { email: 'New.Player@Example.com', payeeName: 'Nguyen Van A' });
    const res = await put(ip, body);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ username: (body.username as string).toLowerCase(), isAgent: 0, firstTimeLogin: true });
    const info = await t.app.inject({ url: P.memberInfo, headers: authed(ip, v.token) });
    expect(info.json().value).toMatchObject({
      account: v.username,
      type: 0,
      toUpline: false,
      clubLabel: { rankLevel: 0 },
    });
    const profile = (await t.app.inject({ url: P.profile, headers: authed(ip, v.token) })).json().value;
    expect(profile).toMatchObject({
      mobileVerified: true,
      maskedEmail: 'ne***@example.com',
      fields: { payeeName: 'Nguyen Van A' },
    });
  });

  it('refuses a plaintext registration: encryption_required', async () => {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'PUT',
      url: P.register,
      headers: headers(ip),
      payload: await registration(ip),
    });
    expect(res.json()).toMatchObject({ errorCode: 'encryption_required' });
  });

  it.each([
    ['username starting with a digit', { username: '1player' }, 'username', 'pattern_mismatch'],
    ['username too short', { username: 'abc' }, 'username', 'pattern_mismatch'],
    ['username too long', { username: 'a'.repeat(17) }, 'username', 'pattern_mismatch'],
    ['username with a symbol', { username: 'play_er1' }, 'username', 'pattern_mismatch'],
    ['missing username', { username: undefined }, 'username', 'field_required'],
    ['password without digits', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', 'pattern_mismatch'],
    ['password too short', { password: 'ab12', confirmPassword: 'ab12' }, 'password', 'pattern_mismatch'],
    [
      'password too long',
      { password: 'a1'.repeat(11), confirmPassword: 'a1'.repeat(11) },
      'password',
      'pattern_mismatch',
    ],
    ['missing password', { password: undefined }, 'password', 'field_required'],
    ['confirmation differs', { confirmPassword: 'Secret124' }, 'confirmPassword', 'password_mismatch'],
    ['payee name with digits', { payeeName: 'Nguyen 2' }, 'payeeName', 'pattern_mismatch'],
    ['bad e-mail', { email: 'not-an-email' }, 'email', 'pattern_mismatch'],
    ['affiliate code too short', { affiliateCode: 'AB' }, 'affiliateCode', 'pattern_mismatch'],
    ['referral code with a symbol', { referralCode: 'REF-01' }, 'referralCode', 'pattern_mismatch'],
    ['missing captcha', { captcha: undefined }, 'captcha', 'field_required'],
    ['mobile with letters', { mobileNum: '91234abcd' }, 'mobileNum', 'pattern_mismatch'],
    ['mobile too short', { mobileNum: '91234' }, 'mobileNum', 'pattern_mismatch'],
  ])('refuses %s', async (_name, overrides, field, errorCode) => {
    const ip = nextIp();
    const res = await put(ip, await registration(ip, overrides, !('mobileNum' in overrides)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode, field });
  });

  it('gives the pattern id and the min/max for the message', async () => {
    const ip = nextIp();
    const res = await put(ip, await registration(ip, { username: 'ab' }));
    expect(res.json().value).toEqual({ patternId: 'ALNUM_LETTER_FIRST', min: 6, max: 16 });
  });

  it('needs the terms agreed', async () => {
    const ip = nextIp();
    const res = await put(ip, await registration(ip, { agreeTerms: false }));
    expect(res.json()).toMatchObject({ errorCode: 'terms_not_agreed', field: 'agreeTerms' });
  });

  it('checks the captcha, the slider ticket and the SMS code', async () => {
    let ip = nextIp();
    expect((await put(ip, await registration(ip, { captcha: 'ZZZZ' }))).json()).toMatchObject({
      errorCode: 'captcha_wrong',
    });
    ip = nextIp();
    expect((await put(ip, await registration(ip, { sliderTicket: 'forged' }))).json()).toMatchObject({
      errorCode: 'slider_ticket_invalid',
    });
    ip = nextIp();
    const body = await registration(ip);
    const wrong = (body.verificationCode as string) === '123456' ? '654321' : '123456';
    expect((await put(ip, { ...body, verificationCode: wrong })).json()).toMatchObject({
      errorCode: 'sms_code_invalid',
      field: 'verificationCode',
    });
    ip = nextIp();
    expect((await put(ip, await registration(ip, {}, false))).json()).toMatchObject({ errorCode: 'sms_code_invalid' });
  });

  it('refuses a taken username (any case) and a taken mobile', async () => {
    let ip = nextIp();
    expect((await put(ip, await registration(ip, { username: 'Demo01' }))).json()).toMatchObject({
      errorCode: 'username_taken',
      field: 'username',
    });
    ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: P.smsRegisterCode,
      headers: headers(ip),
      payload: { countryDialingCode: '84', mobileNo: '912345678' },
    });
    expect(res.json()).toMatchObject({ errorCode: 'mobile_taken', field: 'mobileNum' });
  });

  it('puts a member registered with an affiliate code into the agent downline', async () => {
    const ip = nextIp();
    const check = await t.app.inject({ url: `${P.affiliate}?code=lotus01&domain=localhost`, headers: headers(ip) });
    expect(check.json()).toMatchObject({ success: true, value: { valid: true, affiliateCode: 'LOTUS01' } });
    const res = await put(ip, await registration(ip, { affiliateCode: 'LOTUS01' }));
    const info = await t.app.inject({ url: P.memberInfo, headers: authed(ip, res.json().value.token) });
    expect(info.json().value.toUpline).toBe(true);
  });

  it('refuses an unknown affiliate code: invitation_code_error', async () => {
    const ip = nextIp();
    const check = await t.app.inject({ url: `${P.affiliate}?code=NOPE999`, headers: headers(ip) });
    expect(check.json()).toMatchObject({ errorCode: 'invitation_code_error', field: 'affiliateCode' });
    const res = await put(ip, await registration(ip, { affiliateCode: 'NOPE999' }));
    expect(res.json()).toMatchObject({ errorCode: 'invitation_code_error' });
    // A member's own code is not an agent's.
    expect((await t.app.inject({ url: P.affiliate, headers: headers(ip) })).json()).toMatchObject({
      errorCode: 'validation_failed',
    });
  });

  it('is closed when USERNAMEREG3 is off: feature_disabled', async () => {
    await setSwitch(t, MOD.USERNAME_REGISTRATION, false);
    try {
      const ip = nextIp();
      expect((await put(ip, await registration(ip))).json()).toMatchObject({ errorCode: 'feature_disabled' });
    } finally {
      await setSwitch(t, MOD.USERNAME_REGISTRATION, true);
    }
  });

  it('limits registrations per IP (10 per hour)', async () => {
    const ip = nextIp();
    let last;
    for (let i = 0; i < 11; i++) last = await sendEncrypted(t, 'PUT', P.register, { agreeTerms: false }, headers(ip));
    expect(last!.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
  });
});

describe('registration by mobile', () => {
  it('copies the mobile into the username and signs in', async () => {
    const ip = nextIp();
    const mobile = uniquePhone();
    const code = await registrationCode(ip, mobile);
    const res = await put(
      ip,
      {
        mobileNum: `0${mobile}`,
        countryDialingCode: '+84',
        password: 'Secret123',
        verificationCode: code,
        agreeTerms: true,
        sliderTicket: await sliderTicket(t, ip),
        ...(await solvedCaptcha(t, ip)),
      },
      P.registerMobile,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.username).toBe(mobile);
    // The number is now taken; an SMS login code goes to it.
    const again = await t.app.inject({
      method: 'POST',
      url: P.smsRegisterCode,
      headers: headers(nextIp()),
      payload: { countryDialingCode: '84', mobileNo: mobile },
    });
    expect(again.json()).toMatchObject({ errorCode: 'mobile_taken' });
  });

  it('refuses a bad mobile with sms_mobile_invalid', async () => {
    const ip = nextIp();
    const res = await put(ip, { mobileNum: 'abc', password: 'Secret123', agreeTerms: true }, P.registerMobile);
    expect(res.json()).toMatchObject({ errorCode: 'sms_mobile_invalid', field: 'mobileNum' });
  });

  it('is closed when MOBILENUMREG3 is off', async () => {
    await setSwitch(t, MOD.MOBILE_REGISTRATION, false);
    try {
      const res = await put(
        nextIp(),
        { mobileNum: uniquePhone(), password: 'Secret123', agreeTerms: true },
        P.registerMobile,
      );
      expect(res.json()).toMatchObject({ errorCode: 'feature_disabled' });
    } finally {
      await setSwitch(t, MOD.MOBILE_REGISTRATION, true);
    }
  });

  it('writes each SMS as one JSON line {to,text,brand,at}', () => {
    const line = outbox(t, 'sms').pop()!;
    expect(Object.keys(line).sort()).toEqual(['at', 'brand', 'text', 'to']);
    expect(line.brand).toBe('LOTUS');
  });
});

describe('free play', () => {
  it('gives a trial account (isAgent 4) that is refused real-account pages', async () => {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: P.freePlay,
      headers: headers(ip),
      payload: { os: 'linux', platform: 'W' },
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ isAgent: 4, mustChangePassword: false });
    expect((await t.app.inject({ url: P.memberInfo, headers: authed(ip, v.token) })).json().value.type).toBe(4);
    for (const [method, url] of [
      ['GET', P.profile],
      ['POST', P.paymentPassword],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: authed(ip, v.token), payload: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'in_need_true_account' });
    }
  });

  it('is refused when FREEPLAY3 is off', async () => {
    await setSwitch(t, MOD.FREE_PLAY, false);
    try {
      const res = await t.app.inject({ method: 'POST', url: P.freePlay, headers: headers(nextIp()), payload: {} });
      expect(res.json()).toMatchObject({ errorCode: 'feature_disabled' });
    } finally {
      await setSwitch(t, MOD.FREE_PLAY, true);
    }
  });
});
