import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  depositOrders,
  members,
  pointBalances,
  pointJournal,
  pointProducts,
  pointRedemptions,
  pointSettings,
} from '../../db/schema';
import { betRounds } from '../../db/schema';
import { isSettledRound } from '../records/settled';

export type SettingsRow = typeof pointSettings.$inferSelect;
export type ProductRow = typeof pointProducts.$inferSelect;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;
export type BalanceRow = typeof pointBalances.$inferSelect;

// ── settings ────────────────────────────────────────────────────────────────────────────────

export async function settings(db: Tx, merchantId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(pointSettings).where(eq(pointSettings.merchantId, merchantId));
  return row;
}

export async function lockSettings(tx: Tx, merchantId: number): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(pointSettings).where(eq(pointSettings.merchantId, merchantId)).for('update');
  return row;
}

/** Creates the brand's row when absent (nothing when present). */
export async function insertSettings(db: Tx, row: typeof pointSettings.$inferInsert): Promise<void> {
  await db.insert(pointSettings).values(row).onConflictDoNothing();
}

export async function updateSettings(db: Tx, merchantId: number, set: Partial<SettingsRow>): Promise<SettingsRow> {
  const [row] = await db.update(pointSettings).set(set).where(eq(pointSettings.merchantId, merchantId)).returning();
  return row!;
}

export async function enabledMerchants(db: Tx): Promise<number[]> {
  const rows = await db
    .select({ id: pointSettings.merchantId })
    .from(pointSettings)
    .where(eq(pointSettings.enabled, true));
  return rows.map((r) => r.id);
}

// ── balances and the journal ────────────────────────────────────────────────────────────────

export async function balance(db: Tx, memberId: number): Promise<BalanceRow | undefined> {
  const [row] = await db.select().from(pointBalances).where(eq(pointBalances.memberId, memberId));
  return row;
}

/** The member's balance row, created at 0 when absent, locked for the transaction. */
export async function lockBalance(tx: Tx, merchantId: number, memberId: number, now: Date): Promise<BalanceRow> {
  await tx
    .insert(pointBalances)
    .values({ memberId, merchantId, balance: 0n, earned: 0n, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(pointBalances).where(eq(pointBalances.memberId, memberId)).for('update');
  return row!;
}

export async function setBalance(tx: Tx, memberId: number, set: { balance: bigint; earned: bigint; updatedAt: Date }) {
  await tx.update(pointBalances).set(set).where(eq(pointBalances.memberId, memberId));
}

/** Appends a journal row unless its source key is taken (answers false then). */
export async function appendJournal(tx: Tx, row: typeof pointJournal.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(pointJournal).values(row).onConflictDoNothing().returning({ id: pointJournal.id });
  return rows.length > 0;
}

export async function journalByKey(db: Tx, merchantId: number, sourceKey: string) {
  const [row] = await db
    .select()
    .from(pointJournal)
    .where(and(eq(pointJournal.merchantId, merchantId), eq(pointJournal.sourceKey, sourceKey)));
  return row;
}

// ── what earns points ───────────────────────────────────────────────────────────────────────

/**
 * Settled rounds of valid bets in `gameTypes` settled in [from, to) that have not earned yet, oldest first.
 * A round's bet is at most LOOKBACK before its settlement (the (merchant, bet time) index bounds the scan).
 */
export async function roundsToCredit(
  db: Tx,
  q: { merchantId: number; gameTypes: string[]; from: Date; to: Date; betFrom: Date; limit: number },
) {
  if (q.gameTypes.length === 0) return [];
  return db
    .select({
      id: betRounds.id,
      memberId: betRounds.memberId,
      gameType: betRounds.gameType,
      validBet: betRounds.validBet,
      settledAt: betRounds.settledAt,
    })
    .from(betRounds)
    .where(
      and(
        eq(betRounds.merchantId, q.merchantId),
        gte(betRounds.betAt, q.betFrom),
        isSettledRound,
        sql`${betRounds.validBet} > 0`,
        inArray(betRounds.gameType, q.gameTypes),
        gte(betRounds.settledAt, q.from),
        sql`${betRounds.settledAt} < ${q.to.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${pointJournal} j where j.merchant_id = ${q.merchantId} and j.source_key = 'bet:' || ${betRounds.id})`,
      ),
    )
    .orderBy(asc(betRounds.settledAt), asc(betRounds.id))
    .limit(q.limit);
}

/** Deposits credited in [from, to) that have not earned yet, oldest first. */
export async function depositsToCredit(db: Tx, q: { merchantId: number; from: Date; to: Date; limit: number }) {
  return db
    .select({
      orderNo: depositOrders.orderNo,
      memberId: depositOrders.memberId,
      amount: depositOrders.amount,
      creditedAt: depositOrders.creditedAt,
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, q.merchantId),
        eq(depositOrders.status, 'credited'),
        gte(depositOrders.creditedAt, q.from),
        sql`${depositOrders.creditedAt} < ${q.to.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${pointJournal} j where j.merchant_id = ${q.merchantId} and j.source_key = 'deposit:' || ${depositOrders.orderNo})`,
      ),
    )
    .orderBy(asc(depositOrders.creditedAt), asc(depositOrders.id))
    .limit(q.limit);
}

// ── products ────────────────────────────────────────────────────────────────────────────────

export async function products(
  db: Tx,
  merchantId: number,
  f: { activeOnly: boolean; kind?: string | undefined; minPoints?: number | undefined; maxPoints?: number | undefined },
): Promise<ProductRow[]> {
  return db
    .select()
    .from(pointProducts)
    .where(
      and(
        eq(pointProducts.merchantId, merchantId),
        f.activeOnly ? eq(pointProducts.active, true) : undefined,
        f.kind ? eq(pointProducts.kind, f.kind) : undefined,
        f.minPoints !== undefined ? gte(pointProducts.points, f.minPoints) : undefined,
        f.maxPoints !== undefined ? lte(pointProducts.points, f.maxPoints) : undefined,
      ),
    )
    .orderBy(asc(pointProducts.sort), asc(pointProducts.id));
}

export async function productById(db: Tx, merchantId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(pointProducts)
    .where(and(eq(pointProducts.merchantId, merchantId), eq(pointProducts.id, id)));
  return row;
}

export async function lockProduct(tx: Tx, merchantId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(pointProducts)
    .where(and(eq(pointProducts.merchantId, merchantId), eq(pointProducts.id, id)))
    .for('update');
  return row;
}

export async function insertProduct(db: Tx, row: typeof pointProducts.$inferInsert): Promise<ProductRow> {
  const [out] = await db.insert(pointProducts).values(row).returning();
  return out!;
}

export async function updateProduct(db: Tx, id: number, set: Partial<ProductRow>): Promise<ProductRow> {
  const [out] = await db.update(pointProducts).set(set).where(eq(pointProducts.id, id)).returning();
  return out!;
}

// ── redemptions ─────────────────────────────────────────────────────────────────────────────

export async function insertRedemption(tx: Tx, row: typeof pointRedemptions.$inferInsert): Promise<RedemptionRow> {
  const [out] = await tx.insert(pointRedemptions).values(row).returning();
  return out!;
}

export async function redemptionByRequest(db: Tx, memberId: number, clientRequestId: string) {
  const [row] = await db
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.clientRequestId, clientRequestId)));
  return row;
}

export async function redemptionByTxNo(db: Tx, txNo: string): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(pointRedemptions).where(eq(pointRedemptions.txNo, txNo));
  return row;
}

export async function lockRedemption(tx: Tx, txNo: string): Promise<RedemptionRow | undefined> {
  const [row] = await tx.select().from(pointRedemptions).where(eq(pointRedemptions.txNo, txNo)).for('update');
  return row;
}

export async function updateRedemption(tx: Tx, id: number, set: Partial<RedemptionRow>): Promise<RedemptionRow> {
  const [out] = await tx.update(pointRedemptions).set(set).where(eq(pointRedemptions.id, id)).returning();
  return out!;
}

export async function memberRedemptions(
  db: Tx,
  q: { memberId: number; status?: string | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(pointRedemptions.memberId, q.memberId),
    q.status ? eq(pointRedemptions.status, q.status) : undefined,
  );
  const rows = await db
    .select()
    .from(pointRedemptions)
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .offset(q.offset)
    .limit(q.limit);
  const [t] = await db.select({ n: count() }).from(pointRedemptions).where(where);
  return { rows, total: Number(t?.n ?? 0) };
}

export async function brandRedemptions(db: Tx, merchantIds: number[], status: string | undefined, limit: number) {
  return db
    .select({ r: pointRedemptions, username: members.username })
    .from(pointRedemptions)
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(
      and(
        inArray(pointRedemptions.merchantId, merchantIds),
        eq(pointRedemptions.type, 'product'),
        status ? eq(pointRedemptions.status, status) : undefined,
      ),
    )
    .orderBy(status === 'processing' ? asc(pointRedemptions.createdAt) : desc(pointRedemptions.createdAt))
    .limit(limit);
}

export async function countProcessing(db: Tx, merchantIds: number[]): Promise<number> {
  if (merchantIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(pointRedemptions)
    .where(and(inArray(pointRedemptions.merchantId, merchantIds), eq(pointRedemptions.status, 'processing')));
  return Number(row?.n ?? 0);
}
