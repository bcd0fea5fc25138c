import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lotus</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp();
  app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: dist } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('serving the web app', () => {
  it('answers / and every SPA route with the app, unknown routes with 404 and the app', async () => {
    for (const url of ['/', '/index', '/register.html', '/rng?page=JADE', '/help']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Lotus</title>');
    }
    const missing = await app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Lotus</title>');
  });

  it('serves hashed assets with a long cache and security headers on every answer', async () => {
    const res = await app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps unknown API paths as envelopes', async () => {
    const res = await app.inject({ url: '/wps/nothing', headers: { merchant: 'LOTUS' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});
