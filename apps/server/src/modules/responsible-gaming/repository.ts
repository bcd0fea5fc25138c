import { and, asc, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rgHistory, rgLimits, rgSettings } from '../../db/schema/index';

export type SettingsRow = typeof rgSettings.$inferSelect;
export type LimitRow = typeof rgLimits.$inferSelect;
export type HistoryRow = typeof rgHistory.$inferSelect;
export type NewHistory = typeof rgHistory.$inferInsert;

export async function settingsOf(db: Tx, memberId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(rgSettings).where(eq(rgSettings.memberId, memberId));
  return row;
}

/**
 * The member's settings row locked for the caller's transaction: the deposit and bet paths (and every
 * change) take it first, so a second raced request waits and then sees the first one's order or stake.
 */
export async function lockSettings(tx: Tx, memberId: number): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(rgSettings).where(eq(rgSettings.memberId, memberId)).for('update');
  return row;
}

/** The member's settings row, created when absent, locked for the transaction. */
export async function ensureSettings(tx: Tx, merchantId: number, memberId: number, now: Date): Promise<SettingsRow> {
  await tx.insert(rgSettings).values({ memberId, merchantId, updatedAt: now }).onConflictDoNothing();
  return (await lockSettings(tx, memberId))!;
}

export async function updateSettings(
  tx: Tx,
  memberId: number,
  set: Partial<
    Pick<
      SettingsRow,
      'sessionMinutes' | 'realityCheckMinutes' | 'blockKind' | 'blockUntil' | 'blockSince' | 'updatedAt'
    >
  >,
): Promise<SettingsRow> {
  const [row] = await tx.update(rgSettings).set(set).where(eq(rgSettings.memberId, memberId)).returning();
  return row!;
}

export async function limitsOf(db: Tx, memberId: number): Promise<LimitRow[]> {
  return db.select().from(rgLimits).where(eq(rgLimits.memberId, memberId)).orderBy(asc(rgLimits.id));
}

export async function upsertLimit(
  tx: Tx,
  v: Pick<LimitRow, 'merchantId' | 'memberId' | 'kind' | 'period' | 'amount' | 'pendingAmount' | 'pendingAt'> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx
    .insert(rgLimits)
    .values(v)
    .onConflictDoUpdate({
      target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
      // A new waiting change (or none) has not had its cooling-off recorded.
      set: {
        amount: v.amount,
        pendingAmount: v.pendingAmount,
        pendingAt: v.pendingAt,
        pendingNotedAt: null,
        updatedAt: v.updatedAt,
      },
    });
}

/** Marks a waiting change's end of cooling-off as recorded in the history. */
export async function markPendingNoted(tx: Tx, limitId: number, at: Date): Promise<void> {
  await tx.update(rgLimits).set({ pendingNotedAt: at }).where(eq(rgLimits.id, limitId));
}

/**
 * Members with an end to record at `now` (a block that ended, a cooling-off that ended unrecorded),
 * at most `limit` of each kind; the rg.settle job records them.
 */
export async function membersWithEnds(db: Tx, now: Date, limit: number): Promise<number[]> {
  const blocks = await db
    .select({ memberId: rgSettings.memberId })
    .from(rgSettings)
    .where(and(isNotNull(rgSettings.blockUntil), lte(rgSettings.blockUntil, now)))
    .limit(limit);
  const limits = await db
    .selectDistinct({ memberId: rgLimits.memberId })
    .from(rgLimits)
    .where(and(isNotNull(rgLimits.pendingAt), lte(rgLimits.pendingAt, now), isNull(rgLimits.pendingNotedAt)))
    .limit(limit);
  return [...new Set([...blocks, ...limits].map((r) => r.memberId))];
}

export async function limitOf(db: Tx, memberId: number, kind: string, period: string): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
  return row;
}

export async function addHistory(tx: Tx, v: NewHistory): Promise<void> {
  await tx.insert(rgHistory).values(v);
}

/** The member's whole history, newest first. */
export async function historyOf(db: Tx, memberId: number): Promise<HistoryRow[]> {
  return db.select().from(rgHistory).where(eq(rgHistory.memberId, memberId)).orderBy(desc(rgHistory.id));
}
