import { readFileSync } from 'node:fs';
import { MEMBER_CENTRE_PAGES, WEB_ROUTES } from '@lotus/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountButton, loginWithPassword, newPage, openLoginDialog, screenshot, testIp } from '../support';

/**
 * Narrow phones (issue 10): every route of SPEC §2, signed out and signed in, the member centre's
 * pages and the dialogs, at 320 and 375 px in Vietnamese and English, never scroll sideways.
 * The site ships its own font; one case blocks it so the layout is checked with whatever fonts
 * the machine has (on a bare Debian: DejaVu Sans only). On every one of those screens no text shows a
 * raw text key (`money.entryTypes.bonus_forfeit`: a key the locale files lack, issue 33).
 */

const WIDTHS = [320, 375] as const;
const LANGUAGES = ['vi', 'en'] as const;
/** The SPA's routes; '/' only redirects and the chat window has its own test. */
const ROUTES = WEB_ROUTES.filter((r) => r !== '/' && r !== '/support/chat');

const NAMES = {
  vi: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    forgot: 'Quên mật khẩu?',
    forgotTitle: 'Quên mật khẩu',
    notices: 'Thông báo',
  },
  en: {
    login: 'Log in',
    register: 'Register',
    forgot: 'Forgot password?',
    forgotTitle: 'Forgot password',
    notices: 'Notification',
  },
} as const;

/** Loading placeholders of data (lazy pictures keep a skeleton of their own until scrolled to: not those). */
const LOADING = '.skeleton:not([data-state]), [aria-busy="true"]';

/** Waits until the page has painted its data: fonts ready, no skeleton or busy region left. */
async function settle(page: Page) {
  await page.getByRole('main').or(page.getByRole('dialog')).first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: 5_000 })
    .catch(() => {}); // a page that keeps a spinner still must not overflow
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
}

/** The elements that stick out of the viewport, outside any scroller that clips them. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clippedBy = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (
          /(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX) &&
          p.getBoundingClientRect().right <= width + 0.5
        )
          return true;
      }
      return false;
    };
    const found = [`page ${document.documentElement.scrollWidth} px wide at ${width} px`];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && !clippedBy(el))
        found.push(
          `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class')).slice(0, 80)}"> "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(box.right)}`,
        );
      if (found.length > 8) break;
    }
    return found;
  });
}

async function expectFits(page: Page, what: string) {
  await settle(page);
  const found = await overflowingElements(page);
  if (found.length) await screenshot(page, `narrow-overflow-${what}`);
  expect(found, `${what} scrolls sideways`).toEqual([]);
}

/** The site's text namespaces (`money`, `records`…): a raw key on screen starts with one of them. */
const NAMESPACES = [
  ...new Set(
    ['shell', 'pages'].flatMap((part) =>
      Object.keys(
        JSON.parse(
          readFileSync(new URL(`../../apps/web/src/locales/vi/${part}.json`, import.meta.url), 'utf8'),
        ) as object,
      ),
    ),
  ),
];

/** Texts and labels on screen that are a text key (`namespace.word…`) rather than a text. */
function rawKeys(page: Page) {
  return page.evaluate((namespaces) => {
    // Not inside an address or a domain name (lotus.example/money.x), and at least one dot after the namespace.
    const key = new RegExp(`(?<![\\w@/.-])(?:${namespaces.join('|')})\\.[A-Za-z_][\\w.]*\\w`, 'g');
    const found = new Set<string>();
    const scan = (text: string | null) => {
      for (const m of (text ?? '').matchAll(key)) found.add(m[0]);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript, template')) scan(node.nodeValue);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) scan(el.getAttribute(name));
    }
    return [...found];
  }, NAMESPACES);
}

/** No raw text key on screen (a page's texts may still be loading: it gets a moment to render them). */
async function expectNoRawKeys(page: Page, what: string) {
  let found = await rawKeys(page);
  for (let i = 0; found.length && i < 10; i++) {
    await page.waitForTimeout(200);
    found = await rawKeys(page);
  }
  if (found.length) await screenshot(page, `raw-keys-${what}`);
  expect(found, `${what} shows raw text keys`).toEqual([]);
}

async function closeDialog(dialog: Locator) {
  await dialog.page().keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Checks the current screen at each width (resizing the same page is much faster than reloading). */
async function expectFitsAtEveryWidth(page: Page, what: string) {
  await settle(page);
  await expectNoRawKeys(page, what);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await expectFits(page, `${what}-${width}`);
  }
}

/** Goes to a route inside the running app, as a link would (a full load per route would take minutes). */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** Signs demo01 in (the helper answers the Vietnamese dialog), then shows the site in `language`. */
async function signIn(page: Page, language: 'vi' | 'en') {
  await page.goto('/index');
  await loginWithPassword(page, 'demo01', 'Demo1234');
  await accountButton(page, 'demo01').waitFor();
  if (language === 'en') {
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('hisLang', 'en');
    });
    await page.reload();
    await accountButton(page, 'demo01').waitFor();
  }
}

const SLOW = { timeout: 240_000 };

describe('narrow phones (320 and 375 px): nothing scrolls sideways or shows a raw text key', () => {
  it('finds a raw text key planted in a page, in a text and in a label', async () => {
    const page = await newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/index');
    await settle(page);
    expect(await rawKeys(page)).toEqual([]);
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'Loại: money.entryTypes.bonus_forfeit · https://lotus.example/money.html';
      p.setAttribute('aria-label', 'records.col.status');
      document.querySelector('main')!.append(p);
    });
    expect((await rawKeys(page)).sort()).toEqual(['money.entryTypes.bonus_forfeit', 'records.col.status']);
  });

  for (const language of LANGUAGES) {
    const names = NAMES[language];
    const start = { width: WIDTHS[0], height: 740 };

    it(`signed out, ${language}: every route and the sign-in dialogs`, SLOW, async () => {
      const page = await newPage({ viewport: start, language, context: { reducedMotion: 'reduce' } });
      await page.goto('/index');
      for (const route of ROUTES) {
        await visit(page, route);
        await expectFitsAtEveryWidth(page, `${language}${route}`);
      }
      await visit(page, '/index');
      const login = await openLoginDialog(page, new RegExp(`^${names.login}$`));
      await expectFitsAtEveryWidth(page, `${language}-login-dialog`);
      await login.getByRole('button', { name: names.forgot }).click();
      const forgot = page.getByRole('dialog', { name: names.forgotTitle });
      await expectFitsAtEveryWidth(page, `${language}-forgot-dialog`);
      await closeDialog(forgot);
      await page.goto('/register');
      await page.getByRole('dialog', { name: names.register }).waitFor();
      await expectFitsAtEveryWidth(page, `${language}-register-dialog`);
    });

    it(`signed in, ${language}: every route, the member centre and the account menu`, SLOW, async () => {
      const page = await newPage({
        viewport: start,
        headers: { 'x-forwarded-for': testIp() },
        context: { reducedMotion: 'reduce' },
      });
      await signIn(page, language);
      for (const route of ROUTES) {
        await visit(page, route);
        await expectFitsAtEveryWidth(page, `${language}-signed-in${route}`);
      }
      for (const mc of MEMBER_CENTRE_PAGES) {
        await visit(page, `/index?mc=${mc}`);
        await page.getByTestId('member-centre').waitFor();
        await expectFitsAtEveryWidth(page, `${language}-mc-${mc}`);
      }
      await visit(page, '/index');
      await page.setViewportSize(start);
      await accountButton(page, 'demo01').click();
      await page.getByRole('menu').waitFor();
      await expectFitsAtEveryWidth(page, `${language}-account-menu`);
      await screenshot(page, `narrow-account-menu-${language}`);
    });
  }

  it('fits 320 px with the web font blocked (only the machine fonts)', async () => {
    const page = await newPage({
      viewport: { width: 320, height: 740 },
      allowConsoleErrors: [/Failed to load resource/, /woff2/],
    });
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/index');
    for (const route of ['/index', '/rng', '/join', '/help', '/down']) {
      await visit(page, route);
      await expectFits(page, `fallback-font${route}`);
    }
    await visit(page, '/index');
    await openLoginDialog(page);
    await expectFits(page, 'fallback-font-login-dialog');
    await screenshot(page, 'narrow-fallback-font-login-320');
  });
});
