import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { accountButton, loginWithPassword, newPage, ops, opsApi, resetSiteModes, screenshot, testIp } from '../support';

afterEach(resetSiteModes);

/** The page is no wider than the viewport: nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

describe('home page in both languages at both widths', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    for (const [language, login, lobbies] of [
      ['vi', 'Đăng nhập', 'Sảnh trò chơi'],
      ['en', 'Log in', 'Game lobbies'],
    ] as const) {
      it(`renders ${language} at ${viewport} without console errors`, async () => {
        const page = await newPage({ viewport, language, context: { reducedMotion: 'reduce' } });
        await page.goto('/index');
        await page.getByRole('heading', { name: lobbies }).waitFor();
        await page.getByRole('banner').getByRole('button', { name: login }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await expectNoHorizontalScroll(page);
        await screenshot(page, `home-${language}-${viewport}`);
      });
    }
  }

  it('switches language with the selector and keeps the choice on reload', async () => {
    const page = await newPage({ viewport: 'desktop', context: { reducedMotion: 'reduce' } });
    await page.goto('/index');
    await page.getByRole('heading', { name: 'Sảnh trò chơi' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Ngôn ngữ' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Game lobbies' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Game lobbies' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'en',
      'en',
    ]);
  });
});

/** Visible texts and labels of the page that look like text keys (`header.openMenu`): a text that did not load. */
const keysShown = (page: Page) =>
  page.evaluate(() => {
    const looksLikeKey = (s: string | null) => !!s && /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(s.trim());
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (looksLikeKey(node.textContent) && node.parentElement?.checkVisibility()) found.add(node.textContent!.trim());
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (looksLikeKey(value)) found.add(value!.trim());
      }
    }
    return [...found];
  });

/** Holds the page texts (a slow line) until the returned function lets them through. */
async function holdPageTexts(page: Page) {
  const held: Route[] = [];
  await page.route('**/assets/pages-*.js', (route) => void held.push(route));
  return async () => {
    await page.unroute('**/assets/pages-*.js');
    // Unrouting may already have let some through.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

describe('texts', () => {
  // The first load carries only the shell's texts (locales/*/shell.json); the rest follows later.
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`paints the shell from its own texts at ${viewport}, signed out and signed in`, async () => {
      const page = await newPage({
        viewport,
        headers: { 'x-forwarded-for': testIp() },
        context: { reducedMotion: 'reduce', serviceWorkers: 'block' },
      });
      const checkShell = async (what: string) => {
        const release = await holdPageTexts(page);
        await page.goto('/index');
        await page.getByRole('heading', { name: 'Sảnh trò chơi' }).waitFor();
        await page.getByRole('banner').getByRole('button').first().waitFor();
        expect(await keysShown(page), what).toEqual([]);
        await release();
      };
      await checkShell('signed out');
      await loginWithPassword(page, 'demo01', 'Demo1234');
      await accountButton(page, 'demo01').waitFor();
      await checkShell('signed in');
      await accountButton(page, 'demo01').waitFor();
    });
  }
});

describe('routes', () => {
  it('/register opens the registration dialog over home; unknown routes get the not-found page', async () => {
    const page = await newPage({ context: { reducedMotion: 'reduce' } });
    await page.goto('/register.html');
    await page.getByRole('dialog', { name: 'Đăng ký' }).waitFor();
    // Home stays rendered under the dialog (hidden from assistive technology while the dialog is open).
    await page.getByRole('heading', { name: 'Sảnh trò chơi', includeHidden: true }).waitFor({ state: 'attached' });

    const missing = await newPage({ allowConsoleErrors: [/404/] });
    const res = await missing.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await missing.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' }).waitFor();
  });
});

describe('whole-site modes switched by the operator', () => {
  it('maintenance: the next load shows the maintenance page with the end time and message, in both languages', async () => {
    const until = new Date(Date.now() + 2 * 3600_000).toISOString();
    await ops(
      'maintenance',
      'on',
      '--until',
      until,
      '--message',
      'Đang nâng cấp hệ thống',
      '--message-en',
      'Upgrading our systems',
    );
    const vi = await newPage({ viewport: 'mobile' });
    await vi.goto('/index');
    await vi.getByRole('heading', { level: 1, name: 'Bảo trì hệ thống' }).waitFor();
    await vi.getByText('Đang nâng cấp hệ thống').waitFor();
    expect(await vi.getByTestId('maintenance-until').textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
    await screenshot(vi, 'maintenance-vi-mobile');

    const en = await newPage({ viewport: 'desktop', language: 'en' });
    await en.goto('/index');
    await en.getByRole('heading', { level: 1, name: 'System Maintenance' }).waitFor();
    await en.getByText('Upgrading our systems').waitFor();
    // Contact Us opens customer service in a popup window.
    const popup = en.waitForEvent('popup');
    await en.getByRole('button', { name: 'Contact Us' }).click();
    expect((await popup).url()).toBeTruthy();

    await ops('maintenance', 'off');
    await en.reload();
    await en.getByRole('heading', { name: 'Game lobbies' }).waitFor();
  });

  it('region restriction: a blocked visitor sees the IP Restriction page with their IP and country', async () => {
    await ops('region', 'deny-ip', '198.51.100.0/24');
    const blocked = await newPage({ language: 'en', headers: { 'x-forwarded-for': '198.51.100.23' } });
    await blocked.goto('/index');
    await blocked.getByRole('heading', { level: 1, name: 'IP Restriction' }).waitFor();
    expect(await blocked.getByTestId('visitor-ip').textContent()).toContain('198.51.100.23');
    await blocked.getByText(/not allowed to access the site/).waitFor();
    await screenshot(blocked, 'restricted-en-desktop');

    const other = await newPage({
      headers: { 'x-forwarded-for': '203.0.113.7' },
      context: { reducedMotion: 'reduce' },
    });
    await other.goto('/index');
    await other.getByRole('heading', { name: 'Sảnh trò chơi' }).waitFor();
  });
});

describe('announcements', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const id of created) await opsApi('DELETE', `/ops/announcements/${id}`);
  });

  it('lists notices 9 per page in the notice dialog with sanitised HTML', async () => {
    for (let i = 1; i <= 11; i++) {
      const [row] = await opsApi<Array<{ id: string }>>('POST', '/ops/announcements', {
        title: { vi: `Thông báo số ${i}`, en: `Notice number ${i}` },
        content: {
          vi: `<p>Nội dung ${i}<script>window.pwned=1</script></p>`,
          en: `<p>Body ${i}<img src=x onerror="window.pwned=1"></p>`,
        },
        startsAt: new Date(Date.now() - (20 - i) * 60_000).toISOString(),
      });
      created.push(row!.id);
    }
    // The notice's <img src=x> survives sanitising as a harmless relative image that 404s.
    const page = await newPage({ language: 'en', context: { reducedMotion: 'reduce' }, allowConsoleErrors: [/404/] });
    await page.goto('/index');
    await page.getByRole('region', { name: 'Latest notices' }).getByRole('button', { name: 'View all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification' });
    await dialog.waitFor();
    const list = dialog.getByRole('list', { name: 'Notices' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(9);
    await dialog.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await list.getByText('Notice number 1', { exact: true }).click();
    await dialog.getByText('Body 1').waitFor();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await screenshot(page, 'notice-dialog-en');
  });
});
