import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, ops, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

/** Routes that take a JSON body: a member's, a sign-in, an operator's and a vendor's. */
const JSON_ROUTES = [
  { url: '/wps/system/language', headers: demo() },
  { url: '/wps/session/login', headers: demo() },
  { url: '/ops/maintenance', headers: ops() },
  { url: '/provider/v1/bet', headers: {} },
];

describe('bodies in a content type the route does not take (docs/API.md: 415 unsupported_media_type)', () => {
  for (const type of ['text/plain', 'text/plain; charset=utf-8', 'text/html', 'application/octet-stream']) {
    it(`${type} is 415 with the envelope, not 400 validation_failed`, async () => {
      for (const r of JSON_ROUTES) {
        const res = await t.app.inject({
          method: 'POST',
          url: r.url,
          headers: { ...r.headers, 'content-type': type },
          payload: '{"language":"en"}',
        });
        expect(res.statusCode, `${type} ${r.url}`).toBe(415);
        expect(res.json(), r.url).toMatchObject({ success: false, errorCode: 'unsupported_media_type' });
        expect(typeof res.json().message).toBe('string');
      }
    });
  }

  it('JSON is still read, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/system/language',
        headers: demo({ 'content-type': type }),
        payload: '{"language":"en"}',
      });
      expect(res.statusCode, type).toBeLessThan(500);
      expect(res.statusCode, type).not.toBe(415);
    }
  });
});
