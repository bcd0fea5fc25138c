import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  sandboxGatewayPayments,
  sandboxVendorModes,
  sandboxVendorTransfers,
  sandboxVendorWallets,
} from '../../db/schema/index';

/** The sandboxes' own books: they stand for other companies, so they never touch our ledger. */

export type SandboxTransferRow = typeof sandboxVendorTransfers.$inferSelect;
export type SandboxPaymentRow = typeof sandboxGatewayPayments.$inferSelect;

// ── vendor ─────────────────────────────────────────────────────────────────────────────────

export async function vendorMode(db: Tx, vendorCode: string): Promise<string> {
  const rows = await db
    .select()
    .from(sandboxVendorModes)
    .where(sql`${sandboxVendorModes.vendorCode} in (${vendorCode}, '*')`);
  return rows.find((r) => r.vendorCode === vendorCode)?.mode ?? rows.find((r) => r.vendorCode === '*')?.mode ?? 'ok';
}

export async function setVendorMode(db: Tx, vendorCode: string, mode: string, at: Date) {
  if (vendorCode === '*') await db.delete(sandboxVendorModes);
  await db
    .insert(sandboxVendorModes)
    .values({ vendorCode, mode, updatedAt: at })
    .onConflictDoUpdate({ target: sandboxVendorModes.vendorCode, set: { mode, updatedAt: at } });
}

export async function findVendorTransfer(db: Tx, vendorCode: string, reference: string) {
  const [row] = await db
    .select()
    .from(sandboxVendorTransfers)
    .where(and(eq(sandboxVendorTransfers.vendorCode, vendorCode), eq(sandboxVendorTransfers.reference, reference)));
  return row;
}

/**
 * Applies a transfer once per reference, in the caller's transaction: the first call books it (out of
 * the wallet only if the player has enough, else it is recorded as failed), a repeat returns the
 * first outcome.
 */
export async function applyVendorTransfer(
  tx: Tx,
  t: { vendorCode: string; reference: string; player: string; direction: 'in' | 'out'; amount: bigint; at: Date },
): Promise<{ row: SandboxTransferRow; replay: boolean }> {
  const inserted = await tx
    .insert(sandboxVendorTransfers)
    .values({ ...t, status: 'success', createdAt: t.at })
    .onConflictDoNothing()
    .returning();
  if (!inserted[0]) return { row: (await findVendorTransfer(tx, t.vendorCode, t.reference))!, replay: true };
  if (t.direction === 'in') {
    await tx
      .insert(sandboxVendorWallets)
      .values({ vendorCode: t.vendorCode, player: t.player, balance: t.amount, updatedAt: t.at })
      .onConflictDoUpdate({
        target: [sandboxVendorWallets.vendorCode, sandboxVendorWallets.player],
        set: { balance: sql`${sandboxVendorWallets.balance} + ${t.amount}`, updatedAt: t.at },
      });
    return { row: inserted[0], replay: false };
  }
  const debited = await tx
    .update(sandboxVendorWallets)
    .set({ balance: sql`${sandboxVendorWallets.balance} - ${t.amount}`, updatedAt: t.at })
    .where(
      and(
        eq(sandboxVendorWallets.vendorCode, t.vendorCode),
        eq(sandboxVendorWallets.player, t.player),
        sql`${sandboxVendorWallets.balance} >= ${t.amount}`,
      ),
    )
    .returning({ balance: sandboxVendorWallets.balance });
  if (debited[0]) return { row: inserted[0], replay: false };
  const [failed] = await tx
    .update(sandboxVendorTransfers)
    .set({ status: 'failed', reason: 'insufficient_funds' })
    .where(and(eq(sandboxVendorTransfers.vendorCode, t.vendorCode), eq(sandboxVendorTransfers.reference, t.reference)))
    .returning();
  return { row: failed!, replay: false };
}

export async function vendorBalance(db: Tx, vendorCode: string, player: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: sandboxVendorWallets.balance })
    .from(sandboxVendorWallets)
    .where(and(eq(sandboxVendorWallets.vendorCode, vendorCode), eq(sandboxVendorWallets.player, player)));
  return row?.balance ?? 0n;
}

// ── gateway ────────────────────────────────────────────────────────────────────────────────

export async function insertPayment(
  db: Tx,
  values: typeof sandboxGatewayPayments.$inferInsert,
): Promise<SandboxPaymentRow> {
  const [row] = await db.insert(sandboxGatewayPayments).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(sandboxGatewayPayments)
    .where(eq(sandboxGatewayPayments.orderNo, values.orderNo));
  return existing!;
}

export async function findPayment(db: Tx, ref: string) {
  const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.ref, ref));
  return row;
}

/** The payer's decision, once: false when the payment was already decided. */
export async function decidePayment(db: Tx, ref: string, status: 'approved' | 'declined', at: Date): Promise<boolean> {
  const rows = await db
    .update(sandboxGatewayPayments)
    .set({ status, decidedAt: at, callbackNextAt: at })
    .where(and(eq(sandboxGatewayPayments.ref, ref), eq(sandboxGatewayPayments.status, 'pending')))
    .returning({ ref: sandboxGatewayPayments.ref });
  return rows.length === 1;
}

export async function dueCallbacks(db: Tx, now: Date, limit: number) {
  return db
    .select()
    .from(sandboxGatewayPayments)
    .where(and(isNotNull(sandboxGatewayPayments.callbackNextAt), lte(sandboxGatewayPayments.callbackNextAt, now)))
    .orderBy(sandboxGatewayPayments.callbackNextAt)
    .limit(limit);
}

export async function recordCallbackAttempt(
  db: Tx,
  ref: string,
  values: { delivered: boolean; at: Date; nextAt: Date | null; error: string | null },
) {
  await db
    .update(sandboxGatewayPayments)
    .set({
      callbackAttempts: sql`${sandboxGatewayPayments.callbackAttempts} + 1`,
      callbackDeliveredAt: values.delivered ? values.at : null,
      callbackNextAt: values.nextAt,
      callbackLastError: values.error?.slice(0, 500) ?? null,
    })
    .where(eq(sandboxGatewayPayments.ref, ref));
}
