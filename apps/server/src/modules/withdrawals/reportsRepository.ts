// Paid withdrawals summed for the operator's dashboard (modules/reports), by the time they were paid.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { localDay, sumText, type ZonedRange } from '../../db/reporting';
import { withdrawalOrders } from '../../db/schema/index';

/** Paid withdrawals per local day (refunded ones left out): how many and their amount. */
export async function paidByDay(db: Tx, merchantId: number, r: ZonedRange) {
  const day = localDay(withdrawalOrders.paidAt, r.timeZone);
  return db
    .select({ day, n: count(), amount: sumText(withdrawalOrders.amount) })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.merchantId, merchantId),
        eq(withdrawalOrders.status, 'paid'),
        sql`${withdrawalOrders.confirmation} is distinct from 'refunded'`,
        gte(withdrawalOrders.paidAt, r.from),
        lt(withdrawalOrders.paidAt, r.to),
      ),
    )
    .groupBy(day);
}
