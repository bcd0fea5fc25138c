import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MONEY_PATHS, OPS_MONEY_PATHS } from '@lotus/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  accountButton,
  newPage,
  ops,
  opsApi,
  registerThroughDialog,
  screenshot,
  testIp,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/**
 * SPEC §4 "Withdrawal confirmation", the operator's follow-up: a member whose withdrawal was paid says
 * it did not arrive, with a picture chosen in the browser's file chooser; the operator reads the proof
 * and refunds; the member sees the report under review, then refunded, the money back and the message.
 */
const PASSWORD = 'Lotus2026';
const PAY_PASSWORD = '246810';

const centre = (page: Page) => page.getByRole('dialog', { name: 'Trung tâm thành viên' });
const region = (page: Page, name: string) => centre(page).getByRole('region', { name, exact: true });

/** A real 4×4 PNG (what a phone screenshot is), built here so the spec needs no fixture file. */
function png(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(4, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, ...Array(12).fill(200)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A call of the member API with the page's own session (arranging money the other specs already drive). */
async function memberApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: {
          Authorization: sessionStorage.getItem('token') ?? '',
          Language: 'vi',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await res.json()) as { success: boolean; value: unknown; errorCode?: string };
      if (!envelope.success) throw new Error(`${method} ${url}: ${envelope.errorCode}`);
      return envelope.value as T;
    },
    { method, url, body },
  );
}

async function setUpProfile(page: Page, payee: string) {
  await page.goto('/index?mc=securityCenter');
  const sc = region(page, 'Tài khoản của tôi');
  const profile = sc.getByRole('region', { name: 'Thông tin cá nhân' });
  await profile.getByLabel('Họ tên chủ tài khoản', { exact: true }).fill(payee);
  await profile.getByRole('button', { name: /Lưu/ }).click();
  await profile.getByText('Thông tin của bạn đã được lưu.').waitFor();
  const payment = sc.getByRole('region', { name: 'Mật khẩu thanh toán' });
  await payment.getByLabel('Mật khẩu đăng nhập', { exact: true }).fill(PASSWORD);
  await payment.getByLabel('Mật khẩu thanh toán mới', { exact: true }).fill(PAY_PASSWORD);
  await payment.getByLabel('Nhập lại mật khẩu thanh toán', { exact: true }).fill(PAY_PASSWORD);
  await payment.getByRole('button', { name: 'Đặt mật khẩu thanh toán' }).click();
  await payment.getByText('Mật khẩu thanh toán đã được lưu.').waitFor();
}

describe('money: a withdrawal reported not received', () => {
  it('the member sends a proof, the operator refunds, the member sees it refunded', async () => {
    const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
    const username = uniqueUsername('disp');
    await registerThroughDialog(page, { mode: 'username', username, mobile: uniqueMobile(), password: PASSWORD });
    await accountButton(page, username).waitFor();
    await setUpProfile(page, 'Nguyen Van An');

    // ── arrange: 1,000.00 by bank transfer (credited by the operator), a bank account, a paid withdrawal of 400.00 ──
    const channels = await memberApi<{ id: number; type: string }[]>(page, 'GET', MONEY_PATHS.depositChannels);
    const bankChannel = channels.find((c) => c.type === 'bank_transfer')!;
    const deposit = await memberApi<{ orderNo: string }>(page, 'POST', MONEY_PATHS.depositOrders, {
      channelId: bankChannel.id,
      amount: 1000,
    });
    await ops('deposit', 'approve', deposit.orderNo);
    const bank = await memberApi<{ id: number }>(page, 'POST', MONEY_PATHS.bankAccounts, {
      bankCode: 'VCB',
      accountNo: '0123456789',
      accountName: 'Nguyen Van An',
      paymentPassword: PAY_PASSWORD,
    });
    const order = await memberApi<{ orderNo: string }>(page, 'POST', MONEY_PATHS.withdrawalOrders, {
      bankAccountId: bank.id,
      amount: 400,
      paymentPassword: PAY_PASSWORD,
    });
    const orderNo = order.orderNo;
    await ops('withdrawal', 'approve', orderNo);
    await ops('withdrawal', 'pay', orderNo);

    // ── the member: not received, with a picture from the file chooser ──
    await page.goto('/index?mc=withdraw');
    const withdraw = region(page, 'Rút tiền');
    const limits = withdraw.getByRole('region', { name: 'Hạn mức' });
    await limits.getByText('600,00 VND', { exact: true }).waitFor();
    const row = withdraw.getByRole('listitem', { name: `Lệnh rút ${orderNo}` });
    await row.getByText('Đã chi trả').waitFor();
    await row.getByRole('button', { name: 'Chưa nhận', exact: true }).click();
    const proof = png();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      row.getByLabel('Ảnh chứng minh chưa nhận (png hoặc jpg)').click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles({ name: 'sao-ke.png', mimeType: 'image/png', buffer: proof });
    await row.getByRole('list', { name: 'Ảnh đã chọn' }).getByText('sao-ke.png').waitFor();
    await row.getByLabel('Ghi chú (không bắt buộc)').fill('Sao kê không có khoản này');
    await row.getByRole('button', { name: 'Gửi', exact: true }).click();
    const report = row.getByRole('group', { name: 'Báo cáo chưa nhận tiền' });
    await report.getByText('Đang xem xét').waitFor();
    await report.getByText(/Chúng tôi đang kiểm tra báo cáo của bạn/).waitFor();
    expect(await row.getByRole('button', { name: 'Đã nhận', exact: true }).count()).toBe(0);
    await screenshot(page, 'money-dispute-under-review-mobile-vi');

    // ── the operator: the open dispute, its proof as a file, the refund through the operator API ──
    expect(await ops('withdrawal', 'list', '--disputed')).toContain(orderNo);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-e2e-proofs-'));
    const saved = await ops('withdrawal', 'proofs', orderNo, '--out', dir);
    expect(saved).toMatch(new RegExp(`${orderNo}-1\\.png\\s+${proof.length}\\s+image/png`));
    expect(fs.readFileSync(path.join(dir, `${orderNo}-1.png`)).equals(proof)).toBe(true);
    const decided = await opsApi<{ confirmation: string }>(
      'POST',
      OPS_MONEY_PATHS.withdrawalResolve.replace(':orderNo', orderNo),
      { outcome: 'refund', note: 'VCB: no credit for this transfer', by: 'e2e' },
    );
    expect(decided.confirmation).toBe('refunded');

    // ── the member: refunded, the money back (pushed, no reload), the message ──
    await report.getByText('Đã hoàn tiền', { exact: true }).waitFor({ timeout: 30_000 });
    await report.getByText('Khoản thanh toán không đến: 400,00 đã được hoàn về ví chính của bạn.').waitFor();
    await report.getByText(/^Xử lý lúc /).waitFor();
    await limits.getByText('1.000,00 VND', { exact: true }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'money-dispute-refunded-mobile-vi');

    await page.goto('/index?mc=messageV2');
    const messages = region(page, 'Hộp thư').getByRole('list', { name: 'Tin nhắn' });
    await messages.getByRole('button', { name: /Đã hoàn tiền lệnh rút/ }).click();
    await region(page, 'Hộp thư')
      .getByText(new RegExp(`lệnh rút ${orderNo}.*400,00 VND đã được hoàn về ví chính`))
      .waitFor();

    // The same record on a desktop screen, then in English.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/index?mc=withdraw');
    const wide = region(page, 'Rút tiền').getByRole('listitem', { name: `Lệnh rút ${orderNo}` });
    const wideReport = wide.getByRole('group', { name: 'Báo cáo chưa nhận tiền' });
    await wideReport.getByText('Đã hoàn tiền', { exact: true }).waitFor();
    expect(await page.getByTestId('balance').textContent()).toContain('1.000,00');
    await wideReport.scrollIntoViewIfNeeded();
    await screenshot(page, 'money-dispute-refunded-desktop-vi');

    await centre(page).getByRole('button', { name: 'Đóng' }).first().click();
    await centre(page).waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Ngôn ngữ' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.goto('/index?mc=withdraw');
    const en = page
      .getByRole('dialog', { name: 'Member centre' })
      .getByRole('region', { name: 'Withdraw', exact: true })
      .getByRole('listitem', { name: `Withdrawal ${orderNo}` })
      .getByRole('group', { name: 'Not-received report' });
    await en.getByText('Refunded', { exact: true }).waitFor();
    await en.getByText('The payment did not arrive: 400.00 was returned to your main wallet.').waitFor();
    await en.scrollIntoViewIfNeeded();
    await screenshot(page, 'money-dispute-refunded-desktop-en');
  }, 180_000);
});
