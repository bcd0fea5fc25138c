import crypto from 'node:crypto';
import type { z } from 'zod';
import type {
  DepositChannel,
  DepositChannelType,
  DepositOrder,
  DepositStatus,
  depositListQuerySchema,
  MoneySettings,
  SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { minorToNumber } from '../../lib/money';
import { merchantById, type Merchant } from '../brands/service';
import { moneyParams, sendTemplate } from '../inbox/service';
import { postEntry } from '../ledger/service';
import { addTurnoverRequirement } from '../turnover/service';
import { brandAccount, getMoneySettings, memberAccount, publishBalanceChange } from '../wallets/service';
import { gatewayFor } from './gateway';
import * as repo from './repository';
import type { ChannelRow, DepositRow } from './repository';

/**
 * Deposits (depositv2): the brand's channels, orders, the gateway's callback, the operator's manual
 * credit or reject of bank transfers, and the expiry job.
 *
 * Money: a credit is one ledger entry of type deposit, key `deposit:<gateway>:<gatewayReference>`
 * (`deposit:manual:<orderNo>` for bank transfers): payment_clearing −amount, member_main
 * +(amount − fee), payment_fees +fee. Fee = floor(amount × feeBps / 10000) + feeFixed. The brand's
 * deposit bonus (bonusBps of the amount, rounded down, at most bonusMax) goes promotion →
 * member_bonus (key `deposit-bonus:<orderNo>`), and turnoverBps of (amount + bonus) becomes a turnover
 * requirement. The order's row lock makes the credit happen once; the key makes it exactly once even
 * if two processes got past the lock's check.
 */

type ListQuery = z.output<typeof depositListQuerySchema>;

const BANK_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = crypto.randomBytes(length);
  let s = '';
  for (const b of bytes) s += BANK_REFERENCE_ALPHABET[b % BANK_REFERENCE_ALPHABET.length];
  return s;
}

const newOrderNo = (now: Date) =>
  `D${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

export function depositFee(amount: bigint, channel: Pick<ChannelRow, 'feeBps' | 'feeFixed'>): bigint {
  return (amount * BigInt(channel.feeBps)) / 10_000n + channel.feeFixed;
}

const channelName = (c: ChannelRow, language: SiteLanguage) => c.name[language] || c.name.vi;

/** The amounts a channel takes: its own limits within the brand's deposit limits (money settings). */
export function channelLimits(
  c: Pick<ChannelRow, 'minAmount' | 'maxAmount'>,
  brand: Pick<MoneySettings['deposit'], 'minAmount' | 'maxAmount'>,
): { min: bigint; max: bigint } {
  const bMin = BigInt(brand.minAmount);
  const bMax = BigInt(brand.maxAmount);
  return { min: c.minAmount > bMin ? c.minAmount : bMin, max: c.maxAmount < bMax ? c.maxAmount : bMax };
}

export function toChannel(
  c: ChannelRow,
  language: SiteLanguage,
  limits: { min: bigint; max: bigint } = { min: c.minAmount, max: c.maxAmount },
): DepositChannel {
  return {
    id: c.id,
    code: c.code,
    type: c.type as DepositChannelType,
    name: channelName(c, language),
    minAmount: minorToNumber(limits.min),
    maxAmount: minorToNumber(limits.max),
    feeBps: c.feeBps,
    feeFixed: minorToNumber(c.feeFixed),
    sort: c.sort,
    bankName: c.bank?.bankName ?? null,
  };
}

function toOrder(o: DepositRow, channel: ChannelRow | undefined, language: SiteLanguage): DepositOrder {
  const bank = o.channelType === 'bank_transfer' && channel?.bank ? channel.bank : null;
  return {
    orderNo: o.orderNo,
    channelId: o.channelId,
    channelType: o.channelType as DepositChannelType,
    channelName: channel ? channelName(channel, language) : '',
    amount: minorToNumber(o.amount),
    fee: minorToNumber(o.fee),
    creditAmount: minorToNumber(o.amount - o.fee),
    bonusAmount: minorToNumber(o.bonusAmount),
    status: o.status as DepositStatus,
    redirectUrl: o.status === 'pending' ? o.redirectUrl : null,
    instructions:
      bank && o.reference
        ? {
            bankName: bank.bankName,
            accountNo: bank.accountNo,
            accountName: bank.accountName,
            reference: o.reference,
            amount: minorToNumber(o.amount),
          }
        : null,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    creditedAt: o.creditedAt?.toISOString() ?? null,
    failureReason: o.failureReason,
  };
}

async function orderView(db: Tx, o: DepositRow, language: SiteLanguage) {
  return toOrder(o, await repo.findChannelById(db, o.channelId), language);
}

/**
 * The brand's enabled channels (a disabled one is gone at once), with the amounts they take; a
 * channel whose limits lie wholly outside the brand's deposit limits is not offered.
 */
export async function depositChannels(db: Tx, merchantId: number, language: SiteLanguage): Promise<DepositChannel[]> {
  const brand = (await getMoneySettings(db, merchantId)).deposit;
  return (await repo.listChannels(db, merchantId)).flatMap((c) => {
    const limits = channelLimits(c, brand);
    return limits.min <= limits.max ? [toChannel(c, language, limits)] : [];
  });
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
    throw new AppError('amount_out_of_range', undefined, 'amount', {
      min: minorToNumber(limits.min),
      max: minorToNumber(limits.max),
    });
  }
  const now = ctx.now();
  const manual = channel.type === 'bank_transfer';
  const gateway = manual ? null : gatewayFor(ctx, channel.gateway);
  if (!manual && !gateway) throw new AppError('payment_gateway_unavailable');
  const minutes = manual ? settings.deposit.bankTransferExpiryMinutes : settings.deposit.gatewayExpiryMinutes;
  let order: DepositRow | undefined;
  for (let attempt = 0; !order; attempt++) {
    try {
      order = await repo.insertOrder(ctx.db, {
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
  return toOrder(order, channel, language);
}

async function replayOf(ctx: AppContext, seen: DepositRow, input: CreateDepositInput, language: SiteLanguage) {
  if (seen.channelId !== input.channelId || seen.amount !== input.amount) {
    throw new AppError('idempotency_key_reused', undefined, 'clientRequestId');
  }
  return orderView(ctx.db, seen, language);
}

export async function listDeposits(db: Tx, memberId: number, q: ListQuery, language: SiteLanguage) {
  const { rows, total } = await repo.pageOrders(db, memberId, {
    status: q.status,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const channels = new Map<number, ChannelRow | undefined>();
  for (const r of rows)
    if (!channels.has(r.channelId)) channels.set(r.channelId, await repo.findChannelById(db, r.channelId));
  return {
    list: rows.map((r) => toOrder(r, channels.get(r.channelId), language)),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    totalPages: Math.ceil(total / q.pageSize),
  };
}

/** One of the member's orders; another member's order number is deposit_not_found. */
export async function depositOf(db: Tx, memberId: number, orderNo: string, language: SiteLanguage) {
  const o = await repo.findOrderByNo(db, orderNo);
  if (!o || o.memberId !== memberId) throw new AppError('deposit_not_found', undefined, 'orderNo');
  return orderView(db, o, language);
}

// ── credit and failure ───────────────────────────────────────────────────────────────────────

const creditKey = (o: DepositRow) =>
  o.gateway === 'manual' ? `deposit:manual:${o.orderNo}` : `deposit:${o.gateway}:${o.gatewayReference}`;

/**
 * Credits an order (from pending, expired or — when the gateway says it was paid after all —
 * failed). A credited order answers as it is: a replayed callback moves nothing.
 */
export async function creditDeposit(ctx: AppContext, orderId: number, from: DepositStatus[]): Promise<DepositRow> {
  let credited = false;
  const row = await inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrder(tx, orderId);
    if (!o) throw new AppError('deposit_not_found');
    if (o.status === 'credited') return o;
    if (!from.includes(o.status as DepositStatus))
      throw new AppError('deposit_state_invalid', undefined, undefined, { status: o.status });
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
        await postEntry(tx, {
          merchantId: o.merchantId,
          type: 'bonus',
          idempotencyKey: `deposit-bonus:${o.orderNo}`,
          reference: o.orderNo,
          memo: 'deposit bonus',
          postings: [
            { accountId: (await brandAccount(tx, brand, 'promotion')).id, amount: -bonus },
            { accountId: (await memberAccount(tx, brand, o.memberId, 'member_bonus')).id, amount: bonus },
          ],
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
    const done = await repo.updateOrder(tx, o.id, {
      status: 'credited',
      creditedAt: now,
      entryId: entry.id,
      bonusAmount: bonus,
      failedAt: null,
      failureReason: null,
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
    credited = true;
    return done;
  });
  if (credited) publishBalanceChange(ctx, row.merchantId, [row.memberId]);
  return row;
}

/** Fails a pending (or expired) order and tells the member; a credited order is left alone. */
export async function failDeposit(
  ctx: AppContext,
  orderId: number,
  reason: string,
  from: DepositStatus[] = ['pending', 'expired'],
) {
  return inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrder(tx, orderId);
    if (!o) throw new AppError('deposit_not_found');
    if (o.status === 'failed' || o.status === 'credited') return o;
    if (!from.includes(o.status as DepositStatus))
      throw new AppError('deposit_state_invalid', undefined, undefined, { status: o.status });
    const now = ctx.now();
    const done = await repo.updateOrder(tx, o.id, {
      status: 'failed',
      failedAt: now,
      failureReason: reason.slice(0, 200),
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

// ── operator ─────────────────────────────────────────────────────────────────────────────────

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

// ── demo channels ───────────────────────────────────────────────────────────────────────────

/** The demo brand's channels: a bank transfer (manual), an e-wallet and QR pay (sandbox gateway). */
export async function seedDemoChannelsIfEmpty(db: Tx, merchantId: number): Promise<boolean> {
  if ((await repo.countChannels(db, merchantId)) > 0) return false;
  await repo.insertChannels(db, [
    {
      merchantId,
      code: 'BANK_VCB',
      type: 'bank_transfer',
      gateway: 'manual',
      name: { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
      minAmount: 100_00n,
      maxAmount: 500_000_000_00n,
      feeBps: 0,
      feeFixed: 0n,
      sort: 1,
      bank: { bankName: 'Vietcombank', accountNo: '0071000123456', accountName: 'CONG TY LOTUS DEMO' },
    },
    {
      merchantId,
      code: 'EWALLET',
      type: 'ewallet',
      gateway: 'sandbox',
      name: { vi: 'Ví điện tử', en: 'E-wallet' },
      minAmount: 50_00n,
      maxAmount: 50_000_000_00n,
      feeBps: 100,
      feeFixed: 0n,
      sort: 2,
    },
    {
      merchantId,
      code: 'QRPAY',
      type: 'qr',
      gateway: 'sandbox',
      name: { vi: 'Quét mã QR', en: 'QR pay' },
      minAmount: 50_00n,
      maxAmount: 100_000_000_00n,
      feeBps: 0,
      feeFixed: 0n,
      sort: 3,
    },
  ]);
  return true;
}
