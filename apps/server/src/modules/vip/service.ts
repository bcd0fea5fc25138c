/**
 * VIP ranks (docs/API.md "VIP"): the brand's rank table, each member's evaluation once per period, the
 * rank history and the rewards of each rank.
 *
 * - Promotion: every day (brand time zone, period `d:<day>`), a member reaches the highest rank whose
 *   deposits and valid bets over its rolling window (`promoteDays`) are both met; ranks only go up here.
 * - Keep: once a month (period `m:<month>`, the month before), a member who held the rank through that
 *   whole month and missed either of its keep criteria goes down one rank.
 * - Exactly once: the member's `vip_members` row is locked (`FOR UPDATE`) and records the periods done,
 *   so two evaluations at once (two processes) evaluate once; history rows and rewards are unique per
 *   member and period, and the bonus's ledger key is the reward's (`vip-reward:<id>`).
 * - Rewards go to the bonus wallet (promotions' issueBonus) with the rank's wagering multiple: level-up
 *   once per rank (paid by the evaluation, or left available to claim while another bonus is open),
 *   weekly, monthly and birthday (the birthday's month) claimed by the member once per period.
 * - `members.vip_level` stays the member's current level (support's VIP desk, promotions read it).
 */
import {
  GAME_CATEGORIES,
  type VipHistoryItem,
  type VipMemberStatus,
  type VipRank,
  type VipRewardKind,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { dayIn, mondayOf, startOfDay } from '../../lib/zonedTime';
import { memberById, type MemberSummary } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { merchantById } from '../brands/service';
import { depositTotal } from '../deposits/service';
import { issueBonus, openBonusAccount } from '../promotions/service';
import { validBetTotal } from '../records/service';
import * as repo from './repository';
import type { HistoryRow, RankRow, RewardRow } from './repository';

const DAY_MS = 86_400_000;
/** Ranks above this level are served by the VIP customer-service desk (modules/support). */
const VIP_DESK_ABOVE = 4;
const BONUS_EXPIRY_DAYS = 30;
const ALL_CATEGORIES = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 10_000]));

export type { RankRow } from './repository';

// ── views ────────────────────────────────────────────────────────────────────────────────────

export function rankView(r: RankRow): VipRank {
  return {
    level: r.level,
    name: r.name,
    color: r.color,
    promoteDeposit: r.promoteDeposit,
    promoteValidBet: r.promoteValidBet,
    promoteDays: r.promoteDays,
    keepDeposit: r.keepDeposit,
    keepValidBet: r.keepValidBet,
    levelUpBonus: r.levelUpBonus,
    weeklyBonus: r.weeklyBonus,
    monthlyBonus: r.monthlyBonus,
    birthdayBonus: r.birthdayBonus,
    wageringMultiple: r.wageringTenths / 10,
    withdrawDailyMaxAmount: r.withdrawDailyMaxAmount,
    withdrawDailyMaxCount: r.withdrawDailyMaxCount,
    vipService: r.level > VIP_DESK_ABOVE,
  };
}

const nameOf = (ranks: RankRow[], level: number) =>
  ranks.find((r) => r.level === level)?.name ?? { vi: `VIP${level}`, en: `VIP${level}` };

export function historyView(ranks: RankRow[], h: HistoryRow): VipHistoryItem {
  return {
    id: h.id,
    fromLevel: h.fromLevel,
    toLevel: h.toLevel,
    fromName: nameOf(ranks, h.fromLevel),
    toName: nameOf(ranks, h.toLevel),
    reason: h.reason as VipHistoryItem['reason'],
    deposits: h.deposits,
    validBets: h.validBets,
    createdAt: h.createdAt.toISOString(),
  };
}

// ── periods (brand time zone) ────────────────────────────────────────────────────────────────

const monthOf = (day: string) => day.slice(0, 7);
function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

interface Periods {
  dayKey: string;
  /** The month under review (the one before this): key and bounds. */
  review: { key: string; from: Date; to: Date };
  thisMonth: { from: Date; nextDay: string };
  weekKey: string;
  monthKey: string;
  yearKey: string;
  month: string;
}

function periodsAt(timeZone: string, now: Date): Periods {
  const day = dayIn(timeZone, now);
  const month = monthOf(day);
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    dayKey: `d:${day}`,
    review: { key: `m:${prev}`, from: startOfDay(timeZone, `${prev}-01`), to: startOfDay(timeZone, `${month}-01`) },
    thisMonth: { from: startOfDay(timeZone, `${month}-01`), nextDay: `${next}-01` },
    weekKey: `w:${mondayOf(day)}`,
    monthKey: `m:${month}`,
    yearKey: `y:${day.slice(0, 4)}`,
    month: day.slice(5, 7),
  };
}

/** Credited deposits and valid bets over [from, to]: what happened at `to` itself counts (`to` is often now). */
async function figures(db: Tx, merchantId: number, memberId: number, from: Date, to: Date) {
  const end = new Date(to.getTime() + 1);
  const [deposits, validBets] = await Promise.all([
    depositTotal(db, { memberId, from, to: end, pending: false }),
    validBetTotal(db, { merchantId, memberId, from, to: end }),
  ]);
  return { deposits, validBets };
}

// ── rewards into the bonus wallet ────────────────────────────────────────────────────────────

const REWARD_TITLES: Record<VipRewardKind, { vi: string; en: string }> = {
  levelUp: { vi: 'Thưởng thăng cấp', en: 'level-up bonus' },
  weekly: { vi: 'Thưởng tuần', en: 'weekly bonus' },
  monthly: { vi: 'Thưởng tháng', en: 'monthly bonus' },
  birthday: { vi: 'Thưởng sinh nhật', en: 'birthday bonus' },
};

async function payReward(tx: Tx, reward: RewardRow, rank: RankRow | undefined, now: Date): Promise<void> {
  const name = nameOf(rank ? [rank] : [], reward.level);
  const title = REWARD_TITLES[reward.kind as VipRewardKind];
  const grant = await issueBonus(tx, {
    merchantId: reward.merchantId,
    memberId: reward.memberId,
    promotionId: null,
    entryId: null,
    type: 'bonus',
    title: { vi: `${title.vi} ${name.vi}`, en: `${name.en} ${title.en}` },
    amount: reward.amount,
    deposit: 0n,
    wagering: {
      multipleTenths: rank?.wageringTenths ?? 10,
      includeDeposit: false,
      weights: ALL_CATEGORIES,
      maxStake: null,
      expiryDays: BONUS_EXPIRY_DAYS,
    },
    key: `vip-reward:${reward.id}`,
    now,
  });
  await repo.markRewardPaid(tx, reward.id, grant.id, now);
}

// ── evaluation ───────────────────────────────────────────────────────────────────────────────

export type EvaluationOutcome = 'promoted' | 'demoted' | 'unchanged' | 'skipped';

/**
 * Evaluates one member for the current day (promotion) and the last month (keep review), each at most
 * once: a second call in the same period, from this process or another, answers 'skipped'.
 */
export async function evaluateMember(
  ctx: AppContext,
  merchant: Pick<Merchant, 'id' | 'timeZone' | 'currency'>,
  memberId: number,
  ranks: RankRow[],
): Promise<EvaluationOutcome> {
  const now = ctx.now();
  const p = periodsAt(merchant.timeZone, now);
  return inTransaction(ctx.db, async (tx) => {
    const state = await repo.lockVipMember(tx, merchant.id, memberId, now);
    if (state.evaluatedPeriod === p.dayKey && state.reviewedPeriod === p.review.key) return 'skipped';
    const member = await memberById(tx, merchant.id, memberId);
    if (!member) return 'skipped';
    let level = member.vipLevel;
    let levelSince = state.levelSince;
    let outcome: EvaluationOutcome = 'unchanged';

    if (state.evaluatedPeriod !== p.dayKey) {
      let target = level;
      let reached: { deposits: bigint; validBets: bigint } | null = null;
      const byWindow = new Map<number, { deposits: bigint; validBets: bigint }>();
      for (const r of ranks) {
        if (r.level <= level) continue;
        let f = byWindow.get(r.promoteDays);
        if (!f) {
          f = await figures(tx, merchant.id, memberId, new Date(now.getTime() - r.promoteDays * DAY_MS), now);
          byWindow.set(r.promoteDays, f);
        }
        if (f.deposits >= r.promoteDeposit && f.validBets >= r.promoteValidBet) {
          target = r.level;
          reached = f;
        }
      }
      if (target > level && reached) {
        await changeLevel(tx, member, level, target, now, {
          reason: 'promotion',
          periodKey: p.dayKey,
          deposits: reached.deposits,
          validBets: reached.validBets,
        });
        await owedLevelUps(tx, merchant, memberId, ranks, level, target, now);
        level = target;
        levelSince = now;
        outcome = 'promoted';
      }
    }

    if (state.reviewedPeriod !== p.review.key && outcome !== 'promoted' && level > 0) {
      const rank = ranks.find((r) => r.level === level);
      // Only a member who held the rank through the whole month under review is reviewed.
      if (rank && levelSince <= p.review.from) {
        const f = await figures(tx, merchant.id, memberId, p.review.from, new Date(p.review.to.getTime() - 1));
        if (f.deposits < rank.keepDeposit || f.validBets < rank.keepValidBet) {
          const lower = ranks.filter((r) => r.level < level).at(-1)?.level ?? 0;
          await changeLevel(tx, member, level, lower, now, { reason: 'demotion', periodKey: p.review.key, ...f });
          level = lower;
          levelSince = now;
          outcome = 'demoted';
        }
      }
    }

    await repo.updateVipMember(tx, memberId, {
      evaluatedPeriod: p.dayKey,
      reviewedPeriod: p.review.key,
      levelSince,
      updatedAt: now,
    });
    return outcome;
  });
}

async function changeLevel(
  tx: Tx,
  member: MemberSummary,
  from: number,
  to: number,
  now: Date,
  h: {
    reason: 'promotion' | 'demotion' | 'operator';
    periodKey: string | null;
    deposits?: bigint;
    validBets?: bigint;
    operator?: string;
    note?: string | null;
  },
) {
  await repo.setMemberLevel(tx, member.id, to, now);
  await repo.insertHistory(tx, {
    merchantId: member.merchantId,
    memberId: member.id,
    fromLevel: from,
    toLevel: to,
    reason: h.reason,
    periodKey: h.periodKey,
    deposits: h.deposits ?? null,
    validBets: h.validBets ?? null,
    operator: h.operator ?? null,
    note: h.note ?? null,
    createdAt: now,
  });
}

/**
 * The level-up bonuses of every rank in (from, to] that has one, once per rank ever: recorded, and the
 * first paid at once unless the member has an open bonus (then it waits, claimable on /vip).
 */
async function owedLevelUps(
  tx: Tx,
  merchant: Pick<Merchant, 'id' | 'currency'>,
  memberId: number,
  ranks: RankRow[],
  from: number,
  to: number,
  now: Date,
) {
  for (const r of ranks) {
    if (r.level <= from || r.level > to || r.levelUpBonus <= 0n) continue;
    const reward = await repo.insertReward(tx, {
      merchantId: merchant.id,
      memberId,
      kind: 'levelUp',
      periodKey: `L${r.level}`,
      level: r.level,
      amount: r.levelUpBonus,
      status: 'available',
      createdAt: now,
    });
    if (reward && !(await openBonusAccount(tx, merchant.id, memberId, merchant.currency))) {
      await payReward(tx, reward, r, now);
    }
  }
}

/** Evaluates the brand's members due this period (at most `limit` per call). */
export async function evaluateBrand(
  ctx: AppContext,
  merchant: Pick<Merchant, 'id' | 'timeZone' | 'currency'>,
  limit = 500,
): Promise<{ evaluated: number; promoted: number; demoted: number }> {
  const ranks = await repo.ranksOf(ctx.db, merchant.id);
  const result = { evaluated: 0, promoted: 0, demoted: 0 };
  if (ranks.length === 0) return result;
  const p = periodsAt(merchant.timeZone, ctx.now());
  let afterId = 0;
  while (result.evaluated < limit) {
    const due = await repo.membersDue(ctx.db, {
      merchantId: merchant.id,
      dayKey: p.dayKey,
      monthKey: p.review.key,
      afterId,
      limit: Math.min(100, limit - result.evaluated),
    });
    if (due.length === 0) break;
    for (const id of due) {
      const outcome = await evaluateMember(ctx, merchant, id, ranks);
      if (outcome !== 'skipped') result.evaluated++;
      if (outcome === 'promoted') result.promoted++;
      if (outcome === 'demoted') result.demoted++;
    }
    afterId = due.at(-1)!;
  }
  return result;
}

/** The scheduled job (`vip.evaluate`): every brand with a rank table. Answers how many members it evaluated. */
export async function evaluateAllBrands(ctx: AppContext): Promise<number> {
  let n = 0;
  for (const id of await repo.brandsWithRanks(ctx.db)) {
    const merchant = await merchantById(ctx.db, id);
    if (merchant) n += (await evaluateBrand(ctx, merchant)).evaluated;
  }
  return n;
}

// ── the member's view and claims ─────────────────────────────────────────────────────────────

const criterion = (required: bigint, done: bigint) => ({
  required,
  done,
  missing: done >= required ? 0n : required - done,
});
const percentOf = (required: bigint, done: bigint) =>
  required <= 0n ? 100 : done >= required ? 100 : Number((done * 100n) / required);

/** The member's rank, progress to the next, keep figures and rewards. */
export async function memberStatus(
  ctx: AppContext,
  merchant: Merchant,
  member: MemberSummary,
  ranks: RankRow[],
): Promise<VipMemberStatus> {
  const now = ctx.now();
  const p = periodsAt(merchant.timeZone, now);
  const state = await repo.vipMemberOf(ctx.db, member.id);
  const rank = ranks.find((r) => r.level === member.vipLevel);
  const nextRank = ranks.find((r) => r.level > member.vipLevel);
  let next: VipMemberStatus['next'] = null;
  if (nextRank) {
    const f = await figures(
      ctx.db,
      merchant.id,
      member.id,
      new Date(now.getTime() - nextRank.promoteDays * DAY_MS),
      now,
    );
    next = {
      level: nextRank.level,
      name: nextRank.name,
      days: nextRank.promoteDays,
      deposit: criterion(nextRank.promoteDeposit, f.deposits),
      validBet: criterion(nextRank.promoteValidBet, f.validBets),
      percent: Math.min(
        percentOf(nextRank.promoteDeposit, f.deposits),
        percentOf(nextRank.promoteValidBet, f.validBets),
      ),
    };
  }
  let keep: VipMemberStatus['keep'] = null;
  if (rank && rank.level > 0) {
    const f = await figures(ctx.db, merchant.id, member.id, p.thisMonth.from, now);
    keep = {
      deposit: criterion(rank.keepDeposit, f.deposits),
      validBet: criterion(rank.keepValidBet, f.validBets),
      reviewOn: p.thisMonth.nextDay,
    };
  }
  return {
    level: member.vipLevel,
    name: nameOf(ranks, member.vipLevel),
    since: (state?.levelSince ?? member.registeredAt).toISOString(),
    next,
    keep,
    rewards: await rewardStates(ctx.db, member, rank, p),
  };
}

async function rewardStates(db: Tx, member: MemberSummary, rank: RankRow | undefined, p: Periods) {
  const owed = await repo.oldestAvailableLevelUp(db, member.id);
  const levelUp: VipMemberStatus['rewards'][number] = owed
    ? { kind: 'levelUp', amount: owed.amount, status: 'claimable', level: owed.level }
    : {
        kind: 'levelUp',
        amount: rank?.levelUpBonus ?? 0n,
        status: rank && rank.levelUpBonus > 0n ? 'claimed' : 'unavailable',
        level: member.vipLevel,
      };
  const periodic = async (kind: 'weekly' | 'monthly' | 'birthday') => {
    const value = rank ? periodAmount(rank, kind) : 0n;
    const key = periodKeyOf(kind, p);
    const claimed = key ? await repo.rewardFor(db, member.id, kind, key) : undefined;
    const open = value > 0n && key !== null && (kind !== 'birthday' || birthdayMonth(member, p));
    return {
      kind,
      amount: claimed?.amount ?? value,
      status: claimed ? 'claimed' : open ? 'claimable' : 'unavailable',
      level: null,
    } as const;
  };
  return [levelUp, await periodic('weekly'), await periodic('monthly'), await periodic('birthday')];
}

function periodAmount(rank: RankRow, kind: 'weekly' | 'monthly' | 'birthday'): bigint {
  return kind === 'weekly' ? rank.weeklyBonus : kind === 'monthly' ? rank.monthlyBonus : rank.birthdayBonus;
}

function periodKeyOf(kind: 'weekly' | 'monthly' | 'birthday', p: Periods): string | null {
  return kind === 'weekly' ? p.weekKey : kind === 'monthly' ? p.monthKey : p.yearKey;
}

const birthdayMonth = (m: MemberSummary, p: Periods) =>
  !!m.birthday && /^\d{4}-\d{2}-\d{2}$/.test(m.birthday) && m.birthday.slice(5, 7) === p.month;

/**
 * Claims a reward into the bonus wallet: the oldest level-up bonus still owed, or this period's weekly,
 * monthly or birthday bonus of the member's rank. Once per period under the member's VIP row lock; an
 * open bonus refuses it (bonus_already_active) and nothing is recorded.
 */
export async function claimReward(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  kind: VipRewardKind,
): Promise<{ kind: VipRewardKind; amount: bigint; level: number }> {
  const now = ctx.now();
  const p = periodsAt(merchant.timeZone, now);
  return inTransaction(ctx.db, async (tx) => {
    await repo.lockVipMember(tx, merchant.id, memberId, now);
    const member = await memberById(tx, merchant.id, memberId);
    if (!member || member.trial) throw new AppError('user.or.token.invalid');
    if (kind === 'levelUp') {
      const owed = await repo.oldestAvailableLevelUp(tx, memberId);
      if (!owed) throw new AppError('vip_reward_not_available');
      await payReward(tx, owed, await repo.rankOf(tx, merchant.id, owed.level), now);
      return { kind, amount: owed.amount, level: owed.level };
    }
    const rank = await repo.rankOf(tx, merchant.id, member.vipLevel);
    const value = rank ? periodAmount(rank, kind) : 0n;
    if (!rank || value <= 0n || (kind === 'birthday' && !birthdayMonth(member, p)))
      throw new AppError('vip_reward_not_available');
    const reward = await repo.insertReward(tx, {
      merchantId: merchant.id,
      memberId,
      kind,
      periodKey: periodKeyOf(kind, p)!,
      level: rank.level,
      amount: value,
      status: 'available',
      createdAt: now,
    });
    if (!reward) throw new AppError('vip_reward_claimed');
    await payReward(tx, reward, rank, now);
    return { kind, amount: value, level: rank.level };
  });
}

// ── operator ─────────────────────────────────────────────────────────────────────────────────

/** An operator sets a member's level (history reason 'operator'; no level-up bonus). */
export async function setLevelByOperator(
  ctx: AppContext,
  merchantId: number,
  memberId: number,
  level: number,
  operator: string,
  note: string | null,
): Promise<{ from: number; to: number }> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    await repo.lockVipMember(tx, merchantId, memberId, now);
    const member = await memberById(tx, merchantId, memberId);
    if (!member) throw new AppError('not_found', 'Unknown member', 'username');
    const from = member.vipLevel;
    if (from === level) return { from, to: level };
    await changeLevel(tx, member, from, level, now, { reason: 'operator', periodKey: null, operator, note });
    await repo.updateVipMember(tx, memberId, { levelSince: now, updatedAt: now });
    return { from, to: level };
  });
}

// ── withdrawal limits per rank ───────────────────────────────────────────────────────────────

/**
 * The member's daily withdrawal limits: the rank's where it sets them, else the brand's
 * (modules/withdrawals reads them for the settings and the request's check).
 */
export async function withdrawalLimitsOf(
  db: Tx,
  merchantId: number,
  vipLevel: number,
  brand: { dailyMaxCount: number; dailyMaxAmount: number },
): Promise<{ dailyMaxCount: number; dailyMaxAmount: bigint }> {
  const rank = await repo.rankOf(db, merchantId, vipLevel);
  return {
    dailyMaxCount: rank?.withdrawDailyMaxCount ?? brand.dailyMaxCount,
    dailyMaxAmount: rank?.withdrawDailyMaxAmount ?? BigInt(brand.dailyMaxAmount),
  };
}
