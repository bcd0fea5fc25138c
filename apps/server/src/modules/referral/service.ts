/**
 * Referral, invite friends (issue 13, docs/API.md "Referral"): the referral module's public face. A member's
 * code; a friend who registers with it (referralRegistered, on accounts' `member.registered` event:
 * referrerForCode, recordReferral); the friend's first deposit (referralFirstDeposit, on deposits' `deposit.credited`); the
 * evaluation — abuse checks, then the reward credited to the referrer once through the ledger (key
 * `referral:<friendId>`, under the referral row's lock) — on the deposit or by the referral.qualify job.
 */
import { MOD, payeeKey, type ReferralFriend, type ReferralRejectReason, type ReferralState } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { DomainEvents } from '../../events';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { memberById, memberIps, type MemberSummary } from '../accounts/service';
import { isModuleEnabled, merchantById, type Merchant } from '../brands/service';
import { postTransfer } from '../ledger/service';
import { validBetTotal } from '../records/service';
import { amountValue, formatTime, sendTemplate } from '../inbox/service';
import { brandAccount, memberAccount, publishBalanceChange } from '../wallets/service';
import * as repo from './repository';
import {
  betWindowEnd,
  canonicalCode,
  depositTooLate,
  dueAtOf,
  maskUsername,
  newCode,
  NO_RULES,
  rewardOf,
  rulesView,
  type Rules,
} from './rules';
import { listPage } from '../../db/paging';

/** How many of the member's friends qualified over [from, to) (missions' invite a friend). */
export const qualifiedReferralCount = (db: Tx, q: { referrerId: number; from: Date; to: Date }) =>
  repo.qualifiedCount(db, q.referrerId, q.from, q.to);

export const referralOn = (db: Tx, merchantId: number) => isModuleEnabled(db, merchantId, MOD.REFERRAL);

/** Refuses with referral_disabled when the brand's referral promotion is off. */
export async function requireReferral(db: Tx, merchantId: number) {
  if (!(await referralOn(db, merchantId))) throw new AppError('referral_disabled');
}

export const rulesOf = async (db: Tx, merchantId: number): Promise<Rules> =>
  (await repo.settingsOf(db, merchantId)) ?? NO_RULES;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ── registration ─────────────────────────────────────────────────────────────────────────────────

export interface Referrer {
  referrerId: number;
  code: string;
}

/**
 * The member a registration's referral code names, checked before the account is created: null when the
 * code is empty or the referral promotion is off; referral_code_invalid (field referralCode) when no member
 * of the brand holds it.
 */
async function referrerForCode(db: Tx, merchantId: number, code: string | null | undefined): Promise<Referrer | null> {
  if (!code?.trim() || !(await referralOn(db, merchantId))) return null;
  const canonical = canonicalCode(code);
  const referrerId = await repo.ownerOfCode(db, merchantId, canonical);
  if (referrerId === undefined) throw new AppError('referral_code_invalid', undefined, 'referralCode');
  return { referrerId, code: canonical };
}

/** Records the new friend (state registered), with the registration's address and device. */
export async function recordReferral(
  ctx: Pick<AppContext, 'db'>,
  r: Referrer & { merchantId: number; friendId: number; ip: string; deviceId: string | null; at: Date },
): Promise<void> {
  if (r.referrerId === r.friendId) return;
  await repo.insertReferral(ctx.db, {
    merchantId: r.merchantId,
    referrerId: r.referrerId,
    friendId: r.friendId,
    code: r.code,
    state: 'registered',
    registerIp: r.ip,
    deviceId: r.deviceId,
    createdAt: r.at,
    updatedAt: r.at,
  });
  if (r.deviceId) await repo.seeDevice(ctx.db, r.friendId, r.deviceId, r.at);
}

/**
 * The referral promotion's part in a registration (the `member.registered` event, in the registration's
 * transaction): a code names its referrer, who gets the new friend (state registered); an unknown code
 * refuses the registration (referral_code_invalid, field referralCode), so the account is not made.
 */
export async function referralRegistered(tx: Tx, m: DomainEvents['member.registered']): Promise<void> {
  const referrer = await referrerForCode(tx, m.merchantId, m.referralCode);
  if (!referrer) return;
  await recordReferral(
    { db: tx },
    { ...referrer, merchantId: m.merchantId, friendId: m.memberId, ip: m.ip, deviceId: m.deviceId, at: m.at },
  );
}

// ── the first deposit and the evaluation ─────────────────────────────────────────────────────────

export interface FirstDeposit {
  merchantId: number;
  memberId: number;
  /** What reached the main wallet, minor units. */
  amount: bigint;
  at: Date;
}

/**
 * Called in the deposit's transaction for a member's first credited deposit: a referred friend moves to
 * deposited (or rejected: too late, below the minimum) and, when nothing is left to wait for, is evaluated at
 * once in a savepoint; a failure there leaves the friend to the job and the deposit untouched. Answers the
 * referrer when it was evaluated (its balance may have moved: the caller publishes it after the commit).
 */
export async function referralFirstDeposit(tx: Tx, d: FirstDeposit): Promise<number | undefined> {
  const row = await repo.lockByFriend(tx, d.memberId);
  if (!row || row.state !== 'registered' || row.merchantId !== d.merchantId) return;
  const rules = await rulesOf(tx, d.merchantId);
  const base = { firstDepositAmount: d.amount, firstDepositAt: d.at, updatedAt: d.at };
  if (depositTooLate(rules, row.createdAt, d.at)) {
    await reject(tx, row.id, 'deposit_too_late', d.at, base);
    return;
  }
  if (d.amount < rules.minFirstDeposit) {
    await reject(tx, row.id, 'deposit_below_minimum', d.at, base);
    return;
  }
  const dueAt = dueAtOf(rules, row.createdAt, d.at);
  await repo.updateReferral(tx, row.id, { ...base, state: 'deposited', dueAt });
  if (dueAt > d.at) return;
  try {
    if (await tx.transaction((sp) => evaluate(sp, row.id, d.at))) return row.referrerId;
  } catch {
    // Left deposited and due: the referral.qualify job evaluates it again.
  }
  return undefined;
}

function reject(tx: Tx, id: number, reason: ReferralRejectReason, now: Date, extra: Partial<repo.ReferralRow> = {}) {
  return repo.updateReferral(tx, id, {
    ...extra,
    state: 'rejected',
    rejectReason: reason,
    decidedAt: now,
    dueAt: null,
    updatedAt: now,
  });
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Why a friend does not qualify for the referrer: same payee name, same device, or a shared address. */
async function abuseOf(
  tx: Tx,
  row: repo.ReferralRow,
  referrer: MemberSummary | undefined,
  friend: MemberSummary | undefined,
): Promise<ReferralRejectReason | null> {
  if (!referrer || !friend || referrer.disabled || referrer.trial) return 'referrer_unavailable';
  const payee = payeeKey(referrer.payeeName);
  if (payee && payee === payeeKey(friend.payeeName)) return 'same_payee';
  const friendDevices = new Set(await repo.devicesOf(tx, row.friendId));
  if (row.deviceId) friendDevices.add(row.deviceId);
  if ((await repo.devicesOf(tx, row.referrerId)).some((d) => friendDevices.has(d))) return 'same_device';
  // A loopback address says nothing about the person (a developer's machine, a local proxy).
  const friendIps = new Set(await memberIps(tx, row.merchantId, row.friendId));
  if (row.registerIp) friendIps.add(row.registerIp);
  const shared = (await memberIps(tx, row.merchantId, row.referrerId)).some(
    (ip) => friendIps.has(ip) && !LOOPBACK.test(ip),
  );
  return shared ? 'same_ip' : null;
}

/**
 * Evaluates one deposited friend that is due, under its row lock: rejected (abuse, no reward) or qualified
 * with the reward posted promotion → the referrer's main wallet under the key `referral:<friendId>`. A row
 * in any other state, not yet due, or of a brand whose referral promotion is off is left alone (false).
 */
async function evaluate(tx: Tx, id: number, now: Date): Promise<boolean> {
  const row = await repo.lockById(tx, id);
  if (!row || row.state !== 'deposited' || !row.dueAt || row.dueAt > now) return false;
  if (!(await referralOn(tx, row.merchantId))) return false;
  const rules = await rulesOf(tx, row.merchantId);
  const friend = await memberById(tx, row.merchantId, row.friendId);
  const abuse = await abuseOf(tx, row, await memberById(tx, row.merchantId, row.referrerId), friend);
  if (abuse) {
    await reject(tx, row.id, abuse, now);
    return true;
  }
  const validBets =
    rules.rewardKind === 'bet_share'
      ? await validBetTotal(tx, {
          merchantId: row.merchantId,
          memberId: row.friendId,
          from: row.createdAt,
          to: betWindowEnd(rules, row.createdAt),
        })
      : null;
  const reward = rewardOf(rules, row.firstDepositAmount ?? 0n, validBets ?? 0n);
  const decided = { validBets, rewardKind: rules.rewardKind };
  if (reward <= 0n) {
    await reject(tx, row.id, 'no_reward', now, decided);
    return true;
  }
  const brand = await merchantById(tx, row.merchantId);
  const entry = await postTransfer(tx, {
    merchantId: row.merchantId,
    type: 'bonus',
    idempotencyKey: `referral:${row.friendId}`,
    reference: `referral:${row.id}`,
    memo: 'referral reward',
    fromAccountId: (await brandAccount(tx, brand, 'promotion')).id,
    toAccountId: (await memberAccount(tx, brand, row.referrerId, 'member_main')).id,
    amount: reward,
  });
  await repo.updateReferral(tx, row.id, {
    ...decided,
    state: 'qualified',
    rewardAmount: reward,
    ledgerEntryId: entry.id,
    decidedAt: now,
    dueAt: null,
    updatedAt: now,
  });
  // The referrer reads it in the inbox (once: the key is the friend's).
  await sendTemplate(tx, {
    merchantId: row.merchantId,
    memberId: row.referrerId,
    template: 'referral_reward',
    language: brand.defaultLanguage,
    params: {
      friend: maskUsername(friend!.username),
      amount: amountValue(reward, brand.currency),
      time: formatTime(now, brand.timeZone),
    },
    dedupeKey: `referral:${row.friendId}`,
    at: now,
  });
  return true;
}

/**
 * The referral.qualify job: evaluates deposited friends that are due (bet_share windows that closed, or an
 * evaluation that failed on the deposit), each in its own transaction. Safe in several processes at once:
 * the row lock and the state check let one of them decide, and the ledger key pays once.
 */
export async function evaluateDueReferrals(ctx: AppContext, limit = 100): Promise<number> {
  const now = ctx.now();
  let processed = 0;
  for (const row of await repo.dueReferrals(ctx.db, now, limit)) {
    if (await inTransaction(ctx.db, (tx) => evaluate(tx, row.id, now))) {
      processed++;
      publishBalanceChange(ctx, row.merchantId, [row.referrerId]);
    }
  }
  return processed;
}

// ── the member's page ────────────────────────────────────────────────────────────────────────────

/** The member's code, made on first use (a random code; another is drawn on the rare collision). */
async function ensureCode(ctx: AppContext, merchantId: number, memberId: number): Promise<string> {
  const existing = await repo.codeOf(ctx.db, memberId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 8; attempt++) {
    await repo.insertCode(ctx.db, merchantId, memberId, newCode(), ctx.now());
    const code = await repo.codeOf(ctx.db, memberId);
    if (code) return code;
  }
  throw new Error('no free referral code');
}

export async function summaryOf(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  origin: string,
  deviceId: string | null,
) {
  await requireReferral(ctx.db, merchant.id);
  const code = await ensureCode(ctx, merchant.id, memberId);
  // The referrer's device, for the same-device check of the friends who register later.
  if (deviceId) await repo.seeDevice(ctx.db, memberId, deviceId, ctx.now());
  const totals = await repo.totalsOf(ctx.db, memberId);
  return {
    code,
    link: `${origin}/register?ref=${encodeURIComponent(code)}`,
    rules: rulesView(await rulesOf(ctx.db, merchant.id)),
    invited: totals.invited,
    deposited: totals.deposited,
    qualified: totals.qualified,
    earned: totals.earned,
  };
}

export async function friendsPage(
  ctx: AppContext,
  merchantId: number,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  await requireReferral(ctx.db, merchantId);
  const { rows, total } = await repo.friendsOf(ctx.db, memberId, page);
  const list: ReferralFriend[] = rows.map(({ referral: r, username }) => ({
    username: maskUsername(username),
    state: r.state as ReferralState,
    registeredAt: r.createdAt.toISOString(),
    firstDepositAt: iso(r.firstDepositAt),
    qualifiedAt: r.state === 'qualified' ? iso(r.decidedAt) : null,
    reward: r.state === 'qualified' ? r.rewardAmount : null,
    dueAt: r.state === 'deposited' ? iso(r.dueAt) : null,
    rejectReason: (r.rejectReason as ReferralRejectReason | null) ?? null,
  }));
  return listPage(list, total, page);
}
