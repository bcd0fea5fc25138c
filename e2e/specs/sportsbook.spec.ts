import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseFrame, newPage, opsApi, screenshot, startServer, useServer, type TestServer } from '../support';
import { accountButton, loginWithPassword, openLoginDialog } from '../support/accounts';
import { signInConsole } from '../support/console';
import { solveSlider } from '../support/captcha';
import { deposit, DEMO01 } from '../support/money';

/**
 * Issue 19: the house sportsbook in the game frame, as a member would: on a phone in Vietnamese, a two-leg
 * parlay and a single from the slip, the operator's results (ops API) settling and crediting the parlay,
 * the round in the betting record; on a desktop in English, e-sports opened from the header and a single.
 * A server of its own: its clock moves to the kick-offs (TEST_CLOCK), its jobs run every second and the
 * fixtures' results come from an operator.
 */
let server: TestServer;
/** The parlay's first fixture (the console test finds it finished). */
let settledFixture: { home: string; away: string } | undefined;
beforeAll(async () => {
  server = await startServer({
    TEST_CLOCK: '1',
    JOBS_ENABLED: 'true',
    JOBS_INTERVAL_MS: '1000',
    SPORTS_RESULTS: 'operator',
  });
  useServer(server);
}, 180_000);
afterAll(async () => {
  useServer(undefined);
  await server?.stop();
});

interface OpsFixture {
  id: number;
  home: string;
  away: string;
  kickoffAt: string;
  status: string;
}

/** The operator's view of a fixture the frame shows (its article carries the fixture's id). */
async function fixtureOf(article: Locator) {
  const id = Number(await article.getAttribute('data-fixture'));
  const list = await opsApi<OpsFixture[]>('GET', '/ops/sports/fixtures?status=scheduled&limit=500');
  const f = list.find((x) => x.id === id);
  expect(f, `fixture ${id}`).toBeDefined();
  return f!;
}

/**
 * Presses `button` until the page says `doneText`. The demo book moves its odds every quarter of an hour:
 * when they moved while the member was choosing, the page says so (`movedText`) and shows the new odds or
 * price, and the member presses again.
 */
async function pressUntil(frame: FrameLocator, button: Locator, doneText: string | RegExp, movedText: RegExp) {
  await button.click();
  const done = frame.getByRole('status').getByText(doneText);
  const moved = frame.getByRole('alert').getByText(movedText);
  await expect.poll(async () => (await done.isVisible()) || (await moved.isVisible())).toBe(true);
  if (!(await done.isVisible())) {
    await button.click();
    await done.waitFor();
  }
}
const placeSlip = (frame: FrameLocator, placeName: string, placedText: string, changedText: RegExp) =>
  pressUntil(frame, frame.getByRole('button', { name: placeName }), placedText, changedText);

async function signInVi(page: Page) {
  await page.goto('/');
  await loginWithPassword(page, DEMO01.username, DEMO01.password);
  await accountButton(page, DEMO01.username).waitFor();
}

describe('sportsbook', () => {
  it('places a parlay and a single on a phone; the operator’s results settle and credit the parlay', async () => {
    const page = await newPage({ viewport: 'mobile', allowConsoleErrors: [/status of 40[139]/] });
    await signInVi(page);
    await deposit(page, '1000');
    await page.goto('/sports');
    await page.getByRole('button', { name: 'Chơi Thể Thao Rồng' }).first().click();
    await page.waitForURL((url) => url.pathname === '/game');
    const frame = houseFrame(page);
    await frame.getByRole('heading', { level: 1, name: 'Thể thao' }).waitFor();
    expect(await frame.getByRole('tab', { name: 'Thể thao', exact: true }).getAttribute('aria-selected')).toBe('true');

    // Two fixtures of the first competition: the home side in 1X2 and over in over/under, as a parlay.
    const articles = frame.getByRole('article');
    await articles.first().waitFor();
    await screenshot(page, 'sportsbook-lobby-mobile-vi');
    const [a1, a2, a3] = [articles.nth(0), articles.nth(1), articles.nth(2)];
    const f1 = await fixtureOf(a1);
    const f2 = await fixtureOf(a2);
    await a1
      .getByRole('group', { name: /^1X2 cả trận/ })
      .getByRole('button', { name: new RegExp(`^${f1.home} \\d`) })
      .click();
    await a2
      .getByRole('group', { name: /^Tài\/Xỉu/ })
      .getByRole('button', { name: /^Tài 2\.5 / })
      .click();
    await frame.getByRole('button', { name: 'Phiếu cược (2)' }).click();
    expect(await frame.getByRole('tab', { name: 'Cược xiên' }).getAttribute('aria-selected')).toBe('true');
    await frame.getByLabel('Tiền cược xiên').fill('10');
    await frame.getByText(/Tỷ lệ xiên: \d+\.\d\d · Tiền thắng dự kiến: [\d.]+,\d\d/).waitFor();
    await screenshot(page, 'sportsbook-parlay-slip-mobile-vi');
    await placeSlip(frame, 'Đặt cược', 'Đã đặt cược', /Tỷ lệ đã thay đổi/);

    // A single on the third fixture: the draw.
    await a3
      .getByRole('group', { name: /^1X2 cả trận/ })
      .getByRole('button', { name: /^Hòa / })
      .click();
    await frame.getByRole('button', { name: 'Phiếu cược (1)' }).click();
    await frame.getByLabel('Tiền cược – Hòa').fill('20');
    await placeSlip(frame, 'Đặt cược', 'Đã đặt cược', /Tỷ lệ đã thay đổi/);
    const myBets = frame.getByRole('list', { name: 'Cược của tôi' });
    await myBets.getByText(/Xiên 2/).waitFor();
    await myBets.getByText(/Cược đơn/).waitFor();
    await screenshot(page, 'sportsbook-my-bets-mobile-vi');

    // The operator enters both results once the later kick-off passed: home 2–0, then 2–1 (three goals).
    const { now } = await opsApi<{ now: string }>('POST', '/ops/jobs/clock', { advanceMinutes: 1 });
    const last = Math.max(Date.parse(f1.kickoffAt), Date.parse(f2.kickoffAt));
    await opsApi('POST', '/ops/jobs/clock', { advanceMinutes: Math.ceil((last - Date.parse(now)) / 60_000) + 5 });
    await opsApi('POST', `/ops/sports/fixtures/${f1.id}/result`, { home: 2, away: 0 });
    const settled = await opsApi<{ status: string; resultVersion: number }>(
      'POST',
      `/ops/sports/fixtures/${f2.id}/result`,
      { home: 2, away: 1 },
    );
    expect(settled).toMatchObject({ status: 'finished', resultVersion: 1 });
    settledFixture = f1;

    // The clock moved up to a day: the member signs in again and finds the parlay won.
    await page.evaluate(() => sessionStorage.clear());
    await signInVi(page);
    await page.goto('/sports');
    await page.getByRole('button', { name: 'Chơi Thể Thao Rồng' }).first().click();
    await page.waitForURL((url) => url.pathname === '/game');
    await frame.getByRole('tab', { name: 'Đã kết thúc' }).click();
    await frame
      .getByRole('list', { name: 'Cược của tôi' })
      .getByText(/Thắng \+[\d.]+,\d\d/)
      .waitFor();
    await screenshot(page, 'sportsbook-settled-mobile-vi');

    // The round is in the site's betting record, under the game's name.
    await page.goto('/index?mc=personalHistoryCopy');
    const record = page.getByRole('dialog', { name: 'Trung tâm thành viên' });
    // On a phone the record is cards (the table is hidden below 768 px).
    await record.getByText('Thể Thao Rồng').filter({ visible: true }).first().waitFor();
    await screenshot(page, 'sportsbook-betting-record-mobile-vi');
    // Its replay: the parlay's legs with their scores and outcomes.
    const replay = record.getByRole('link', { name: /^Xem lại ván SB\d+$/ }).last();
    await page.goto((await replay.getAttribute('href'))!);
    await page.getByRole('heading', { name: /^Chi tiết vé cược #\d+ · Cược xiên 2$/ }).waitFor();
    await page.getByRole('cell', { name: '2–0' }).waitFor();
    await screenshot(page, 'sportsbook-replay-mobile-vi');
  }, 240_000);

  it('opens e-sports from the header on a desktop in English and places a single', async () => {
    const page = await newPage({ viewport: 'desktop', language: 'en', allowConsoleErrors: [/status of 40[139]/] });
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('Username', { exact: true }).fill(DEMO01.username);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO01.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await solveSlider(page);
    await accountButton(page, DEMO01.username).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'E-sports', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/esports');
    await page.getByRole('button', { name: 'Play Dragon E-sports' }).first().click();
    await page.waitForURL((url) => url.pathname === '/game');
    const frame = houseFrame(page, 'en');
    await frame.getByRole('heading', { level: 1, name: 'Sports' }).waitFor();
    expect(await frame.getByRole('tab', { name: 'E-sports' }).getAttribute('aria-selected')).toBe('true');
    // The first fixture still open for bets (after the first test moved the clock, some have kicked off).
    const first = frame
      .getByRole('article')
      .filter({ has: frame.getByRole('button', { disabled: false }) })
      .first();
    await first.waitFor();
    const name = (await first.getAttribute('aria-label')) ?? '';
    const home = name.split(' vs ')[0]!;
    const pick = first
      .getByRole('group', { name: /^Match winner/ })
      .getByRole('button', { name: new RegExp(`^${home} \\d`) });
    const decimal = (await pick.getAttribute('aria-label'))!.split(' ').at(-1)!;
    // Hong Kong odds are the decimal less one.
    await frame.getByLabel('Odds format').selectOption('hongKong');
    await expect.poll(() => pick.getAttribute('aria-label')).toBe(`${home} ${(Number(decimal) - 1).toFixed(2)}`);
    await pick.click();
    await frame.getByLabel(`Stake – ${home}`).fill('10');
    await frame.getByText(/Total stake: 10\.00 · Potential return: \d+\.\d\d/).waitFor();
    await placeSlip(frame, 'Place bet', 'Bet placed', /The odds have changed/);
    await frame
      .getByRole('list', { name: 'My bets' })
      .getByText(new RegExp(`Match winner: ${home} @`))
      .first()
      .waitFor();
    await screenshot(page, 'sportsbook-esports-desktop-en');

    // Cashed out before kick-off at the book's price: the bet moves to the settled list.
    await pressUntil(
      frame,
      frame.getByRole('button', { name: /^Cash out bet #\d+: / }).first(),
      /^Cashed out \+\d+\.\d\d$/,
      /cash-out price has changed/,
    );
    await frame.getByRole('tab', { name: 'Settled' }).click();
    await frame
      .getByRole('list', { name: 'My bets' })
      .getByText(/Cashed out \+\d+\.\d\d/)
      .first()
      .waitFor();
  }, 180_000);

  it('shows an operator the fixtures in the console, the settled one with its score', async () => {
    expect(settledFixture).toBeDefined();
    const desk = await newPage({ viewport: 'desktop' });
    await signInConsole(desk, '/console/sports');
    await desk.getByRole('heading', { level: 1, name: 'Thể thao' }).waitFor();
    await desk.getByLabel('Trạng thái').selectOption('finished');
    const table = desk.getByRole('table', { name: 'Trận đấu' });
    const row = table.getByRole('row', { name: new RegExp(`${settledFixture!.home} – ${settledFixture!.away}`) });
    await row.getByText('2–0').waitFor();
    await row
      .getByRole('button', { name: `Đính chính kết quả trận ${settledFixture!.home} – ${settledFixture!.away}` })
      .waitFor();
    await screenshot(desk, 'sportsbook-console-desktop-vi');
  });
});
