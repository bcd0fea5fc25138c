import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, ops, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

/** Every endpoint of the foundation issue. */
const ENDPOINTS: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; ops?: boolean }> = [
  { method: 'GET', url: '/wps/system/status' },
  { method: 'GET', url: '/wps/system/whitelabel' },
  { method: 'GET', url: '/wps/system/permission' },
  { method: 'GET', url: '/wps/system/menu' },
  { method: 'GET', url: '/wps/system/setting/register' },
  { method: 'GET', url: '/wps/system/domainRoute' },
  { method: 'GET', url: '/wps/system/countryCode' },
  { method: 'GET', url: '/wps/system/icon' },
  { method: 'GET', url: '/wps/system/routers' },
  { method: 'POST', url: '/wps/system/language' },
  { method: 'GET', url: '/wps/system/qrcode' },
  { method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' },
  { method: 'GET', url: '/ops/brands', ops: true },
  { method: 'POST', url: '/ops/switch', ops: true },
  { method: 'POST', url: '/ops/maintenance', ops: true },
  { method: 'POST', url: '/ops/region', ops: true },
  { method: 'GET', url: '/ops/announcements', ops: true },
  { method: 'POST', url: '/ops/announcements', ops: true },
  { method: 'DELETE', url: '/ops/announcements/00000000-0000-0000-0000-000000000000', ops: true },
];

const headersFor = (e: (typeof ENDPOINTS)[number], extra: Record<string, string> = {}) =>
  e.ops ? ops(extra) : demo(extra);

function expectClientError(res: { statusCode: number; json(): unknown }, what: string) {
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  const body = res.json() as { success: boolean; errorCode: string; message: string };
  expect(body.success, what).toBe(false);
  expect(typeof body.errorCode, what).toBe('string');
  expect(body.message, what).toBeTruthy();
}

const POSTS = ENDPOINTS.filter((e) => e.method === 'POST');

describe('bad input never produces a 500', () => {
  it("a URL that cannot be decoded answers the envelope, in the caller's language", async () => {
    for (const url of ['/wps/relay/%00%ff', '/ops/operators/%E0%A4%A', '/%c0']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { language: 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, errorCode: 'validation_failed', field: 'url' });
      expect(res.json().message, url).toMatch(/^Invalid input/);
    }
  });

  it('malformed JSON bodies get malformed_json', async () => {
    for (const e of POSTS) {
      for (const payload of ['{', '{"a":', 'nul', '[1,2', '"unterminated']) {
        const res = await t.app.inject({
          method: e.method,
          url: e.url,
          headers: headersFor(e, { 'content-type': 'application/json' }),
          payload,
        });
        expectClientError(res, `${e.url} ${payload}`);
        expect(res.json()).toMatchObject({ errorCode: 'malformed_json' });
      }
    }
  });

  it('wrong types and missing fields get validation_failed with the field', async () => {
    for (const e of POSTS) {
      for (const payload of [{}, [], 42, 'text', { enabled: 'yes', modId: 7, language: 'fr', action: 1, title: 3 }]) {
        const res = await t.app.inject({
          method: e.method,
          url: e.url,
          headers: headersFor(e),
          payload: JSON.stringify(payload),
        });
        expectClientError(res, `${e.url} ${JSON.stringify(payload)}`);
      }
    }
    const lang = await t.app.inject({
      method: 'POST',
      url: '/wps/system/language',
      headers: demo(),
      payload: { language: 'fr' },
    });
    expect(lang.json()).toMatchObject({ errorCode: 'validation_failed', field: 'language' });
  });

  it('oversize bodies get payload_too_large and other content types are refused', async () => {
    const big = JSON.stringify({ language: 'x'.repeat(2 * 1024 * 1024) });
    for (const e of POSTS) {
      const res = await t.app.inject({
        method: e.method,
        url: e.url,
        headers: headersFor(e, { 'content-type': 'application/json' }),
        payload: big,
      });
      expectClientError(res, e.url);
      expect(res.json()).toMatchObject({ errorCode: 'payload_too_large' });
      const xml = await t.app.inject({
        method: e.method,
        url: e.url,
        headers: headersFor(e, { 'content-type': 'application/xml' }),
        payload: '<a/>',
      });
      expectClientError(xml, `${e.url} xml`);
      expect(xml.json()).toMatchObject({ errorCode: 'unsupported_media_type' });
    }
  });

  it('an unknown merchant, absurd merchant header and unknown host are refused', async () => {
    for (const e of ENDPOINTS.filter((x) => !x.ops && x.url !== '/wps/system/domainRoute')) {
      for (const headers of [
        { merchant: 'UNKNOWN' },
        { merchant: 'x'.repeat(500) },
        { merchant: "'; drop table merchants;--" },
        { host: 'evil.example' },
      ]) {
        const res = await t.app.inject({ method: e.method, url: e.url, headers });
        expectClientError(res, `${e.url} ${JSON.stringify(headers).slice(0, 40)}`);
        expect(res.json()).toMatchObject({ errorCode: 'merchant_not_found' });
      }
    }
    const route = await t.app.inject({ url: '/wps/system/domainRoute?domain=evil.example' });
    expect(route.json()).toMatchObject({ errorCode: 'merchant_not_found', field: 'domain' });
    // The brands table survived the injection attempt above.
    expect((await t.app.inject({ url: '/ops/brands', headers: ops() })).json().value).toHaveLength(1);
  });

  it('unknown paths and methods get not_found envelopes', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nope'],
      ['POST', '/wps/system/status'],
      ['PUT', '/ops/brands'],
      ['GET', '/lgw/unknown/thing'],
      ['DELETE', '/wps/system/menu'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: demo() });
      expectClientError(res, `${method} ${url}`);
    }
  });

  it('random query strings and bodies never crash any endpoint', async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.dictionary(
          fc.constantFrom('types', 'pageNo', 'pageSize', 'platform', 'domain', 'url', 'text', 'brand', 'x'),
          fc.string({ maxLength: 40 }),
        ),
        fc.dictionary(
          fc.constantFrom(
            'language',
            'modId',
            'enabled',
            'brand',
            'action',
            'countries',
            'cidrs',
            'until',
            'message',
            'title',
            'content',
            'type',
          ),
          junk,
        ),
        async (e, query, body) => {
          const qs = new URLSearchParams(query).toString();
          const res = await t.app.inject({
            method: e.method,
            url: `${e.url}${qs ? `?${qs}` : ''}`,
            headers: headersFor(e),
            ...(e.method === 'POST' ? { payload: body } : {}),
          });
          const what = `${e.method} ${e.url}?${qs} ${JSON.stringify(body)}`;
          // A random body may legitimately switch maintenance on: 503 system_maintenance is an answer, not a crash.
          const maintenance = res.statusCode === 503 && res.json().errorCode === 'system_maintenance';
          if (!maintenance) expect(res.statusCode, what).toBeLessThan(500);
          if (!res.headers['content-type']?.toString().includes('svg')) {
            expect(typeof (res.json() as { success: unknown }).success).toBe('boolean');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
