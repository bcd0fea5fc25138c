import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_MEMBER_PATHS, OPS_MONEY_PATHS as O } from '@lotus/contracts';
import { callback, houseGame, launchToken } from './gamesSupport';
import { ops, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  expectLedgerSound,
  fund,
  newMember,
  vendorBalance,
  type TestMember,
} from './moneySupport';

// The balance is answered from a per-member cache (ctx.memberBalances, wallets/balanceCache.ts): every
// money path publishes its movement after the commit, so the next read shows it at once.
let t: TestApp & { url: string };
let m: TestMember;
let other: TestMember;

beforeAll(async () => {
  t = await createMoneyApp();
  m = await newMember(t);
  other = await newMember(t);
  await fund(t, m.id, 1_000_00n);
  await fund(t, other.id, 10_00n);
});
afterAll(async () => {
  await t?.close();
});

/** Reads twice (the second from the cache) and answers the balance. */
async function read(who: TestMember) {
  const first = await balanceOf(t, who);
  expect(await balanceOf(t, who)).toEqual({ ...first, at: expect.any(String) });
  return first;
}

describe('a cached balance shows every movement on the next read', () => {
  it('a deposit approved by the operator', async () => {
    expect((await read(m)).mainBalance).toBe(1000_00n);
    const res = await t.app.inject({
      method: 'POST',
      url: P.depositOrders,
      headers: m.h,
      payload: { channelId: await channelId('BANK_VCB'), amount: '1500.00', payerName: 'NGUYEN VAN AN' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const approve = await t.app.inject({
      method: 'POST',
      url: O.depositApprove.replace(':orderNo', res.json().value.orderNo),
      headers: ops(),
    });
    expect(approve.json().value.status).toBe('credited');
    expect((await read(m)).mainBalance).toBe(2500_00n);
  });

  it('a transfer into a vendor wallet and back', async () => {
    const into = await t.app.inject({
      method: 'POST',
      url: P.walletTransfer,
      headers: m.h,
      payload: { from: 'MAIN', to: 'TIGER_SLOTS', amount: 200 },
    });
    expect(into.json().value, into.body).toMatchObject({ status: 'success' });
    let b = await read(m);
    expect([b.mainBalance, vendorBalance(b, 'TIGER_SLOTS')]).toEqual([2300_00n, 200_00n]);
    await t.app.inject({
      method: 'POST',
      url: P.walletTransfer,
      headers: m.h,
      payload: { from: 'TIGER_SLOTS', to: 'MAIN', amount: 200 },
    });
    b = await read(m);
    expect([b.mainBalance, vendorBalance(b, 'TIGER_SLOTS')]).toEqual([2500_00n, 0n]);
  });

  it("an operator's adjustment", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: OPS_MEMBER_PATHS.memberAdjustments.replace(':id', String(m.id)),
      headers: ops(),
      payload: { direction: 'debit', amount: 100, reason: 'correction', requestKey: `bc-${Date.now()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(m)).mainBalance).toBe(2400_00n);
  });

  it('a bet and a win from the house provider', async () => {
    const token = await launchToken(t, m.token, await houseGame(t, 'lotus-slot'));
    const playerId = (await callback(t, 'authenticate', { token })).json().value.playerId;
    expect((await read(m)).mainBalance).toBe(2400_00n);
    const round = { token, playerId, roundId: `bc-r-${Date.now()}`, gameCode: 'lotus-slot', currency: 'VND' };
    const bet = await callback(t, 'bet', { ...round, transactionId: `bc-b-${Date.now()}`, amount: 5_000 });
    expect(bet.json().success, bet.body).toBe(true);
    expect((await read(m)).mainBalance).toBe(2350_00n);
    const win = await callback(t, 'win', {
      ...round,
      transactionId: `bc-w-${Date.now()}`,
      amount: 12_000,
      roundClosed: true,
    });
    expect(win.json().success, win.body).toBe(true);
    expect((await read(m)).mainBalance).toBe(2470_00n);
  });

  it("one member's movement leaves another's balance right", async () => {
    expect((await read(other)).mainBalance).toBe(10_00n);
    await fund(t, m.id, 1_00n);
    expect((await read(other)).mainBalance).toBe(10_00n);
    expect((await read(m)).mainBalance).toBe(2471_00n);
    await expectLedgerSound(t);
  });
});

async function channelId(code: string): Promise<number> {
  const res = await t.app.inject({ url: P.depositChannels, headers: m.h });
  return (res.json().value as { id: number; code: string }[]).find((c) => c.code === code)!.id;
}
