import crypto from 'node:crypto';
import {
  GAME_CATEGORIES,
  type PointConfig,
  type PointHistory,
  type PointProduct,
  type PointRedeemRecord,
  type pointConvertBodySchema,
  type pointHistoryQuerySchema,
  type pointProductsQuerySchema,
  type pointRedeemBodySchema,
  type SiteLanguage,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pgError } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { verifyPaymentPassword } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { postTransfer } from '../ledger/service';
import { hasOpenBonus, issueBonus } from '../promotions/service';
import { brandAccount, memberAccount, publishBalanceChange } from '../wallets/service';
import { changePoints, pointBalanceOf } from './balance';
import * as repo from './repository';
import type { ProductRow, RedemptionRow } from './repository';
import { listPage, pageWindow } from '../../db/paging';

/**
 * The points mall (docs/API.md "Points"): products, redemptions and conversions. A redemption takes
 * the product's row lock (stock), then the member's balance row lock (points), in one transaction
 * with its journal row (`redeem:<tx no>`) and, for bonus credit, the bonus (ledger key
 * `points-bonus:<tx no>`); a conversion pays main money from the brand's promotion account (ledger
 * type bonus, key `points-convert:<tx no>`). Bonus credit completes at once; free spins and goods wait
 * for an operator (processing → complete, or rejected with the points and the stock given back).
 */

/** Bonus credit from points is wagered on every category at full weight and lapses after 30 days. */
const BONUS_WEIGHTS = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 10_000]));
const BONUS_EXPIRY_DAYS = 30;

const text = (t: { vi: string; en: string }, language: SiteLanguage) => t[language] || t.vi;

/** A product as the member sees it; bonus credit is blocked while a bonus is open (issue 33: said before the tap). */
export function productView(p: ProductRow, language: SiteLanguage, bonusOpen = false): PointProduct {
  return {
    id: p.id,
    kind: p.kind as PointProduct['kind'],
    name: text(p.name, language),
    description: text(p.description, language),
    image: p.image,
    points: p.points,
    bonusAmount: p.bonusAmount,
    wagering: p.kind === 'bonus' ? p.wageringTenths / 10 : null,
    spins: p.spins,
    remaining: p.stock === null ? null : Math.max(0, p.stock - p.redeemed),
    blockedBy: p.kind === 'bonus' && bonusOpen ? 'bonus_active' : null,
  };
}

export function recordView(r: RedemptionRow, language: SiteLanguage): PointRedeemRecord {
  return {
    transactionNo: r.txNo,
    redeemType: r.type as PointRedeemRecord['redeemType'],
    productKind: (r.kind as PointRedeemRecord['productKind']) ?? null,
    productName: r.productName ? text(r.productName, language) : null,
    quantity: r.quantity,
    pointsRequired: Number(r.points),
    amountRequired: r.amount,
    status: r.status as PointRedeemRecord['status'],
    time: r.createdAt.toISOString(),
    pointsChange: -Number(r.points),
    accumulatedPoints: Number(r.balanceAfter),
    note: r.note,
    exchangeRate: r.exchangeValue,
    shippingAddress: r.shippingAddress,
    phone: r.phone,
  };
}

async function enabledSettings(db: Tx, merchantId: number) {
  const s = await repo.settings(db, merchantId);
  if (!s?.enabled) throw new AppError('points_disabled');
  return s;
}

export async function pointConfig(db: Tx, merchantId: number): Promise<PointConfig> {
  const s = await repo.settings(db, merchantId);
  const value = s?.exchangeValue ?? 0n;
  return {
    enabled: s?.enabled ?? false,
    minConvert: s?.minConvert ?? 0,
    convertStep: value > 0n ? Math.max(1, Math.ceil(1000 / Number(value))) : 0,
  };
}

export async function productList(
  db: Tx,
  merchantId: number,
  memberId: number | undefined,
  q: z.output<typeof pointProductsQuerySchema>,
  language: SiteLanguage,
): Promise<PointProduct[]> {
  let maxPoints = q.maxPoints;
  if (q.affordable && memberId !== undefined) {
    const own = Number((await pointBalanceOf(db, memberId)).points);
    maxPoints = maxPoints === undefined ? own : Math.min(maxPoints, own);
  }
  const rows = await repo.products(db, merchantId, {
    activeOnly: true,
    kind: q.kind,
    minPoints: q.minPoints,
    maxPoints,
  });
  const bonusOpen = memberId !== undefined && (await hasOpenBonus(db, memberId));
  return rows.map((p) => productView(p, language, bonusOpen));
}

export async function redeemHistory(
  db: Tx,
  memberId: number,
  q: z.output<typeof pointHistoryQuerySchema>,
  language: SiteLanguage,
): Promise<PointHistory> {
  const { rows, total } = await repo.memberRedemptions(db, {
    memberId,
    status: q.status,
    ...pageWindow(q),
  });
  return listPage(
    rows.map((r) => recordView(r, language)),
    total,
    q,
  );
}

const newTxNo = () => `PR${crypto.randomBytes(7).toString('hex').toUpperCase()}`;

/** A replay of the member's clientRequestId: the first redemption, whatever this request asked. */
async function replayOf(db: Tx, memberId: number, clientRequestId: string | undefined) {
  return clientRequestId ? repo.redemptionByRequest(db, memberId, clientRequestId) : undefined;
}

/** Runs a redemption's transaction; a raced replay of the same clientRequestId answers the first one. */
async function once(
  ctx: AppContext,
  memberId: number,
  clientRequestId: string | undefined,
  fn: (tx: Tx) => Promise<RedemptionRow>,
): Promise<RedemptionRow> {
  try {
    return await inTransaction(ctx.db, fn);
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'point_redemptions_request_uq' && clientRequestId) {
      const first = await replayOf(ctx.db, memberId, clientRequestId);
      if (first) return first;
    }
    throw error;
  }
}

export async function redeemProduct(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  body: z.output<typeof pointRedeemBodySchema>,
  language: SiteLanguage,
): Promise<PointRedeemRecord> {
  await enabledSettings(ctx.db, merchant.id);
  const replay = await replayOf(ctx.db, memberId, body.clientRequestId);
  if (replay) return recordView(replay, language);
  const found = await repo.productById(ctx.db, merchant.id, body.productId);
  if (!found || !found.active) throw new AppError('point_product_not_found', undefined, 'productId');
  const goods = found.kind === 'goods';
  if (goods && !body.shippingAddress) throw new AppError('field_required', undefined, 'shippingAddress');
  if (goods && !body.phone) throw new AppError('field_required', undefined, 'phone');
  if (!goods && body.quantity !== 1) throw new AppError('validation_failed', 'one at a time', 'quantity');
  await verifyPaymentPassword(ctx, merchant, memberId, body.paymentPassword);
  const row = await once(ctx, memberId, body.clientRequestId, async (tx) => {
    const p = await repo.lockProduct(tx, merchant.id, body.productId);
    if (!p || !p.active) throw new AppError('point_product_not_found', undefined, 'productId');
    if (p.stock !== null && p.redeemed + body.quantity > p.stock)
      throw new AppError('point_product_out_of_stock', undefined, 'quantity');
    const now = ctx.now();
    const txNo = newTxNo();
    const cost = BigInt(p.points) * BigInt(body.quantity);
    const change = await changePoints(tx, {
      merchantId: merchant.id,
      memberId,
      points: -cost,
      source: 'REDEEM',
      sourceKey: `redeem:${txNo}`,
      note: p.name.en,
      now,
    });
    await repo.updateProduct(tx, p.id, { redeemed: p.redeemed + body.quantity });
    const bonus = p.kind === 'bonus' ? (p.bonusAmount ?? 0n) * BigInt(body.quantity) : null;
    const r = await repo.insertRedemption(tx, {
      txNo,
      merchantId: merchant.id,
      memberId,
      type: 'product',
      productId: p.id,
      kind: p.kind,
      productName: p.name,
      quantity: body.quantity,
      points: cost,
      amount: bonus,
      status: p.kind === 'bonus' ? 'complete' : 'processing',
      balanceAfter: change.balance,
      exchangeValue: null,
      shippingAddress: goods ? body.shippingAddress! : null,
      phone: goods ? body.phone! : null,
      note: null,
      clientRequestId: body.clientRequestId ?? null,
      createdAt: now,
    });
    if (bonus !== null) {
      await issueBonus(tx, {
        merchantId: merchant.id,
        memberId,
        promotionId: null,
        entryId: null,
        type: 'bonus',
        title: p.name,
        amount: bonus,
        deposit: 0n,
        wagering: {
          multipleTenths: p.wageringTenths,
          includeDeposit: false,
          weights: BONUS_WEIGHTS,
          maxStake: null,
          expiryDays: BONUS_EXPIRY_DAYS,
        },
        key: `points-bonus:${txNo}`,
        now,
      });
    }
    return r;
  });
  if (row.amount !== null) publishBalanceChange(ctx, merchant.id, [memberId]);
  return recordView(row, language);
}

export async function convertPoints(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  body: z.output<typeof pointConvertBodySchema>,
  language: SiteLanguage,
): Promise<PointRedeemRecord> {
  const s = await enabledSettings(ctx.db, merchant.id);
  const replay = await replayOf(ctx.db, memberId, body.clientRequestId);
  if (replay) return recordView(replay, language);
  const points = BigInt(body.points);
  const amount = (points * s.exchangeValue) / 1000n;
  if (body.points < s.minConvert || amount <= 0n)
    throw new AppError('points_below_minimum', undefined, 'points', { min: s.minConvert });
  await verifyPaymentPassword(ctx, merchant, memberId, body.paymentPassword);
  const row = await once(ctx, memberId, body.clientRequestId, async (tx) => {
    const now = ctx.now();
    const txNo = newTxNo();
    const change = await changePoints(tx, {
      merchantId: merchant.id,
      memberId,
      points: -points,
      source: 'CONVERT',
      sourceKey: `convert:${txNo}`,
      now,
    });
    const r = await repo.insertRedemption(tx, {
      txNo,
      merchantId: merchant.id,
      memberId,
      type: 'convert',
      productId: null,
      kind: null,
      productName: null,
      quantity: 1,
      points,
      amount,
      status: 'complete',
      balanceAfter: change.balance,
      exchangeValue: s.exchangeValue,
      shippingAddress: null,
      phone: null,
      note: null,
      clientRequestId: body.clientRequestId ?? null,
      createdAt: now,
    });
    await postTransfer(tx, {
      merchantId: merchant.id,
      type: 'bonus',
      idempotencyKey: `points-convert:${txNo}`,
      reference: txNo,
      memo: 'points',
      fromAccountId: (await brandAccount(tx, merchant, 'promotion')).id,
      toAccountId: (await memberAccount(tx, merchant, memberId, 'member_main')).id,
      amount,
    });
    return r;
  });
  publishBalanceChange(ctx, merchant.id, [memberId]);
  return recordView(row, language);
}
