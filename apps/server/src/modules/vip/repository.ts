import { and, asc, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members, vipHistory, vipMembers, vipRanks, vipRewards } from '../../db/schema/index';

export type RankRow = typeof vipRanks.$inferSelect;
export type NewRank = typeof vipRanks.$inferInsert;
export type VipMemberRow = typeof vipMembers.$inferSelect;
export type HistoryRow = typeof vipHistory.$inferSelect;
export type RewardRow = typeof vipRewards.$inferSelect;

// ── ranks ────────────────────────────────────────────────────────────────────────────────────

export function ranksOf(db: Tx, merchantId: number): Promise<RankRow[]> {
  return db.select().from(vipRanks).where(eq(vipRanks.merchantId, merchantId)).orderBy(asc(vipRanks.level));
}

export async function rankOf(db: Tx, merchantId: number, level: number): Promise<RankRow | undefined> {
  const [row] = await db
    .select()
    .from(vipRanks)
    .where(and(eq(vipRanks.merchantId, merchantId), eq(vipRanks.level, level)));
  return row;
}

export async function upsertRank(db: Tx, values: NewRank): Promise<RankRow> {
  const { merchantId: _m, level: _l, ...set } = values;
  const [row] = await db
    .insert(vipRanks)
    .values(values)
    .onConflictDoUpdate({ target: [vipRanks.merchantId, vipRanks.level], set })
    .returning();
  return row!;
}

export async function deleteRank(db: Tx, merchantId: number, level: number): Promise<RankRow | undefined> {
  const [row] = await db
    .delete(vipRanks)
    .where(and(eq(vipRanks.merchantId, merchantId), eq(vipRanks.level, level)))
    .returning();
  return row;
}

/** Brands with a rank table (the evaluation job's brands). */
export async function brandsWithRanks(db: Tx): Promise<number[]> {
  const rows = await db.selectDistinct({ id: vipRanks.merchantId }).from(vipRanks);
  return rows.map((r) => r.id);
}

// ── member state ─────────────────────────────────────────────────────────────────────────────

/** The member's evaluation row, created when missing, locked for the rest of the transaction. */
export async function lockVipMember(tx: Tx, merchantId: number, memberId: number, now: Date): Promise<VipMemberRow> {
  await tx.insert(vipMembers).values({ memberId, merchantId, levelSince: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(vipMembers).where(eq(vipMembers.memberId, memberId)).for('update');
  return row!;
}

export async function vipMemberOf(db: Tx, memberId: number): Promise<VipMemberRow | undefined> {
  const [row] = await db.select().from(vipMembers).where(eq(vipMembers.memberId, memberId));
  return row;
}

export async function updateVipMember(tx: Tx, memberId: number, set: Partial<typeof vipMembers.$inferInsert>) {
  await tx.update(vipMembers).set(set).where(eq(vipMembers.memberId, memberId));
}

export async function setMemberLevel(tx: Tx, memberId: number, level: number, now: Date) {
  await tx.update(members).set({ vipLevel: level, updatedAt: now }).where(eq(members.id, memberId));
}

/**
 * Members of the brand not yet evaluated for `dayKey` or not reviewed for `monthKey` (real members, not
 * agents' trial accounts, not disabled), after `afterId`, in id order.
 */
export async function membersDue(
  db: Tx,
  q: { merchantId: number; dayKey: string; monthKey: string; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .leftJoin(vipMembers, eq(vipMembers.memberId, members.id))
    .where(
      and(
        eq(members.merchantId, q.merchantId),
        gt(members.id, q.afterId),
        ne(members.isAgent, 4),
        isNull(members.disabledAt),
        or(
          isNull(vipMembers.memberId),
          sql`${vipMembers.evaluatedPeriod} is distinct from ${q.dayKey}`,
          sql`${vipMembers.reviewedPeriod} is distinct from ${q.monthKey}`,
        ),
      ),
    )
    .orderBy(asc(members.id))
    .limit(q.limit);
  return rows.map((r) => r.id);
}

// ── history ──────────────────────────────────────────────────────────────────────────────────

export async function insertHistory(tx: Tx, values: typeof vipHistory.$inferInsert): Promise<HistoryRow | undefined> {
  const [row] = await tx.insert(vipHistory).values(values).onConflictDoNothing().returning();
  return row;
}

export async function historyPage(db: Tx, memberId: number, page: { offset: number; limit: number }) {
  const [total] = await db.select({ n: count() }).from(vipHistory).where(eq(vipHistory.memberId, memberId));
  const list = await db
    .select()
    .from(vipHistory)
    .where(eq(vipHistory.memberId, memberId))
    .orderBy(desc(vipHistory.createdAt), desc(vipHistory.id))
    .offset(page.offset)
    .limit(page.limit);
  return { list, total: total?.n ?? 0 };
}

// ── rewards ──────────────────────────────────────────────────────────────────────────────────

export async function insertReward(tx: Tx, values: typeof vipRewards.$inferInsert): Promise<RewardRow | undefined> {
  const [row] = await tx.insert(vipRewards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function markRewardPaid(tx: Tx, id: number, grantId: number, now: Date) {
  await tx.update(vipRewards).set({ status: 'paid', grantId, paidAt: now }).where(eq(vipRewards.id, id));
}

export function rewardsOf(db: Tx, memberId: number, limit = 100): Promise<RewardRow[]> {
  return db
    .select()
    .from(vipRewards)
    .where(eq(vipRewards.memberId, memberId))
    .orderBy(desc(vipRewards.createdAt), desc(vipRewards.id))
    .limit(limit);
}

/** The oldest level-up reward owed but not paid yet. */
export async function oldestAvailableLevelUp(db: Tx, memberId: number): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(vipRewards)
    .where(and(eq(vipRewards.memberId, memberId), eq(vipRewards.kind, 'levelUp'), eq(vipRewards.status, 'available')))
    .orderBy(asc(vipRewards.level))
    .limit(1);
  return row;
}

export async function rewardFor(db: Tx, memberId: number, kind: string, periodKey: string) {
  const [row] = await db
    .select()
    .from(vipRewards)
    .where(and(eq(vipRewards.memberId, memberId), eq(vipRewards.kind, kind), eq(vipRewards.periodKey, periodKey)));
  return row;
}
