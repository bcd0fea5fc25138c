import { OPS_MONEY_PATHS, type OpsWithdrawal } from '@lotus/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { fundedNewMember, memberApi, newPage, opsApi, requestWithdrawal, screenshot } from '../support';
import { CONSOLE_OWNER as OWNER, signInConsole } from '../support/console';

/**
 * Four eyes (issue 34), in Chromium: a manual credit above the brand's threshold, asked for with the
 * operator key (automation), waits on the approvals page; the owner approves it and the member's main
 * wallet grows by it exactly once. A withdrawal above the brand's withdrawal threshold, approved first by
 * the key, waits there for a second operator; the owner gives the second approval.
 */

const setThreshold = (approvalThreshold: number) =>
  opsApi('POST', OPS_MONEY_PATHS.moneySettings, { settings: { withdrawal: { approvalThreshold } } });
afterAll(() => setThreshold(0));

const mainOf = async (page: Parameters<typeof memberApi>[0]) =>
  BigInt((await memberApi<{ mainBalance: string }>(page, 'GET', '/wps/v2/wallets/balance')).mainBalance);

describe('four eyes', () => {
  it('a credit and a withdrawal above the thresholds wait for a second operator, then move once', async () => {
    const { page: member, username } = await fundedNewMember('eyes');
    const found = await opsApi<{ list: { id: number }[] }>('GET', `/ops/members?by=username&q=${username}`);
    const memberId = found.list[0]!.id;

    // A credit of 150,000.00 (above the default 100,000.00) waits.
    const before = await mainOf(member);
    const reason = `e2e four eyes ${Date.now()}`;
    const adj = await opsApi<{ id: number; status: string }>('POST', `/ops/members/${memberId}/adjustments`, {
      direction: 'credit',
      amount: '150000',
      reason,
      requestKey: `e2e-eyes-${Date.now()}`,
    });
    expect(adj.status).toBe('pending');
    expect(await mainOf(member)).toBe(before);

    // A withdrawal of 800.00 above a 500.00 threshold: the key approves first.
    await setThreshold(500_00);
    const order = await requestWithdrawal(member, 800);
    const approvePath = OPS_MONEY_PATHS.withdrawalApprove.replace(':orderNo', order.orderNo);
    const first = await opsApi<OpsWithdrawal>('POST', approvePath);
    expect(first).toMatchObject({ status: 'requested', waitingFor: 'second_approval', firstApprovedBy: 'automation' });
    await expect(opsApi('POST', approvePath)).rejects.toThrow(/four_eyes_self_approval/);

    // The owner opens the approvals page: both wait there.
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await signInConsole(page, '/console/approvals');
    await page.getByRole('heading', { name: 'Duyệt điều chỉnh số dư', level: 1 }).waitFor();
    const waiting = page.getByRole('row', { name: new RegExp(reason) });
    const second = page.getByRole('table', { name: 'Lệnh rút chờ duyệt lần hai' });
    const row = second.getByRole('row').filter({ has: page.getByRole('rowheader', { name: order.orderNo }) });
    await row.getByText('Bạn, hoặc bất kỳ ai trừ người duyệt lần một').waitFor();
    await waiting.waitFor();
    await screenshot(page, 'four-eyes-approvals-vi-1440');

    await waiting.getByRole('button', { name: 'Duyệt' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Duyệt điều chỉnh #${adj.id}?` });
    await confirm.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await expect.poll(() => waiting.count()).toBe(0);
    await expect.poll(() => mainOf(member)).toBe(before - 800_00n + 150_000_00n);

    await row.getByRole('button', { name: `Duyệt lần hai ${order.orderNo}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Duyệt lệnh rút ${order.orderNo}?` });
    await dialog.getByRole('button', { name: 'Duyệt lần 2', exact: true }).click();
    await page.getByRole('rowheader', { name: order.orderNo }).waitFor({ state: 'detached' });
    const approved = await opsApi<OpsWithdrawal>('GET', OPS_MONEY_PATHS.withdrawal.replace(':orderNo', order.orderNo));
    expect(approved).toMatchObject({ status: 'approved', firstApprovedBy: 'automation', approvedBy: OWNER.username });
    // Once: the credit is in the wallet one time, whatever the page did.
    expect(await mainOf(member)).toBe(before - 800_00n + 150_000_00n);

    // The same page on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Duyệt điều chỉnh số dư', level: 1 }).waitFor();
    await screenshot(page, 'four-eyes-approvals-vi-390');
    await page.close();
    await member.close();
  }, 180_000);
});
