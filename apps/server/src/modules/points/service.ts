/**
 * Points (docs/API.md "Points"): the module's face. Other modules credit points with `creditPoints`
 * inside their own transaction (missions, …); the accrual job earns points on settled valid bets and
 * credited deposits; the mall redeems and converts them.
 *
 * A member's points are one row (point_balances) changed only together with one append-only
 * point_journal row whose source key is unique per brand, both under the balance row's lock: a
 * source (a round, a deposit, a redemption) can change the points once, whatever retries or
 * processes race.
 */
import type { AppContext } from '../../context';
import * as repo from './repository';

export { accruePoints } from './accrual';
export { creditPoints } from './balance';

/** Redemptions waiting for an operator (the points queue's count). */
export const processingRedemptionCount = (ctx: AppContext, merchantIds: number[]) =>
  repo.countProcessing(ctx.db, merchantIds);

/** The brand of a redemption (a queue claim's check), or undefined. */
export async function redemptionMerchantId(ctx: AppContext, txNo: string): Promise<number | undefined> {
  return (await repo.redemptionByTxNo(ctx.db, txNo))?.merchantId;
}
