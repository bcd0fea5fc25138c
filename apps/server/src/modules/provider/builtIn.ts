import { z } from 'zod';
import crypto from 'node:crypto';
import type { ErrorCode } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import { sha256, type VendorRow } from './sessions';
import { bet, rollback, win } from './transactions';

/**
 * A vendor built into the server (the lottery, the sportsbook: docs/ARCHITECTURE.md "Built-in
 * vendors") pays through the seamless-wallet API like any vendor: its bets, wins and refunds are the
 * gateway's bet, win and rollback calls, with the vendor's launch-session token, exactly once per
 * transaction id. It runs in the server's process, so it calls the gateway's functions directly
 * instead of signing HTTP requests to itself: the same checks, ledger entries, round records and
 * idempotency as a callback, without the network.
 *
 * One round per bet (`roundId`); transaction ids: the stake `<round>-bet`, the payout of settlement
 * version v `<round>-w<v>` (0 for a loss closes the round), its reversal `<round>-x<v>`, a refund `<round>-rb`.
 */

/** Whose money a built-in vendor's bet moves: the launch session's token and player. */
export interface WalletBet {
  token: string;
  playerId: string;
  currency: string;
}

export interface BuiltInWallet {
  vendor(ctx: AppContext): Promise<VendorRow>;
  stake(
    ctx: AppContext,
    b: WalletBet,
    round: { roundId: string; gameCode: string; amount: bigint },
  ): ReturnType<typeof bet>;
  pay(
    ctx: AppContext,
    b: WalletBet,
    round: { roundId: string; gameCode: string; version: number; amount: bigint },
  ): ReturnType<typeof win>;
  /** Takes back the payout of version `version` and opens the round again (a corrected result). */
  reverse(ctx: AppContext, b: WalletBet, round: { roundId: string; version: number }): ReturnType<typeof rollback>;
  /** Gives the stake back (a cancelled event, or a slip that could not be placed whole). */
  refund(ctx: AppContext, b: WalletBet, round: { roundId: string }): ReturnType<typeof rollback>;
  /** The launch session of one of this vendor's tokens (a real-money one), or `provider_token_invalid`. */
  session(ctx: AppContext, token: string): Promise<repo.SessionRow & { token: string }>;
}

/** The wallet client of the built-in vendor `vassalage` (`unavailable`: its error when the catalogue lacks it). */
export function builtInWallet(vassalage: string, unavailable: ErrorCode): BuiltInWallet {
  const cache = new WeakMap<object, VendorRow>();
  const vendor = async (ctx: AppContext) => {
    const hit = cache.get(ctx.db);
    if (hit) return hit;
    const v = await repo.vendorByCode(ctx.db, vassalage);
    if (!v) throw new AppError(unavailable);
    cache.set(ctx.db, v);
    return v;
  };
  return {
    vendor,
    stake: async (ctx, b, r) =>
      bet(ctx, await vendor(ctx), {
        token: b.token,
        playerId: b.playerId,
        transactionId: `${r.roundId}-bet`,
        roundId: r.roundId,
        gameCode: r.gameCode,
        amount: Number(r.amount),
        currency: b.currency,
      }),
    pay: async (ctx, b, r) =>
      win(ctx, await vendor(ctx), {
        token: b.token,
        playerId: b.playerId,
        transactionId: `${r.roundId}-w${r.version}`,
        roundId: r.roundId,
        gameCode: r.gameCode,
        amount: Number(r.amount),
        currency: b.currency,
        roundClosed: true,
      }),
    reverse: async (ctx, b, r) =>
      rollback(ctx, await vendor(ctx), {
        token: b.token,
        playerId: b.playerId,
        transactionId: `${r.roundId}-x${r.version}`,
        referenceTransactionId: `${r.roundId}-w${r.version}`,
        roundId: r.roundId,
        currency: b.currency,
      }),
    refund: async (ctx, b, r) =>
      rollback(ctx, await vendor(ctx), {
        token: b.token,
        playerId: b.playerId,
        transactionId: `${r.roundId}-rb`,
        referenceTransactionId: `${r.roundId}-bet`,
        roundId: r.roundId,
        currency: b.currency,
      }),
    session: async (ctx, token) => {
      const v = await vendor(ctx);
      const s = await repo.sessionByTokenHash(ctx.db, sha256(token));
      if (!s || s.vendorId !== v.id || s.mode !== 'real') {
        throw new AppError('provider_token_invalid', undefined, 'token');
      }
      return { ...s, token };
    },
  };
}

/**
 * A signed link to a built-in vendor's replay page of a round (for the member's betting record): its
 * `path`/<round>?p=<player>&e=<expiry ms>&sig=<HMAC-SHA256 with the vendor's secret>, like the house's.
 */
export function recallLink(secret: string, path: string, roundId: string, playerId: string, expiresAtMs: number) {
  const sig = crypto.createHmac('sha256', secret).update(`recall:${roundId}:${playerId}:${expiresAtMs}`).digest('hex');
  return `${path}/${encodeURIComponent(roundId)}?p=${encodeURIComponent(playerId)}&e=${expiresAtMs}&sig=${sig}`;
}

/** The query of a recall link (recallLink's p, e and sig) and the page's language, as a route reads it. */
export const recallLinkQuerySchema = z.object({
  p: z.string().max(100).optional(),
  e: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
  lang: z.enum(['vi', 'en']).optional(),
});

/** The player of a valid, unexpired recall link (else 403 forbidden). */
export function checkRecallLink(
  secret: string,
  roundId: string,
  q: { p?: string; e?: string; sig?: string },
  now: Date,
): string {
  const e = Number(q.e);
  if (!q.p || !q.sig || !Number.isSafeInteger(e) || e < now.getTime()) throw new AppError('forbidden');
  const expected = crypto.createHmac('sha256', secret).update(`recall:${roundId}:${q.p}:${q.e}`).digest();
  const given = Buffer.from(q.sig, 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new AppError('forbidden');
  return q.p;
}
