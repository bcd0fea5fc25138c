import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pageOfRows, type PageWindow } from '../../db/paging';
import { kycChecks, kycDocuments, members, withdrawalOrders } from '../../db/schema/index';

export type KycCheckRow = typeof kycChecks.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

/** Serialises a member's uploads (two tabs, a double click): one open check at a time. */
export async function lockMemberKyc(tx: Tx, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(7341, ${memberId}::integer)`);
}

/** The member's latest check (its state), if any. */
export async function latestCheck(db: Tx, memberId: number): Promise<KycCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(kycChecks)
    .where(eq(kycChecks.memberId, memberId))
    .orderBy(desc(kycChecks.id))
    .limit(1);
  return row;
}

/** Whether the member has an approved check (the latest one decides). */
export async function hasApprovedCheck(db: Tx, memberId: number): Promise<boolean> {
  return (await latestCheck(db, memberId))?.status === 'approved';
}

export async function insertCheck(tx: Tx, values: typeof kycChecks.$inferInsert): Promise<KycCheckRow> {
  const [row] = await tx.insert(kycChecks).values(values).returning();
  return row!;
}

export async function lockCheck(tx: Tx, id: number): Promise<KycCheckRow | undefined> {
  const [row] = await tx.select().from(kycChecks).where(eq(kycChecks.id, id)).for('update');
  return row;
}

export async function updateCheck(tx: Tx, id: number, values: Partial<typeof kycChecks.$inferInsert>) {
  const [row] = await tx.update(kycChecks).set(values).where(eq(kycChecks.id, id)).returning();
  return row!;
}

/** Puts a document into a check, replacing one of the same kind; answers the replaced file's name. */
export async function putDocument(
  tx: Tx,
  values: typeof kycDocuments.$inferInsert,
): Promise<{ row: KycDocumentRow; replaced: string | null }> {
  const [old] = await tx
    .select({ fileName: kycDocuments.fileName })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.checkId, values.checkId), eq(kycDocuments.kind, values.kind)));
  const [row] = await tx
    .insert(kycDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [kycDocuments.checkId, kycDocuments.kind],
      set: {
        fileName: values.fileName,
        contentType: values.contentType,
        size: values.size,
        createdAt: values.createdAt,
      },
    })
    .returning();
  return { row: row!, replaced: old?.fileName ?? null };
}

export async function documentsOf(db: Tx, checkIds: number[]): Promise<KycDocumentRow[]> {
  if (checkIds.length === 0) return [];
  return db.select().from(kycDocuments).where(inArray(kycDocuments.checkId, checkIds)).orderBy(kycDocuments.id);
}

/** A document with its check's member and brand. */
export async function findDocument(db: Tx, id: number) {
  const [row] = await db
    .select({ d: kycDocuments, memberId: kycChecks.memberId, merchantId: kycChecks.merchantId })
    .from(kycDocuments)
    .innerJoin(kycChecks, eq(kycChecks.id, kycDocuments.checkId))
    .where(eq(kycDocuments.id, id));
  return row;
}

export function pageChecks(db: Tx, q: { merchantIds: number[]; status?: string | undefined }, page: PageWindow) {
  return pageOfRows(
    db,
    kycChecks,
    and(inArray(kycChecks.merchantId, q.merchantIds), q.status ? eq(kycChecks.status, q.status) : undefined),
    // The queue's oldest first when it is the pending ones; otherwise the newest first.
    q.status === 'pending' ? [kycChecks.submittedAt, kycChecks.id] : [desc(kycChecks.id)],
    page,
  );
}

/**
 * The members' withdrawals that wait for their identity check (withdrawal_orders.kyc_hold, set and
 * cleared by modules/withdrawals): read here for the member's page and the queue, never written.
 */
export async function waitingWithdrawals(db: Tx, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: withdrawalOrders.memberId, n: sql<number>`count(*)::int` })
    .from(withdrawalOrders)
    .where(
      and(
        inArray(withdrawalOrders.memberId, memberIds),
        eq(withdrawalOrders.kycHold, true),
        eq(withdrawalOrders.status, 'requested'),
      ),
    )
    .groupBy(withdrawalOrders.memberId);
  return new Map(rows.map((r) => [r.memberId, r.n]));
}

export async function usernames(db: Tx, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, memberIds));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The approved checks of a brand decided before `before`, oldest first (the kyc.expire job's batch). */
export async function approvedBefore(db: Tx, merchantId: number, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: kycChecks.id })
    .from(kycChecks)
    .where(and(eq(kycChecks.merchantId, merchantId), eq(kycChecks.status, 'approved'), lt(kycChecks.decidedAt, before)))
    .orderBy(asc(kycChecks.decidedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
