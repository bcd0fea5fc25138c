import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../helpers';
import { P, authed, headers, login, nextIp, outbox, tokenFor } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, ip: string, token: string) => t.app.inject({ url, headers: authed(ip, token) });

describe('sessions', () => {
  it('accepts a bare token and a Bearer token; refuses none, junk and unknown', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    expect((await get(P.memberInfo, ip, token)).statusCode).toBe(200);
    expect((await get(P.memberInfo, ip, `Bearer ${token}`)).statusCode).toBe(200);
    for (const bad of ['', 'junk', 'Bearer ', 'x'.repeat(43), `${token}x`]) {
      const res = await get(P.memberInfo, ip, bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
    }
    expect((await t.app.inject({ url: P.memberInfo, headers: headers(ip) })).json().message).toMatch(
      /not logged in|chưa đăng nhập/,
    );
  });

  it('stores only the hash of the token', async () => {
    const token = await tokenFor(t, 'demo01', 'Demo1234');
    const { sessions } = await import('../../src/db/schema/index');
    const rows = await t.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('logout (DELETE) ends the session on the server; a second logout still succeeds', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    const out = await t.app.inject({ method: 'DELETE', url: P.logout, headers: authed(ip, token) });
    expect(out.json()).toEqual({ success: true, value: { done: true } });
    expect((await get(P.memberInfo, ip, token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: P.logout, headers: authed(ip, token) })).statusCode).toBe(200);
  });

  it('ends a session idle for longer than the idle timeout (30 min)', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    const now = Date.now();
    try {
      t.setNow(new Date(now + 25 * 60_000));
      expect((await get(P.memberInfo, ip, token)).statusCode).toBe(200);
      t.setNow(new Date(now + 50 * 60_000)); // 25 min after the last use
      expect((await get(P.memberInfo, ip, token)).statusCode).toBe(200);
      t.setNow(new Date(now + 81 * 60_000)); // 31 min idle
      expect((await get(P.memberInfo, ip, token)).statusCode).toBe(401);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });

  it('ends a session after its absolute lifetime (24 h) even when in use', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    const now = Date.now();
    try {
      for (let m = 20; m < 24 * 60; m += 20) {
        t.setNow(new Date(now + m * 60_000));
        expect((await get(P.memberInfo, ip, token)).statusCode).toBe(200);
      }
      t.setNow(new Date(now + 24 * 3_600_000 + 60_000));
      expect((await get(P.memberInfo, ip, token)).statusCode).toBe(401);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  }, 60_000);

  it('a token of one brand is refused at another', async () => {
    const { merchants, domainRoutes } = await import('../../src/db/schema/index');
    const { DEMO_PROFILE } = await import('../../src/db/seed/demoBrand');
    const [m] = await t.ctx.db
      .insert(merchants)
      .values({
        code: 'OTHER',
        name: 'Other',
        languages: ['vi', 'en'],
        timeZone: 'UTC',
        currency: 'VND',
        profile: DEMO_PROFILE,
      })
      .returning();
    await t.ctx.db.insert(domainRoutes).values({ domain: 'other.local', merchantId: m!.id });
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    const res = await t.app.inject({
      url: P.memberInfo,
      headers: { merchant: 'OTHER', authorization: token, 'x-forwarded-for': ip },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lists active sessions and signs out the others, keeping this one', async () => {
    const ip = nextIp();
    const other = await tokenFor(t, 'newbie01', '{secret}', nextIp());
    const a = await tokenFor(t, 'newbie01', '{secret}', ip);
    const list = (await get(P.sessions, ip, a)).json().value;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const res = await t.app.inject({ method: 'DELETE', url: P.otherSessions, headers: authed(ip, a) });
    expect(res.json().value.revoked).toBeGreaterThanOrEqual(1);
    expect((await get(P.memberInfo, nextIp(), other)).statusCode).toBe(401);
    expect((await get(P.memberInfo, ip, a)).statusCode).toBe(200);
  });

  it('remember me: a one-day token that signs in once and is replaced', async () => {
    const ip = nextIp();
    const v = (await login(t, 'demo01', 'Demo1234', ip, { remember: true })).json().value;
    expect(v.rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(v.rememberExpiresAt).getTime() - Date.now()).toBeGreaterThan(86_000_000);
    const first = await t.app.inject({
      method: 'POST',
      url: P.rememberLogin,
      headers: headers(ip),
      payload: { rememberToken: v.rememberToken },
    });
    expect(first.json()).toMatchObject({
      success: true,
      value: { username: 'demo01', rememberToken: expect.any(String) },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: P.rememberLogin,
      headers: headers(ip),
      payload: { rememberToken: v.rememberToken },
    });
    expect(again.json()).toMatchObject({ errorCode: 'remember_token_invalid' });
    t.setNow(new Date(Date.now() + 86_400_001));
    try {
      const late = await t.app.inject({
        method: 'POST',
        url: P.rememberLogin,
        headers: headers(ip),
        payload: { rememberToken: first.json().value.rememberToken },
      });
      expect(late.json()).toMatchObject({ errorCode: 'remember_token_invalid' });
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });
});

describe('member data', () => {
  it('member info, loginInfo and firstLogin', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    expect((await get(P.memberInfo, ip, token)).json().value).toMatchObject({
      account: 'demo01',
      nickname: 'Demo',
      type: 0,
      toUpline: true,
      memberLabel: [{ labelName: 'MEMBER' }],
    });
    const info = (await get(P.loginInfo, ip, token)).json().value;
    expect(info).toMatchObject({
      account: 'demo01',
      merchantCode: 'LOTUS',
      isAgent: 0,
      platform: 'W',
      lang: 'vi',
      toUpline: true,
    });
    const first = await t.app.inject({ method: 'POST', url: P.firstLogin, headers: authed(ip, token) });
    expect(first.json()).toEqual({ success: true, value: { done: true } });
  });

  it('login history shows the member only their own sign-ins', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'newbie01', '{secret}', ip);
    const page = (
      await t.app.inject({ url: `${P.loginHistory}?pageNo=1&pageSize=5`, headers: authed(ip, token) })
    ).json().value;
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list[0]).toMatchObject({ ip, method: 'password' });
    const demoToken = await tokenFor(t, 'demo01', 'Demo1234', nextIp());
    const demoPage = (await t.app.inject({ url: P.loginHistory, headers: authed(ip, demoToken) })).json().value;
    expect(demoPage.list.some((e: { ip: string }) => e.ip === ip)).toBe(false);
    expect(
      (await t.app.inject({ url: `${P.loginHistory}?pageSize=1000`, headers: authed(ip, token) })).statusCode,
    ).toBe(400);
  });

  it("a member cannot end another member's session", async () => {
    const ipA = nextIp();
    const a = await tokenFor(t, 'demo01', 'Demo1234', ipA);
    const b = await tokenFor(t, 'newbie01', '{secret}', nextIp());
    const bSessions = (await get(P.sessions, nextIp(), b)).json().value;
    const target = bSessions.find((s: { current: boolean }) => s.current).id;
    const res = await t.app.inject({ method: 'DELETE', url: `${P.sessions}/${target}`, headers: authed(ipA, a) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'session_not_found' });
    expect((await get(P.memberInfo, nextIp(), b)).statusCode).toBe(200);
    // …but can end its own.
    const mine = (await get(P.sessions, ipA, a)).json().value.find((s: { current: boolean }) => s.current).id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${P.sessions}/${mine}`, headers: authed(ipA, a) })).json(),
    ).toMatchObject({ success: true });
  });

  it('profile: updates fields, checks full name and the 21-year birthday rule', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: P.profile, headers: authed(ip, token), payload: body });
    expect((await put({ fullName: 'Nguyen' })).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'fullName',
    });
    expect((await put({ birthday: '2001-02-30', confirmAdultAge: true })).json()).toMatchObject({ field: 'birthday' });
    expect((await put({ birthday: '1990-01-01' })).json()).toMatchObject({ errorCode: 'age_confirmation_required' });
    const young = new Date(Date.now() - 20 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect((await put({ birthday: young, confirmAdultAge: true })).json()).toMatchObject({
      errorCode: 'age_confirmation_required',
    });
    const ok = await put({
      fullName: 'Nguyen An',
      birthday: '1990-01-01',
      confirmAdultAge: true,
      zalo: 'an.zalo',
      nickname: 'An',
    });
    expect(ok.json().value).toMatchObject({
      nickname: 'An',
      fields: { fullName: 'Nguyen An', birthday: '1990-01-01', zalo: 'an.zalo' },
      maskedMobile: '+84 91*****78',
    });
    expect((await put({ unknownField: 'x' })).statusCode).toBe(200);
  });

  it('avatar: STATIC by name, CUSTOM png checked by content', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: P.avatarSet, headers: authed(ip, token), payload: body });
    expect((await put({ avatarType: 'STATIC', avatar: 'avatar03' })).json().value).toEqual({
      avatar: 'avatar03',
      avatarType: 'STATIC',
      url: 'avatar03',
    });
    expect((await put({ avatarType: 'STATIC', avatar: '../../etc/passwd' })).statusCode).toBe(400);
    const notImage = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    expect((await put({ avatarType: 'CUSTOM', image: notImage })).json()).toMatchObject({
      errorCode: 'avatar_invalid',
    });
    const png = tinyPng();
    const res = await put({ avatarType: 'CUSTOM', image: `data:image/png;base64,${png.toString('base64')}` });
    const v = res.json().value;
    expect(v).toMatchObject({ avatarType: 'CUSTOM', url: expect.stringMatching(/^\/wps\/member\/avatar\//) });
    const img = await t.app.inject({ url: v.url, headers: demo() });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png)).toBe(true);
    expect((await get(P.avatar, ip, token)).json().value).toEqual(v);
  });

  it('payment password: set with the login password, change with the old one', async () => {
    const ip = nextIp();
    const token = await tokenFor(t, 'demo01', 'Demo1234', ip);
    const post = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: P.paymentPassword, headers: authed(ip, token), payload: body });
    expect((await post({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()).toMatchObject({
      errorCode: 'field_required',
      field: 'loginPassword',
    });
    expect(
      (await post({ loginPassword: 'nope', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json(),
    ).toMatchObject({ errorCode: 'old_password_wrong' });
    expect(
      (await post({ loginPassword: 'Demo1234', newPaymentPassword: '12345', confirmPaymentPassword: '12345' })).json(),
    ).toMatchObject({ errorCode: 'pattern_mismatch', field: 'newPaymentPassword' });
    expect(
      (
        await post({ loginPassword: 'Demo1234', newPaymentPassword: '123456', confirmPaymentPassword: '123457' })
      ).json(),
    ).toMatchObject({ errorCode: 'password_mismatch' });
    expect(
      (
        await post({ loginPassword: 'Demo1234', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })
      ).json(),
    ).toMatchObject({ success: true });
    expect(
      (
        await post({ oldPaymentPassword: '000000', newPaymentPassword: '654321', confirmPaymentPassword: '654321' })
      ).json(),
    ).toMatchObject({ errorCode: 'payment_password_wrong' });
    expect(
      (
        await post({ oldPaymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' })
      ).json(),
    ).toMatchObject({ success: true });
    expect((await get(P.profile, ip, token)).json().value.hasPaymentPassword).toBe(true);
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (ip: string, body: Record<string, string>, form = false) =>
    t.app.inject({
      method: 'POST',
      url: P.forgotByEmail,
      headers: headers(ip, form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      payload: form ? new URLSearchParams(body).toString() : body,
    });

  it('answers in_been_out whether or not the account exists, and mails a single-use link only to the owner', async () => {
    const before = outbox(t, 'mail').length;
    const unknown = await forgot(nextIp(), { username: 'nobody77', email: 'nobody@example.com' });
    const wrongMail = await forgot(nextIp(), { username: 'demo01', email: 'someone@example.com' });
    expect(unknown.json()).toEqual({ success: true, value: { message: 'in_been_out' } });
    expect(wrongMail.json()).toEqual(unknown.json());
    expect(outbox(t, 'mail').length).toBe(before);

    const res = await forgot(nextIp(), { username: 'demo01', email: 'DEMO01@lotus.local' }, true);
    expect(res.json()).toEqual(unknown.json());
    await new Promise((r) => setTimeout(r, 50));
    const mail = outbox(t, 'mail').pop()!;
    expect(mail.to).toBe('demo01@lotus.local');
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    const resetToken = new URL(link).searchParams.get('resetPasswordToken')!;
    const reset = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: P.resetByLink, headers: headers(nextIp()), payload: body });
    expect((await reset({ resetToken, newPassword: 'weak', confirmNewPassword: 'weak' })).json()).toMatchObject({
      errorCode: 'pattern_mismatch',
    });
    const done = await reset({ resetToken, newPassword: 'Reset1234', confirmNewPassword: 'Reset1234' });
    expect(done.json(), done.body).toMatchObject({ success: true });
    expect(
      (await reset({ resetToken, newPassword: 'Reset5678', confirmNewPassword: 'Reset5678' })).json(),
    ).toMatchObject({ errorCode: 'reset_token_invalid' });
    expect((await login(t, 'demo01', 'Reset1234')).statusCode).toBe(200);
  });

  it('expires the link', async () => {
    await forgot(nextIp(), { username: 'demo01', email: 'demo01@lotus.local' });
    await new Promise((r) => setTimeout(r, 50));
    const link = outbox(t, 'mail')
      .pop()!
      .text.match(/https?:\/\/\S+/)![0];
    const resetToken = new URL(link).searchParams.get('resetPasswordToken')!;
    t.setNow(new Date(Date.now() + 31 * 60_000));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: P.resetByLink,
        headers: headers(nextIp()),
        payload: { resetToken, newPassword: 'Reset9999' },
      });
      expect(res.json()).toMatchObject({ errorCode: 'reset_token_invalid' });
    } finally {
      t.setNow(undefined as unknown as Date);
    }
  });

  it.each([
    [{ username: '', email: 'a@b.co' }, 'username', 'field_required'],
    [{ username: '1abc', email: 'a@b.co' }, 'username', 'pattern_mismatch'],
    [{ username: 'demo01', email: '' }, 'email', 'field_required'],
    [{ username: 'demo01', email: 'no-at-sign' }, 'email', 'pattern_mismatch'],
  ])('checks the username rule and the e-mail: %j', async (body, field, errorCode) => {
    expect((await forgot(nextIp(), body)).json()).toMatchObject({ errorCode, field });
  });

  it('limits requests per account', async () => {
    let last;
    for (let i = 0; i < 4; i++) last = await forgot(nextIp(), { username: 'limited01', email: 'x@example.com' });
    expect(last!.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
  });
});

/** A 1×1 PNG. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
