import crypto from 'node:crypto';
import { z } from 'zod';
import { MAIN_WALLET, walletTransferSchema, type WalletTransfer } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { listMerchants, type Merchant } from '../brands/service';
import { activeMaintenance, findBrandVendor } from '../games/service';
import { listMemberAccounts, postEntry } from '../ledger/service';
import { transferAdapterFor, vendorPlayerId, type TransferVendorAdapter, type VendorOutcome } from './adapters';
import { memberAccount, memberVendorAccount, transferClearingAccount, type BrandRef } from './books';
import { publishBalanceChange } from './events';
import {
  deferTransferCheck,
  dueTransfers,
  findTransfer,
  findTransferByRequest,
  insertTransfer,
  settleTransferRow,
  type WalletTransferRow,
} from './repository';

/**
 * walletTransfer: main ↔ a transfer-wallet vendor's wallet, through the vendor's transfer API.
 *
 * 1. One transaction records the transfer (pending) and moves the money from the source wallet into
 *    the brand's transfer_clearing account of that vendor (ledger key `transfer:<ref>:hold`). Not
 *    enough money: nothing is written.
 * 2. The vendor is called with our unique reference.
 * 3. A definite answer settles it in one transaction: success → clearing to the target wallet
 *    (`transfer:<ref>:settle`); failed → clearing back to the source (`transfer:<ref>:refund`).
 *    No answer (timeout, network, 5xx) leaves it pending, the money held in clearing: the
 *    reconciliation job asks the vendor the transfer's status and settles it then, never refunding
 *    blindly (a "not found" is answered by sending the same reference again, which the vendor
 *    applies at most once).
 */

export interface TransferInput {
  from: string;
  to: string;
  amount: bigint;
  clientRequestId?: string | undefined;
}

/**
 * A check of money going into a vendor's wallet, run inside the transaction that records the transfer
 * (before anything is written; a throw refuses it and writes nothing). The responsible-gaming module's
 * time-out and self-exclusion check, handed in by money/routes.ts (that module imports this one).
 */
export type TransferInCheck = (tx: Tx, memberId: number, now: Date) => Promise<void>;

/** How long after creation the job first asks (the request may still be running): timeout + VENDOR_RECHECK_MS. */
const firstCheckDelayMs = (ctx: AppContext) => ctx.config.money.vendorTimeoutMs + ctx.config.money.vendorRecheckMs;
/** Later checks back off: recheck × 2, × 4 … up to an hour. */
const backoffMs = (ctx: AppContext, attempts: number) =>
  Math.min(3_600_000, ctx.config.money.vendorRecheckMs * 2 ** Math.min(attempts, 16));

export function toWalletTransfer(r: WalletTransferRow): WalletTransfer {
  return {
    reference: r.reference,
    from: r.direction === 'in' ? MAIN_WALLET : r.vendorCode,
    to: r.direction === 'in' ? r.vendorCode : MAIN_WALLET,
    vassalage: r.vendorCode,
    direction: r.direction as 'in' | 'out',
    amount: r.amount,
    status: r.status as WalletTransfer['status'],
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    failureReason: r.failureReason,
  };
}

const newReference = (now: Date) =>
  `WT${now.toISOString().slice(0, 10).replace(/-/g, '')}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;

interface Side {
  direction: 'in' | 'out';
  vendorCode: string;
  field: 'from' | 'to';
}

function sideOf(input: TransferInput): Side {
  const from = input.from.toUpperCase() === MAIN_WALLET ? MAIN_WALLET : input.from;
  const to = input.to.toUpperCase() === MAIN_WALLET ? MAIN_WALLET : input.to;
  if (from === MAIN_WALLET && to !== MAIN_WALLET) return { direction: 'in', vendorCode: to, field: 'to' };
  if (to === MAIN_WALLET && from !== MAIN_WALLET) return { direction: 'out', vendorCode: from, field: 'from' };
  throw new AppError('validation_failed', `exactly one of from and to must be ${MAIN_WALLET}`, 'to');
}

async function resolveVendor(ctx: AppContext, merchant: Merchant, memberId: number, side: Side) {
  const vendor = await findBrandVendor(ctx.db, merchant.id, side.vendorCode);
  if (vendor) {
    if (vendor.walletMode !== 'transfer') throw new AppError('wallet_not_transferable', undefined, side.field);
    // Money goes only into the wallet of a vendor whose games open; what is in one can always come back.
    if (side.direction === 'in' && !ctx.providers.has(vendor.vassalage))
      throw new AppError('vendor_not_connected', undefined, side.field);
    const window = activeMaintenance(vendor, ctx.now());
    if (window) throw new AppError('vendor_under_maintenance', undefined, side.field, { maintenance: window });
  } else {
    // A vendor the brand stopped offering: money may still be brought back from it.
    const held =
      side.direction === 'out' &&
      (await listMemberAccounts(ctx.db, merchant.id, memberId)).some(
        (a) => a.kind === 'member_vendor' && a.vendorCode === side.vendorCode,
      );
    if (!held) throw new AppError('vendor_not_found', undefined, side.field);
  }
  const adapter = transferAdapterFor(ctx, side.vendorCode);
  if (!adapter) throw new AppError('wallet_not_transferable', 'no transfer API for this vendor', side.field);
  return adapter;
}

/** The postings of each step (hold, settle, refund) of a transfer. */
async function stepPostings(tx: Tx, brand: BrandRef, t: WalletTransferRow, step: 'hold' | 'settle' | 'refund') {
  const main = await memberAccount(tx, brand, t.memberId, 'member_main');
  const vendor = await memberVendorAccount(tx, brand, t.memberId, t.vendorCode);
  const clearing = await transferClearingAccount(tx, brand, t.vendorCode);
  const source = t.direction === 'in' ? main : vendor;
  const target = t.direction === 'in' ? vendor : main;
  const a = t.amount;
  if (step === 'hold')
    return [
      { accountId: source.id, amount: -a },
      { accountId: clearing.id, amount: a },
    ];
  const to = step === 'settle' ? target : source;
  return [
    { accountId: clearing.id, amount: -a },
    { accountId: to.id, amount: a },
  ];
}

/** Settles a pending transfer with the vendor's definite answer (once: a second settle does nothing). */
export async function finishTransfer(
  ctx: AppContext,
  brand: BrandRef,
  t: WalletTransferRow,
  outcome: 'success' | 'failed',
  reason?: string,
): Promise<WalletTransferRow> {
  const step = outcome === 'success' ? 'settle' : 'refund';
  await inTransaction(ctx.db, async (tx) => {
    const moved = await settleTransferRow(tx, t.id, {
      status: outcome,
      settledAt: ctx.now(),
      failureReason: outcome === 'failed' ? (reason ?? 'failed').slice(0, 200) : null,
    });
    if (!moved) return;
    await postEntry(tx, {
      merchantId: brand.id,
      type: 'transfer',
      idempotencyKey: `transfer:${t.reference}:${step}`,
      reference: t.reference,
      memo: `${t.direction === 'in' ? 'to' : 'from'} ${t.vendorCode}: ${step}`,
      postings: await stepPostings(tx, brand, t, step),
    });
  });
  publishBalanceChange(ctx, brand.id, [t.memberId]);
  return (await findTransfer(ctx.db, t.reference))!;
}

async function applyOutcome(ctx: AppContext, brand: BrandRef, t: WalletTransferRow, outcome: VendorOutcome) {
  // A vendor that gave no answer is not launched for a while (launch/service.ts: vendor_unavailable).
  if (outcome.status === 'unknown') ctx.health.vendorFailed(t.vendorCode);
  else ctx.health.vendorAnswered(t.vendorCode);
  if (outcome.status === 'success') return finishTransfer(ctx, brand, t, 'success');
  if (outcome.status === 'failed') return finishTransfer(ctx, brand, t, 'failed', outcome.reason);
  await deferTransferCheck(ctx.db, t.id, {
    nextCheckAt: new Date(
      ctx.now().getTime() + (t.attempts === 0 ? firstCheckDelayMs(ctx) : backoffMs(ctx, t.attempts)),
    ),
    lastError: outcome.error,
  });
  return (await findTransfer(ctx.db, t.reference))!;
}

const vendorRequest = (t: WalletTransferRow, currency: string) => ({
  reference: t.reference,
  player: vendorPlayerId(t.merchantId, t.memberId),
  direction: t.direction as 'in' | 'out',
  amount: t.amount,
  currency,
});

/**
 * Moves money between the main wallet and a vendor wallet. Answers the transfer: success, or pending
 * when the vendor's answer is unknown (it will be reconciled); a definite refusal returns the money and
 * fails with vendor_transfer_failed (value: the transfer). A repeated clientRequestId answers the first
 * transfer as it stands now. `checkIn` runs for money going into a vendor's wallet (never for money
 * coming back to the main wallet).
 */
export async function walletTransfer(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  input: TransferInput,
  checkIn?: TransferInCheck,
): Promise<WalletTransfer> {
  const side = sideOf(input);
  if (input.clientRequestId) {
    const seen = await findTransferByRequest(ctx.db, memberId, input.clientRequestId);
    if (seen) return replayOf(seen, side, input.amount);
  }
  const adapter = await resolveVendor(ctx, merchant, memberId, side);
  const now = ctx.now();
  let t: WalletTransferRow;
  try {
    t = await inTransaction(ctx.db, async (tx) => {
      if (side.direction === 'in' && checkIn) await checkIn(tx, memberId, now);
      const row = await insertTransfer(tx, {
        reference: newReference(now),
        merchantId: merchant.id,
        memberId,
        vendorCode: side.vendorCode,
        direction: side.direction,
        amount: input.amount,
        status: 'pending',
        clientRequestId: input.clientRequestId ?? null,
        nextCheckAt: new Date(now.getTime() + firstCheckDelayMs(ctx)),
        createdAt: now,
      });
      await postEntry(tx, {
        merchantId: merchant.id,
        type: 'transfer',
        idempotencyKey: `transfer:${row.reference}:hold`,
        reference: row.reference,
        memo: `${side.direction === 'in' ? 'to' : 'from'} ${side.vendorCode}: hold`,
        postings: await stepPostings(tx, merchant, row, 'hold'),
      });
      return row;
    });
  } catch (error) {
    if (input.clientRequestId && pgError(error)?.code === '23505') {
      const seen = await findTransferByRequest(ctx.db, memberId, input.clientRequestId);
      if (seen) return replayOf(seen, side, input.amount);
    }
    throw error;
  }
  publishBalanceChange(ctx, merchant.id, [memberId]);
  const outcome = await adapter.transfer(vendorRequest(t, merchant.currency));
  const done = await applyOutcome(ctx, merchant, t, outcome);
  if (done.status === 'failed') {
    // A failure's details have no response schema: the transfer goes in its wire form (decision 0021).
    throw new AppError('vendor_transfer_failed', undefined, undefined, {
      transfer: z.encode(walletTransferSchema, toWalletTransfer(done)),
    });
  }
  return toWalletTransfer(done);
}

function replayOf(seen: WalletTransferRow, side: Side, amount: bigint): WalletTransfer {
  if (seen.vendorCode !== side.vendorCode || seen.direction !== side.direction || seen.amount !== amount) {
    throw new AppError('idempotency_key_reused', undefined, 'clientRequestId');
  }
  return toWalletTransfer(seen);
}

/**
 * The reconciliation job: every pending transfer that is due is settled by asking the vendor its
 * status: success → settle, failed → refund, not found → the same request again (applied at most once
 * by the vendor) and its answer, unknown → asked again later with a growing pause. Never a blind refund.
 */
export async function reconcileTransfers(ctx: AppContext, limit = 50): Promise<number> {
  const due = await dueTransfers(ctx.db, ctx.now(), limit);
  if (due.length === 0) return 0;
  const brands = new Map((await listMerchants(ctx.db)).map((m) => [m.id, m]));
  for (const t of due) {
    const brand = brands.get(t.merchantId);
    const adapter: TransferVendorAdapter | null = transferAdapterFor(ctx, t.vendorCode);
    if (!brand || !adapter) {
      await applyOutcome(ctx, brand ?? { id: t.merchantId, currency: 'XXX' }, t, {
        status: 'unknown',
        error: 'no transfer API for this vendor',
      });
      continue;
    }
    let outcome: VendorOutcome;
    const status = await adapter.status(t.reference);
    if (status.status === 'not_found') outcome = await adapter.transfer(vendorRequest(t, brand.currency));
    else outcome = status;
    await applyOutcome(ctx, brand, t, outcome);
  }
  return due.length;
}

/**
 * Consolidated funds: every vendor wallet with money goes back to main, one transfer each (through
 * the vendor's API like any transfer). A vendor that refuses or does not answer leaves its transfer
 * failed or pending; the others still run.
 */
export async function consolidate(ctx: AppContext, merchant: Merchant, memberId: number): Promise<WalletTransfer[]> {
  const accounts = await listMemberAccounts(ctx.db, merchant.id, memberId);
  const results: WalletTransfer[] = [];
  for (const a of accounts) {
    if (a.kind !== 'member_vendor' || a.currency !== merchant.currency || a.balance <= 0n) continue;
    try {
      results.push(
        await walletTransfer(ctx, merchant, memberId, { from: a.vendorCode!, to: MAIN_WALLET, amount: a.balance }),
      );
    } catch (error) {
      const transfer = error instanceof AppError ? (error.details?.transfer as WalletTransfer | undefined) : undefined;
      if (transfer) results.push(transfer);
      else if (!(error instanceof AppError)) throw error;
    }
  }
  return results;
}
