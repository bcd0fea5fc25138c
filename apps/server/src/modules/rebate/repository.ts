import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { rebateAccounts, rebateClaimLines, rebateClaims, rebateRates, rebateSettings } from '../../db/schema/rebate';

export type SettingsRow = typeof rebateSettings.$inferSelect;
export type ClaimRow = typeof rebateClaims.$inferSelect;
export type LineRow = typeof rebateClaimLines.$inferSelect;
export type RateRow = typeof rebateRates.$inferSelect;

export async function settingsOf(db: Tx, merchantId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId));
  return row;
}

export async function upsertSettings(
  db: Tx,
  merchantId: number,
  s: Omit<SettingsRow, 'merchantId' | 'updatedAt'>,
  now: Date,
): Promise<void> {
  await db
    .insert(rebateSettings)
    .values({ merchantId, ...s, updatedAt: now })
    .onConflictDoUpdate({ target: rebateSettings.merchantId, set: { ...s, updatedAt: now } });
}

export function ratesOf(db: Tx, merchantId: number): Promise<RateRow[]> {
  return db
    .select()
    .from(rebateRates)
    .where(eq(rebateRates.merchantId, merchantId))
    .orderBy(rebateRates.vipLevel, rebateRates.gameType);
}

export async function upsertRates(
  db: Tx,
  merchantId: number,
  rates: Array<{ vipLevel: number; gameType: string; rateBps: number }>,
  now: Date,
): Promise<void> {
  await db
    .insert(rebateRates)
    .values(rates.map((r) => ({ merchantId, ...r, updatedAt: now })))
    .onConflictDoUpdate({
      target: [rebateRates.merchantId, rebateRates.vipLevel, rebateRates.gameType],
      set: { rateBps: sql`excluded.rate_bps`, updatedAt: now },
    });
}

/** Creates the member's account row if missing and locks it: every claim of the member queues here. */
export async function lockAccount(db: Tx, merchantId: number, memberId: number, now: Date) {
  await db.insert(rebateAccounts).values({ merchantId, memberId, createdAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(rebateAccounts).where(eq(rebateAccounts.memberId, memberId)).for('update');
  return row!;
}

export async function accountOf(db: Tx, memberId: number) {
  const [row] = await db.select().from(rebateAccounts).where(eq(rebateAccounts.memberId, memberId));
  return row;
}

export async function markClaimed(db: Tx, memberId: number, at: Date): Promise<void> {
  await db.update(rebateAccounts).set({ lastClaimAt: at }).where(eq(rebateAccounts.memberId, memberId));
}

/** Valid bets the member's claims have counted so far, per category. */
export async function claimedByCategory(db: Tx, memberId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ gameType: rebateClaimLines.gameType, v: sql<string>`coalesce(sum(${rebateClaimLines.validBet}), 0)` })
    .from(rebateClaimLines)
    .where(eq(rebateClaimLines.memberId, memberId))
    .groupBy(rebateClaimLines.gameType);
  return new Map(rows.map((r) => [r.gameType, BigInt(r.v)]));
}

export async function paidSince(db: Tx, memberId: number, from: Date): Promise<bigint> {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${rebateClaims.amount}), 0)` })
    .from(rebateClaims)
    .where(and(eq(rebateClaims.memberId, memberId), gte(rebateClaims.createdAt, from)));
  return BigInt(row?.v ?? '0');
}

export async function claimByKey(db: Tx, memberId: number, requestKey: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(rebateClaims)
    .where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestKey, requestKey)));
  return row;
}

export async function insertClaim(
  db: Tx,
  c: Omit<ClaimRow, 'id'>,
  lines: Array<Omit<LineRow, 'claimId' | 'memberId'>>,
): Promise<ClaimRow> {
  const [row] = await db.insert(rebateClaims).values(c).returning();
  if (lines.length > 0) {
    await db.insert(rebateClaimLines).values(lines.map((l) => ({ ...l, claimId: row!.id, memberId: c.memberId })));
  }
  return row!;
}

export async function linesOf(db: Tx, claimIds: number[]): Promise<LineRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(rebateClaimLines)
    .where(inArray(rebateClaimLines.claimId, claimIds))
    .orderBy(rebateClaimLines.claimId, rebateClaimLines.gameType);
}

export async function memberClaims(db: Tx, memberId: number, page: { offset: number; limit: number }) {
  const where = eq(rebateClaims.memberId, memberId);
  const rows = await db
    .select()
    .from(rebateClaims)
    .where(where)
    .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
    .offset(page.offset)
    .limit(page.limit);
  const [n] = await db.select({ n: count() }).from(rebateClaims).where(where);
  return { rows, total: n?.n ?? 0 };
}

export interface ClaimFilter {
  merchantId: number;
  memberId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(f: ClaimFilter): SQL | undefined {
  return and(
    eq(rebateClaims.merchantId, f.merchantId),
    f.memberId === undefined ? undefined : eq(rebateClaims.memberId, f.memberId),
    f.from ? gte(rebateClaims.createdAt, f.from) : undefined,
    f.to ? lt(rebateClaims.createdAt, f.to) : undefined,
  );
}

export async function brandClaims(db: Tx, f: ClaimFilter, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ claim: rebateClaims, username: members.username })
    .from(rebateClaims)
    .innerJoin(members, eq(members.id, rebateClaims.memberId))
    .where(whereOf(f))
    .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
    .offset(page.offset)
    .limit(page.limit);
  const [totals] = await db
    .select({
      n: count(),
      validBet: sql<string>`coalesce(sum(${rebateClaims.validBet}), 0)`,
      earned: sql<string>`coalesce(sum(${rebateClaims.earned}), 0)`,
      amount: sql<string>`coalesce(sum(${rebateClaims.amount}), 0)`,
    })
    .from(rebateClaims)
    .where(whereOf(f));
  return { rows, totals: totals! };
}
