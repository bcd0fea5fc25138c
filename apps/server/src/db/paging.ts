// One page of a table's rows with the count of all that match: the lists members page through.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** Which rows of the ordered list a page holds. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The page a list query asks for (1-based `pageNo`), as contracts' pageQuerySchema reads it. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** A page as every list answers (contracts' `pageOf`): its rows, where it is, and the totals. */
export interface ListPage<T> extends PageQuery {
  list: T[];
  total: number;
  totalPages: number;
}

/** The rows page `q.pageNo` holds. */
export function pageWindow(q: PageQuery): PageWindow {
  return { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize };
}

/** How many pages of `pageSize` rows `total` rows fill (0 for none). */
export function totalPagesOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** The answer for page `q` of a list: `list` (that page's rows) out of `total` matching rows. */
export function listPage<T>(list: T[], total: number, q: PageQuery): ListPage<T> {
  return { list, pageNo: q.pageNo, pageSize: q.pageSize, total, totalPages: totalPagesOf(total, q.pageSize) };
}

/**
 * The rows of `table` that match `where`, in `order`, from `page.offset` (at most `page.limit`), and how
 * many match in all. The count comes first, then the page, on one connection.
 */
export async function pageOfRows<T extends PgTable>(
  db: Tx,
  table: T,
  where: SQL | undefined,
  order: Array<PgColumn | SQL>,
  page: PageWindow,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
  return { rows: rows as T['$inferSelect'][], total: count?.n ?? 0 };
}
