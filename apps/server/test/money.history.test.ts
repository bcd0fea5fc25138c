import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_MONEY_PATHS as O, transactionHistorySchema } from '@lotus/contracts';
import { ops, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  expectLedgerSound,
  fund,
  newMember,
  PAYMENT_PASSWORD,
  type TestMember,
} from './moneySupport';

/**
 * Account records (transactionHistory) show one line per movement of the member's money: the held
 * account of requested withdrawals (member_locked) is not a line of its own.
 */
let t: TestApp & { url: string };

beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await t?.close();
});

const history = async (who: TestMember, q = '') => {
  const res = await t.app.inject({ url: `${P.transactionHistory}${q}`, headers: who.h });
  expect(res.statusCode, res.body).toBe(200);
  // Decoded as the web does: money as bigint minor units (decision 0021).
  return transactionHistorySchema.parse(res.json().value);
};

async function memberWithBank(amount: bigint) {
  const who = await newMember(t);
  await fund(t, who.id, amount);
  const res = await t.app.inject({
    method: 'POST',
    url: P.bankAccounts,
    headers: who.h,
    payload: {
      bankCode: 'VCB',
      accountNo: '0123456789',
      accountName: 'NGUYEN VAN AN',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { who, bankId: (res.json().value as { id: number }).id };
}
const withdraw = async (who: TestMember, bankAccountId: number, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: P.withdrawalOrders,
    headers: who.h,
    payload: { bankAccountId, amount, paymentPassword: PAYMENT_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value as { orderNo: string }).orderNo;
};
const operator = async (path: string, orderNo: string, payload: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: path.replace(':orderNo', orderNo), headers: ops(), payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe('account records: one line per movement of the member money', () => {
  it('a withdrawal request and its rejection are exactly two lines, with the main balance after each', async () => {
    const { who, bankId } = await memberWithBank(1_000_00n);
    const orderNo = await withdraw(who, bankId, 400);
    expect((await balanceOf(t, who)).mainBalance).toBe(600_00n);
    await operator(O.withdrawalReject, orderNo, { reason: 'name mismatch' });
    expect((await balanceOf(t, who)).mainBalance).toBe(1000_00n);

    const q = '?type=withdrawal_request,withdrawal_approve,withdrawal_reject,withdrawal_pay';
    const page = await history(who, q);
    expect(page.total).toBe(2);
    expect(page.list.map((l) => [l.type, l.wallet, l.amount, l.balanceAfter, l.reference])).toEqual([
      ['withdrawal_reject', 'main', 400_00n, 1000_00n, orderNo],
      ['withdrawal_request', 'main', -400_00n, 600_00n, orderNo],
    ]);
    // With the deposit: three lines in all, and the pages and count agree with the lines.
    const all = await history(who);
    expect(all.total).toBe(3);
    expect(all.list.map((l) => l.type)).toEqual(['withdrawal_reject', 'withdrawal_request', 'deposit']);
    const pages = await Promise.all([1, 2, 3, 4].map((n) => history(who, `?pageSize=1&pageNo=${n}`)));
    expect(pages.map((p) => [p.total, p.totalPages, p.list.length])).toEqual([
      [3, 3, 1],
      [3, 3, 1],
      [3, 3, 1],
      [3, 3, 0],
    ]);
    expect(pages.slice(0, 3).map((p) => p.list[0]!.type)).toEqual(all.list.map((l) => l.type));
    expect((await history(who, `${q}&pageSize=1&pageNo=2`)).list.map((l) => l.amount)).toEqual([-400_00n]);
    await expectLedgerSound(t);
  });

  it('an approved and paid withdrawal is one line; the held account is listed only when asked for', async () => {
    const { who, bankId } = await memberWithBank(500_00n);
    const orderNo = await withdraw(who, bankId, 200);
    await operator(O.withdrawalApprove, orderNo);
    await operator(O.withdrawalPay, orderNo);
    const page = await history(who);
    expect(page.total).toBe(2);
    expect(page.list.map((l) => [l.type, l.wallet, l.amount, l.balanceAfter])).toEqual([
      ['withdrawal_request', 'main', -200_00n, 300_00n],
      ['deposit', 'main', 500_00n, 500_00n],
    ]);
    // The held account's own statement: in when requested, out when approved.
    const held = await history(who, '?wallet=locked');
    expect(held.total).toBe(2);
    expect(held.list.map((l) => [l.type, l.wallet, l.amount, l.balanceAfter])).toEqual([
      ['withdrawal_approve', 'locked', -200_00n, 0n],
      ['withdrawal_request', 'locked', 200_00n, 200_00n],
    ]);
    expect((await history(who, '?wallet=main')).total).toBe(2);
  });
});
