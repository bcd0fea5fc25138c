// Promotion cost for the operator's reports (modules/reports): bonus grants given, converted and
// forfeited (expired or given up) in a period, per promotion.
import { and, eq, gte, inArray, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ZonedRange } from '../../db/reporting';
import { bonusGrants, promotions } from '../../db/schema/index';

/** Per promotion (null: grants of no promotion), the period's grants, conversions and forfeits. */
export async function costByPromotion(db: Tx, merchantId: number, r: ZonedRange) {
  const given = and(gte(bonusGrants.createdAt, r.from), lt(bonusGrants.createdAt, r.to));
  const closed = and(gte(bonusGrants.closedAt, r.from), lt(bonusGrants.closedAt, r.to));
  const converted = and(closed, eq(bonusGrants.status, 'converted'));
  const forfeited = and(closed, inArray(bonusGrants.status, ['expired', 'forfeited']));
  const n = (cond: ReturnType<typeof and>) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const sum = (col: AnyColumn, cond: ReturnType<typeof and>) =>
    sql<string>`coalesce(sum(${col}) filter (where ${cond}), 0)::text`;
  return db
    .select({
      promotionId: bonusGrants.promotionId,
      code: promotions.code,
      title: promotions.title,
      granted: n(given),
      grantedAmount: sum(bonusGrants.amount, given),
      converted: n(converted),
      convertedAmount: sum(bonusGrants.settledAmount, converted),
      forfeited: n(forfeited),
      forfeitedAmount: sum(bonusGrants.settledAmount, forfeited),
    })
    .from(bonusGrants)
    .leftJoin(promotions, eq(promotions.id, bonusGrants.promotionId))
    .where(and(eq(bonusGrants.merchantId, merchantId), or(given, closed)))
    .groupBy(bonusGrants.promotionId, promotions.code, promotions.title)
    .orderBy(bonusGrants.promotionId);
}
