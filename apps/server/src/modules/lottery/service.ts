import crypto from 'node:crypto';
import type { LotteryDraw, LotteryPlaceBets, SiteLanguage } from '@lotus/contracts';
import {
  betTypeOf,
  betTypesOf,
  gameName,
  type DrawResult,
  type Family,
  isVnResult,
  defaultOdds,
  FAST_GAMES,
  oddsFor,
  type OddsTable,
  type PrizeMode,
  PRIZE_MODES,
} from '@lotus/house/lottery';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { amountOutOfRange } from '../../lib/money';
import type { AuthMember } from '../../plugins/auth';
import type { Merchant } from '../brands/service';
import { createLaunchSession } from '../provider/service';
import { drawYear, ensureDraws, exposureOf } from './draws';
import * as repo from './repository';
import type { BetRow, DrawRow } from './repository';
import { lotteryVendor, refundBet, stakeBet } from './wallet';
import { listPage, pageWindow } from '../../db/paging';

export { runLottery, enterResult, cancelLotteryDraw, retryStuckBets } from './draws';

/**
 * The lottery's member side (docs/API.md "Lottery"): the lobby of open draws with the brand's odds,
 * bet slips paid through the lottery vendor's seamless calls, the member's bets, results, hot and cold
 * numbers and the numero calls of SPEC §7.
 */

// ── brand settings ──────────────────────────────────────────────────────────────────────────

export interface LotterySettings {
  /** The brand's own odds by key (the rest follow the prize modes). */
  overrides: Record<string, number>;
  vnPrizeMode: PrizeMode;
  fastPrizeMode: PrizeMode;
  vnOdds: OddsTable;
  fastOdds: OddsTable;
  minStake: bigint;
  maxStake: bigint;
  exposureLimit: bigint;
}

/** The defaults of a brand without settings: Lott for VN, Elott for fast games, 1.00 to 10,000,000.00 a bet. */
const DEFAULTS = {
  vnPrizeMode: 'Lott' as PrizeMode,
  fastPrizeMode: 'Elott' as PrizeMode,
  minStake: 100n,
  maxStake: 1_000_000_000n,
  exposureLimit: 50_000_000_000n,
};

const modeOf = (v: string, fallback: PrizeMode): PrizeMode =>
  (PRIZE_MODES as readonly string[]).includes(v) ? (v as PrizeMode) : fallback;

/**
 * A brand's lottery settings (null: the defaults). `playMode`: the prize mode the member plays (the page's,
 * SPEC §4), which both the VN and the fast odds follow instead of the brand's modes (its overrides stay).
 */
export async function lotterySettings(
  ctx: AppContext,
  merchantId: number | null,
  playMode?: PrizeMode,
): Promise<LotterySettings> {
  const row = merchantId === null ? undefined : await repo.settingsOf(ctx.db, merchantId);
  const overrides = (row?.odds ?? {}) as Record<string, unknown>;
  const vnPrizeMode = playMode ?? modeOf(row?.vnPrizeMode ?? '', DEFAULTS.vnPrizeMode);
  const fastPrizeMode = playMode ?? modeOf(row?.fastPrizeMode ?? '', DEFAULTS.fastPrizeMode);
  return {
    overrides: overrides as Record<string, number>,
    vnPrizeMode,
    fastPrizeMode,
    vnOdds: oddsFor(vnPrizeMode, overrides),
    fastOdds: oddsFor(fastPrizeMode, overrides),
    minStake: row?.minStake ?? DEFAULTS.minStake,
    maxStake: row?.maxStake ?? DEFAULTS.maxStake,
    exposureLimit: row?.exposureLimit ?? DEFAULTS.exposureLimit,
  };
}

/** The settings as operators read them (money of the answers, decision 0021). */
export const settingsView = (s: LotterySettings) => ({
  vnPrizeMode: s.vnPrizeMode,
  fastPrizeMode: s.fastPrizeMode,
  odds: s.overrides,
  minStake: s.minStake,
  maxStake: s.maxStake,
  exposureLimit: s.exposureLimit,
});

/** Changes a brand's settings (what the patch names); odds keys must be the engine's, min ≤ max. */
export async function changeLotterySettings(
  ctx: AppContext,
  merchantId: number,
  patch: {
    vnPrizeMode?: PrizeMode;
    fastPrizeMode?: PrizeMode;
    odds?: Record<string, number>;
    minStake?: bigint;
    maxStake?: bigint;
    exposureLimit?: bigint;
  },
) {
  const before = await lotterySettings(ctx, merchantId);
  const known = defaultOdds('Lott');
  const unknown = Object.keys(patch.odds ?? {}).find((k) => !(k in known));
  if (unknown) throw new AppError('validation_failed', `Unknown odds key ${unknown}`, 'odds');
  const next = {
    vnPrizeMode: patch.vnPrizeMode ?? before.vnPrizeMode,
    fastPrizeMode: patch.fastPrizeMode ?? before.fastPrizeMode,
    odds: patch.odds ?? before.overrides,
    minStake: patch.minStake ?? before.minStake,
    maxStake: patch.maxStake ?? before.maxStake,
    exposureLimit: patch.exposureLimit ?? before.exposureLimit,
  };
  if (next.minStake > next.maxStake) throw new AppError('validation_failed', 'minStake is above maxStake', 'minStake');
  await repo.saveSettings(ctx.db, { merchantId, ...next, updatedAt: ctx.now() });
  return { before: settingsView(before), after: settingsView(await lotterySettings(ctx, merchantId)) };
}

const isVnFamily = (f: string) => f === 'VN_NORTH' || f === 'VN_SOUTH';
const oddsTableOf = (s: LotterySettings, family: string) => (isVnFamily(family) ? s.vnOdds : s.fastOdds);

// ── views ───────────────────────────────────────────────────────────────────────────────────

const secondsTo = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** A draw as members see it: the server seed only once drawn. */
export function drawView(d: DrawRow, now: Date, language: SiteLanguage = 'vi'): LotteryDraw {
  const drawn = d.status === 'drawn' || d.status === 'settled';
  return {
    id: d.id,
    game: d.game,
    family: d.family,
    name: gameName(d.game, language),
    issue: d.issue,
    status: d.status as LotteryDraw['status'],
    closesAt: d.closesAt.toISOString(),
    drawsAt: d.drawsAt.toISOString(),
    secondsToClose: d.status === 'open' ? secondsTo(d.closesAt, now) : 0,
    source: d.source as LotteryDraw['source'],
    commitment: d.commitment,
    serverSeed: drawn ? d.serverSeed : null,
    result: drawn ? (d.result as DrawResult) : null,
  };
}

/** The bet types of a family with their odds (the table's keys of `${family}.${code}`). */
function betTypesWithOdds(family: Family, odds: OddsTable) {
  return betTypesOf(family).map((t) => {
    const prefix = `${t.family === 'VN' ? family : t.family}.${t.code}`;
    return {
      code: t.code,
      odds: Object.fromEntries(Object.entries(odds).filter(([k]) => k === prefix || k.startsWith(`${prefix}:`))),
    };
  });
}

/**
 * The open draws, every fast game's among them: when one of its draws has just closed and the job has not
 * yet scheduled the next (it runs every few seconds), the lobby schedules it, so a game never drops out
 * of the list until the player reloads (issue 33 item 10).
 */
async function openDrawsOfEveryGame(ctx: AppContext, now: Date) {
  const draws = await repo.openDraws(ctx.db, now);
  if (FAST_GAMES.every((g) => draws.some((d) => d.game === g))) return draws;
  await ensureDraws(ctx, now);
  return repo.openDraws(ctx.db, now);
}

export async function lobby(
  ctx: AppContext,
  merchantId: number | null,
  language: SiteLanguage = 'vi',
  playMode?: PrizeMode,
) {
  const now = ctx.now();
  const s = await lotterySettings(ctx, merchantId, playMode);
  const draws = await openDrawsOfEveryGame(ctx, now);
  return {
    vnPrizeMode: s.vnPrizeMode,
    fastPrizeMode: s.fastPrizeMode,
    minStake: s.minStake,
    maxStake: s.maxStake,
    draws: draws.map((d) => ({
      ...drawView(d, now, language),
      betTypes: betTypesWithOdds(d.family as Family, oddsTableOf(s, d.family)),
    })),
  };
}

export function betView(b: BetRow, d: DrawRow) {
  const drawn = d.status === 'drawn' || d.status === 'settled';
  return {
    id: b.id,
    slipId: b.slipId,
    drawId: d.id,
    game: d.game,
    issue: d.issue,
    betType: b.betType,
    selection: b.selection,
    odds: b.odds,
    multiplier: b.multiplier,
    stake: b.stake,
    payout: b.payout,
    hits: b.hits,
    status: b.status as 'placed',
    drawStatus: d.status as LotteryDraw['status'],
    result: drawn ? (d.result as DrawResult) : null,
    createdAt: b.createdAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}

// ── placing a slip ──────────────────────────────────────────────────────────────────────────

interface Priced {
  draw: DrawRow;
  betType: string;
  selection: string;
  oddsKey: string;
  exposureKey: string;
  odds: number;
  stake: bigint;
}

function price(s: LotterySettings, draws: Map<number, DrawRow>, body: LotteryPlaceBets, now: Date): Priced[] {
  return body.items.map((item, i) => {
    const draw = draws.get(item.drawId);
    if (!draw) throw new AppError('lottery_draw_not_found', undefined, `items.${i}.drawId`);
    if (draw.status !== 'open' || draw.closesAt <= now) {
      throw new AppError('lottery_draw_closed', undefined, `items.${i}.drawId`, { drawId: draw.id });
    }
    const family = draw.family as Family;
    const type = betTypeOf(family, item.betType);
    if (!type) throw new AppError('lottery_bet_invalid', `Unknown bet type ${item.betType}`, `items.${i}.betType`);
    const parsed = type.parse(family, item.selection, drawYear(draw));
    if (!parsed.ok) throw new AppError('lottery_bet_invalid', parsed.error, `items.${i}.selection`);
    const odds = oddsTableOf(s, family)[parsed.parsed.oddsKey];
    if (odds === undefined) throw new AppError('lottery_bet_invalid', undefined, `items.${i}.betType`);
    const stake = item.stake * BigInt(body.multiplier);
    if (stake < s.minStake || stake > s.maxStake) throw amountOutOfRange(s.minStake, s.maxStake);
    return {
      draw,
      betType: type.code,
      selection: parsed.parsed.selection,
      oddsKey: parsed.parsed.oddsKey,
      exposureKey: parsed.parsed.exposureKey,
      odds,
      stake,
    };
  });
}

/**
 * Places a slip: every selection priced with the brand's odds and limits, recorded as pending with its
 * exposure (refused over the limit), then staked through the seamless API one by one. All or nothing:
 * when one stake is refused (balance, a responsible-gaming limit…), those already taken are refunded
 * and the refusal is the answer.
 */
export async function placeSlip(
  ctx: AppContext,
  merchant: Merchant,
  member: AuthMember,
  body: LotteryPlaceBets,
  language: SiteLanguage,
) {
  const now = ctx.now();
  const vendor = await lotteryVendor(ctx);
  const catalogue = new Map((await repo.catalogueGames(ctx.db, vendor.id)).map((g) => [g.code, g.id]));
  const gameId = catalogue.get('VN_NORTH') ?? [...catalogue.values()][0];
  if (gameId === undefined) throw new AppError('lottery_unavailable');
  const session = await createLaunchSession(ctx.db, {
    merchant: { id: merchant.id, code: merchant.code, currency: merchant.currency },
    member: { id: member.id, username: member.username, nickname: member.nickname },
    vendorId: vendor.id,
    gameId,
    mode: 'real',
    language,
    now,
    expiresAt: new Date(now.getTime() + 10 * 60_000),
    trialCredit: 0n,
  });
  return placeSlipWith(
    ctx,
    { ...session, merchantId: merchant.id, memberId: member.id, currency: merchant.currency },
    body,
  );
}

/** A launch session of the lottery vendor: whose stakes it pays, with which token. */
export interface LotterySession {
  sessionId: string;
  token: string;
  playerId: string;
  merchantId: number;
  memberId: number;
  currency: string;
}

/**
 * Places a slip on a launch session of the lottery vendor (the member API opens one; the lottery's own
 * pages come with one from the launch): every selection priced with the brand's odds and limits,
 * recorded as pending with its exposure (refused over the limit), then staked through the seamless API
 * one by one. All or nothing: when one stake is refused (balance, a responsible-gaming limit…), those
 * already taken are refunded and the refusal is the answer.
 */
export async function placeSlipWith(ctx: AppContext, session: LotterySession, body: LotteryPlaceBets) {
  const now = ctx.now();
  const settings = await lotterySettings(ctx, session.merchantId, body.prizeMode);
  const ids = [...new Set(body.items.map((i) => i.drawId))];
  const draws = new Map((await repo.drawsByIds(ctx.db, ids)).map((d) => [d.id, d]));
  const priced = price(settings, draws, body, now);
  const slipId = crypto.randomBytes(9).toString('base64url');
  const bets = await inTransaction(ctx.db, async (tx) => {
    // The draws stay open while the slip is written (a cancellation waits for it).
    for (const id of ids) {
      const d = await repo.drawById(tx, id, true);
      if (!d || d.status !== 'open' || d.closesAt <= now) {
        throw new AppError('lottery_draw_closed', undefined, 'items', { drawId: id });
      }
    }
    const rows = await repo.insertBets(
      tx,
      priced.map((p) => ({
        drawId: p.draw.id,
        merchantId: session.merchantId,
        memberId: session.memberId,
        slipId,
        sessionId: session.sessionId,
        token: session.token,
        playerId: session.playerId,
        currency: session.currency,
        betType: p.betType,
        selection: p.selection,
        oddsKey: p.oddsKey,
        exposureKey: p.exposureKey,
        odds: p.odds,
        multiplier: body.multiplier,
        stake: p.stake,
        status: 'pending',
        createdAt: now,
      })),
    );
    for (const b of rows) {
      if (!(await repo.addExposure(tx, b, exposureOf(b), settings.exposureLimit))) {
        throw new AppError('lottery_exposure_exceeded', undefined, 'items', { selection: b.selection });
      }
    }
    return rows;
  });
  try {
    for (const b of bets) await stakeBet(ctx, draws.get(b.drawId)!, b);
  } catch (error) {
    await undoSlip(ctx, bets, error instanceof AppError ? error.errorCode : 'system_error');
    throw error;
  }
  await repo.setBetStatus(
    ctx.db,
    bets.map((b) => b.id),
    ['pending'],
    { status: 'placed' },
  );
  return {
    slipId,
    total: bets.reduce((a, b) => a + b.stake, 0n),
    bets: bets.map((b) => betView({ ...b, status: 'placed' }, draws.get(b.drawId)!)),
  };
}

/** A slip that could not be placed whole: every stake given back (acknowledged if never taken), exposure released. */
async function undoSlip(ctx: AppContext, bets: BetRow[], errorCode: string) {
  for (const b of bets) {
    try {
      await refundBet(ctx, b);
    } catch {
      continue; // left pending: the job rolls it back
    }
    const moved = await repo.setBetStatus(ctx.db, [b.id], ['pending'], { status: 'void', errorCode });
    if (moved.length) await repo.releaseExposure(ctx.db, b, exposureOf(b));
  }
}

// ── reads ───────────────────────────────────────────────────────────────────────────────────

export async function myBets(
  ctx: AppContext,
  merchantId: number,
  memberId: number,
  q: { pageNo: number; pageSize: number; status?: string; game?: string },
) {
  const { rows, total } = await repo.memberBets(ctx.db, {
    merchantId,
    memberId,
    status: q.status,
    game: q.game,
    ...pageWindow(q),
  });
  return listPage(
    rows.map((r) => betView(r.bet, r.draw)),
    total,
    q,
  );
}

export async function results(ctx: AppContext, game: string, limit: number, language: SiteLanguage = 'vi') {
  const now = ctx.now();
  return (await repo.drawnOf(ctx.db, game, limit)).map((d) => drawView(d, now, language));
}

/** Numbers of a result counted for hot and cold: VN the last two digits of every prize, fast games every number. */
function numbersOf(r: DrawResult): string[] {
  if (isVnResult(r)) return Object.values(r.prizes).flatMap((list) => list.map((n) => n.slice(-2)));
  return r.numbers.map((n) => String(n).padStart(2, '0'));
}

/** The universe of numbers of a family (so that numbers never drawn are the coldest). */
function universe(family: string): string[] {
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => String(a + i).padStart(2, '0'));
  switch (family) {
    case 'SSC':
      return range(0, 9);
    case '11X5':
      return range(1, 11);
    case 'K3':
      return range(1, 6);
    case 'PK10':
      return range(1, 10);
    case 'LHC':
      return range(1, 49);
    default:
      return range(0, 99);
  }
}

export async function hotCold(ctx: AppContext, game: string, draws: number) {
  const rows = await repo.drawnOf(ctx.db, game, draws);
  const family = rows[0]?.family ?? (game === 'VN_N' ? 'VN_NORTH' : game.startsWith('VN_') ? 'VN_SOUTH' : game);
  const counts = new Map(universe(family).map((n) => [n, 0]));
  for (const d of rows) for (const n of numbersOf(d.result as DrawResult)) counts.set(n, (counts.get(n) ?? 0) + 1);
  const list = [...counts].map(([number, count]) => ({ number, count }));
  const hot = [...list].sort((a, b) => b.count - a.count || a.number.localeCompare(b.number)).slice(0, 100);
  const cold = [...list].sort((a, b) => a.count - b.count || a.number.localeCompare(b.number)).slice(0, 100);
  return { game, draws: rows.length, hot, cold };
}

/** The numero calls (SPEC §7): every open draw (of the VN games only, with `vnOnly`) with the game's last result. */
export async function openedNumeros(ctx: AppContext, vnOnly: boolean, language: SiteLanguage = 'vi') {
  const now = ctx.now();
  const [open, latest] = await Promise.all([repo.openDraws(ctx.db, now), repo.latestDrawnByGame(ctx.db)]);
  return open
    .filter((d) => !vnOnly || isVnFamily(d.family))
    .map((d) => {
      const last = latest.get(d.game);
      return {
        gameCode: d.game,
        gameName: gameName(d.game, language),
        numero: d.issue,
        drawId: d.id,
        closeTime: d.closesAt.toISOString(),
        drawTime: d.drawsAt.toISOString(),
        secondsToClose: secondsTo(d.closesAt, now),
        lastNumero: last?.issue ?? null,
        lastResult: last ? (last.result as DrawResult) : null,
      };
    });
}

/** SPEC §9 hotline: the brand's 20 most bet items and 100 most bet two-digit numbers of the last 7 days. */
export async function hotline(ctx: AppContext, merchantId: number, language: SiteLanguage) {
  const since = new Date(ctx.now().getTime() - 7 * 86_400_000);
  const [items, numbers] = await Promise.all([
    repo.popularItems(ctx.db, merchantId, since, 20),
    repo.popularNumbers(ctx.db, merchantId, since, 100),
  ]);
  return {
    items: items.map((i) => ({ ...i, gameName: gameName(i.game, language), stake: BigInt(i.stake) })),
    numbers,
  };
}
