import { and, asc, count, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { missionClaims, missions } from '../../db/schema/missions';

export type MissionRow = typeof missions.$inferSelect;
export type MissionValues = Omit<typeof missions.$inferInsert, 'id' | 'merchantId'>;
export type ClaimRow = typeof missionClaims.$inferSelect;

export function missionsOf(db: Tx, merchantId: number, activeOnly: boolean): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), activeOnly ? eq(missions.active, true) : undefined))
    .orderBy(asc(missions.sortOrder), asc(missions.id));
}

export async function missionById(db: Tx, merchantId: number, id: number): Promise<MissionRow | undefined> {
  const [row] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
  return row;
}

/** Inserts a mission; undefined when the brand has one with this code. */
export async function insertMission(db: Tx, merchantId: number, v: MissionValues): Promise<MissionRow | undefined> {
  const [row] = await db
    .insert(missions)
    .values({ merchantId, ...v })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateMission(db: Tx, id: number, v: Partial<MissionValues>): Promise<MissionRow> {
  const [row] = await db.update(missions).set(v).where(eq(missions.id, id)).returning();
  return row!;
}

/** The member's claims of these missions in these periods, as `missionId:periodKey`. */
export async function claimedKeys(
  db: Tx,
  memberId: number,
  missionIds: number[],
  periodKeys: string[],
): Promise<Set<string>> {
  if (missionIds.length === 0) return new Set();
  const rows = await db
    .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.memberId, memberId),
        inArray(missionClaims.missionId, missionIds),
        inArray(missionClaims.periodKey, periodKeys),
      ),
    );
  return new Set(rows.map((r) => `${r.missionId}:${r.periodKey}`));
}

/** Records a claim; undefined when this mission, member and period has one (the unique key decides races). */
export async function insertClaim(db: Tx, c: Omit<ClaimRow, 'id'>): Promise<ClaimRow | undefined> {
  const [row] = await db.insert(missionClaims).values(c).onConflictDoNothing().returning();
  return row;
}

const pointsSum = sql<string>`sum(${missionClaims.points})`;
const lastClaim = max(missionClaims.createdAt);

/** The brand's members by mission points claimed since `from` (earlier last claim first on a tie). */
export function leaderboard(db: Tx, merchantId: number, from: Date, limit: number) {
  return db
    .select({ memberId: missionClaims.memberId, username: members.username, points: pointsSum, lastAt: lastClaim })
    .from(missionClaims)
    .innerJoin(members, eq(members.id, missionClaims.memberId))
    .where(and(eq(missionClaims.merchantId, merchantId), gte(missionClaims.createdAt, from)))
    .groupBy(missionClaims.memberId, members.username)
    .having(sql`${pointsSum} > 0`)
    .orderBy(desc(pointsSum), asc(lastClaim), asc(missionClaims.memberId))
    .limit(limit);
}

/** The member's mission points since `from` and their place among the brand's members (null: none). */
export async function placeOf(db: Tx, merchantId: number, memberId: number, from: Date) {
  const [own] = await db
    .select({ points: sql<string>`coalesce(sum(${missionClaims.points}), 0)`, lastAt: lastClaim })
    .from(missionClaims)
    .where(and(eq(missionClaims.memberId, memberId), gte(missionClaims.createdAt, from)));
  const points = BigInt(own?.points ?? '0');
  if (points <= 0n || !own?.lastAt) return { points, rank: null };
  const totals = db
    .select({ memberId: missionClaims.memberId, p: pointsSum.as('p'), l: lastClaim.as('l') })
    .from(missionClaims)
    .where(and(eq(missionClaims.merchantId, merchantId), gte(missionClaims.createdAt, from)))
    .groupBy(missionClaims.memberId)
    .as('totals');
  const lastAt = own.lastAt instanceof Date ? own.lastAt : new Date(own.lastAt);
  const [ahead] = await db
    .select({ n: count() })
    .from(totals)
    .where(
      sql`${totals.p} > ${points.toString()} or (${totals.p} = ${points.toString()} and (${totals.l} < ${lastAt.toISOString()} or (${totals.l} = ${lastAt.toISOString()} and ${totals.memberId} < ${memberId})))`,
    );
  return { points, rank: (ahead?.n ?? 0) + 1 };
}

/** Claims per mission, all periods (the operator's list). */
export async function claimCounts(db: Tx, merchantId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ missionId: missionClaims.missionId, n: count() })
    .from(missionClaims)
    .where(eq(missionClaims.merchantId, merchantId))
    .groupBy(missionClaims.missionId);
  return new Map(rows.map((r) => [r.missionId, r.n]));
}

/** The member's claims since `from`, newest first, with the mission's code. */
export function memberClaims(db: Tx, memberId: number, from: Date, to: Date) {
  return db
    .select({ claim: missionClaims, code: missions.code })
    .from(missionClaims)
    .innerJoin(missions, eq(missions.id, missionClaims.missionId))
    .where(
      and(eq(missionClaims.memberId, memberId), gte(missionClaims.createdAt, from), lt(missionClaims.createdAt, to)),
    )
    .orderBy(desc(missionClaims.createdAt), desc(missionClaims.id))
    .limit(200);
}
