/**
 * Web bench (issues 10 and 37, "the site on a real phone"): Lighthouse's mobile preset (an emulated
 * Moto G Power with simulated slow 4G and a 4x slower CPU) on the real site, next to a bare Vite + React
 * page built in the same run as the floor.
 *
 *   npm run bench -- web [--runs 3] [--reports] [--only rng]
 *   npm run bench -- web --guard [--runs 3]      the CI guard of `npm test` (scripts/lighthouse-guard.mjs)
 *
 * It builds the web app (into a temporary folder, so a build in the working tree is left alone) and
 * the floor (bench/web-floor, with Vite's JS API), starts the real server on a free port with a
 * fresh PGlite DATA_DIR (so the demo brand is seeded), serves the floor precompressed (by the site's
 * own build plugin, sent as the site sends its assets), signs in as the demo member, and audits the
 * pages of issue 37 (PAGES below: the pages a player lands on, the member centre signed in, /game with
 * the house slot, and the lottery and sportsbook frames, each launched as the demo member before its
 * run) and the floor with Debian's Chromium (/usr/bin/chromium). Each page is audited --runs times,
 * round robin, and Lighthouse's median run is shown, with every target it misses. --reports writes
 * every run's JSON report to .tmp/bench-web/. Server, Chromium and temporary folders are removed at
 * the end, also after a failure or Ctrl-C.
 *
 * A benchmark, not a test: missed targets are marked in the table; the exit code is non-zero only
 * when the measurement itself failed. Except with --guard: then the already built apps/web/dist (no
 * build, no floor) is audited on GUARD_PAGES, and the exit code is 1 when a median is past the
 * guard's lenient limits (GUARD below), so that start-up work that blocks the main thread fails CI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import fastifyStatic from '@fastify/static';
import {
  ACCOUNT_PATHS,
  GAME_PATHS,
  HOUSE_VASSALAGE,
  LAUNCH_PATHS,
  LOTTERY_VASSALAGE,
  MOD,
  OPS_MEMBER_PATHS,
  OPS_PATHS,
  SPORTS_VASSALAGE,
  type GameList,
  type LaunchResult,
  type LoginInfo,
  type LoginResult,
} from '@lotus/contracts';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse, { type Flags, type Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { precompress } from '../apps/web/build/precompress';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage';
import { productionKeys } from '../deploy/cluster';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FLOOR_SOURCE = path.join(ROOT, 'bench/web-floor');
const REPORTS_DIR = path.join(ROOT, '.tmp/bench-web');
const CHROMIUM = '/usr/bin/chromium';
/** What this machine's Chromium needs to run headless as root in a container, and quietly. */
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const DEMO_MEMBER = { username: 'demo01', password: 'Demo1234' };
const KiB = 1024;

interface Options {
  runs: number;
  reports: boolean;
  /** The pages to audit: all, or those whose label contains --only (e.g. "rng", "floor"). */
  pages: Target[];
  /** The CI guard: the built apps/web/dist, GUARD_PAGES, exit 1 past GUARD's limits. */
  guard: boolean;
}

/** One page to audit; `signedIn` pages get the demo member's session before the app boots. */
interface Target {
  label: string;
  /** The path on the site, or on the floor's server when `isFloor`. */
  path: string;
  signedIn?: boolean;
  isFloor?: boolean;
  /**
   * A game the demo member launches (the web's own launch call) before each run: `frame` audits the
   * game's own page (the launch's game_url), `gamePage` audits `path` (/game) showing it, as after a
   * tile's tap. Each run launches anew, so no launch token is used twice.
   */
  game?: { vassalage: string; code?: string; show: 'frame' | 'gamePage' };
}

/**
 * The pages of issue 37: where a player lands from an advert or a shared link, the member centre
 * signed in, /game with the house slot, the lottery's and the sportsbook's frames; and the floor.
 */
const PAGES: Target[] = [
  { label: '/index', path: '/index' },
  { label: '/rng', path: '/rng' },
  { label: '/live', path: '/live' },
  { label: '/promotions', path: '/promotions' },
  { label: '/vip', path: '/vip' },
  { label: 'member centre (in)', path: '/index?mc=securityCenter', signedIn: true },
  {
    label: '/game house slot (in)',
    path: '/game',
    signedIn: true,
    game: { vassalage: HOUSE_VASSALAGE, code: 'lotus-slot', show: 'gamePage' },
  },
  { label: 'lottery frame (in)', path: '', signedIn: true, game: { vassalage: LOTTERY_VASSALAGE, show: 'frame' } },
  { label: 'sportsbook frame (in)', path: '', signedIn: true, game: { vassalage: SPORTS_VASSALAGE, show: 'frame' } },
  { label: 'floor (Vite + React)', path: '/', isFloor: true },
];

/**
 * What `npm test` audits (scripts/lighthouse-guard.mjs): the home page signed out and signed in (the
 * member's start: session, balance, badges, streams, reality check).
 */
const GUARD_PAGES: Target[] = [PAGES[0]!, { label: '/index (in)', path: '/index', signedIn: true }];

/**
 * The CI guard's limits on each page's median of --runs (3). TBT is the main one: start-up work that
 * blocks the main thread shows there whatever the machine (a 500 ms busy loop is ≈2,000 ms of TBT under
 * the 4x CPU slowdown, on top of the page's own: /index had 681 ms on a quiet machine before issue 37),
 * while the limit leaves room for a loaded CI machine. The score's floor is a backstop, as lenient:
 * issue 37 measured /index at 77 on a quiet machine, and a floor the site does not clear on CI would
 * stop every change from landing. Raise both once the quiet figures meet the targets.
 */
const GUARD = { minScore: 60, maxTbtMs: 2000 };

/** What the table shows for one page: its median run, and the spread of the score over all runs. */
interface Figures {
  runs: number;
  /** Runs with every key metric; only these give figures. */
  validRuns: number;
  /** Why the other runs were left out, e.g. "largest-contentful-paint: NO_LCP". */
  invalidReasons: string[];
  score: number;
  scoreMin: number;
  scoreMax: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  scriptBytes: number;
  requests: number;
  uncompressedSavingsBytes: number;
}

function readOptions(): Options {
  let values: { runs: string; reports: boolean; only?: string; guard: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        reports: { type: 'boolean', default: false },
        only: { type: 'string' },
        guard: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(
      `${(error as Error).message}; usage: npm run bench -- web [--runs 3] [--reports] [--only rng] [--guard]`,
    );
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15)
    throw new UsageError('--runs must be a whole number from 1 to 15');
  const all = values.guard ? GUARD_PAGES : PAGES;
  const pages = all.filter((p) => !values.only || p.label.includes(values.only));
  if (!pages.length)
    throw new UsageError(`--only ${values.only} matches none of ${all.map((p) => p.label).join(', ')}`);
  return { runs, reports: values.reports, pages, guard: values.guard };
}

class UsageError extends Error {}
/** A run that Lighthouse itself reports as failed; another run usually succeeds. */
class LighthouseRunError extends Error {}

// ── cleanup ──────────────────────────────────────────────────────────────────────────────────────

/** Undo steps run last-in first-out, once, whether the bench finished, failed or was interrupted. */
class Cleanup {
  private steps: Array<{ what: string; undo: () => unknown }> = [];
  private done = false;

  add(what: string, undo: () => unknown) {
    this.steps.push({ what, undo });
  }

  async run() {
    if (this.done) return;
    this.done = true;
    for (const { what, undo } of this.steps.reverse()) {
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup: ${what} failed: ${(error as Error).message}`);
      }
    }
  }
}

function tempDir(cleanup: Cleanup, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lotus-bench-web-${name}-`));
  cleanup.add(`remove ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ── builds ───────────────────────────────────────────────────────────────────────────────────────

function requireChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  throw new UsageError(
    `${CHROMIUM} not found: this bench uses Debian's Chromium (apt-get install -y chromium), never a downloaded browser`,
  );
}

/** Runs a command, its output kept in a log that is shown only when it fails. */
function runLogged(command: string, args: string[], log: string): Promise<void> {
  const out = fs.openSync(log, 'w');
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }; // a readable log, without escape codes
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${tail(log)}`)),
    );
  });
}

const tail = (file: string, chars = 3000) => fs.readFileSync(file, 'utf8').slice(-chars);

/** `npm run build` of the web app, written to `outDir` so that the working tree's dist is untouched. */
async function buildWebApp(outDir: string, logDir: string) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['run', 'build', '-w', '@lotus/web', '--', '--outDir', outDir, '--emptyOutDir'];
  await runLogged(npm, args, path.join(logDir, 'web-build.log'));
}

/**
 * The game frames' pages (apps/frames), built where the server reads them (apps/frames/dist, as `npm run
 * build` builds them): the lottery's and the sportsbook's pages are audited with their real scripts.
 */
async function buildFrames(logDir: string) {
  if (!fs.existsSync(path.join(ROOT, 'apps/frames/package.json'))) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await runLogged(npm, ['run', 'build', '-w', '@lotus/frames'], path.join(logDir, 'frames-build.log'));
}

/** A module as the web app resolves it: vite and its React plugin live in apps/web's node_modules. */
async function importFromWebApp<T>(specifier: string): Promise<T> {
  const resolved = createRequire(path.join(ROOT, 'apps/web/package.json')).resolve(specifier);
  return (await import(pathToFileURL(resolved).href)) as T;
}

/**
 * The floor page, built with Vite's JS API, the web app's own Vite and React plugin, and the site's
 * own precompress plugin, so that its files are compressed exactly as the site's are.
 */
async function buildFloor(outDir: string, cacheDir: string) {
  const vite = await importFromWebApp<{ build(config: object): Promise<unknown> }>('vite');
  const react = await importFromWebApp<{ default: () => unknown }>('@vitejs/plugin-react');
  await vite.build({
    root: FLOOR_SOURCE,
    configFile: false,
    cacheDir,
    logLevel: 'warn',
    plugins: [react.default(), precompress()],
    build: { outDir, emptyOutDir: true },
  });
}

// ── servers ──────────────────────────────────────────────────────────────────────────────────────

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Site {
  origin: string;
  opsKey: string;
}

/** The real server (apps/server/src/main.ts, as `npm start` runs it) on a fresh PGlite DATA_DIR. */
async function startSite(cleanup: Cleanup, webDist: string, dataDir: string): Promise<Site> {
  const port = await freePort();
  const opsKey = `bench-web-${crypto.randomUUID()}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    OPS_KEY: opsKey,
    // Production refuses generated keys (modules/platform/safety.ts): the site's own, as a real one has.
    ...productionKeys(process.env),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Background money jobs would only add CPU noise to the traces; repeated runs must never meet a 429.
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  delete env.DATABASE_URL; // PGlite, whatever the caller's shell has
  delete env.REDIS_URL;
  const log = path.join(dataDir, 'server.log');
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  cleanup.add('stop the server', () => stopProcess(child));
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child, log);
  return { origin, opsKey };
}

/** Waits until /healthz answers (migrations and the demo seed run first on a fresh DATA_DIR). */
async function waitForHealth(origin: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${tail(log)}`);
    try {
      if ((await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /healthz within 180 s:\n${tail(log)}`);
}

/** SIGTERM (the server closes its database cleanly), SIGKILL if it has not exited 10 s later. */
async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The floor on its own port, with the site's caching and its precompressed files. */
async function serveFloor(cleanup: Cleanup, dir: string): Promise<string> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup.add('stop the floor server', () => app.close());
  const { port } = app.server.address() as net.AddressInfo;
  return `http://127.0.0.1:${port}`;
}

// ── signing in ───────────────────────────────────────────────────────────────────────────────────

/** One API call; resolves to the envelope's value, throws with the server's reason. */
async function apiValue<T>(
  origin: string,
  route: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${origin}${route}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await res.json()) as { success: boolean; value?: T; errorCode?: string; message?: string };
  if (!envelope.success) throw new Error(`${route}: ${res.status} ${envelope.errorCode} ${envelope.message ?? ''}`);
  return envelope.value as T;
}

const setSwitch = (site: Site, modId: string, enabled: boolean) =>
  apiValue(site.origin, OPS_PATHS.switch, {
    method: 'POST',
    headers: { 'x-ops-key': site.opsKey },
    body: { modId, enabled, brand: 'LOTUS' },
  });

/**
 * Signs the demo member in through the API. The browser's login needs the slider captcha and a JWE
 * body, so both are switched off for that one call and back to the seed's values before any audit.
 */
async function signInDemoMember(site: Site): Promise<{ login: LoginResult; info: LoginInfo }> {
  await setSwitch(site, MOD.SLIDER_CAPTCHA, false);
  await setSwitch(site, MOD.PLAIN_JSON_LOGIN, true);
  try {
    const login = await apiValue<LoginResult>(site.origin, ACCOUNT_PATHS.login, {
      method: 'POST',
      body: { type: 'username', ...DEMO_MEMBER },
    });
    const headers = { authorization: login.token };
    const info = await apiValue<LoginInfo>(site.origin, ACCOUNT_PATHS.loginInfo, { headers });
    // What the web app does after a first sign-in, so the audited page is an ordinary later visit.
    if (login.firstTimeLogin || info.firstTimeLogin)
      await apiValue(site.origin, ACCOUNT_PATHS.firstLogin, { method: 'POST', headers });
    // A stake, so that the games' launches (refused with an empty wallet) open their pages.
    await apiValue(site.origin, OPS_MEMBER_PATHS.memberAdjustments.replace(':id', String(info.customerId)), {
      method: 'POST',
      headers: { 'x-ops-key': site.opsKey },
      body: {
        direction: 'credit',
        amount: '1000',
        reason: 'bench web: a stake to launch games',
        requestKey: 'bench-web-stake',
      },
    });
    return { login, info };
  } finally {
    await setSwitch(site, MOD.SLIDER_CAPTCHA, true);
    await setSwitch(site, MOD.PLAIN_JSON_LOGIN, false);
  }
}

/** The session-storage key of the launched game's URL, which /game shows (features/games/store.ts GAME_STORAGE). */
const GAME_URL_KEY = 'gameUrl';

/**
 * Launches a game as the demo member, as a tile's tap does (the launch call of features/games/api.ts):
 * the first game of `vassalage` (or its game `code`), answering the launch's game_url on this site.
 */
async function launchGame(origin: string, token: string, game: NonNullable<Target['game']>): Promise<string> {
  const headers = { authorization: token };
  const list = await apiValue<GameList>(
    origin,
    `${GAME_PATHS.gameList}?clientType=3&platform=html5&pageNo=1&pageSize=100&vassalage=${game.vassalage}&language=vi`,
    { headers },
  );
  const found = list.games.find((g) => !game.code || g.code === game.code);
  if (!found) throw new Error(`no game ${game.code ?? ''} of ${game.vassalage} in the demo catalogue`);
  const query = new URLSearchParams({
    gameId: String(found.gameId),
    nodeId: String(found.nodeId),
    accountType: '1',
    confirmTrans: '0',
    vassalage: found.vassalage,
    launchMode: 'GLS',
    platform: 'html5',
    clientType: '3',
    language: 'vi',
  });
  const launched = await apiValue<LaunchResult>(origin, `${LAUNCH_PATHS.launchGame}?${query}`, { headers });
  const url = launched.game_url ?? launched.game_url2;
  if (!url) throw new Error(`the launch of ${found.vassalage} ${found.code} gave no game_url (${launched.kind})`);
  return new URL(url, origin).href;
}

/** The session-storage entries the web app writes after a sign-in (lib/session.ts writeSession). */
function sessionEntries({ login, info }: { login: LoginResult; info: LoginInfo }): Array<[string, string]> {
  const K = STORAGE_KEYS;
  const entries: Array<[string, string]> = [
    [K.token, login.token],
    [K.account, info.account],
    [K.merchant, info.merchant],
    [K.merchantCode, info.merchantCode],
    [K.customerId, String(info.customerId)],
    [K.memberLabel, JSON.stringify(info.memberLabel)],
    [K.isAgent, String(info.isAgent)],
    [K.toUpline, String(info.toUpline)],
    [K.platform, info.platform],
  ];
  if (info.nickname !== null) entries.push([K.nickname, info.nickname]);
  return entries;
}

// ── Lighthouse ───────────────────────────────────────────────────────────────────────────────────

interface Chromium {
  chrome: LaunchedChrome;
  browser: Browser;
}

async function startChromium(cleanup: Cleanup): Promise<Chromium> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  cleanup.add('stop Chromium', () => chrome.kill());
  // Lighthouse drives a puppeteer page, so that a signed-in page can get its session first.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  cleanup.add('disconnect from Chromium', () => browser.disconnect());
  return { chrome, browser };
}

/**
 * One Lighthouse run (mobile preset, performance only) of `url` in a fresh tab of a fresh context.
 * `session` entries (none for a signed-out page) are put in session storage first.
 */
async function audit(browser: Browser, url: string, session: Array<[string, string]>): Promise<LighthouseResult> {
  // A fresh context per run (no cookies, local storage or cache from the last one), as Lighthouse's
  // own command line gets from a new browser profile each time.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (session.length) {
      // Written before any script of each document runs, as if the member had signed in in this tab.
      await page.evaluateOnNewDocument(
        (origin: string, entries: Array<[string, string]>) => {
          if (location.origin !== origin) return;
          for (const [key, value] of entries) sessionStorage.setItem(key, value);
        },
        new URL(url).origin,
        session,
      );
    }
    const flags: Flags = { logLevel: 'silent', onlyCategories: ['performance'] };
    const result = await withoutLanternStacks(() => lighthouse(url, flags, undefined, page));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
    return lhr;
  } finally {
    await context.close();
  }
}

/** Lighthouse's trace engine prints every LanternError (NO_LCP…) with its stack; the bench says it once, itself. */
async function withoutLanternStacks<T>(work: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (!(args[0] instanceof Error && args[0].constructor.name === 'LanternError')) original(...args);
  };
  try {
    return await work();
  } finally {
    console.error = original;
  }
}

/** The member's session for the audits: the storage entries and the token for launches. */
interface MemberSession {
  token: string;
  entries: Array<[string, string]>;
}

/** The address to audit and the session-storage entries to put first, a game launched anew when the page has one. */
async function pageToAudit(page: Target, origins: { site: string; floor: string }, member: MemberSession) {
  const entries = page.signedIn ? member.entries : [];
  if (!page.game) return { url: `${page.isFloor ? origins.floor : origins.site}${page.path}`, entries };
  const gameUrl = await launchGame(origins.site, member.token, page.game);
  if (page.game.show === 'frame') return { url: gameUrl, entries };
  return { url: `${origins.site}${page.path}`, entries: [...entries, [GAME_URL_KEY, gameUrl] as [string, string]] };
}

/** Every page `runs` times, round robin, so that a busy moment on the machine hits all pages alike. */
async function auditAll(
  browser: Browser,
  origins: { site: string; floor: string },
  { runs, reports, pages }: Options,
  member: MemberSession,
) {
  const results = new Map<Target, LighthouseResult[]>(pages.map((p) => [p, []]));
  const labelWidth = Math.max(...pages.map((p) => p.label.length));
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const started = Date.now();
      const { url, entries } = await pageToAudit(page, origins, member);
      const lhr = await auditWithRetries(browser, url, entries, 3);
      results.get(page)!.push(lhr);
      if (reports) saveReport(`${slugOf(page)}-run${run}`, lhr);
      const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
      const missing = missingMetricReason(lhr);
      console.log(
        `  run ${run}/${runs}  ${page.label.padEnd(labelWidth)}  ${whole(scoreOf(lhr)).padStart(3)}  (${took})` +
          (missing ? `  left out, no ${missing}` : ''),
      );
    }
  }
  return results;
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP…); such a run is redone. */
async function auditWithRetries(browser: Browser, url: string, session: Array<[string, string]>, attempts: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(browser, url, session);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= attempts) throw error;
      console.log(`  (${error.message}; trying again)`);
    }
  }
}

const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? NaN) * 100);

/** Transfer size and request count of one resource type from the resource-summary audit. */
function resourceSummary(lhr: LighthouseResult, type: 'total' | 'script') {
  const details = lhr.audits['resource-summary']?.details as
    { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> } | undefined;
  return details?.items?.find((item) => item.resourceType === type) ?? { transferSize: NaN, requestCount: NaN };
}

/** The metrics a run must have to count; a run without one (NO_LCP, NO_FCP…) scores nothing. */
const KEY_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'interactive', 'total-blocking-time'];

/** Why Lighthouse could not compute a key metric of this run, e.g. NO_LCP; undefined when it could. */
function missingMetricReason(lhr: LighthouseResult): string | undefined {
  const failed = KEY_METRICS.map((id) => lhr.audits[id]).find((a) => a?.numericValue === undefined);
  return failed ? `${failed.id}: ${failed.errorMessage ?? 'no value'}` : undefined;
}

/**
 * Lighthouse's median run (nearest the median FCP and TTI) of the runs that have every key metric
 * gives the figures, and those runs the score range. When no run has them all, the run of median FCP
 * still gives what Lighthouse could compute, without a score.
 */
function figuresOf(runs: LighthouseResult[]): Figures {
  const valid = filterToValidRuns(runs).filter((lhr) => !missingMetricReason(lhr));
  const median = valid.length ? computeMedianRun(valid) : medianByFcp(runs);
  const scores = valid.map(scoreOf);
  const compression = median.audits['uses-text-compression']?.details as { overallSavingsBytes?: number } | undefined;
  return {
    runs: runs.length,
    validRuns: valid.length,
    invalidReasons: runs.map(missingMetricReason).filter((r): r is string => r !== undefined),
    score: valid.length ? scoreOf(median) : NaN,
    scoreMin: Math.min(...scores),
    scoreMax: Math.max(...scores),
    fcpMs: numeric(median, 'first-contentful-paint'),
    lcpMs: numeric(median, 'largest-contentful-paint'),
    tbtMs: numeric(median, 'total-blocking-time'),
    cls: numeric(median, 'cumulative-layout-shift'),
    speedIndexMs: numeric(median, 'speed-index'),
    totalBytes: numeric(median, 'total-byte-weight'),
    scriptBytes: resourceSummary(median, 'script').transferSize,
    requests: resourceSummary(median, 'total').requestCount,
    uncompressedSavingsBytes: compression?.overallSavingsBytes ?? 0,
  };
}

function medianByFcp(runs: LighthouseResult[]): LighthouseResult {
  const byFcp = [...runs].sort((a, b) => numeric(a, 'first-contentful-paint') - numeric(b, 'first-contentful-paint'));
  return byFcp[Math.floor((byFcp.length - 1) / 2)]!;
}

const slugOf = (target: Target) => target.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/** A JSON report for the Lighthouse viewer, written as soon as its run ends (so a failed bench keeps it). */
function saveReport(name: string, lhr: LighthouseResult) {
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
}

// ── the table ────────────────────────────────────────────────────────────────────────────────────

const NA = 'n/a';
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : NA);
const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : NA);
const kib = (bytes: number) => (Number.isFinite(bytes) ? `${Math.round(bytes / KiB)}` : NA);
const whole = (n: number) => (Number.isFinite(n) ? String(n) : NA);

const COLUMNS: Array<{ title: string; width: number; cell: (f: Figures) => string }> = [
  { title: 'runs', width: 4, cell: (f) => (f.validRuns === f.runs ? String(f.runs) : `${f.validRuns}/${f.runs}`) },
  { title: 'perf', width: 4, cell: (f) => whole(f.score) },
  {
    title: 'range',
    width: 7,
    cell: (f) => (f.validRuns < 2 || f.scoreMin === f.scoreMax ? '' : `${f.scoreMin}–${f.scoreMax}`),
  },
  { title: 'FCP', width: 7, cell: (f) => seconds(f.fcpMs) },
  { title: 'LCP', width: 7, cell: (f) => seconds(f.lcpMs) },
  { title: 'TBT', width: 8, cell: (f) => millis(f.tbtMs) },
  { title: 'CLS', width: 6, cell: (f) => (Number.isFinite(f.cls) ? f.cls.toFixed(3) : NA) },
  { title: 'SI', width: 7, cell: (f) => seconds(f.speedIndexMs) },
  { title: 'KiB', width: 6, cell: (f) => kib(f.totalBytes) },
  { title: 'JS KiB', width: 6, cell: (f) => kib(f.scriptBytes) },
  { title: 'reqs', width: 4, cell: (f) => whole(f.requests) },
];

function printTable(rows: Array<[Target, Figures]>) {
  const labelWidth = Math.max(4, ...rows.map(([t]) => t.label.length));
  const line = (label: string, cells: string[]) =>
    [label.padEnd(labelWidth), ...cells.map((c, i) => c.padStart(COLUMNS[i]!.width))].join('  ');
  console.log(
    `\n${line(
      'page',
      COLUMNS.map((c) => c.title),
    )}`,
  );
  for (const [target, figures] of rows)
    console.log(
      line(
        target.label,
        COLUMNS.map((c) => c.cell(figures)),
      ),
    );
  console.log(
    'runs: valid/audited; perf: median run (range over the valid runs); KiB: transferred, total and scripts; reqs: requests',
  );
}

/** The targets of issue 37, on every audited page of the site (not the floor); the transfer on /index only. */
const TARGETS: Array<{ what: string; short: string; met: (f: Figures) => boolean; only?: string }> = [
  { what: 'performance ≥ 90', short: 'perf', met: (f) => f.score >= 90 },
  { what: 'LCP ≤ 2.5 s', short: 'LCP', met: (f) => f.lcpMs <= 2500 },
  { what: 'TBT ≤ 200 ms', short: 'TBT', met: (f) => f.tbtMs <= 200 },
  { what: 'CLS ≤ 0.05', short: 'CLS', met: (f) => f.cls <= 0.05 },
  { what: 'transfer ≤ 400 KiB', short: 'KiB', met: (f) => f.totalBytes <= 400 * KiB, only: '/index' },
];

/** Which targets each page misses; the exit code stays 0 (a benchmark reports, the guard judges). */
function printTargets(rows: Array<[Target, Figures]>) {
  const site = rows.filter(([t]) => !t.isFloor);
  if (!site.length) return;
  console.log(
    `\ntargets of issue 37 (Lighthouse mobile, median run): ${TARGETS.map((t) => t.what + (t.only ? ` (${t.only})` : '')).join(', ')}`,
  );
  const labelWidth = Math.max(...site.map(([t]) => t.label.length));
  for (const [target, f] of site) {
    const missed = TARGETS.filter((t) => (!t.only || t.only === target.label) && !t.met(f)).map((t) => t.short);
    console.log(`  ${target.label.padEnd(labelWidth)}  ${missed.length ? `FAIL ${missed.join(', ')}` : 'pass'}`);
  }
}

/** The CI guard's verdict on each page's median; true when every page is within GUARD's limits. */
function judgeGuard(rows: Array<[Target, Figures]>): boolean {
  console.log(
    `\nLighthouse guard (median of the runs; limits: performance ≥ ${GUARD.minScore}, TBT ≤ ${GUARD.maxTbtMs} ms):`,
  );
  let passed = true;
  for (const [target, f] of rows) {
    const why = [
      !(f.score >= GUARD.minScore) && `performance ${whole(f.score)} < ${GUARD.minScore}`,
      !(f.tbtMs <= GUARD.maxTbtMs) && `TBT ${millis(f.tbtMs)} > ${GUARD.maxTbtMs} ms`,
    ].filter(Boolean);
    if (why.length) passed = false;
    console.log(
      `  ${why.length ? 'FAIL' : 'pass'}  ${target.label}: ${why.length ? why.join(', ') : `performance ${whole(f.score)}, TBT ${millis(f.tbtMs)}`}`,
    );
  }
  return passed;
}

/** Warnings that say the figures themselves are off, not the site. */
function printSanityWarnings(rows: Array<[Target, Figures]>, busiestLoad: number) {
  const cores = os.availableParallelism();
  // The audit itself keeps about one core busy (Chromium, Lighthouse, the server), so only well past
  // the core count does other work show.
  if (busiestLoad > 2 * cores)
    console.log(
      `\nwarning: load average reached ${busiestLoad.toFixed(1)} on ${cores} cores during the audits: ` +
        'other work slowed the traces (TBT, LCP and the score suffer most); measure again when the machine is quiet',
    );
  for (const [target, f] of rows) {
    if (f.invalidReasons.length)
      console.log(
        `\nwarning: ${target.label}: ${f.invalidReasons.length} of ${f.runs} runs left out, Lighthouse could not ` +
          `compute ${[...new Set(f.invalidReasons)].join('; ')}`,
      );
    if (target.isFloor && f.score < 90)
      console.log(
        `\nwarning: the floor scored ${f.score} (expected ~100): the machine is busy; take every figure as rough`,
      );
    if (f.uncompressedSavingsBytes > 10 * KiB)
      console.log(
        `\nwarning: ${target.label} sends text uncompressed (${kib(f.uncompressedSavingsBytes)} KiB to save with compression)`,
      );
  }
}

function printEnvironment(results: Map<Target, LighthouseResult[]>, chromiumVersion: string) {
  const all = [...results.values()].flat();
  const benchmark = all.map((lhr) => lhr.environment.benchmarkIndex).sort((a, b) => a - b);
  console.log(
    `\nLighthouse ${all[0]?.lighthouseVersion}, ${chromiumVersion}, mobile preset (simulated throttling); ` +
      `CPU benchmark index ${Math.round(benchmark[Math.floor(benchmark.length / 2)] ?? NaN)} (median; Lighthouse's 4x slowdown assumes ~1000+)`,
  );
}

/** The highest one-minute load average seen while auditing, sampled every 5 s. */
function watchLoad(cleanup: Cleanup) {
  const watch = { busiest: os.loadavg()[0]! };
  const timer = setInterval(() => (watch.busiest = Math.max(watch.busiest, os.loadavg()[0]!)), 5000);
  cleanup.add('stop watching the load', () => clearInterval(timer));
  return watch;
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────────

/** The working tree's build, which `npm test` has just made (the guard audits what CI built). */
const BUILT_DIST = path.join(ROOT, 'apps/web/dist');

/** Resolves to false when the guard failed (always true without --guard). */
async function measure(options: Options, cleanup: Cleanup): Promise<boolean> {
  requireChromium();
  const needsFloor = options.pages.some((p) => p.isFloor);
  let webDist = BUILT_DIST;
  let floorOrigin = '';
  if (options.guard) {
    if (!fs.existsSync(path.join(BUILT_DIST, 'index.html')))
      throw new UsageError(`${path.relative(ROOT, BUILT_DIST)} has no index.html: run \`npm run build\` first`);
  } else {
    const logDir = tempDir(cleanup, 'logs');
    webDist = tempDir(cleanup, 'dist');
    console.log(`building the game frames, the web app${needsFloor ? ' and the floor page' : ''}…`);
    await buildFrames(logDir);
    await buildWebApp(webDist, logDir);
  }
  console.log('starting the server (fresh PGlite data, demo brand)…');
  const site = await startSite(cleanup, webDist, tempDir(cleanup, 'data'));
  if (needsFloor) {
    const floorDist = tempDir(cleanup, 'floor');
    await buildFloor(floorDist, tempDir(cleanup, 'vite-cache'));
    floorOrigin = await serveFloor(cleanup, floorDist);
  }
  const signedIn = await signInDemoMember(site);
  const member = { token: signedIn.login.token, entries: sessionEntries(signedIn) };

  const origins = { site: site.origin, floor: floorOrigin };
  const { browser } = await startChromium(cleanup);
  const chromiumVersion = await browser.version();
  console.log(`auditing ${options.pages.length} pages × ${options.runs} runs (load average ${loadNow()})…`);
  const loadWatch = watchLoad(cleanup);
  const results = await auditAll(browser, origins, options, member);

  const rows = [...results].map(([t, runs]): [Target, Figures] => [t, figuresOf(runs)]);
  printEnvironment(results, chromiumVersion);
  printTable(rows);
  console.log(`load average: ${loadNow()} now, ${loadWatch.busiest.toFixed(2)} at most during the audits`);
  if (!options.guard) printTargets(rows);
  printSanityWarnings(rows, loadWatch.busiest);
  if (options.reports) {
    for (const [target, runs] of results) {
      const valid = filterToValidRuns(runs);
      if (valid.length) saveReport(`${slugOf(target)}-median`, computeMedianRun(valid));
    }
    console.log(`\nJSON reports (open them in the Lighthouse viewer): ${path.relative(ROOT, REPORTS_DIR)}/`);
  }
  return options.guard ? judgeGuard(rows) : true;
}

/** The 1-, 5- and 15-minute load averages, as uptime shows them. */
const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function main() {
  const cleanup = new Cleanup();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup.run().finally(() => process.exit(130)));
  }
  try {
    if (!(await measure(readOptions(), cleanup))) process.exitCode = 1;
  } catch (error) {
    console.error(`\nbench web: ${error instanceof UsageError ? error.message : (error as Error).stack}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  } finally {
    await cleanup.run();
  }
}

await main();
