import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pageOfRows } from '../../db/paging';
import { bankAccounts, members, merchants, withdrawalOrders, withdrawalProofs } from '../../db/schema/index';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawalOrders.$inferSelect;

// ── bank accounts ──────────────────────────────────────────────────────────────────────────

export async function listBankAccounts(db: Tx, memberId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.memberId, memberId), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(bankAccounts.id));
}

export async function findBankAccount(db: Tx, memberId: number, id: number): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.memberId, memberId), eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt)));
  return row;
}

export async function insertBankAccount(db: Tx, values: typeof bankAccounts.$inferInsert) {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}

export async function deleteBankAccount(db: Tx, memberId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(bankAccounts)
    .set({ deletedAt: at })
    .where(and(eq(bankAccounts.memberId, memberId), eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt)))
    .returning({ id: bankAccounts.id });
  return rows.length === 1;
}

// ── orders ─────────────────────────────────────────────────────────────────────────────────

/** Serialises one member's withdrawal requests (daily limits are then checked on settled data). */
export async function lockMemberWithdrawals(tx: Tx, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(7240, ${memberId}::integer)`);
}

export async function usedSince(db: Tx, memberId: number, since: Date): Promise<{ count: number; amount: bigint }> {
  const [row] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)::text` })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        gte(withdrawalOrders.createdAt, since),
        ne(withdrawalOrders.status, 'rejected'),
        // A refunded withdrawal gave the money back like a rejected one: it does not use the day's limits.
        sql`${withdrawalOrders.confirmation} is distinct from 'refunded'`,
      ),
    );
  return { count: Number(row?.n ?? 0), amount: BigInt(row?.total ?? 0) };
}

/** The member's approved identity check (issue 34): its requested orders stop waiting for it. */
export async function releaseKycHold(tx: Tx, memberId: number): Promise<number> {
  const rows = await tx
    .update(withdrawalOrders)
    .set({ kycHold: false })
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        eq(withdrawalOrders.kycHold, true),
        eq(withdrawalOrders.status, 'requested'),
      ),
    )
    .returning({ id: withdrawalOrders.id });
  return rows.length;
}

export async function insertOrder(db: Tx, values: typeof withdrawalOrders.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawalOrders).values(values).returning();
  return row!;
}

export async function findOrderByNo(db: Tx, orderNo: string) {
  const [row] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo));
  return row;
}

export async function lockOrderByNo(tx: Tx, orderNo: string) {
  const [row] = await tx.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)).for('update');
  return row;
}

export async function findOrderByRequest(db: Tx, memberId: number, clientRequestId: string) {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.clientRequestId, clientRequestId)));
  return row;
}

export async function updateOrder(db: Tx, id: number, values: Partial<typeof withdrawalOrders.$inferInsert>) {
  const [row] = await db.update(withdrawalOrders).set(values).where(eq(withdrawalOrders.id, id)).returning();
  return row!;
}

export async function pageOrders(
  db: Tx,
  memberId: number,
  q: { status?: string | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(withdrawalOrders.memberId, memberId),
    q.status ? eq(withdrawalOrders.status, q.status) : undefined,
  );
  return pageOfRows(db, withdrawalOrders, where, [desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id)], q);
}

/** Paid withdrawals whose confirmation window has closed without an answer, locked and claimed. */
export async function autoReceive(db: Tx, now: Date, limit: number): Promise<number> {
  const due = await db
    .select({ id: withdrawalOrders.id, deadline: withdrawalOrders.confirmDeadline })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.status, 'paid'),
        isNull(withdrawalOrders.confirmation),
        lte(withdrawalOrders.confirmDeadline, now),
      ),
    )
    .limit(limit);
  let n = 0;
  for (const d of due) {
    const rows = await db
      .update(withdrawalOrders)
      .set({ confirmation: 'auto_received', confirmedAt: d.deadline ?? now })
      .where(and(eq(withdrawalOrders.id, d.id), isNull(withdrawalOrders.confirmation)))
      .returning({ id: withdrawalOrders.id });
    n += rows.length;
  }
  return n;
}

/** Sets the member's confirmation if the order is paid, unconfirmed and inside its window. */
export async function confirmOrder(
  db: Tx,
  id: number,
  values: { confirmation: string; at: Date; remark?: string | null },
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawalOrders)
    .set({ confirmation: values.confirmation, confirmedAt: values.at, remark: values.remark ?? null })
    .where(
      and(
        eq(withdrawalOrders.id, id),
        eq(withdrawalOrders.status, 'paid'),
        isNull(withdrawalOrders.confirmation),
        gte(withdrawalOrders.confirmDeadline, values.at),
      ),
    )
    .returning();
  return row;
}

export async function insertProofs(db: Tx, rows: (typeof withdrawalProofs.$inferInsert)[]) {
  if (rows.length) await db.insert(withdrawalProofs).values(rows);
}

export async function proofsOf(db: Tx, withdrawalIds: number[]) {
  if (withdrawalIds.length === 0) return [];
  return db
    .select({
      id: withdrawalProofs.id,
      withdrawalId: withdrawalProofs.withdrawalId,
      size: withdrawalProofs.size,
      mime: withdrawalProofs.mime,
      createdAt: withdrawalProofs.createdAt,
    })
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalProofs.createdAt));
}

export async function findProof(db: Tx, id: string) {
  const [row] = await db
    .select({ p: withdrawalProofs, memberId: withdrawalOrders.memberId, merchantId: withdrawalOrders.merchantId })
    .from(withdrawalProofs)
    .innerJoin(withdrawalOrders, eq(withdrawalOrders.id, withdrawalProofs.withdrawalId))
    .where(eq(withdrawalProofs.id, id));
  return row;
}

interface OpsOrdersQuery {
  merchantIds: number[];
  status?: string | undefined;
  /** Several statuses (the withdrawals queue: requested and approved). */
  statuses?: string[] | undefined;
  disputed?: boolean | undefined;
}

const opsOrdersWhere = (q: OpsOrdersQuery) =>
  and(
    inArray(withdrawalOrders.merchantId, q.merchantIds),
    q.status ? eq(withdrawalOrders.status, q.status) : undefined,
    q.statuses ? inArray(withdrawalOrders.status, q.statuses) : undefined,
    q.disputed === undefined
      ? undefined
      : q.disputed
        ? eq(withdrawalOrders.confirmation, 'not_received')
        : sql`${withdrawalOrders.confirmation} is distinct from 'not_received'`,
  );

export async function opsOrders(db: Tx, q: OpsOrdersQuery & { limit: number }) {
  if (q.merchantIds.length === 0) return [];
  return db
    .select({ o: withdrawalOrders, brand: merchants.code, username: members.username })
    .from(withdrawalOrders)
    .innerJoin(merchants, eq(merchants.id, withdrawalOrders.merchantId))
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .where(opsOrdersWhere(q))
    .orderBy(desc(withdrawalOrders.createdAt))
    .limit(q.limit);
}

export async function countOpsOrders(db: Tx, q: OpsOrdersQuery): Promise<number> {
  if (q.merchantIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(withdrawalOrders).where(opsOrdersWhere(q));
  return row?.n ?? 0;
}

export async function opsOrderByNo(db: Tx, orderNo: string) {
  const [row] = await db
    .select({ o: withdrawalOrders, brand: merchants.code, username: members.username })
    .from(withdrawalOrders)
    .innerJoin(merchants, eq(merchants.id, withdrawalOrders.merchantId))
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .where(eq(withdrawalOrders.orderNo, orderNo));
  return row;
}

/** The sum of a member's paid withdrawals (not refunded) requested over [from, to) (responsible gaming). */
export async function sumPaid(db: Tx, q: { memberId: number; from: Date; to: Date }) {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)` })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, q.memberId),
        eq(withdrawalOrders.status, 'paid'),
        sql`${withdrawalOrders.confirmation} is distinct from 'refunded'`,
        gte(withdrawalOrders.createdAt, q.from),
        lt(withdrawalOrders.createdAt, q.to),
      ),
    );
  return BigInt(row?.v ?? '0');
}
