// The operator's work on deposits: credit or reject a bank transfer by hand, and list orders across brands.
import type { DepositStatus, QueueClaim } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { claimsOf } from '../queues/service';
import * as repo from './repository';
import type { ChannelRow, DepositRow } from './repository';
import { creditDeposit, failDeposit, type DepositDecider } from './settlement';
import { toOrder } from './views';

async function opsOrder(ctx: AppContext, orderNo: string, by: DepositDecider) {
  const o = await repo.findOrderByNo(ctx.db, orderNo);
  if (!o) throw new AppError('deposit_not_found', undefined, 'orderNo');
  // Another brand's order is not found, whatever its gateway (checked again under the order's lock).
  await by.hooks.check(ctx.db, o.merchantId);
  if (o.gateway !== 'manual') {
    throw new AppError(
      'deposit_state_invalid',
      'only bank transfers are credited or rejected by an operator',
      'orderNo',
      {
        status: o.status,
      },
    );
  }
  return o;
}

/** Manual credit of a bank transfer the operator found on the brand's account (pending or expired). */
export async function approveBankTransfer(ctx: AppContext, orderNo: string, by: DepositDecider) {
  const o = await opsOrder(ctx, orderNo, by);
  return creditDeposit(ctx, o.id, ['pending', 'expired'], by);
}

export async function rejectBankTransfer(
  ctx: AppContext,
  orderNo: string,
  reason: string | undefined,
  by: DepositDecider,
) {
  const o = await opsOrder(ctx, orderNo, by);
  if (o.status === 'failed') return o;
  if (o.status === 'credited') throw new AppError('deposit_state_invalid', undefined, 'orderNo', { status: o.status });
  return failDeposit(ctx, o.id, reason ?? 'rejected', ['pending', 'expired'], by);
}

const opsView = (
  r: { o: DepositRow; brand: string; username: string },
  channel: ChannelRow | undefined,
  claim: QueueClaim | undefined,
) => ({
  ...toOrder(r.o, channel, 'en'),
  brand: r.brand,
  username: r.username,
  payerName: r.o.payerName,
  reference: r.o.reference,
  gateway: r.o.gateway,
  decidedBy: r.o.decidedBy,
  decidedAt: r.o.decidedAt?.toISOString() ?? null,
  claim: claim ?? null,
});

export async function opsDeposits(
  ctx: AppContext,
  q: { merchantIds: number[]; status?: DepositStatus | undefined; gateway?: string | undefined; limit: number },
) {
  const rows = await repo.opsOrders(ctx.db, q);
  const claims = await claimsOf(
    ctx,
    'deposit',
    rows.map((r) => r.o.orderNo),
  );
  const channels = new Map<number, ChannelRow | undefined>();
  const out = [];
  for (const r of rows) {
    if (!channels.has(r.o.channelId)) channels.set(r.o.channelId, await repo.findChannelById(ctx.db, r.o.channelId));
    out.push(opsView(r, channels.get(r.o.channelId), claims.get(r.o.orderNo)));
  }
  return out;
}

/** One order as the operator sees it (after an approve or reject). */
export async function opsDeposit(ctx: AppContext, orderNo: string) {
  const r = await repo.opsOrderByNo(ctx.db, orderNo);
  if (!r) throw new AppError('deposit_not_found', undefined, 'orderNo');
  const claims = await claimsOf(ctx, 'deposit', [r.o.orderNo]);
  return opsView(r, await repo.findChannelById(ctx.db, r.o.channelId), claims.get(r.o.orderNo));
}

/** Bank transfers waiting for an operator (the deposits queue's count). */
export const pendingBankTransfers = (ctx: AppContext, merchantIds: number[]) =>
  repo.countOpsOrders(ctx.db, { merchantIds, status: 'pending', gateway: 'manual' });

/** The brand of an order (a queue claim's check), or undefined when there is none. */
export async function depositMerchantId(ctx: AppContext, orderNo: string): Promise<number | undefined> {
  return (await repo.findOrderByNo(ctx.db, orderNo))?.merchantId;
}
