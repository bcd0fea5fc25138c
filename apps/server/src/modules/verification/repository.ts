import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { verificationCodes } from '../../db/schema/index';

/** Codes of a brand and purpose not consumed yet (and, when `now` is given, not expired). */
const open = (merchantId: number, purpose: string, now?: Date) =>
  and(
    eq(verificationCodes.merchantId, merchantId),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumedAt),
    now === undefined ? undefined : gt(verificationCodes.expiresAt, now),
  );

/** Voids the open codes of a purpose and target (a new code replaces the old ones). */
export async function voidOpenCodes(db: Tx, merchantId: number, purpose: string, target: string, now: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(open(merchantId, purpose), eq(verificationCodes.target, target)));
}

export async function insertCode(db: Tx, values: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(values);
}

/** The newest open, unexpired code of a purpose and target. */
export async function latestOpenCode(db: Tx, merchantId: number, purpose: string, target: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(open(merchantId, purpose, now), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong try; returns the new attempt count. */
export async function countWrongTry(db: Tx, id: string) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
}

/** Consumes a code once: false when another request consumed it first. */
export async function consumeCode(db: Tx, id: string, now: Date, maxAttempts?: number) {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        maxAttempts === undefined ? undefined : lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** A reset-link token by its hash: open, unexpired, of the purpose. */
export async function findOpenCodeByHash(db: Tx, merchantId: number, purpose: string, codeHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(open(merchantId, purpose, now), eq(verificationCodes.codeHash, codeHash)));
  return row;
}
