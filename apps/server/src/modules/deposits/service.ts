// The deposits module's face for other modules (the jobs runner), and how a deposit's money moves.
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { gatewayFor } from './gateway';
import * as repo from './repository';
import { creditDeposit, failDeposit } from './settlement';

/**
 * Deposits (depositv2): the brand's channels and the member's orders (deposits.ts), the gateway's
 * callback and crediting (settlement.ts), the operator's manual credit or reject of bank transfers
 * (operatorDeposits.ts), and the expiry job (here).
 *
 * Money: a credit is one ledger entry of type deposit, key `deposit:<gateway>:<gatewayReference>`
 * (`deposit:manual:<orderNo>` for bank transfers): payment_clearing −amount, member_main
 * +(amount − fee), payment_fees +fee. Fee = floor(amount × feeBps / 10000) + feeFixed. The brand's
 * deposit bonus (bonusBps of the amount, rounded down, at most bonusMax) goes promotion →
 * member_bonus (key `deposit-bonus:<orderNo>`), and turnoverBps of (amount + bonus) becomes a turnover
 * requirement. The order's row lock makes the credit happen once; the key makes it exactly once even
 * if two processes got past the lock's check.
 */

/**
 * The expiry job: pending orders past their time. A gateway order is first checked with the gateway
 * (paid → credited, declined → failed); otherwise it expires (a late payment still credits it).
 */
export async function expireDeposits(ctx: AppContext, limit = 100): Promise<number> {
  const due = await repo.dueExpiries(ctx.db, ctx.now(), limit);
  for (const o of due) {
    const gateway = o.gateway === 'manual' || !o.gatewayReference ? null : gatewayFor(ctx, o.gateway);
    const status = gateway ? await gateway.queryStatus(o.gatewayReference!) : 'pending';
    if (status === 'success') await creditDeposit(ctx, o.id, ['pending']);
    else if (status === 'failed') await failDeposit(ctx, o.id, 'declined', ['pending']);
    else await repo.transitionOrder(ctx.db, o.id, ['pending'], { status: 'expired', failureReason: 'expired' });
  }
  return due.length;
}

export { depositTotal } from './deposits';

/** Whether the member has a credited deposit (a first-deposit promotion is then closed to them). */
export async function hasCreditedDeposit(db: Tx, memberId: number): Promise<boolean> {
  return (await repo.creditedCount(db, memberId)) > 0;
}

/** The member's deposits credited over [from, to), minor units (missions' deposit N). */
export const creditedDepositTotal = (db: Tx, q: { memberId: number; from: Date; to: Date }) => repo.sumCredited(db, q);
export { depositMerchantId, pendingBankTransfers } from './operatorDeposits';

/** Sums for the operator's dashboard and reports (modules/reports). */
export * as depositReports from './reportsRepository';
