import crypto from 'node:crypto';
import {
  HOUSE_VASSALAGE,
  PROVIDER_TIMESTAMP_WINDOW_MS,
  type ErrorCode,
  type ProviderBet,
  type ProviderRollback,
  type ProviderTransactionValue,
  type ProviderWin,
  type SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { addPopularity, maskPlayerName, recordRankEntry } from '../games/service';
import { getBalance, getOrCreateAccount, postEntry, reverseEntry, type LedgerAccount } from '../ledger/service';
import { publishBalanceChange } from '../wallets/service';
import { applyRoundTransaction, findRoundForUpdate } from '../records/service';
import * as repo from './repository';
import type { SessionRow, TransactionRow } from './repository';
import { signaturesEqual, signCallback, vendorSecret } from './secrets';

export * from './adapters';
export { vendorSecret } from './secrets';

/**
 * The provider gateway (docs/API.md "Provider API"): launch sessions, the seamless-wallet callbacks
 * (authenticate, balance, bet, win, rollback) and the adapters of vendors. Every bet and win moves
 * money through the ledger (member_main ↔ the vendor's provider account, or the house account for
 * LOTUS_HOUSE) with the key `pv:<vendor id>:<transaction id>`, in the same transaction as the
 * record of the vendor's transaction and of the round.
 */

/** The seamless API's player id of a member. */
export const playerIdOf = (merchantCode: string, memberId: number) => `${merchantCode}-${memberId}`;

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

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

async function sessionOf(ctx: AppContext, vendor: VendorRow, token: string, playerId?: string): Promise<SessionRow> {
  const s = await repo.sessionByTokenHash(ctx.db, sha256(token));
  if (!s || s.vendorId !== vendor.id) throw new AppError('provider_token_invalid', undefined, 'token');
  if (playerId !== undefined && playerId !== s.playerId)
    throw new AppError('provider_player_unknown', undefined, 'playerId');
  return s;
}

const accountCache = new WeakMap<object, Map<string, LedgerAccount>>();
/** The counter-side of a vendor's bets and wins: the house account for the house, else the vendor's provider account. */
async function counterAccount(ctx: AppContext, merchantId: number, vassalage: string, currency: string) {
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

const mainAccount = (db: Tx, s: SessionRow) =>
  getOrCreateAccount(db, {
    merchantId: s.merchantId,
    kind: 'member_main',
    ownerMemberId: s.memberId,
    currency: s.currency,
  });

const toNumber = (v: bigint) => Number(v);

async function currentBalance(ctx: AppContext, s: SessionRow): Promise<bigint> {
  if (s.mode === 'trial') return repo.trialBalance(ctx.db, s.id);
  return getBalance(ctx.db, (await mainAccount(ctx.db, s)).id);
}

// ── authenticate and balance ──────────────────────────────────────────────────────────────

export async function authenticate(ctx: AppContext, vendor: VendorRow, body: { token: string }) {
  const s = await sessionOf(ctx, vendor, body.token);
  if (ctx.now() >= s.expiresAt) throw new AppError('provider_session_expired');
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

// ── bet, win, rollback ──────────────────────────────────────────────────────────────────────

type Kind = 'bet' | 'win' | 'rollback';
type Outcome =
  | { ok: true; value: ProviderTransactionValue; settled?: SettledRound }
  | { ok: false; code: ErrorCode; details?: Record<string, unknown> };
interface SettledRound {
  gameId: number;
  stake: bigint;
  win: bigint;
  roundId: string;
}

function fingerprintOf(kind: Kind, s: SessionRow, b: Partial<ProviderBet & ProviderWin & ProviderRollback>): string {
  return sha256(
    JSON.stringify([
      kind,
      s.playerId,
      b.roundId ?? null,
      b.gameCode ?? null,
      b.amount === undefined ? null : String(b.amount),
      b.currency ?? null,
      b.referenceTransactionId ?? null,
      b.roundClosed ?? null,
    ]),
  );
}

/** The answer to a transaction id seen before: the first answer, its final error, or a conflict. */
function replay(existing: TransactionRow, kind: Kind, fingerprint: string): Outcome {
  if (existing.kind === 'cancelled_bet' && kind === 'bet') return { ok: false, code: 'provider_bet_cancelled' };
  if (existing.fingerprint !== fingerprint || existing.kind !== kind) {
    return { ok: false, code: 'provider_transaction_conflict', details: { transactionId: existing.transactionId } };
  }
  if (existing.status === 'refused') {
    return { ok: false, code: existing.errorCode as ErrorCode, details: existing.result ?? undefined };
  }
  return { ok: true, value: { ...(existing.result as unknown as ProviderTransactionValue), replayed: true } };
}

interface Prepared {
  session: SessionRow;
  main: LedgerAccount | null;
  counter: LedgerAccount | null;
  fingerprint: string;
  trial: boolean;
}

async function prepare(
  ctx: AppContext,
  vendor: VendorRow,
  kind: Kind,
  body: ProviderBet | ProviderWin | ProviderRollback,
): Promise<Prepared> {
  const session = await sessionOf(ctx, vendor, body.token, body.playerId);
  const trial = session.mode === 'trial';
  return {
    session,
    trial,
    main: trial ? null : await mainAccount(ctx.db, session),
    counter: trial ? null : await counterAccount(ctx, session.merchantId, vendor.vassalage, session.currency),
    fingerprint: fingerprintOf(kind, session, body),
  };
}

/** Runs one callback in a transaction: replay, or claim the id, apply the business rules, keep the answer. */
async function runTransaction(
  ctx: AppContext,
  vendor: VendorRow,
  kind: Kind,
  body: ProviderBet | ProviderWin | ProviderRollback,
  apply: (tx: Tx, p: Prepared, claimId: number, now: Date) => Promise<Outcome>,
): Promise<ProviderTransactionValue> {
  const p = await prepare(ctx, vendor, kind, body);
  const now = ctx.now();
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const existing = await repo.findTransaction(tx, vendor.id, body.transactionId);
    if (existing) return replay(existing, kind, p.fingerprint);
    const claimId = await repo.claimTransaction(tx, {
      merchantId: p.session.merchantId,
      vendorId: vendor.id,
      transactionId: body.transactionId,
      kind,
      roundId: body.roundId,
      memberId: p.session.memberId,
      sessionId: p.session.id,
      amount: BigInt('amount' in body && body.amount !== undefined ? body.amount : 0),
      currency: body.currency ?? p.session.currency,
      trial: p.trial,
      fingerprint: p.fingerprint,
      status: 'ok',
      referenceId: 'referenceTransactionId' in body ? body.referenceTransactionId : null,
      createdAt: now,
    });
    if (claimId === null) {
      // A concurrent request with the same id committed first: answer as its replay.
      const winner = await repo.findTransaction(tx, vendor.id, body.transactionId);
      return replay(winner!, kind, p.fingerprint);
    }
    const result = await apply(tx, p, claimId, now);
    if (result.ok) {
      await repo.updateTransaction(tx, claimId, {
        status: result.value.status,
        result: { ...result.value },
        entryId: result.value.entryId,
      });
    } else {
      await repo.updateTransaction(tx, claimId, {
        status: 'refused',
        errorCode: result.code,
        result: result.details ?? null,
      });
    }
    return result;
  });
  if (!outcome.ok) throw new AppError(outcome.code, undefined, undefined, outcome.details);
  // The player's open pages learn at once that their balance moved (the committed entry is visible now).
  if (!outcome.value.replayed && !p.trial) publishBalanceChange(ctx, p.session.merchantId, [p.session.memberId]);
  if (outcome.settled && !outcome.value.replayed) await afterSettlement(ctx, p.session, outcome.settled, now);
  return outcome.value;
}

/** Popularity and the rank list follow settled rounds; best effort, outside the money transaction. */
async function afterSettlement(ctx: AppContext, s: SessionRow, r: SettledRound, now: Date) {
  try {
    await addPopularity(ctx.db, r.gameId, 1);
    if (r.stake > 0n && r.win >= r.stake * 10n) {
      await recordRankEntry(ctx.db, {
        merchantId: s.merchantId,
        gameId: r.gameId,
        memberId: s.memberId,
        playerName: s.maskedName,
        stake: r.stake,
        win: r.win,
        wonAt: now,
        source: 'bet',
        roundId: `${s.vendorId}:${r.roundId}:${s.memberId}`,
      });
    }
  } catch {
    // Listings are not worth failing a settled round for.
  }
}

const refuse = (code: ErrorCode, details?: Record<string, unknown>): Outcome => ({ ok: false, code, details });

function value(
  p: Prepared,
  b: { transactionId: string; roundId: string },
  balanceAfter: bigint,
  entryId: number | null,
  status: 'ok' | 'acknowledged' = 'ok',
): ProviderTransactionValue {
  return {
    playerId: p.session.playerId,
    currency: p.session.currency,
    balance: toNumber(balanceAfter),
    transactionId: b.transactionId,
    roundId: b.roundId,
    status,
    entryId,
    replayed: false,
  };
}

async function balanceIn(tx: Tx, p: Prepared): Promise<bigint> {
  return p.trial ? repo.trialBalance(tx, p.session.id) : getBalance(tx, p.main!.id);
}

const ledgerKey = (vendor: VendorRow, transactionId: string) => `pv:${vendor.id}:${transactionId}`;

export async function bet(ctx: AppContext, vendor: VendorRow, body: ProviderBet): Promise<ProviderTransactionValue> {
  return runTransaction(ctx, vendor, 'bet', body, async (tx, p, claimId, now) => {
    const s = p.session;
    if (now >= s.expiresAt) return refuse('provider_session_expired');
    if (body.currency !== s.currency) return refuse('provider_currency_mismatch', { currency: s.currency });
    const game = await repo.gameByCode(tx, vendor.id, body.gameCode);
    if (!game || game.status !== 'active') return refuse('provider_game_unknown');
    await repo.updateTransaction(tx, claimId, { gameId: game.id });
    const amount = BigInt(body.amount);
    if (p.trial) {
      const prior = await repo.roundBet(tx, vendor.id, body.roundId, s.memberId, true);
      if (prior && prior.sessionId !== s.id) return refuse('provider_round_closed');
      const after = await repo.addTrialBalance(tx, s.id, -amount);
      if (after === null)
        return refuse('insufficient_balance', { balance: toNumber(await repo.trialBalance(tx, s.id)) });
      return { ok: true, value: value(p, body, after, null) };
    }
    const round = await findRoundForUpdate(tx, vendor.id, body.roundId, s.memberId);
    if (round && round.status !== 'open') return refuse('provider_round_closed');
    let entry;
    try {
      entry = await postEntry(tx, {
        merchantId: s.merchantId,
        type: 'bet',
        idempotencyKey: ledgerKey(vendor, body.transactionId),
        reference: `${vendor.vassalage}:${body.roundId}`.slice(0, 200),
        memo: `${body.gameCode}`,
        postings: [
          { accountId: p.main!.id, amount: -amount },
          { accountId: p.counter!.id, amount },
        ],
      });
    } catch (error) {
      if (error instanceof AppError && error.errorCode === 'insufficient_balance') {
        return refuse('insufficient_balance', { balance: toNumber(await getBalance(tx, p.main!.id)) });
      }
      throw error;
    }
    const row = await applyRoundTransaction(tx, {
      kind: 'bet',
      merchantId: s.merchantId,
      memberId: s.memberId,
      vendorId: vendor.id,
      gameId: round?.gameId ?? game.id,
      gameType: round?.gameType ?? game.gameType,
      roundId: body.roundId,
      stake: amount,
      win: 0n,
      at: now,
      close: body.roundClosed === true ? true : undefined,
    });
    const settled =
      row.status === 'settled'
        ? { gameId: row.gameId, stake: row.stake, win: row.win, roundId: row.roundId }
        : undefined;
    return { ok: true, value: value(p, body, entry.postings[0]!.balanceAfter, entry.id), settled };
  });
}

export async function win(ctx: AppContext, vendor: VendorRow, body: ProviderWin): Promise<ProviderTransactionValue> {
  return runTransaction(ctx, vendor, 'win', body, async (tx, p, claimId, now) => {
    const s = p.session;
    if (body.currency !== s.currency) return refuse('provider_currency_mismatch', { currency: s.currency });
    if (body.gameCode !== undefined) {
      const game = await repo.gameByCode(tx, vendor.id, body.gameCode);
      if (!game) return refuse('provider_game_unknown');
    }
    const amount = BigInt(body.amount);
    const prior = await repo.roundBet(tx, vendor.id, body.roundId, s.memberId, p.trial);
    if (!prior) return refuse('provider_round_unknown');
    await repo.updateTransaction(tx, claimId, { gameId: prior.gameId });
    if (p.trial) {
      if (prior.sessionId !== s.id) return refuse('provider_round_unknown');
      const after = amount > 0n ? await repo.addTrialBalance(tx, s.id, amount) : await repo.trialBalance(tx, s.id);
      return { ok: true, value: value(p, body, after!, null) };
    }
    const round = await findRoundForUpdate(tx, vendor.id, body.roundId, s.memberId);
    if (!round) return refuse('provider_round_unknown');
    if (round.status !== 'open') return refuse('provider_round_closed');
    let balanceAfter: bigint;
    let entryId: number | null = null;
    if (amount > 0n) {
      const entry = await postEntry(tx, {
        merchantId: s.merchantId,
        type: 'win',
        idempotencyKey: ledgerKey(vendor, body.transactionId),
        reference: `${vendor.vassalage}:${body.roundId}`.slice(0, 200),
        memo: body.gameCode ?? null,
        postings: [
          { accountId: p.main!.id, amount },
          { accountId: p.counter!.id, amount: -amount },
        ],
      });
      balanceAfter = entry.postings[0]!.balanceAfter;
      entryId = entry.id;
    } else {
      balanceAfter = await getBalance(tx, p.main!.id);
    }
    const row = await applyRoundTransaction(tx, {
      kind: 'win',
      merchantId: s.merchantId,
      memberId: s.memberId,
      vendorId: vendor.id,
      gameId: round.gameId,
      gameType: round.gameType,
      roundId: body.roundId,
      stake: 0n,
      win: amount,
      at: now,
      close: body.roundClosed !== false,
    });
    const settled =
      row.status === 'settled'
        ? { gameId: row.gameId, stake: row.stake, win: row.win, roundId: row.roundId }
        : undefined;
    return { ok: true, value: value(p, body, balanceAfter, entryId), settled };
  });
}

export async function rollback(
  ctx: AppContext,
  vendor: VendorRow,
  body: ProviderRollback,
): Promise<ProviderTransactionValue> {
  return runTransaction(ctx, vendor, 'rollback', body, async (tx, p, claimId, now) => {
    const s = p.session;
    if (body.currency !== undefined && body.currency !== s.currency)
      return refuse('provider_currency_mismatch', { currency: s.currency });
    if (body.referenceTransactionId === body.transactionId) return refuse('provider_reference_invalid');
    let ref = await repo.findTransaction(tx, vendor.id, body.referenceTransactionId, true);
    if (!ref) {
      // A rollback of a bet we never saw: acknowledged and recorded, so that the bet is refused if it comes.
      const tomb = await repo.claimTransaction(tx, {
        merchantId: s.merchantId,
        vendorId: vendor.id,
        transactionId: body.referenceTransactionId,
        kind: 'cancelled_bet',
        roundId: body.roundId,
        memberId: s.memberId,
        sessionId: s.id,
        amount: BigInt(body.amount ?? 0),
        currency: s.currency,
        trial: p.trial,
        fingerprint: '-',
        status: 'cancelled',
        referenceId: body.transactionId,
        createdAt: now,
      });
      if (tomb !== null) return { ok: true, value: value(p, body, await balanceIn(tx, p), null, 'acknowledged') };
      ref = await repo.findTransaction(tx, vendor.id, body.referenceTransactionId, true);
    }
    if (ref!.kind === 'cancelled_bet')
      return { ok: true, value: value(p, body, await balanceIn(tx, p), null, 'acknowledged') };
    const r = ref!;
    if (r.kind !== 'bet' || r.memberId !== s.memberId || r.trial !== p.trial || r.roundId !== body.roundId) {
      return refuse('provider_reference_invalid');
    }
    if (body.amount !== undefined && BigInt(body.amount) !== r.amount)
      return refuse('provider_reference_invalid', { amount: toNumber(r.amount) });
    if (r.status !== 'ok' || r.rolledBackBy) {
      // The bet moved no money (refused) or was already cancelled: nothing to give back.
      return { ok: true, value: value(p, body, await balanceIn(tx, p), null, 'acknowledged') };
    }
    await repo.updateTransaction(tx, r.id, { rolledBackBy: body.transactionId });
    await repo.updateTransaction(tx, claimId, { gameId: r.gameId });
    if (p.trial) {
      const after = await repo.addTrialBalance(tx, r.sessionId, r.amount);
      return { ok: true, value: value(p, body, after ?? 0n, null) };
    }
    const entry = await reverseEntry(tx, {
      merchantId: s.merchantId,
      entryId: r.entryId!,
      idempotencyKey: ledgerKey(vendor, body.transactionId),
      type: 'rollback',
      memo: `rollback of ${r.transactionId}`.slice(0, 500),
    });
    const mine = entry.postings.find((x) => x.accountId === p.main!.id);
    const round = await findRoundForUpdate(tx, vendor.id, body.roundId, s.memberId);
    if (round) {
      await applyRoundTransaction(tx, {
        kind: 'rollback',
        merchantId: s.merchantId,
        memberId: s.memberId,
        vendorId: vendor.id,
        gameId: round.gameId,
        gameType: round.gameType,
        roundId: body.roundId,
        stake: -r.amount,
        win: 0n,
        at: now,
        close: undefined,
      });
    }
    return { ok: true, value: value(p, body, mine?.balanceAfter ?? (await getBalance(tx, p.main!.id)), entry.id) };
  });
}

// ── recall ──────────────────────────────────────────────────────────────────────────────────

/** The vendor's replay page of a member's round, when its adapter has one. */
export function recallUrlFor(
  ctx: AppContext,
  merchantCode: string,
  memberId: number,
  r: { vassalage: string; roundId: string; gameCode: string },
  now: Date,
): string | null {
  const adapter = ctx.providers.get(r.vassalage);
  return (
    adapter?.recallUrl?.({
      roundId: r.roundId,
      gameCode: r.gameCode,
      playerId: playerIdOf(merchantCode, memberId),
      now,
    }) ?? null
  );
}
