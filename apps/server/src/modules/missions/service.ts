/**
 * Missions, the member centre's missionLeaderboard (issue 13, docs/API.md "Missions").
 *
 * - A mission belongs to a period: daily (the brand's calendar day), weekly (Monday to Sunday in the brand's
 *   time zone) or once (all time). Its kind says what is counted over the period: log in (a sign-in or a
 *   session in use), deposit N (credited deposits, by the time they were credited), bet N (valid bets of
 *   settled rounds of the betting records, of one category or all), play N rounds (settled rounds of one game
 *   or category) and invite (friends whose referral qualified).
 * - Progress is read from those records when asked (the summary, the claim), never stored: it is always what
 *   the records say now, a rolled-back round or a late deposit included, and no job has to keep up.
 * - A claim is one mission_claims row per mission, member and period: the unique key makes it once whatever
 *   races, in the transaction that pays the reward — points (`creditPoints`, key
 *   `mission:<mission>:<member>:<period>`) and/or a bonus in the bonus wallet with the mission's wagering.
 * - Mission points are the points of the claimed rewards; the leaderboard ranks the week's.
 */
import {
  GAME_CATEGORIES,
  LEADERBOARD_SIZE,
  MONEY_MISSION_KINDS,
  type GameCategory,
  type LocalizedText,
  type MemberMission,
  type MissionClaim,
  type MissionKind,
  type MissionLeaderboard,
  type MissionPeriod,
  type MissionSummary,
  type OpsMission,
  type OpsMissionMember,
  type SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { minorFromDecimal } from '../../lib/money';
import { dayIn, mondayOf, shiftDay, startOfDay } from '../../lib/zonedTime';
import { memberById, memberByUsername, signedInBetween } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { creditedDepositTotal } from '../deposits/service';
import { findBrandGame, maskPlayerName } from '../games/service';
import { creditPoints } from '../points/service';
import { issueBonus } from '../promotions/service';
import { settledRoundTotals } from '../records/service';
import { qualifiedReferralCount } from '../referral/service';
import { publishBalanceChange } from '../wallets/service';
import * as repo from './repository';
import type { MissionRow } from './repository';

const ALL_WEIGHTS = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 10_000]));
const ALL_TIME = { from: new Date(0), to: new Date(Date.UTC(9999, 0, 1)) };

// ── periods ──────────────────────────────────────────────────────────────────────────────────────

interface Window {
  key: string;
  from: Date;
  to: Date;
  /** When the next period begins (null: a one-off mission never resets). */
  resetAt: Date | null;
}
type Windows = Record<MissionPeriod, Window>;

/** The day, the week (from Monday) and all time at `now`, in the brand's time zone. */
function windowsAt(timeZone: string, now: Date): Windows {
  const day = dayIn(timeZone, now);
  const monday = mondayOf(day);
  const dayEnd = startOfDay(timeZone, shiftDay(day, 1));
  const weekEnd = startOfDay(timeZone, shiftDay(monday, 7));
  return {
    daily: { key: `d:${day}`, from: startOfDay(timeZone, day), to: dayEnd, resetAt: dayEnd },
    weekly: { key: `w:${monday}`, from: startOfDay(timeZone, monday), to: weekEnd, resetAt: weekEnd },
    once: { key: 'once', ...ALL_TIME, resetAt: null },
  };
}

// ── progress ─────────────────────────────────────────────────────────────────────────────────────

const isMoney = (kind: string) => MONEY_MISSION_KINDS.includes(kind as MissionKind);

/**
 * Reads a member's progress from the source records, each (source, filter, period) once per evaluation:
 * missions of one period sharing a source cost one query.
 */
function progressReader(db: Tx, merchantId: number, memberId: number) {
  const memo = new Map<string, Promise<bigint>>();
  const once = (key: string, read: () => Promise<bigint>) => {
    let p = memo.get(key);
    if (!p) memo.set(key, (p = read()));
    return p;
  };
  const rounds = (m: MissionRow, w: Window) =>
    settledRoundTotals(db, {
      merchantId,
      memberId,
      from: w.from,
      to: w.to,
      ...(m.gameType ? { gameType: m.gameType } : {}),
      ...(m.kind === 'rounds' && m.gameId !== null ? { gameId: m.gameId } : {}),
    });
  return (m: MissionRow, w: Window): Promise<bigint> => {
    const scope = `${w.key}:${m.gameType ?? ''}:${m.kind === 'rounds' ? (m.gameId ?? '') : ''}`;
    switch (m.kind as MissionKind) {
      case 'login':
        return once(`login:${w.key}`, async () => ((await signedInBetween(db, memberId, w.from, w.to)) ? 1n : 0n));
      case 'deposit':
        return once(`deposit:${w.key}`, () => creditedDepositTotal(db, { memberId, from: w.from, to: w.to }));
      case 'bet':
        return once(`bet:${scope}`, async () => (await rounds(m, w)).validBet);
      case 'rounds':
        return once(`rounds:${scope}`, async () => BigInt((await rounds(m, w)).rounds));
      case 'invite':
        return once(`invite:${w.key}`, async () =>
          BigInt(await qualifiedReferralCount(db, { referrerId: memberId, from: w.from, to: w.to })),
        );
    }
    return Promise.resolve(0n);
  };
}

/** A target (or progress) in the field of its measure: money kinds in the amount, the others in the count. */
const amountOf = (kind: string, v: bigint) => (isMoney(kind) ? v : null);
const countOf = (kind: string, v: bigint) => (isMoney(kind) ? null : Number(v));
const textIn = (t: LocalizedText, language: SiteLanguage) => t[language] || t.vi || t.en;

async function gameNameOf(db: Tx, merchantId: number, gameId: number | null, language: SiteLanguage) {
  if (gameId === null) return null;
  const game = await findBrandGame(db, merchantId, gameId);
  return game ? textIn(game.name, language) : null;
}

/** The brand's active missions with the member's progress and status in each mission's current period. */
async function evaluate(db: Tx, merchant: Merchant, memberId: number, language: SiteLanguage, now: Date) {
  const windows = windowsAt(merchant.timeZone, now);
  const rows = await repo.missionsOf(db, merchant.id, true);
  const claimed = await repo.claimedKeys(
    db,
    memberId,
    rows.map((m) => m.id),
    Object.values(windows).map((w) => w.key),
  );
  const read = progressReader(db, merchant.id, memberId);
  const missions: MemberMission[] = [];
  for (const m of rows) {
    const w = windows[m.period as MissionPeriod];
    const progress = await read(m, w);
    const done = claimed.has(`${m.id}:${w.key}`);
    missions.push({
      id: m.id,
      period: m.period as MissionPeriod,
      kind: m.kind as MissionKind,
      name: textIn(m.name, language),
      description: textIn(m.description, language),
      targetAmount: amountOf(m.kind, m.target),
      progressAmount: amountOf(m.kind, progress < m.target ? progress : m.target),
      targetCount: countOf(m.kind, m.target),
      progressCount: countOf(m.kind, progress < m.target ? progress : m.target),
      gameType: (m.gameType as GameCategory | null) ?? null,
      gameName: m.kind === 'rounds' ? await gameNameOf(db, merchant.id, m.gameId, language) : null,
      rewardPoints: Number(m.rewardPoints),
      rewardBonus: m.rewardBonus,
      wageringMultiple: m.wageringMultipleTenths / 10,
      status: done ? 'claimed' : progress >= m.target ? 'claimable' : 'in_progress',
      resetAt: w.resetAt?.toISOString() ?? null,
    });
  }
  return { windows, missions };
}

/** MissionSummary: the missions with progress, and how many can be claimed now (the menu badge). */
export async function missionSummary(
  db: Tx,
  merchant: Merchant,
  memberId: number,
  language: SiteLanguage,
  now: Date,
): Promise<MissionSummary> {
  const { windows, missions } = await evaluate(db, merchant, memberId, language, now);
  return {
    claimable: missions.filter((m) => m.status === 'claimable').length,
    currency: merchant.currency,
    dailyResetAt: windows.daily.resetAt!.toISOString(),
    weeklyResetAt: windows.weekly.resetAt!.toISOString(),
    missions,
  };
}

/**
 * Claims a completed mission's reward in its current period, once: the claim row's unique key (mission,
 * member, period) refuses a second claim, raced or not, and the reward is paid in the same transaction
 * (points by source key, the bonus by ledger key). An incomplete mission is mission_incomplete; an open
 * bonus refuses a bonus reward (bonus_already_active); either way nothing is recorded.
 */
export async function claimMission(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  missionId: number,
  language: SiteLanguage,
): Promise<MissionClaim> {
  const now = ctx.now();
  const paid = await inTransaction(ctx.db, async (tx) => {
    const member = await memberById(tx, merchant.id, memberId);
    if (!member || member.trial) throw new AppError('user.or.token.invalid');
    const m = await repo.missionById(tx, merchant.id, missionId);
    if (!m || !m.active) throw new AppError('mission_not_found', undefined, 'missionId');
    const w = windowsAt(merchant.timeZone, now)[m.period as MissionPeriod];
    if ((await repo.claimedKeys(tx, memberId, [m.id], [w.key])).size > 0) {
      throw new AppError('mission_already_claimed', undefined, 'missionId');
    }
    const progress = await progressReader(tx, merchant.id, memberId)(m, w);
    if (progress < m.target) throw new AppError('mission_incomplete', undefined, 'missionId');
    const claim = await repo.insertClaim(tx, {
      merchantId: merchant.id,
      memberId,
      missionId: m.id,
      periodKey: w.key,
      progress,
      points: m.rewardPoints,
      bonus: m.rewardBonus,
      wageringMultipleTenths: m.wageringMultipleTenths,
      createdAt: now,
    });
    if (!claim) throw new AppError('mission_already_claimed', undefined, 'missionId');
    const key = `mission:${m.id}:${memberId}:${w.key}`;
    if (m.rewardPoints > 0n) {
      await creditPoints(tx, {
        merchantId: merchant.id,
        memberId,
        points: m.rewardPoints,
        source: 'MISSION',
        sourceKey: key,
        now,
      });
    }
    if (m.rewardBonus > 0n) {
      await issueBonus(tx, {
        merchantId: merchant.id,
        memberId,
        promotionId: null,
        entryId: null,
        type: 'bonus',
        title: m.name,
        amount: m.rewardBonus,
        deposit: 0n,
        wagering: {
          multipleTenths: m.wageringMultipleTenths,
          includeDeposit: false,
          weights: ALL_WEIGHTS,
          maxStake: null,
          expiryDays: m.bonusExpiryDays,
        },
        key: `${key}:bonus`,
        now,
      });
    }
    return claim;
  });
  if (paid.bonus > 0n) publishBalanceChange(ctx, merchant.id, [memberId]);
  const after = await missionSummary(ctx.db, merchant, memberId, language, ctx.now());
  return {
    missionId: paid.missionId,
    points: Number(paid.points),
    bonus: paid.bonus,
    claimable: after.claimable,
  };
}

/** MissionLeaderboard: this week's mission points of the brand (names masked), with the member's own place. */
export async function missionLeaderboard(
  db: Tx,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<MissionLeaderboard> {
  const week = windowsAt(merchant.timeZone, now).weekly;
  const member = await memberById(db, merchant.id, memberId);
  if (!member) throw new AppError('user.or.token.invalid');
  const rows = await repo.leaderboard(db, merchant.id, week.from, LEADERBOARD_SIZE);
  const own = await repo.placeOf(db, merchant.id, memberId, week.from);
  return {
    weekStart: week.key.slice(2),
    resetAt: week.resetAt!.toISOString(),
    list: rows.map((r, i) => ({ rank: i + 1, player: maskPlayerName(r.username), points: Number(r.points) })),
    me: { rank: own.rank, points: Number(own.points), player: maskPlayerName(member.username) },
  };
}

// ── operator ─────────────────────────────────────────────────────────────────────────────────────

function opsView(m: MissionRow, claims: number): OpsMission {
  return {
    id: m.id,
    code: m.code,
    period: m.period as MissionPeriod,
    kind: m.kind as MissionKind,
    targetAmount: amountOf(m.kind, m.target),
    targetCount: countOf(m.kind, m.target),
    gameType: (m.gameType as GameCategory | null) ?? null,
    gameId: m.gameId,
    name: m.name,
    description: m.description,
    rewardPoints: Number(m.rewardPoints),
    rewardBonus: m.rewardBonus,
    wageringMultiple: m.wageringMultipleTenths / 10,
    bonusExpiryDays: m.bonusExpiryDays,
    active: m.active,
    sortOrder: m.sortOrder,
    claims,
    updatedAt: m.updatedAt.toISOString(),
  };
}

export async function opsMissions(db: Tx, merchantId: number): Promise<OpsMission[]> {
  const counts = await repo.claimCounts(db, merchantId);
  return (await repo.missionsOf(db, merchantId, false)).map((m) => opsView(m, counts.get(m.id) ?? 0));
}

/** A mission's fields as the operator gives them (the API's numbers), or, for a change that leaves them out, the
 * row's own target and bonus (a bigint: minor units or a count). */
export interface MissionInput {
  target: number | bigint;
  gameType: GameCategory | null;
  gameId: number | null;
  name: LocalizedText;
  description: LocalizedText;
  rewardPoints: number;
  rewardBonus: number | bigint;
  wageringMultiple: number;
  bonusExpiryDays: number;
  active: boolean;
  sortOrder: number;
}

/** Checks a mission's fields against its kind and turns them into the row's values. */
async function valuesOf(db: Tx, merchantId: number, kind: MissionKind, f: MissionInput) {
  let target: bigint;
  if (typeof f.target === 'bigint') target = f.target;
  else if (isMoney(kind)) target = minorFromDecimal(f.target, 'target');
  else if (!Number.isSafeInteger(f.target) || f.target < 1) {
    throw new AppError('validation_failed', 'target must be a whole count', 'target');
  } else target = BigInt(f.target);
  if (kind === 'login' && target !== 1n) throw new AppError('validation_failed', 'a log-in target is 1', 'target');
  if (f.gameType !== null && kind !== 'bet' && kind !== 'rounds') {
    throw new AppError('validation_failed', 'only bet and rounds missions name a category', 'gameType');
  }
  if (f.gameId !== null) {
    if (kind !== 'rounds') throw new AppError('validation_failed', 'only rounds missions name a game', 'gameId');
    if (!(await findBrandGame(db, merchantId, f.gameId))) throw new AppError('not_found', 'Unknown game', 'gameId');
  }
  const rewardBonus =
    typeof f.rewardBonus === 'bigint'
      ? f.rewardBonus
      : f.rewardBonus > 0
        ? minorFromDecimal(f.rewardBonus, 'rewardBonus')
        : 0n;
  if (f.rewardPoints <= 0 && rewardBonus <= 0n) {
    throw new AppError('validation_failed', 'a mission rewards points or a bonus', 'rewardPoints');
  }
  return {
    target,
    gameType: f.gameType,
    gameId: f.gameId,
    name: f.name,
    description: f.description,
    rewardPoints: BigInt(f.rewardPoints),
    rewardBonus,
    wageringMultipleTenths: Math.round(f.wageringMultiple * 10),
    bonusExpiryDays: f.bonusExpiryDays,
    active: f.active,
    sortOrder: f.sortOrder,
  };
}

/** Adds a mission to the brand (mission_code_taken when the code is in use). */
export async function createMission(
  tx: Tx,
  merchantId: number,
  input: MissionInput & { code: string; period: MissionPeriod; kind: MissionKind },
  now: Date,
): Promise<OpsMission> {
  const values = await valuesOf(tx, merchantId, input.kind, input);
  const row = await repo.insertMission(tx, merchantId, {
    ...values,
    code: input.code,
    period: input.period,
    kind: input.kind,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new AppError('mission_code_taken', undefined, 'code');
  return opsView(row, 0);
}

/** Changes a mission (fields left out unchanged); answers it before and after (for the audit entry). */
export async function changeMission(
  tx: Tx,
  merchantId: number,
  id: number,
  patch: { [K in keyof MissionInput]?: MissionInput[K] | undefined },
  now: Date,
): Promise<{ before: OpsMission; after: OpsMission }> {
  const row = await repo.missionById(tx, merchantId, id);
  if (!row) throw new AppError('mission_not_found');
  const claims = (await repo.claimCounts(tx, merchantId)).get(id) ?? 0;
  const before = opsView(row, claims);
  const merged: MissionInput = {
    target: patch.target ?? row.target,
    gameType: patch.gameType === undefined ? before.gameType : patch.gameType,
    gameId: patch.gameId === undefined ? before.gameId : patch.gameId,
    name: patch.name ?? before.name,
    description: patch.description ?? before.description,
    rewardPoints: patch.rewardPoints ?? before.rewardPoints,
    rewardBonus: patch.rewardBonus ?? row.rewardBonus,
    wageringMultiple: patch.wageringMultiple ?? before.wageringMultiple,
    bonusExpiryDays: patch.bonusExpiryDays ?? before.bonusExpiryDays,
    active: patch.active ?? before.active,
    sortOrder: patch.sortOrder ?? before.sortOrder,
  };
  const values = await valuesOf(tx, merchantId, row.kind as MissionKind, merged);
  const after = await repo.updateMission(tx, id, { ...values, updatedAt: now });
  return { before, after: opsView(after, claims) };
}

/** A member's missions as they see them, with their claims of the last 30 days. */
export async function memberMissionsForOps(
  db: Tx,
  merchant: Merchant,
  username: string,
  now: Date,
): Promise<OpsMissionMember> {
  const member = await memberByUsername(db, merchant.id, username);
  if (!member) throw new AppError('not_found', `Unknown member ${username}`, 'username');
  const summary = await missionSummary(db, merchant, member.id, 'en', now);
  const claims = await repo.memberClaims(db, member.id, new Date(now.getTime() - 30 * 86_400_000), ALL_TIME.to);
  return {
    username: member.username,
    summary,
    claims: claims.map((c) => ({
      missionId: c.claim.missionId,
      code: c.code,
      periodKey: c.claim.periodKey,
      points: Number(c.claim.points),
      bonus: c.claim.bonus,
      createdAt: c.claim.createdAt.toISOString(),
    })),
  };
}
