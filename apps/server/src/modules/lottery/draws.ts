import { generateServerSeed, hashServerSeed } from '@lotus/house';
import {
  betTypeOf,
  checkVnResult,
  type DrawResult,
  drawResult,
  FAST_GAMES,
  fastDrawAt,
  type Family,
  localDay,
  payoutOf,
  type ScheduledDraw,
  VN_TIME_ZONE,
  vnDrawsOfDay,
} from '@lotus/house/lottery';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import type { BetRow, DrawRow } from './repository';
import { type AccountCache, payChunk, reverseChunk } from './settlement';
import { payBet, refundBet, reverseWin } from './wallet';

/**
 * The lottery's draws (docs/ARCHITECTURE.md "Lottery"): the schedule, closing, drawing and settling
 * each draw exactly once, corrections and cancellations. `runLottery` is the job: safe to run again and
 * from several processes (each step moves rows on with conditional updates; money moves once per
 * transaction id in the seamless gateway).
 */

/** How many bets a settlement pays at a time, and how many calls run together. */
const BATCH = 500;
const PARALLEL = 8;
/** How many settlement chunks run together (each a transaction on its own connection). */
const CHUNK_WORKERS = 4;

/** The year a draw's LHC zodiac follows (Vietnam's calendar year of its draw time). */
export const drawYear = (d: Pick<DrawRow, 'drawsAt'>) => localDay(d.drawsAt.getTime(), VN_TIME_ZONE).y;

function newDraw(s: ScheduledDraw, source: 'house' | 'operator', now: Date): repo.NewDraw {
  const seed = source === 'house' ? generateServerSeed() : null;
  return {
    game: s.game,
    family: s.family,
    catalogueCode: s.catalogueCode,
    issue: s.issue,
    name: s.name.vi,
    status: 'open',
    source,
    serverSeed: seed,
    commitment: seed ? hashServerSeed(seed) : null,
    closesAt: s.closesAt,
    drawsAt: s.drawsAt,
    createdAt: now,
  };
}

/** Makes sure every game has its open draw: the fast games' current one, today's and tomorrow's VN draws. */
export async function ensureDraws(ctx: AppContext, now: Date): Promise<void> {
  const ms = now.getTime();
  const vnSource = ctx.config.games.lotteryVnResults;
  const rows = [
    ...FAST_GAMES.map((g) => newDraw(fastDrawAt(g, ms, VN_TIME_ZONE), 'house', now)),
    ...[...vnDrawsOfDay(ms), ...vnDrawsOfDay(ms + 86_400_000)]
      .filter((d) => d.closesAt.getTime() > ms)
      .map((d) => newDraw(d, vnSource, now)),
  ];
  await repo.insertDraws(ctx.db, rows);
}

/** The job: schedule, close, draw, settle, refund cancelled draws and void slips left half-way. */
export async function runLottery(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  await ensureDraws(ctx, now);
  let done = await repo.closeDue(ctx.db, now);
  for (const d of await repo.drawsIn(ctx.db, 'closed', now, 'house')) {
    const result = drawResult(d.family as Family, d.game, d.issue, d.serverSeed!);
    if (await repo.setResult(ctx.db, d.id, { status: ['closed'], version: 0 }, { result, version: 1, now })) done++;
  }
  for (const d of await repo.drawsIn(ctx.db, 'drawn', null)) done += await settleDraw(ctx, d);
  for (const d of await repo.drawsIn(ctx.db, 'cancelled', null, undefined, 20)) done += await refundDraw(ctx, d);
  done += await voidStalePending(ctx, new Date(now.getTime() - 60_000));
  return done;
}

/** What a bet may cost the brand on its number: its payout for one hit. */
export const exposureOf = (b: Pick<BetRow, 'stake' | 'odds'>) => payoutOf(b.stake, b.odds, 1);

/** A bet's hits and payout against a result. */
export function settlementOf(draw: DrawRow, b: BetRow, result: DrawResult) {
  const t = betTypeOf(draw.family as Family, b.betType);
  const hits = t ? t.hits(result, b.selection, drawYear(draw)) : 0;
  return { hits, payout: payoutOf(b.stake, b.odds, hits) };
}

/** Runs `fn` over the items, `PARALLEL` at a time. */
async function eachParallel<T>(items: T[], fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/**
 * Settles a drawn draw: first reverses the payouts of an earlier result (a correction), then pays
 * every placed bet with a win of the current result version (0 closes a lost round), in chunks of many
 * bets per transaction (./settlement.ts); the few bets a chunk cannot take are paid one by one through
 * the gateway. Each step is idempotent; a bet moves to won or lost only from placed. Answers the bets settled.
 */
export async function settleDraw(ctx: AppContext, draw: DrawRow): Promise<number> {
  const accounts: AccountCache = new Map();
  for (let after = 0; ;) {
    const chunk = await reverseChunk(ctx, draw, after, accounts);
    if (chunk.locked === 0) break;
    after = chunk.lastId;
    await eachParallel(chunk.single, (b) => reverseOne(ctx, b));
  }
  let settled = 0;
  // Several chunks at once, each on its own connection: SKIP LOCKED gives each worker other bets.
  const worker = async () => {
    for (let after = 0; ;) {
      const chunk = await payChunk(ctx, draw, after, accounts, (b, result) => settlementOf(draw, b, result));
      if (chunk.locked === 0) break;
      after = chunk.lastId;
      settled += chunk.settled.length;
      await eachParallel(chunk.single, async (b) => {
        settled += await payOne(ctx, draw, b);
      });
    }
  };
  await Promise.all(Array.from({ length: CHUNK_WORKERS }, worker));
  // A bet whose stake call was still in flight when betting closed is settled by the next run.
  if ((await repo.betsOfDraw(ctx.db, draw.id, ['placed', 'pending'], 1)).length === 0) {
    await repo.markSettled(ctx.db, draw.id, draw.resultVersion, ctx.now());
  }
  return settled;
}

/** Reverses one bet's win through the gateway (a bet it paid one by one). */
async function reverseOne(ctx: AppContext, b: BetRow) {
  try {
    await reverseWin(ctx, b, b.settledVersion);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // E.g. the payout was spent already: kept on the bet for operations.
    await repo.setBetStatus(ctx.db, [b.id], ['won', 'lost'], { errorCode: error.errorCode });
    return;
  }
  await repo.setBetStatus(ctx.db, [b.id], ['won', 'lost'], { status: 'placed', hits: null, payout: null });
}

/** Pays one bet through the gateway (a trial session, an open bonus, a round the batch could not close). */
async function payOne(ctx: AppContext, draw: DrawRow, b: BetRow): Promise<number> {
  const { hits, payout } = settlementOf(draw, b, draw.result as DrawResult);
  try {
    await payBet(ctx, draw, b, payout);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A final refusal: kept on the bet for operations (the loop does not pick it again).
    await repo.setBetStatus(ctx.db, [b.id], ['placed'], { errorCode: error.errorCode });
    return 0;
  }
  const moved = await repo.setBetStatus(ctx.db, [b.id], ['placed'], {
    status: payout > 0n ? 'won' : 'lost',
    hits,
    payout,
    settledVersion: draw.resultVersion,
    settledAt: ctx.now(),
  });
  return moved.length;
}

/** Refunds the bets of a cancelled draw (resumable: the job calls it until none is left). */
async function refundDraw(ctx: AppContext, draw: DrawRow): Promise<number> {
  const bets = await repo.betsOfDraw(ctx.db, draw.id, ['placed', 'pending'], BATCH);
  let n = 0;
  await eachParallel(bets, async (b) => {
    try {
      await refundBet(ctx, b);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A final refusal: kept on the bet for operations (ops "stuck bets"; the loop does not pick it again).
      await repo.setBetStatus(ctx.db, [b.id], ['placed', 'pending'], { errorCode: error.errorCode });
      return;
    }
    n += (await repo.setBetStatus(ctx.db, [b.id], ['placed', 'pending'], { status: 'refunded', settledAt: ctx.now() }))
      .length;
  });
  return n;
}

/**
 * Retries the settlement of stuck bets (those the wallet refused: a payout, the reversal of an earlier
 * payout, a cancelled draw's refund). Their refusal is cleared (only if still there: a bet retried twice
 * at once is taken once), then their draws run the settlement step again: the same transaction ids, so
 * what the wallet took already is not taken twice. Answers the ids it cleared; a bet the wallet refuses
 * again has its new refusal recorded.
 */
export async function retryStuckBets(ctx: AppContext, ids: number[]): Promise<number[]> {
  const cleared = (await repo.clearBetErrors(ctx.db, ids)).map((r) => r.id);
  if (cleared.length === 0) return [];
  const bets = await Promise.all(cleared.map((id) => repo.betById(ctx.db, id)));
  for (const drawId of new Set(bets.map((b) => b!.drawId))) {
    const draw = (await repo.drawById(ctx.db, drawId))!;
    if (draw.status === 'cancelled') await refundDraw(ctx, draw);
    else if (draw.resultVersion > 0) await settleDraw(ctx, draw);
  }
  return cleared;
}

/** Bets whose stake call never answered: rolled back (acknowledged even when the bet never arrived). */
async function voidStalePending(ctx: AppContext, before: Date): Promise<number> {
  const bets = await repo.stalePending(ctx.db, before, 100);
  for (const b of bets) {
    await refundBet(ctx, b);
    await repo.setBetStatus(ctx.db, [b.id], ['pending'], { status: 'void', errorCode: 'wallet_unavailable' });
    await repo.releaseExposure(ctx.db, b, exposureOf(b));
  }
  return bets.length;
}

// ── operator actions ────────────────────────────────────────────────────────────────────────

/**
 * Enters an official VN result: checked against the region's structure, entered once (a draw whose
 * betting has closed); `correction` replaces an entered result: its bets are reversed and paid again.
 * Settles the draw before answering.
 */
export async function enterResult(
  ctx: AppContext,
  drawId: number,
  input: { prizes: Record<string, string[]>; correction: boolean },
): Promise<DrawRow> {
  const draw = await repo.drawById(ctx.db, drawId);
  if (!draw) throw new AppError('lottery_draw_not_found');
  if (draw.family !== 'VN_NORTH' && draw.family !== 'VN_SOUTH') {
    throw new AppError('lottery_draw_state', 'Only a Vietnamese draw takes an official result');
  }
  if (draw.source !== 'operator') throw new AppError('lottery_draw_state', 'This draw is drawn by the house');
  const checked = checkVnResult(draw.family, input.prizes);
  if (!checked.ok) throw new AppError('lottery_result_invalid', checked.error, 'prizes');
  const now = ctx.now();
  if (draw.status === 'open' && draw.closesAt <= now) await repo.closeDue(ctx.db, now);
  const from = input.correction
    ? { status: ['drawn', 'settled'], version: draw.resultVersion }
    : { status: ['closed', 'open'], version: 0 };
  if (!input.correction && draw.resultVersion > 0) throw new AppError('lottery_result_exists');
  if (input.correction && draw.resultVersion === 0) throw new AppError('lottery_draw_state', 'No result to correct');
  if (!input.correction && draw.closesAt > now) throw new AppError('lottery_draw_state', 'Betting is still open');
  const updated = await inTransaction(ctx.db, async (tx) =>
    repo.setResult(tx, draw.id, from, { result: checked.result, version: from.version + 1, now }),
  );
  if (!updated) throw new AppError('lottery_result_exists');
  await settleDraw(ctx, updated);
  return (await repo.drawById(ctx.db, draw.id))!;
}

/** Cancels a draw before its result (open or closed): no more bets, every stake refunded. */
export async function cancelLotteryDraw(ctx: AppContext, drawId: number, reason: string): Promise<DrawRow> {
  const draw = await repo.drawById(ctx.db, drawId);
  if (!draw) throw new AppError('lottery_draw_not_found');
  const cancelled = await repo.cancelDraw(ctx.db, drawId, reason);
  if (!cancelled) throw new AppError('lottery_draw_state', `A ${draw.status} draw cannot be cancelled`);
  await refundDraw(ctx, cancelled);
  return cancelled;
}
