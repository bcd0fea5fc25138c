import type { LocalizedText, SiteLanguage, WageringWeights } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { WithdrawalBonus } from '../../events';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { merchantById } from '../brands/service';
import { getBalance, postTransfer } from '../ledger/service';
import { addTurnoverRequirement, closeRequirement, weightedTurnover } from '../turnover/service';
import { brandAccount, memberAccount, type BrandRef } from '../wallets/books';
import { publishBalanceChange } from '../wallets/events';
import * as repo from './repository';
import type { GrantRow } from './repository';

/**
 * The bonus wallet (docs/API.md "Promotions", Bonus money):
 * - A bonus is one ledger entry, type bonus, promotion → member_bonus, key `promo-bonus:<source>` (one per
 *   promotion entry), and one active grant holding its wagering requirement (a weighted turnover
 *   requirement). A member has at most one active grant, so the bonus wallet's balance is that grant's.
 * - Bets draw on main money first, then on bonus money (bonusFunding); wins go back in the stake's
 *   proportions (winSplit). A rollback reverses the bet's own entry, so each wallet gets its part back.
 * - When the weighted valid bets reach the requirement, the bonus wallet's balance moves to main money
 *   (bonus_convert, key `bonus-convert:<grant>`); when the grant expires or the member forfeits it, the
 *   balance goes back to the promotion account (bonus_forfeit, key `bonus-<expired|forfeited>:<grant>`).
 */

export interface IssueBonus {
  merchantId: number;
  memberId: number;
  promotionId: number | null;
  entryId: number | null;
  type: 'bonus' | 'rebate' | 'prize';
  title: LocalizedText;
  amount: bigint;
  /** The deposit that counts towards the requirement (includeDeposit), else 0. */
  deposit: bigint;
  wagering: {
    multipleTenths: number;
    includeDeposit: boolean;
    weights: WageringWeights;
    maxStake: bigint | null;
    expiryDays: number;
  };
  /** Idempotency of the money: one bonus per source. */
  key: string;
  now: Date;
}

async function brandOf(tx: Tx, merchantId: number): Promise<BrandRef> {
  const brand = await merchantById(tx, merchantId);
  if (!brand) throw new AppError('merchant_not_found');
  return brand;
}

/**
 * Pays a bonus into the bonus wallet and opens its grant. Call inside the caller's transaction (after
 * its budget check): bonus_already_active when the member has an open bonus.
 */
export async function issueBonus(tx: Tx, b: IssueBonus): Promise<GrantRow> {
  if (b.amount <= 0n) throw new AppError('promotion_nothing_to_claim');
  const brand = await brandOf(tx, b.merchantId);
  const required =
    ((b.amount + (b.wagering.includeDeposit ? b.deposit : 0n)) * BigInt(b.wagering.multipleTenths)) / 10n;
  const grant = await repo.insertGrant(tx, {
    merchantId: b.merchantId,
    memberId: b.memberId,
    promotionId: b.promotionId,
    entryId: b.entryId,
    type: b.type,
    title: b.title,
    amount: b.amount,
    required,
    maxStake: b.wagering.maxStake,
    weights: b.wagering.weights,
    expiresAt: new Date(b.now.getTime() + b.wagering.expiryDays * 86_400_000),
    createdAt: b.now,
  });
  if (!grant) throw new AppError('bonus_already_active');
  await postTransfer(tx, {
    merchantId: b.merchantId,
    type: 'bonus',
    idempotencyKey: b.key,
    reference: b.promotionId === null ? null : `promotion:${b.promotionId}`,
    memo: b.type,
    fromAccountId: (await brandAccount(tx, brand, 'promotion')).id,
    toAccountId: (await memberAccount(tx, brand, b.memberId, 'member_bonus')).id,
    amount: b.amount,
  });
  if (required === 0n) return settleGrant(tx, brand, grant, 'converted', b.now);
  const requirementId = await addTurnoverRequirement(tx, {
    merchantId: b.merchantId,
    memberId: b.memberId,
    source: 'bonus',
    sourceRef: String(grant.id),
    required,
    at: b.now,
    weights: b.wagering.weights,
  });
  return repo.updateGrant(tx, grant.id, { requirementId });
}

/** Weighted valid bets since the grant opened, at most its requirement. */
export async function grantProgress(db: Tx, g: GrantRow): Promise<bigint> {
  if (g.status !== 'active') return g.required;
  const done = await weightedTurnover(db, {
    merchantId: g.merchantId,
    memberId: g.memberId,
    from: g.createdAt,
    weights: g.weights,
  });
  return done > g.required ? g.required : done;
}

/** Closes a locked active grant: converted (bonus → main) or expired / forfeited (bonus → promotion). */
async function settleGrant(
  tx: Tx,
  brand: BrandRef,
  g: GrantRow,
  outcome: 'converted' | 'expired' | 'forfeited',
  now: Date,
): Promise<GrantRow> {
  const bonus = await memberAccount(tx, brand, g.memberId, 'member_bonus');
  const balance = await getBalance(tx, bonus.id);
  if (balance > 0n) {
    const to =
      outcome === 'converted'
        ? await memberAccount(tx, brand, g.memberId, 'member_main')
        : await brandAccount(tx, brand, 'promotion');
    await postTransfer(tx, {
      merchantId: g.merchantId,
      type: outcome === 'converted' ? 'bonus_convert' : 'bonus_forfeit',
      idempotencyKey: outcome === 'converted' ? `bonus-convert:${g.id}` : `bonus-${outcome}:${g.id}`,
      reference: g.promotionId === null ? null : `promotion:${g.promotionId}`,
      memo: outcome,
      fromAccountId: bonus.id,
      toAccountId: to.id,
      amount: balance,
    });
  }
  if (g.requirementId !== null) await closeRequirement(tx, g.requirementId, now);
  return repo.updateGrant(tx, g.id, { status: outcome, settledAmount: balance, closedAt: now });
}

/** Locks the grant and settles it if it is still active (null when another process got there first). */
async function settleIfActive(
  ctx: AppContext,
  grantId: number,
  outcome: 'converted' | 'expired' | 'forfeited',
  check?: (tx: Tx, g: GrantRow) => Promise<boolean>,
): Promise<GrantRow | null> {
  const done = await inTransaction(ctx.db, async (tx) => {
    const g = await repo.lockGrant(tx, grantId);
    if (!g || g.status !== 'active') return null;
    if (check && !(await check(tx, g))) return null;
    return settleGrant(tx, await brandOf(tx, g.merchantId), g, outcome, ctx.now());
  });
  if (done) publishBalanceChange(ctx, done.merchantId, [done.memberId]);
  return done;
}

/** After a settled round: converts the member's bonus when its wagering is met. Answers whether it did. */
export async function convertIfWagered(ctx: AppContext, memberId: number): Promise<boolean> {
  const g = await repo.activeGrant(ctx.db, memberId);
  if (!g) return false;
  if ((await grantProgress(ctx.db, g)) < g.required) return false;
  const done = await settleIfActive(
    ctx,
    g.id,
    'converted',
    async (tx, locked) => (await grantProgress(tx, locked)) >= locked.required,
  );
  return done !== null;
}

/** The member gives up the open bonus: what is left of it goes back. */
export async function forfeitBonus(ctx: AppContext, memberId: number): Promise<GrantRow> {
  const g = await repo.activeGrant(ctx.db, memberId);
  if (!g) throw new AppError('bonus_not_found');
  const done = await settleIfActive(ctx, g.id, 'forfeited');
  if (!done) throw new AppError('bonus_not_found');
  return done;
}

/**
 * A withdrawal's question (event `withdrawal.openBonus`, decision 0040): the open bonus it would give up, and,
 * when the member confirmed (`forfeit`), the forfeit itself in the withdrawal's transaction (locked, so a
 * concurrent conversion or bet settles first or after, never both).
 */
export async function bonusOnWithdrawal(
  tx: Tx,
  q: { memberId: number; language: SiteLanguage; forfeit: boolean; at: Date },
): Promise<WithdrawalBonus | null> {
  const open = await repo.activeGrant(tx, q.memberId);
  if (!open) return null;
  const g = q.forfeit ? await repo.lockGrant(tx, open.id) : open;
  if (!g || g.status !== 'active') return null;
  const brand = await brandOf(tx, g.merchantId);
  const bonus = {
    grantId: g.id,
    promotionId: g.promotionId,
    title: g.title[q.language] || g.title.vi,
    balance: await getBalance(tx, (await memberAccount(tx, brand, g.memberId, 'member_bonus')).id),
    required: g.required,
    progress: await grantProgress(tx, g),
    expiresAt: g.expiresAt.toISOString(),
  };
  if (q.forfeit) await settleGrant(tx, brand, g, 'forfeited', q.at);
  return bonus;
}

/** The expiry job: open bonuses past their time lose what is left. */
export async function expireBonuses(ctx: AppContext, limit = 100): Promise<number> {
  const due = await repo.expiredGrants(ctx.db, ctx.now(), limit);
  let n = 0;
  for (const g of due) if (await settleIfActive(ctx, g.id, 'expired')) n++;
  return n;
}

// ── bets on bonus money ──────────────────────────────────────────────────────────────────────

export interface BetFunding {
  /** Drawn on main money. */
  main: bigint;
  /** Drawn on bonus money. */
  bonus: bigint;
  /** The bonus wallet while a bonus is open (the game's balance counts it), else null. */
  bonusAccountId: number | null;
}

/**
 * How a bet of `amount` is paid: main money first, the rest from the open bonus. Refuses a stake above
 * the open bonus's maximum (bonus_max_stake_exceeded). Without an open bonus everything is main money
 * and this costs one indexed look-up (the main balance is read only when a bonus is open).
 */
export async function bonusFunding(
  tx: Tx,
  q: { merchantId: number; memberId: number; currency: string; mainAccountId: number; amount: bigint },
): Promise<BetFunding> {
  const g = await repo.activeGrant(tx, q.memberId);
  if (!g) return { main: q.amount, bonus: 0n, bonusAccountId: null };
  if (g.maxStake !== null && q.amount > g.maxStake)
    throw new AppError('bonus_max_stake_exceeded', undefined, 'amount', { maxStake: g.maxStake.toString() });
  const bonusAccountId = (
    await memberAccount(tx, { id: q.merchantId, currency: q.currency }, q.memberId, 'member_bonus')
  ).id;
  const mainBalance = await getBalance(tx, q.mainAccountId);
  if (mainBalance >= q.amount) return { main: q.amount, bonus: 0n, bonusAccountId };
  const main = mainBalance > 0n ? mainBalance : 0n;
  return { main, bonus: q.amount - main, bonusAccountId };
}

/**
 * How a win is paid back: the share of the round's stake that came from bonus money goes to the bonus
 * wallet (while that bonus is open), the rest to main money.
 */
export function winSplit(win: bigint, stake: bigint, bonusStake: bigint): { main: bigint; bonus: bigint } {
  if (bonusStake <= 0n || stake <= 0n) return { main: win, bonus: 0n };
  const bonus = (win * (bonusStake > stake ? stake : bonusStake)) / stake;
  return { main: win - bonus, bonus };
}

/** The member's bonus wallet account when an open bonus exists (wins of bonus stakes go there). */
export async function openBonusAccount(tx: Tx, merchantId: number, memberId: number, currency: string) {
  const g = await repo.activeGrant(tx, memberId);
  if (!g) return null;
  return memberAccount(tx, { id: merchantId, currency }, memberId, 'member_bonus');
}

/** What the member can stake: main money, plus the bonus wallet while a bonus is open. */
export async function playableBalance(
  tx: Tx,
  q: { merchantId: number; memberId: number; currency: string; main: bigint },
): Promise<bigint> {
  const bonus = await openBonusAccount(tx, q.merchantId, q.memberId, q.currency);
  return bonus ? q.main + (await getBalance(tx, bonus.id)) : q.main;
}
