import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperatorRow = typeof operators.$inferInsert;

export const operatorByUsername = async (db: Tx, username: string) =>
  (
    await db
      .select()
      .from(operators)
      .where(sql`lower(${operators.username}) = lower(${username})`)
  )[0];

export const operatorById = async (db: Tx, id: number) =>
  (await db.select().from(operators).where(eq(operators.id, id)))[0];

/** The row, locked for the sign-in or change that reads and writes it. */
export const lockOperator = async (db: Tx, id: number) =>
  (await db.select().from(operators).where(eq(operators.id, id)).for('update'))[0];

export const listOperatorRows = (db: Tx) => db.select().from(operators).orderBy(asc(operators.id));

export async function insertOperator(db: Tx, row: NewOperatorRow): Promise<OperatorRow | undefined> {
  const [created] = await db.insert(operators).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateOperatorRow(db: Tx, id: number, set: Partial<NewOperatorRow>): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(set).where(eq(operators.id, id)).returning();
  return row!;
}

export async function insertSession(db: Tx, row: typeof operatorSessions.$inferInsert): Promise<void> {
  await db.insert(operatorSessions).values(row);
}

/** A session that is not revoked and has not passed its absolute end, with its operator. */
export async function liveSession(db: Tx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function touchSession(db: Tx, id: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
}

export async function revokeSession(db: Tx, id: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator (password reset, disabling, a role change), but `keep`. */
export async function revokeOperatorSessions(db: Tx, operatorId: number, now: Date, keep?: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        keep === undefined ? undefined : sql`${operatorSessions.id} <> ${keep}`,
      ),
    );
}
