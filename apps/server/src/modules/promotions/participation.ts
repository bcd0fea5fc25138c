import { payeeKey, type ActivityStatus, type SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { MemberSummary } from '../accounts/service';
import { netLoss } from '../records/service';
import { assertMayTakePart } from '../responsible-gaming/service';
import { issueBonus } from './bonus';
import { hasCreditedDeposit } from '../deposits/service';
import { currentKey, isFirstDepositOffer } from './memberView';
import * as repo from './repository';
import type { EntryRow, GrantRow, NewEntry, PromotionRow } from './repository';
import { birthdayWindow, previousPeriod, rulesOf, visibleTo, wageringOf, windowState } from './rules';
import { publishBalanceChange } from '../wallets/events';

/**
 * A member takes part: join (sign up), apply (with a remark, for an operator's decision), claim (a
 * reward waiting for them, or a claim promotion they qualify for now). Each runs in one transaction
 * under the entry's row lock, so a claim raced from two tabs pays once; the bonus's ledger key
 * (`promo-bonus:<entry>`) makes it exactly once even past the lock.
 */

export interface Actor {
  member: MemberSummary;
  timeZone: string;
  ip: string | null;
  deviceId: string | null;
  /** The member's language (a responsible-gaming refusal speaks it). */
  language: SiteLanguage;
}

const bonusType = (p: PromotionRow) =>
  p.kind === 'rescue' ? 'rebate' : p.kind === 'turnover_race' || p.kind === 'raffle' ? 'prize' : 'bonus';

/** What a claim promotion would pay the member now (0: they do not qualify yet). */
export async function quote(
  db: Tx,
  p: PromotionRow,
  a: Pick<Actor, 'member' | 'timeZone'>,
  now: Date,
): Promise<bigint> {
  const rules = rulesOf(p);
  switch (rules.kind) {
    case 'free_credit':
      return rules.amount;
    case 'birthday':
      return birthdayWindow(a.member.birthday, rules.days, a.timeZone, now) ? rules.amount : 0n;
    case 'rescue': {
      const period = previousPeriod(rules.period, a.timeZone, now);
      const loss = await netLoss(db, { merchantId: p.merchantId, memberId: a.member.id, ...period });
      if (loss <= 0n || loss < rules.minLoss) return 0n;
      const share = (loss * BigInt(rules.percentBps)) / 10_000n;
      return rules.cap > 0n && share > rules.cap ? rules.cap : share;
    }
    default:
      // Deposit matches, races and raffles become claimable through their own events (a deposit, the end).
      return 0n;
  }
}

function checkTakePart(p: PromotionRow, a: Actor, now: Date) {
  if (!visibleTo(p, a.member, now)) throw new AppError('promotion_not_eligible');
  const w = windowState(p, now);
  if (w === 'coming_soon') throw new AppError('promotion_not_started');
  if (w === 'closed') throw new AppError('promotion_closed');
}

async function checkOnePerPerson(tx: Tx, p: PromotionRow, a: Actor) {
  const other = await repo.sharedPersonEntry(tx, {
    promotionId: p.id,
    memberId: a.member.id,
    ip: a.ip,
    deviceId: a.deviceId,
    payeeKey: payeeKey(a.member.payeeName),
  });
  if (other) throw new AppError('promotion_duplicate_person');
}

/** The member's entry of the current period, with who took part (the one-per-person check). */
const currentEntry = (
  p: PromotionRow,
  a: Actor,
  now: Date,
  values: Pick<NewEntry, 'status' | 'remark' | 'amount'>,
): NewEntry => ({
  merchantId: p.merchantId,
  promotionId: p.id,
  memberId: a.member.id,
  periodKey: currentKey(p, { member: a.member, timeZone: a.timeZone, now }),
  ...values,
  ip: a.ip,
  deviceId: a.deviceId,
  payeeKey: payeeKey(a.member.payeeName),
  createdAt: now,
  updatedAt: now,
});

/** The promotion a member takes part in (join, apply, claim): none during a time-out or self-exclusion. */
async function promotionToTakePart(tx: Tx, merchantId: number, id: number, a: Actor, now: Date): Promise<PromotionRow> {
  const p = await repo.promotionById(tx, merchantId, id);
  if (!p || p.state === 'draft') throw new AppError('promotion_not_found');
  await assertMayTakePart(tx, a.member.id, a.language, now);
  return p;
}

/**
 * Pays an entry's reward as a bonus (within the budget) and marks the entry. Used by claims, approvals,
 * the deposit hook and prize claims.
 */
export async function payEntry(
  tx: Tx,
  p: PromotionRow,
  e: EntryRow,
  r: { amount: bigint; deposit: bigint; status: 'issued' | 'claimed'; now: Date },
): Promise<{ entry: EntryRow; grant: GrantRow }> {
  if (r.amount <= 0n) throw new AppError('promotion_nothing_to_claim');
  if (!(await repo.spend(tx, p.id, r.amount))) throw new AppError('promotion_budget_exhausted');
  const grant = await issueBonus(tx, {
    merchantId: p.merchantId,
    memberId: e.memberId,
    promotionId: p.id,
    entryId: e.id,
    type: bonusType(p),
    title: p.title,
    amount: r.amount,
    deposit: r.deposit,
    wagering: wageringOf(p),
    key: `promo-bonus:${e.id}`,
    now: r.now,
  });
  const entry = await repo.updateEntry(tx, e.id, {
    status: r.status,
    amount: r.amount,
    grantId: grant.id,
    updatedAt: r.now,
  });
  return { entry, grant };
}

export async function join(ctx: AppContext, merchantId: number, id: number, a: Actor): Promise<ActivityStatus> {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const p = await promotionToTakePart(tx, merchantId, id, a, now);
    if (p.participation !== 'join') throw new AppError('promotion_action_invalid');
    checkTakePart(p, a, now);
    // A first-deposit offer joined after the first deposit would wait for a deposit that never comes.
    if (isFirstDepositOffer(p) && (await hasCreditedDeposit(tx, a.member.id)))
      throw new AppError('promotion_first_deposit_made');
    const { created } = await repo.upsertEntry(tx, currentEntry(p, a, now, { status: 'joined' }));
    if (!created) throw new AppError('promotion_already_joined');
    return 'joined' as const;
  });
}

export async function apply(
  ctx: AppContext,
  merchantId: number,
  id: number,
  remark: string,
  a: Actor,
): Promise<ActivityStatus> {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const p = await promotionToTakePart(tx, merchantId, id, a, now);
    if (p.participation !== 'apply') throw new AppError('promotion_action_invalid');
    checkTakePart(p, a, now);
    await checkOnePerPerson(tx, p, a);
    const { row, created } = await repo.upsertEntry(tx, currentEntry(p, a, now, { status: 'applying', remark }));
    if (!created) {
      if (row.status === 'applying') throw new AppError('promotion_already_joined');
      if (row.status !== 'rejected') throw new AppError('promotion_limit_reached');
      // A rejected application may be made again, with a new remark.
      await repo.updateEntry(tx, row.id, { status: 'applying', remark, reviewNote: null, updatedAt: now });
    }
    return 'applying' as const;
  });
}

/** Claims the member's waiting reward in this promotion, or a claim promotion they qualify for now. */
export async function claim(ctx: AppContext, merchantId: number, id: number, a: Actor) {
  const paid = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const p = await promotionToTakePart(tx, merchantId, id, a, now);
    const waiting = (await repo.memberEntries(tx, a.member.id, [p.id])).find((e) => e.status === 'claimable');
    if (waiting) {
      const e = (await repo.lockEntry(tx, waiting.id))!;
      if (e.status !== 'claimable') throw new AppError('promotion_limit_reached');
      await checkOnePerPerson(tx, p, a);
      return payEntry(tx, p, e, { amount: e.amount ?? 0n, deposit: depositOf(e), status: 'claimed', now });
    }
    if (p.participation !== 'claim') {
      checkTakePart(p, a, now);
      throw new AppError(p.participation === 'apply' ? 'promotion_action_invalid' : 'promotion_nothing_to_claim');
    }
    checkTakePart(p, a, now);
    const amount = await quote(tx, p, a, now);
    if (amount <= 0n) throw new AppError('promotion_nothing_to_claim');
    await checkOnePerPerson(tx, p, a);
    const { row, created } = await repo.upsertEntry(tx, currentEntry(p, a, now, { status: 'claimable', amount }));
    if (!created && row.status !== 'claimable') throw new AppError('promotion_limit_reached');
    return payEntry(tx, p, row, { amount, deposit: 0n, status: 'claimed', now });
  });
  publishBalanceChange(ctx, merchantId, [a.member.id]);
  return paid;
}

/** A deposit match's entry remembers the deposit in sourceRef as `<orderNo>:<amount>`. */
export function depositOf(e: Pick<EntryRow, 'sourceRef'>): bigint {
  const amount = e.sourceRef?.split(':')[1];
  return amount && /^\d+$/.test(amount) ? BigInt(amount) : 0n;
}
