import { crc16ccitt, decodeVietQr, readTlv } from '@lotus/contracts';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountButton,
  newPage,
  registerThroughDialog,
  screenshot,
  testIp,
  uniqueMobile,
  uniqueUsername,
} from '../support';
import { signInConsole } from '../support/console';

/**
 * Issue 35 "Done when": on a phone, a member opens a bank-transfer deposit, the QR on the page decodes
 * (from its pixels) to the right bank, account, amount and reference with a right CRC, the sandbox
 * bank pays it, and the page turns to "received" with the balance moved and no operator action. A
 * transfer of the wrong amount waits in the console's bank queue, where the operator credits it.
 */
const PASSWORD = 'Lotus2026';

const centre = (page: Page) => page.getByRole('dialog', { name: /^(Trung tâm thành viên|Member centre)$/ });
const depositRegion = (page: Page) =>
  centre(page)
    .getByRole('region', { name: /^(Nạp tiền|Deposit)$/ })
    .first();
/** "1.234,50" (vi) → 1234.5 */
const vnd = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
const balanceOf = async (page: Page) => vnd(await page.getByTestId('balance').first().textContent());

/** The QR picture's pixels read by jsQR, as a phone's camera would: the payload it carries. */
async function scanQr(page: Page): Promise<string> {
  const img = page.getByTestId('vietqr');
  await img.waitFor();
  const pixels = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const g = canvas.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const data = g.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(code, 'the QR picture decodes').not.toBeNull();
  return code!.data;
}

async function openBankOrder(page: Page, amount: string) {
  await page.goto('/index?mc=depositv2');
  const deposit = depositRegion(page);
  await deposit.getByRole('radio', { name: /^Chuyển khoản ngân hàng/ }).click();
  await deposit.getByLabel('Số tiền', { exact: true }).fill(amount);
  await deposit.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
  await deposit.getByTestId('deposit-reference').waitFor();
  return deposit;
}

/** The sandbox bank's page for the order on `page`, in a tab of its own; pays `amount` (default the QR's). */
async function payAtSandboxBank(page: Page, amount?: string) {
  const href = await depositRegion(page)
    .getByRole('link', { name: 'Thanh toán bằng ngân hàng thử nghiệm' })
    .getAttribute('href');
  const bank = await page.context().newPage();
  await bank.goto(href!);
  await bank.getByText('CONG TY LOTUS DEMO').waitFor();
  if (amount) await bank.getByLabel('Amount (₫)').fill(amount);
  else await screenshot(bank, 'vietqr-sandbox-bank-phone', { fullPage: false });
  await bank.getByRole('button', { name: 'I have paid' }).click();
  await bank
    .getByRole('status')
    .getByText(/Transfer sent/)
    .waitFor();
  await bank.close();
}

describe('VietQR deposits matched from the bank statement', () => {
  it('a phone member pays a VietQR order at the sandbox bank and sees it received by itself', async () => {
    const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
    const username = uniqueUsername('vqr');
    await registerThroughDialog(page, { mode: 'username', username, mobile: uniqueMobile(), password: PASSWORD });
    await accountButton(page, username).waitFor();

    const deposit = await openBankOrder(page, '150000');
    const reference = (await deposit.getByTestId('deposit-reference').textContent())!.trim();
    const payload = await scanQr(page);
    // Every field of the code, and its CRC, from the picture's pixels.
    expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(decodeVietQr(payload)).toEqual({
      dynamic: true,
      bin: '970436',
      accountNo: '0071000123456',
      service: 'QRIBFTTA',
      currency: '704',
      amount: 150000n,
      country: 'VN',
      purpose: reference,
    });
    expect([...readTlv(payload)!.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    // What the page says matches the code; every field has its copy button.
    await deposit.getByText('Vietcombank').first().waitFor();
    await deposit.getByText('0071000123456').waitFor();
    await deposit.getByText('CONG TY LOTUS DEMO').waitFor();
    for (const field of ['Ngân hàng', 'Số tài khoản', 'Tên tài khoản', 'Số tiền', 'Mã tham chiếu'])
      await deposit.getByRole('button', { name: `Sao chép ${field}` }).waitFor();
    await deposit
      .getByRole('timer')
      .getByText(/Còn \d+:\d{2}:\d{2}/)
      .waitFor();
    await deposit.getByRole('link', { name: 'Lưu ảnh mã QR' }).waitFor();
    // The order came into view by itself above the form: what the phone shows, without scrolling.
    await expect.poll(() => page.getByTestId('vietqr').isVisible()).toBe(true);
    await screenshot(page, 'vietqr-deposit-phone-vi', { fullPage: false });
    expect(await balanceOf(page)).toBe(0);

    // The sandbox bank reads the same code and sends the statement line: no operator.
    await payAtSandboxBank(page);
    await deposit.getByRole('status').getByText('Đã nhận tiền').waitFor({ timeout: 20_000 });
    await deposit.getByText('Đã cộng 150.000,00 vào ví chính của bạn.').waitFor();
    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe(150000);
    await screenshot(page, 'vietqr-received-phone-vi', { fullPage: false });

    // ── a transfer of the wrong amount waits in the console's bank queue ──
    await deposit.getByRole('button', { name: 'Đóng' }).first().click();
    const second = await openBankOrder(page, '200000');
    const secondRef = (await second.getByTestId('deposit-reference').textContent())!.trim();
    // Closed, the order is still in the list with its QR a tap away.
    await second.getByRole('button', { name: 'Đóng' }).first().click();
    await second.getByTestId('vietqr').waitFor({ state: 'detached' });
    await second.getByRole('button', { name: /^Xem mã QR và thông tin chuyển khoản của lệnh D/ }).click();
    await expect.poll(() => second.getByTestId('deposit-reference').textContent()).toBe(secondRef);
    // English at the desktop width, the order kept across the reload.
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('hisLang', 'en');
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await depositRegion(page)
      .getByRole('img', { name: /VietQR code of a transfer to Vietcombank/ })
      .waitFor();
    await depositRegion(page).getByRole('button', { name: 'Copy Reference' }).waitFor();
    await screenshot(page, 'vietqr-deposit-desktop-en', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'vietqr-deposit-phone-en', { fullPage: false });
    await page.evaluate(() => {
      localStorage.setItem('lang', 'vi');
      localStorage.setItem('hisLang', 'vi');
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await depositRegion(page).getByTestId('vietqr').waitFor();
    await screenshot(page, 'vietqr-deposit-desktop-vi', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await payAtSandboxBank(page, '180000');

    const ops = await newPage({ viewport: 'desktop' });
    await signInConsole(ops, '/console/queues/bank');
    const row = ops.getByRole('row').filter({ hasText: secondRef });
    await row.getByText('Sai số tiền').waitFor({ timeout: 20_000 });
    await screenshot(ops, 'vietqr-console-queue-desktop-vi');
    await row.getByRole('button', { name: /^Cộng vào lệnh D/ }).click();
    await ops.getByRole('button', { name: 'Cộng vào lệnh', exact: true }).click();
    await ops.getByText('Không có dòng sao kê nào chờ xử lý.').waitFor();
    // The receiving accounts and feeds page the operator manages them on.
    await ops.getByRole('link', { name: 'Tài khoản nhận tiền' }).click();
    await ops.getByRole('heading', { name: 'Tài khoản nhận tiền' }).waitFor();
    await ops.getByRole('cell', { name: '0071000123456' }).first().waitFor();
    await screenshot(ops, 'vietqr-console-accounts-desktop-vi', { fullPage: false });
    // The member's page follows: the 180,000 that arrived is credited.
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(330000);
    await depositRegion(page).getByText('Đã cộng 180.000,00 vào ví chính của bạn.').waitFor();
  });
});
