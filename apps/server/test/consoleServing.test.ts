import fs from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, OPS_PATHS } from '@lotus/contracts';
import { buildApp } from '../src/app';
import { createTestApp, ops, type TestApp } from './helpers';
import { createWebDist } from './webDistFixture';

/** The operator console's page as Vite builds it (apps/web/console.html). */
const CONSOLE_HTML =
  '<!doctype html>\n<html lang="vi">\n<head>\n<meta charset="UTF-8" />\n<title>Lotus Console</title>\n' +
  '<script type="module" crossorigin src="/assets/console-9f8e7d.js"></script>\n</head>\n' +
  '<body>\n<div id="root"></div>\n</body>\n</html>\n';

/** What this test uses of Vite's API (the server's workspace has no Vite types). */
interface ViteModule {
  createServer(config: Record<string, unknown>): Promise<{
    listen(): Promise<unknown>;
    close(): Promise<void>;
    httpServer: Server | null;
  }>;
}

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const dist = createWebDist();
fs.writeFileSync(path.join(dist.dir, 'console.html'), CONSOLE_HTML);

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: dist.dir } });
});
afterAll(async () => {
  await app.close();
  await t.close();
  dist.remove();
});

describe('serving the operator console', () => {
  it('answers /console and every route under it with console.html, uncached, with the site’s security headers', async () => {
    for (const url of ['/console', '/console/', '/console/members/1', '/console/audit?pageNo=2']) {
      const res = await app.inject({ url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<title>Lotus Console</title>');
      expect(res.body, url).toContain('/assets/console-9f8e7d.js');
      // No brand boot data and nothing of the site's page.
      expect(res.body, url).not.toContain(BOOT_ELEMENT_ID);
      expect(res.body, url).not.toContain('lotus-first-paint');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBeTruthy();
    }
  });

  it('leaves the site’s routes, assets and the API as they were', async () => {
    const site = await app.inject({ url: '/index', headers: { host: 'localhost' } });
    expect(site.body).toContain('<title>Lotus</title>');
    expect(site.body).not.toContain('Lotus Console');
    const asset = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // A path that only starts like the console is the site's 404.
    const other = await app.inject({ url: '/consoles', headers: { host: 'localhost' } });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('<title>Lotus</title>');
    const api = await app.inject({ url: '/ops/no-such-call', headers: ops() });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });

  it('answers a plain 404 under /console when the build has no console', async () => {
    const bare = createWebDist();
    const other = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: bare.dir } });
    try {
      const res = await other.inject({ url: '/console/operators' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    } finally {
      await other.close();
      bare.remove();
    }
  });
});

describe('the web dev server (apps/web/vite.config.ts)', () => {
  it('forwards /ops to the API, headers included, and answers /console/* with the console', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    const previous = process.env.LOTUS_API;
    process.env.LOTUS_API = `http://127.0.0.1:${address.port}`;
    // The web workspace's own Vite (the server's workspace has none).
    const vitePath = createRequire(path.join(webDir, 'package.json')).resolve('vite');
    const { createServer } = (await import(pathToFileURL(vitePath).href)) as ViteModule;
    const vite = await createServer({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', strictPort: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      await vite.listen();
      const devAddress = vite.httpServer?.address();
      if (!devAddress || typeof devAddress !== 'object') throw new Error('dev server not listening');
      const base = `http://127.0.0.1:${devAddress.port}`;
      const withKey = await fetch(`${base}${OPS_PATHS.brands}`, { headers: ops() });
      expect(withKey.status).toBe(200);
      expect(await withKey.json()).toMatchObject({ success: true });
      const withoutKey = await fetch(`${base}${OPS_PATHS.brands}`);
      expect(withoutKey.status).toBeGreaterThanOrEqual(400);
      expect(await withoutKey.json()).toMatchObject({ success: false });
      // And answers the console's routes with its page (the site's fallback would be index.html).
      for (const url of ['/console', '/console/members/1']) {
        const page = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } });
        expect(page.status, url).toBe(200);
        const html = await page.text();
        expect(html, url).toContain('<title>Lotus Console</title>');
        expect(html, url).toContain('/src/console/main.tsx');
      }
    } finally {
      await vite.close();
      if (previous === undefined) delete process.env.LOTUS_API;
      else process.env.LOTUS_API = previous;
    }
  }, 60_000);
});
