// How a withdrawal order is shown: to the member (account number masked) and to the operator (in full).
import {
  OPS_MONEY_PATHS,
  type OpsWithdrawal,
  type QueueClaim,
  type WithdrawalOrder,
  type WithdrawalStatus,
} from '@lotus/contracts';
import type { proofsOf, WithdrawalRow } from './repository';

export const maskAccountNo = (no: string) => `${'*'.repeat(Math.max(0, no.length - 4))}${no.slice(-4)}`;

export function toWithdrawal(o: WithdrawalRow, proofs: { id: string; size: number }[], now: Date): WithdrawalOrder {
  return {
    orderNo: o.orderNo,
    amount: o.amount,
    status: o.status as WithdrawalStatus,
    bankAccount: {
      bankCode: o.bank.bankCode,
      bankName: o.bank.bankName,
      maskedAccountNo: maskAccountNo(o.bank.accountNo),
      accountName: o.bank.accountName,
    },
    createdAt: o.createdAt.toISOString(),
    approvedAt: o.approvedAt?.toISOString() ?? null,
    paidAt: o.paidAt?.toISOString() ?? null,
    rejectedAt: o.rejectedAt?.toISOString() ?? null,
    rejectReason: o.rejectReason,
    confirmation: o.confirmation as WithdrawalOrder['confirmation'],
    confirmedAt: o.confirmedAt?.toISOString() ?? null,
    confirmDeadline: o.confirmDeadline?.toISOString() ?? null,
    canConfirm:
      o.status === 'paid' && o.confirmation === null && o.confirmDeadline !== null && o.confirmDeadline >= now,
    remark: o.remark,
    proofs: proofs.map((p) => ({ id: p.id, url: `/wps/withdrawal/proofs/${p.id}`, size: p.size })),
    resolvedAt: o.resolvedAt?.toISOString() ?? null,
    waitingFor: o.status !== 'requested' ? null : o.kycHold ? 'kyc' : o.firstApprovedAt ? 'second_approval' : null,
  };
}

type ProofRow = Awaited<ReturnType<typeof proofsOf>>[number];

/** An order as the operator sees it: the full account number, proofs at the operator API, the decision. */
export function toOpsWithdrawal(
  r: { o: WithdrawalRow; brand: string; username: string },
  proofs: ProofRow[],
  now: Date,
  claims: { claim?: QueueClaim | undefined; disputeClaim?: QueueClaim | undefined } = {},
): OpsWithdrawal {
  return {
    ...toWithdrawal(r.o, proofs, now),
    brand: r.brand,
    username: r.username,
    accountNo: r.o.bank.accountNo,
    proofs: proofs.map((p) => ({
      id: p.id,
      url: OPS_MONEY_PATHS.withdrawalProof.replace(':id', p.id),
      size: p.size,
      contentType: p.mime as 'image/png' | 'image/jpeg',
      createdAt: p.createdAt.toISOString(),
    })),
    resolvedBy: r.o.resolvedBy,
    resolutionNote: r.o.resolutionNote,
    approvedBy: r.o.approvedBy,
    paidBy: r.o.paidBy,
    rejectedBy: r.o.rejectedBy,
    firstApprovedBy: r.o.firstApprovedBy,
    firstApprovedAt: r.o.firstApprovedAt?.toISOString() ?? null,
    claim: claims.claim ?? null,
    disputeClaim: claims.disputeClaim ?? null,
  };
}
