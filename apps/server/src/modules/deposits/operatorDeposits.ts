// The operator's work on deposits: credit or reject a bank transfer by hand, and list orders across brands.
import type { DepositStatus } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import type { ChannelRow } from './repository';
import { creditDeposit, failDeposit } from './settlement';
import { toOrder } from './views';

async function opsOrder(ctx: AppContext, orderNo: string) {
  const o = await repo.findOrderByNo(ctx.db, orderNo);
  if (!o) throw new AppError('deposit_not_found', undefined, 'orderNo');
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
export async function approveBankTransfer(ctx: AppContext, orderNo: string) {
  const o = await opsOrder(ctx, orderNo);
  return creditDeposit(ctx, o.id, ['pending', 'expired']);
}

export async function rejectBankTransfer(ctx: AppContext, orderNo: string, reason: string | undefined) {
  const o = await opsOrder(ctx, orderNo);
  if (o.status === 'failed') return o;
  if (o.status === 'credited') throw new AppError('deposit_state_invalid', undefined, 'orderNo', { status: o.status });
  return failDeposit(ctx, o.id, reason ?? 'rejected');
}

export async function opsDeposits(
  ctx: AppContext,
  q: { merchantIds: number[]; status?: DepositStatus | undefined; limit: number },
) {
  const rows = await repo.opsOrders(ctx.db, q);
  const channels = new Map<number, ChannelRow | undefined>();
  const out = [];
  for (const r of rows) {
    if (!channels.has(r.o.channelId)) channels.set(r.o.channelId, await repo.findChannelById(ctx.db, r.o.channelId));
    out.push({
      ...toOrder(r.o, channels.get(r.o.channelId), 'en'),
      brand: r.brand,
      username: r.username,
      payerName: r.o.payerName,
      reference: r.o.reference,
      gateway: r.o.gateway,
    });
  }
  return out;
}

/** One order as the operator sees it (after an approve or reject). */
export async function opsDeposit(ctx: AppContext, orderNo: string) {
  const r = await repo.opsOrderByNo(ctx.db, orderNo);
  if (!r) throw new AppError('deposit_not_found', undefined, 'orderNo');
  return {
    ...toOrder(r.o, await repo.findChannelById(ctx.db, r.o.channelId), 'en'),
    brand: r.brand,
    username: r.username,
    payerName: r.o.payerName,
    reference: r.o.reference,
    gateway: r.o.gateway,
  };
}
