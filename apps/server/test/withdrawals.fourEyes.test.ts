import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS, OPS_MONEY_PATHS, type OpsWithdrawal } from '@lotus/contracts';
import { auditLog, ledgerEntries } from '../src/db/schema';
import { TEST_DATABASE_URL, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  memberWithBank,
  requestWithdrawal,
  setMoneySettings,
} from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';

/**
 * Four-eyes on withdrawals (issue 34): above the brand's `withdrawal.approvalThreshold` an approval
 * takes two operators (maker ≠ checker); the first only records itself, the second moves the money,
 * once; below the threshold one approval does it as before. Raced second approvals on PostgreSQL post
 * the approval exactly once.
 */
let t: TestApp & { url: string };
let makers: TestOperator[];

const approve = (h: Record<string, string>, orderNo: string) =>
  t.app.inject({ method: 'POST', url: OPS_MONEY_PATHS.withdrawalApprove.replace(':orderNo', orderNo), headers: h });
const reject = (h: Record<string, string>, orderNo: string) =>
  t.app.inject({
    method: 'POST',
    url: OPS_MONEY_PATHS.withdrawalReject.replace(':orderNo', orderNo),
    headers: h,
    payload: { reason: 'not this one' },
  });
const approvals = async (orderNo: string) =>
  t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, `withdrawal-approve:${orderNo}`));

async function order(amount: string) {
  const { m, bankId } = await memberWithBank(t);
  return { m, orderNo: (await requestWithdrawal(t, m, bankId, amount)).orderNo };
}

beforeAll(async () => {
  t = await createMoneyApp();
  await setMoneySettings(t, { withdrawal: { approvalThreshold: 500_00 } });
  makers = [];
  for (let i = 0; i < 5; i++) makers.push(await operatorWithRole(t, i % 2 ? 'owner' : 'finance'));
});
afterAll(() => t?.close());

describe('four-eyes withdrawals', () => {
  it('a withdrawal up to the threshold is approved by one operator, as before', async () => {
    const { orderNo } = await order('500.00');
    const res = await approve(makers[0]!.headers, orderNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'approved', firstApprovedBy: null, waitingFor: null });
  });

  it('above it, the first approval waits for a second, different operator, who moves the money once', async () => {
    const { m, orderNo } = await order('1000.00');
    const [a, b] = makers as [TestOperator, TestOperator];
    const first = await approve(a.headers, orderNo);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value as OpsWithdrawal).toMatchObject({
      status: 'requested',
      waitingFor: 'second_approval',
      firstApprovedBy: a.username,
    });
    expect(await approvals(orderNo)).toHaveLength(0);
    // The member sees it wait, its money still locked.
    const mine = await t.app.inject({ url: MONEY_PATHS.withdrawalOrder.replace(':orderNo', orderNo), headers: m.h });
    expect(mine.json().value).toMatchObject({ status: 'requested', waitingFor: 'second_approval' });
    // The maker cannot be the checker.
    expect(errorOf(await approve(a.headers, orderNo))).toMatchObject({ status: 403, code: 'four_eyes_self_approval' });
    expect(await approvals(orderNo)).toHaveLength(0);
    const second = await approve(b.headers, orderNo);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().value).toMatchObject({
      status: 'approved',
      approvedBy: b.username,
      firstApprovedBy: a.username,
    });
    expect(await approvals(orderNo)).toHaveLength(1);
    // Again: answered as it is, nothing moves twice.
    expect((await approve(makers[2]!.headers, orderNo)).json().value.status).toBe('approved');
    expect(await approvals(orderNo)).toHaveLength(1);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${orderNo}`));
    expect(audit.filter((e) => e.action === 'withdrawal.approve').length).toBe(2);
    await expectLedgerSound(t);
  });

  it('a rejection after the first approval changes nothing but gives the money back', async () => {
    const { m, orderNo } = await order('1000.00');
    const before = await balanceOf(t, m);
    expect((await approve(makers[0]!.headers, orderNo)).statusCode).toBe(200);
    const res = await reject(makers[1]!.headers, orderNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('rejected');
    expect(await approvals(orderNo)).toHaveLength(0);
    const after = await balanceOf(t, m);
    expect(after.mainBalance - before.mainBalance).toBe(1000_00n);
    expect(before.lockedBalance - after.lockedBalance).toBe(1000_00n);
    expect(errorOf(await approve(makers[1]!.headers, orderNo))).toMatchObject({ code: 'withdrawal_state_invalid' });
  });

  it('an operator without withdrawals.review cannot approve', async () => {
    const { orderNo } = await order('1000.00');
    const support = await operatorWithRole(t, 'support');
    expect(errorOf(await approve(support.headers, orderNo))).toMatchObject({ status: 403, code: 'permission_denied' });
  });
});

describe.skipIf(!TEST_DATABASE_URL)('four-eyes withdrawals under concurrency (PostgreSQL)', () => {
  it('raced second approvals approve exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderNo } = await order('2000.00');
      expect((await approve(makers[0]!.headers, orderNo)).statusCode).toBe(200);
      const answers = await Promise.all(makers.slice(1).map((op) => approve(op.headers, orderNo)));
      for (const r of answers) expect(r.statusCode, r.body).toBe(200);
      expect(answers.every((r) => r.json().value.status === 'approved')).toBe(true);
      expect(await approvals(orderNo)).toHaveLength(1);
    }
    await expectLedgerSound(t);
  });
});
if (!TEST_DATABASE_URL)
  console.info('four-eyes concurrency test skipped: set TEST_DATABASE_URL to run it on PostgreSQL');
