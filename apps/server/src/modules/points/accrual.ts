import type { GameCategory, PointEarnSource, PointRates } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import * as repo from './repository';
import { changePoints } from './balance';

/**
 * The points.accrue job: points on settled valid bets and on credited deposits.
 *
 * Why a job and not a hook in the bet path: the settlement transaction stays as short as it is (no
 * extra row lock on the hot path of every round), the provider gateway does not depend on points, and
 * a round settled while points were off or the process was down is still credited later. Exactly once
 * comes from the database, not from the runner: each batch runs in one transaction holding the brand's
 * point_settings row lock (so two processes take turns), reads only rounds / deposits without a journal
 * row (`bet:<round id>`, `deposit:<order no>`, unique per brand) and moves the brand's cursor
 * (bets_until, deposits_until) in the same transaction.
 *
 * Rules: points = floor(valid bet (or deposit) × rate / 1,000 major units); a round earns when it is
 * settled with a valid bet, at least SETTLE_DELAY_MS after its settlement (a transaction committing
 * late is not skipped), and at most ROUND_LOOKBACK_MS after its bet; a round rolled back later keeps
 * what it earned (points never expire nor go back).
 */

const SETTLE_DELAY_MS = 60_000;
const ROUND_LOOKBACK_MS = 30 * 86_400_000;
const BATCH = 500;

/** Which earning source a game category is (categories without one earn nothing). */
const SOURCE_OF: Partial<Record<GameCategory, Exclude<PointEarnSource, 'DEPOSIT'>>> = {
  LIVE: 'LIVE',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  PVP: 'PVP',
  RNG: 'SLOTS',
  SPORTS: 'SPORTS',
};

/** Points for an amount in minor units at a rate per 1,000 major units (100,000 minor), rounded down. */
export const pointsFor = (minor: bigint, rate: number): bigint => (minor * BigInt(rate)) / 100_000n;

function ratedTypes(rates: PointRates): string[] {
  return Object.entries(SOURCE_OF)
    .filter(([, source]) => rates[source] > 0)
    .map(([type]) => type);
}

async function accrueBets(ctx: AppContext, merchantId: number): Promise<number> {
  let total = 0;
  for (;;) {
    const round = await inTransaction(ctx.db, async (tx) => {
      const s = await repo.lockSettings(tx, merchantId);
      const now = ctx.now();
      const cutoff = new Date(now.getTime() - SETTLE_DELAY_MS);
      if (!s || !s.enabled || s.betsUntil >= cutoff) return { done: true, n: 0 };
      const rows = await repo.roundsToCredit(tx, {
        merchantId,
        gameTypes: ratedTypes(s.rates),
        from: s.betsUntil,
        to: cutoff,
        betFrom: new Date(s.betsUntil.getTime() - ROUND_LOOKBACK_MS),
        limit: BATCH,
      });
      let n = 0;
      for (const r of rows) {
        const source = SOURCE_OF[r.gameType as GameCategory]!;
        const points = pointsFor(r.validBet, s.rates[source]);
        if (points <= 0n) continue;
        const done = await changePoints(tx, {
          merchantId,
          memberId: r.memberId,
          points,
          source,
          sourceKey: `bet:${r.id}`,
          note: r.gameType,
          now,
        });
        if (done.applied) n++;
      }
      const last = rows.at(-1)?.settledAt;
      const full = rows.length === BATCH && last != null && last > s.betsUntil;
      await repo.updateSettings(tx, merchantId, { betsUntil: full ? last : cutoff });
      return { done: !full, n };
    });
    total += round.n;
    if (round.done) return total;
  }
}

async function accrueDeposits(ctx: AppContext, merchantId: number): Promise<number> {
  let total = 0;
  for (;;) {
    const round = await inTransaction(ctx.db, async (tx) => {
      const s = await repo.lockSettings(tx, merchantId);
      const now = ctx.now();
      const cutoff = new Date(now.getTime() - SETTLE_DELAY_MS);
      if (!s || !s.enabled || s.depositsUntil >= cutoff) return { done: true, n: 0 };
      const rows =
        s.rates.DEPOSIT > 0
          ? await repo.depositsToCredit(tx, { merchantId, from: s.depositsUntil, to: cutoff, limit: BATCH })
          : [];
      let n = 0;
      for (const d of rows) {
        const points = pointsFor(d.amount, s.rates.DEPOSIT);
        if (points <= 0n) continue;
        const done = await changePoints(tx, {
          merchantId,
          memberId: d.memberId,
          points,
          source: 'DEPOSIT',
          sourceKey: `deposit:${d.orderNo}`,
          note: d.orderNo,
          now,
        });
        if (done.applied) n++;
      }
      const last = rows.at(-1)?.creditedAt;
      const full = rows.length === BATCH && last != null && last > s.depositsUntil;
      await repo.updateSettings(tx, merchantId, { depositsUntil: full ? last : cutoff });
      return { done: !full, n };
    });
    total += round.n;
    if (round.done) return total;
  }
}

/** One round of the job over every brand with points on: how many bets and deposits earned points. */
export async function accruePoints(ctx: AppContext): Promise<number> {
  let n = 0;
  for (const merchantId of await repo.enabledMerchants(ctx.db)) {
    n += await accrueBets(ctx, merchantId);
    n += await accrueDeposits(ctx, merchantId);
  }
  return n;
}
