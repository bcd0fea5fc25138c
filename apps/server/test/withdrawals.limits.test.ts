import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_VIP_PATHS as O } from '@lotus/contracts';
import { seedDemoVipIfEmpty } from '../src/db/seed/demoVip';
import { ops, type TestApp } from './helpers';
import { createMoneyApp, errorOf, memberWithBank, PAYMENT_PASSWORD, type TestMember } from './moneySupport';

/**
 * Issue 33 item 6: withdrawal limits a brand would use — 100,000,000 VND a request and 500,000,000 a day (10
 * requests) at the base rank, more a day at each VIP rank — shown in the withdrawal settings and enforced.
 */
let t: TestApp & { url: string };
const VND = (n: number) => BigInt(n) * 100n;

beforeAll(async () => {
  t = await createMoneyApp();
  await seedDemoVipIfEmpty(t.ctx.db);
});
afterAll(async () => {
  await t?.close();
});

const settings = async (m: TestMember) =>
  (await t.app.inject({ url: P.withdrawalSettings, headers: m.h })).json().value;
const withdraw = (m: TestMember, bankAccountId: number, amount: number | string) =>
  t.app.inject({
    method: 'POST',
    url: P.withdrawalOrders,
    headers: m.h,
    payload: { bankAccountId, amount, paymentPassword: PAYMENT_PASSWORD },
  });
const setLevel = (m: TestMember, level: number) =>
  t.app.inject({
    method: 'POST',
    url: `${O.setLevel.replace(':username', m.username)}?brand=LOTUS`,
    headers: ops(),
    payload: { level },
  });

describe('withdrawal limits', () => {
  it('default to 100,000,000 a request and 500,000,000 in 10 requests a day at the base rank', async () => {
    const { m, bankId } = await memberWithBank(t, VND(700_000_000));
    expect(await settings(m)).toMatchObject({
      minAmount: String(VND(100)),
      maxAmount: String(VND(100_000_000)),
      dailyMaxAmount: String(VND(500_000_000)),
      dailyMaxCount: 10,
      usedTodayAmount: '0',
    });
    expect(errorOf(await withdraw(m, bankId, 100_000_000.01))).toMatchObject({
      status: 400,
      code: 'amount_out_of_range',
      field: 'amount',
    });
    for (let i = 0; i < 5; i++) expect((await withdraw(m, bankId, 100_000_000)).statusCode).toBe(200);
    const over = await withdraw(m, bankId, 100);
    expect(errorOf(over)).toMatchObject({ status: 409, code: 'withdrawal_daily_limit' });
    expect(await settings(m)).toMatchObject({ usedTodayCount: 5, usedTodayAmount: String(VND(500_000_000)) });
  });

  it("a VIP rank's own daily limit replaces the brand's: VIP1 takes 600,000,000 a day", async () => {
    const { m, bankId } = await memberWithBank(t, VND(700_000_000));
    expect((await setLevel(m, 1)).statusCode).toBe(200);
    expect(await settings(m)).toMatchObject({
      maxAmount: String(VND(100_000_000)),
      dailyMaxAmount: String(VND(600_000_000)),
      dailyMaxCount: 10,
    });
    for (let i = 0; i < 6; i++) expect((await withdraw(m, bankId, 100_000_000)).statusCode).toBe(200);
    expect(errorOf(await withdraw(m, bankId, 100))).toMatchObject({ status: 409, code: 'withdrawal_daily_limit' });
  });

  it('each rank up allows more a day than the one below', async () => {
    const { m } = await memberWithBank(t, 0n);
    let below = BigInt((await settings(m)).dailyMaxAmount);
    for (const level of [1, 5, 10]) {
      expect((await setLevel(m, level)).statusCode).toBe(200);
      const s = await settings(m);
      expect(BigInt(s.dailyMaxAmount)).toBeGreaterThan(below);
      below = BigInt(s.dailyMaxAmount);
    }
    expect(below).toBe(VND(10_000_000_000));
  });
});
