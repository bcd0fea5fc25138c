import { MONEY_PATHS, OPS_MONEY_PATHS } from '@lotus/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountButton,
  baseUrl,
  houseFrame,
  loginWithPassword,
  newPage,
  ops,
  opsApi,
  registerThroughDialog,
  screenshot,
  spinUntilBalanceMoves,
  testIp,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/**
 * Money along the agent line and the trial account's refusals, as people see them:
 * a member who registered with a player-agent's code sends money to that upline; the player-agent
 * (isAgent 41, seeded as pagent01 with code LOTUS41) sends some back to the downline; both with the
 * payment password, a wrong one shown as such. A free-play (trial) account is refused the deposit,
 * withdraw and transfer pages and cannot move money through the API either.
 */
const PASSWORD = 'Lotus2026';
const PAY_PASSWORD = '246810';
const AGENT = { username: 'pagent01', password: 'Agent1234', code: 'LOTUS41' };

const centre = (page: Page, name = 'Trung tâm thành viên') => page.getByRole('dialog', { name });
/** The member-centre page named `label` (its cards are regions inside it). */
const pageRegion = (page: Page, label: string, centreName?: string) =>
  centre(page, centreName).getByRole('region', { name: label, exact: true }).first();

/** "1.234,50" (vi) or "1,234.50" (en) → 1234.5 */
const amountOf = (text: string | null, lang: 'vi' | 'en' = 'vi') =>
  Number(lang === 'vi' ? (text ?? '').replace(/[^\d,]/g, '').replace(',', '.') : (text ?? '').replace(/[^\d.]/g, ''));
const balanceOf = async (page: Page, lang: 'vi' | 'en' = 'vi') =>
  amountOf(await page.getByTestId('balance').textContent(), lang);

async function setPaymentPassword(page: Page, loginPassword: string) {
  await page.goto('/index?mc=securityCenter');
  const payment = pageRegion(page, 'Tài khoản của tôi').getByRole('region', { name: 'Mật khẩu thanh toán' });
  await payment.getByLabel('Mật khẩu đăng nhập', { exact: true }).fill(loginPassword);
  await payment.getByLabel('Mật khẩu thanh toán mới', { exact: true }).fill(PAY_PASSWORD);
  await payment.getByLabel('Nhập lại mật khẩu thanh toán', { exact: true }).fill(PAY_PASSWORD);
  await payment.getByRole('button', { name: 'Đặt mật khẩu thanh toán' }).click();
  await payment.getByText('Mật khẩu thanh toán đã được lưu.').waitFor();
}

/** A bank-transfer deposit on the deposit page, credited by the operator (`npm run ops -- deposit approve`). */
async function depositByBankTransfer(page: Page, username: string, amount: string) {
  await page.goto('/index?mc=depositv2');
  const deposit = pageRegion(page, 'Nạp tiền');
  await deposit.getByRole('radio', { name: /^Chuyển khoản ngân hàng/ }).click();
  await deposit.getByLabel('Số tiền', { exact: true }).fill(amount);
  await deposit.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
  await deposit.getByTestId('deposit-reference').waitFor();
  const pending = await opsApi<{ orderNo: string; username: string }[]>(
    'GET',
    `${OPS_MONEY_PATHS.deposits}?brand=LOTUS&status=pending`,
  );
  const order = pending.find((d) => d.username === username);
  expect(order, `a pending deposit of ${username}`).toBeDefined();
  await ops('deposit', 'approve', order!.orderNo);
}

async function send(form: Locator, o: { amount: string; password?: string; username?: string }, submit: string) {
  if (o.username !== undefined)
    await form.getByRole('textbox', { name: /tuyến dưới|Downline username/ }).fill(o.username);
  await form.getByLabel(/^(Số tiền|Amount)$/).fill(o.amount);
  if (o.password !== undefined) await form.getByLabel(/^(Mật khẩu thanh toán|Payment password)$/).fill(o.password);
  await form.getByRole('button', { name: submit, exact: true }).click();
}

describe('money along the agent line', () => {
  it('a member sends money to the upline, the player-agent sends some back, both password-checked', async () => {
    // ── the member: registers with the player-agent's code, sets a payment password, deposits ──
    const member = await newPage({
      viewport: 'desktop',
      headers: { 'x-forwarded-for': testIp() },
      allowConsoleErrors: [/status of 400/],
    });
    const username = uniqueUsername('upl');
    await member.goto(`/index?affiliateCode=${AGENT.code}`);
    // The site keeps the code it arrived with for the registration (session storage).
    await expect.poll(() => member.evaluate(() => sessionStorage.getItem('affiliateCode'))).toBe(AGENT.code);
    await registerThroughDialog(member, { mode: 'username', username, mobile: uniqueMobile(), password: PASSWORD });
    await accountButton(member, username).waitFor();
    await setPaymentPassword(member, PASSWORD);
    await depositByBankTransfer(member, username, '1000');
    await expect.poll(() => balanceOf(member), { timeout: 20_000 }).toBe(1000);

    // ── transfer to the upline: no password, a wrong one, then the right one ──
    await centre(member)
      .getByRole('navigation', { name: 'Menu trung tâm thành viên' })
      .getByRole('button', { name: 'Chuyển cho tuyến trên' })
      .click();
    const transfers = pageRegion(member, 'Chuyển cho tuyến trên');
    const up = transfers.getByRole('region', { name: 'Gửi tiền cho đại lý tuyến trên' });
    // A plain member has no downline form.
    expect(await transfers.getByRole('region', { name: 'Chuyển cho tuyến dưới' }).count()).toBe(0);
    await send(up, { amount: '300' }, 'Chuyển tiền');
    await up.getByText('Vui lòng điền mục này').waitFor();
    await send(up, { amount: '300', password: '000000' }, 'Chuyển tiền');
    await up.getByText('Mật khẩu thanh toán không đúng').waitFor();
    expect(await up.getByLabel('Mật khẩu thanh toán', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await balanceOf(member)).toBe(1000);
    await screenshot(member, 'money-transfer-upline-wrong-password-desktop-vi');
    await send(up, { amount: '300', password: PAY_PASSWORD }, 'Chuyển tiền');
    await up.getByText(`Đã chuyển 300,00 cho ${AGENT.username}. Ví chính còn 700,00.`).waitFor();
    await expect.poll(() => balanceOf(member)).toBe(700);

    // ── the player-agent: signs in, sets a payment password, reads the page in English ──
    const agent = await newPage({
      viewport: 'desktop',
      headers: { 'x-forwarded-for': testIp() },
      allowConsoleErrors: [/status of 400/, /status of 403/],
    });
    await agent.goto('/index');
    await loginWithPassword(agent, AGENT.username, AGENT.password);
    await accountButton(agent, AGENT.username).waitFor();
    await setPaymentPassword(agent, AGENT.password);
    await agent.goto('/index');
    await agent.getByRole('banner').getByRole('button', { name: 'Ngôn ngữ' }).click();
    await agent.getByRole('menuitemradio', { name: 'English' }).click();
    await agent.goto('/index?mc=transferUpline');
    const agentPage = pageRegion(agent, 'Transfer to upline', 'Member centre');
    await expect.poll(() => balanceOf(agent, 'en'), { timeout: 20_000 }).toBe(300);
    const down = agentPage.getByRole('region', { name: 'Transfer to a downline', exact: true });
    // Someone who is not a direct downline, then a wrong password, then the real transfer.
    await send(down, { username: 'demo01', amount: '100', password: PAY_PASSWORD }, 'Transfer');
    await down.getByText('This account is not one of your direct downlines.').waitFor();
    await send(down, { username, amount: '100', password: '999999' }, 'Transfer');
    await down.getByText('The payment password is wrong').waitFor();
    expect(await balanceOf(agent, 'en')).toBe(300);
    await screenshot(agent, 'money-transfer-downline-wrong-password-desktop-en');
    await send(down, { username, amount: '100', password: PAY_PASSWORD }, 'Transfer');
    await down.getByText(`Sent 100.00 to ${username}. Main wallet now 200.00.`).waitFor();
    await expect.poll(() => balanceOf(agent, 'en')).toBe(200);
    // The member's page was not reloaded: the pushed balance shows the money from the upline.
    await expect.poll(() => balanceOf(member), { timeout: 20_000 }).toBe(800);
    await screenshot(agent, 'money-transfer-downline-done-desktop-en');
  }, 240_000);
});

describe('a trial (free-play) account and money', () => {
  const refused = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

  it('is refused the deposit, withdraw and transfer pages in both languages and cannot move money', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Chơi thử miễn phí' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu tài khoản: trial/ })
      .waitFor();
    await expect.poll(() => balanceOf(page)).toBeGreaterThan(0);
    const before = await balanceOf(page);

    // The header offers no deposit or withdraw button to play money.
    for (const button of ['Nạp tiền', 'Rút tiền'])
      expect(await page.getByRole('banner').getByRole('button', { name: button, exact: true }).count()).toBe(0);
    // Deep links to the money pages, the transfer pages included.
    for (const mc of ['depositv2', 'withdraw', 'transferUpline', 'transferFund']) {
      await page.goto(`/index?mc=${mc}`);
      const warning = refused(page, 'Cần tài khoản thật');
      await warning
        .getByText('Đây là tài khoản chơi thử. Vui lòng đăng ký tài khoản thật để dùng chức năng này.')
        .waitFor();
      if (mc === 'depositv2') await screenshot(page, 'money-trial-deposit-refused-desktop-vi');
      await expect.poll(() => page.url()).not.toContain('mc=');
      expect(await centre(page).count()).toBe(0);
      await warning.getByRole('button', { name: 'Đã hiểu' }).click();
      await warning.waitFor({ state: 'detached' });
    }

    // In English.
    await page.getByRole('banner').getByRole('button', { name: 'Ngôn ngữ' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).count()).toBe(0);
    await page.goto('/index?mc=depositv2');
    const en = refused(page, 'Real account needed');
    await en.getByText('This is a trial account. Please register a real account to use this feature.').waitFor();
    await screenshot(page, 'money-trial-deposit-refused-desktop-en');
    await en.getByRole('button', { name: 'Got it' }).click();
    await page.goto('/index?mc=transferUpline');
    await refused(page, 'Real account needed').waitFor();
    expect(await centre(page, 'Member centre').count()).toBe(0);

    // Nor can the account move money by calling the API itself with its own session.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const channels = await opsApi<{ id: number }[]>('GET', `${OPS_MONEY_PATHS.depositChannels}?brand=LOTUS`);
    for (const [path, body, errorCode] of [
      [MONEY_PATHS.depositOrders, { channelId: channels[0]!.id, amount: 100 }, 'in_need_true_account'],
      [
        MONEY_PATHS.withdrawalOrders,
        { bankAccountId: 1, amount: 100, paymentPassword: PAY_PASSWORD },
        'in_need_true_account',
      ],
      [MONEY_PATHS.transferUpline, { amount: 1, paymentPassword: PAY_PASSWORD }, 'in_need_true_account'],
      [MONEY_PATHS.walletTransfer, { from: 'MAIN', to: 'TIGER_SLOTS', amount: 1 }, 'in_need_true_account'],
      // A trial account is no agent either.
      [MONEY_PATHS.transferDownline, { username: 'demo01', amount: 1, paymentPassword: PAY_PASSWORD }, 'not_an_agent'],
    ] as const) {
      const res = await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { merchant: 'LOTUS', authorization: token!, 'content-type': 'application/json', language: 'en' },
        body: JSON.stringify(body),
      });
      const envelope = (await res.json()) as { success: boolean; errorCode?: string };
      expect({ path, status: res.status, envelope }).toMatchObject({
        path,
        status: 403,
        envelope: { success: false, errorCode },
      });
    }
    expect(await balanceOf(page, 'en')).toBe(before);
  });

  it('plays a house game with its one play-money balance, never labelled as a real currency', async () => {
    const page = await newPage({ viewport: 'desktop', headers: { 'x-forwarded-for': testIp() } });
    await page.goto('/index');
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Chơi thử miễn phí' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu tài khoản: trial/ })
      .waitFor();
    await expect.poll(() => balanceOf(page)).toBeGreaterThan(0);
    const shown = await page.getByTestId('balance').textContent();
    expect(shown).not.toContain('VND');
    const site = (shown ?? '').replace(/[^0-9.,]/g, '');

    await page.goto('/rng?page=LOTUS_HOUSE');
    await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill('phat loc');
    await page
      .getByRole('article', { name: 'Hoa Sen Phát Lộc' })
      .getByRole('button', { name: 'Chơi thử Hoa Sen Phát Lộc' })
      .click();
    await page.waitForURL('**/game');
    const frame = houseFrame(page);
    await frame.getByRole('heading', { name: 'Hoa Sen Phát Lộc' }).waitFor();
    // The game starts from the site's figure, as play money.
    await frame.getByText(site, { exact: true }).waitFor();
    expect(await frame.locator('body').textContent()).not.toContain('VND');
    await frame.getByRole('textbox', { name: 'Cược mỗi dòng' }).fill('1');
    const { balance: moved } = await spinUntilBalanceMoves(frame);
    // Play moves the site's balance too: to the game's figure.
    await expect.poll(() => page.getByTestId('game-balance').textContent(), { timeout: 20_000 }).toContain(moved);
  });
});
