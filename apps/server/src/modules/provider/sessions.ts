// Launch sessions and what every seamless-wallet callback checks first: the vendor, the signature, the
// timestamp and the session; authenticate and balance, which only read.
import crypto from 'node:crypto';
import { HOUSE_VASSALAGE, PROVIDER_TIMESTAMP_WINDOW_MS, type SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { mayDo } from '../accounts/capabilities';
import { maskPlayerName } from '../games/service';
import { getBalance, getOrCreateAccount, type LedgerAccount } from '../ledger/service';
import { cachedMainAccount, cachedSession } from './hot';
import { playableBalance } from '../promotions/service';
import * as repo from './repository';
import type { SessionRow } from './repository';
import { signaturesEqual, signCallback, vendorSecret } from './secrets';

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
  });
  return { token, sessionId: id, playerId, expiresAt: s.expiresAt };
}

// ── callbacks: vendor, signature, timestamp ─────────────────────────────────────────────────

export type VendorRow = NonNullable<Awaited<ReturnType<typeof repo.vendorByCode>>>;

const vendorCache = new WeakMap<object, Map<string, { v: VendorRow | undefined; at: number }>>();
async function seamlessVendor(ctx: AppContext, code: string): Promise<VendorRow | undefined> {
  let m = vendorCache.get(ctx.db);
  if (!m) vendorCache.set(ctx.db, (m = new Map()));
  const hit = m.get(code);
  if (hit && performance.now() - hit.at < 5_000) return hit.v;
  const v = /^[A-Za-z0-9_-]{1,32}$/.test(code) ? await repo.vendorByCode(ctx.db, code) : undefined;
  m.set(code, { v, at: performance.now() });
  return v;
}

/**
 * Checks a callback's headers against its raw body: a known seamless vendor, a valid HMAC-SHA256
 * signature with that vendor's secret over `${timestamp}.${rawBody}`, and a timestamp within the
 * window. Answers the vendor.
 */
export async function verifyCallback(
  ctx: AppContext,
  h: { vendor: string | undefined; timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
): Promise<VendorRow> {
  const vendor = h.vendor ? await seamlessVendor(ctx, h.vendor) : undefined;
  if (!vendor || vendor.walletMode !== 'seamless') throw new AppError('provider_vendor_unknown');
  if (!h.signature || !/^[0-9a-fA-F]{64}$/.test(h.signature.trim())) throw new AppError('provider_signature_invalid');
  const secret = vendorSecret(ctx.config.dataDir, vendor.vassalage);
  const ts = h.timestamp ?? '';
  if (!signaturesEqual(signCallback(secret, ts, rawBody), h.signature))
    throw new AppError('provider_signature_invalid');
  if (!/^\d{1,16}$/.test(ts) || Math.abs(Number(ts) - ctx.now().getTime()) > PROVIDER_TIMESTAMP_WINDOW_MS) {
    throw new AppError('provider_timestamp_invalid');
  }
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
 *   launch tokens' bets included): provider_session_expired, as for an ended session;
 * - its account's kind may not be bet on for real money (an agent of kind 1 or 2, accounts/capabilities.ts):
 *   provider_player_not_allowed for a real session (a trial session moves play money only).
 */
export function refuseBetsOf(s: SessionRow, now: Date) {
  if (s.memberDisabledAt || (s.memberLockedUntil && s.memberLockedUntil > now)) {
    throw new AppError('provider_session_expired');
  }
  if (s.mode === 'real' && !mayDo(s.accountKind, 'vendorBets')) throw new AppError('provider_player_not_allowed');
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
