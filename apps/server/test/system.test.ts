import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('answers status 0 for a normal visitor of the demo brand', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: demo() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { status: 0, maintenance: { enabled: false } } });
  });

  it('resolves the brand from the Host through domain routes', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost:8080' } });
    expect(res.json()).toMatchObject({ success: true, value: { merchantCode: 'LOTUS', defaultLanguage: 'vi' } });
  });

  it('gives the demo brand’s copyright and payment methods in Vietnamese, with their English beside', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: demo() });
    const w = res.json().value as {
      copyright: string;
      copyrightEn?: string;
      footer: { payments: { name: string; enName?: string }[] };
    };
    expect(w.copyright).toBe('© 2026 Lotus Entertainment. Bảo lưu mọi quyền.');
    expect(w.copyrightEn).toBe('© 2026 Lotus Entertainment. All rights reserved.');
    expect(w.footer.payments.map((p) => [p.name, p.enName])).toEqual([
      ['Chuyển khoản ngân hàng', 'Bank transfer'],
      ['Ví điện tử', 'E-wallet'],
      ['Thanh toán QR', 'QR Pay'],
      ['Thẻ', 'Card'],
    ]);
  });

  it('refuses an unknown merchant with merchant_not_found', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant_not_found', field: 'Merchant' });
  });
});
