// The member's deposits: the channels offered, opening an order (at the gateway or by bank transfer), the list.
import crypto from 'node:crypto';
import type { z } from 'zod';
import type {
  DepositChannel,
  DepositChannelType,
  DepositOrder,
  depositListQuerySchema,
  MoneySettings,
  SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { amountOutOfRange } from '../../lib/money';
import type { Merchant } from '../brands/service';
import { assertMayDeposit, depositRoom } from '../responsible-gaming/service';
import { getMoneySettings } from '../wallets/service';
import { gatewayFor } from './gateway';
import * as repo from './repository';
import type { ChannelRow, DepositRow } from './repository';
import { accountOfOrder, assignReceivingAccount } from './receivingAccounts';
import { toChannel, toOrder, type OrderExtras } from './views';
import { listPage, pageWindow } from '../../db/paging';

type ListQuery = z.output<typeof depositListQuerySchema>;

const BANK_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = crypto.randomBytes(length);
  let s = '';
  for (const b of bytes) s += BANK_REFERENCE_ALPHABET[b % BANK_REFERENCE_ALPHABET.length];
  return s;
}

export const newOrderNo = (now: Date) =>
  `D${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

export function depositFee(amount: bigint, channel: Pick<ChannelRow, 'feeBps' | 'feeFixed'>): bigint {
  return (amount * BigInt(channel.feeBps)) / 10_000n + channel.feeFixed;
}

/** The amounts a channel takes: its own limits within the brand's deposit limits (money settings). */
export function channelLimits(
  c: Pick<ChannelRow, 'minAmount' | 'maxAmount'>,
  brand: Pick<MoneySettings['deposit'], 'minAmount' | 'maxAmount'>,
): { min: bigint; max: bigint } {
  const bMin = BigInt(brand.minAmount);
  const bMax = BigInt(brand.maxAmount);
  return { min: c.minAmount > bMin ? c.minAmount : bMin, max: c.maxAmount < bMax ? c.maxAmount : bMax };
}

/** What an order's view needs beyond its row and channel (its receiving account, the sandbox bank). */
export async function orderExtras(ctx: AppContext, db: Tx, o: DepositRow): Promise<OrderExtras> {
  return {
    account: o.channelType === 'bank_transfer' ? await accountOfOrder(db, o.id) : undefined,
    sandbox: ctx.config.money.sandboxEnabled,
  };
}

async function orderView(ctx: AppContext, db: Tx, o: DepositRow, language: SiteLanguage) {
  return toOrder(o, await repo.findChannelById(db, o.channelId), language, await orderExtras(ctx, db, o));
}

/**
 * The brand's enabled channels (a disabled one is gone at once), with the amounts they take; a
 * channel whose limits lie wholly outside the brand's deposit limits is not offered. The maximum is
 * the member's: no more than their deposit limits still let in (rgLimited then says so).
 */
export async function depositChannels(
  db: Tx,
  merchant: Merchant,
  memberId: number,
  language: SiteLanguage,
  now: Date,
): Promise<DepositChannel[]> {
  const brand = (await getMoneySettings(db, merchant.id)).deposit;
  const who = { merchantId: merchant.id, memberId, timeZone: merchant.timeZone };
  const room = await depositRoom(db, who, now, depositTotal);
  return (await repo.listChannels(db, merchant.id)).flatMap((c) => {
    const limits = channelLimits(c, brand);
    return limits.min <= limits.max ? [toChannel(c, language, limits, room)] : [];
  });
}

/**
 * A member's deposit orders opened over [from, to): credited ones, and with `pending` also those
 * waiting for payment (responsible gaming's deposit limits and statement).
 */
export function depositTotal(db: Tx, q: { memberId: number; from: Date; to: Date; pending: boolean }) {
  return repo.sumOrders(db, { ...q, statuses: q.pending ? ['credited', 'pending'] : ['credited'] });
}

export interface CreateDepositInput {
  channelId: number;
  amount: bigint;
  payerName?: string | undefined;
  clientRequestId?: string | undefined;
  returnPath?: string | undefined;
}

/**
 * Opens a deposit order on one of the brand's channels: amount within the channel's limits and above
 * its fee; a gateway channel opens the payment at the gateway (redirectUrl), a bank transfer gets a
 * reference to write in the transfer. A repeated clientRequestId answers the first order.
 */
export async function createDeposit(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  language: SiteLanguage,
  input: CreateDepositInput,
): Promise<DepositOrder> {
  if (input.clientRequestId) {
    const seen = await repo.findOrderByRequest(ctx.db, memberId, input.clientRequestId);
    if (seen) return replayOf(ctx, seen, input, language);
  }
  const channel = await repo.findChannel(ctx.db, merchant.id, input.channelId);
  if (!channel || !channel.enabled) throw new AppError('deposit_channel_not_found', undefined, 'channelId');
  const settings = await getMoneySettings(ctx.db, merchant.id);
  const limits = channelLimits(channel, settings.deposit);
  if (limits.min > limits.max) throw new AppError('deposit_channel_not_found', undefined, 'channelId');
  const fee = depositFee(input.amount, channel);
  if (input.amount < limits.min || input.amount > limits.max || fee >= input.amount) {
    throw amountOutOfRange(limits.min, limits.max);
  }
  const now = ctx.now();
  const manual = channel.type === 'bank_transfer';
  const gateway = manual ? null : gatewayFor(ctx, channel.gateway);
  if (!manual && !gateway) throw new AppError('payment_gateway_unavailable');
  const minutes = manual ? settings.deposit.bankTransferExpiryMinutes : settings.deposit.gatewayExpiryMinutes;
  let order: DepositRow | undefined;
  for (let attempt = 0; !order; attempt++) {
    try {
      // Under the member's responsible-gaming lock: raced orders cannot pass a deposit limit together.
      order = await inTransaction(ctx.db, async (tx) => {
        await assertMayDeposit(
          tx,
          { merchantId: merchant.id, memberId, timeZone: merchant.timeZone, language, amount: input.amount },
          now,
          depositTotal,
        );
        const row = await repo.insertOrder(tx, {
          orderNo: newOrderNo(now),
          merchantId: merchant.id,
          memberId,
          channelId: channel.id,
          channelType: channel.type,
          gateway: manual ? 'manual' : channel.gateway,
          amount: input.amount,
          fee,
          status: 'pending',
          reference: manual ? `LT${randomCode(8)}` : null,
          payerName: input.payerName ?? null,
          language,
          clientRequestId: input.clientRequestId ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + minutes * 60_000),
        });
        // A bank transfer is paid to one of the brand's receiving accounts, rotated within their limits
        // (receivingAccounts.ts).
        if (manual) await assignReceivingAccount(tx, merchant, row, channel.bank?.accountNo, now);
        return row;
      });
    } catch (error) {
      const pg = pgError(error);
      if (pg?.code === '23505' && input.clientRequestId) {
        const seen = await repo.findOrderByRequest(ctx.db, memberId, input.clientRequestId);
        if (seen) return replayOf(ctx, seen, input, language);
      }
      // A reference or order number drawn twice: draw again.
      if (pg?.code !== '23505' || attempt >= 3) throw error;
    }
  }
  if (gateway) {
    try {
      const p = await gateway.createPayment({
        orderNo: order.orderNo,
        amount: order.amount,
        currency: merchant.currency,
        channelType: channel.type as DepositChannelType,
        returnPath: input.returnPath ?? '/index',
      });
      order = await repo.updateOrder(ctx.db, order.id, {
        gatewayReference: p.gatewayReference,
        redirectUrl: p.redirectUrl,
      });
    } catch (error) {
      await repo.transitionOrder(ctx.db, order.id, ['pending'], {
        status: 'failed',
        failedAt: ctx.now(),
        failureReason: 'gateway_unavailable',
      });
      throw error instanceof AppError ? error : new AppError('payment_gateway_unavailable');
    }
  }
  return toOrder(order, channel, language, await orderExtras(ctx, ctx.db, order));
}

async function replayOf(ctx: AppContext, seen: DepositRow, input: CreateDepositInput, language: SiteLanguage) {
  if (seen.channelId !== input.channelId || seen.amount !== input.amount) {
    throw new AppError('idempotency_key_reused', undefined, 'clientRequestId');
  }
  return orderView(ctx, ctx.db, seen, language);
}

export async function listDeposits(ctx: AppContext, memberId: number, q: ListQuery, language: SiteLanguage) {
  const db = ctx.db;
  const { rows, total } = await repo.pageOrders(db, memberId, {
    status: q.status,
    ...pageWindow(q),
  });
  const channels = new Map<number, ChannelRow | undefined>();
  for (const r of rows)
    if (!channels.has(r.channelId)) channels.set(r.channelId, await repo.findChannelById(db, r.channelId));
  const list = [];
  for (const r of rows) list.push(toOrder(r, channels.get(r.channelId), language, await orderExtras(ctx, db, r)));
  return listPage(list, total, q);
}

/** One of the member's orders; another member's order number is deposit_not_found. */
export async function depositOf(ctx: AppContext, memberId: number, orderNo: string, language: SiteLanguage) {
  const o = await repo.findOrderByNo(ctx.db, orderNo);
  if (!o || o.memberId !== memberId) throw new AppError('deposit_not_found', undefined, 'orderNo');
  return orderView(ctx, ctx.db, o, language);
}
