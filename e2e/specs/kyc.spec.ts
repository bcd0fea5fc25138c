import zlib from 'node:zlib';
import { KYC_PATHS, MONEY_PATHS, OPS_MONEY_PATHS, type OpsWithdrawal } from '@lotus/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { fundedNewMember, memberApi, newPage, opsApi, requestWithdrawal, screenshot } from '../support';
import { signInConsole } from '../support/console';

/**
 * Identity checks (issue 34), end to end in Chromium: with the brand's rule on (withdrawals above
 * 500.00 wait for KYC), a new member's withdrawal of 800.00 waits; the member uploads the three
 * pictures in My account; the owner approves them in the console's identity-checks queue; the
 * withdrawal goes on (no longer waiting) and the operator approves it.
 */

/** A real PNG of one colour (CRCs right), as a camera would not make it but the server's check accepts. */
function png(width: number, height: number, shade: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height, shade);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const setKyc = (withdrawalAmount: number) =>
  opsApi('POST', OPS_MONEY_PATHS.moneySettings, { settings: { kyc: { withdrawalAmount, lifetimeTotal: 0 } } });

afterAll(() => setKyc(0));

describe('identity checks', () => {
  it('a withdrawal waits for KYC, the documents are approved, and the withdrawal goes on', async () => {
    await setKyc(500_00);
    const { page, username } = await fundedNewMember('kyc');
    const order = await requestWithdrawal<{ orderNo: string; waitingFor: string | null }>(page, 800);
    expect(order.waitingFor).toBe('kyc');
    // The operator cannot approve it yet.
    await expect(opsApi('POST', OPS_MONEY_PATHS.withdrawalApprove.replace(':orderNo', order.orderNo))).rejects.toThrow(
      /withdrawal_kyc_pending/,
    );

    // The member's withdrawal list says what it waits for.
    await page.goto('/index?mc=withdraw');
    await page
      .getByText(/Đang chờ bạn xác minh danh tính/)
      .first()
      .waitFor();

    // My account: the state, what to do, the waiting withdrawal, and the three uploads.
    await page.goto('/index?mc=securityCenter#sc-kyc');
    const section = page.getByRole('region', { name: 'Xác minh danh tính' });
    await section.getByTestId('kyc-state').getByText('Chưa xác minh').waitFor();
    await section.getByText('1 lệnh rút đang chờ bạn xác minh danh tính.').waitFor();
    await section.getByText(/Lệnh rút trên 500,00 sẽ chờ xác minh/).waitFor();
    // A file that is not a picture is refused before it is sent.
    await section.getByLabel('Tải lên: Mặt trước giấy tờ (png hoặc jpg)').setInputFiles({
      name: 'cccd.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await section.getByText('cccd.png không phải ảnh png hoặc jpg.').waitFor();
    const kinds = [
      ['Mặt trước giấy tờ', 'front.png', 0x40],
      ['Mặt sau giấy tờ', 'back.png', 0x80],
    ] as const;
    for (const [kind, name, shade] of kinds) {
      await section
        .getByLabel(`Tải lên: ${kind} (png hoặc jpg)`)
        .setInputFiles({ name, mimeType: 'image/png', buffer: png(64, 40, shade) });
    }
    await section.getByText(/Còn thiếu: Ảnh chân dung cầm giấy tờ/).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'kyc-member-incomplete-vi-375', { fullPage: false });
    await section
      .getByLabel('Tải lên: Ảnh chân dung cầm giấy tờ (png hoặc jpg)')
      .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png(40, 64, 0xc0) });
    await section.getByTestId('kyc-state').getByText('Đang xét duyệt').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'kyc-member-pending-vi-375', { fullPage: false });

    // The owner reviews it in the console's queue: the pictures, then approve.
    const consolePage = await newPage({ viewport: { width: 1440, height: 900 } });
    await signInConsole(consolePage, '/console/queues/kyc');
    await consolePage.getByRole('heading', { name: 'Xác minh danh tính', level: 1 }).waitFor();
    const row = consolePage
      .getByRole('row')
      .filter({ has: consolePage.getByRole('rowheader', { name: new RegExp(username) }) });
    await row.getByRole('button', { name: `Giấy tờ của ${username}` }).click();
    await consolePage.getByRole('img', { name: 'Chân dung' }).waitFor();
    await screenshot(consolePage, 'kyc-console-queue-vi-1440');
    await row.getByRole('button', { name: `Duyệt hồ sơ xác minh của ${username}` }).click();
    const confirm = consolePage.getByRole('alertdialog', { name: `Duyệt hồ sơ xác minh của ${username}?` });
    await confirm.getByText(/1 lệnh rút đang chờ/).waitFor();
    await confirm.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await consolePage.getByRole('rowheader', { name: new RegExp(username) }).waitFor({ state: 'detached' });

    // The member sees it approved; the withdrawal no longer waits, and the operator approves it.
    await page.reload();
    await section.getByTestId('kyc-state').getByText('Đã xác minh').waitFor();
    const status = await memberApi<{ state: string; waitingWithdrawals: number }>(page, 'GET', KYC_PATHS.status);
    expect(status).toMatchObject({ state: 'approved', waitingWithdrawals: 0 });
    const mine = await memberApi<{ waitingFor: string | null }>(
      page,
      'GET',
      MONEY_PATHS.withdrawalOrder.replace(':orderNo', order.orderNo),
    );
    expect(mine.waitingFor).toBeNull();
    const approved = await opsApi<OpsWithdrawal>(
      'POST',
      OPS_MONEY_PATHS.withdrawalApprove.replace(':orderNo', order.orderNo),
    );
    expect(approved.status).toBe('approved');

    // The same section in English on a desktop.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/index');
    await page.getByRole('banner').getByRole('button', { name: 'Ngôn ngữ' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.goto('/index?mc=securityCenter#sc-kyc');
    const en = page.getByRole('region', { name: 'Identity verification' });
    await en.getByTestId('kyc-state').getByText('Verified').waitFor();
    await en.getByText('Your identity is verified. Nothing more to do.').waitFor();
    await en.scrollIntoViewIfNeeded();
    await screenshot(page, 'kyc-member-approved-en-1440', { fullPage: false });
    await page.close();
    await consolePage.close();
  }, 180_000);
});
