import { OPS_MONEY_PATHS, type OpsWithdrawal } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { fundedNewMember, newPage, opsApi, requestWithdrawal, screenshot } from '../support';
import { CONSOLE_OWNER as OWNER, signInConsole as signInAsOwner } from '../support/console';

/**
 * The console's work queues (issue 16): a member asks for a withdrawal on the site's API; the demo
 * owner claims it in the withdrawals queue (the row says who holds it), approves and pays it through
 * the confirm dialogs; the order records the owner as the one who approved and paid. A new member is
 * used (not demo01) so no other spec sees a changed balance or a payment password set.
 */

/** A new member with 1,000.00 (a bank transfer the operator credited), a bound account and a requested withdrawal. */
async function requestedWithdrawal(): Promise<string> {
  const { page } = await fundedNewMember('queue');
  const order = await requestWithdrawal(page, 300);
  await page.close();
  return order.orderNo;
}

describe('the console’s work queues', () => {
  it('the owner claims a withdrawal, approves and pays it; the order records who did', async () => {
    const orderNo = await requestedWithdrawal();
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInAsOwner(page, '/console/queues/withdrawals');
    await page.getByRole('heading', { name: 'Rút tiền', level: 1 }).waitFor();
    // The navigation counts the open withdrawals.
    const nav = page.getByRole('navigation', { name: 'Điều hướng console' });
    await nav
      .getByRole('link', { name: /^Rút tiền/ })
      .getByLabel(/mục chờ xử lý$/)
      .waitFor();

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNo }) });
    await row.getByText('300,00').waitFor();
    await row.getByRole('button', { name: `Nhận xử lý ${orderNo}` }).click();
    await row.getByText('Bạn đang xử lý').waitFor();
    const claimed = await opsApi<OpsWithdrawal>('GET', OPS_MONEY_PATHS.withdrawal.replace(':orderNo', orderNo));
    expect(claimed.claim).toMatchObject({ operatorName: OWNER.username });
    await screenshot(page, 'console-queue-withdrawals-1280');

    await row.getByRole('button', { name: `Duyệt ${orderNo}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Duyệt lệnh rút ${orderNo}?` });
    await confirm.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await row.getByText('Đã duyệt – chờ chi').waitFor();
    // Approving keeps the claim: the same operator pays.
    await row.getByText('Bạn đang xử lý').waitFor();

    await row.getByRole('button', { name: `Chi trả ${orderNo}` }).click();
    const pay = page.getByRole('alertdialog', { name: `Đánh dấu lệnh rút ${orderNo} đã chi?` });
    await pay.getByText(/0123456789/).waitFor();
    await pay.getByRole('button', { name: 'Chi trả', exact: true }).click();
    // Paid: the order leaves the queue.
    await page.getByRole('rowheader', { name: orderNo }).waitFor({ state: 'detached' });

    const paid = await opsApi<OpsWithdrawal>('GET', OPS_MONEY_PATHS.withdrawal.replace(':orderNo', orderNo));
    expect(paid).toMatchObject({ status: 'paid', approvedBy: OWNER.username, paidBy: OWNER.username, claim: null });
  }, 120_000);

  it('on a phone, the queue scrolls sideways and a rejection asks for a reason', async () => {
    const orderNo = await requestedWithdrawal();
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signInAsOwner(page, '/console/queues/withdrawals');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNo }) });
    await row.waitFor();
    await screenshot(page, 'console-queue-withdrawals-390');
    await row.getByRole('button', { name: `Từ chối ${orderNo}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
    await dialog.getByText('Tối đa 200 ký tự; từ chối cần có lý do').waitFor();
    await dialog.getByLabel(/^Lý do/).fill('Tên chủ tài khoản không khớp');
    await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
    // While the dialog is open the page behind it is hidden from the accessibility tree, so the row
    // "leaves" only once the dialog has closed on the server's answer.
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name: orderNo }).waitFor({ state: 'detached' });
    const rejected = await opsApi<OpsWithdrawal>('GET', OPS_MONEY_PATHS.withdrawal.replace(':orderNo', orderNo));
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectedBy: OWNER.username,
      rejectReason: 'Tên chủ tài khoản không khớp',
    });
  }, 120_000);

  it('every queue has its page in the navigation (English)', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInAsOwner(page, '/console/queues/deposits');
    await page.getByRole('heading', { name: 'Nạp tiền chờ duyệt', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'English' }).click();
    const nav = page.getByRole('navigation', { name: 'Console navigation' });
    for (const [link, heading, shot, empty] of [
      [/^Deposits to credit/, 'Deposits to credit', 'deposits', 'No bank transfer is waiting.'],
      [/^Withdrawals/, 'Withdrawals', 'withdrawals-en', 'No withdrawal is waiting.'],
      [/^Not-received disputes/, 'Not-received disputes', 'disputes', 'No dispute is open.'],
      [/^Promotion applications/, 'Promotion applications', 'applications', 'No application is waiting.'],
      [/^Feedback/, 'Feedback', 'feedback', 'No feedback is open.'],
      [/^Live chat/, 'Live chat', 'chat', 'No conversation is open.'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // Loaded: the list, or the queue's empty state.
      await page
        .getByRole('table')
        .or(page.getByRole('list', { name: 'Open conversations' }))
        .or(page.getByText(empty))
        .first()
        .waitFor();
      await screenshot(page, `console-queue-${shot}-1280`);
    }
  }, 120_000);
});
