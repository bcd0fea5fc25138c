import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { turnoverRequirements } from '../../db/schema/index';

export async function insertRequirement(db: Tx, values: typeof turnoverRequirements.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(turnoverRequirements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: turnoverRequirements.id });
  return rows.length === 1;
}

export async function openTotals(db: Tx, memberId: number) {
  const [row] = await db
    .select({
      required: sql<string>`coalesce(sum(${turnoverRequirements.required}), 0)::text`,
      progress: sql<string>`coalesce(sum(${turnoverRequirements.progress}), 0)::text`,
    })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.completedAt)));
  return { required: BigInt(row?.required ?? 0), progress: BigInt(row?.progress ?? 0) };
}

/** The member's open requirements, oldest first, locked for the caller's transaction. */
export async function lockOpen(tx: Tx, memberId: number) {
  return tx
    .select()
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.completedAt)))
    .orderBy(asc(turnoverRequirements.id))
    .for('update');
}

export async function setProgress(tx: Tx, id: number, progress: bigint, completedAt: Date | null) {
  await tx.update(turnoverRequirements).set({ progress, completedAt }).where(eq(turnoverRequirements.id, id));
}
