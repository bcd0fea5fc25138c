// The brand's receiving bank accounts: the operator's list, and which one a new bank-transfer order is given.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bankPrintedName,
  MAX_POSTING_AMOUNT,
  vietBankOf,
  type OpsReceivingAccount,
  type opsReceivingAccountCreateSchema,
  type opsReceivingAccountUpdateSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { depositOrderAccounts, depositOrders, merchants, receivingAccounts } from '../../db/schema/index';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { dayIn, startOfDay } from '../../lib/zonedTime';
import type { Merchant } from '../brands/service';

export type ReceivingAccountRow = typeof receivingAccounts.$inferSelect;
type CreateBody = z.output<typeof opsReceivingAccountCreateSchema>;
type UpdateBody = z.output<typeof opsReceivingAccountUpdateSchema>;

/**
 * Receiving accounts (issue 35). A brand has any number; each is one bank account (NAPAS BIN +
 * number, unique across brands, so a statement line's account names its brand), the holder as the
 * bank prints it (upper case, no diacritics), a daily limit of orders (minor units, brand day; 0: none)
 * and an order among the others. A new order on a bank-transfer channel whose account is one of the
 * pool is given the enabled account with the least taken today that still has room for its amount
 * (ties by sort, id): deposits spread over the accounts and none goes past its limit. Without one
 * (all full or disabled), or on a channel with a dedicated account outside the pool, the order shows
 * the channel's own bank details as before, without a VietQR code.
 */

const invalid = (field: string) => new AppError('receiving_account_invalid', undefined, field);

function checkHolder(name: string): string {
  const holder = bankPrintedName(name);
  if (!/^[A-Z0-9 .,&()-]{1,50}$/.test(holder)) throw invalid('holderName');
  return holder;
}

function checkLimit(limit: number): bigint {
  if (limit < 0 || BigInt(limit) > MAX_POSTING_AMOUNT) throw invalid('dailyLimit');
  return BigInt(limit);
}

/** Minor units of orders opened on each account since `from` (pending or credited). */
async function usedSince(db: Tx, accountIds: number[], from: Date): Promise<Map<number, bigint>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: depositOrderAccounts.receivingAccountId,
      v: sql<string>`coalesce(sum(${depositOrders.amount}), 0)`,
    })
    .from(depositOrderAccounts)
    .innerJoin(depositOrders, eq(depositOrders.id, depositOrderAccounts.orderId))
    .where(
      and(
        inArray(depositOrderAccounts.receivingAccountId, accountIds),
        gte(depositOrderAccounts.createdAt, from),
        inArray(depositOrders.status, ['pending', 'credited']),
      ),
    )
    .groupBy(depositOrderAccounts.receivingAccountId);
  return new Map(rows.map((r) => [r.id, BigInt(r.v)]));
}

const todayStart = (timeZone: string, now: Date) => startOfDay(timeZone, dayIn(timeZone, now));

export function toOpsAccount(a: ReceivingAccountRow, brand: string, usedToday: bigint): OpsReceivingAccount {
  const bank = vietBankOf(a.bankBin);
  return {
    id: a.id,
    brand,
    bankBin: a.bankBin,
    bankCode: bank?.code ?? a.bankBin,
    bankShortName: bank?.shortName ?? a.bankBin,
    bankName: bank?.name ?? a.bankBin,
    accountNo: a.accountNo,
    holderName: a.holderName,
    dailyLimit: Number(a.dailyLimit),
    usedToday: Number(usedToday),
    sort: a.sort,
    enabled: a.enabled,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function opsListAccounts(ctx: AppContext, merchantIds: number[]): Promise<OpsReceivingAccount[]> {
  if (merchantIds.length === 0) return [];
  const rows = await ctx.db
    .select({ a: receivingAccounts, brand: merchants.code, timeZone: merchants.timeZone })
    .from(receivingAccounts)
    .innerJoin(merchants, eq(merchants.id, receivingAccounts.merchantId))
    .where(inArray(receivingAccounts.merchantId, merchantIds))
    .orderBy(asc(merchants.code), asc(receivingAccounts.sort), asc(receivingAccounts.id));
  const out: OpsReceivingAccount[] = [];
  for (const r of rows) {
    const used = await usedSince(ctx.db, [r.a.id], todayStart(r.timeZone, ctx.now()));
    out.push(toOpsAccount(r.a, r.brand, used.get(r.a.id) ?? 0n));
  }
  return out;
}

export async function opsAddAccount(ctx: AppContext, brand: Merchant, body: CreateBody) {
  const bank = vietBankOf(body.bank);
  if (!bank) throw invalid('bank');
  const accountNo = body.accountNo.replace(/[\s.-]/g, '');
  if (!/^[A-Za-z0-9]{4,19}$/.test(accountNo)) throw invalid('accountNo');
  const holderName = checkHolder(body.holderName);
  const dailyLimit = checkLimit(body.dailyLimit);
  let sort = body.sort;
  if (sort === undefined) {
    const [last] = await ctx.db
      .select({ s: sql<number>`coalesce(max(${receivingAccounts.sort}), 0)::int` })
      .from(receivingAccounts)
      .where(eq(receivingAccounts.merchantId, brand.id));
    sort = (last?.s ?? 0) + 1;
  }
  try {
    const [row] = await ctx.db
      .insert(receivingAccounts)
      .values({
        merchantId: brand.id,
        bankBin: bank.bin,
        accountNo: accountNo.toUpperCase(),
        holderName,
        dailyLimit,
        sort,
        enabled: body.enabled,
      })
      .returning();
    return toOpsAccount(row!, brand.code, 0n);
  } catch (error) {
    if (pgError(error)?.code === '23505') throw new AppError('receiving_account_taken', undefined, 'accountNo');
    throw error;
  }
}

export async function opsUpdateAccount(ctx: AppContext, id: number, patch: UpdateBody, merchantIds: number[]) {
  if (Object.keys(patch).length === 0) throw new AppError('validation_failed', 'nothing to change', 'body');
  const row = await inTransaction(ctx.db, async (tx) => {
    const [a] = await tx.select().from(receivingAccounts).where(eq(receivingAccounts.id, id)).for('update');
    if (!a || !merchantIds.includes(a.merchantId)) throw new AppError('receiving_account_not_found', undefined, 'id');
    const [done] = await tx
      .update(receivingAccounts)
      .set({
        ...(patch.holderName !== undefined ? { holderName: checkHolder(patch.holderName) } : {}),
        ...(patch.dailyLimit !== undefined ? { dailyLimit: checkLimit(patch.dailyLimit) } : {}),
        ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      })
      .where(eq(receivingAccounts.id, id))
      .returning();
    return done!;
  });
  const [m] = await ctx.db
    .select({ code: merchants.code, timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, row.merchantId));
  const used = await usedSince(ctx.db, [row.id], todayStart(m!.timeZone, ctx.now()));
  return toOpsAccount(row, m!.code, used.get(row.id) ?? 0n);
}

/**
 * Gives a new bank-transfer order one of the brand's accounts (in the order's transaction, under a
 * lock of the brand's accounts so that raced orders see each other's use of the daily limits).
 */
export async function assignReceivingAccount(
  tx: Tx,
  brand: Pick<Merchant, 'id' | 'timeZone'>,
  order: { id: number; amount: bigint },
  channelAccountNo: string | undefined,
  now: Date,
): Promise<ReceivingAccountRow | undefined> {
  const pool = await tx
    .select()
    .from(receivingAccounts)
    .where(eq(receivingAccounts.merchantId, brand.id))
    .orderBy(asc(receivingAccounts.sort), asc(receivingAccounts.id))
    .for('update');
  // A channel with a dedicated account of its own (not one of the pool) keeps showing that account.
  if (!pool.some((a) => a.accountNo === channelAccountNo?.toUpperCase())) return undefined;
  const accounts = pool.filter((a) => a.enabled);
  const used = await usedSince(
    tx,
    accounts.map((a) => a.id),
    todayStart(brand.timeZone, now),
  );
  const usedOf = (a: ReceivingAccountRow) => used.get(a.id) ?? 0n;
  const room = accounts.filter((a) => a.dailyLimit === 0n || usedOf(a) + order.amount <= a.dailyLimit);
  const pick = room.reduce<ReceivingAccountRow | undefined>(
    (best, a) => (best === undefined || usedOf(a) < usedOf(best) ? a : best),
    undefined,
  );
  if (!pick) return undefined;
  await tx.insert(depositOrderAccounts).values({ orderId: order.id, receivingAccountId: pick.id, createdAt: now });
  return pick;
}

/** The account an order was given, if any. */
export async function accountOfOrder(db: Tx, orderId: number): Promise<ReceivingAccountRow | undefined> {
  const [row] = await db
    .select({ a: receivingAccounts })
    .from(depositOrderAccounts)
    .innerJoin(receivingAccounts, eq(receivingAccounts.id, depositOrderAccounts.receivingAccountId))
    .where(eq(depositOrderAccounts.orderId, orderId));
  return row?.a;
}

/** A receiving account by its number (any bank), for statement lines. */
export async function accountByNumber(db: Tx, accountNo: string): Promise<ReceivingAccountRow[]> {
  return db.select().from(receivingAccounts).where(eq(receivingAccounts.accountNo, accountNo.toUpperCase()));
}
