import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bonusGrants, members, promotionEntries, promotions } from '../../db/schema/index';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type EntryRow = typeof promotionEntries.$inferSelect;
export type NewEntry = typeof promotionEntries.$inferInsert;
export type GrantRow = typeof bonusGrants.$inferSelect;

// ── definitions ──────────────────────────────────────────────────────────────────────────────

export async function insertPromotion(db: Tx, values: NewPromotion): Promise<PromotionRow | undefined> {
  const [row] = await db.insert(promotions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePromotion(db: Tx, merchantId: number, id: number, set: Partial<NewPromotion>) {
  const [row] = await db
    .update(promotions)
    .set(set)
    .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)))
    .returning();
  return row;
}

export async function promotionById(db: Tx, merchantId: number, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)));
  return row;
}

export async function lockPromotion(tx: Tx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

/** Promotions a member may see: live or paused (paused show as closed), newest window first. */
export async function visiblePromotions(db: Tx, merchantId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.state, ['live', 'paused', 'ended'])))
    .orderBy(asc(promotions.sortOrder), desc(promotions.id));
}

export async function allPromotions(db: Tx, merchantId: number): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(desc(promotions.id));
}

/** Live promotions of these kinds (the deposit hook, the jobs). */
export async function livePromotionsOf(db: Tx, merchantId: number | null, kinds: string[]): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        merchantId === null ? undefined : eq(promotions.merchantId, merchantId),
        eq(promotions.state, 'live'),
        inArray(promotions.kind, kinds),
      ),
    )
    .orderBy(asc(promotions.id));
}

/** Ended races not yet settled, and raffles whose window ended (for the jobs). */
export async function endedUnsettled(db: Tx, kind: string, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, kind),
        inArray(promotions.state, ['live', 'ended']),
        isNotNull(promotions.endsAt),
        lt(promotions.endsAt, now),
        kind === 'raffle' ? sql`${promotions.drawnAt} is null` : sql`${promotions.settledAt} is null`,
      ),
    );
}

/** Adds to the promotion's spending unless it would pass the budget; false when it would. */
export async function spend(tx: Tx, id: number, amount: bigint): Promise<boolean> {
  const rows = await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${amount}` })
    .where(
      and(
        eq(promotions.id, id),
        sql`(${promotions.budget} is null or ${promotions.spent} + ${amount} <= ${promotions.budget})`,
      ),
    )
    .returning({ id: promotions.id });
  return rows.length === 1;
}

// ── entries ──────────────────────────────────────────────────────────────────────────────────

export async function entryOf(db: Tx, promotionId: number, memberId: number, periodKey: string) {
  const [row] = await db
    .select()
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.promotionId, promotionId),
        eq(promotionEntries.memberId, memberId),
        eq(promotionEntries.periodKey, periodKey),
      ),
    );
  return row;
}

/** The member's entries in these promotions (newest first). */
export async function memberEntries(db: Tx, memberId: number, promotionIds?: number[]): Promise<EntryRow[]> {
  if (promotionIds && promotionIds.length === 0) return [];
  return db
    .select()
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.memberId, memberId),
        promotionIds ? inArray(promotionEntries.promotionId, promotionIds) : undefined,
      ),
    )
    .orderBy(desc(promotionEntries.updatedAt), desc(promotionEntries.id));
}

export async function entryById(db: Tx, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(promotionEntries).where(eq(promotionEntries.id, id));
  return row;
}

export async function countPendingApplications(db: Tx, merchantIds: number[]): Promise<number> {
  if (merchantIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(promotionEntries)
    .where(and(inArray(promotionEntries.merchantId, merchantIds), eq(promotionEntries.status, 'applying')));
  return row?.n ?? 0;
}

export async function lockEntry(tx: Tx, id: number): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(promotionEntries).where(eq(promotionEntries.id, id)).for('update');
  return row;
}

/** Inserts the entry unless (promotion, member, period) has one; answers the row either way. */
export async function upsertEntry(
  tx: Tx,
  values: typeof promotionEntries.$inferInsert,
): Promise<{ row: EntryRow; created: boolean }> {
  const [created] = await tx.insert(promotionEntries).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [row] = await tx
    .select()
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.promotionId, values.promotionId),
        eq(promotionEntries.memberId, values.memberId),
        eq(promotionEntries.periodKey, values.periodKey),
      ),
    )
    .for('update');
  return { row: row!, created: false };
}

export async function updateEntry(tx: Tx, id: number, set: Partial<typeof promotionEntries.$inferInsert>) {
  const [row] = await tx
    .update(promotionEntries)
    .set({ ...set, updatedAt: set.updatedAt ?? new Date() })
    .where(eq(promotionEntries.id, id))
    .returning();
  return row!;
}

/**
 * Another member's rewarded entry in this promotion that shares the payee name, device or IP (the
 * one-per-person check).
 */
export async function sharedPersonEntry(
  db: Tx,
  p: { promotionId: number; memberId: number; ip: string | null; deviceId: string | null; payeeKey: string | null },
): Promise<EntryRow | undefined> {
  const same: SQL[] = [];
  if (p.ip) same.push(eq(promotionEntries.ip, p.ip));
  if (p.deviceId) same.push(eq(promotionEntries.deviceId, p.deviceId));
  if (p.payeeKey) same.push(eq(promotionEntries.payeeKey, p.payeeKey));
  if (same.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.promotionId, p.promotionId),
        ne(promotionEntries.memberId, p.memberId),
        inArray(promotionEntries.status, ['applying', 'claimable', 'issued', 'claimed']),
        or(...same),
      ),
    )
    .limit(1);
  return row;
}

export async function entriesOfPromotion(db: Tx, promotionId: number, statuses?: string[]) {
  return db
    .select({ entry: promotionEntries, username: members.username })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(
      and(
        eq(promotionEntries.promotionId, promotionId),
        statuses ? inArray(promotionEntries.status, statuses) : undefined,
      ),
    )
    .orderBy(asc(promotionEntries.rank), asc(promotionEntries.id));
}

/** Applications waiting for a decision (brand-wide, oldest first). */
export async function pendingApplications(db: Tx, merchantId: number) {
  return db
    .select({ entry: promotionEntries, username: members.username, code: promotions.code })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(and(eq(promotionEntries.merchantId, merchantId), eq(promotionEntries.status, 'applying')))
    .orderBy(asc(promotionEntries.createdAt))
    .limit(500);
}

/** Recent prizes of raffles and races (the winners board). */
export async function recentPrizes(db: Tx, merchantId: number, limit: number) {
  return db
    .select({ entry: promotionEntries, username: members.username, promotion: promotions })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(
      and(
        eq(promotionEntries.merchantId, merchantId),
        inArray(promotions.kind, ['raffle', 'turnover_race']),
        isNotNull(promotionEntries.rank),
        isNotNull(promotionEntries.amount),
      ),
    )
    .orderBy(desc(promotionEntries.updatedAt))
    .limit(limit);
}

// ── bonus grants ─────────────────────────────────────────────────────────────────────────────

export async function activeGrant(db: Tx, memberId: number): Promise<GrantRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'active')));
  return row;
}

export async function lockGrant(tx: Tx, id: number): Promise<GrantRow | undefined> {
  const [row] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for('update');
  return row;
}

/** Inserts an active grant; undefined when the member already has one (the partial unique index). */
export async function insertGrant(tx: Tx, values: typeof bonusGrants.$inferInsert): Promise<GrantRow | undefined> {
  const [row] = await tx.insert(bonusGrants).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateGrant(tx: Tx, id: number, set: Partial<typeof bonusGrants.$inferInsert>) {
  const [row] = await tx.update(bonusGrants).set(set).where(eq(bonusGrants.id, id)).returning();
  return row!;
}

export async function expiredGrants(db: Tx, now: Date, limit: number): Promise<GrantRow[]> {
  return db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.status, 'active'), lt(bonusGrants.expiresAt, now)))
    .orderBy(asc(bonusGrants.expiresAt))
    .limit(limit);
}

export async function memberGrants(
  db: Tx,
  q: { memberId: number; type?: string | undefined; from?: Date; offset: number; limit: number },
) {
  const where = and(
    eq(bonusGrants.memberId, q.memberId),
    q.type ? eq(bonusGrants.type, q.type) : undefined,
    q.from ? gte(bonusGrants.createdAt, q.from) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bonusGrants)
      .where(where)
      .orderBy(desc(bonusGrants.createdAt), desc(bonusGrants.id))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bonusGrants)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Sums of a promotion's grants by status (the operator's report). */
export async function grantTotals(db: Tx, promotionId: number) {
  return db
    .select({
      status: bonusGrants.status,
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${bonusGrants.amount}), 0)`,
      settled: sql<string>`coalesce(sum(${bonusGrants.settledAmount}), 0)`,
      members: sql<number>`count(distinct ${bonusGrants.memberId})::int`,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.promotionId, promotionId))
    .groupBy(bonusGrants.status);
}
