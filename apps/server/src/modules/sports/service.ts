import type { SiteLanguage, SportsBet, SportsFixture, SportsPlaceBet } from '@lotus/contracts';
import { cashOutValue, isEsport, type LegOutcome, oddsStyles, potentialReturn } from '@lotus/house/sports';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { amountOutOfRange, moneyDetail } from '../../lib/money';
import * as repo from './repository';
import type { BetRow, FixtureRow, LeagueRow, LegRow } from './repository';
import { settleFixture } from './settlement';
import { roundIdOf, sportsWallet } from './wallet';

/**
 * The sportsbook's player side (docs/ARCHITECTURE.md "Sportsbook"): the lobby of fixtures and markets,
 * bets (a single or a parlay of 2..10 legs on distinct fixtures) re-priced by the server and staked
 * through the seamless API, and the member's bets.
 */

// ── brand limits ─────────────────────────────────────────────────────────────────────────────

/** A brand without settings: 10.00 to 10,000,000.00 a bet, a return of at most 100,000,000.00. */
const DEFAULTS = { minStake: 10_00n, maxStake: 10_000_000_00n, maxPayout: 100_000_000_00n };

export async function sportsSettings(ctx: AppContext, merchantId: number) {
  const row = await repo.settingsOf(ctx.db, merchantId);
  return row ? { minStake: row.minStake, maxStake: row.maxStake, maxPayout: row.maxPayout } : DEFAULTS;
}

export const settingsView = (s: Awaited<ReturnType<typeof sportsSettings>>) => ({
  minStake: s.minStake,
  maxStake: s.maxStake,
  maxPayout: s.maxPayout,
});

/** Changes a brand's limits (what the patch names); min ≤ max ≤ max payout. */
export async function changeSportsSettings(
  ctx: AppContext,
  merchantId: number,
  patch: { minStake?: bigint; maxStake?: bigint; maxPayout?: bigint },
) {
  const before = await sportsSettings(ctx, merchantId);
  const next = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  if (next.minStake > next.maxStake) throw new AppError('validation_failed', 'minStake is above maxStake', 'minStake');
  if (next.maxStake > next.maxPayout) {
    throw new AppError('validation_failed', 'maxStake is above maxPayout', 'maxPayout');
  }
  await repo.saveSettings(ctx.db, { merchantId, ...next, updatedAt: ctx.now() });
  return { before: settingsView(before), after: settingsView(next) };
}

// ── views ────────────────────────────────────────────────────────────────────────────────────

export const SPORTS_OF = {
  sports: ['football'],
  esports: ['lol', 'dota2', 'cs2', 'valorant'],
} as const;

const leagueName = (l: LeagueRow, language: SiteLanguage) => (language === 'en' ? l.nameEn : l.nameVi);
const scoreOf = (f: FixtureRow) =>
  f.status === 'finished' && f.scoreHome !== null && f.scoreAway !== null
    ? { home: f.scoreHome, away: f.scoreAway }
    : null;

export function fixtureView(f: FixtureRow, l: LeagueRow, language: SiteLanguage) {
  return {
    id: f.id,
    league: l.code,
    leagueName: leagueName(l, language),
    sport: l.sport,
    home: f.home,
    away: f.away,
    kickoffAt: f.kickoffAt.toISOString(),
    status: f.status as SportsFixture['status'],
    score: scoreOf(f),
  };
}

/** The fixtures of sports or e-sports from four hours ago to three days on, with their markets. */
export async function lobby(
  ctx: AppContext,
  merchantId: number | null,
  kind: keyof typeof SPORTS_OF,
  language: SiteLanguage,
) {
  const now = ctx.now();
  const rows = await repo.fixturesFor(
    ctx.db,
    [...SPORTS_OF[kind]],
    new Date(now.getTime() - 4 * 3_600_000),
    new Date(now.getTime() + 3 * 86_400_000),
  );
  const markets = await repo.marketsOfFixtures(
    ctx.db,
    rows.map((r) => r.fixture.id),
  );
  const byFixture = new Map<number, SportsFixture['markets']>();
  for (const { market, selection } of markets) {
    let list = byFixture.get(market.fixtureId);
    if (!list) byFixture.set(market.fixtureId, (list = []));
    let m = list.find((x) => x.id === market.id);
    if (!m) {
      m = {
        id: market.id,
        type: market.type,
        line: market.line,
        status: market.status as SportsFixture['markets'][number]['status'],
        selections: [],
      };
      list.push(m);
    }
    const styles = oddsStyles(selection.odds);
    m.selections.push({ id: selection.id, key: selection.key, odds: selection.odds, ...styles });
  }
  const s = merchantId === null ? DEFAULTS : await sportsSettings(ctx, merchantId);
  return {
    minStake: s.minStake,
    maxStake: s.maxStake,
    maxPayout: s.maxPayout,
    fixtures: rows.map((r) => ({
      ...fixtureView(r.fixture, r.league, language),
      markets: byFixture.get(r.fixture.id) ?? [],
    })),
  };
}

type BetLeg = { leg: LegRow; fixture: FixtureRow; nowOdds: number; marketStatus: string };

/** What the book pays now to close an open bet (null: not cashable now). */
export function cashOutOf(bet: BetRow, legs: BetLeg[], now: Date): bigint | null {
  if (bet.status !== 'placed' || bet.errorCode) return null;
  return cashOutValue(
    bet.stake,
    legs.map((l) => {
      const open = l.marketStatus === 'open' && l.fixture.status === 'scheduled' && l.fixture.kickoffAt > now;
      return {
        outcome: l.leg.outcome as LegOutcome | null,
        odds: l.leg.odds,
        nowOdds: l.leg.outcome === null && open ? l.nowOdds : null,
      };
    }),
  );
}

export function betView(bet: BetRow, legs: BetLeg[], now: Date): SportsBet {
  const cashOut = cashOutOf(bet, legs, now);
  return {
    id: bet.id,
    kind: bet.kind as SportsBet['kind'],
    stake: bet.stake,
    odds: bet.odds,
    potentialReturn: bet.potentialReturn,
    payout: bet.payout,
    status: bet.status as SportsBet['status'],
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    cashOut,
    legs: legs.map(({ leg, fixture }) => ({
      fixtureId: fixture.id,
      home: fixture.home,
      away: fixture.away,
      kickoffAt: fixture.kickoffAt.toISOString(),
      marketType: leg.marketType,
      line: leg.line,
      selection: leg.selection,
      odds: leg.odds,
      outcome: leg.outcome as SportsBet['legs'][number]['outcome'],
      fixtureStatus: fixture.status as SportsFixture['status'],
      score: scoreOf(fixture),
    })),
  };
}

// ── placing a bet ────────────────────────────────────────────────────────────────────────────

/** A launch session of the sportsbook vendor: whose stakes it takes, with which token. */
export interface SportsSession {
  id: string;
  token: string;
  playerId: string;
  merchantId: number;
  memberId: number;
  currency: string;
}

type SlipRow = Awaited<ReturnType<typeof repo.selectionsForSlip>>[number];

/** Re-prices every leg against the book as it stands; refuses what the book cannot take. */
function price(body: SportsPlaceBet, rows: SlipRow[], now: Date) {
  const byId = new Map(rows.map((r) => [r.selection.id, r]));
  const legs = body.legs.map((leg, i) => {
    const r = byId.get(leg.selectionId);
    if (!r) throw new AppError('sports_selection_not_found', undefined, `legs.${i}.selectionId`);
    return { ...r, slipOdds: leg.odds };
  });
  const fixtures = new Set(legs.map((l) => l.fixture.id));
  if (fixtures.size !== legs.length) {
    throw new AppError('sports_bet_invalid', 'Each leg must be on a different fixture', 'legs');
  }
  const suspended = legs.filter(
    (l) => l.market.status !== 'open' || l.fixture.status !== 'scheduled' || l.fixture.kickoffAt <= now,
  );
  if (suspended.length) {
    throw new AppError('sports_market_suspended', undefined, 'legs', {
      selectionIds: suspended.map((l) => l.selection.id),
    });
  }
  if (legs.some((l) => l.selection.odds < l.slipOdds)) {
    throw new AppError('sports_odds_changed', undefined, 'legs', {
      legs: legs.map((l) => ({ selectionId: l.selection.id, odds: l.selection.odds })),
    });
  }
  return legs;
}

/**
 * Places a bet on a launch session of the sportsbook: every leg re-priced (lower odds than the slip's
 * are refused with the new odds; higher odds are taken), the brand's stake and payout limits, the bet
 * recorded pending with its legs, then staked through the seamless API; a refused stake is given back
 * (acknowledged if never taken) and is the answer.
 */
export async function placeBet(ctx: AppContext, session: SportsSession, body: SportsPlaceBet): Promise<SportsBet> {
  const now = ctx.now();
  const limits = await sportsSettings(ctx, session.merchantId);
  const legs = price(
    body,
    await repo.selectionsForSlip(
      ctx.db,
      body.legs.map((l) => l.selectionId),
    ),
    now,
  );
  if (body.stake < limits.minStake || body.stake > limits.maxStake) {
    throw amountOutOfRange(limits.minStake, limits.maxStake);
  }
  const odds = legs.map((l) => l.selection.odds);
  const potential = potentialReturn(body.stake, odds);
  if (potential > limits.maxPayout) {
    throw new AppError('sports_max_payout', undefined, 'stake', { maxPayout: moneyDetail(limits.maxPayout) });
  }
  const { bet, legs: legRows } = await inTransaction(ctx.db, async (tx) => {
    // The markets are read again under a share lock: a kick-off or a result waits for the bet to be written.
    const locked = price(
      body,
      await repo.selectionsForSlip(
        tx,
        body.legs.map((l) => l.selectionId),
        true,
      ),
      now,
    );
    const kind = locked.length === 1 ? 'single' : 'parlay';
    const gameCode = locked.every((l) => isEsport(l.league.sport)) ? 'esports' : 'sportsbook';
    return repo.insertBet(
      tx,
      {
        merchantId: session.merchantId,
        memberId: session.memberId,
        kind,
        sessionId: session.id,
        token: session.token,
        playerId: session.playerId,
        currency: session.currency,
        gameCode,
        stake: body.stake,
        odds: Number(potentialReturn(1000n, odds)),
        potentialReturn: potential,
        status: 'pending',
        createdAt: now,
      },
      locked.map((l) => ({
        fixtureId: l.fixture.id,
        marketId: l.market.id,
        selectionId: l.selection.id,
        marketType: l.market.type,
        line: l.market.line,
        selection: l.selection.key,
        odds: l.selection.odds,
      })),
    );
  });
  try {
    await sportsWallet.stake(ctx, bet, { roundId: roundIdOf(bet), gameCode: bet.gameCode, amount: bet.stake });
  } catch (error) {
    await undoBet(ctx, bet, error instanceof AppError ? error.errorCode : 'system_error');
    throw error;
  }
  const [placed] = await repo.setBet(ctx.db, bet.id, ['pending'], { status: 'placed' });
  // A result entered while the stake was in flight did not see this bet: its fixture is settled again.
  for (const l of legRows) {
    const f = await repo.fixtureById(ctx.db, l.fixtureId);
    if (f && f.resultVersion > 0) await settleFixture(ctx, f);
  }
  const [view] = await repo.betsWithLegs(ctx.db, [bet.id]);
  return betView(view?.bet ?? placed ?? bet, view?.legs ?? [], ctx.now());
}

/** A bet whose stake was refused: given back (acknowledged if never taken) and marked rejected. */
async function undoBet(ctx: AppContext, bet: BetRow, errorCode: string) {
  try {
    await sportsWallet.refund(ctx, bet, { roundId: roundIdOf(bet) });
  } catch {
    return; // left pending: the job rolls it back
  }
  await repo.setBet(ctx.db, bet.id, ['pending'], { status: 'rejected', errorCode });
}

/** Bets whose stake call never answered: rolled back and rejected (the job). */
export async function rejectStalePending(ctx: AppContext, before: Date): Promise<number> {
  const bets = await repo.stalePending(ctx.db, before, 100);
  for (const b of bets) await undoBet(ctx, b, 'wallet_unavailable');
  return bets.length;
}

// ── reads ────────────────────────────────────────────────────────────────────────────────────

export async function myBets(
  ctx: AppContext,
  session: Pick<SportsSession, 'merchantId' | 'memberId'>,
  q: { state: 'open' | 'settled'; limit: number },
) {
  const ids = await repo.memberBetIds(ctx.db, session.merchantId, session.memberId, q.state, q.limit);
  const now = ctx.now();
  return (await repo.betsWithLegs(ctx.db, ids)).reverse().map((b) => betView(b.bet, b.legs, now));
}

async function ownBet(ctx: AppContext, session: Pick<SportsSession, 'merchantId' | 'memberId'>, id: number) {
  const [b] = await repo.betsWithLegs(ctx.db, [id]);
  if (!b || b.bet.merchantId !== session.merchantId || b.bet.memberId !== session.memberId) {
    throw new AppError('sports_bet_not_found');
  }
  return b;
}

/** A bet of a player (its replay page: the signed link names the player). */
export async function betOfPlayer(ctx: AppContext, id: number, playerId: string) {
  const [b] = await repo.betsWithLegs(ctx.db, [id]);
  if (!b || b.bet.playerId !== playerId) throw new AppError('sports_bet_not_found');
  return betView(b.bet, b.legs, ctx.now());
}

/** One of the member's bets (another member's is not found). */
export async function myBet(ctx: AppContext, session: Pick<SportsSession, 'merchantId' | 'memberId'>, id: number) {
  const b = await ownBet(ctx, session, id);
  return betView(b.bet, b.legs, ctx.now());
}

/**
 * Cashes out an open bet at the book's price now, if it is at least what the player was shown
 * (`amount`; less is refused with sports_odds_changed and the new price). The payout is the bet's next
 * settlement `SB<bet>-w<v>`, once; the bet is cashed_out and later results do not move its money.
 */
export async function cashOut(
  ctx: AppContext,
  session: Pick<SportsSession, 'merchantId' | 'memberId'>,
  id: number,
  amount: bigint,
) {
  const b = await ownBet(ctx, session, id);
  const value = cashOutOf(b.bet, b.legs, ctx.now());
  if (value === null || value <= 0n) throw new AppError('sports_cashout_unavailable');
  if (value < amount) {
    throw new AppError('sports_odds_changed', undefined, 'amount', { cashOut: moneyDetail(value) });
  }
  const version = b.bet.payVersion + 1;
  await sportsWallet.pay(ctx, b.bet, {
    roundId: roundIdOf(b.bet),
    gameCode: b.bet.gameCode,
    version,
    amount: value,
  });
  const [moved] = await repo.setBet(ctx.db, b.bet.id, ['placed'], {
    status: 'cashed_out',
    payout: value,
    payVersion: version,
    settledAt: ctx.now(),
  });
  if (!moved) throw new AppError('sports_cashout_unavailable');
  return myBet(ctx, session, id);
}
