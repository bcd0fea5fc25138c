// The money callbacks: bet, win and rollback, each exactly once per vendor transaction id, moving money
// through the ledger in the same transaction as the records of the vendor's transaction and the round.
import type { ErrorCode, ProviderBet, ProviderRollback, ProviderTransactionValue, ProviderWin } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { recordRankEntry } from '../games/service';
import {
  entryFingerprint,
  getBalance,
  getEntry,
  postEntry,
  postTransfer,
  reverseEntry,
  type PostResult,
} from '../ledger/service';
import { isRetryable, pgError, preparedRows } from '../../db/sqlResult';
import { cachedGame, countPopularity } from './hot';
import { bonusFunding, convertIfWagered, openBonusAccount, playableBalance, winSplit } from '../promotions/service';
import { applyRoundTransaction, findRoundForUpdate } from '../records/service';
import { refusalToBet } from '../responsible-gaming/service';
import { publishBalanceChange } from '../wallets/service';
import * as repo from './repository';
import { countLedgerEntry, countProviderTransaction } from '../../metrics/registry';
import type { SessionRow, TransactionRow } from './repository';
import { counterAccount, mainAccount, refuseBet, sessionOf, sha256, toNumber, type VendorRow } from './sessions';

type Kind = 'bet' | 'win' | 'rollback';
type Outcome =
  | { ok: true; value: ProviderTransactionValue; settled?: SettledRound }
  | { ok: false; code: ErrorCode; details?: Record<string, unknown>; message?: string };
interface SettledRound {
  gameId: number;
  stake: bigint;
  win: bigint;
  roundId: string;
}

/** The identity of a callback (kind, player, round, game, amount, reference); the lottery's batched settlement claims its wins with it too. */
export function fingerprintOf(
  kind: Kind,
  s: Pick<SessionRow, 'playerId'>,
  b: Partial<ProviderBet & ProviderWin & ProviderRollback>,
): string {
  // The default spelled out is the same call as the default left out (docs/API.md: bet false, win true).
  return fingerprintWith(kind, s, b, b.roundClosed ?? defaultRoundClosed(kind));
}

const defaultRoundClosed = (kind: Kind) => (kind === 'bet' ? false : kind === 'win' ? true : null);

function fingerprintWith(
  kind: Kind,
  s: Pick<SessionRow, 'playerId'>,
  b: Partial<ProviderBet & ProviderWin & ProviderRollback>,
  roundClosed: boolean | null,
): string {
  return sha256(
    JSON.stringify([
      kind,
      s.playerId,
      b.roundId ?? null,
      b.gameCode ?? null,
      b.amount === undefined ? null : String(b.amount),
      b.currency ?? null,
      b.referenceTransactionId ?? null,
      roundClosed,
    ]),
  );
}

/**
 * The fingerprints a call stored before roundClosed had a default may carry: those calls were kept with an unsent
 * roundClosed as null, so a retry of the default (sent or not) also matches that.
 */
function legacyFingerprint(
  kind: Kind,
  s: Pick<SessionRow, 'playerId'>,
  b: Partial<ProviderBet & ProviderWin & ProviderRollback>,
) {
  const closed = b.roundClosed ?? defaultRoundClosed(kind);
  return closed === defaultRoundClosed(kind) ? fingerprintWith(kind, s, b, null) : null;
}

/** The answer to a transaction id seen before: the first answer, its final error, or a conflict. */
function replay(existing: TransactionRow, kind: Kind, p: Prepared): Outcome {
  if (existing.kind === 'cancelled_bet' && kind === 'bet') return { ok: false, code: 'provider_bet_cancelled' };
  const same = existing.fingerprint === p.fingerprint || existing.fingerprint === p.legacyFingerprint;
  if (!same || existing.kind !== kind) {
    return { ok: false, code: 'provider_transaction_conflict', details: { transactionId: existing.transactionId } };
  }
  if (existing.status === 'refused') {
    return { ok: false, code: existing.errorCode as ErrorCode, details: existing.result ?? undefined };
  }
  return { ok: true, value: { ...(existing.result as unknown as ProviderTransactionValue), replayed: true } };
}

interface Prepared {
  session: SessionRow;
  main: { id: number } | null;
  counter: { id: number } | null;
  fingerprint: string;
  /** The fingerprint the same call had when stored before roundClosed had a default; null where none. */
  legacyFingerprint: string | null;
  trial: boolean;
}

async function prepare(
  ctx: AppContext,
  vendor: VendorRow,
  kind: Kind,
  body: ProviderBet | ProviderWin | ProviderRollback,
): Promise<Prepared> {
  const session = await sessionOf(ctx, vendor, body.token, body.playerId);
  if (kind === 'bet') await refuseBet(ctx, vendor, session, body as ProviderBet);
  const trial = session.mode === 'trial';
  return {
    session,
    trial,
    main: trial ? null : await mainAccount(ctx.db, session),
    counter: trial ? null : await counterAccount(ctx, session.merchantId, vendor.vassalage, session.currency),
    fingerprint: fingerprintOf(kind, session, body),
    legacyFingerprint: legacyFingerprint(kind, session, body),
  };
}

/** The claimed transaction's row: its id, and the game it is booked to once known (kept with its answer). */
interface Claim {
  id: number;
  gameId?: number | null;
}

/**
 * Runs one callback in a transaction: claim the id (or replay the answer of the request that holds it), apply the
 * business rules, keep the answer. The claim comes first, with no look before it: a known id's insert does nothing
 * and the row it met is read (one statement fewer for a new id, the common case; issue 30).
 */
async function runTransaction(
  ctx: AppContext,
  vendor: VendorRow,
  kind: Kind,
  body: ProviderBet | ProviderWin | ProviderRollback,
  apply: (tx: Tx, p: Prepared, claim: Claim, now: Date) => Promise<Outcome>,
): Promise<ProviderTransactionValue> {
  const p = await prepare(ctx, vendor, kind, body);
  const now = ctx.now();
  const outcome = await inTransaction(ctx.db, async (tx) => {
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
      // The id is known (a request with it committed, or committed while this insert waited): its replay.
      const winner = await repo.findTransaction(tx, vendor.id, body.transactionId);
      return replay(winner!, kind, p);
    }
    const claim: Claim = { id: claimId };
    const result = await apply(tx, p, claim, now);
    // The game the rules found, with the answer: one update of the claim.
    const game = claim.gameId === undefined ? {} : { gameId: claim.gameId };
    if (result.ok) {
      await repo.updateTransaction(tx, claimId, {
        ...game,
        status: result.value.status,
        result: { ...result.value },
        entryId: result.value.entryId,
      });
    } else {
      await repo.updateTransaction(tx, claimId, {
        ...game,
        status: 'refused',
        errorCode: result.code,
        result: result.details ?? null,
      });
    }
    return result;
  });
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, undefined, outcome.details);
  // The player's open pages learn at once that their balance moved (the committed entry is visible now;
  // a free-play account's play money is its balance too).
  if (!outcome.value.replayed) publishBalanceChange(ctx, p.session.merchantId, [p.session.memberId]);
  if (outcome.settled && !outcome.value.replayed) await afterSettlement(ctx, p.session, outcome.settled, now);
  return outcome.value;
}

/**
 * Popularity and the rank list follow settled rounds, and an open bonus converts once its wagering is
 * met; best effort, outside the money transaction (the conversion is idempotent and re-checked later).
 */
async function afterSettlement(ctx: AppContext, s: SessionRow, r: SettledRound, now: Date, bonusOpen = true) {
  try {
    // A round settled on the one-trip path had no open bonus to wager (that path leaves those to the full one).
    if (bonusOpen && (await convertIfWagered(ctx, s.memberId))) publishBalanceChange(ctx, s.merchantId, [s.memberId]);
  } catch {
    // The next settled round tries again.
  }
  try {
    countPopularity(ctx.db, r.gameId, 1);
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
  return p.trial ? repo.trialBalance(tx, p.session.id) : playable(tx, p, await getBalance(tx, p.main!.id));
}

/**
 * The game's balance after an entry: the main wallet's, plus the open bonus's, read from the entry's
 * postings where it has them (no query for the common bet or win).
 */
async function balanceAfterEntry(tx: Tx, p: Prepared, entry: PostResult, bonusAccountId: number | null) {
  const of = async (id: number) => entry.postings.find((x) => x.accountId === id)?.balanceAfter ?? getBalance(tx, id);
  const main = await of(p.main!.id);
  return bonusAccountId === null ? main : main + (await of(bonusAccountId));
}

/** Main money plus an open bonus: the balance the game shows. */
const playable = (tx: Tx, p: Prepared, main: bigint) =>
  playableBalance(tx, {
    merchantId: p.session.merchantId,
    memberId: p.session.memberId,
    currency: p.session.currency,
    main,
  });

const ledgerKey = (vendor: VendorRow, transactionId: string) => `pv:${vendor.id}:${transactionId}`;

/** The movement of money between the member's main wallet and the vendor's counter account. */
const moveMoney = (
  tx: Tx,
  vendor: VendorRow,
  p: Prepared,
  b: { transactionId: string; roundId: string },
  m: { type: 'bet' | 'win'; memo: string | null; toMember: boolean; amount: bigint },
) =>
  postTransfer(tx, {
    merchantId: p.session.merchantId,
    type: m.type,
    idempotencyKey: ledgerKey(vendor, b.transactionId),
    reference: `${vendor.vassalage}:${b.roundId}`.slice(0, 200),
    memo: m.memo,
    fromAccountId: m.toMember ? p.counter!.id : p.main!.id,
    toAccountId: m.toMember ? p.main!.id : p.counter!.id,
    amount: m.amount,
  });

/** Books a transaction on the member's round of this vendor; answers the round once it is settled. */
async function applyToRound(
  tx: Tx,
  vendor: VendorRow,
  p: Prepared,
  roundId: string,
  t: { kind: Kind; game: { gameId: number; gameType: string }; stake: bigint; win: bigint; at: Date; close?: boolean },
): Promise<SettledRound | undefined> {
  const row = await applyRoundTransaction(tx, {
    kind: t.kind,
    merchantId: p.session.merchantId,
    memberId: p.session.memberId,
    vendorId: vendor.id,
    gameId: t.game.gameId,
    gameType: t.game.gameType,
    roundId,
    stake: t.stake,
    win: t.win,
    at: t.at,
    close: t.close,
  });
  return row.status === 'settled'
    ? { gameId: row.gameId, stake: row.stake, win: row.win, roundId: row.roundId }
    : undefined;
}

// ── one round trip (issue 30) ─────────────────────────────────────────────────────────────

const MONEY_TYPES = [
  'text',
  'integer',
  'integer',
  'text',
  'text',
  'integer',
  'text',
  'text',
  'integer',
  'text',
  'bigint',
  'text',
  'text',
  'boolean',
  'timestamptz',
  'integer',
  'integer',
  'text',
  'text',
  'text',
  'text',
];
const MONEY_SQL = `select * from provider_money(${MONEY_TYPES.map((t, i) => `$${i + 1}::${t}`).join(', ')})`;

/**
 * A bet or win on its common path in one statement (`provider_money`, migrations 0040 and 0045): a real session, no
 * responsible-gaming setting that can refuse a bet (a block in force, a session, wager or loss limit; wins are never
 * checked), no open bonus, a new transaction id, an open round, enough money. Answers null
 * when the call is not that (nothing written): the full path (runTransaction) then answers it, with every rule
 * and record of its own. The checks that need no database are made here first, in the full path's order.
 */
async function oneTrip(
  ctx: AppContext,
  vendor: VendorRow,
  kind: 'bet' | 'win',
  body: ProviderBet | ProviderWin,
): Promise<ProviderTransactionValue | null> {
  const p = await prepare(ctx, vendor, kind, body);
  const s = p.session;
  const now = ctx.now();
  if (p.trial || body.currency !== s.currency) return null;
  const amount = BigInt(body.amount);
  let game: { id: number; gameType: string } | null = null;
  if (kind === 'bet') {
    if (now >= s.expiresAt || amount <= 0n) return null;
    const g = await cachedGame(ctx, vendor.id, body.gameCode!);
    if (!g || g.status !== 'active') return null;
    game = g;
  } else if (body.gameCode !== undefined && !(await cachedGame(ctx, vendor.id, body.gameCode))) {
    return null;
  }
  const key = ledgerKey(vendor, body.transactionId);
  const memo = body.gameCode ?? null;
  if (key.length > 200 || (memo !== null && memo.length > 500)) return null;
  const reference = `${vendor.vassalage}:${body.roundId}`.slice(0, 200);
  const [from, to] = kind === 'bet' ? [p.main!.id, p.counter!.id] : [p.counter!.id, p.main!.id];
  const values = [
    kind,
    s.merchantId,
    vendor.id,
    body.transactionId,
    body.roundId,
    s.memberId,
    s.id,
    s.playerId,
    game?.id ?? null,
    game?.gameType ?? null,
    amount.toString(),
    body.currency,
    p.fingerprint,
    kind === 'bet' ? (body.roundClosed === true ? true : null) : body.roundClosed !== false,
    now.toISOString(),
    p.main!.id,
    p.counter!.id,
    key,
    entryFingerprint({
      merchantId: s.merchantId,
      type: kind,
      reference,
      reversesEntryId: null,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    }),
    reference,
    memo,
  ];
  let row;
  try {
    [row] = await preparedRows(ctx.db, { name: 'provider_money_v1', text: MONEY_SQL, values }, () =>
      ctx.db.execute(
        sql`select * from provider_money(${sql.join(
          values.map((v, i) => sql`${v}::${sql.raw(MONEY_TYPES[i]!)}`),
          sql`, `,
        )})`,
      ),
    );
  } catch (error) {
    // LT001: the full path answers this one (see the migration); a deadlock or serialization failure rolled
    // the statement back, and the full path runs it again.
    if (pgError(error)?.code === 'LT001' || isRetryable(error)) return null;
    throw error;
  }
  if (!row) return null;
  if (row.entry_id != null) countLedgerEntry(kind);
  const value: ProviderTransactionValue = {
    playerId: s.playerId,
    currency: s.currency,
    balance: Number(row.balance),
    transactionId: body.transactionId,
    roundId: body.roundId,
    status: 'ok',
    entryId: row.entry_id == null ? null : Number(row.entry_id),
    replayed: false,
  };
  publishBalanceChange(ctx, s.merchantId, [s.memberId]);
  if (row.round_status === 'settled') {
    const settled = {
      gameId: Number(row.round_game_id),
      stake: BigInt(row.round_stake as string),
      win: BigInt(row.round_win as string),
      roundId: body.roundId,
    };
    await afterSettlement(ctx, s, settled, now, false);
  }
  return value;
}

async function placeBet(ctx: AppContext, vendor: VendorRow, body: ProviderBet): Promise<ProviderTransactionValue> {
  const fast = await oneTrip(ctx, vendor, 'bet', body);
  if (fast) return fast;
  return runTransaction(ctx, vendor, 'bet', body, async (tx, p, claim, now) => {
    const s = p.session;
    if (now >= s.expiresAt) return refuse('provider_session_expired');
    if (body.currency !== s.currency) return refuse('provider_currency_mismatch', { currency: s.currency });
    const game = await repo.gameByCode(tx, vendor.id, body.gameCode);
    if (!game || game.status !== 'active') return refuse('provider_game_unknown');
    claim.gameId = game.id;
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
    // Responsible gaming (a block, the session limit, wager and loss limits), in the member's language.
    const rg = await refusalToBet(
      tx,
      { merchantId: s.merchantId, memberId: s.memberId, language: s.language === 'en' ? 'en' : 'vi', stake: amount },
      now,
    );
    if (rg) return { ok: false, code: rg.errorCode, details: rg.details, message: rg.message };
    let entry;
    let bonusAccountId: number | null;
    try {
      // Main money first, then an open bonus (docs/API.md "Promotions", Bonus money).
      const funding = await bonusFunding(tx, {
        merchantId: s.merchantId,
        memberId: s.memberId,
        currency: s.currency,
        mainAccountId: p.main!.id,
        amount,
      });
      bonusAccountId = funding.bonusAccountId;
      entry =
        funding.bonus === 0n
          ? await moveMoney(tx, vendor, p, body, { type: 'bet', memo: `${body.gameCode}`, toMember: false, amount })
          : await postEntry(tx, {
              merchantId: s.merchantId,
              type: 'bet',
              idempotencyKey: ledgerKey(vendor, body.transactionId),
              reference: `${vendor.vassalage}:${body.roundId}`.slice(0, 200),
              memo: `${body.gameCode}`,
              postings: [
                ...(funding.main > 0n ? [{ accountId: p.main!.id, amount: -funding.main }] : []),
                { accountId: funding.bonusAccountId!, amount: -funding.bonus },
                { accountId: p.counter!.id, amount },
              ],
            });
    } catch (error) {
      if (error instanceof AppError && error.errorCode === 'insufficient_balance') {
        return refuse('insufficient_balance', { balance: toNumber(await balanceIn(tx, p)) });
      }
      if (error instanceof AppError && error.errorCode === 'bonus_max_stake_exceeded') {
        return refuse('bonus_max_stake_exceeded', error.details);
      }
      throw error;
    }
    const settled = await applyToRound(tx, vendor, p, body.roundId, {
      kind: 'bet',
      game: round ?? { gameId: game.id, gameType: game.gameType },
      stake: amount,
      win: 0n,
      at: now,
      close: body.roundClosed === true ? true : undefined,
    });
    return {
      ok: true,
      value: value(p, body, await balanceAfterEntry(tx, p, entry, bonusAccountId), entry.id),
      settled,
    };
  });
}

/** The part of a round's stake that an open bonus paid (its postings on the bonus wallet). */
async function bonusStakeOf(tx: Tx, vendor: VendorRow, p: Prepared, roundId: string, bonusAccountId: number) {
  let total = 0n;
  for (const id of await repo.roundBetEntryIds(tx, vendor.id, roundId, p.session.memberId)) {
    const e = await getEntry(tx, p.session.merchantId, id);
    for (const x of e?.postings ?? []) if (x.accountId === bonusAccountId) total -= x.amount;
  }
  return total;
}

async function payWin(ctx: AppContext, vendor: VendorRow, body: ProviderWin): Promise<ProviderTransactionValue> {
  const fast = await oneTrip(ctx, vendor, 'win', body);
  if (fast) return fast;
  return runTransaction(ctx, vendor, 'win', body, async (tx, p, claim, now) => {
    const s = p.session;
    if (body.currency !== s.currency) return refuse('provider_currency_mismatch', { currency: s.currency });
    if (body.gameCode !== undefined) {
      const game = await repo.gameByCode(tx, vendor.id, body.gameCode);
      if (!game) return refuse('provider_game_unknown');
    }
    const amount = BigInt(body.amount);
    const prior = await repo.roundBet(tx, vendor.id, body.roundId, s.memberId, p.trial);
    if (!prior) return refuse('provider_round_unknown');
    claim.gameId = prior.gameId;
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
      // The share of the stake an open bonus paid wins back into the bonus wallet; the rest is main money.
      const bonusAccount = await openBonusAccount(tx, s.merchantId, s.memberId, s.currency);
      const split = bonusAccount
        ? winSplit(amount, round.stake, await bonusStakeOf(tx, vendor, p, body.roundId, bonusAccount.id))
        : { main: amount, bonus: 0n };
      const entry =
        split.bonus === 0n
          ? await moveMoney(tx, vendor, p, body, { type: 'win', memo: body.gameCode ?? null, toMember: true, amount })
          : await postEntry(tx, {
              merchantId: s.merchantId,
              type: 'win',
              idempotencyKey: ledgerKey(vendor, body.transactionId),
              reference: `${vendor.vassalage}:${body.roundId}`.slice(0, 200),
              memo: body.gameCode ?? null,
              postings: [
                { accountId: p.counter!.id, amount: -amount },
                ...(split.main > 0n ? [{ accountId: p.main!.id, amount: split.main }] : []),
                { accountId: bonusAccount!.id, amount: split.bonus },
              ],
            });
      balanceAfter = await balanceAfterEntry(tx, p, entry, bonusAccount?.id ?? null);
      entryId = entry.id;
    } else {
      balanceAfter = await balanceIn(tx, p);
    }
    const settled = await applyToRound(tx, vendor, p, body.roundId, {
      kind: 'win',
      game: round,
      stake: 0n,
      win: amount,
      at: now,
      close: body.roundClosed !== false,
    });
    return { ok: true, value: value(p, body, balanceAfter, entryId), settled };
  });
}

async function rollBack(ctx: AppContext, vendor: VendorRow, body: ProviderRollback): Promise<ProviderTransactionValue> {
  return runTransaction(ctx, vendor, 'rollback', body, async (tx, p, claim, now) => {
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
    // A bet (the stake comes back), or a real win (taken back, and the round opens again for a new win:
    // a vendor's corrected result, e.g. the lottery's).
    const reversible = r.kind === 'bet' || (r.kind === 'win' && !p.trial);
    if (!reversible || r.memberId !== s.memberId || r.trial !== p.trial || r.roundId !== body.roundId) {
      return refuse('provider_reference_invalid');
    }
    if (body.amount !== undefined && BigInt(body.amount) !== r.amount)
      return refuse('provider_reference_invalid', { amount: toNumber(r.amount) });
    if (r.status !== 'ok' || r.rolledBackBy) {
      // The bet moved no money (refused) or was already cancelled: nothing to give back.
      return { ok: true, value: value(p, body, await balanceIn(tx, p), null, 'acknowledged') };
    }
    await repo.updateTransaction(tx, r.id, { rolledBackBy: body.transactionId });
    claim.gameId = r.gameId;
    if (p.trial) {
      const after = await repo.addTrialBalance(tx, r.sessionId, r.amount);
      return { ok: true, value: value(p, body, after ?? 0n, null) };
    }
    // A win of 0 moved no money: only its round opens again.
    const entry =
      r.entryId === null
        ? null
        : await reverseEntry(tx, {
            merchantId: s.merchantId,
            entryId: r.entryId,
            idempotencyKey: ledgerKey(vendor, body.transactionId),
            type: 'rollback',
            memo: `rollback of ${r.transactionId}`.slice(0, 500),
          });
    const round = await findRoundForUpdate(tx, vendor.id, body.roundId, s.memberId);
    if (round) {
      const win = r.kind === 'win';
      await applyToRound(tx, vendor, p, body.roundId, {
        kind: 'rollback',
        game: round,
        stake: win ? 0n : -r.amount,
        win: win ? -r.amount : 0n,
        at: now,
        close: win ? false : undefined,
      });
    }
    return { ok: true, value: value(p, body, await balanceIn(tx, p), entry?.id ?? null) };
  });
}

/** Counts a callback's answer on /metrics (metrics/registry.ts) as it passes, adding no wait of its own. */
function counted(
  kind: 'bet' | 'win' | 'rollback',
  answer: Promise<ProviderTransactionValue>,
): Promise<ProviderTransactionValue> {
  return answer.then(
    (value) => {
      countProviderTransaction(kind, 'ok');
      return value;
    },
    (error: unknown) => {
      countProviderTransaction(kind, error instanceof AppError ? 'refused' : 'error');
      throw error;
    },
  );
}

export const bet = (ctx: AppContext, vendor: VendorRow, body: ProviderBet) =>
  counted('bet', placeBet(ctx, vendor, body));
export const win = (ctx: AppContext, vendor: VendorRow, body: ProviderWin) => counted('win', payWin(ctx, vendor, body));
export const rollback = (ctx: AppContext, vendor: VendorRow, body: ProviderRollback) =>
  counted('rollback', rollBack(ctx, vendor, body));
