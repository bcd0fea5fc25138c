// Credited deposits summed for the operator's dashboard and agent figures (modules/reports), by the time
// they were credited, per local day of the brand or per group of members.
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { localDay, sumText, type MemberGroups, type ZonedRange } from '../../db/reporting';
import { rowsOf } from '../../db/sqlResult';
import { depositOrders } from '../../db/schema/index';

/** Credited deposits per local day: how many and their amount. */
export async function creditedByDay(db: Tx, merchantId: number, r: ZonedRange) {
  const day = localDay(depositOrders.creditedAt, r.timeZone);
  return db
    .select({ day, n: count(), amount: sumText(depositOrders.amount) })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.status, 'credited'),
        gte(depositOrders.creditedAt, r.from),
        lt(depositOrders.creditedAt, r.to),
      ),
    )
    .groupBy(day);
}

/** First deposits per local day: credited deposits with no earlier credited deposit of the same member. */
export async function firstDepositsByDay(db: Tx, merchantId: number, r: ZonedRange) {
  const day = localDay(depositOrders.creditedAt, r.timeZone);
  return db
    .select({ day, n: count(), amount: sumText(depositOrders.amount) })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.status, 'credited'),
        gte(depositOrders.creditedAt, r.from),
        lt(depositOrders.creditedAt, r.to),
        sql`not exists (select 1 from deposit_orders e where e.member_id = ${depositOrders.memberId}
          and e.status = 'credited' and (e.credited_at < ${depositOrders.creditedAt}
            or (e.credited_at = ${depositOrders.creditedAt} and e.id < ${depositOrders.id})))`,
      ),
    )
    .groupBy(day);
}

/** Credited deposits of each group over the period. */
export async function creditedByGroup(db: Tx, merchantId: number, r: ZonedRange, groups: MemberGroups) {
  const rows = rowsOf(
    await db.execute(sql`select g.key, coalesce(sum(d.amount), 0)::text as v
      from deposit_orders d join (${groups}) g on g.member_id = d.member_id
      where d.merchant_id = ${merchantId} and d.status = 'credited'
        and d.credited_at >= ${r.from.toISOString()} and d.credited_at < ${r.to.toISOString()}
      group by g.key`),
  );
  return new Map(rows.map((x) => [Number(x.key), BigInt(String(x.v))]));
}

/**
 * Per member of `members` (a subquery of ids): deposits credited in the period, a subquery
 * (member_id, amount) to join (the agent centre's user profit and loss).
 */
export const creditedByMember = (merchantId: number, r: ZonedRange, members: MemberGroups): SQL =>
  sql`select d.member_id, sum(d.amount) as amount from deposit_orders d
    where d.merchant_id = ${merchantId} and d.member_id in (${members}) and d.status = 'credited'
      and d.credited_at >= ${r.from.toISOString()} and d.credited_at < ${r.to.toISOString()}
    group by d.member_id`;
