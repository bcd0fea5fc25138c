import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pageOfRows } from '../../db/paging';
import { depositOrders, members, merchants, paymentChannels } from '../../db/schema/index';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type DepositRow = typeof depositOrders.$inferSelect;

export async function listChannels(db: Tx, merchantId: number): Promise<ChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

export async function findChannel(db: Tx, merchantId: number, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)));
  return row;
}

export async function findChannelById(db: Tx, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  return row;
}

/** Every channel of the brands (disabled ones too), in the members' order. */
export async function opsChannels(db: Tx, merchantIds: number[]) {
  return db
    .select({ c: paymentChannels, brand: merchants.code })
    .from(paymentChannels)
    .innerJoin(merchants, eq(merchants.id, paymentChannels.merchantId))
    .where(inArray(paymentChannels.merchantId, merchantIds))
    .orderBy(asc(merchants.code), asc(paymentChannels.sort), asc(paymentChannels.id));
}

export async function lockChannel(tx: Tx, id: number): Promise<ChannelRow | undefined> {
  const [row] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id)).for('update');
  return row;
}

export async function channelCodes(db: Tx, merchantId: number): Promise<{ code: string; sort: number }[]> {
  return db
    .select({ code: paymentChannels.code, sort: paymentChannels.sort })
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, merchantId));
}

export async function insertChannel(db: Tx, values: typeof paymentChannels.$inferInsert): Promise<ChannelRow> {
  const [row] = await db.insert(paymentChannels).values(values).returning();
  return row!;
}

export async function updateChannel(
  db: Tx,
  id: number,
  values: Partial<typeof paymentChannels.$inferInsert>,
): Promise<ChannelRow> {
  const [row] = await db.update(paymentChannels).set(values).where(eq(paymentChannels.id, id)).returning();
  return row!;
}

export async function insertOrder(db: Tx, values: typeof depositOrders.$inferInsert): Promise<DepositRow> {
  const [row] = await db.insert(depositOrders).values(values).returning();
  return row!;
}

export async function updateOrder(db: Tx, id: number, values: Partial<typeof depositOrders.$inferInsert>) {
  const [row] = await db.update(depositOrders).set(values).where(eq(depositOrders.id, id)).returning();
  return row!;
}

/** Moves an order from one of `from` to a new state; undefined when it was in none of them. */
export async function transitionOrder(
  db: Tx,
  id: number,
  from: string[],
  values: Partial<typeof depositOrders.$inferInsert>,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(depositOrders)
    .set(values)
    .where(and(eq(depositOrders.id, id), inArray(depositOrders.status, from)))
    .returning();
  return row;
}

export async function lockOrder(tx: Tx, id: number): Promise<DepositRow | undefined> {
  const [row] = await tx.select().from(depositOrders).where(eq(depositOrders.id, id)).for('update');
  return row;
}

export async function findOrderByNo(db: Tx, orderNo: string) {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row;
}

export async function findOrderByRequest(db: Tx, memberId: number, clientRequestId: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.clientRequestId, clientRequestId)));
  return row;
}

export async function findOrderByGatewayRef(db: Tx, gateway: string, gatewayReference: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.gateway, gateway), eq(depositOrders.gatewayReference, gatewayReference)));
  return row;
}

export async function pageOrders(
  db: Tx,
  memberId: number,
  q: { status?: string | undefined; offset: number; limit: number },
): Promise<{ rows: DepositRow[]; total: number }> {
  const where = and(eq(depositOrders.memberId, memberId), q.status ? eq(depositOrders.status, q.status) : undefined);
  return pageOfRows(db, depositOrders, where, [desc(depositOrders.createdAt), desc(depositOrders.id)], q);
}

export async function dueExpiries(db: Tx, now: Date, limit: number) {
  return db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, now)))
    .orderBy(asc(depositOrders.expiresAt))
    .limit(limit);
}

interface OpsOrdersQuery {
  merchantIds: number[];
  status?: string | undefined;
  gateway?: string | undefined;
}

const opsOrdersWhere = (q: OpsOrdersQuery) =>
  and(
    inArray(depositOrders.merchantId, q.merchantIds),
    q.status ? eq(depositOrders.status, q.status) : undefined,
    q.gateway ? eq(depositOrders.gateway, q.gateway) : undefined,
  );

export async function opsOrders(db: Tx, q: OpsOrdersQuery & { limit: number }) {
  if (q.merchantIds.length === 0) return [];
  return db
    .select({ o: depositOrders, brand: merchants.code, username: members.username })
    .from(depositOrders)
    .innerJoin(merchants, eq(merchants.id, depositOrders.merchantId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(opsOrdersWhere(q))
    .orderBy(desc(depositOrders.createdAt))
    .limit(q.limit);
}

export async function countOpsOrders(db: Tx, q: OpsOrdersQuery): Promise<number> {
  if (q.merchantIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(depositOrders).where(opsOrdersWhere(q));
  return row?.n ?? 0;
}

export async function opsOrderByNo(db: Tx, orderNo: string) {
  const [row] = await db
    .select({ o: depositOrders, brand: merchants.code, username: members.username })
    .from(depositOrders)
    .innerJoin(merchants, eq(merchants.id, depositOrders.merchantId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(eq(depositOrders.orderNo, orderNo));
  return row;
}

/** How many of the member's deposits are credited. */
export async function creditedCount(db: Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'credited')));
  return row?.n ?? 0;
}

/** The sum of a member's orders in these statuses opened over [from, to) (responsible gaming). */
/** The member's deposits credited over [from, to) (by the time they were credited). */
export async function sumCredited(db: Tx, q: { memberId: number; from: Date; to: Date }) {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, q.memberId),
        eq(depositOrders.status, 'credited'),
        gte(depositOrders.creditedAt, q.from),
        lt(depositOrders.creditedAt, q.to),
      ),
    );
  return BigInt(row?.v ?? '0');
}

export async function sumOrders(db: Tx, q: { memberId: number; from: Date; to: Date; statuses: string[] }) {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, q.memberId),
        inArray(depositOrders.status, q.statuses),
        gte(depositOrders.createdAt, q.from),
        lt(depositOrders.createdAt, q.to),
      ),
    );
  return BigInt(row?.v ?? '0');
}
