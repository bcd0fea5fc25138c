import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  LOTTERY_PATHS,
  MISSION_PATHS,
  MONEY_PATHS,
  OPS_MONEY_PATHS,
  POINT_PATHS,
  SERVICE_PATHS,
  GAME_PATHS,
  PATHS,
} from '@lotus/contracts';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseInputError } from '../src/lib/pgInput';
import { registerEnvelope } from '../src/plugins/envelope';
import { registerInputGuard } from '../src/plugins/inputGuard';
import { multipart } from './serviceFixtures';
import { createTestApp, demo, ops, type TestApp } from './helpers';
import { PAYMENT_PASSWORD, fund, newMember, type TestMember } from './moneySupport';

/**
 * Issue 29, findings 1–5, one by one through HTTP (the route fuzz test, fuzz.routes.test.ts, walks every
 * route; these pin the reported cases and the exact answers).
 */
let t: TestApp;
let m: TestMember;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 100_000 });
  m = await newMember(t);
});
afterAll(() => t.close());

type Res = { statusCode: number; json(): { success: boolean; errorCode?: string; field?: string; message?: string } };
function expectRefused(res: Res, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toMatchObject({ success: false, errorCode: 'validation_failed', field });
}

describe('1. text the database or the page cannot keep is refused, naming the field', () => {
  const BAD = ['a\u0000b', '\ud800', 'x\udfffy', 'bell\u0007', '\u001b[31m', '\uffff', '\ufdd0', 'c1\u0085'];

  it('in a member body (profile), each kind of bad character, nothing stored', async () => {
    for (const nickname of BAD) {
      const res = await t.app.inject({
        method: 'PUT',
        url: ACCOUNT_PATHS.profile,
        headers: m.h,
        payload: { nickname },
      });
      expectRefused(res, 'nickname');
    }
    const address = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.profile,
      headers: m.h,
      payload: { address: 'Số 1\u0000' },
    });
    expectRefused(address, 'address');
    const profile = (await t.app.inject({ url: ACCOUNT_PATHS.profile, headers: m.h })).json() as {
      value: { nickname: string | null };
    };
    for (const kept of ['\u0000', '\ufffd']) expect(profile.value.nickname ?? '').not.toContain(kept);
  });

  it('keeps tab, new lines, Vietnamese and emoji (whole surrogate pairs)', async () => {
    const nickname = 'Phát Lộc 😀';
    const res = await t.app.inject({ method: 'PUT', url: ACCOUNT_PATHS.profile, headers: m.h, payload: { nickname } });
    expect(res.statusCode, res.body).toBe(200);
    const address = 'Tầng 2\tPhòng 5\r\nQuận 1';
    const res2 = await t.app.inject({ method: 'PUT', url: ACCOUNT_PATHS.profile, headers: m.h, payload: { address } });
    expect(res2.statusCode, res2.body).toBe(200);
  });

  it("answers in the caller's language (vi by default, en)", async () => {
    const vi = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.profile,
      headers: m.h,
      payload: { nickname: 'a\u0000' },
    });
    expect(vi.json().message).toMatch(/^Dữ liệu không hợp lệ: nickname chứa ký tự không được phép/);
    const en = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.profile,
      headers: { ...m.h, language: 'en' },
      payload: { nickname: 'a\u0000' },
    });
    expect(en.json().message).toMatch(/^Invalid input: nickname holds characters that are not allowed/);
  });

  it('without a session too (chat, registration), in nested fields and keys', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: SERVICE_PATHS.chatOpen,
        headers: demo(),
        payload: { name: 'a\u0000' },
      }),
      'name',
    );
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: ACCOUNT_PATHS.register,
        headers: demo(),
        payload: { username: 'abc123', email: 'a\u0000@example.com' },
      }),
      'email',
    );
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: ACCOUNT_PATHS.profile,
        headers: m.h,
        payload: { nickname: 'ok', ['bad\u0000key']: 1 },
      }),
      'bad\u0000key',
    );
  });

  it('in query strings and paths', async () => {
    expectRefused(await t.app.inject({ url: `${PATHS.domainRoute}?domain=a%00b`, headers: demo() }), 'domain');
    const path = await t.app.inject({ url: '/ops/vip/members/a%00b', headers: ops() });
    expectRefused(path, 'username');
  });

  it('in multipart fields (feedback)', async () => {
    const form = multipart({ type: '1', content: 'Trang nạp tiền lỗi\u0000' });
    const res = await t.app.inject({
      method: 'PUT',
      url: SERVICE_PATHS.feedback,
      headers: { ...m.h, ...form.headers },
      payload: form.payload,
    });
    expectRefused(res, 'content');
  });

  it('in multipart fields (a withdrawal not received: the remark)', async () => {
    const who = await newMember(t);
    await fund(t, who.id, 10_000_00n);
    const bank = await t.app.inject({
      method: 'POST',
      url: MONEY_PATHS.bankAccounts,
      headers: who.h,
      payload: {
        bankCode: 'VCB',
        accountNo: '0123456789',
        accountName: 'NGUYEN VAN AN',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    const order = await t.app.inject({
      method: 'POST',
      url: MONEY_PATHS.withdrawalOrders,
      headers: who.h,
      payload: { bankAccountId: bank.json().value.id, amount: 2000, paymentPassword: PAYMENT_PASSWORD },
    });
    const orderNo = order.json().value.orderNo as string;
    for (const step of [OPS_MONEY_PATHS.withdrawalApprove, OPS_MONEY_PATHS.withdrawalPay]) {
      const res = await t.app.inject({ method: 'POST', url: step.replace(':orderNo', orderNo), headers: ops() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const form = multipart({ remark: 'chưa nhận được\u0000' }, [
      { field: 'proof', name: 'a.png', type: 'image/png', bytes: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: MONEY_PATHS.withdrawalNotReceived.replace(':orderNo', orderNo),
      headers: { ...who.h, ...form.headers },
      payload: form.payload,
    });
    expectRefused(res, 'remark');
  });

  it("in the operator's notes (a lone surrogate used to give 500)", async () => {
    for (const text of ['\ud800', 'a\u0000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/ops/members/${m.id}/notes`,
        headers: ops(),
        payload: { text },
      });
      expectRefused(res, 'text');
    }
  });
});

describe('2. ids are checked against their column before any query', () => {
  it('int4 ids past 2^31−1 in bodies answer 400 naming the field', async () => {
    for (const missionId of ['2147483648', '9223372036854775807', '-1', '0', '1e309']) {
      const res = await t.app.inject({
        method: 'POST',
        url: MISSION_PATHS.claim,
        headers: { ...m.h, 'content-type': 'application/json' },
        payload: `{"missionId":${missionId}}`,
      });
      expectRefused(res, 'missionId');
    }
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: POINT_PATHS.redeem,
        headers: m.h,
        payload: { productId: 2147483648, paymentPassword: '246810' },
      }),
      'productId',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: LOTTERY_PATHS.bets,
        headers: m.h,
        payload: { items: [{ drawId: 2147483648, betType: 'a', selection: '1', stake: 1 }] },
      }),
      'items.0.drawId',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/house/sports/api/bets',
        payload: { token: 'x'.repeat(20), legs: [{ selectionId: 2147483648, odds: 1500 }], stake: 10 },
      }),
      'legs.0.selectionId',
    );
  });

  it('ids in paths are digits within the range (no sign, exponent, hex or 2^63)', async () => {
    for (const id of ['2147483648', '9223372036854775808', '-1', '1e3', '0x10', '01', '%201']) {
      expectRefused(await t.app.inject({ url: `/ops/members/${id}`, headers: ops() }), 'id');
    }
    const missing = await t.app.inject({ url: '/ops/members/2147483647', headers: ops() });
    expect(missing.statusCode).toBe(404);
  });

  it("PostgreSQL's refusal of a value is recognised as bad input (the error handler's second line)", async () => {
    const caught = await t.ctx.db.execute(sql`select ${'2147483648'}::int4`).catch((e: unknown) => e);
    expect(isDatabaseInputError(caught)).toBe(true);
    const notNumber = await t.ctx.db.execute(sql`select ${'abc'}::int4`).catch((e: unknown) => e);
    expect(isDatabaseInputError(notNumber)).toBe(true);
    expect(isDatabaseInputError(new Error('connection refused'))).toBe(false);
  });
});

describe('3. a repeated query parameter is refused with the envelope, house pages included', () => {
  it('on the house unavailable page (used to give 500)', async () => {
    for (const q of ['product=vendor&vendor=a&vendor=b', 'product=lottery&back=/a&back=/b', 'product=a&product=b']) {
      const res = await t.app.inject({ url: `/house/unavailable?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ success: false, errorCode: 'validation_failed' });
    }
    const vendor = await t.app.inject({ url: '/house/unavailable?product=vendor&vendor=a&vendor=b' });
    expect(vendor.json().field).toBe('vendor');
  });

  it('but a key the route takes as a list may repeat', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.decorateRequest('language', 'en');
    registerEnvelope(app);
    registerInputGuard(app);
    app.get(
      '/list',
      { schema: { querystring: z.object({ ids: z.array(z.string()), one: z.string().optional() }) } },
      async (req) => ({ success: true, value: req.query }),
    );
    await app.ready();
    const both = await app.inject({ url: '/list?ids=a&ids=b' });
    expect(both.json()).toEqual({ success: true, value: { ids: ['a', 'b'] } });
    const one = await app.inject({ url: '/list?ids=a&ids=b&one=x&one=y' });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ errorCode: 'validation_failed', field: 'one' });
    expect(one.json().message).toBe('Invalid input: one must be given once, not as a list');
    await app.close();
  });

  it('on API routes where a scalar is expected', async () => {
    expectRefused(
      await t.app.inject({ url: `${PATHS.domainRoute}?domain=a.example&domain=b.example`, headers: demo() }),
      'domain',
    );
  });
});

describe('4. back links accept only paths of this site', () => {
  const page = (back: string) =>
    t.app.inject({ url: `/house/unavailable?product=lottery&back=${encodeURIComponent(back)}` });

  it('renders a same-origin back link', async () => {
    const res = await page('/lottery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/lottery"');
  });

  it('drops every form that leads to another host', async () => {
    for (const back of [
      '/\\evil.example/phish',
      '//evil.example',
      '/%5Cevil.example/phish',
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%252F%252Fevil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'https://evil.example',
      '/%5C%2Fevil.example',
    ]) {
      const res = await page(back);
      expect(res.statusCode, back).toBe(200);
      expect(res.body, back).not.toContain('evil.example');
      expect(res.body, back).not.toMatch(/<a class="btn"/);
    }
    // The raw (undecoded) form of the report: /%5C arrives as a backslash.
    const raw = await t.app.inject({ url: '/house/unavailable?product=lottery&back=/%5Cevil.example/phish' });
    expect(raw.body).not.toContain('evil.example');
  });
});

describe('5. no lax types in bodies', () => {
  it('the lottery multiplier is a number, not "2" or [2]', async () => {
    for (const multiplier of ['2', [2], true]) {
      const res = await t.app.inject({
        method: 'POST',
        url: LOTTERY_PATHS.bets,
        headers: m.h,
        payload: { items: [{ drawId: 1, betType: 'a', selection: '1', stake: 1 }], multiplier },
      });
      expectRefused(res, 'multiplier');
    }
  });

  it('a favourite game id is a number, not "1" or [1]', async () => {
    for (const gameId of ['1', [1]]) {
      const res = await t.app.inject({
        method: 'POST',
        url: GAME_PATHS.favoriteAdd,
        headers: m.h,
        payload: { gameId },
      });
      expectRefused(res, 'gameId');
    }
  });
});
