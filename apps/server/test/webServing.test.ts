import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, PATHS, bootDataSchema, type BootData } from '@lotus/contracts';
import { buildApp } from '../src/app';
import { domainRoutes, merchants } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { createTestApp, type TestApp } from './helpers';
import { createWebDist } from './webDistFixture';

let t: TestApp;
/** The brand rows are written straight to the database here: tell the brand caches, as an operator's change does. */
const brandChanged = () => t.ctx.invalidation.publish('brand', '*');
let app: Awaited<ReturnType<typeof buildApp>>;
const dist = createWebDist();

/** A site name an attacker would love to set: it tries to close the boot tag and run a script. */
const HOSTILE_NAME = '</script><script>alert(1)</script><!-- & \u2028';
const OTHER_HOST = 'other.example';

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: dist.dir } });
  const [other] = await t.ctx.db
    .insert(merchants)
    .values({
      code: 'OTHER',
      name: 'Other',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: {
        ...DEMO_PROFILE,
        siteName: 'Other',
        banners: [
          { id: 'o-1', group: 'home', imageUrl: '/art/banners/o"1.svg', link: null, title: { vi: 'Một', en: 'One' } },
        ],
      },
    })
    .returning({ id: merchants.id });
  await t.ctx.db.insert(domainRoutes).values({ domain: OTHER_HOST, merchantId: other!.id });
});
afterAll(async () => {
  await app.close();
  await t.close();
  dist.remove();
});

const page = (url: string, host = 'localhost', remoteAddress?: string) =>
  app.inject({ url, headers: { host }, ...(remoteAddress ? { remoteAddress } : {}) });

/** The boot tag's text, which must be the only script element the server adds. */
function bootText(html: string): string {
  const open = `<script type="application/json" id="${BOOT_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  expect(start, 'boot tag').toBeGreaterThan(0);
  return html.slice(start + open.length, html.indexOf('</script>', start));
}
const bootOf = (html: string): BootData => bootDataSchema.parse(JSON.parse(bootText(html)));

describe('serving the web app', () => {
  it('answers / and every SPA route with the app, unknown routes with 404 and the app', async () => {
    for (const url of ['/', '/index', '/register.html', '/rng?page=JADE', '/help']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Lotus</title>');
    }
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Lotus</title>');
  });

  it('serves hashed assets with a long cache and security headers on every answer', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const html = await page('/index');
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as envelopes', async () => {
    const res = await app.inject({ url: '/wps/nothing', headers: { merchant: 'LOTUS' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});

describe('the boot data in index.html', () => {
  it('is what the status, permission and menu calls answer for the brand of the Host', async () => {
    for (const host of ['localhost', OTHER_HOST]) {
      const boot = bootOf((await page('/index', host)).body);
      const api = async (url: string) => (await app.inject({ url, headers: { host } })).json().value;
      expect(boot.systemStatus, host).toEqual(await api(PATHS.systemStatus));
      expect(boot.permission, host).toEqual(await api(PATHS.permission));
      expect(boot.menu, host).toEqual(await api(PATHS.menu));
    }
    expect(bootOf((await page('/help', OTHER_HOST)).body).permission.info.whitelabel.merchantCode).toBe('OTHER');
  });

  it("carries the visitor's site mode: a restricted visitor gets status 2 (and no banner preload)", async () => {
    await t.ctx.db
      .update(merchants)
      .set({ regionEnabled: true, blockedCountries: ['US'] })
      .where(eq(merchants.code, 'OTHER'));
    brandChanged();
    try {
      const fromUs = await page('/index', OTHER_HOST, '198.51.100.9');
      expect(bootOf(fromUs.body).systemStatus.status).toBe(2);
      expect(bootOf(fromUs.body).permission.regionRestriction).toEqual({ enabled: true, restricted: true });
      expect(fromUs.body).not.toContain('rel="preload"');
      expect(fromUs.body).toContain('<div id="root"></div>');
      expect(bootOf((await page('/index', OTHER_HOST, '203.0.113.7')).body).systemStatus.status).toBe(0);
    } finally {
      await t.ctx.db
        .update(merchants)
        .set({ regionEnabled: false, blockedCountries: [] })
        .where(eq(merchants.code, 'OTHER'));
      brandChanged();
    }
  });

  it('is escaped: a site name with </script> and <!-- cannot leave the tag, and shows up at the next load', async () => {
    const [row] = await t.ctx.db.select().from(merchants).where(eq(merchants.code, 'OTHER'));
    await t.ctx.db
      .update(merchants)
      .set({ profile: { ...(row!.profile as object), siteName: HOSTILE_NAME } })
      .where(eq(merchants.id, row!.id));
    brandChanged();
    const html = (await page('/index', OTHER_HOST)).body;
    const text = bootText(html);
    expect(text).not.toMatch(/<|>|\u2028/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2); // the app's module script and the boot tag
    expect(bootOf(html).permission.info.whitelabel.siteName).toBe(HOSTILE_NAME);
  });

  it('is left out when no brand owns the Host; the web then asks the API', async () => {
    const res = await page('/index', 'nobody.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(BOOT_ELEMENT_ID);
  });
});

describe('the first banner', () => {
  it('is preloaded with high priority on the routes that show home, and only there', async () => {
    const preload = '<link rel="preload" as="image" href="/art/banners/home-1.svg" fetchpriority="high">';
    for (const url of ['/', '/index', '/register', '/register.html', '/login?next=/vip']) {
      const html = (await page(url)).body;
      expect(html, url).toContain(preload);
      // ahead of the app's module script, so it is asked for first
      expect(html.indexOf(preload), url).toBeLessThan(html.indexOf('<script type="module"'));
    }
    for (const url of ['/help', '/live', '/no-such-page'])
      expect((await page(url)).body, url).not.toContain('rel="preload"');
  });

  it('escapes the picture address in the attribute', async () => {
    const html = (await page('/index', OTHER_HOST)).body;
    expect(html).toContain('href="/art/banners/o&#34;1.svg"');
    expect(html).toContain('<img src="/art/banners/o&#34;1.svg" alt=""');
  });

  it('is painted from the HTML on the routes that show home: in #root, before any script runs', async () => {
    const banner =
      '<div id="root"><div class="banner" aria-hidden="true"><img src="/art/banners/home-1.svg" alt="" fetchpriority="high" /></div></div>';
    for (const url of ['/', '/index', '/login']) {
      const html = (await page(url)).body;
      expect(html, url).toContain(banner);
      expect(html, url).not.toContain('lotus-first-paint');
      expect(html, url).not.toContain('data-first-banner');
      expect(html, url).not.toContain('the first banner as plain HTML');
    }
    for (const url of ['/help', '/live', '/no-such-page']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('lotus-first-paint');
      expect(html, url).not.toContain('<img');
    }
  });
});
