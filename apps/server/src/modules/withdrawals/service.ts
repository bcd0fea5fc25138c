import crypto from 'node:crypto';
import {
  BANKS,
  MAX_BANK_ACCOUNTS,
  OPS_MONEY_PATHS,
  type BankAccount,
  type OpsWithdrawal,
  type SiteLanguage,
  type WithdrawalDisputeOutcome,
  type WithdrawalOrder,
  type WithdrawalSettings,
  type WithdrawalStatus,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { minorToNumber } from '../../lib/money';
import { dayIn, startOfDay } from '../../lib/zonedTime';
import { memberById, verifyPaymentPassword } from '../accounts/service';
import { merchantById, type Merchant } from '../brands/service';
import { formatTime, moneyParams, sendTemplate } from '../inbox/service';
import { postEntry } from '../ledger/service';
import { settleTurnover, turnoverStatus } from '../turnover/service';
import { brandAccount, getMoneySettings, memberAccount, publishBalanceChange } from '../wallets/service';
import * as repo from './repository';
import type { BankAccountRow, WithdrawalRow } from './repository';

/**
 * Withdrawals. The money moves in four ledger steps, each once (keys `withdrawal-<step>:<orderNo>`):
 * request main → locked; approve locked → withdrawal_payable; pay withdrawal_payable →
 * payment_clearing; reject locked (or payable, after approval) → main. A requested withdrawal cannot be
 * cancelled by the member (UKGC RTS 14B). After payment the member confirms (SPEC §4); without an
 * answer within autoReceiveMinutes it counts as received (auto_received), with no refund. A "not
 * received" report (with proofs) is a dispute the operator decides once: forced_received (no money
 * moves) or refund (payment_clearing → main, key `withdrawal-refund:<orderNo>`, confirmation refunded).
 */

// ── names and accounts ───────────────────────────────────────────────────────────────────────

/** Names compared the way banks print them: no accents, đ → d, upper case, single spaces. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toUpperCase().replace(/\s+/g, ' ').trim();
}

export const maskAccountNo = (no: string) => `${'*'.repeat(Math.max(0, no.length - 4))}${no.slice(-4)}`;

const toBankAccount = (b: BankAccountRow): BankAccount => ({
  id: b.id,
  bankCode: b.bankCode,
  bankName: b.bankName,
  maskedAccountNo: maskAccountNo(b.accountNo),
  accountName: b.accountName,
  createdAt: b.createdAt.toISOString(),
});

export async function bankAccountsOf(db: Tx, memberId: number): Promise<BankAccount[]> {
  return (await repo.listBankAccounts(db, memberId)).map(toBankAccount);
}

/** Binds a bank account: payment password, the name of the profile's payee, at most MAX_BANK_ACCOUNTS. */
export async function addBankAccount(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  input: { bankCode: string; accountNo: string; accountName: string; paymentPassword: string },
): Promise<BankAccount> {
  const member = await memberById(ctx.db, merchant.id, memberId);
  if (!member) throw new AppError('user.or.token.invalid');
  await verifyPaymentPassword(ctx, merchant, memberId, input.paymentPassword);
  if (!member.payeeName) throw new AppError('payee_name_required', undefined, 'accountName');
  if (foldName(input.accountName) !== foldName(member.payeeName)) {
    throw new AppError('payee_name_mismatch', undefined, 'accountName');
  }
  const bank = BANKS.find((b) => b.code === input.bankCode);
  if (!bank) throw new AppError('validation_failed', 'unknown bank', 'bankCode');
  const existing = await repo.listBankAccounts(ctx.db, memberId);
  if (existing.some((b) => b.bankCode === bank.code && b.accountNo === input.accountNo)) {
    throw new AppError('bank_account_exists', undefined, 'accountNo');
  }
  if (existing.length >= MAX_BANK_ACCOUNTS)
    throw new AppError('bank_account_limit', undefined, undefined, { max: MAX_BANK_ACCOUNTS });
  try {
    const row = await repo.insertBankAccount(ctx.db, {
      merchantId: merchant.id,
      memberId,
      bankCode: bank.code,
      bankName: bank.name,
      accountNo: input.accountNo,
      accountName: input.accountName.trim().replace(/\s+/g, ' '),
      createdAt: ctx.now(),
    });
    return toBankAccount(row);
  } catch (error) {
    if (pgError(error)?.code === '23505') throw new AppError('bank_account_exists', undefined, 'accountNo');
    throw error;
  }
}

export async function removeBankAccount(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  id: number,
  paymentPassword: string,
) {
  if (!(await repo.findBankAccount(ctx.db, memberId, id)))
    throw new AppError('bank_account_not_found', undefined, 'id');
  await verifyPaymentPassword(ctx, merchant, memberId, paymentPassword);
  if (!(await repo.deleteBankAccount(ctx.db, memberId, id, ctx.now())))
    throw new AppError('bank_account_not_found', undefined, 'id');
  return { done: true as const };
}

// ── orders ─────────────────────────────────────────────────────────────────────────────────

const newOrderNo = (now: Date) =>
  `W${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

export function toWithdrawal(o: WithdrawalRow, proofs: { id: string; size: number }[], now: Date): WithdrawalOrder {
  return {
    orderNo: o.orderNo,
    amount: minorToNumber(o.amount),
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
  };
}

type ProofRow = Awaited<ReturnType<typeof repo.proofsOf>>[number];

/** An order as the operator sees it: the full account number, proofs at the operator API, the decision. */
function toOpsWithdrawal(
  r: { o: WithdrawalRow; brand: string; username: string },
  proofs: ProofRow[],
  now: Date,
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
  };
}

async function view(db: Tx, o: WithdrawalRow, now: Date) {
  return toWithdrawal(o, await repo.proofsOf(db, [o.id]), now);
}

const todayStart = (merchant: Merchant, now: Date) => startOfDay(merchant.timeZone, dayIn(merchant.timeZone, now));

export async function withdrawalSettings(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
): Promise<WithdrawalSettings> {
  const s = (await getMoneySettings(ctx.db, merchant.id)).withdrawal;
  const now = ctx.now();
  const used = await repo.usedSince(ctx.db, memberId, todayStart(merchant, now));
  const main = await memberAccount(ctx.db, merchant, memberId, 'member_main');
  const turnover = await turnoverStatus(ctx.db, merchant.id, memberId);
  const member = await memberById(ctx.db, merchant.id, memberId);
  return {
    currency: merchant.currency,
    minAmount: minorToNumber(BigInt(s.minAmount)),
    maxAmount: minorToNumber(BigInt(s.maxAmount)),
    dailyMaxCount: s.dailyMaxCount,
    dailyMaxAmount: minorToNumber(BigInt(s.dailyMaxAmount)),
    usedTodayCount: used.count,
    usedTodayAmount: minorToNumber(used.amount),
    withdrawable: minorToNumber(main.balance),
    turnover: {
      required: minorToNumber(turnover.required),
      progress: minorToNumber(turnover.progress),
      outstanding: minorToNumber(turnover.outstanding),
    },
    hasPaymentPassword: member?.hasPaymentPassword ?? false,
    payeeName: member?.payeeName ?? null,
    autoReceiveMinutes: s.autoReceiveMinutes,
  };
}

export interface CreateWithdrawalInput {
  bankAccountId: number;
  amount: bigint;
  paymentPassword: string;
  clientRequestId?: string | undefined;
}

/**
 * A withdrawal request. Checks, in order: the bank account is the member's own, the payment password,
 * the amount within the brand's min and max, then under a per-member lock the daily count and amount,
 * the turnover requirement and the balance (the ledger refuses to overdraw: insufficient_balance). The
 * money moves to the locked wallet in the same transaction as the order is written.
 */
export async function createWithdrawal(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  language: SiteLanguage,
  input: CreateWithdrawalInput,
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
    throw new AppError('amount_out_of_range', undefined, 'amount', {
      min: minorToNumber(BigInt(s.minAmount)),
      max: minorToNumber(BigInt(s.maxAmount)),
    });
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
      if (used.count + 1 > s.dailyMaxCount || used.amount + input.amount > BigInt(s.dailyMaxAmount)) {
        throw new AppError('withdrawal_daily_limit', undefined, 'amount', {
          dailyMaxCount: s.dailyMaxCount,
          dailyMaxAmount: minorToNumber(BigInt(s.dailyMaxAmount)),
          usedTodayCount: used.count,
          usedTodayAmount: minorToNumber(used.amount),
        });
      }
      const turnover = await settleTurnover(tx, merchant.id, memberId, now);
      if (turnover.outstanding > 0n) {
        throw new AppError('turnover_requirement_not_met', undefined, undefined, {
          required: minorToNumber(turnover.required),
          progress: minorToNumber(turnover.progress),
          outstanding: minorToNumber(turnover.outstanding),
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
        language,
        clientRequestId: input.clientRequestId ?? null,
        createdAt: now,
      });
      await postEntry(tx, {
        merchantId: merchant.id,
        type: 'withdrawal_request',
        idempotencyKey: `withdrawal-request:${row.orderNo}`,
        reference: row.orderNo,
        memo: 'withdrawal requested',
        postings: [
          { accountId: (await memberAccount(tx, merchant, memberId, 'member_main')).id, amount: -input.amount },
          { accountId: (await memberAccount(tx, merchant, memberId, 'member_locked')).id, amount: input.amount },
        ],
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
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const proofs = await repo.proofsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) =>
      toWithdrawal(
        r,
        proofs.filter((p) => p.withdrawalId === r.id),
        now,
      ),
    ),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    totalPages: Math.ceil(total / q.pageSize),
  };
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

/** The job: paid withdrawals without an answer by their deadline count as received (auto_received). */
export async function autoReceiveWithdrawals(ctx: AppContext, limit = 200): Promise<number> {
  return repo.autoReceive(ctx.db, ctx.now(), limit);
}

// ── operator ─────────────────────────────────────────────────────────────────────────────────

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

/**
 * An operator's decision, once: approve (requested → approved), pay (approved → paid, the confirmation
 * window opens), reject (requested or approved → rejected, money back to main). Repeating the decision
 * the order already has answers it as it is; anything else is withdrawal_state_invalid.
 */
export async function decideWithdrawal(ctx: AppContext, orderNo: string, action: Action, reason?: string) {
  let moved = false;
  const row = await inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrderByNo(tx, orderNo);
    if (!o) throw new AppError('withdrawal_not_found', undefined, 'orderNo');
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
    const brand = await merchantById(tx, o.merchantId);
    const now = ctx.now();
    const locked = () => memberAccount(tx, brand, o.memberId, 'member_locked');
    const payable = () => brandAccount(tx, brand, 'withdrawal_payable');
    const a = o.amount;
    const post = async (
      type: 'withdrawal_approve' | 'withdrawal_pay' | 'withdrawal_reject',
      from: number,
      to: number,
    ) =>
      postEntry(tx, {
        merchantId: o.merchantId,
        type,
        idempotencyKey: `withdrawal-${action}:${o.orderNo}`,
        reference: o.orderNo,
        memo: `withdrawal ${action}`,
        postings: [
          { accountId: from, amount: -a },
          { accountId: to, amount: a },
        ],
      });
    if (action === 'approve') {
      await post('withdrawal_approve', (await locked()).id, (await payable()).id);
      await tellMember(tx, o, brand, now, 'withdrawal_approved', 'withdrawal-approved', bankParams(o));
      return repo.updateOrder(tx, o.id, { status: 'approved', approvedAt: now });
    }
    if (action === 'pay') {
      await post('withdrawal_pay', (await payable()).id, (await brandAccount(tx, brand, 'payment_clearing')).id);
      const minutes = (await getMoneySettings(tx, o.merchantId)).withdrawal.autoReceiveMinutes;
      return repo.updateOrder(tx, o.id, {
        status: 'paid',
        paidAt: now,
        confirmDeadline: new Date(now.getTime() + minutes * 60_000),
      });
    }
    const source = o.status === 'requested' ? (await locked()).id : (await payable()).id;
    await post('withdrawal_reject', source, (await memberAccount(tx, brand, o.memberId, 'member_main')).id);
    const why = reason ?? 'rejected';
    await tellMember(tx, o, brand, now, 'withdrawal_rejected', 'withdrawal-rejected', { reason: why });
    moved = true;
    return repo.updateOrder(tx, o.id, { status: 'rejected', rejectedAt: now, rejectReason: why.slice(0, 200) });
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
  input: { note?: string | undefined; by?: string | undefined } = {},
): Promise<OpsWithdrawal> {
  let moved = false;
  const row = await inTransaction(ctx.db, async (tx) => {
    const o = await repo.lockOrderByNo(tx, orderNo);
    if (!o) throw new AppError('withdrawal_not_found', undefined, 'orderNo');
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
      await postEntry(tx, {
        merchantId: o.merchantId,
        type: 'withdrawal_refund',
        idempotencyKey: `withdrawal-refund:${o.orderNo}`,
        reference: o.orderNo,
        memo: 'withdrawal refunded: not received',
        postings: [
          { accountId: (await brandAccount(tx, brand, 'payment_clearing')).id, amount: -o.amount },
          { accountId: (await memberAccount(tx, brand, o.memberId, 'member_main')).id, amount: o.amount },
        ],
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
    return repo.updateOrder(tx, o.id, {
      confirmation: target,
      resolvedAt: now,
      resolvedBy: input.by?.trim() || 'operator',
      resolutionNote: input.note?.trim() || null,
    });
  });
  if (moved) publishBalanceChange(ctx, row.merchantId, [row.memberId]);
  return opsWithdrawal(ctx, row.orderNo);
}

/** A proof image for the operator (any brand). */
export const opsProofImage = (db: Tx, id: string) => proofImage(db, null, id);

export async function opsWithdrawal(ctx: AppContext, orderNo: string): Promise<OpsWithdrawal> {
  const r = await repo.opsOrderByNo(ctx.db, orderNo);
  if (!r) throw new AppError('withdrawal_not_found', undefined, 'orderNo');
  return toOpsWithdrawal(r, await repo.proofsOf(ctx.db, [r.o.id]), ctx.now());
}

export async function opsWithdrawals(
  ctx: AppContext,
  q: { merchantIds: number[]; status?: WithdrawalStatus | undefined; disputed?: boolean | undefined; limit: number },
) {
  const rows = await repo.opsOrders(ctx.db, q);
  const proofs = await repo.proofsOf(
    ctx.db,
    rows.map((r) => r.o.id),
  );
  const now = ctx.now();
  return rows.map((r) =>
    toOpsWithdrawal(
      r,
      proofs.filter((p) => p.withdrawalId === r.o.id),
      now,
    ),
  );
}
