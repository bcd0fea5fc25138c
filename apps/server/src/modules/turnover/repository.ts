import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { turnoverRequirements } from '../../db/schema/index';

export type RequirementRow = typeof turnoverRequirements.$inferSelect;

/** Inserts a requirement unless (member, source, sourceRef) has one; answers the new id or null. */
export async function insertRequirement(
  db: Tx,
  values: typeof turnoverRequirements.$inferInsert,
): Promise<number | null> {
  const rows = await db
    .insert(turnoverRequirements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: turnoverRequirements.id });
  return rows[0]?.id ?? null;
}

/** The member's open requirements, oldest first. */
export async function openRequirements(db: Tx, memberId: number): Promise<RequirementRow[]> {
  return db
    .select()
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), isNull(turnoverRequirements.completedAt)))
    .orderBy(asc(turnoverRequirements.createdAt), asc(turnoverRequirements.id));
}

/** Closes the member's open plain (deposit) requirements; a bonus's weighted one closes with its grant. */
export async function completeOpenPlain(tx: Tx, memberId: number, at: Date) {
  await tx
    .update(turnoverRequirements)
    .set({ completedAt: at })
    .where(
      and(
        eq(turnoverRequirements.memberId, memberId),
        isNull(turnoverRequirements.completedAt),
        isNull(turnoverRequirements.weights),
      ),
    );
}

export async function completeOne(tx: Tx, id: number, at: Date) {
  await tx
    .update(turnoverRequirements)
    .set({ completedAt: at })
    .where(and(eq(turnoverRequirements.id, id), isNull(turnoverRequirements.completedAt)));
}
