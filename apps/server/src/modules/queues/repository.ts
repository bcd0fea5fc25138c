import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { opsClaims } from '../../db/schema';

export type ClaimRow = typeof opsClaims.$inferSelect;

/**
 * Takes an item's claim in one statement: a new row, or the existing row when it has expired or is
 * already the caller's (renewed). Under concurrent claims exactly one wins (the row's unique key
 * serialises them); the others get nothing back.
 */
export async function takeClaim(db: Tx, row: ClaimRow): Promise<ClaimRow | undefined> {
  const [taken] = await db
    .insert(opsClaims)
    .values(row)
    .onConflictDoUpdate({
      target: [opsClaims.kind, opsClaims.ref],
      set: {
        merchantId: row.merchantId,
        operatorId: row.operatorId,
        operatorName: row.operatorName,
        claimedAt: row.claimedAt,
        expiresAt: row.expiresAt,
      },
      setWhere: or(
        sql`${opsClaims.expiresAt} <= ${row.claimedAt.toISOString()}::timestamptz`,
        and(
          sql`${opsClaims.operatorId} is not distinct from ${row.operatorId}::integer`,
          eq(opsClaims.operatorName, row.operatorName),
        ),
      ),
    })
    .returning();
  return taken;
}

/** The item's claim if it has not expired at `now`. */
export async function activeClaim(db: Tx, kind: string, ref: string, now: Date): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(opsClaims)
    .where(and(eq(opsClaims.kind, kind), eq(opsClaims.ref, ref), gt(opsClaims.expiresAt, now)));
  return row;
}

/** Active claims of several items of one queue. */
export async function activeClaims(db: Tx, kind: string, refs: string[], now: Date): Promise<ClaimRow[]> {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(opsClaims)
    .where(and(eq(opsClaims.kind, kind), inArray(opsClaims.ref, refs), gt(opsClaims.expiresAt, now)));
}

export async function deleteClaim(db: Tx, kind: string, ref: string): Promise<boolean> {
  const rows = await db
    .delete(opsClaims)
    .where(and(eq(opsClaims.kind, kind), eq(opsClaims.ref, ref)))
    .returning({ ref: opsClaims.ref });
  return rows.length > 0;
}
