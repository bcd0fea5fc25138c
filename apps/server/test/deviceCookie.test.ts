import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_PATHS as PP } from '@lotus/contracts';
import { demo, ops, type TestApp } from './helpers';
import { balanceOf, createMoneyApp, errorOf, newMember, type TestMember } from './moneySupport';
import { path, promoHarness, type PromoHarness } from './promotionsSupport';

/**
 * Issue 29 (also seen): the promotions' one-per-device rule read an `X-Device-Id` header the client chose.
 * Now the device is the server's: a signed `lotus_device` cookie set by the site's own answers.
 */
let t: TestApp & { url: string };
let h: PromoHarness;
beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
});
afterAll(() => t.close());

const setCookieOf = (res: { headers: Record<string, unknown> }) => {
  const v = res.headers['set-cookie'];
  return v === undefined ? undefined : String(v);
};
/** A browser's device cookie, as the site's first answer sets it. */
async function newDevice() {
  const res = await t.app.inject({ url: '/wps/system/status', headers: demo() });
  const cookie = setCookieOf(res)!.split(';')[0]!;
  return { cookie, id: cookie.split('=')[1]!.split('.')[0]! };
}

describe('the device cookie', () => {
  it('is set by the member site API on a browser without one: signed, HttpOnly, SameSite=Lax, two years', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: demo() });
    const set = setCookieOf(res)!;
    expect(set).toMatch(/^lotus_device=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=63072000; HttpOnly; SameSite=Lax$/);
    // Over https (a trusted proxy says so) it is Secure too.
    const https = await t.app.inject({
      url: '/wps/system/status',
      headers: demo({ 'x-forwarded-proto': 'https' }),
    });
    expect(setCookieOf(https)).toMatch(/; Secure$/);
  });

  it('is kept when it verifies, replaced when it does not, and not set outside the member site API', async () => {
    const d = await newDevice();
    const again = await t.app.inject({ url: '/wps/system/status', headers: demo({ cookie: `a=b; ${d.cookie}` }) });
    expect(setCookieOf(again)).toBeUndefined();
    const [id, mac] = d.cookie.slice('lotus_device='.length).split('.') as [string, string];
    const forged = [
      `lotus_device=${'A'.repeat(22)}.${mac}`, // another id under this one's signature
      `lotus_device=${id}.${'B'.repeat(43)}`, // a made-up signature
      `lotus_device=${id}`,
      'lotus_device=my-own-device-id',
    ];
    for (const cookie of forged) {
      const res = await t.app.inject({ url: '/wps/system/status', headers: demo({ cookie }) });
      const set = setCookieOf(res);
      expect(set, cookie).toBeDefined();
      expect(set!.split(';')[0]).not.toBe(cookie);
    }
    expect(setCookieOf(await t.app.inject({ url: '/healthz' }))).toBeUndefined();
    expect(setCookieOf(await t.app.inject({ url: '/ops/brands', headers: ops() }))).toBeUndefined();
  });
});

describe("the promotions' one per person by device", () => {
  let promoId: number;
  let first: TestMember;
  const claim = (m: TestMember, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: path(PP.claim, promoId), headers: { ...m.h, ...headers } });

  beforeAll(async () => {
    promoId = (
      await h.createPromo({ code: 'device-20', kind: 'free_credit', rules: { kind: 'free_credit', amount: '2000' } })
    ).id;
    first = await newMember(t, { payeeName: 'Lê Văn Một' });
  });

  it('refuses a second account on the same device cookie (another IP and payee name)', async () => {
    const device = await newDevice();
    const ok = await claim(first, { cookie: device.cookie, 'x-device-id': 'shared-device-0001' });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await newMember(t, { payeeName: 'Phạm Thị Hai' });
    const refused = await claim(second, { cookie: device.cookie });
    expect(errorOf(refused)).toMatchObject({ status: 409, code: 'promotion_duplicate_person' });
    expect((await balanceOf(t, second)).bonusBalance).toBe(0n);
  });

  it('does not believe a device id the client chose: the same X-Device-Id on another device claims', async () => {
    const third = await newMember(t, { payeeName: 'Võ Văn Ba' });
    const other = await newDevice();
    const res = await claim(third, { cookie: other.cookie, 'x-device-id': 'shared-device-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await balanceOf(t, third)).bonusBalance).toBe(20_00n);
  });
});
