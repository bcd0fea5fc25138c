import crypto from 'node:crypto';
import type { MemberTransfer } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { amountOutOfRange } from '../../lib/money';
import { memberById, memberByUsername, verifyPaymentPassword, type MemberSummary } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { postTransfer } from '../ledger/service';
import { getMoneySettings, memberAccount, publishBalanceChange } from '../wallets/service';

/**
 * Transfers between people, only along the sender's own line: a member to their direct upline
 * (transferUpline), an agent to one of their direct downlines. Main wallet to main wallet, one ledger
 * entry of type member_transfer, key `member-transfer:<senderId>:<clientRequestId>` (a random id when
 * none is given), payment-password checked, within the brand's memberTransfer min and max.
 */

export interface MemberTransferInput {
  amount: bigint;
  paymentPassword: string;
  clientRequestId?: string | undefined;
}

async function send(
  ctx: AppContext,
  merchant: Merchant,
  senderId: number,
  recipient: MemberSummary,
  input: MemberTransferInput,
): Promise<MemberTransfer> {
  const limits = (await getMoneySettings(ctx.db, merchant.id)).memberTransfer;
  if (input.amount < BigInt(limits.minAmount) || input.amount > BigInt(limits.maxAmount)) {
    throw amountOutOfRange(limits.minAmount, limits.maxAmount);
  }
  await verifyPaymentPassword(ctx, merchant, senderId, input.paymentPassword);
  const requestId = input.clientRequestId ?? crypto.randomUUID();
  const key = `member-transfer:${senderId}:${requestId}`;
  const reference = `MT${crypto.createHash('sha256').update(key).digest('hex').slice(0, 16).toUpperCase()}`;
  const entry = await inTransaction(ctx.db, async (tx) => {
    return postTransfer(tx, {
      merchantId: merchant.id,
      type: 'member_transfer',
      idempotencyKey: key,
      reference,
      memo: `to ${recipient.username}`,
      fromAccountId: (await memberAccount(tx, merchant, senderId, 'member_main')).id,
      toAccountId: (await memberAccount(tx, merchant, recipient.id, 'member_main')).id,
      amount: input.amount,
    });
  });
  if (!entry.replayed) publishBalanceChange(ctx, merchant.id, [senderId, recipient.id]);
  const own = entry.postings.find((p) => p.amount < 0n)!;
  return {
    reference,
    toUsername: recipient.username,
    amount: input.amount,
    balanceAfter: own.balanceAfter,
    createdAt: entry.createdAt.toISOString(),
    replayed: entry.replayed,
  };
}

/** transferUpline: to the member's own direct upline. */
export async function transferToUpline(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  input: MemberTransferInput,
) {
  const me = await memberById(ctx.db, merchant.id, memberId);
  if (!me) throw new AppError('user.or.token.invalid');
  const upline = me.uplineId === null ? undefined : await memberById(ctx.db, merchant.id, me.uplineId);
  if (!upline || upline.disabled || upline.trial) throw new AppError('no_upline');
  return send(ctx, merchant, memberId, upline, input);
}

/** An agent's transfer to one of its direct downlines (by username); anyone else is not_your_downline. */
export async function transferToDownline(
  ctx: AppContext,
  merchant: Merchant,
  agentId: number,
  input: MemberTransferInput & { username: string },
) {
  const target = await memberByUsername(ctx.db, merchant.id, input.username);
  if (!target || target.uplineId !== agentId || target.trial || target.disabled || target.id === agentId) {
    throw new AppError('not_your_downline', undefined, 'username');
  }
  return send(ctx, merchant, agentId, target, input);
}
