// Bank statement lines: the feeds that forward them, matching a line to its order, the operator's queue.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  SANDBOX_BANK_FEED,
  type BankFeedResult,
  type BankLineReason,
  type BankLineStatus,
  type bankStatementLineSchema,
  type OpsBankFeed,
  type OpsBankLine,
  type OpsBankResolve,
  type SiteLanguage,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  bankFeeds,
  bankStatementLines,
  depositOrderAccounts,
  depositOrders,
  members,
  merchants,
  receivingAccounts,
} from '../../db/schema/index';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { bankFeedSecret, bankSignatureValid } from '../../lib/bankFeedSignature';
import { AppError } from '../../lib/errors';
import { requireCapability } from '../accounts/capabilities';
import { memberByUsername } from '../accounts/service';
import { merchantById } from '../brands/service';
import { assertMayDeposit } from '../responsible-gaming/service';
import { publishBalanceChange } from '../wallets/service';
import { depositFee, depositTotal, newOrderNo } from './deposits';
import { accountByNumber, type ReceivingAccountRow } from './receivingAccounts';
import * as repo from './repository';
import type { DepositRow } from './repository';
import { creditLockedOrder } from './settlement';

/**
 * Statement lines (issue 35, docs/API.md "Bank transfers"). Every incoming transfer on a receiving
 * account reaches us as one line — from a statement feed (a forwarding service's signed webhook),
 * the console's CSV import, or the sandbox bank — and is kept once per (account, bank transaction
 * id): the same id again answers what the first did (other data: bank_line_conflict). In one
 * transaction with the line, under the order's row lock:
 *
 * - a line whose content carries an order's reference, paid on time with the exact amount, credits
 *   that order through the deposit-credit path (creditLockedOrder: ledger, bonus, turnover,
 *   promotions, referral, inbox — as every deposit) and is `matched`;
 * - otherwise it is `queued` for an operator with a reason and the order it names or resembles:
 *   `amount_mismatch` (under- or over-payment), `unknown_reference` (no order named; the suggestion
 *   is a waiting order on that account with the same amount), `late` (booked after the order
 *   expired, or the order failed), `duplicate` (the order was already credited: paid twice).
 *
 * An operator resolves a queued line once (under the line's lock): credit it to an order (the
 * suggested one by default; the order's amount becomes what arrived), link it to another member (a
 * new order of theirs, credited), or record that it is refunded to the payer (nothing credited).
 * A line credits at most one order and an order is credited by at most one line (unique index), on
 * top of the order's own exactly-once credit.
 */

type LineInput = z.output<typeof bankStatementLineSchema>;
type LineRow = typeof bankStatementLines.$inferSelect;
type FeedRow = typeof bankFeeds.$inferSelect;

/** Where a line came from: a feed of a brand, the sandbox bank (any brand), or a brand's CSV import. */
export type LineSource = { kind: 'feed'; feed: FeedRow } | { kind: 'sandbox' } | { kind: 'csv'; merchantId: number };

// ── feeds and their signatures ───────────────────────────────────────────────────────────────

const feedSecret = (ctx: AppContext, code: string, version: number) =>
  bankFeedSecret(ctx.accounts.codeSecret, code, version);

/**
 * The feed a webhook call comes from, its signature checked over the raw body: an unknown or
 * disabled feed is bank_feed_not_found, a wrong or stale signature bank_signature_invalid.
 */
export async function authenticateFeed(
  ctx: AppContext,
  code: string,
  signature: string | undefined,
  rawBody: string,
): Promise<LineSource> {
  const nowS = Date.now() / 1000;
  if (code === SANDBOX_BANK_FEED) {
    if (!ctx.config.money.sandboxEnabled) throw new AppError('bank_feed_not_found', undefined, 'feed');
    if (!bankSignatureValid(feedSecret(ctx, SANDBOX_BANK_FEED, 1), signature, rawBody, nowS))
      throw new AppError('bank_signature_invalid');
    return { kind: 'sandbox' };
  }
  const [feed] = await ctx.db.select().from(bankFeeds).where(eq(bankFeeds.code, code));
  if (!feed || !feed.enabled) throw new AppError('bank_feed_not_found', undefined, 'feed');
  if (!bankSignatureValid(feedSecret(ctx, feed.code, feed.secretVersion), signature, rawBody, nowS))
    throw new AppError('bank_signature_invalid');
  return { kind: 'feed', feed };
}

const feedView = (f: FeedRow, brand: string): OpsBankFeed => ({
  code: f.code,
  brand,
  path: `/wps/bank/statement/${f.code}`,
  enabled: f.enabled,
  createdAt: f.createdAt.toISOString(),
  rotatedAt: f.rotatedAt?.toISOString() ?? null,
});

export async function opsListFeeds(ctx: AppContext, merchantIds: number[]): Promise<OpsBankFeed[]> {
  if (merchantIds.length === 0) return [];
  const rows = await ctx.db
    .select({ f: bankFeeds, brand: merchants.code })
    .from(bankFeeds)
    .innerJoin(merchants, eq(merchants.id, bankFeeds.merchantId))
    .where(inArray(bankFeeds.merchantId, merchantIds))
    .orderBy(bankFeeds.code);
  return rows.map((r) => feedView(r.f, r.brand));
}

export async function opsAddFeed(ctx: AppContext, brand: { id: number; code: string }, code: string) {
  if (code === SANDBOX_BANK_FEED) throw new AppError('bank_feed_taken', undefined, 'code');
  try {
    const [f] = await ctx.db.insert(bankFeeds).values({ code, merchantId: brand.id }).returning();
    return { feed: feedView(f!, brand.code), secret: feedSecret(ctx, f!.code, f!.secretVersion) };
  } catch (error) {
    if (pgError(error)?.code === '23505') throw new AppError('bank_feed_taken', undefined, 'code');
    throw error;
  }
}

/** A new secret for the feed (the old one stops working at once). */
export async function opsRotateFeed(ctx: AppContext, code: string, merchantIds: number[]) {
  const [row] = await ctx.db
    .update(bankFeeds)
    .set({ secretVersion: sql`${bankFeeds.secretVersion} + 1`, rotatedAt: ctx.now() })
    .where(and(eq(bankFeeds.code, code), inArray(bankFeeds.merchantId, merchantIds)))
    .returning();
  if (!row) throw new AppError('bank_feed_not_found', undefined, 'code');
  const brand = await merchantById(ctx.db, row!.merchantId);
  return { feed: feedView(row!, brand.code), secret: feedSecret(ctx, row!.code, row!.secretVersion) };
}

// ── matching ─────────────────────────────────────────────────────────────────────────────────

const REFERENCE = /LT[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}/g;

/**
 * The order references a transfer's content may carry. Banks add their own words and codes around
 * the payer's text and some drop spaces or punctuation, so the content is read upper-cased both as
 * it is and with everything but letters and digits removed.
 */
export function referencesIn(content: string): string[] {
  const upper = content.toUpperCase();
  const found = [...upper.matchAll(REFERENCE), ...upper.replace(/[^A-Z0-9]/g, '').matchAll(REFERENCE)].map((m) => m[0]);
  return [...new Set(found)];
}

/** A bank's booking time: ISO 8601 with a zone, or "yyyy-MM-dd HH:mm(:ss)" in Vietnam's time (UTC+7). */
export function bookingTime(text: string): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const d = local
    ? new Date(`${local[1]}-${local[2]}-${local[3]}T${local[4]}:${local[5]}:${local[6] ?? '00'}+07:00`)
    : /(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())
      ? new Date(text.trim())
      : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

type Outcome = { status: BankLineStatus; reason: BankLineReason | null; orderId: number | null; credit: boolean };

/** What a line means for the order it names (locked by the caller). */
function judge(line: { amount: bigint; occurredAt: Date }, o: DepositRow): Outcome {
  const queue = (reason: BankLineReason): Outcome => ({ status: 'queued', reason, orderId: o.id, credit: false });
  if (o.status === 'credited') return queue('duplicate');
  if (o.amount !== line.amount) return queue('amount_mismatch');
  if (o.status !== 'pending' || line.occurredAt > o.expiresAt) return queue('late');
  return { status: 'matched', reason: null, orderId: o.id, credit: true };
}

/** A waiting bank-transfer order on this account with this amount (the suggestion for an unknown reference). */
async function lookalike(tx: Tx, accountId: number, amount: bigint): Promise<number | null> {
  const [row] = await tx
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .innerJoin(depositOrderAccounts, eq(depositOrderAccounts.orderId, depositOrders.id))
    .where(
      and(
        eq(depositOrderAccounts.receivingAccountId, accountId),
        eq(depositOrders.amount, amount),
        inArray(depositOrders.status, ['pending', 'expired']),
      ),
    )
    .orderBy(desc(depositOrders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

async function resultOf(tx: Tx, line: LineRow): Promise<BankFeedResult> {
  const orderId = line.creditedOrderId ?? line.orderId;
  const [o] = orderId
    ? await tx.select({ orderNo: depositOrders.orderNo }).from(depositOrders).where(eq(depositOrders.id, orderId))
    : [];
  return {
    received: true,
    lineId: line.id,
    status: line.status as BankLineStatus,
    reason: (line.reason as BankLineReason | null) ?? null,
    orderNo: o?.orderNo ?? null,
  };
}

const sourceName = (s: LineSource) => (s.kind === 'feed' ? `feed:${s.feed.code}` : s.kind);

/**
 * Takes one statement line: kept once per (account, bank transaction id), then matched to its order
 * or queued (see above). Answers what became of it, and whether it was seen before.
 */
export async function receiveStatementLine(
  ctx: AppContext,
  source: LineSource,
  input: LineInput,
): Promise<BankFeedResult & { repeated: boolean }> {
  const occurredAt = bookingTime(input.transactionDate);
  if (!occurredAt) throw new AppError('validation_failed', 'an ISO time or yyyy-MM-dd HH:mm:ss', 'transactionDate');
  const brandOnly = source.kind === 'feed' ? source.feed.merchantId : source.kind === 'csv' ? source.merchantId : null;
  const account = (await accountByNumber(ctx.db, input.accountNumber)).find(
    (a) => brandOnly === null || a.merchantId === brandOnly,
  );
  if (!account) throw new AppError('bank_line_account_unknown', undefined, 'accountNumber');
  const amount = BigInt(input.transferAmount) * 100n;
  const content = (input.content ?? input.description ?? '').slice(0, 500);
  let credited: DepositRow | undefined;
  let moved: number[] = [];
  const result = await inTransaction(ctx.db, async (tx) => {
    credited = undefined;
    const [line] = await tx
      .insert(bankStatementLines)
      .values({
        merchantId: account.merchantId,
        receivingAccountId: account.id,
        source: sourceName(source),
        bankTxId: input.id,
        amount,
        content,
        occurredAt,
        receivedAt: ctx.now(),
        status: input.transferType === 'out' ? 'ignored' : 'queued',
      })
      .onConflictDoNothing()
      .returning();
    if (!line) return replay(tx, account, input.id, { amount, content });
    if (line.status === 'ignored') return { ...(await resultOf(tx, line)), repeated: false };
    const outcome = await match(tx, account, line);
    let creditedOrderId: number | null = null;
    if (outcome.credit) {
      const o = (await repo.lockOrder(tx, outcome.orderId!))!;
      const done = await creditLockedOrder(ctx, tx, o);
      credited = done.row;
      moved = done.balancesMoved;
      creditedOrderId = o.id;
    }
    const [saved] = await tx
      .update(bankStatementLines)
      .set({ status: outcome.status, reason: outcome.reason, orderId: outcome.orderId, creditedOrderId })
      .where(eq(bankStatementLines.id, line.id))
      .returning();
    return { ...(await resultOf(tx, saved!)), repeated: false };
  });
  if (credited) publishBalanceChange(ctx, credited.merchantId, [credited.memberId, ...moved]);
  return result;
}

async function replay(
  tx: Tx,
  account: ReceivingAccountRow,
  bankTxId: string,
  data: { amount: bigint; content: string },
): Promise<BankFeedResult & { repeated: boolean }> {
  const [first] = await tx
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.receivingAccountId, account.id), eq(bankStatementLines.bankTxId, bankTxId)));
  if (!first) throw new AppError('bank_line_conflict', undefined, 'id');
  if (first.amount !== data.amount || first.content !== data.content)
    throw new AppError('bank_line_conflict', undefined, 'id');
  return { ...(await resultOf(tx, first)), repeated: true };
}

/** Finds the order a fresh line names and locks it; the outcome for the line. */
async function match(tx: Tx, account: ReceivingAccountRow, line: LineRow): Promise<Outcome> {
  const refs = referencesIn(line.content);
  const orders = refs.length
    ? await tx
        .select({ id: depositOrders.id })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.merchantId, account.merchantId),
            eq(depositOrders.gateway, 'manual'),
            inArray(depositOrders.reference, refs),
          ),
        )
        .orderBy(depositOrders.id)
    : [];
  if (orders.length === 0)
    return {
      status: 'queued',
      reason: 'unknown_reference',
      orderId: await lookalike(tx, account.id, line.amount),
      credit: false,
    };
  const o = (await repo.lockOrder(tx, orders[0]!.id))!;
  return judge(line, o);
}

// ── the operator's queue ─────────────────────────────────────────────────────────────────────

export async function opsListLines(
  ctx: AppContext,
  q: { merchantIds: number[]; status?: BankLineStatus | undefined; limit: number },
): Promise<OpsBankLine[]> {
  if (q.merchantIds.length === 0) return [];
  const rows = await ctx.db
    .select({ l: bankStatementLines, brand: merchants.code })
    .from(bankStatementLines)
    .innerJoin(merchants, eq(merchants.id, bankStatementLines.merchantId))
    .where(
      and(
        inArray(bankStatementLines.merchantId, q.merchantIds),
        q.status ? eq(bankStatementLines.status, q.status) : undefined,
      ),
    )
    .orderBy(desc(bankStatementLines.receivedAt), desc(bankStatementLines.id))
    .limit(q.limit);
  return Promise.all(rows.map((r) => lineView(ctx.db, r.l, r.brand)));
}

async function orderRef(db: Tx, id: number | null) {
  if (!id) return null;
  const [r] = await db
    .select({ o: depositOrders, username: members.username })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(eq(depositOrders.id, id));
  if (!r) return null;
  return {
    orderNo: r.o.orderNo,
    username: r.username,
    amount: Number(r.o.amount),
    status: r.o.status,
    reference: r.o.reference,
    expiresAt: r.o.expiresAt.toISOString(),
  };
}

async function lineView(db: Tx, l: LineRow, brand: string): Promise<OpsBankLine> {
  const [acc] = await db
    .select({ accountNo: receivingAccounts.accountNo })
    .from(receivingAccounts)
    .where(eq(receivingAccounts.id, l.receivingAccountId));
  const credited = l.creditedOrderId ? await orderRef(db, l.creditedOrderId) : null;
  return {
    id: l.id,
    brand,
    source: l.source,
    bankTxId: l.bankTxId,
    accountNo: acc?.accountNo ?? '',
    amount: Number(l.amount),
    content: l.content,
    occurredAt: l.occurredAt.toISOString(),
    receivedAt: l.receivedAt.toISOString(),
    status: l.status as BankLineStatus,
    reason: (l.reason as BankLineReason | null) ?? null,
    order: await orderRef(db, l.orderId ?? l.creditedOrderId),
    resolution: (l.resolution as OpsBankLine['resolution']) ?? null,
    creditedOrderNo: credited?.orderNo ?? null,
    resolvedBy: l.resolvedBy,
    resolvedAt: l.resolvedAt?.toISOString() ?? null,
    note: l.note,
  };
}

/**
 * An operator's decision on a queued line (see the module's note). Once: a line already decided is
 * bank_line_state_invalid, and nothing is credited twice.
 */
export async function resolveLine(
  ctx: AppContext,
  id: number,
  decision: OpsBankResolve,
  by: { name: string; merchantIds: number[] },
): Promise<OpsBankLine> {
  let credited: DepositRow | undefined;
  let moved: number[] = [];
  const line = await inTransaction(ctx.db, async (tx) => {
    credited = undefined;
    const [l] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, id)).for('update');
    if (!l || !by.merchantIds.includes(l.merchantId)) throw new AppError('bank_line_not_found', undefined, 'id');
    if (l.status !== 'queued')
      throw new AppError('bank_line_state_invalid', undefined, undefined, { status: l.status });
    const now = ctx.now();
    const decided = { status: 'resolved', resolvedBy: by.name, resolvedAt: now, note: decision.note ?? null };
    if (decision.action === 'refund') {
      const [done] = await tx
        .update(bankStatementLines)
        .set({ ...decided, resolution: 'refund' })
        .where(eq(bankStatementLines.id, l.id))
        .returning();
      return done!;
    }
    let order: DepositRow;
    let linkedMemberId: number | null = null;
    if (decision.action === 'credit') {
      const target = decision.orderNo ? await repo.findOrderByNo(tx, decision.orderNo) : undefined;
      const orderId = decision.orderNo ? target?.id : l.orderId;
      if (!orderId || (target && target.merchantId !== l.merchantId))
        throw new AppError('deposit_not_found', undefined, 'orderNo');
      const o = (await repo.lockOrder(tx, orderId))!;
      if (o.gateway !== 'manual' || o.status === 'credited')
        throw new AppError('deposit_state_invalid', undefined, 'orderNo', { status: o.status });
      order = o.amount === l.amount ? o : await repriced(tx, o, l.amount);
    } else {
      const member = await memberByUsername(tx, l.merchantId, decision.username);
      if (!member) throw new AppError('not_found', undefined, 'username');
      // The member may deposit at all (a trial account or an agent of kind 1 or 2 may not).
      requireCapability(member.isAgent, 'deposit');
      linkedMemberId = member.id;
      order = await linkedOrder(ctx, tx, l, member.id, now);
    }
    const done = await creditLockedOrder(ctx, tx, order);
    credited = done.row;
    moved = done.balancesMoved;
    const [saved] = await tx
      .update(bankStatementLines)
      .set({
        ...decided,
        resolution: decision.action === 'credit' ? 'credited' : 'linked',
        creditedOrderId: order.id,
        linkedMemberId,
      })
      .where(eq(bankStatementLines.id, l.id))
      .returning();
    return saved!;
  });
  if (credited) publishBalanceChange(ctx, credited.merchantId, [credited.memberId, ...moved]);
  return lineView(ctx.db, line, (await merchantById(ctx.db, line.merchantId)).code);
}

/** The order takes the amount that arrived (its channel's fee again); the deposit limits are the member's. */
async function repriced(tx: Tx, o: DepositRow, amount: bigint): Promise<DepositRow> {
  const channel = await repo.findChannelById(tx, o.channelId);
  const fee = channel ? depositFee(amount, channel) : 0n;
  if (fee >= amount) throw new AppError('amount_out_of_range', undefined, 'amount');
  return repo.updateOrder(tx, o.id, { amount, fee });
}

/**
 * A new bank-transfer order of `memberId` for a line's money (link to another member): on the
 * brand's bank-transfer channel, on the line's account, within the member's responsible-gaming
 * deposit limits as any order.
 */
async function linkedOrder(ctx: AppContext, tx: Tx, l: LineRow, memberId: number, now: Date): Promise<DepositRow> {
  const brand = await merchantById(tx, l.merchantId);
  const channels = await repo.opsChannels(tx, [l.merchantId]);
  const channel = channels.map((c) => c.c).find((c) => c.type === 'bank_transfer');
  if (!channel) throw new AppError('deposit_channel_not_found', undefined, 'channelId');
  const language: SiteLanguage = 'vi';
  await assertMayDeposit(
    tx,
    { merchantId: l.merchantId, memberId, timeZone: brand.timeZone, language, amount: l.amount },
    now,
    depositTotal,
  );
  const fee = depositFee(l.amount, channel);
  if (fee >= l.amount) throw new AppError('amount_out_of_range', undefined, 'amount');
  const o = await repo.insertOrder(tx, {
    orderNo: newOrderNo(now),
    merchantId: l.merchantId,
    memberId,
    channelId: channel.id,
    channelType: channel.type,
    gateway: 'manual',
    amount: l.amount,
    fee,
    status: 'pending',
    language,
    createdAt: now,
    expiresAt: now,
  });
  await tx
    .insert(depositOrderAccounts)
    .values({ orderId: o.id, receivingAccountId: l.receivingAccountId, createdAt: now });
  return (await repo.lockOrder(tx, o.id))!;
}
