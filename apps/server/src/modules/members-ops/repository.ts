// SQL of the members-ops module's own tables: operators' notes and labels on members, manual adjustments.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pageOfRows, type PageWindow } from '../../db/paging';
import { memberAdjustments, memberLabels, memberNotes } from '../../db/schema/index';

export type NoteRow = typeof memberNotes.$inferSelect;
export type AdjustmentRow = typeof memberAdjustments.$inferSelect;
export type NewAdjustment = typeof memberAdjustments.$inferInsert;

// ── notes ──────────────────────────────────────────────────────────────────────────────────

export async function insertNote(db: Tx, values: typeof memberNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(memberNotes).values(values).returning();
  return row!;
}

export const notesOf = (db: Tx, memberId: number, limit = 200) =>
  db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(limit);

// ── labels ─────────────────────────────────────────────────────────────────────────────────

export async function labelsOf(db: Tx, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ label: memberLabels.label })
    .from(memberLabels)
    .where(eq(memberLabels.memberId, memberId))
    .orderBy(asc(memberLabels.label));
  return rows.map((r) => r.label);
}

export async function addLabels(db: Tx, merchantId: number, memberId: number, labels: string[], by: string, at: Date) {
  if (labels.length === 0) return;
  await db
    .insert(memberLabels)
    .values(labels.map((label) => ({ merchantId, memberId, label, createdBy: by, createdAt: at })))
    .onConflictDoNothing();
}

export async function removeLabels(db: Tx, memberId: number, labels: string[]) {
  if (labels.length === 0) return;
  await db.delete(memberLabels).where(and(eq(memberLabels.memberId, memberId), inArray(memberLabels.label, labels)));
}

// ── adjustments ────────────────────────────────────────────────────────────────────────────

/** Inserts a request; undefined when its key is taken (a concurrent or earlier request with that key). */
export async function insertAdjustment(db: Tx, values: NewAdjustment): Promise<AdjustmentRow | undefined> {
  const [row] = await db.insert(memberAdjustments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function adjustmentByKey(db: Tx, merchantId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(memberAdjustments)
    .where(and(eq(memberAdjustments.merchantId, merchantId), eq(memberAdjustments.requestKey, requestKey)));
  return row;
}

/** The adjustment, its row locked (FOR UPDATE) until the transaction ends. */
export async function lockAdjustment(tx: Tx, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.select().from(memberAdjustments).where(eq(memberAdjustments.id, id)).for('update');
  return row;
}

export async function updateAdjustment(tx: Tx, id: number, values: Partial<NewAdjustment>): Promise<AdjustmentRow> {
  const [row] = await tx.update(memberAdjustments).set(values).where(eq(memberAdjustments.id, id)).returning();
  return row!;
}

export function pageAdjustments(
  db: Tx,
  f: { merchantIds: number[]; memberId?: number; status?: string },
  page: PageWindow,
) {
  const where: SQL | undefined = and(
    inArray(memberAdjustments.merchantId, f.merchantIds.length ? f.merchantIds : [-1]),
    f.memberId === undefined ? undefined : eq(memberAdjustments.memberId, f.memberId),
    f.status === undefined ? undefined : eq(memberAdjustments.status, f.status),
  );
  return pageOfRows(
    db,
    memberAdjustments,
    where,
    [desc(memberAdjustments.createdAt), desc(memberAdjustments.id)],
    page,
  );
}
