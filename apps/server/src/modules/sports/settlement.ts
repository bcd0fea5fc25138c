import { betReturn, betStatusOf, type LegOutcome, type MarketType, settleSelection } from '@lotus/house/sports';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import type { BetRow, FixtureRow, LegRow } from './repository';
import { roundIdOf, sportsWallet } from './wallet';

/**
 * Settlement (docs/ARCHITECTURE.md "Sportsbook"): a fixture's result is entered once as version 1 (by
 * the demo feed or an operator); a correction or a cancellation is the next version. Settling a version
 * sets the outcome of every leg on the fixture, then brings each of their bets to what its legs say:
 * a bet is decided once every leg has an outcome or one leg lost; a decided bet is paid its return
 * through the seamless API as `SB<bet>-w<v>` (v its next settlement; 0 for a loss closes the round);
 * a settled bet whose legs now say otherwise is first reversed (`SB<bet>-x<v>`, the payout taken back
 * and the round opened again), then paid anew. Every money movement is once per transaction id, and a
 * bet moves only from the status it was read in, so a second settlement of the same version does nothing.
 */

/** A leg's outcome on its fixture as it stands (null: no result yet). */
function legOutcome(leg: Pick<LegRow, 'marketType' | 'line' | 'selection'>, f: FixtureRow): LegOutcome | null {
  if (f.status === 'cancelled') return 'void';
  if (f.status !== 'finished' || f.scoreHome === null || f.scoreAway === null) return null;
  return settleSelection(leg.marketType as MarketType, leg.line, leg.selection, {
    home: f.scoreHome,
    away: f.scoreAway,
  });
}

/** What a bet's legs decide: null while open; else its status and payout. */
export function decisionOf(bet: Pick<BetRow, 'stake'>, legs: { outcome: string | null; odds: number }[]) {
  if (legs.some((l) => l.outcome === 'lost')) return { status: 'lost' as const, payout: 0n };
  if (legs.some((l) => l.outcome === null)) return null;
  const decided = legs.map((l) => ({ outcome: l.outcome as LegOutcome, odds: l.odds }));
  const payout = betReturn(bet.stake, decided);
  return { status: betStatusOf(payout, decided), payout };
}

const SETTLED = ['won', 'lost', 'void'];

/** Keeps a refusal on the bet for operations (the job does not pick it again until it is cleared). */
async function refused(ctx: AppContext, bet: BetRow, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  await repo.setBet(ctx.db, bet.id, [bet.status], { errorCode: error.errorCode });
}

/** Brings one bet to what its legs say (see above). Answers 1 when it paid or reversed. */
async function settleBet(ctx: AppContext, bet: BetRow, legs: { outcome: string | null; odds: number }[]) {
  // A cash-out is final: its legs' outcomes are recorded, its money is not moved again.
  if (bet.status !== 'placed' && !SETTLED.includes(bet.status)) return 0;
  const target = decisionOf(bet, legs);
  let current = bet;
  if (SETTLED.includes(bet.status)) {
    if (target && target.status === bet.status && target.payout === bet.payout) return 0;
    try {
      await sportsWallet.reverse(ctx, bet, { roundId: roundIdOf(bet), version: bet.payVersion });
    } catch (error) {
      await refused(ctx, bet, error);
      return 0;
    }
    const [moved] = await repo.setBet(ctx.db, bet.id, [bet.status], {
      status: 'placed',
      payout: null,
      settledAt: null,
    });
    if (!moved) return 0;
    current = moved;
  }
  if (current.status !== 'placed' || !target) return 1;
  const version = current.payVersion + 1;
  try {
    await sportsWallet.pay(ctx, current, {
      roundId: roundIdOf(current),
      gameCode: current.gameCode,
      version,
      amount: target.payout,
    });
  } catch (error) {
    await refused(ctx, current, error);
    return 0;
  }
  await repo.setBet(ctx.db, current.id, ['placed'], {
    status: target.status,
    payout: target.payout,
    payVersion: version,
    settledAt: ctx.now(),
    errorCode: null,
  });
  return 1;
}

/** Settles a fixture's current result version (resumable and safe to run twice). Answers the bets moved. */
export async function settleFixture(ctx: AppContext, read: FixtureRow): Promise<number> {
  // As it stands now (a correction may have come since the caller read it).
  const fixture = (await repo.fixtureById(ctx.db, read.id)) ?? read;
  const legs = await repo.legsOnFixture(ctx.db, fixture.id);
  const outcomes = legs.map(({ leg }) => ({ id: leg.id, outcome: legOutcome(leg, fixture) }));
  await repo.setLegOutcomes(
    ctx.db,
    fixture.id,
    outcomes.filter((o): o is { id: number; outcome: LegOutcome } => o.outcome !== null),
  );
  let moved = 0;
  const betIds = [...new Set(legs.map((l) => l.leg.betId))];
  for (const { bet, legs: betLegs } of await repo.betsWithLegs(ctx.db, betIds)) {
    if (bet.errorCode) continue;
    moved += await settleBet(
      ctx,
      bet,
      betLegs.map((l) => ({ outcome: l.leg.outcome, odds: l.leg.odds })),
    );
  }
  await repo.markSettled(ctx.db, fixture.id, fixture.resultVersion);
  return moved;
}

// ── results ────────────────────────────────────────────────────────────────────────────────

/** Whether a score can end a fixture of its league: football any; e-sports a finished best-of series. */
function scoreShapeError(bestOf: number, sport: string, home: number, away: number): string | null {
  if (sport === 'football') return null;
  const need = Math.ceil(bestOf / 2);
  if (Math.max(home, away) !== need || Math.min(home, away) >= need) {
    return `A best of ${bestOf} ends when one side wins ${need} maps`;
  }
  return null;
}

/**
 * Enters a fixture's result (the feed's or an operator's): once, after kick-off; `correction` replaces
 * an entered result (or a cancellation) and re-settles its bets. Settles before answering.
 */
export async function enterResult(
  ctx: AppContext,
  fixtureId: number,
  input: { home: number; away: number; correction: boolean; reason?: string },
  enteredBy: string,
): Promise<FixtureRow> {
  const fixture = await repo.fixtureById(ctx.db, fixtureId);
  if (!fixture) throw new AppError('sports_fixture_not_found');
  const league = (await repo.leagues(ctx.db)).find((l) => l.id === fixture.leagueId)!;
  const shape = scoreShapeError(league.bestOf, league.sport, input.home, input.away);
  if (shape) throw new AppError('validation_failed', shape, 'home');
  const now = ctx.now();
  if (input.correction) {
    if (fixture.resultVersion === 0) throw new AppError('sports_fixture_state', 'No result to correct');
  } else {
    if (fixture.resultVersion > 0) throw new AppError('sports_result_exists');
    if (fixture.kickoffAt > now) throw new AppError('sports_fixture_state', 'The fixture has not kicked off');
    if (fixture.status === 'scheduled') await repo.startDue(ctx.db, now);
  }
  const updated = await inTransaction(ctx.db, (tx) =>
    repo.recordResult(tx, fixture.id, fixture.resultVersion, {
      kind: 'result',
      home: input.home,
      away: input.away,
      enteredBy,
      reason: input.reason,
      now,
    }),
  );
  if (!updated) throw new AppError('sports_result_exists');
  await settleFixture(ctx, updated);
  return (await repo.fixtureById(ctx.db, fixture.id))!;
}

/** Cancels a fixture (before or after its result): every leg on it is void, its bets settled again. */
export async function cancelFixture(ctx: AppContext, fixtureId: number, reason: string, enteredBy: string) {
  const fixture = await repo.fixtureById(ctx.db, fixtureId);
  if (!fixture) throw new AppError('sports_fixture_not_found');
  if (fixture.status === 'cancelled') throw new AppError('sports_fixture_state', 'The fixture is cancelled already');
  const updated = await inTransaction(ctx.db, (tx) =>
    repo.recordResult(tx, fixture.id, fixture.resultVersion, { kind: 'cancelled', enteredBy, reason, now: ctx.now() }),
  );
  if (!updated) throw new AppError('sports_fixture_state', 'The fixture changed meanwhile; try again');
  await settleFixture(ctx, updated);
  return (await repo.fixtureById(ctx.db, fixture.id))!;
}

/**
 * Retries a bet the wallet refused to pay or reverse (its error code): the code is cleared where it is
 * still set (two retries at once: one takes it), then every fixture of its legs with a result is settled
 * again with the same transaction ids, so nothing moves twice. Answers the bet as it ends (a new refusal
 * is kept again).
 */
export async function retryBet(ctx: AppContext, bet: BetRow): Promise<BetRow> {
  // A refused stake (rejected) is final; a payout or reversal refused is what a retry is for.
  if (!bet.errorCode || !['placed', ...SETTLED].includes(bet.status)) throw new AppError('sports_bet_not_stuck');
  const cleared = await repo.clearError(ctx.db, bet.id);
  if (!cleared) throw new AppError('sports_bet_not_stuck');
  for (const fixtureId of await repo.fixturesOfBet(ctx.db, bet.id)) {
    const f = await repo.fixtureById(ctx.db, fixtureId);
    if (f && f.resultVersion > 0) await settleFixture(ctx, f);
  }
  return (await repo.betById(ctx.db, bet.id))!;
}
