import { and, asc, desc, gt, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pageOfRows, type PageWindow } from '../../db/paging';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** One process at a time appends to the chain: the previous hash must be the last row's. */
const AUDIT_CHAIN_LOCK = 7310;

/** Appends a row whose hash `seal` computes from the previous row's hash, under the chain's lock. */
export async function appendAuditRow(
  db: Tx,
  row: Omit<NewAuditRow, 'prevHash' | 'hash'>,
  seal: (prevHash: string) => string,
  genesis: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const prevHash = last?.hash ?? genesis;
    await tx.insert(auditLog).values({ ...row, prevHash, hash: seal(prevHash) });
  });
}

/** Rows after `afterId` in order, a batch at a time (the chain's verification reads them all). */
export const auditRowsAfter = (db: Tx, afterId: number, limit: number) =>
  db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit);

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  merchantIds?: number[] | null;
  from?: Date | undefined;
  to?: Date | undefined;
}

export function auditPage(db: Tx, filter: AuditFilter, page: PageWindow) {
  const where: SQL[] = [];
  if (filter.actor) where.push(ilike(auditLog.actorName, `%${escapeLike(filter.actor)}%`));
  if (filter.action) where.push(ilike(auditLog.action, `${escapeLike(filter.action)}%`));
  if (filter.merchantIds) where.push(inArray(auditLog.merchantId, filter.merchantIds));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  return pageOfRows(db, auditLog, where.length ? and(...where) : undefined, [desc(auditLog.id)], page);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
