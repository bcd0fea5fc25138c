import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, ops, opsApi, screenshot, startServer, useServer, type TestServer } from '../support';
import { accountButton, loginWithPassword, openLoginDialog } from '../support/accounts';
import { solveSlider } from '../support/captcha';
import { deposit, DEMO01 } from '../support/money';

/**
 * Issue 15: the lottery in its game frame on /lottery, as a member would: a slip with a northern lô and a
 * K3 quick draw, the K3 draw drawn by the house and settled (the clock moved on), its fairness verified,
 * and the northern result entered by an operator paying the lô. A server of its own: its clock moves
 * (TEST_CLOCK), its jobs run every second and VN results come from an operator.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    TEST_CLOCK: '1',
    JOBS_ENABLED: 'true',
    JOBS_INTERVAL_MS: '1000',
    LOTTERY_VN_RESULTS: 'operator',
  });
  useServer(server);
}, 180_000);
afterAll(async () => {
  useServer(undefined);
  await server?.stop();
});

interface OpsDraw {
  id: number;
  game: string;
  status: string;
  closesAt: string;
  secondsToClose: number;
}

/** Waits until the open draw of a fast game has 45 s of betting left (its successor opens when it closes). */
async function freshDraw(game: string) {
  for (;;) {
    const [d] = await opsApi<OpsDraw[]>('GET', `/ops/lottery/draws?game=${game}&status=open`);
    if (d && d.secondsToClose >= 45) return;
    await new Promise((r) => setTimeout(r, ((d?.secondsToClose ?? 0) + 2) * 1000));
  }
}
const moveClock = (advanceMinutes: number) => opsApi<{ now: string }>('POST', '/ops/jobs/clock', { advanceMinutes });

describe('lottery', () => {
  it('bets lô and đề on the North, K3 and SSC from one slip, sees the draws settled and verifies one', async () => {
    const page = await newPage({ viewport: 'mobile', allowConsoleErrors: [/status of 404/, /status of 401/] });
    await page.goto('/');
    await loginWithPassword(page, DEMO01.username, DEMO01.password);
    await accountButton(page, DEMO01.username).waitFor();
    await deposit(page, '1000');
    await freshDraw('K3');
    await freshDraw('SSC');
    await page.goto('/lottery');
    const frame = page.frameLocator('iframe[title="Xổ số"]');
    await frame.locator('#betType').waitFor();

    await frame.locator('button[data-draw]', { hasText: 'Xổ Số Nhanh 3' }).first().click();
    await frame.locator('#betType').selectOption('sum');
    await frame.locator('#selection').fill('10');
    await frame.locator('#stake').fill('1');
    await frame.getByRole('button', { name: 'Thêm vào phiếu' }).click();
    await frame.locator('button[data-draw]', { hasText: 'Xổ Số Thời Thời' }).first().click();
    await frame.locator('#betType').selectOption('bsoe');
    await frame.locator('#selection').fill('1:big');
    await frame.locator('#stake').fill('1');
    await frame.getByRole('button', { name: 'Thêm vào phiếu' }).click();
    await frame.locator('button[data-draw]', { hasText: 'Miền Bắc' }).first().click();
    for (const type of ['lo', 'de']) {
      await frame.locator('#betType').selectOption(type);
      await frame.locator('#selection').fill('27');
      await frame.locator('#stake').fill('1');
      await frame.getByRole('button', { name: 'Thêm vào phiếu' }).click();
    }
    await frame.locator('#multiplier').fill('2');
    await frame.locator('#multiplier').dispatchEvent('change');
    await frame.getByText('Tổng: 8,00').waitFor();
    await frame.getByRole('button', { name: 'Đặt cược' }).click();
    await frame.getByText('Đã đặt cược: 8,00').waitFor();
    await expect.poll(() => frame.locator('#bets li').count()).toBe(4);
    await screenshot(page, 'lottery-slip-mobile-vi');

    // K3 draws every 2 minutes, SSC every 5 (a draw a little after its close): seven minutes on, the house
    // has drawn and settled both whatever was left of their betting time.
    await moveClock(7);
    await expect
      .poll(
        async () => {
          await frame.getByRole('button', { name: 'Làm mới' }).click();
          return frame.locator('#bets').innerText();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toMatch(/SSC .*(Thắng|Thua)[\s\S]*K3 .*(Thắng|Thua)|K3 .*(Thắng|Thua)[\s\S]*SSC .*(Thắng|Thua)/);
    await frame.locator('button[data-draw]', { hasText: 'Xổ Số Nhanh 3' }).first().click();
    await frame.getByRole('button', { name: 'Kiểm tra' }).first().click();
    await frame.getByText(/Khớp mã cam kết và kết quả/).waitFor();

    // The operator enters the North's official result once betting closed: lô 27 came twice.
    const open = await opsApi<OpsDraw[]>('GET', '/ops/lottery/draws?game=VN_N&status=open');
    const north = open.sort((a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt))[0];
    const { now } = await moveClock(1);
    await moveClock(Math.ceil((Date.parse(north!.closesAt) - Date.parse(now)) / 60_000) + 1);
    await expect
      .poll(async () => (await opsApi<OpsDraw[]>('GET', '/ops/lottery/draws?game=VN_N&status=closed')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const prizes =
      'DB=12327;G1=00001;G2=00002,00003;G3=00004,00005,00006,00007,00008,00009;G4=1010,1011,1012,1013;' +
      'G5=2020,2021,2022,2023,2024,2025;G6=330,331,332;G7=27,40,41,42';
    expect(await ops('lottery', 'result', String(north!.id), '--prizes', prizes)).toContain('settled');
    // The next northern close may be most of a day away (after 18:00 in Vietnam it is tomorrow's): a clock
    // moved that far may have ended the member's idle session, so the member comes back and signs in anew.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await loginWithPassword(page, DEMO01.username, DEMO01.password);
    await accountButton(page, DEMO01.username).waitFor();
    await page.goto('/lottery');
    await frame.getByRole('button', { name: 'Làm mới' }).click();
    // 2,00 × 3,51 × 2 hits.
    await frame
      .locator('#bets')
      .getByText(/VN_N .*lo 27.*Thắng \+14,04/)
      .waitFor();
    await screenshot(page, 'lottery-settled-mobile-vi');

    // The rounds are in the site's betting record too, each under its game's name.
    await page.goto('/index?mc=personalHistoryCopy');
    const record = page.getByRole('dialog', { name: 'Trung tâm thành viên' });
    for (const game of ['Xổ Số Miền Bắc', 'Xổ Số Nhanh 3', 'Xổ Số Thời Thời']) {
      await record.getByText(game).first().waitFor();
    }
    await screenshot(page, 'lottery-betting-record-mobile-vi');
  }, 180_000);

  it('speaks English on a desktop: names, countdowns, the slip and the bet list', async () => {
    const page = await newPage({ viewport: 'desktop', language: 'en', allowConsoleErrors: [/status of 404/] });
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('Username', { exact: true }).fill(DEMO01.username);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO01.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await solveSlider(page);
    await accountButton(page, DEMO01.username).waitFor();
    await freshDraw('K3');
    // From the header, as a member would.
    await page.getByRole('banner').getByRole('link', { name: 'Lottery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/lottery');
    const frame = page.frameLocator('iframe[title="Lottery"]');
    await frame.getByRole('heading', { name: 'Fast lottery' }).waitFor();
    await frame.locator('button[data-draw]', { hasText: 'Fast 3 (K3) · Draw' }).first().click();
    await frame
      .getByText(/Closes in \d/)
      .first()
      .waitFor();
    await frame.locator('#betType').selectOption('triple');
    await frame.locator('#selection').fill('any');
    await frame.locator('#stake').fill('2.5');
    await frame.getByRole('button', { name: 'Add to slip' }).click();
    await frame.getByText('Total: 2.50').waitFor();
    await frame.getByRole('button', { name: 'Place bets' }).click();
    await frame.getByText('Bets placed: 2.50').waitFor();
    await frame
      .locator('#bets')
      .getByText(/K3 .*triple any · 2\.50 · Awaiting result/)
      .waitFor();
    await screenshot(page, 'lottery-slip-desktop-en');
  }, 120_000);
});
