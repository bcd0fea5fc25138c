import crypto from 'node:crypto';
import type {
  OpsPointProduct,
  OpsPointRedemption,
  OpsPointSettings,
  opsPointAdjustBodySchema,
  opsPointProductBodySchema,
  opsPointProductPatchSchema,
  opsPointSettingsPatchSchema,
  PointRates,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { minorFromDecimal } from '../../lib/money';
import { memberByUsername } from '../accounts/service';
import { auditOps, type OpsActor } from '../operators/service';
import { claimsOf, type DecisionHooks } from '../queues/service';
import { changePoints } from './balance';
import { recordView } from './mall';
import * as repo from './repository';
import type { ProductRow, SettingsRow } from './repository';

/** Operator: the brand's rates and products, the physical redemptions' queue, adjustments. */

/** A brand without settings: points off, nothing earned until an operator sets rates. */
const DEFAULT_RATES: PointRates = { LIVE: 0, LOTTERY: 0, PVP: 0, SLOTS: 0, SPORTS: 0, DEPOSIT: 0 };

function settingsView(s: SettingsRow | undefined): OpsPointSettings {
  return {
    enabled: s?.enabled ?? false,
    rates: s?.rates ?? DEFAULT_RATES,
    exchangeValue: s?.exchangeValue ?? 0n,
    minConvert: s?.minConvert ?? 1,
  };
}

export async function opsSettings(ctx: AppContext, merchantId: number): Promise<OpsPointSettings> {
  return settingsView(await repo.settings(ctx.db, merchantId));
}

/** Creates a brand's settings (earning from now on) when absent. */
export async function ensureSettings(
  ctx: Pick<AppContext, 'db' | 'now'>,
  merchantId: number,
  init: { enabled: boolean; rates: PointRates; exchangeValue: bigint; minConvert: number },
) {
  const now = ctx.now();
  await repo.insertSettings(ctx.db, { merchantId, ...init, betsUntil: now, depositsUntil: now, updatedAt: now });
}

export async function patchSettings(
  ctx: AppContext,
  actor: OpsActor,
  merchantId: number,
  patch: z.output<typeof opsPointSettingsPatchSchema>,
): Promise<OpsPointSettings> {
  await ensureSettings(ctx, merchantId, { enabled: false, rates: DEFAULT_RATES, exchangeValue: 0n, minConvert: 1 });
  return inTransaction(ctx.db, async (tx) => {
    const before = (await repo.lockSettings(tx, merchantId))!;
    const row = await repo.updateSettings(tx, merchantId, {
      ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
      ...(patch.rates === undefined ? {} : { rates: patch.rates }),
      ...(patch.exchangeValue === undefined
        ? {}
        : { exchangeValue: patch.exchangeValue === 0 ? 0n : minorFromDecimal(patch.exchangeValue, 'exchangeValue') }),
      ...(patch.minConvert === undefined ? {} : { minConvert: patch.minConvert }),
      updatedAt: ctx.now(),
    });
    const after = settingsView(row);
    await auditOps(ctx, tx, actor, {
      action: 'points.settings',
      merchantId,
      target: 'points:settings',
      before: settingsView(before),
      after,
    });
    return after;
  });
}

export function opsProductView(p: ProductRow): OpsPointProduct {
  return {
    id: p.id,
    kind: p.kind as OpsPointProduct['kind'],
    name: p.name,
    description: p.description,
    image: p.image,
    points: p.points,
    bonusAmount: p.bonusAmount,
    wagering: p.wageringTenths / 10,
    spins: p.spins,
    stock: p.stock,
    redeemed: p.redeemed,
    active: p.active,
    sort: p.sort,
  };
}

type ProductInput = z.output<typeof opsPointProductPatchSchema>;

function productValues(b: ProductInput, kind: string) {
  const out: Partial<ProductRow> = {};
  if (b.kind !== undefined) out.kind = b.kind;
  if (b.name !== undefined) out.name = b.name;
  if (b.description !== undefined) out.description = b.description;
  if (b.image !== undefined) out.image = b.image;
  if (b.points !== undefined) out.points = b.points;
  if (b.bonusAmount !== undefined)
    out.bonusAmount = b.bonusAmount === null ? null : minorFromDecimal(b.bonusAmount, 'bonusAmount');
  if (b.wagering !== undefined) out.wageringTenths = Math.round(b.wagering * 10);
  if (b.spins !== undefined) out.spins = b.spins;
  if (b.stock !== undefined) out.stock = b.stock;
  if (b.active !== undefined) out.active = b.active;
  if (b.sort !== undefined) out.sort = b.sort;
  if (kind !== 'bonus') out.bonusAmount = null;
  if (kind !== 'free_spins') out.spins = null;
  return out;
}

function checkProduct(p: { kind: string; bonusAmount: bigint | null; spins: number | null }) {
  if (p.kind === 'bonus' && !p.bonusAmount) throw new AppError('field_required', undefined, 'bonusAmount');
  if (p.kind === 'free_spins' && !p.spins) throw new AppError('field_required', undefined, 'spins');
}

export async function createProduct(
  ctx: AppContext,
  merchantId: number,
  body: z.output<typeof opsPointProductBodySchema>,
): Promise<OpsPointProduct> {
  const values = productValues(body, body.kind);
  const row = {
    merchantId,
    kind: body.kind,
    name: body.name,
    description: body.description,
    image: body.image,
    points: body.points,
    bonusAmount: values.bonusAmount ?? null,
    wageringTenths: values.wageringTenths ?? 0,
    spins: values.spins ?? null,
    stock: body.stock,
    active: body.active,
    sort: body.sort,
    createdAt: ctx.now(),
    updatedAt: ctx.now(),
  };
  checkProduct(row);
  return opsProductView(await repo.insertProduct(ctx.db, row));
}

export async function editProduct(
  ctx: AppContext,
  merchantId: number,
  id: number,
  patch: ProductInput,
): Promise<OpsPointProduct> {
  return inTransaction(ctx.db, async (tx) => {
    const p = await repo.lockProduct(tx, merchantId, id);
    if (!p) throw new AppError('point_product_not_found');
    const kind = patch.kind ?? p.kind;
    const next = { ...p, ...productValues(patch, kind) };
    checkProduct(next);
    if (next.stock !== null && next.stock < p.redeemed)
      throw new AppError('validation_failed', `at least ${p.redeemed} (redeemed already)`, 'stock');
    return opsProductView(await repo.updateProduct(tx, id, { ...productValues(patch, kind), updatedAt: ctx.now() }));
  });
}

export async function listProducts(ctx: AppContext, merchantId: number): Promise<OpsPointProduct[]> {
  return (await repo.products(ctx.db, merchantId, { activeOnly: false })).map(opsProductView);
}

export async function listRedemptions(
  ctx: AppContext,
  merchantIds: number[],
  status: string | undefined,
): Promise<OpsPointRedemption[]> {
  const rows = await repo.brandRedemptions(ctx.db, merchantIds, status, 200);
  const claims = await claimsOf(
    ctx,
    'points',
    rows.map((r) => r.r.txNo),
  );
  return rows.map(({ r, username }) => ({
    ...recordView(r, 'en'),
    username,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    claim: claims.get(r.txNo) ?? null,
  }));
}

/**
 * Fulfils (processing → complete) or rejects (processing → rejected: the points come back under
 * `refund:<tx no>` and the stock is freed) a redemption, once.
 */
export async function decideRedemption(
  ctx: AppContext,
  merchantId: number,
  txNo: string,
  decision: { action: 'fulfil'; note?: string | undefined } | { action: 'reject'; reason: string },
  by: { name: string; hooks: DecisionHooks },
) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const r = await repo.lockRedemption(tx, txNo);
    if (!r || r.merchantId !== merchantId || r.type !== 'product') throw new AppError('point_redemption_not_found');
    await by.hooks.check(tx, r.merchantId);
    if (r.status !== 'processing') throw new AppError('point_redemption_decided');
    const now = ctx.now();
    let status: 'complete' | 'rejected' = 'complete';
    let note = decision.action === 'fulfil' ? (decision.note ?? null) : decision.reason;
    if (decision.action === 'reject') {
      status = 'rejected';
      if (r.productId !== null) {
        const p = await repo.lockProduct(tx, merchantId, r.productId);
        if (p) await repo.updateProduct(tx, p.id, { redeemed: Math.max(0, p.redeemed - r.quantity) });
      }
      await changePoints(tx, {
        merchantId,
        memberId: r.memberId,
        points: r.points,
        source: 'REFUND',
        sourceKey: `refund:${r.txNo}`,
        note: decision.reason,
        now,
      });
      note = decision.reason;
    }
    const out = await repo.updateRedemption(tx, r.id, { status, note, decidedBy: by.name, decidedAt: now });
    await by.hooks.done(tx, {
      merchantId,
      before: { status: r.status },
      after: { status, note },
      release: true,
    });
    return out;
  });
  return recordView(row, 'en');
}

export async function adjustPoints(
  ctx: AppContext,
  actor: OpsActor,
  merchantId: number,
  body: z.output<typeof opsPointAdjustBodySchema>,
) {
  const member = await memberByUsername(ctx.db, merchantId, body.username.toLowerCase());
  if (!member) throw new AppError('not_found', 'Unknown member', 'username');
  const key = `adjust:${body.requestId ?? crypto.randomUUID()}`;
  return inTransaction(ctx.db, async (tx) => {
    const done = await changePoints(tx, {
      merchantId,
      memberId: member.id,
      points: body.points,
      source: 'ADJUST',
      sourceKey: key,
      note: body.reason,
      now: ctx.now(),
    });
    if (done.applied)
      await auditOps(ctx, tx, actor, {
        action: 'points.adjust',
        merchantId,
        target: `member:${member.username}`,
        after: { points: body.points, balance: Number(done.balance), reason: body.reason },
      });
    return { username: member.username, points: body.points, balance: Number(done.balance) };
  });
}
