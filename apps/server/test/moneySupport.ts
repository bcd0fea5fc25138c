import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceSchema, MONEY_PATHS, OPS_MONEY_PATHS, type MoneySettings } from '@lotus/contracts';
import { loadConfig, type MoneyConfig } from '../src/config';
import { members, merchants } from '../src/db/schema';
import { hashPassword } from '../src/modules/accounts/passwords';
import { postEntry, verifyLedger } from '../src/modules/ledger/service';
import { seedDemoDepositChannelsIfEmpty, seedDemoReceivingAccountsIfEmpty } from '../src/db/seed/demoDepositChannels';
import { brandAccount, memberAccount, publishBalanceChange, updateMoneySettings } from '../src/modules/wallets/service';
import { authed, nextIp, tokenFor, uniqueName } from './accounts/support';
import { createTestApp, ops, type TestApp } from './helpers';
import type { AppOptions } from '../src/app';

export const PAYMENT_PASSWORD = '246810';

/** The demo's transfer-wallet vendors, connected through the sandbox vendor in money tests (SANDBOX_VENDORS). */
const MONEY_SANDBOX_VENDORS = ['TIGER_SLOTS', 'ROYAL_LIVE'];

/**
 * A test app for money: the demo brand with its payment channels, listening on a loopback port so
 * that the sandbox gateway and vendor are called over real HTTP; jobs are not started (tests run the
 * job functions themselves); vendor calls time out after 400 ms. The transfer wallets of
 * MONEY_SANDBOX_VENDORS are connected through the sandbox vendor (no real vendor has one yet).
 */
export async function createMoneyApp(
  options: AppOptions & { money?: Partial<MoneyConfig> } = {},
): Promise<TestApp & { url: string }> {
  const money: MoneyConfig = {
    ...loadConfig({}).money,
    jobsEnabled: false,
    vendorTimeoutMs: 400,
    sandboxVendors: MONEY_SANDBOX_VENDORS,
    ...options.money,
  };
  const t = await createTestApp({ ...options, config: { money } });
  await seedDemoDepositChannelsIfEmpty(t.ctx.db);
  await seedDemoReceivingAccountsIfEmpty(t.ctx.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The app records the address on its context (ctx.listeningUrl): the sandboxes are called there.
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { ...t, url };
}

export async function lotus(t: TestApp) {
  const [m] = await t.ctx.db.select().from(merchants).where(eq(merchants.code, 'LOTUS'));
  return { id: m!.id, currency: m!.currency };
}

export interface TestMember {
  id: number;
  username: string;
  token: string;
  ip: string;
  /** Headers of this member's requests. */
  h: Record<string, string>;
}

/** A new member of the demo brand with a session: payee name and payment password set unless told. */
export async function newMember(
  t: TestApp,
  o: { isAgent?: number; uplineId?: number | null; payeeName?: string | null; paymentPassword?: string | null } = {},
): Promise<TestMember> {
  const username = uniqueName('mn');
  const payee = o.payeeName === undefined ? 'Nguyễn Văn An' : o.payeeName;
  const pp = o.paymentPassword === undefined ? PAYMENT_PASSWORD : o.paymentPassword;
  const [row] = await t.ctx.db
    .insert(members)
    .values({
      merchantId: (await lotus(t)).id,
      username,
      passwordHash: await hashPassword('Player123'),
      paymentPasswordHash: pp ? await hashPassword(pp) : null,
      profile: payee ? { payeeName: payee } : {},
      isAgent: o.isAgent ?? 0,
      uplineId: o.uplineId ?? null,
      firstLogin: false,
      passwordChangedAt: new Date(),
      registerMethod: 'SEED',
    })
    .returning({ id: members.id });
  const ip = nextIp();
  const token = await tokenFor(t, username, 'Player123', ip);
  return { id: row!.id, username, token, ip, h: authed(ip, token) };
}

/**
 * Puts money in a member's main wallet (a deposit entry straight through the ledger), minor units, and
 * publishes the movement as every money path does.
 */
export async function fund(t: TestApp, memberId: number, amount: bigint) {
  const brand = await lotus(t);
  await postEntry(t.ctx.db, {
    merchantId: brand.id,
    type: 'deposit',
    idempotencyKey: `test-fund:${crypto.randomUUID()}`,
    postings: [
      { accountId: (await brandAccount(t.ctx.db, brand, 'payment_clearing')).id, amount: -amount },
      { accountId: (await memberAccount(t.ctx.db, brand, memberId, 'member_main')).id, amount },
    ],
  });
  publishBalanceChange(t.ctx, brand.id, [memberId]);
}

/** A new member with `amount` in its main wallet and a bound bank account (the withdrawals' tests). */
export async function memberWithBank(t: TestApp, amount = 10_000_00n): Promise<{ m: TestMember; bankId: number }> {
  const m = await newMember(t);
  if (amount > 0n) await fund(t, m.id, amount);
  const bank = await t.app.inject({
    method: 'POST',
    url: MONEY_PATHS.bankAccounts,
    headers: m.h,
    payload: {
      bankCode: 'VCB',
      accountNo: '0123456789',
      accountName: 'NGUYEN VAN AN',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(bank.statusCode, bank.body).toBe(200);
  return { m, bankId: (bank.json().value as { id: number }).id };
}

/** The member's withdrawal request of `amount` (major units as typed, "800.00"); answers the order. */
export async function requestWithdrawal(t: TestApp, m: TestMember, bankAccountId: number, amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: MONEY_PATHS.withdrawalOrders,
    headers: m.h,
    payload: { bankAccountId, amount, paymentPassword: PAYMENT_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { orderNo: string; status: string; waitingFor: string | null };
}

export async function setMoneySettings(t: TestApp, patch: Parameters<typeof updateMoneySettings>[2]) {
  await updateMoneySettings(t.ctx.db, (await lotus(t)).id, patch, new Date());
}
export type { MoneySettings };

/** The member's balance as the web reads it: money decoded to bigint minor units (decision 0021). */
export async function balanceOf(t: TestApp, m: TestMember) {
  const res = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: m.h });
  expect(res.statusCode, res.body).toBe(200);
  return balanceSchema.parse(res.json().value);
}

export const vendorBalance = (b: Awaited<ReturnType<typeof balanceOf>>, vendor: string) =>
  b.wallets.find((w) => w.vassalage === vendor)?.balance ?? 0n;

export async function expectLedgerSound(t: TestApp) {
  const v = await verifyLedger(t.ctx.db);
  expect(v, JSON.stringify(v)).toMatchObject({ ok: true });
}

export async function setVendorMode(t: TestApp, mode: string, vendor = '*') {
  const res = await t.app.inject({
    method: 'POST',
    url: OPS_MONEY_PATHS.sandboxVendorMode,
    headers: ops(),
    payload: { vendor, mode },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const errorOf = (res: { statusCode: number; json(): unknown }) => {
  const body = res.json() as { errorCode?: string; field?: string; value?: unknown };
  return { status: res.statusCode, code: body.errorCode, field: body.field, value: body.value };
};
