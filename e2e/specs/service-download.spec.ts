import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshot } from '../support';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

describe('app download and the installable app', () => {
  it('/down shows the iOS, iOS-lite and Android QR codes and the install guides', async () => {
    const page = await newPage({ viewport: 'desktop' });
    await page.goto('/down');
    await page.getByRole('heading', { level: 1, name: 'Tải ứng dụng' }).waitFor();
    for (const name of ['iOS', 'iOS Lite', 'Android']) {
      const qr = page.getByRole('img', { name: `Mã QR tải ${name}`, exact: true });
      await qr.waitFor();
      await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await qr.getAttribute('src')).toMatch(/^\/wps\/system\/qrcode\?text=/);
    }
    const guides = page.getByRole('region', { name: 'Hướng dẫn cài đặt' });
    await guides.getByText('Vào Cài đặt → Cài đặt chung → Quản lý VPN & thiết bị', { exact: false }).waitFor();
    expect(await guides.locator('svg[data-step-art]').count()).toBe(4);
    await screenshot(page, 'down-desktop-vi');
    await guides.getByRole('tab', { name: 'Android' }).click();
    await guides.getByText('Tải tệp APK và mở tệp khi tải xong.').waitFor();
    await guides.getByRole('tab', { name: 'iOS Lite' }).click();
    await guides.getByText('Chọn Thêm vào MH chính, rồi nhấn Thêm.').waitFor();

    const en = await newPage({ viewport: 'mobile', language: 'en', locale: 'en-US' });
    await en.goto('/down');
    await en.getByRole('img', { name: 'QR code to download Android' }).waitFor();
    await screenshot(en, 'down-mobile-en');
  });

  it('serves a valid web app manifest for the brand', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const m = (await res.json()) as Manifest;
    expect(m).toMatchObject({
      name: 'Lotus',
      start_url: '/index',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(m.short_name.length).toBeGreaterThan(0);
    // Chromium's install criteria: a 192 px and a 512 px icon, which must load as PNGs of that size.
    for (const size of [192, 512]) {
      const icon = m.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png');
      expect(icon, `${size} px icon`).toBeTruthy();
      const png = Buffer.from(await (await fetch(`${baseUrl()}${icon!.src}`)).arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const page = await newPage();
    await page.goto('/index');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('registers a service worker that caches the shell, never API answers, and serves the offline page offline', async () => {
    const page = await newPage({
      viewport: 'mobile',
      allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
    });
    await page.goto('/index');
    await page.getByRole('banner').waitFor();
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      // `ready` resolves once a worker is active, which may still be finishing its activation.
      const worker = reg.active!;
      if (worker.state === 'activating') {
        await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
      }
      return { active: worker.state, scope: reg.scope, script: worker.scriptURL };
    });
    expect(state.active).toBe('activated');
    expect(state.scope).toBe(`${baseUrl()}/`);
    expect(state.script).toBe(`${baseUrl()}/sw.js`);

    // A page load under the worker; then what its caches hold.
    await page.reload();
    await page.getByRole('banner').waitFor();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => /^\/(wps|lgw|lotto|ops)\//.test(u))).toEqual([]);

    await page.context().setOffline(true);
    await page.goto('/index');
    await page.getByTestId('offline-page').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Bạn đang ngoại tuyến' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'You are offline' }).waitFor();
    await screenshot(page, 'offline-mobile');
    await page.context().setOffline(false);
    await page.getByRole('link', { name: /Thử lại/ }).click();
    await page.getByRole('banner').waitFor();
  });

  it('shows an install button when the browser offers installation, and uses the browser’s prompt', async () => {
    const page = await newPage({ viewport: 'desktop' });
    await page.goto('/down');
    await page.getByRole('heading', { level: 1, name: 'Tải ứng dụng' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cài đặt ứng dụng' }).count()).toBe(0);
    // What Chromium fires when the site is installable (headless Chromium does not offer it by itself).
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'Cài đặt ứng dụng' }).click();
    await page.getByText('Ứng dụng đã được cài đặt').waitFor();
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(true);
  });
});
