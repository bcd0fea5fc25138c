import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { CHROMIUM_PATH } from './chromium';
import { baseUrl } from './env';

/** The two widths the site must work at. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Launches Debian's Chromium headless. Most specs use newPage() instead, which shares one browser per file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/** The browser that newPage() uses; launched on first use and closed after the file (support/setup.ts). */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

export async function closeSharedBrowser() {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
}

export interface NewPageOptions {
  /** A size, or 'mobile' (375 px) / 'desktop' (1440 px). Default desktop. */
  viewport?: { width: number; height: number } | keyof typeof VIEWPORTS;
  /** Browser locale (navigator.language, Accept-Language), e.g. 'vi-VN' or 'en-US'. Default 'vi-VN'. */
  locale?: string;
  /** The site language the visitor chose earlier (stored lang / hisLang); default: the brand's (vi). */
  language?: 'vi' | 'en';
  /** Headers sent with every request of the page, e.g. { 'x-forwarded-for': '203.0.113.7' }. */
  headers?: Record<string, string>;
  /** Console errors matching one of these do not fail the test (e.g. an expected 404 of a resource). */
  allowConsoleErrors?: (string | RegExp)[];
  /** Anything else Playwright's browser.newContext accepts. */
  context?: BrowserContextOptions;
}

const problems = new WeakMap<Page, string[]>();
const fileScoped: (() => Promise<void>)[] = [];

/** Closes pages opened outside a test and fails on their errors; support/setup.ts runs it after each file. */
export async function finishFileScopedPages() {
  const pending = fileScoped.splice(0);
  const results = await Promise.allSettled(pending.map((f) => f()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A fresh page in its own browser context (cookies and storage start empty) pointed at the test
 * server: `page.goto('/index')` works. Console errors and uncaught page errors are collected and fail
 * the test when it finishes; the context is closed then too. (Opened in a beforeAll hook, the page
 * lives until the end of the file and its errors fail the file.)
 */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const browser = await sharedBrowser();
  const viewport =
    typeof options.viewport === 'string' ? VIEWPORTS[options.viewport] : (options.viewport ?? VIEWPORTS.desktop);
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: options.locale ?? 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    extraHTTPHeaders: options.headers,
    ...options.context,
  });
  if (options.language) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('lang', lang);
        localStorage.setItem('hisLang', lang);
      }
    }, options.language);
  }
  const page = await context.newPage();
  const found: string[] = [];
  problems.set(page, found);
  const allowed = (text: string) =>
    (options.allowConsoleErrors ?? []).some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)));
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    // A failed request's message names no URL; its location does, so a pattern may match either.
    const where = msg.location().url ? ` (${msg.location().url}:${msg.location().lineNumber})` : '';
    if (allowed(`${msg.text()}${where}`)) return;
    found.push(`console error: ${msg.text()}${where}`);
  });
  page.on('pageerror', (error) => {
    if (!allowed(error.message)) found.push(`uncaught page error: ${error.stack ?? error.message}`);
  });
  const finish = async () => {
    await context.close().catch(() => {});
    assertNoPageErrors(page);
  };
  try {
    onTestFinished(finish);
  } catch {
    // Opened in a beforeAll/beforeEach hook rather than a test: checked and closed after the file.
    fileScoped.push(finish);
  }
  return page;
}

/** The console and page errors a page from newPage() has met so far. */
export const pageErrors = (page: Page): readonly string[] => problems.get(page) ?? [];

/** Fails now (rather than at the end of the test) if the page has logged errors. */
export function assertNoPageErrors(page: Page) {
  const found = pageErrors(page);
  if (found.length) throw new Error(`the page logged ${found.length} error(s):\n${found.join('\n')}`);
}

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * Saves a full-page PNG to e2e/screenshots/<name>.png (gitignored) and returns its path; with
 * `fullPage: false` only what the viewport shows (a part scrolled into view inside a dialog).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
