// The withdrawals module's face for other modules (the jobs runner), and how its money moves.
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import * as repo from './repository';

/**
 * Withdrawals. The money moves in four ledger steps, each once (keys `withdrawal-<step>:<orderNo>`):
 * request main → locked; approve locked → withdrawal_payable; pay withdrawal_payable →
 * payment_clearing; reject locked (or payable, after approval) → main. A requested withdrawal cannot be
 * cancelled by the member (UKGC RTS 14B). After payment the member confirms (SPEC §4); without an
 * answer within autoReceiveMinutes it counts as received (auto_received), with no refund. A "not
 * received" report (with proofs) is a dispute the operator decides once: forced_received (no money
 * moves) or refund (payment_clearing → main, key `withdrawal-refund:<orderNo>`, confirmation refunded).
 *
 * The member's side is in bankAccounts.ts and memberOrders.ts, the operator's in operatorOrders.ts, and
 * how both see an order in views.ts.
 */

/** The job: paid withdrawals without an answer by their deadline count as received (auto_received). */
export async function autoReceiveWithdrawals(ctx: AppContext, limit = 200): Promise<number> {
  return repo.autoReceive(ctx.db, ctx.now(), limit);
}

/** What a member withdrew over [from, to): paid withdrawals, refunded ones left out (the activity statement). */
export function withdrawnTotal(db: Tx, q: { memberId: number; from: Date; to: Date }): Promise<bigint> {
  return repo.sumPaid(db, q);
}

/** Sums for the operator's dashboard and reports (modules/reports). */
export * as withdrawalReports from './reportsRepository';
export { openWithdrawalCounts, withdrawalMerchantId, withdrawalOwners } from './operatorOrders';

/** The operator's member search by payee name (modules/members-ops). */
export { memberIdsByPayeeName } from './payeeSearch';
