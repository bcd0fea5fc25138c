// The member's withdrawal orders: limits, the request, the list, and the answer after payment.
import crypto from 'node:crypto';
import type { SiteLanguage, WithdrawalOrder, WithdrawalSettings } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { WithdrawalBonus } from '../../events';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { amountOutOfRange, moneyDetail } from '../../lib/money';
import { dayIn, startOfDay } from '../../lib/zonedTime';
import { memberById, verifyPaymentPassword } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { postTransfer } from '../ledger/service';
import { hasApprovedCheck } from '../kyc/service';
import { depositTurnover, settleTurnover } from '../turnover/service';
import { getMoneySettings, memberAccount, publishBalanceChange } from '../wallets/service';
import * as repo from './repository';
import type { WithdrawalRow } from './repository';
import { toWithdrawal } from './views';
import { listPage, pageWindow } from '../../db/paging';

const newOrderNo = (now: Date) =>
  `W${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

async function view(db: Tx, o: WithdrawalRow, now: Date) {
  return toWithdrawal(o, await repo.proofsOf(db, [o.id]), now);
}

const todayStart = (merchant: Merchant, now: Date) => startOfDay(merchant.timeZone, dayIn(merchant.timeZone, now));

/**
 * The member's daily withdrawal limits at its VIP rank (modules/vip sets them per rank, else the brand's).
 * Asked on the event bus by the routes: vip reads deposits, which read responsible gaming, which reads withdrawals.
 */
export type RankLimits = (
  db: Tx,
  merchantId: number,
  vipLevel: number,
  brand: { dailyMaxCount: number; dailyMaxAmount: number },
) => Promise<{ dailyMaxCount: number; dailyMaxAmount: bigint }>;

/** Without VIP ranks: the brand's limits. */
const brandLimits: RankLimits = async (_db, _merchantId, _vipLevel, brand) => ({
  dailyMaxCount: brand.dailyMaxCount,
  dailyMaxAmount: BigInt(brand.dailyMaxAmount),
});

export async function withdrawalSettings(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  language: SiteLanguage,
  limitsOf: RankLimits = brandLimits,
): Promise<WithdrawalSettings> {
  const s = (await getMoneySettings(ctx.db, merchant.id)).withdrawal;
  const now = ctx.now();
  const used = await repo.usedSince(ctx.db, memberId, todayStart(merchant, now));
  const main = await memberAccount(ctx.db, merchant, memberId, 'member_main');
  const turnover = await depositTurnover(ctx.db, merchant.id, memberId);
  const member = await memberById(ctx.db, merchant.id, memberId);
  const bonus = await openBonus(ctx, ctx.db, { merchantId: merchant.id, memberId, language, forfeit: false });
  const limits = await limitsOf(ctx.db, merchant.id, member?.vipLevel ?? 0, s);
  return {
    currency: merchant.currency,
    minAmount: BigInt(s.minAmount),
    maxAmount: BigInt(s.maxAmount),
    dailyMaxCount: limits.dailyMaxCount,
    dailyMaxAmount: limits.dailyMaxAmount,
    usedTodayCount: used.count,
    usedTodayAmount: used.amount,
    withdrawable: main.balance,
    turnover: {
      required: turnover.required,
      progress: turnover.progress,
      outstanding: turnover.outstanding,
    },
    bonus,
    hasPaymentPassword: member?.hasPaymentPassword ?? false,
    payeeName: member?.payeeName ?? null,
    autoReceiveMinutes: s.autoReceiveMinutes,
  };
}

/**
 * The member's open bonus, asked on the event bus (promotions answers; withdrawals cannot import promotions, which
 * reads responsible gaming, which reads withdrawals); with `forfeit`, promotions gives it up in `db`'s transaction.
 */
async function openBonus(
  ctx: AppContext,
  db: Tx,
  q: { merchantId: number; memberId: number; language: SiteLanguage; forfeit: boolean },
) {
  const asked = await ctx.events.publish(db, {
    type: 'withdrawal.openBonus',
    merchantId: q.merchantId,
    memberId: q.memberId,
    language: q.language,
    forfeit: q.forfeit,
    at: ctx.now(),
    bonus: null as WithdrawalBonus | null,
  });
  return asked.bonus;
}

export interface CreateWithdrawalInput {
  bankAccountId: number;
  amount: bigint;
  paymentPassword: string;
  clientRequestId?: string | undefined;
  /** The member agrees that the withdrawal gives up the open bonus (decision 0040). */
  forfeitBonus?: boolean | undefined;
}

/**
 * Whether the order waits for the member's approved identity check (issue 34): the brand's `kyc` money
 * settings ask for one above an amount, or once the member's withdrawals in all (the ones not rejected or
 * refunded, this one included) pass a total; a member whose latest check is approved does not wait.
 */
async function waitsForKyc(tx: Tx, merchantId: number, memberId: number, amount: bigint): Promise<boolean> {
  const rules = (await getMoneySettings(tx, merchantId)).kyc;
  const above = rules.withdrawalAmount > 0 && amount > BigInt(rules.withdrawalAmount);
  const lifetime =
    rules.lifetimeTotal > 0 &&
    (await repo.usedSince(tx, memberId, new Date(0))).amount + amount > BigInt(rules.lifetimeTotal);
  return (above || lifetime) && !(await hasApprovedCheck(tx, memberId));
}

/**
 * A withdrawal request. Checks, in order: the bank account is the member's own, the payment password,
 * the amount within the brand's min and max, then under a per-member lock the daily count and amount,
 * the deposits' turnover requirement, the open bonus (given up only with `forfeitBonus: true`, else
 * bonus_forfeit_required; decision 0040) and the balance (the ledger refuses to overdraw: insufficient_balance). The
 * money moves to the locked wallet in the same transaction as the order is written. An order the brand's
 * KYC rules catch waits (kycHold) until the member's identity check is approved.
 */
export async function createWithdrawal(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  language: SiteLanguage,
  input: CreateWithdrawalInput,
  limitsOf: RankLimits = brandLimits,
): Promise<WithdrawalOrder> {
  if (input.clientRequestId) {
    const seen = await repo.findOrderByRequest(ctx.db, memberId, input.clientRequestId);
    if (seen) return replayOf(ctx, seen, input);
  }
  const bank = await repo.findBankAccount(ctx.db, memberId, input.bankAccountId);
  if (!bank) throw new AppError('bank_account_not_found', undefined, 'bankAccountId');
  await verifyPaymentPassword(ctx, merchant, memberId, input.paymentPassword);
  const s = (await getMoneySettings(ctx.db, merchant.id)).withdrawal;
  if (input.amount < BigInt(s.minAmount) || input.amount > BigInt(s.maxAmount)) {
    throw amountOutOfRange(s.minAmount, s.maxAmount);
  }
  const now = ctx.now();
  try {
    const order = await inTransaction(ctx.db, async (tx) => {
      await repo.lockMemberWithdrawals(tx, memberId);
      if (input.clientRequestId) {
        const seen = await repo.findOrderByRequest(tx, memberId, input.clientRequestId);
        if (seen) return seen;
      }
      const used = await repo.usedSince(tx, memberId, todayStart(merchant, now));
      // The member's VIP rank may set its own daily limits (modules/vip), else the brand's.
      const vipLevel = (await memberById(tx, merchant.id, memberId))?.vipLevel ?? 0;
      const limits = await limitsOf(tx, merchant.id, vipLevel, s);
      if (used.count + 1 > limits.dailyMaxCount || used.amount + input.amount > limits.dailyMaxAmount) {
        throw new AppError('withdrawal_daily_limit', undefined, 'amount', {
          dailyMaxCount: limits.dailyMaxCount,
          dailyMaxAmount: moneyDetail(limits.dailyMaxAmount),
          usedTodayCount: used.count,
          usedTodayAmount: moneyDetail(used.amount),
        });
      }
      const turnover = await settleTurnover(tx, merchant.id, memberId, now);
      if (turnover.outstanding > 0n) {
        throw new AppError('turnover_requirement_not_met', undefined, undefined, {
          required: moneyDetail(turnover.required),
          progress: moneyDetail(turnover.progress),
          outstanding: moneyDetail(turnover.outstanding),
        });
      }
      // An open bonus never holds the member's cash: the withdrawal gives it up, once the member said so.
      const forfeit = input.forfeitBonus === true;
      const bonus = await openBonus(ctx, tx, { merchantId: merchant.id, memberId, language, forfeit });
      if (bonus && !forfeit) {
        throw new AppError('bonus_forfeit_required', undefined, 'forfeitBonus', {
          title: bonus.title,
          balance: moneyDetail(bonus.balance),
        });
      }
      const row = await repo.insertOrder(tx, {
        orderNo: newOrderNo(now),
        merchantId: merchant.id,
        memberId,
        bankAccountId: bank.id,
        bank: {
          bankCode: bank.bankCode,
          bankName: bank.bankName,
          accountNo: bank.accountNo,
          accountName: bank.accountName,
        },
        amount: input.amount,
        status: 'requested',
        kycHold: await waitsForKyc(tx, merchant.id, memberId, input.amount),
        language,
        clientRequestId: input.clientRequestId ?? null,
        createdAt: now,
      });
      await postTransfer(tx, {
        merchantId: merchant.id,
        type: 'withdrawal_request',
        idempotencyKey: `withdrawal-request:${row.orderNo}`,
        reference: row.orderNo,
        memo: 'withdrawal requested',
        fromAccountId: (await memberAccount(tx, merchant, memberId, 'member_main')).id,
        toAccountId: (await memberAccount(tx, merchant, memberId, 'member_locked')).id,
        amount: input.amount,
      });
      return row;
    });
    publishBalanceChange(ctx, merchant.id, [memberId]);
    return view(ctx.db, order, now);
  } catch (error) {
    if (input.clientRequestId && pgError(error)?.code === '23505') {
      const seen = await repo.findOrderByRequest(ctx.db, memberId, input.clientRequestId);
      if (seen) return replayOf(ctx, seen, input);
    }
    throw error;
  }
}

async function replayOf(ctx: AppContext, seen: WithdrawalRow, input: CreateWithdrawalInput) {
  if (seen.amount !== input.amount || seen.bankAccountId !== input.bankAccountId) {
    throw new AppError('idempotency_key_reused', undefined, 'clientRequestId');
  }
  return view(ctx.db, seen, ctx.now());
}

export async function listWithdrawals(
  db: Tx,
  memberId: number,
  q: { pageNo: number; pageSize: number; status?: string | undefined },
  now: Date,
) {
  const { rows, total } = await repo.pageOrders(db, memberId, {
    status: q.status,
    ...pageWindow(q),
  });
  const proofs = await repo.proofsOf(
    db,
    rows.map((r) => r.id),
  );
  return listPage(
    rows.map((r) =>
      toWithdrawal(
        r,
        proofs.filter((p) => p.withdrawalId === r.id),
        now,
      ),
    ),
    total,
    q,
  );
}

async function ownOrder(db: Tx, memberId: number, orderNo: string) {
  const o = await repo.findOrderByNo(db, orderNo);
  if (!o || o.memberId !== memberId) throw new AppError('withdrawal_not_found', undefined, 'orderNo');
  return o;
}

export async function withdrawalOf(db: Tx, memberId: number, orderNo: string, now: Date) {
  return view(db, await ownOrder(db, memberId, orderNo), now);
}

/** There is no cancel: a requested withdrawal waits for the operator (UKGC RTS 14B). */
export async function cancelWithdrawal(db: Tx, memberId: number, orderNo: string): Promise<never> {
  const o = await ownOrder(db, memberId, orderNo);
  throw new AppError('withdrawal_cancel_not_allowed', undefined, 'orderNo', { status: o.status });
}

/** SPEC §4: the member says the payment arrived (received) or that the full payment was made. */
export async function confirmWithdrawal(
  ctx: AppContext,
  memberId: number,
  orderNo: string,
  outcome: 'received' | 'full_payment',
) {
  const o = await ownOrder(ctx.db, memberId, orderNo);
  const now = ctx.now();
  const row = await repo.confirmOrder(ctx.db, o.id, { confirmation: outcome, at: now });
  if (!row)
    throw new AppError('withdrawal_confirm_not_allowed', undefined, 'orderNo', {
      status: o.status,
      confirmation: o.confirmation,
    });
  return view(ctx.db, row, now);
}

export interface ProofFile {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/** SPEC §4: not received, with 1–3 proof images (checked by the route) and an optional remark. */
export async function reportNotReceived(
  ctx: AppContext,
  memberId: number,
  orderNo: string,
  proofs: ProofFile[],
  remark: string | null,
) {
  const o = await ownOrder(ctx.db, memberId, orderNo);
  const now = ctx.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const r = await repo.confirmOrder(tx, o.id, { confirmation: 'not_received', at: now, remark });
    if (!r)
      throw new AppError('withdrawal_confirm_not_allowed', undefined, 'orderNo', {
        status: o.status,
        confirmation: o.confirmation,
      });
    await repo.insertProofs(
      tx,
      proofs.map((p) => ({ withdrawalId: r.id, mime: p.mime, size: p.bytes.length, bytes: p.bytes, createdAt: now })),
    );
    return r;
  });
  return view(ctx.db, row, now);
}

/** A proof image of the member's own withdrawal. */
export async function proofImage(db: Tx, memberId: number | null, id: string) {
  const found = await repo.findProof(db, id);
  if (!found || (memberId !== null && found.memberId !== memberId))
    throw new AppError('proof_not_found', undefined, 'id');
  return { mime: found.p.mime, bytes: found.p.bytes };
}
