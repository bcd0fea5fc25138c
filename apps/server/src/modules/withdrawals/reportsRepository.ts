// Paid withdrawals summed for the operator's dashboard (modules/reports), by the time they were paid.
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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

/**
 * Per member of `members` (a subquery of ids): withdrawals paid in the period (refunded ones left out),
 * a subquery (member_id, amount) to join (the agent centre's user profit and loss).
 */
export const paidByMember = (merchantId: number, r: ZonedRange, members: SQL): SQL =>
  sql`select w.member_id, sum(w.amount) as amount from withdrawal_orders w
    where w.merchant_id = ${merchantId} and w.member_id in (${members}) and w.status = 'paid'
      and w.confirmation is distinct from 'refunded'
      and w.paid_at >= ${r.from.toISOString()} and w.paid_at < ${r.to.toISOString()}
    group by w.member_id`;
