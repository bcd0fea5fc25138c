import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pageOfRows } from '../../db/paging';
import { members, merchants, moneySettings, walletTransfers } from '../../db/schema/index';

export type WalletTransferRow = typeof walletTransfers.$inferSelect;

// ── money settings ──────────────────────────────────────────────────────────────────────────

export async function loadSettingsRow(db: Tx, merchantId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select().from(moneySettings).where(eq(moneySettings.merchantId, merchantId));
  return row?.settings;
}

export async function saveSettingsRow(db: Tx, merchantId: number, settings: Record<string, unknown>, at: Date) {
  await db
    .insert(moneySettings)
    .values({ merchantId, settings, updatedAt: at })
    .onConflictDoUpdate({ target: moneySettings.merchantId, set: { settings, updatedAt: at } });
}

// ── wallet transfers ───────────────────────────────────────────────────────────────────────

export async function insertTransfer(db: Tx, values: typeof walletTransfers.$inferInsert): Promise<WalletTransferRow> {
  const [row] = await db.insert(walletTransfers).values(values).returning();
  return row!;
}

export async function findTransferByRequest(db: Tx, memberId: number, clientRequestId: string) {
  const [row] = await db
    .select()
    .from(walletTransfers)
    .where(and(eq(walletTransfers.memberId, memberId), eq(walletTransfers.clientRequestId, clientRequestId)));
  return row;
}

export async function findTransfer(db: Tx, reference: string) {
  const [row] = await db.select().from(walletTransfers).where(eq(walletTransfers.reference, reference));
  return row;
}

/** Moves a pending transfer to its outcome; false when it was no longer pending (someone else settled it). */
export async function settleTransferRow(
  db: Tx,
  id: number,
  values: { status: 'success' | 'failed'; settledAt: Date; failureReason?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(walletTransfers)
    .set({
      status: values.status,
      settledAt: values.settledAt,
      failureReason: values.failureReason ?? null,
      nextCheckAt: null,
    })
    .where(and(eq(walletTransfers.id, id), eq(walletTransfers.status, 'pending')))
    .returning({ id: walletTransfers.id });
  return rows.length === 1;
}

export async function deferTransferCheck(db: Tx, id: number, values: { nextCheckAt: Date; lastError: string }) {
  await db
    .update(walletTransfers)
    .set({
      nextCheckAt: values.nextCheckAt,
      lastError: values.lastError.slice(0, 500),
      attempts: sql`${walletTransfers.attempts} + 1`,
    })
    .where(and(eq(walletTransfers.id, id), eq(walletTransfers.status, 'pending')));
}

export async function dueTransfers(db: Tx, now: Date, limit: number) {
  return db
    .select()
    .from(walletTransfers)
    .where(and(eq(walletTransfers.status, 'pending'), lte(walletTransfers.nextCheckAt, now)))
    .orderBy(walletTransfers.nextCheckAt)
    .limit(limit);
}

export async function pendingByVendor(db: Tx, memberId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ vendorCode: walletTransfers.vendorCode, total: sql<string>`sum(${walletTransfers.amount})::text` })
    .from(walletTransfers)
    .where(and(eq(walletTransfers.memberId, memberId), eq(walletTransfers.status, 'pending')))
    .groupBy(walletTransfers.vendorCode);
  return new Map(rows.map((r) => [r.vendorCode, BigInt(r.total)]));
}

export async function pageTransfers(
  db: Tx,
  memberId: number,
  q: { status?: string | undefined; offset: number; limit: number },
): Promise<{ rows: WalletTransferRow[]; total: number }> {
  const where = and(
    eq(walletTransfers.memberId, memberId),
    q.status ? eq(walletTransfers.status, q.status) : undefined,
  );
  return pageOfRows(db, walletTransfers, where, [desc(walletTransfers.createdAt), desc(walletTransfers.id)], q);
}

export async function opsTransfers(db: Tx, q: { merchantIds: number[]; status?: string | undefined; limit: number }) {
  return db
    .select({ t: walletTransfers, brand: merchants.code, username: members.username })
    .from(walletTransfers)
    .innerJoin(merchants, eq(merchants.id, walletTransfers.merchantId))
    .innerJoin(members, eq(members.id, walletTransfers.memberId))
    .where(
      and(
        inArray(walletTransfers.merchantId, q.merchantIds),
        q.status ? eq(walletTransfers.status, q.status) : undefined,
      ),
    )
    .orderBy(desc(walletTransfers.createdAt))
    .limit(q.limit);
}
