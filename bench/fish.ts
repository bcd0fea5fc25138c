/**
 * Fish bench: the frame rate of the fish game's sea (apps/frames src/house/fish.ts, built: `npm run build`) in Chromium on a
 * phone (390 × 844, devicePixelRatio 3, touch) with the CPU slowed 4× through CDP
 * (Emulation.setCPUThrottlingRate), the way a mid-range phone runs it.
 *
 * The house's pages are served by their own HTTP code (registerHouseHttp) on a bare Fastify; the
 * page's session and shots are answered by the bench (request interception: a shot kills one time in
 * four), so the sea runs at its fish cap with bullets, nets, coins and words in the air while the
 * bench holds a finger on it. Counts requestAnimationFrame callbacks over the measured seconds and
 * prints the frames per second and the 95th percentile of the frame interval.
 *
 *   npm run bench -- fish [--seconds 8] [--throttle 4] [--viewport 390x844] [--idle] [--screenshot sea.png]
 *
 * Beside it, the machine's own ceiling: a canvas of the sea's size filled anew every frame and nothing else.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { frameFile, frameHead } from '@lotus/frames/assets';
import { FISH_TYPES } from '@lotus/house';
import { HouseProvider, registerHouseHttp, type SeamlessClient, type HouseStore } from '@lotus/house/provider';
import Fastify from 'fastify';
import puppeteer, { type HTTPRequest, type Page } from 'puppeteer-core';

const CHROMIUM = '/usr/bin/chromium';
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    throttle: { type: 'string', default: '4' },
    /** The phone's CSS size, portrait 390x844 or landscape 844x390. */
    viewport: { type: 'string', default: '390x844' },
    /** The sea alone, no finger on it (no shots). */
    idle: { type: 'boolean', default: false },
    /** Saves a picture of the sea at the end (a PNG path). */
    screenshot: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const throttle = Number(values.throttle);
const [vw, vh] = values.viewport.split('x').map(Number) as [number, number];

/** The page's API answered by the bench: a session, and shots that kill one time in four. */
function answer(req: HTTPRequest, balance: { value: number }) {
  const url = new URL(req.url());
  const json = (value: unknown) =>
    req.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value }) });
  const commitment = { serverSeedHash: 'f'.repeat(64), clientSeed: 'bench', nonce: 0 };
  if (url.pathname === '/house/api/session') {
    return json({
      session: 'bench.session',
      player: { displayName: 'bench', currency: 'VND', mode: 'real', language: 'vi' },
      balance: balance.value,
      game: { id: 'fish-hunter', category: 'FISH', minBet: 100, maxBet: 100_000, name: { vi: '', en: '' } },
      commitment,
    });
  }
  if (url.pathname === '/house/api/play') {
    const bet = (JSON.parse(req.postData() ?? '{}') as { bet: { amount: number; fish: string } }).bet;
    const multiplier = FISH_TYPES.find((f) => f.id === bet.fish)?.multiplier ?? 2;
    const killed = Math.random() < 0.25;
    const totalWin = killed ? bet.amount * multiplier : 0;
    balance.value += totalWin - bet.amount;
    return json({
      round: {
        id: 'H0',
        outcome: { game: 'fish-hunter', fish: bet.fish, multiplier, killed },
        totalStake: bet.amount,
        totalWin,
      },
      balance: balance.value,
      settled: true,
      commitment,
    });
  }
  if (url.pathname === '/house/api/rounds') return json([]);
  return req.continue();
}

interface Frames {
  frames: number;
  seconds: number;
  p95: number;
  worst: number;
}

/** Counts the page's animation frames for `seconds`. */
async function measure(page: Page, seconds: number): Promise<Frames> {
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
  return (await page.evaluate(`new Promise((resolve) => {
    const gaps = [];
    let first = 0;
    let prev = 0;
    const tick = (t) => {
      if (!first) first = t;
      else gaps.push(t - prev);
      prev = t;
      if (t - first < ${seconds * 1000}) return requestAnimationFrame(tick);
      gaps.sort((a, b) => a - b);
      resolve({
        frames: gaps.length,
        seconds: (t - first) / 1000,
        p95: gaps[Math.floor(gaps.length * 0.95)] || 0,
        worst: gaps[gaps.length - 1] || 0,
      });
    };
    requestAnimationFrame(tick);
  })`)) as Frames;
}

async function main() {
  const app = Fastify({ logger: false });
  // The pages and assets only: every API call of the page is answered by the bench above.
  const unused = {} as SeamlessClient & HouseStore;
  registerHouseHttp(app, {
    provider: new HouseProvider({ vendor: 'BENCH', secret: 'bench', wallet: unused, store: unused }),
    assets: { head: frameHead, file: frameFile },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: vw, height: vh, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const balance = { value: 10_000_000 };
    await page.setRequestInterception(true);
    page.on('request', (req) => void answer(req, balance));
    await page.goto(`${origin}/house/play/fish-hunter?token=bench-token-0000000000&lang=vi`);
    await page.waitForSelector('canvas.fish-sea');
    await page.waitForFunction(() => !(document.querySelector('button.fish-fire') as HTMLButtonElement).disabled);
    const busy = () =>
      page.evaluate(`(({ frames, busyMs }) => ({ frames, busyMs }))(window.lotusFishStats)`) as Promise<{
        frames: number;
        busyMs: number;
      }>;
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // A finger held on the sea keeps firing (a few shots a second), the way a player plays.
    const box = (await (await page.$('canvas.fish-sea'))!.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.35);
    if (!values.idle) await page.mouse.down();
    const before = await busy();
    const r = await measure(page, seconds);
    if (values.screenshot) await page.screenshot({ path: values.screenshot as `${string}.png` });
    const after = await busy();
    if (!values.idle) await page.mouse.up();
    const fps = r.frames / r.seconds;
    await page.close();
    // The machine's own ceiling, measured after: a bare canvas of the sea's size, filled every frame, same phone and slowdown.
    const blank = await browser.newPage();
    await blank.setViewport({ width: vw, height: vh, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    await (await blank.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await blank.evaluate(`(() => {
      const c = document.body.appendChild(document.createElement('canvas'));
      c.style.width = '100%';
      c.width = Math.round(innerWidth * 2);
      c.height = Math.round(Math.min(innerWidth * 1.15, innerHeight * 0.72) * 2);
      const g = c.getContext('2d', { alpha: false });
      const paint = (t) => {
        g.fillStyle = 'hsl(' + (t / 20) % 360 + ', 60%, 30%)';
        g.fillRect(0, 0, c.width, c.height);
        requestAnimationFrame(paint);
      };
      requestAnimationFrame(paint);
    })()`);
    const floor = await measure(blank, Math.min(seconds, 4));
    await blank.close();
    const perFrame = (after.busyMs - before.busyMs) / Math.max(1, after.frames - before.frames);
    console.log(
      `Fish sea, phone ${vw}×${vh} @3x, CPU ×${throttle} slower: ${fps.toFixed(1)} fps over ${r.seconds.toFixed(1)} s` +
        ` (frame interval p95 ${r.p95.toFixed(1)} ms, worst ${r.worst.toFixed(1)} ms; the script's work ${perFrame.toFixed(2)} ms a frame);` +
        ` balance moved to ${balance.value}`,
    );
    console.log(
      `  a bare canvas of that size on this machine at the same slowdown: ${(floor.frames / floor.seconds).toFixed(1)} fps (p95 ${floor.p95.toFixed(1)} ms)`,
    );
    process.exitCode = fps >= 55 ? 0 : 1;
    console.log(fps >= 55 ? '  PASS: at least 55 fps' : '  FAIL: below 55 fps');
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
