import { LOTTERY_VASSALAGE } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { builtInWallet } from '../provider/builtIn';
import type { BetRow, DrawRow } from './repository';

/**
 * The lottery vendor's side of the seamless-wallet API: a built-in vendor (modules/provider/builtIn.ts)
 * paying through the gateway's bet, win and rollback calls exactly once per transaction id.
 *
 * One lottery bet is one round: `LT<draw>-<bet>`. Transaction ids: the stake `…-bet`, the payout of
 * result version v `…-w<v>` (0 for a loss closes the round), its reversal `…-x<v>`, a refund `…-rb`.
 */
export const lotteryWallet = builtInWallet(LOTTERY_VASSALAGE, 'lottery_unavailable');

/** The lottery vendor's catalogue row (cached per database). */
export const lotteryVendor = (ctx: AppContext) => lotteryWallet.vendor(ctx);

export const roundIdOf = (b: Pick<BetRow, 'drawId' | 'id'>) => `LT${b.drawId}-${b.id}`;

export const stakeBet = (ctx: AppContext, draw: DrawRow, b: BetRow) =>
  lotteryWallet.stake(ctx, b, { roundId: roundIdOf(b), gameCode: draw.catalogueCode, amount: b.stake });

export const payBet = (ctx: AppContext, draw: DrawRow, b: BetRow, payout: bigint) =>
  lotteryWallet.pay(ctx, b, {
    roundId: roundIdOf(b),
    gameCode: draw.catalogueCode,
    version: draw.resultVersion,
    amount: payout,
  });

/** Takes back the payout of result version `version` and opens the round again (a corrected result). */
export const reverseWin = (ctx: AppContext, b: BetRow, version: number) =>
  lotteryWallet.reverse(ctx, b, { roundId: roundIdOf(b), version });

/** Gives the stake back (a cancelled draw, or a slip that could not be placed whole). */
export const refundBet = (ctx: AppContext, b: BetRow) => lotteryWallet.refund(ctx, b, { roundId: roundIdOf(b) });
