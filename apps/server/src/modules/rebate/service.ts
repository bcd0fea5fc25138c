import {
  GAME_CATEGORIES,
  MOD,
  type GameCategory,
  type OpsRebateClaimReport,
  type RebateClaim,
  type RebateClaimPage,
  type RebatePayout,
  type RebateSettings,
  type RebateSummary,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { dayIn, shiftDay, startOfDay } from '../../lib/zonedTime';
import { memberById } from '../accounts/service';
import { isModuleEnabled, type Merchant } from '../brands/service';
import { postTransfer } from '../ledger/service';
import { issueBonus } from '../promotions/service';
import { closedValidBetByCategory } from '../records/service';
import { brandAccount, memberAccount, publishBalanceChange } from '../wallets/service';
import * as repo from './repository';
import { listPage, pageWindow } from '../../db/paging';

/**
 * Cashback, the member centre's manualRebate (docs/API.md "Cashback").
 *
 * What a member may claim is, per game category, the valid bets of all their rounds that are no longer open
 * (modules/records) less the valid bets their earlier claims counted. A claim records what it counted per
 * category, so no bet is paid twice; a bet rolled back after a claim lowers the records' total below what was
 * counted, and the next claim's line for that category is negative (deducted at the rate of that claim).
 * Each category's cashback is validBet × rate / 10000 rounded down (towards minus infinity) to a minor unit; a
 * claim pays the lines' sum when it is positive and at least the brand's minimum, under its daily cap (the
 * rest of a capped claim is not carried over). Every claim of a member locks its rebate_accounts row, and a
 * client's request key makes a retried claim answer the first.
 */

const DEFAULTS = {
  payout: 'main' as RebatePayout,
  wageringMultipleTenths: 10,
  bonusExpiryDays: 7,
  minClaim: 100n,
  dailyCap: null as bigint | null,
};
type Settings = typeof DEFAULTS;

const ALL_WEIGHTS = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 10_000]));
const TITLE = { vi: 'Hoàn trả', en: 'Cashback' };

async function settingsOf(db: Tx, merchantId: number): Promise<Settings> {
  const row = await repo.settingsOf(db, merchantId);
  if (!row) return DEFAULTS;
  return {
    payout: row.payout as RebatePayout,
    wageringMultipleTenths: row.wageringMultipleTenths,
    bonusExpiryDays: row.bonusExpiryDays,
    minClaim: row.minClaim,
    dailyCap: row.dailyCap,
  };
}

export const rebateEnabled = (db: Tx, merchantId: number) => isModuleEnabled(db, merchantId, MOD.MANUAL_REBATE);

async function requireEnabled(db: Tx, merchantId: number) {
  if (!(await rebateEnabled(db, merchantId))) throw new AppError('feature_disabled', undefined, MOD.MANUAL_REBATE);
}

/** validBet × bps / 10000, rounded towards minus infinity. */
function cashbackOf(validBet: bigint, bps: number): bigint {
  const n = validBet * BigInt(bps);
  return n >= 0n ? n / 10_000n : -((-n + 9_999n) / 10_000n);
}

/** The rate of a category at a VIP level: the row of the highest configured level at or below it (else 0). */
function rateAt(rates: repo.RateRow[], vipLevel: number, gameType: string): number {
  let best: repo.RateRow | undefined;
  for (const r of rates) {
    if (r.gameType === gameType && r.vipLevel <= vipLevel && (!best || r.vipLevel > best.vipLevel)) best = r;
  }
  return best?.rateBps ?? 0;
}

interface Line {
  gameType: GameCategory;
  validBet: bigint;
  rateBps: number;
  amount: bigint;
}

interface Computed {
  vipLevel: number;
  lines: Line[];
  validBet: bigint;
  amount: bigint;
  settings: Settings;
  paidToday: bigint;
  claimable: bigint;
  blocked: RebateSummary['blocked'];
}

async function compute(db: Tx, merchant: Merchant, memberId: number, now: Date): Promise<Computed> {
  const member = await memberById(db, merchant.id, memberId);
  if (!member) throw new AppError('user.or.token.invalid');
  const [settings, rates, totals, claimed] = [
    await settingsOf(db, merchant.id),
    await repo.ratesOf(db, merchant.id),
    await closedValidBetByCategory(db, { merchantId: merchant.id, memberId }),
    await repo.claimedByCategory(db, memberId),
  ];
  const lines: Line[] = [];
  for (const gameType of GAME_CATEGORIES) {
    const validBet = (totals.get(gameType) ?? 0n) - (claimed.get(gameType) ?? 0n);
    const rateBps = rateAt(rates, member.vipLevel, gameType);
    if (validBet === 0n && rateBps === 0) continue;
    lines.push({ gameType, validBet, rateBps, amount: cashbackOf(validBet, rateBps) });
  }
  const validBet = lines.reduce((s, l) => s + l.validBet, 0n);
  const amount = lines.reduce((s, l) => s + l.amount, 0n);
  const paidToday = await repo.paidSince(db, memberId, startOfDay(merchant.timeZone, dayIn(merchant.timeZone, now)));
  const room = settings.dailyCap === null ? amount : settings.dailyCap - paidToday;
  let blocked: RebateSummary['blocked'] = null;
  if (amount <= 0n) blocked = 'nothing';
  else if (amount < settings.minClaim) blocked = 'below_minimum';
  else if (room <= 0n) blocked = 'daily_cap';
  const claimable = blocked ? 0n : amount < room ? amount : room;
  return { vipLevel: member.vipLevel, lines, validBet, amount, settings, paidToday, claimable, blocked };
}

const lineView = (l: { gameType: string; validBet: bigint; rateBps: number; amount: bigint }) => ({
  gameType: l.gameType as GameCategory,
  validBet: l.validBet,
  rateBps: l.rateBps,
  amount: l.amount,
});

/** manualRebate: what the member's unclaimed bets earn now. */
export async function rebateSummary(db: Tx, merchant: Merchant, memberId: number, now: Date): Promise<RebateSummary> {
  await requireEnabled(db, merchant.id);
  const c = await compute(db, merchant, memberId, now);
  const account = await repo.accountOf(db, memberId);
  return {
    currency: merchant.currency,
    vipLevel: c.vipLevel,
    lines: c.lines.map(lineView),
    validBet: c.validBet,
    amount: c.amount,
    claimable: c.claimable,
    minClaim: c.settings.minClaim,
    dailyCap: c.settings.dailyCap,
    paidToday: c.paidToday,
    payout: c.settings.payout,
    wageringMultiple: c.settings.wageringMultipleTenths / 10,
    lastClaimAt: account?.lastClaimAt?.toISOString() ?? null,
    blocked: c.blocked,
  };
}

function claimView(c: repo.ClaimRow, lines: repo.LineRow[]): RebateClaim {
  return {
    id: c.id,
    createdAt: c.createdAt.toISOString(),
    vipLevel: c.vipLevel,
    validBet: c.validBet,
    earned: c.earned,
    amount: c.amount,
    payout: c.payout as RebatePayout,
    wageringMultiple: c.wageringMultipleTenths / 10,
    lines: lines.filter((l) => l.claimId === c.id).map(lineView),
  };
}

async function viewOf(db: Tx, c: repo.ClaimRow): Promise<RebateClaim> {
  return claimView(c, await repo.linesOf(db, [c.id]));
}

const BLOCK_ERRORS = {
  nothing: 'rebate_nothing_to_claim',
  below_minimum: 'rebate_below_minimum',
  daily_cap: 'rebate_daily_cap_reached',
} as const;

/**
 * Claims the member's cashback. Exactly once per request key; parallel claims queue on the member's account
 * row, so the second sees what the first counted and finds nothing left.
 */
export async function claimRebate(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  requestKey: string,
): Promise<RebateClaim> {
  await requireEnabled(ctx.db, merchant.id);
  const replay = await repo.claimByKey(ctx.db, memberId, requestKey);
  if (replay) return viewOf(ctx.db, replay);
  const { claim, paid } = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    await repo.lockAccount(tx, merchant.id, memberId, now);
    const again = await repo.claimByKey(tx, memberId, requestKey);
    if (again) return { claim: again, paid: false };
    const c = await compute(tx, merchant, memberId, now);
    if (c.blocked) throw new AppError(BLOCK_ERRORS[c.blocked]);
    const ledgerKey = `rebate:${merchant.id}:${memberId}:${requestKey}`;
    const row = await repo.insertClaim(
      tx,
      {
        merchantId: merchant.id,
        memberId,
        requestKey,
        vipLevel: c.vipLevel,
        validBet: c.validBet,
        earned: c.amount,
        amount: c.claimable,
        payout: c.settings.payout,
        wageringMultipleTenths: c.settings.payout === 'bonus' ? c.settings.wageringMultipleTenths : 0,
        ledgerKey,
        createdAt: now,
      },
      c.lines.filter((l) => l.validBet !== 0n),
    );
    await repo.markClaimed(tx, memberId, now);
    if (c.settings.payout === 'bonus') {
      await issueBonus(tx, {
        merchantId: merchant.id,
        memberId,
        promotionId: null,
        entryId: row.id,
        type: 'rebate',
        title: TITLE,
        amount: c.claimable,
        deposit: 0n,
        wagering: {
          multipleTenths: c.settings.wageringMultipleTenths,
          includeDeposit: false,
          weights: ALL_WEIGHTS,
          maxStake: null,
          expiryDays: c.settings.bonusExpiryDays,
        },
        key: ledgerKey,
        now,
      });
    } else {
      await postTransfer(tx, {
        merchantId: merchant.id,
        type: 'bonus',
        idempotencyKey: ledgerKey,
        reference: `rebate:${row.id}`,
        memo: 'rebate',
        fromAccountId: (await brandAccount(tx, merchant, 'promotion')).id,
        toAccountId: (await memberAccount(tx, merchant, memberId, 'member_main')).id,
        amount: c.claimable,
      });
    }
    return { claim: row, paid: true };
  });
  if (paid) publishBalanceChange(ctx, merchant.id, [memberId]);
  return viewOf(ctx.db, claim);
}

/** The member's claims, newest first. */
export async function memberClaims(
  db: Tx,
  merchantId: number,
  memberId: number,
  q: { pageNo: number; pageSize: number },
): Promise<RebateClaimPage> {
  await requireEnabled(db, merchantId);
  const { rows, total } = await repo.memberClaims(db, memberId, pageWindow(q));
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.id),
  );
  return listPage(
    rows.map((r) => claimView(r, lines)),
    total,
    q,
  );
}

// ── operator ──────────────────────────────────────────────────────────────────────────────────

export async function opsSettings(db: Tx, merchantId: number): Promise<RebateSettings> {
  const s = await settingsOf(db, merchantId);
  return {
    enabled: await rebateEnabled(db, merchantId),
    payout: s.payout,
    wageringMultiple: s.wageringMultipleTenths / 10,
    bonusExpiryDays: s.bonusExpiryDays,
    minClaim: s.minClaim,
    dailyCap: s.dailyCap,
  };
}

export interface SettingsChange {
  payout?: RebatePayout | undefined;
  wageringMultiple?: number | undefined;
  bonusExpiryDays?: number | undefined;
  minClaim?: bigint | undefined;
  dailyCap?: bigint | null | undefined;
}

/** Changes the brand's payout; answers the settings before and after (for the audit entry). */
export async function changeSettings(tx: Tx, merchantId: number, patch: SettingsChange, now: Date) {
  const before = await settingsOf(tx, merchantId);
  const after: Settings = {
    payout: patch.payout ?? before.payout,
    wageringMultipleTenths:
      patch.wageringMultiple === undefined ? before.wageringMultipleTenths : Math.round(patch.wageringMultiple * 10),
    bonusExpiryDays: patch.bonusExpiryDays ?? before.bonusExpiryDays,
    minClaim: patch.minClaim ?? before.minClaim,
    dailyCap: patch.dailyCap === undefined ? before.dailyCap : patch.dailyCap,
  };
  await repo.upsertSettings(tx, merchantId, after, now);
  return { before: opsView(before), after: opsView(after) };
}

const opsView = (s: Settings) => ({
  payout: s.payout,
  wageringMultiple: s.wageringMultipleTenths / 10,
  bonusExpiryDays: s.bonusExpiryDays,
  minClaim: s.minClaim,
  dailyCap: s.dailyCap,
});

export async function opsRates(db: Tx, merchantId: number) {
  return (await repo.ratesOf(db, merchantId)).map((r) => ({
    vipLevel: r.vipLevel,
    gameType: r.gameType as GameCategory,
    rateBps: r.rateBps,
  }));
}

/** Sets rates (others unchanged); answers the changed rows before and after. */
export async function setRates(
  tx: Tx,
  merchantId: number,
  rates: Array<{ vipLevel: number; gameType: GameCategory; rateBps: number }>,
  now: Date,
) {
  const old = await opsRates(tx, merchantId);
  const key = (r: { vipLevel: number; gameType: string }) => `${r.vipLevel}:${r.gameType}`;
  const unique = [...new Map(rates.map((r) => [key(r), r])).values()];
  const keys = new Set(unique.map(key));
  await repo.upsertRates(tx, merchantId, unique, now);
  return { before: old.filter((r) => keys.has(key(r))), after: unique };
}

/** The claims report: a brand's claims over the brand's days [startDate, endDate], newest first. */
export async function claimsReport(
  db: Tx,
  merchant: Merchant,
  q: {
    pageNo: number;
    pageSize: number;
    memberId?: number | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
): Promise<OpsRebateClaimReport> {
  const f: repo.ClaimFilter = {
    merchantId: merchant.id,
    memberId: q.memberId,
    from: q.startDate ? startOfDay(merchant.timeZone, q.startDate) : undefined,
    to: q.endDate ? startOfDay(merchant.timeZone, shiftDay(q.endDate, 1)) : undefined,
  };
  const { rows, totals } = await repo.brandClaims(db, f, pageWindow(q));
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.claim.id),
  );
  const total = Number(totals.n);
  return {
    ...listPage(
      rows.map((r) => ({ ...claimView(r.claim, lines), username: r.username, requestKey: r.claim.requestKey })),
      total,
      q,
    ),
    totals: {
      count: total,
      validBet: BigInt(totals.validBet),
      earned: BigInt(totals.earned),
      amount: BigInt(totals.amount),
    },
  };
}
