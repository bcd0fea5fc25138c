import type { z } from 'zod';
import {
  promotionDefinitionSchema,
  type promotionPatchSchema,
  type PromotionReport,
  type PromotionState,
  type reviewBodySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { claimsOf, type DecisionHooks } from '../queues/service';
import { newDrawSeed } from './events';
import { quote, payEntry } from './participation';
import * as repo from './repository';
import type { PromotionRow } from './repository';
import { storeRules, storeWagering } from './rules';
import { publishBalanceChange } from '../wallets/events';
import { getMoneySettings } from '../wallets/settings';

/** The operator's side (`/ops/promotions…`, `npm run ops -- promo …`). */

type Definition = z.output<typeof promotionDefinitionSchema>;

const sanitized = (t: { vi: string; en: string }) => ({ vi: sanitizeRichText(t.vi), en: sanitizeRichText(t.en) });

function checkWindow(startsAt: string | null, endsAt: string | null) {
  if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt))
    throw new AppError('validation_failed', 'endsAt must be after startsAt', 'endsAt');
}

export async function createPromotion(
  ctx: AppContext,
  merchantId: number,
  d: Definition,
  state: PromotionState = 'draft',
) {
  checkWindow(d.startsAt, d.endsAt);
  if ((d.kind === 'turnover_race' || d.kind === 'raffle') && !d.endsAt)
    throw new AppError('validation_failed', 'A race or raffle needs an end', 'endsAt');
  if (d.rules.kind !== d.kind) throw new AppError('validation_failed', 'rules.kind must be the kind', 'rules.kind');
  const now = ctx.now();
  const row = await repo.insertPromotion(ctx.db, {
    merchantId,
    code: d.code,
    kind: d.kind,
    participation: d.participation,
    category: d.category,
    state,
    title: d.title,
    summary: d.summary,
    terms: sanitized(d.terms),
    bannerUrl: d.bannerUrl,
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    visibility: d.visibility,
    rules: storeRules(d.rules),
    wagering: storeWagering(d.wagering),
    limit: d.limit,
    budget: d.budget,
    sortOrder: d.sortOrder,
    ...(d.kind === 'raffle' ? newDrawSeed() : {}),
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new AppError('promotion_code_taken', undefined, 'code');
  return row;
}

export async function editPromotion(
  ctx: AppContext,
  merchantId: number,
  id: number,
  patch: z.output<typeof promotionPatchSchema>,
) {
  const p = await repo.promotionById(ctx.db, merchantId, id);
  if (!p) throw new AppError('promotion_not_found');
  if (patch.rules && patch.rules.kind !== p.kind)
    throw new AppError('validation_failed', 'rules.kind must be the kind', 'rules.kind');
  const startsAt = patch.startsAt === undefined ? (p.startsAt?.toISOString() ?? null) : patch.startsAt;
  const endsAt = patch.endsAt === undefined ? (p.endsAt?.toISOString() ?? null) : patch.endsAt;
  checkWindow(startsAt, endsAt);
  const { rules, wagering, terms, startsAt: _s, endsAt: _e, ...rest } = patch;
  return repo.updatePromotion(ctx.db, merchantId, id, {
    ...rest,
    ...(terms ? { terms: sanitized(terms) } : {}),
    ...(rules ? { rules: storeRules(rules) } : {}),
    ...(wagering ? { wagering: storeWagering(wagering) } : {}),
    startsAt: startsAt ? new Date(startsAt) : null,
    endsAt: endsAt ? new Date(endsAt) : null,
    updatedAt: ctx.now(),
  });
}

export async function setPromotionState(ctx: AppContext, merchantId: number, id: number, state: PromotionState) {
  const row = await repo.updatePromotion(ctx.db, merchantId, id, { state, updatedAt: ctx.now() });
  if (!row) throw new AppError('promotion_not_found');
  return row;
}

export function opsView(p: PromotionRow) {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind as Definition['kind'],
    participation: p.participation as Definition['participation'],
    state: p.state as PromotionState,
    title: p.title,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    budget: p.budget,
    spent: p.spent,
  };
}

export async function applications(ctx: AppContext, merchantId: number) {
  const rows = await repo.pendingApplications(ctx.db, merchantId);
  const claims = await claimsOf(
    ctx,
    'promotion',
    rows.map((r) => String(r.entry.id)),
  );
  return rows.map((r) => ({
    id: r.entry.id,
    firstApprovedBy: r.entry.firstApprovedBy,
    firstApprovedAt: r.entry.firstApprovedAt?.toISOString() ?? null,
    proposedAmount: r.entry.firstApprovedAmount,
    promotionId: r.entry.promotionId,
    promotionCode: r.code,
    username: r.username,
    remark: r.entry.remark,
    status: 'applying' as const,
    createdAt: r.entry.createdAt.toISOString(),
    claim: claims.get(String(r.entry.id)) ?? null,
  }));
}

/** Applications waiting for an operator (the applications queue's count). */
export const pendingApplicationCount = (ctx: AppContext, merchantIds: number[]) =>
  repo.countPendingApplications(ctx.db, merchantIds);

/** The brand of an application (a queue claim's check), or undefined when there is none. */
export async function applicationMerchantId(ctx: AppContext, entryId: number): Promise<number | undefined> {
  return (await repo.entryById(ctx.db, entryId))?.merchantId;
}

export interface Decision {
  entryId: number;
  memberId: number;
  promotion: PromotionRow;
  approved: boolean;
  reason: string | null;
  amount: bigint | null;
  /** Four-eyes (issue 34): the first of two approvals was recorded; nothing was issued yet. */
  waiting?: boolean;
}

/**
 * Approves (the bonus is issued: applying → issued) or rejects (applying → rejected, with the reason the
 * member reads in the inbox) an application, once.
 */
export async function reviewApplication(
  ctx: AppContext,
  merchantId: number,
  entryId: number,
  body: z.output<typeof reviewBodySchema>,
  timeZoneOf: (
    tx: Tx,
    memberId: number,
  ) => Promise<{ member: Parameters<typeof quote>[2]['member']; timeZone: string }>,
  by: { name: string; hooks: DecisionHooks; actor: { kind: string; id: number | null } },
): Promise<Decision> {
  if (body.decision === 'reject' && !body.reason) throw new AppError('field_required', undefined, 'reason');
  const decision = await inTransaction(ctx.db, async (tx): Promise<Decision> => {
    const e = await repo.lockEntry(tx, entryId);
    if (!e || e.merchantId !== merchantId) throw new AppError('application_not_found');
    await by.hooks.check(tx, e.merchantId);
    if (e.status !== 'applying') throw new AppError('application_already_reviewed');
    const p = (await repo.promotionById(tx, merchantId, e.promotionId))!;
    const now = ctx.now();
    const decided = (status: string, amount: bigint | null) =>
      by.hooks.done(tx, {
        merchantId: e.merchantId,
        before: { status: e.status },
        after: { status, reason: body.reason ?? null, amount },
        release: true,
      });
    if (body.decision === 'reject') {
      await repo.updateEntry(tx, e.id, {
        status: 'rejected',
        reviewNote: body.reason ?? null,
        reviewedBy: by.name,
        reviewedAt: now,
        updatedAt: now,
      });
      await decided('rejected', null);
      return {
        entryId: e.id,
        memberId: e.memberId,
        promotion: p,
        approved: false,
        reason: body.reason ?? null,
        amount: null,
      };
    }
    // Four-eyes (issue 34): above the brand's threshold the first approval records itself and the amount;
    // a second, different operator issues that amount.
    let amount = e.firstApprovedAmount ?? body.amount ?? (await quote(tx, p, await timeZoneOf(tx, e.memberId), now));
    const threshold = BigInt((await getMoneySettings(tx, merchantId)).adjustment.bonusApprovalThreshold);
    if (threshold > 0n && amount > threshold) {
      if (e.firstApprovedAt === null) {
        await repo.updateEntry(tx, e.id, {
          firstApprovedBy: by.name,
          firstApprovedByKind: by.actor.kind,
          firstApprovedById: by.actor.id,
          firstApprovedAt: now,
          firstApprovedAmount: amount,
          updatedAt: now,
        });
        await by.hooks.done(tx, {
          merchantId: e.merchantId,
          before: { status: e.status },
          after: { status: e.status, firstApprovedBy: by.name, amount, waitsFor: 'second_approval' },
          release: true,
        });
        return {
          entryId: e.id,
          memberId: e.memberId,
          promotion: p,
          approved: false,
          reason: null,
          amount,
          waiting: true,
        };
      }
      if (e.firstApprovedByKind === by.actor.kind && e.firstApprovedById === by.actor.id)
        throw new AppError('four_eyes_self_approval', undefined, 'decision', { firstApprovedBy: e.firstApprovedBy });
      amount = e.firstApprovedAmount ?? amount;
    }
    await payEntry(tx, p, e, { amount, deposit: 0n, status: 'issued', now });
    await repo.updateEntry(tx, e.id, { reviewNote: body.reason ?? null, reviewedBy: by.name, reviewedAt: now });
    await decided('issued', amount);
    return { entryId: e.id, memberId: e.memberId, promotion: p, approved: true, reason: body.reason ?? null, amount };
  });
  if (decision.approved) publishBalanceChange(ctx, merchantId, [decision.memberId]);
  return decision;
}

export async function promotionReport(ctx: AppContext, merchantId: number, id: number): Promise<PromotionReport> {
  const p = await repo.promotionById(ctx.db, merchantId, id);
  if (!p) throw new AppError('promotion_not_found');
  const rows = await repo.grantTotals(ctx.db, id);
  let paid = 0n;
  let converted = 0n;
  let forfeited = 0n;
  let active = 0n;
  for (const r of rows) {
    paid += BigInt(r.amount);
    if (r.status === 'converted') converted += BigInt(r.settled);
    else if (r.status === 'active') active += BigInt(r.amount);
    else forfeited += BigInt(r.settled);
  }
  const takers = (await repo.entriesOfPromotion(ctx.db, id, ['issued', 'claimed'])).length;
  return {
    promotionId: id,
    takers,
    bonusPaid: paid,
    converted,
    forfeited,
    active,
    cost: paid - forfeited,
    budget: p.budget,
  };
}
