import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToAmountText, MONEY_PATHS as P } from '@lotus/contracts';
import { walletTransfers } from '../src/db/schema';
import { reconcileTransfers } from '../src/modules/wallets/service';
import type { TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  fund,
  newMember,
  setVendorMode,
  vendorBalance,
  type TestMember,
} from './moneySupport';

let t: TestApp & { url: string };
let m: TestMember;
const V = 'TIGER_SLOTS'; // a transfer-wallet vendor of the demo catalogue

const transfer = (who: TestMember, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: P.walletTransfer, headers: who.h, payload: body });

/** The jobs' view of the app `ms` later (the members' sessions keep the real clock). */
const later = (ms = 10 * 60_000) => ({ ...t.ctx, now: () => new Date(Date.now() + ms) });

beforeAll(async () => {
  t = await createMoneyApp();
  m = await newMember(t);
  await fund(t, m.id, 1_000_00n);
});
afterAll(async () => {
  await t?.close();
});

describe('balance and merchantWallet', () => {
  it('lists main, every transfer vendor wallet, bonus and locked', async () => {
    const b = await balanceOf(t, m);
    expect(b).toMatchObject({ sumBalance: 1000_00n, mainBalance: 1000_00n, lockedBalance: 0n, bonusBalance: 0n });
    expect(b.wallets[0]).toMatchObject({ wallet: 'main', balance: 1000_00n });
    expect(b.wallets.filter((w) => w.wallet === 'vendor').map((w) => w.vassalage)).toContain(V);
    expect(b.wallets.map((w) => w.wallet).slice(-2)).toEqual(['bonus', 'locked']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: P.balance, headers: { merchant: 'LOTUS' } });
    expect(errorOf(res)).toMatchObject({ status: 401, code: 'user.or.token.invalid' });
  });

  it('merchantWallet says whether transfer wallets exist', async () => {
    const res = await t.app.inject({ url: P.merchantWallet, headers: m.h });
    expect(res.json().value.isSingle).toBe(false);
    expect(res.json().value.vendors.some((v: { walletMode: string }) => v.walletMode === 'transfer')).toBe(true);
  });
});

describe('walletTransfer through the sandbox vendor', () => {
  it('moves money to the vendor and back over HTTP', async () => {
    const into = await transfer(m, { from: 'MAIN', to: V, amount: '250.50' });
    expect(into.statusCode, into.body).toBe(200);
    expect(into.json().value).toMatchObject({
      status: 'success',
      direction: 'in',
      amount: '25050',
      from: 'MAIN',
      to: V,
    });
    let b = await balanceOf(t, m);
    expect(b.mainBalance).toBe(749_50n);
    expect(vendorBalance(b, V)).toBe(250_50n);
    expect(b.sumBalance).toBe(1000_00n);
    const back = await transfer(m, { from: V, to: 'MAIN', amount: 50 });
    expect(back.json().value).toMatchObject({ status: 'success', direction: 'out' });
    b = await balanceOf(t, m);
    expect(b.mainBalance).toBe(799_50n);
    expect(vendorBalance(b, V)).toBe(200_50n);
    await expectLedgerSound(t);
  });

  it.each([
    ['negative', -5],
    ['zero', 0],
    ['zero string', '0.00'],
    ['three decimals', 1.005],
    ['float noise', 0.1 + 0.2],
    ['huge', '100000000000000000'],
    ['exponent', 1e21],
    ['non-numeric', 'ten'],
    ['boolean', true],
    ['missing', undefined],
  ])('refuses a %s amount with the field', async (_name, amount) => {
    const before = await balanceOf(t, m);
    const res = await transfer(m, { from: 'MAIN', to: V, amount });
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'validation_failed', field: 'amount' });
    expect(await balanceOf(t, m)).toMatchObject({ mainBalance: before.mainBalance });
  });

  it('refuses more than the balance, moving nothing', async () => {
    const res = await transfer(m, { from: 'MAIN', to: V, amount: 100_000 });
    expect(errorOf(res)).toMatchObject({ status: 409, code: 'insufficient_balance' });
    const res2 = await transfer(m, { from: V, to: 'MAIN', amount: 100_000 });
    expect(errorOf(res2)).toMatchObject({ status: 409, code: 'insufficient_balance' });
  });

  it('refuses seamless vendors, unknown vendors and main to main', async () => {
    expect(errorOf(await transfer(m, { from: 'MAIN', to: 'LOTUS_HOUSE', amount: 1 }))).toMatchObject({
      status: 400,
      code: 'wallet_not_transferable',
      field: 'to',
    });
    expect(errorOf(await transfer(m, { from: 'MAIN', to: 'NOPE', amount: 1 }))).toMatchObject({
      status: 404,
      code: 'vendor_not_found',
    });
    expect(errorOf(await transfer(m, { from: 'MAIN', to: 'MAIN', amount: 1 }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(errorOf(await transfer(m, { from: 'X Y', to: 'MAIN', amount: 1 }))).toMatchObject({
      status: 400,
      field: 'from',
    });
  });

  it('replays a clientRequestId instead of moving twice; other data with it is refused', async () => {
    const before = await balanceOf(t, m);
    const body = { from: 'MAIN', to: V, amount: 10, clientRequestId: 'req-1' };
    const [a, b] = await Promise.all([transfer(m, body), transfer(m, body)]);
    expect(a.json().value.reference).toBe(b.json().value.reference);
    expect((await balanceOf(t, m)).mainBalance).toBe(before.mainBalance - 10_00n);
    expect(errorOf(await transfer(m, { ...body, amount: 11 }))).toMatchObject({
      status: 409,
      code: 'idempotency_key_reused',
    });
  });

  it('a trial account cannot transfer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'LOTUS', 'x-forwarded-for': '10.99.0.1' },
      payload: { platform: 'W' },
    });
    if (res.statusCode !== 200) return; // free play switched off for the brand
    const token = res.json().value.token as string;
    const r = await t.app.inject({
      method: 'POST',
      url: P.walletTransfer,
      headers: { merchant: 'LOTUS', authorization: token },
      payload: { from: 'MAIN', to: V, amount: 1 },
    });
    expect(errorOf(r)).toMatchObject({ status: 403, code: 'in_need_true_account' });
  });

  it('a definite refusal by the vendor returns the money', async () => {
    await setVendorMode(t, 'reject', V);
    const before = await balanceOf(t, m);
    const res = await transfer(m, { from: 'MAIN', to: V, amount: 5 });
    expect(errorOf(res)).toMatchObject({ status: 502, code: 'vendor_transfer_failed' });
    expect((res.json().value.transfer as { status: string }).status).toBe('failed');
    expect((await balanceOf(t, m)).mainBalance).toBe(before.mainBalance);
    await setVendorMode(t, 'ok', V);
    await expectLedgerSound(t);
  });
});

describe('unknown outcomes are reconciled by asking the vendor', () => {
  const pendingRef = async (mode: string, amount = 7) => {
    await setVendorMode(t, mode, V);
    const res = await transfer(m, { from: 'MAIN', to: V, amount });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('pending');
    await setVendorMode(t, 'ok', V);
    return res.json().value.reference as string;
  };
  const statusOf = async (reference: string) => {
    const res = await t.app.inject({ url: P.walletTransferOne.replace(':reference', reference), headers: m.h });
    return res.json().value.status as string;
  };

  it('timeout: the vendor applied it; the job settles it as success, never refunds', async () => {
    const before = await balanceOf(t, m);
    const ref = await pendingRef('timeout');
    const mid = await balanceOf(t, m);
    expect(mid.mainBalance).toBe(before.mainBalance - 7_00n);
    expect(mid.wallets.find((w) => w.vassalage === V)!.pending).toBe(7_00n);
    expect(await reconcileTransfers(later(0))).toBe(0); // not yet due
    expect(await reconcileTransfers(later())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ref)).toBe('success');
    const after = await balanceOf(t, m);
    expect(after.mainBalance).toBe(before.mainBalance - 7_00n);
    expect(vendorBalance(after, V)).toBe(vendorBalance(before, V) + 7_00n);
    await expectLedgerSound(t);
  });

  it('error (applied, answered 500): settled as success', async () => {
    const ref = await pendingRef('error');
    await reconcileTransfers(later());
    expect(await statusOf(ref)).toBe('success');
  });

  it('drop (never reached the vendor): the job sends the same reference again', async () => {
    const before = await balanceOf(t, m);
    const ref = await pendingRef('drop');
    await reconcileTransfers(later());
    expect(await statusOf(ref)).toBe('success');
    expect(vendorBalance(await balanceOf(t, m), V)).toBe(vendorBalance(before, V) + 7_00n);
  });

  it('status unknown: stays pending, asked again later; then settles', async () => {
    const ref = await pendingRef('drop');
    await setVendorMode(t, 'status_unknown', V);
    await reconcileTransfers(later());
    expect(await statusOf(ref)).toBe('pending');
    const [row] = await t.ctx.db.select().from(walletTransfers).where(eq(walletTransfers.reference, ref));
    expect(row!.attempts).toBe(2); // the first unknown answer, then the job's
    expect(row!.lastError).toMatch(/500/);
    await setVendorMode(t, 'ok', V);
    await reconcileTransfers(later(60 * 60_000));
    expect(await statusOf(ref)).toBe('success');
    await expectLedgerSound(t);
  });

  it('a refused resend refunds (out of the vendor wallet: not enough money there)', async () => {
    const before = await balanceOf(t, m);
    await setVendorMode(t, 'drop', V);
    const res = await transfer(m, { from: V, to: 'MAIN', amount: minorToAmountText(vendorBalance(before, V)) });
    expect(res.json().value.status).toBe('pending');
    // Meanwhile the vendor wallet was emptied another way: the resend is refused, a definite failure.
    await setVendorMode(t, 'ok', V);
    const ref = res.json().value.reference as string;
    await t.ctx.db.execute(`update sandbox_vendor_wallets set balance = 0 where vendor_code = '${V}'` as never);
    await reconcileTransfers(later());
    const [row] = await t.ctx.db.select().from(walletTransfers).where(eq(walletTransfers.reference, ref));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    expect(vendorBalance(await balanceOf(t, m), V)).toBe(vendorBalance(before, V));
    await expectLedgerSound(t);
  });

  it("another member's transfer reference is not found", async () => {
    const other = await newMember(t);
    const [row] = await t.ctx.db.select().from(walletTransfers).limit(1);
    const res = await t.app.inject({
      url: P.walletTransferOne.replace(':reference', row!.reference),
      headers: other.h,
    });
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'transfer_not_found' });
  });
});

describe('consolidated funds', () => {
  it('brings every vendor wallet back to main', async () => {
    const who = await newMember(t);
    await fund(t, who.id, 300_00n);
    await transfer(who, { from: 'MAIN', to: V, amount: 100 });
    await transfer(who, { from: 'MAIN', to: 'ROYAL_LIVE', amount: 50 });
    const res = await t.app.inject({ method: 'POST', url: P.consolidated, headers: who.h });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.transfers).toHaveLength(2);
    expect(res.json().value.balance).toMatchObject({ mainBalance: '30000', sumBalance: '30000' });
    const again = await t.app.inject({ method: 'POST', url: P.consolidated, headers: who.h });
    expect(again.json().value.transfers).toHaveLength(0);
  });
});
