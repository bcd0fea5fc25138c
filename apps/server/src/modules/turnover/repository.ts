import { and, asc, eq, isNull } from 'drizzle-orm';
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

/** The member's open requirements, oldest first. */
export async function openRequirements(db: Tx, memberId: number) {
  return db
    .select()
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.completedAt)))
    .orderBy(asc(turnoverRequirements.createdAt), asc(turnoverRequirements.id));
}

export async function completeOpen(tx: Tx, memberId: number, at: Date) {
  await tx
    .update(turnoverRequirements)
    .set({ completedAt: at })
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.completedAt)));
}
