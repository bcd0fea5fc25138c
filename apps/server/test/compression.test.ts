import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS, PATHS } from '@lotus/contracts';
import { buildApp } from '../src/app';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compression';
import type { TestApp } from './helpers';
import { createMoneyApp, newMember } from './moneySupport';
import { ASSET_SOURCE, ASSET_URL, createWebDist, decodedBody } from './webDistFixture';

let t: TestApp & { url: string };
let web: Awaited<ReturnType<typeof buildApp>>;
const dist = createWebDist();

beforeAll(async () => {
  t = await createMoneyApp();
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: dist.dir } });
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  dist.remove();
});

const get = (url: string, acceptEncoding?: string) =>
  web.inject({ url, headers: { host: 'localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('built assets, compressed at build time', () => {
  it('are sent as br or gzip as the client accepts, with Vary, and as they are otherwise', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const res = await get(ASSET_URL, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toContain('immutable');
      expect(decodedBody(res), accept).toBe(ASSET_SOURCE);
      expect(res.rawPayload.length, accept).toBeLessThan(ASSET_SOURCE.length / 5);
    }
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await get(ASSET_URL, accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers['vary'], String(accept)).toMatch(/accept-encoding/i);
      expect(res.body, String(accept)).toBe(ASSET_SOURCE);
    }
  });

  it('the rendered index.html (with its boot data) is compressed per request', async () => {
    const res = await get('/index', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(decodedBody(res)).toContain('id="lotus-boot"');
    const missing = await get('/no-such-page', 'gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(missing)).toContain('<title>Lotus</title>');
  });
});

describe('API answers', () => {
  it('are compressed above the threshold and keep the envelope', async () => {
    const plain = await get(PATHS.permission);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(PATHS.permission, encoding);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['vary'], encoding).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decodedBody(res)), encoding).toEqual(plain.json());
    }
  });

  it('below the threshold go as they are, errors included', async () => {
    const small = await get(PATHS.systemStatus, 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
    const failure = await get('/wps/nothing', 'br');
    expect(failure.statusCode).toBe(404);
    expect(failure.headers['content-encoding']).toBeUndefined();
    expect(failure.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});

describe('the balance event stream', () => {
  it('is streamed as it is, never compressed, even to a client that accepts br and gzip', async () => {
    const member = await newMember(t);
    // Read as raw bytes (no client-side decoding) until the first balance event, then hang up.
    const { headers, text } = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const req = http.get(
          `${t.url}${MONEY_PATHS.balanceEvents}`,
          { headers: { ...member.h, 'accept-encoding': 'br, gzip' } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString('utf8');
              if (!text.includes('event: balance\n')) return;
              resolve({ headers: res.headers, text });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    // The first event arrives while the stream stays open: nothing held it back in a buffer.
    expect(text).toMatch(/event: balance\ndata: \{"/);
  });
});
