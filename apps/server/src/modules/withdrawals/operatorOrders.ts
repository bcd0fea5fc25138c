// The operator's work on withdrawals: approve, pay or reject, decide disputes, list orders with their proofs.
import type { OpsWithdrawal, SiteLanguage, WithdrawalDisputeOutcome, WithdrawalStatus } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { merchantById, type Merchant } from '../brands/service';
import { formatTime, moneyParams, sendTemplate } from '../inbox/service';
import { postTransfer } from '../ledger/service';
import { claimsOf, type DecisionHooks } from '../queues/service';
import { brandAccount, getMoneySettings, memberAccount, publishBalanceChange } from '../wallets/service';
import { proofImage } from './memberOrders';
import * as repo from './repository';
import type { WithdrawalRow } from './repository';
import { maskAccountNo, toOpsWithdrawal } from './views';

/** Tells the member about their order in its language (a template of SPEC §4), once per `event`. */
function tellMember(
  tx: Tx,
  o: WithdrawalRow,
  brand: Merchant,
  now: Date,
  template:
    | 'withdrawal_approved'
    | 'withdrawal_rejected'
    | 'withdrawal_dispute_refunded'
    | 'withdrawal_dispute_forced_received',
  event: string,
  extra: Record<string, string>,
) {
  const language = o.language as SiteLanguage;
  return sendTemplate(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    template,
    language,
    params: moneyParams(
      { orderNo: o.orderNo, amount: o.amount, currency: brand.currency, language, at: now, timeZone: brand.timeZone },
      extra,
    ),
    dedupeKey: `${event}:${o.orderNo}`,
    at: now,
  });
}

const bankParams = (o: WithdrawalRow) => ({ bank: o.bank.bankName, account: maskAccountNo(o.bank.accountNo) });

type Action = 'approve' | 'pay' | 'reject';

/** An operator's decision on an order: the operator's name and the queue's checks and record. */
export interface WithdrawalDecider {
  name: string;
  hooks: DecisionHooks;
  /** Who decides, for four-eyes (issue 34): the operator's kind and id (the shared key is one person). */
  actor: { kind: string; id: number | null };
}

const decisionView = (o: WithdrawalRow) => ({
  status: o.status,
  confirmation: o.confirmation,
  rejectReason: o.rejectReason,
});

/**
 * An operator's decision, once: approve (requested → approved), pay (approved → paid, the confirmation
 * window opens), reject (requested or approved → rejected, money back to main). Repeating the decision
 * the order already has answers it as it is; anything else is withdrawal_state_invalid.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  orderNo: string,
  action: Action,
  by: WithdrawalDecider,
  reason?: string,
) {
  let moved = false;
  const row = await inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrderByNo(tx, orderNo);
    if (!o) throw new AppError('withdrawal_not_found', undefined, 'orderNo');
    await by.hooks.check(tx, o.merchantId);
    const target: Record<Action, WithdrawalStatus> = { approve: 'approved', pay: 'paid', reject: 'rejected' };
    if (o.status === target[action]) return o;
    const allowed: Record<Action, WithdrawalStatus[]> = {
      approve: ['requested'],
      pay: ['approved'],
      reject: ['requested', 'approved'],
    };
    if (!allowed[action].includes(o.status as WithdrawalStatus)) {
      throw new AppError('withdrawal_state_invalid', `cannot ${action} a ${o.status} withdrawal`, 'orderNo', {
        status: o.status,
      });
    }
    const now = ctx.now();
    if (action === 'approve') {
      // Issue 34: an order that waits for the member's identity check cannot be approved yet; above the
      // brand's threshold an approval takes two operators (maker ≠ checker): the first one only records.
      if (o.kycHold) throw new AppError('withdrawal_kyc_pending', undefined, 'orderNo');
      const threshold = BigInt((await getMoneySettings(tx, o.merchantId)).withdrawal.approvalThreshold);
      if (threshold > 0n && o.amount > threshold) {
        if (o.firstApprovedAt === null) {
          const first = await repo.updateOrder(tx, o.id, {
            firstApprovedBy: by.name,
            firstApprovedByKind: by.actor.kind,
            firstApprovedById: by.actor.id,
            firstApprovedAt: now,
          });
          // The claim ends: the second approver is someone else.
          await by.hooks.done(tx, {
            merchantId: o.merchantId,
            before: decisionView(o),
            after: { ...decisionView(first), firstApprovedBy: by.name, waitsFor: 'second_approval' },
            release: true,
          });
          return first;
        }
        if (o.firstApprovedByKind === by.actor.kind && o.firstApprovedById === by.actor.id)
          throw new AppError('four_eyes_self_approval', undefined, 'orderNo', { firstApprovedBy: o.firstApprovedBy });
      }
    }
    const brand = await merchantById(tx, o.merchantId);
    const locked = () => memberAccount(tx, brand, o.memberId, 'member_locked');
    const payable = () => brandAccount(tx, brand, 'withdrawal_payable');
    const post = async (
      type: 'withdrawal_approve' | 'withdrawal_pay' | 'withdrawal_reject',
      fromAccountId: number,
      toAccountId: number,
    ) =>
      postTransfer(tx, {
        merchantId: o.merchantId,
        type,
        idempotencyKey: `withdrawal-${action}:${o.orderNo}`,
        reference: o.orderNo,
        memo: `withdrawal ${action}`,
        fromAccountId,
        toAccountId,
        amount: o.amount,
      });
    // Who decided goes into the audit log with the status before and after; the claim ends with
    // the order's last step (paid or rejected), not with its approval (the same operator pays).
    const decided = async (after: WithdrawalRow) => {
      await by.hooks.done(tx, {
        merchantId: o.merchantId,
        before: decisionView(o),
        after: decisionView(after),
        release: action !== 'approve',
      });
      return after;
    };
    if (action === 'approve') {
      await post('withdrawal_approve', (await locked()).id, (await payable()).id);
      await tellMember(tx, o, brand, now, 'withdrawal_approved', 'withdrawal-approved', bankParams(o));
      return decided(await repo.updateOrder(tx, o.id, { status: 'approved', approvedAt: now, approvedBy: by.name }));
    }
    if (action === 'pay') {
      await post('withdrawal_pay', (await payable()).id, (await brandAccount(tx, brand, 'payment_clearing')).id);
      const minutes = (await getMoneySettings(tx, o.merchantId)).withdrawal.autoReceiveMinutes;
      return decided(
        await repo.updateOrder(tx, o.id, {
          status: 'paid',
          paidAt: now,
          paidBy: by.name,
          confirmDeadline: new Date(now.getTime() + minutes * 60_000),
        }),
      );
    }
    const source = o.status === 'requested' ? (await locked()).id : (await payable()).id;
    await post('withdrawal_reject', source, (await memberAccount(tx, brand, o.memberId, 'member_main')).id);
    const why = reason ?? 'rejected';
    await tellMember(tx, o, brand, now, 'withdrawal_rejected', 'withdrawal-rejected', { reason: why });
    moved = true;
    return decided(
      await repo.updateOrder(tx, o.id, {
        status: 'rejected',
        rejectedAt: now,
        rejectedBy: by.name,
        rejectReason: why.slice(0, 200),
      }),
    );
  });
  if (moved || action === 'approve') publishBalanceChange(ctx, row.merchantId, [row.memberId]);
  return opsWithdrawal(ctx, row.orderNo);
}

const DISPUTE_TARGET = { forced_received: 'forced_received', refund: 'refunded' } as const;

/**
 * The operator's decision on a disputed withdrawal (paid, confirmation not_received), once, in one
 * transaction under the order's row lock: forced_received (the payment went out: counts as received,
 * no refund, no money moves) or refund (it did not arrive: payment_clearing → member_main, the opposite
 * of the pay step's clearing posting, key `withdrawal-refund:<orderNo>`; confirmation refunded). Both
 * record who, when and the note, and send the member a message in the order's language. The same
 * decision again answers the order as it is; the other one is withdrawal_state_invalid; an order
 * without a not-received report is withdrawal_not_disputed.
 */
export async function resolveDispute(
  ctx: AppContext,
  orderNo: string,
  outcome: WithdrawalDisputeOutcome,
  input: { note?: string | undefined },
  by: WithdrawalDecider,
): Promise<OpsWithdrawal> {
  let moved = false;
  const row = await inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrderByNo(tx, orderNo);
    if (!o) throw new AppError('withdrawal_not_found', undefined, 'orderNo');
    await by.hooks.check(tx, o.merchantId);
    const target = DISPUTE_TARGET[outcome];
    if (o.confirmation === target) return o;
    if (o.resolvedAt !== null) {
      throw new AppError('withdrawal_state_invalid', `the dispute was already decided: ${o.confirmation}`, 'outcome', {
        status: o.status,
        confirmation: o.confirmation,
      });
    }
    if (o.status !== 'paid' || o.confirmation !== 'not_received') {
      throw new AppError('withdrawal_not_disputed', undefined, 'orderNo', {
        status: o.status,
        confirmation: o.confirmation,
      });
    }
    const brand = await merchantById(tx, o.merchantId);
    const now = ctx.now();
    if (outcome === 'refund') {
      await postTransfer(tx, {
        merchantId: o.merchantId,
        type: 'withdrawal_refund',
        idempotencyKey: `withdrawal-refund:${o.orderNo}`,
        reference: o.orderNo,
        memo: 'withdrawal refunded: not received',
        fromAccountId: (await brandAccount(tx, brand, 'payment_clearing')).id,
        toAccountId: (await memberAccount(tx, brand, o.memberId, 'member_main')).id,
        amount: o.amount,
      });
      moved = true;
    }
    await tellMember(
      tx,
      o,
      brand,
      now,
      outcome === 'refund' ? 'withdrawal_dispute_refunded' : 'withdrawal_dispute_forced_received',
      'withdrawal-dispute',
      { ...bankParams(o), paidTime: o.paidAt ? formatTime(o.paidAt, brand.timeZone) : '' },
    );
    const after = await repo.updateOrder(tx, o.id, {
      confirmation: target,
      resolvedAt: now,
      resolvedBy: by.name,
      resolutionNote: input.note?.trim() || null,
    });
    await by.hooks.done(tx, {
      merchantId: o.merchantId,
      before: decisionView(o),
      after: { ...decisionView(after), note: after.resolutionNote },
      release: true,
    });
    return after;
  });
  if (moved) publishBalanceChange(ctx, row.merchantId, [row.memberId]);
  return opsWithdrawal(ctx, row.orderNo);
}

/** A proof image for the operator, of a brand it works on (`merchantIds`; null: every brand). */
export async function opsProofImage(db: Tx, id: string, merchantIds: number[] | null) {
  const found = await repo.findProof(db, id);
  if (found && merchantIds !== null && !merchantIds.includes(found.merchantId)) {
    throw new AppError('proof_not_found', undefined, 'id');
  }
  return proofImage(db, null, id);
}

async function claimsOfOrders(ctx: AppContext, orderNos: string[]) {
  const [claims, disputeClaims] = await Promise.all([
    claimsOf(ctx, 'withdrawal', orderNos),
    claimsOf(ctx, 'dispute', orderNos),
  ]);
  return (orderNo: string) => ({ claim: claims.get(orderNo), disputeClaim: disputeClaims.get(orderNo) });
}

/** One order as the operator sees it; an order of a brand outside `merchantIds` (null: every brand) is not found. */
export async function opsWithdrawal(
  ctx: AppContext,
  orderNo: string,
  merchantIds: number[] | null = null,
): Promise<OpsWithdrawal> {
  const r = await repo.opsOrderByNo(ctx.db, orderNo);
  if (!r || (merchantIds !== null && !merchantIds.includes(r.o.merchantId))) {
    throw new AppError('withdrawal_not_found', undefined, 'orderNo');
  }
  const claims = await claimsOfOrders(ctx, [r.o.orderNo]);
  return toOpsWithdrawal(r, await repo.proofsOf(ctx.db, [r.o.id]), ctx.now(), claims(r.o.orderNo));
}

/** The brand of an order (a queue claim's check), or undefined when there is none. */
export async function withdrawalMerchantId(ctx: AppContext, orderNo: string): Promise<number | undefined> {
  return (await repo.opsOrderByNo(ctx.db, orderNo))?.o.merchantId;
}

/** The brand and member of each order found (the withdrawals queue's member standing, modules/platform). */
export async function withdrawalOwners(ctx: AppContext, orderNos: string[]) {
  const rows = await Promise.all(orderNos.map((orderNo) => repo.opsOrderByNo(ctx.db, orderNo)));
  return rows.flatMap((r) => (r ? [{ orderNo: r.o.orderNo, merchantId: r.o.merchantId, memberId: r.o.memberId }] : []));
}

/** The withdrawals queue's count (requested or approved) and the not-received disputes queue's (undecided). */
export async function openWithdrawalCounts(ctx: AppContext, merchantIds: number[]) {
  const [withdrawal, dispute] = await Promise.all([
    repo.countOpsOrders(ctx.db, { merchantIds, statuses: ['requested', 'approved'] }),
    repo.countOpsOrders(ctx.db, { merchantIds, status: 'paid', disputed: true, statuses: undefined }),
  ]);
  return { withdrawal, dispute };
}

export async function opsWithdrawals(
  ctx: AppContext,
  q: {
    merchantIds: number[];
    status?: WithdrawalStatus | undefined;
    statuses?: WithdrawalStatus[] | undefined;
    disputed?: boolean | undefined;
    limit: number;
  },
) {
  const rows = await repo.opsOrders(ctx.db, q);
  const proofs = await repo.proofsOf(
    ctx.db,
    rows.map((r) => r.o.id),
  );
  const claims = await claimsOfOrders(
    ctx,
    rows.map((r) => r.o.orderNo),
  );
  const now = ctx.now();
  return rows.map((r) =>
    toOpsWithdrawal(
      r,
      proofs.filter((p) => p.withdrawalId === r.o.id),
      now,
      claims(r.o.orderNo),
    ),
  );
}
