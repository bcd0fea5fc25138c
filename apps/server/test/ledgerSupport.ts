import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { members, merchants } from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import { getOrCreateAccount, type LedgerAccount } from '../src/modules/ledger/service';

/** A bare brand row for ledger tests (accounts reference merchants). */
export async function createMerchant(db: Db, currency = 'VND'): Promise<number> {
  const [row] = await db
    .insert(merchants)
    .values({
      code: `T${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
      name: 'Ledger test brand',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency,
      profile: {},
    })
    .returning({ id: merchants.id });
  return row!.id;
}

export interface Brand {
  merchantId: number;
  currency: string;
  house: LedgerAccount;
  clearing: LedgerAccount;
  promotion: LedgerAccount;
  payable: LedgerAccount;
  adjustment: LedgerAccount;
}

export async function createBrand(db: Db, currency = 'VND'): Promise<Brand> {
  const merchantId = await createMerchant(db, currency);
  const brand = (kind: 'house' | 'payment_clearing' | 'promotion' | 'withdrawal_payable' | 'adjustment') =>
    getOrCreateAccount(db, { merchantId, kind, currency });
  return {
    merchantId,
    currency,
    house: await brand('house'),
    clearing: await brand('payment_clearing'),
    promotion: await brand('promotion'),
    payable: await brand('withdrawal_payable'),
    adjustment: await brand('adjustment'),
  };
}

export interface MemberWallets {
  memberId: number;
  main: LedgerAccount;
  locked: LedgerAccount;
  bonus: LedgerAccount;
  vendor: LedgerAccount;
}

/**
 * The id of the brand's member named by `label` (`ledger-<label>`), created on first use: member
 * accounts reference a member of their own brand.
 */
export async function memberRow(db: Db, merchantId: number, label: number | string): Promise<number> {
  const username = `ledger-${label}`;
  const [row] = await db
    .insert(members)
    .values({ merchantId, username })
    .onConflictDoUpdate({ target: [members.merchantId, members.username], set: { username } })
    .returning({ id: members.id });
  return row!.id;
}

/** The four wallets of the brand's member named by `label` (see memberRow). */
export async function memberWallets(db: Db, brand: Brand, label: number, vendorCode = 'V1'): Promise<MemberWallets> {
  const memberId = await memberRow(db, brand.merchantId, label);
  const spec = { merchantId: brand.merchantId, ownerMemberId: memberId, currency: brand.currency };
  return {
    memberId,
    main: await getOrCreateAccount(db, { ...spec, kind: 'member_main' }),
    locked: await getOrCreateAccount(db, { ...spec, kind: 'member_locked' }),
    bonus: await getOrCreateAccount(db, { ...spec, kind: 'member_bonus' }),
    vendor: await getOrCreateAccount(db, { ...spec, kind: 'member_vendor', vendorCode }),
  };
}

/** Awaits a rejection with an AppError of that code. */
export async function expectAppError(promise: Promise<unknown>, code: string, field?: string): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected AppError ${code}`).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.errorCode).toBe(code);
  if (field !== undefined) expect(appError.field).toBe(field);
  return appError;
}

/** Awaits a rejection by the database (a trigger or constraint), returning its message. */
export async function expectDbError(promise: Promise<unknown>, pattern: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a database error').toBeTruthy();
  const texts: string[] = [];
  for (
    let e = error as { message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++, e = e.cause as typeof e
  ) {
    if (e.message) texts.push(e.message);
  }
  expect(texts.join(' | ')).toMatch(pattern);
}

let counter = 0;
/** A fresh idempotency key. */
export const key = (prefix = 'k') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}-${crypto.randomBytes(3).toString('hex')}`;
