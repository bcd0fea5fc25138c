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

  it('refuses an unknown merchant with merchant_not_found', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant_not_found', field: 'Merchant' });
  });
});
