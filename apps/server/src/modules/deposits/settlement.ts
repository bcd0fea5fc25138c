// How a deposit order settles: credited exactly once or failed, from the gateway's callback, the operator or the job.
import type { DepositStatus, SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { merchantById } from '../brands/service';
import { moneyParams, sendTemplate } from '../inbox/service';
import { postEntry, postTransfer } from '../ledger/service';
import type { DecisionHooks } from '../queues/service';
import { addTurnoverRequirement } from '../turnover/service';
import { brandAccount, getMoneySettings, memberAccount, publishBalanceChange } from '../wallets/service';
import { gatewayFor } from './gateway';
import * as repo from './repository';
import type { DepositRow } from './repository';

const creditKey = (o: DepositRow) =>
  o.gateway === 'manual' ? `deposit:manual:${o.orderNo}` : `deposit:${o.gateway}:${o.gatewayReference}`;

/** An operator's decision on an order: the operator's name and the queue's checks and record. */
export interface DepositDecider {
  name: string;
  hooks: DecisionHooks;
}

const decisionView = (o: DepositRow) => ({
  status: o.status,
  decidedBy: o.decidedBy,
  failureReason: o.failureReason,
});

/**
 * Credits an order (from pending, expired or — when the gateway says it was paid after all —
 * failed). A credited order answers as it is: a replayed callback moves nothing.
 */
export async function creditDeposit(
  ctx: AppContext,
  orderId: number,
  from: DepositStatus[],
  by?: DepositDecider,
): Promise<DepositRow> {
  let moved: number[] = [];
  let credited = false;
  const row = await inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrder(tx, orderId);
    if (!o) throw new AppError('deposit_not_found');
    await by?.hooks.check(tx, o.merchantId);
    if (o.status === 'credited') return o;
    if (!from.includes(o.status as DepositStatus))
      throw new AppError('deposit_state_invalid', undefined, undefined, { status: o.status });
    const done = await creditLockedOrder(ctx, tx, o, by);
    moved = done.balancesMoved;
    credited = true;
    return done.row;
  });
  if (credited) publishBalanceChange(ctx, row.merchantId, [row.memberId, ...moved]);
  return row;
}

/**
 * Credits an order the caller has locked (repo.lockOrder) in its transaction and checked to be
 * creditable: the ledger entry, the deposit bonus and turnover, the `deposit.credited` event (promotions and
 * referral react in this transaction), the inbox's notice, exactly as for every deposit. The caller publishes
 * the balance change after its commit (the member and the other members whose balance a handler moved).
 */
export async function creditLockedOrder(
  ctx: AppContext,
  tx: Tx,
  o: DepositRow,
  by?: DepositDecider,
): Promise<{ row: DepositRow; balancesMoved: number[] }> {
  const brand = await merchantById(tx, o.merchantId);
  const settings = await getMoneySettings(tx, o.merchantId);
  const now = ctx.now();
  const clearing = await brandAccount(tx, brand, 'payment_clearing');
  const main = await memberAccount(tx, brand, o.memberId, 'member_main');
  const postings = [
    { accountId: clearing.id, amount: -o.amount },
    { accountId: main.id, amount: o.amount - o.fee },
  ];
  if (o.fee > 0n) postings.push({ accountId: (await brandAccount(tx, brand, 'payment_fees')).id, amount: o.fee });
  const entry = await postEntry(tx, {
    merchantId: o.merchantId,
    type: 'deposit',
    idempotencyKey: creditKey(o),
    reference: o.orderNo,
    memo: `deposit ${o.channelType}`,
    postings,
  });
  let bonus = 0n;
  if (settings.deposit.bonusBps > 0) {
    bonus = (o.amount * BigInt(settings.deposit.bonusBps)) / 10_000n;
    if (settings.deposit.bonusMax > 0 && bonus > BigInt(settings.deposit.bonusMax))
      bonus = BigInt(settings.deposit.bonusMax);
    if (bonus > 0n) {
      await postTransfer(tx, {
        merchantId: o.merchantId,
        type: 'bonus',
        idempotencyKey: `deposit-bonus:${o.orderNo}`,
        reference: o.orderNo,
        memo: 'deposit bonus',
        fromAccountId: (await brandAccount(tx, brand, 'promotion')).id,
        toAccountId: (await memberAccount(tx, brand, o.memberId, 'member_bonus')).id,
        amount: bonus,
      });
    }
  }
  const required = ((o.amount + bonus) * BigInt(settings.deposit.turnoverBps)) / 10_000n;
  await addTurnoverRequirement(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    source: 'deposit',
    sourceRef: o.orderNo,
    required,
    at: now,
  });
  // Other modules react in this transaction (modules/index.ts's order: promotions' deposit matches and raffle
  // tickets, then a referred friend's first deposit); a rollback undoes them with the credit.
  const isFirst = (await repo.creditedCount(tx, o.memberId)) === 0;
  const { balancesMoved } = await ctx.events.publish(tx, {
    type: 'deposit.credited',
    merchantId: o.merchantId,
    memberId: o.memberId,
    orderNo: o.orderNo,
    amount: o.amount - o.fee,
    isFirst,
    at: now,
    balancesMoved: [],
  });
  const done = await repo.updateOrder(tx, o.id, {
    status: 'credited',
    creditedAt: now,
    entryId: entry.id,
    bonusAmount: bonus,
    failedAt: null,
    failureReason: null,
    ...(by ? { decidedBy: by.name, decidedAt: now } : {}),
  });
  await by?.hooks.done(tx, {
    merchantId: o.merchantId,
    before: decisionView(o),
    after: decisionView(done),
    release: true,
  });
  await sendTemplate(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    template: 'deposit_credited',
    language: o.language as SiteLanguage,
    params: moneyParams({
      orderNo: o.orderNo,
      amount: o.amount - o.fee,
      currency: brand.currency,
      language: o.language as SiteLanguage,
      at: now,
      timeZone: brand.timeZone,
    }),
    dedupeKey: `deposit-credited:${o.orderNo}`,
    at: now,
  });
  return { row: done, balancesMoved };
}

/** Fails a pending (or expired) order and tells the member; a credited order is left alone. */
export async function failDeposit(
  ctx: AppContext,
  orderId: number,
  reason: string,
  from: DepositStatus[] = ['pending', 'expired'],
  by?: DepositDecider,
) {
  return inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrder(tx, orderId);
    if (!o) throw new AppError('deposit_not_found');
    await by?.hooks.check(tx, o.merchantId);
    if (o.status === 'failed' || o.status === 'credited') return o;
    if (!from.includes(o.status as DepositStatus))
      throw new AppError('deposit_state_invalid', undefined, undefined, { status: o.status });
    const now = ctx.now();
    const done = await repo.updateOrder(tx, o.id, {
      status: 'failed',
      failedAt: now,
      failureReason: reason.slice(0, 200),
      ...(by ? { decidedBy: by.name, decidedAt: now } : {}),
    });
    await by?.hooks.done(tx, {
      merchantId: o.merchantId,
      before: decisionView(o),
      after: decisionView(done),
      release: true,
    });
    const brand = await merchantById(tx, o.merchantId);
    await sendTemplate(tx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      template: 'deposit_failed',
      language: o.language as SiteLanguage,
      params: moneyParams(
        {
          orderNo: o.orderNo,
          amount: o.amount,
          currency: brand.currency,
          language: o.language as SiteLanguage,
          at: now,
          timeZone: brand.timeZone,
        },
        { reason },
      ),
      dedupeKey: `deposit-failed:${o.orderNo}`,
      at: now,
    });
    return done;
  });
}

/**
 * The gateway's callback: a genuine, fresh notice (signature, ±300 s) for a known payment of the same
 * amount and currency credits its order once, or fails it. Replays answer the same.
 */
export async function handlePaymentCallback(
  ctx: AppContext,
  gatewayCode: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<{ received: true; orderNo: string; status: DepositStatus }> {
  const gateway = gatewayFor(ctx, gatewayCode);
  if (!gateway) throw new AppError('payment_gateway_unknown', undefined, 'gateway');
  const notice = gateway.verifyCallback(headers, rawBody, ctx.now());
  const order = await repo.findOrderByGatewayRef(ctx.db, gateway.code, notice.gatewayReference);
  if (!order) throw new AppError('deposit_not_found', undefined, 'gatewayReference');
  if (order.orderNo !== notice.orderNo)
    throw new AppError('validation_failed', 'orderNo does not match the payment', 'orderNo');
  const brand = await merchantById(ctx.db, order.merchantId);
  if (notice.amount !== order.amount || notice.currency !== brand.currency) {
    throw new AppError('payment_amount_mismatch', undefined, 'amountMinor');
  }
  const done =
    notice.status === 'success'
      ? await creditDeposit(ctx, order.id, ['pending', 'expired', 'failed'])
      : await failDeposit(ctx, order.id, 'declined');
  return { received: true, orderNo: done.orderNo, status: done.status as DepositStatus };
}
