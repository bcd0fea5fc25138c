// Launch sessions and what every seamless-wallet callback checks first: the vendor, the signature, the
// timestamp and the session; authenticate and balance, which only read.
import crypto from 'node:crypto';
import {
  HOUSE_VASSALAGE,
  LOTTERY_VASSALAGE,
  PROVIDER_TIMESTAMP_WINDOW_MS,
  SPORTS_VASSALAGE,
  type SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { mayDo } from '../accounts/capabilities';
import { maskPlayerName } from '../games/service';
import { getBalance, getOrCreateAccount, type LedgerAccount } from '../ledger/service';
import { cachedGame, cachedMainAccount, cachedSession } from './hot';
import { playableBalance } from '../promotions/service';
import * as repo from './repository';
import type { SessionRow } from './repository';
import { callbackSecrets, signaturesEqual, signCallback } from './secrets';
import { addressAllowed, takeVendorCall } from './vendorAccess';

/** The seamless API's player id of a member. */
import { playerIdOf } from './adapters';

export { playerIdOf };

export const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

// ── launch sessions ───────────────────────────────────────────────────────────────────────────

export interface LaunchSessionInput {
  merchant: { id: number; code: string; currency: string };
  member: { id: number; username: string; nickname: string | null };
  vendorId: number;
  gameId: number;
  mode: 'real' | 'trial';
  language: SiteLanguage;
  now: Date;
  expiresAt: Date;
  trialCredit: bigint;
  /** The member's sign-in the game is launched from: its end (a logout) ends the session's bets. */
  authSessionId?: string | null;
}

/** Opens a launch session and answers its one token (only its SHA-256 is stored). */
export async function createLaunchSession(db: Tx, s: LaunchSessionInput) {
  const token = crypto.randomBytes(32).toString('base64url');
  const id = crypto.randomBytes(12).toString('hex');
  const playerId = playerIdOf(s.merchant.code, s.member.id);
  const masked = maskPlayerName(s.member.username);
  await repo.insertSession(db, {
    id,
    tokenHash: sha256(token),
    merchantId: s.merchant.id,
    memberId: s.member.id,
    vendorId: s.vendorId,
    gameId: s.gameId,
    playerId,
    mode: s.mode,
    currency: s.merchant.currency,
    trialBalance: s.mode === 'trial' ? s.trialCredit : null,
    language: s.language,
    displayName: s.member.nickname || masked,
    maskedName: masked,
    createdAt: s.now,
    expiresAt: s.expiresAt,
    authSessionId: s.authSessionId ?? null,
  });
  return { token, sessionId: id, playerId, expiresAt: s.expiresAt };
}

// ── callbacks: vendor, signature, timestamp ─────────────────────────────────────────────────

export type VendorRow = NonNullable<Awaited<ReturnType<typeof repo.vendorByCode>>>;

const vendorCache = new WeakMap<object, Map<string, { v: VendorRow | undefined; at: number }>>();
const listening = new WeakSet<object>();
/** A vendor by code, kept 5 s (every catalogue notice, e.g. an operator's change of a vendor, drops them). */
export async function seamlessVendor(ctx: AppContext, code: string): Promise<VendorRow | undefined> {
  let m = vendorCache.get(ctx.db);
  if (!m) vendorCache.set(ctx.db, (m = new Map()));
  if (!listening.has(ctx.invalidation)) {
    listening.add(ctx.invalidation);
    const db = ctx.db;
    ctx.invalidation.subscribe('catalogue', () => vendorCache.get(db)?.clear());
  }
  const hit = m.get(code);
  if (hit && performance.now() - hit.at < 5_000) return hit.v;
  const v = /^[A-Za-z0-9_-]{1,32}$/.test(code) ? await repo.vendorByCode(ctx.db, code) : undefined;
  m.set(code, { v, at: performance.now() });
  return v;
}

/**
 * Checks a callback's headers against its raw body, in this order: a known seamless vendor
 * (provider_vendor_unknown), a source address it allows (provider_address_not_allowed), a timestamp that is there
 * and is a number (provider_timestamp_invalid), a valid HMAC-SHA256 signature over `${timestamp}.${rawBody}` with
 * one of the vendor's secrets (provider_signature_invalid), a timestamp within the window
 * (provider_timestamp_invalid), and the vendor's rate of calls (TOO_MANY_REQUESTS). Answers the vendor.
 */
export async function verifyCallback(
  ctx: AppContext,
  h: { vendor: string | undefined; timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  sourceAddress = '',
): Promise<VendorRow> {
  const vendor = h.vendor ? await seamlessVendor(ctx, h.vendor) : undefined;
  if (!vendor || vendor.walletMode !== 'seamless') throw new AppError('provider_vendor_unknown');
  if (!addressAllowed(sourceAddress, vendor.allowedAddresses)) throw new AppError('provider_address_not_allowed');
  const ts = h.timestamp?.trim() ?? '';
  if (!/^\d{1,16}$/.test(ts)) throw new AppError('provider_timestamp_invalid');
  if (!h.signature || !/^[0-9a-fA-F]{64}$/.test(h.signature.trim())) throw new AppError('provider_signature_invalid');
  const now = ctx.now();
  const secrets = callbackSecrets(ctx.config.dataDir, ctx.accounts.codeSecret, vendor, now);
  if (!secrets.some((secret) => signaturesEqual(signCallback(secret, ts, rawBody), h.signature!))) {
    throw new AppError('provider_signature_invalid');
  }
  if (Math.abs(Number(ts) - now.getTime()) > PROVIDER_TIMESTAMP_WINDOW_MS) {
    throw new AppError('provider_timestamp_invalid');
  }
  await takeVendorCall(ctx.accounts.limiter, vendor.id, vendor.callsPerSecond);
  return vendor;
}

export async function sessionOf(
  ctx: AppContext,
  vendor: VendorRow,
  token: string,
  playerId?: string,
): Promise<SessionRow> {
  const s = await cachedSession(ctx, sha256(token));
  if (!s || s.vendorId !== vendor.id) throw new AppError('provider_token_invalid', undefined, 'token');
  if (playerId !== undefined && playerId !== s.playerId)
    throw new AppError('provider_player_unknown', undefined, 'playerId');
  return s;
}

const accountCache = new WeakMap<object, Map<string, LedgerAccount>>();
/** The counter-side of a vendor's bets and wins: the house account for the house, else the vendor's provider account. */
export async function counterAccount(ctx: AppContext, merchantId: number, vassalage: string, currency: string) {
  let m = accountCache.get(ctx.db);
  if (!m) accountCache.set(ctx.db, (m = new Map()));
  const key = `${merchantId}:${vassalage}:${currency}`;
  let a = m.get(key);
  if (!a) {
    a =
      vassalage === HOUSE_VASSALAGE
        ? await getOrCreateAccount(ctx.db, { merchantId, kind: 'house', currency })
        : await getOrCreateAccount(ctx.db, { merchantId, kind: 'provider', vendorCode: vassalage, currency });
    m.set(key, a);
  }
  return a;
}

/** The member's main wallet (its id, found or created once per process). */
export const mainAccount = (db: Tx, s: SessionRow) =>
  cachedMainAccount(db, s, () =>
    getOrCreateAccount(db, {
      merchantId: s.merchantId,
      kind: 'member_main',
      ownerMemberId: s.memberId,
      currency: s.currency,
    }),
  );

export const toNumber = (v: bigint) => Number(v);

/** What the game shows: the trial balance, or main money plus an open bonus (bets draw on both). */
async function currentBalance(ctx: AppContext, s: SessionRow): Promise<bigint> {
  if (s.mode === 'trial') return repo.trialBalance(ctx.db, s.id);
  const main = await getBalance(ctx.db, (await mainAccount(ctx.db, s)).id);
  return playableBalance(ctx.db, { merchantId: s.merchantId, memberId: s.memberId, currency: s.currency, main });
}

/**
 * What refuses a launch session's authenticate and bets besides its expiry (wins and rollbacks of bets taken
 * before are still accepted):
 * - its member is locked, by an operator or by failed sign-ins (issue 29: a lock ends the member's sessions, its
 *   launch tokens' bets included), or signed out of the sign-in it launched the game from (issue 32):
 *   provider_session_expired, as for an ended session;
 * - its account's kind may not be bet on for real money (an agent of kind 1 or 2, accounts/capabilities.ts):
 *   provider_player_not_allowed for a real session (a trial session moves play money only).
 */
export function refuseBetsOf(s: SessionRow, now: Date) {
  if (s.memberDisabledAt || (s.memberLockedUntil && s.memberLockedUntil > now) || s.signInEndedAt) {
    throw new AppError('provider_session_expired');
  }
  if (s.mode === 'real' && !mayDo(s.accountKind, 'vendorBets')) throw new AppError('provider_player_not_allowed');
}

/** The built-in vendors whose one launch session is a lobby: their bets carry the codes of the lobby's games. */
const LOBBY_VENDORS: readonly string[] = [LOTTERY_VASSALAGE, SPORTS_VASSALAGE];

/**
 * What refuses a bet before it is recorded, besides refuseBetsOf (issue 32; not stored as the transaction's answer,
 * like the token's errors, so that the same id may be sent again once the cause is gone):
 * - the operator suspended the vendor: provider_vendor_suspended;
 * - the bet is for another game of the vendor than the one the token was launched for (a lobby vendor's bets are
 *   for its lobby's games): provider_game_mismatch;
 * - a registered vendor's bet (vendors as data) below its game's minimum or above its maximum:
 *   provider_bet_out_of_range with { minBet, maxBet }.
 */
export async function refuseBet(
  ctx: AppContext,
  vendor: VendorRow,
  s: SessionRow,
  body: { gameCode: string; amount: number },
): Promise<void> {
  refuseBetsOf(s, ctx.now());
  if (vendor.status === 'suspended') throw new AppError('provider_vendor_suspended');
  if (LOBBY_VENDORS.includes(vendor.vassalage)) return;
  const game = await cachedGame(ctx, vendor.id, body.gameCode);
  if (!game) return; // provider_game_unknown, stored as the bet's answer
  if (game.id !== s.gameId) throw new AppError('provider_game_mismatch', undefined, 'gameCode');
  if (vendor.launchUrlTemplate !== null && (BigInt(body.amount) < game.minBet || BigInt(body.amount) > game.maxBet)) {
    throw new AppError('provider_bet_out_of_range', undefined, 'amount', {
      minBet: Number(game.minBet),
      maxBet: Number(game.maxBet),
    });
  }
}

// ── authenticate and balance ──────────────────────────────────────────────────────────────

export async function authenticate(ctx: AppContext, vendor: VendorRow, body: { token: string }) {
  const s = await sessionOf(ctx, vendor, body.token);
  if (ctx.now() >= s.expiresAt) throw new AppError('provider_session_expired');
  refuseBetsOf(s, ctx.now());
  const game = await repo.gameById(ctx.db, s.gameId);
  return {
    playerId: s.playerId,
    displayName: s.displayName,
    currency: s.currency,
    balance: toNumber(await currentBalance(ctx, s)),
    language: s.language as SiteLanguage,
    mode: s.mode as 'real' | 'trial',
    gameCode: game?.code ?? '',
    sessionExpiresAt: s.expiresAt.toISOString(),
  };
}

export async function balance(ctx: AppContext, vendor: VendorRow, body: { token: string; playerId: string }) {
  const s = await sessionOf(ctx, vendor, body.token, body.playerId);
  return { playerId: s.playerId, currency: s.currency, balance: toNumber(await currentBalance(ctx, s)) };
}
