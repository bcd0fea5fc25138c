// One page of a table's rows with the count of all that match: the lists members page through.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** Which rows of the ordered list a page holds. */
export interface PageWindow {
  offset: number;
  limit: number;
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
