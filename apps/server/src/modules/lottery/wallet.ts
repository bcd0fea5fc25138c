import { LOTTERY_VASSALAGE } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { bet, rollback, win, type VendorRow } from '../provider/service';
import type { BetRow, DrawRow } from './repository';
import * as repo from './repository';

/**
 * The lottery vendor's side of the seamless-wallet API. The lottery is a vendor like any other: its
 * bets, wins and refunds are the gateway's bet, win and rollback calls (modules/provider), with the
 * vendor's launch-session token, exactly once per transaction id. It runs in the server's process,
 * so it calls the gateway's functions directly instead of signing HTTP requests to itself: the same
 * checks, ledger entries, round records and idempotency as a callback, without the network.
 *
 * One lottery bet is one round: `LT<draw>-<bet>`. Transaction ids: the stake `…-bet`, the payout of
 * result version v `…-w<v>` (0 for a loss closes the round), its reversal `…-x<v>`, a refund `…-rb`.
 */

const vendorCache = new WeakMap<object, VendorRow>();

/** The lottery vendor's catalogue row (cached per database). */
export async function lotteryVendor(ctx: AppContext): Promise<VendorRow> {
  const hit = vendorCache.get(ctx.db);
  if (hit) return hit;
  const v = await repo.vendorRow(ctx.db, LOTTERY_VASSALAGE);
  if (!v) throw new AppError('lottery_unavailable');
  vendorCache.set(ctx.db, v);
  return v;
}

export const roundIdOf = (b: Pick<BetRow, 'drawId' | 'id'>) => `LT${b.drawId}-${b.id}`;

export async function stakeBet(ctx: AppContext, draw: DrawRow, b: BetRow) {
  return bet(ctx, await lotteryVendor(ctx), {
    token: b.token,
    playerId: b.playerId,
    transactionId: `${roundIdOf(b)}-bet`,
    roundId: roundIdOf(b),
    gameCode: draw.catalogueCode,
    amount: Number(b.stake),
    currency: b.currency,
  });
}

export async function payBet(ctx: AppContext, draw: DrawRow, b: BetRow, payout: bigint) {
  return win(ctx, await lotteryVendor(ctx), {
    token: b.token,
    playerId: b.playerId,
    transactionId: `${roundIdOf(b)}-w${draw.resultVersion}`,
    roundId: roundIdOf(b),
    gameCode: draw.catalogueCode,
    amount: Number(payout),
    currency: b.currency,
    roundClosed: true,
  });
}

/** Takes back the payout of result version `version` and opens the round again (a corrected result). */
export async function reverseWin(ctx: AppContext, b: BetRow, version: number) {
  return rollback(ctx, await lotteryVendor(ctx), {
    token: b.token,
    playerId: b.playerId,
    transactionId: `${roundIdOf(b)}-x${version}`,
    referenceTransactionId: `${roundIdOf(b)}-w${version}`,
    roundId: roundIdOf(b),
    currency: b.currency,
  });
}

/** Gives the stake back (a cancelled draw, or a slip that could not be placed whole). */
export async function refundBet(ctx: AppContext, b: BetRow) {
  return rollback(ctx, await lotteryVendor(ctx), {
    token: b.token,
    playerId: b.playerId,
    transactionId: `${roundIdOf(b)}-rb`,
    referenceTransactionId: `${roundIdOf(b)}-bet`,
    roundId: roundIdOf(b),
    currency: b.currency,
  });
}
