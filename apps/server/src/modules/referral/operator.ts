import {
  decimalHundredths,
  type OpsReferral,
  type OpsReferralMember,
  type OpsReferralSettings,
  type ReferralRejectReason,
  type ReferralRewardKind,
  type ReferralState,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { opsReferralSettingsBodySchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../brands/service';
import { auditOps, type OpsActor } from '../operators/service';
import * as repo from './repository';
import { rulesView } from './rules';
import { iso, referralOn, rulesOf } from './service';
import { listPage } from '../../db/paging';

/** The operator's side of referral: the brand's rules (audited with before and after), the referrals and a member's. */

type SettingsBody = z.output<typeof opsReferralSettingsBodySchema>;

export async function settingsView(ctx: AppContext, brand: Merchant): Promise<OpsReferralSettings> {
  const row = await repo.settingsOf(ctx.db, brand.id);
  return {
    brand: brand.code,
    enabled: await referralOn(ctx.db, brand.id),
    ...rulesView(await rulesOf(ctx.db, brand.id)),
    updatedAt: iso(row?.updatedAt ?? null),
    updatedBy: row?.updatedBy ?? null,
  };
}

/** Major units with at most two decimals → minor units, else validation_failed naming the field. */
function minor(value: number, field: string): bigint {
  const m = decimalHundredths(String(value), 14);
  if (typeof m === 'string') throw new AppError('validation_failed', `${field} must have at most two decimals`, field);
  return m;
}

/** Sets each brand's rules, the change and its audit entry (before and after) in one transaction. */
export async function saveSettings(ctx: AppContext, actor: OpsActor, brands: Merchant[], body: SettingsBody) {
  const values = {
    rewardKind: body.rewardKind,
    fixedAmount: minor(body.fixedAmount, 'fixedAmount'),
    shareBps: body.shareBps,
    betDays: body.betDays,
    minFirstDeposit: minor(body.minFirstDeposit, 'minFirstDeposit'),
    maxReward: minor(body.maxReward, 'maxReward'),
    depositWithinDays: body.depositWithinDays,
    updatedAt: ctx.now(),
    updatedBy: actor.name,
  };
  if (values.rewardKind === 'fixed' && values.fixedAmount <= 0n)
    throw new AppError('validation_failed', 'a fixed reward needs an amount', 'fixedAmount');
  if (values.rewardKind !== 'fixed' && values.shareBps <= 0)
    throw new AppError('validation_failed', 'a share needs basis points above 0', 'shareBps');
  await ctx.db.transaction(async (tx) => {
    for (const b of brands) {
      const before = rulesView(await rulesOf(tx, b.id));
      await repo.saveSettings(tx, b.id, values);
      await auditOps(ctx, tx, actor, {
        action: 'referral.settings',
        merchantId: b.id,
        target: `brand:${b.code}`,
        before,
        after: rulesView(values),
      });
    }
  });
  return Promise.all(brands.map((b) => settingsView(ctx, b)));
}

export function opsView(o: repo.OpsRow, brand: string): OpsReferral {
  const r = o.referral;
  return {
    id: r.id,
    brand,
    referrer: o.referrer,
    friend: o.friend,
    code: r.code,
    state: r.state as ReferralState,
    registeredAt: r.createdAt.toISOString(),
    registerIp: r.registerIp,
    firstDeposit: r.firstDepositAmount,
    firstDepositAt: iso(r.firstDepositAt),
    dueAt: iso(r.dueAt),
    validBets: r.validBets,
    reward: r.rewardAmount,
    rewardKind: (r.rewardKind as ReferralRewardKind | null) ?? null,
    decidedAt: iso(r.decidedAt),
    rejectReason: (r.rejectReason as ReferralRejectReason | null) ?? null,
  };
}

export async function referralList(
  ctx: AppContext,
  brands: Merchant[],
  q: { state?: ReferralState; memberIds?: number[]; pageNo: number; pageSize: number },
) {
  const codes = new Map(brands.map((b) => [b.id, b.code]));
  const { rows, total } = await repo.opsPage(
    ctx.db,
    { merchantIds: brands.map((b) => b.id), state: q.state, memberIds: q.memberIds },
    q,
  );
  return listPage(
    rows.map((r) => opsView(r, codes.get(r.referral.merchantId) ?? '')),
    total,
    q,
  );
}

export async function memberView(
  ctx: AppContext,
  brand: Merchant,
  member: { id: number; username: string },
): Promise<OpsReferralMember> {
  const { invited, invitedBy } = await repo.opsMember(ctx.db, member.id, 200);
  const totals = await repo.totalsOf(ctx.db, member.id);
  return {
    username: member.username,
    code: (await repo.codeOf(ctx.db, member.id)) ?? null,
    referredBy: invitedBy ? opsView(invitedBy, brand.code) : null,
    invited: invited.map((r) => opsView(r, brand.code)),
    earned: totals.earned,
  };
}
