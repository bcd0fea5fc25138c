import type { ErrorCode, RgLimitKind, RgPeriod, SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { serverMessage } from '../../lib/i18n';
import { moneyDetail } from '../../lib/money';
import { sessionStartOf } from '../accounts/service';
import { merchantById } from '../brands/service';
import * as repo from './repository';
import type { SettingsRow } from './repository';
import { hasSettings } from './known';
import { blockOf } from './settings';
import { usedOf, type DepositTotal, type Who } from './usage';

/**
 * The checks other modules call (docs/API.md "Responsible gaming"): deposits (assertMayDeposit, in the
 * transaction that opens the order), transfers into vendor wallets (assertMayTransferIn), real-money launches (assertMayPlay, assertMayLaunch), seamless and house bets
 * (refusalToBet, in the bet's transaction) and promotions (assertMayTakePart). The refusals speak the
 * member's language. A member without settings costs one primary-key read; one with settings is
 * serialised on their settings row (FOR UPDATE), so raced deposits or bets cannot pass a limit together.
 * Withdrawals, transfers back to the main wallet and sign-in are never refused.
 */

export interface Player extends Who {
  language: SiteLanguage;
}

const refusal = (code: ErrorCode, language: SiteLanguage, details?: Record<string, unknown>) =>
  new AppError(code, serverMessage(code, language), undefined, details);

function checkBlock(s: SettingsRow, now: Date, language: SiteLanguage) {
  const b = blockOf(s, now);
  if (b)
    throw refusal(b.kind === 'timeout' ? 'rg_timed_out' : 'rg_self_excluded', language, {
      until: b.until.toISOString(),
    });
}

async function checkSession(db: Tx, s: SettingsRow, p: Player, sessionId: string | null, now: Date) {
  if (s.sessionMinutes === null) return;
  const start = await sessionStartOf(db, p.memberId, sessionId, now);
  if (start && now.getTime() - start.getTime() >= s.sessionMinutes * 60_000) {
    throw refusal('rg_session_limit_reached', p.language, { sessionMinutes: s.sessionMinutes });
  }
}

const CODES: Record<RgLimitKind, ErrorCode> = {
  deposit: 'rg_deposit_limit_exceeded',
  loss: 'rg_loss_limit_exceeded',
  wager: 'rg_wager_limit_exceeded',
};

/** Refuses when used + amount passes one of the member's limits of these kinds. */
async function checkLimits(
  db: Tx,
  p: Player,
  kinds: RgLimitKind[],
  amount: bigint,
  now: Date,
  deposits: DepositTotal | null,
) {
  for (const l of await repo.limitsOf(db, p.memberId)) {
    const kind = l.kind as RgLimitKind;
    if (l.amount === null || !kinds.includes(kind)) continue;
    const used = await usedOf(db, p, kind, l.period as RgPeriod, now, deposits && { total: deposits, pending: true });
    if (used + amount > l.amount) {
      throw refusal(CODES[kind], p.language, {
        period: l.period,
        limit: moneyDetail(l.amount),
        used: moneyDetail(used),
      });
    }
  }
}

/**
 * What the member's deposit limits still let in this period (credited and pending orders counted, as
 * the deposit check counts them): the least room of any deposit limit, 0 when one is used up, null
 * without a deposit limit. The deposit page offers no more than this (issue 33 item 13).
 */
export async function depositRoom(db: Tx, w: Who, now: Date, deposits: DepositTotal): Promise<bigint | null> {
  let room: bigint | null = null;
  for (const l of await repo.limitsOf(db, w.memberId)) {
    if (l.kind !== 'deposit' || l.amount === null) continue;
    const used = await usedOf(db, w, 'deposit', l.period as RgPeriod, now, { total: deposits, pending: true });
    const left = l.amount > used ? l.amount - used : 0n;
    if (room === null || left < room) room = left;
  }
  return room;
}

/** Promotions (join, apply, claim): refused during a time-out or self-exclusion. */
export async function assertMayTakePart(db: Tx, memberId: number, language: SiteLanguage, now: Date) {
  const s = await repo.settingsOf(db, memberId);
  if (s) checkBlock(s, now, language);
}

/**
 * Money into a transfer-wallet vendor's wallet (the wallets module's walletTransfer, direction in):
 * refused during a time-out or self-exclusion; money back out to the main wallet is never refused. Call
 * inside the transaction that records the transfer: it locks the member's settings row, so a transfer
 * raced with a time-out is either in before it or refused.
 */
export async function assertMayTransferIn(tx: Tx, memberId: number, language: SiteLanguage, now: Date) {
  const s = await repo.lockSettings(tx, memberId);
  if (s) checkBlock(s, now, language);
}

/**
 * A deposit order of `amount`: refused during a block, and when the period's credited and pending
 * orders plus this one pass a deposit limit. Call inside the transaction that inserts the order.
 */
export async function assertMayDeposit(tx: Tx, p: Player & { amount: bigint }, now: Date, deposits: DepositTotal) {
  const s = await repo.lockSettings(tx, p.memberId);
  if (!s) return;
  checkBlock(s, now, p.language);
  await checkLimits(tx, p, ['deposit'], p.amount, now, deposits);
}

/**
 * A real-money launch: refused during a block, past the session limit, and when not even the game's
 * smallest stake fits the wager or loss limit.
 */
export async function assertMayPlay(db: Tx, p: Player & { sessionId: string | null; minStake: bigint }, now: Date) {
  const s = await repo.settingsOf(db, p.memberId);
  if (!s) return;
  checkBlock(s, now, p.language);
  await checkSession(db, s, p, p.sessionId, now);
  await checkLimits(db, p, ['wager', 'loss'], p.minStake > 0n ? p.minStake : 1n, now, null);
}

/**
 * assertMayPlay for a launch: a member without settings (most) is known from the per-process memo (known.ts),
 * with no query.
 */
export async function assertMayLaunch(
  ctx: AppContext,
  p: Player & { sessionId: string | null; minStake: bigint },
  now: Date,
) {
  if (await hasSettings(ctx, p.memberId)) await assertMayPlay(ctx.db, p, now);
}

/**
 * A real-money bet of `stake` (seamless, house games too): the refusal, or null when it may go on.
 * Call inside the bet's transaction, before the money moves: it locks the member's settings row.
 */
export async function refusalToBet(
  tx: Tx,
  b: { merchantId: number; memberId: number; language: SiteLanguage; stake: bigint },
  now: Date,
): Promise<AppError | null> {
  const s = await repo.lockSettings(tx, b.memberId);
  if (!s) return null;
  const p: Player = { ...b, timeZone: (await merchantById(tx, b.merchantId)).timeZone };
  try {
    checkBlock(s, now, p.language);
    await checkSession(tx, s, p, null, now);
    await checkLimits(tx, p, ['wager', 'loss'], b.stake, now, null);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
