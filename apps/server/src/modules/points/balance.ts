import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './repository';

/**
 * A member's points are one row (point_balances) changed only together with one append-only
 * point_journal row whose source key is unique per brand, both under the balance row's lock.
 */

export interface PointChange {
  merchantId: number;
  memberId: number;
  /** Positive earns, negative spends. */
  points: bigint | number;
  /** LIVE, LOTTERY, PVP, SLOTS, SPORTS, DEPOSIT, REDEEM, CONVERT, REFUND, ADJUST, MISSION, … */
  source: string;
  /** Unique per brand: the same key changes the points once (`mission:<id>:<member>`, …). */
  sourceKey: string;
  note?: string | null;
  now?: Date;
}

export interface PointChangeResult {
  /** False when the source key had changed the points before: nothing changed now. */
  applied: boolean;
  balance: bigint;
}

/**
 * Changes a member's points once per source key, inside the caller's transaction (locks the member's
 * balance row). Spending more than the balance is points_insufficient.
 */
export async function changePoints(tx: Tx, c: PointChange): Promise<PointChangeResult> {
  const delta = BigInt(c.points);
  if (delta === 0n) throw new AppError('validation_failed', 'points must not be 0', 'points');
  const now = c.now ?? new Date();
  const row = await repo.lockBalance(tx, c.merchantId, c.memberId, now);
  const balance = row.balance + delta;
  if (balance < 0n) {
    if (await repo.journalByKey(tx, c.merchantId, c.sourceKey)) return { applied: false, balance: row.balance };
    throw new AppError('points_insufficient', undefined, 'points');
  }
  const applied = await repo.appendJournal(tx, {
    merchantId: c.merchantId,
    memberId: c.memberId,
    source: c.source,
    sourceKey: c.sourceKey,
    delta,
    balanceAfter: balance,
    note: c.note ?? null,
    createdAt: now,
  });
  if (!applied) return { applied: false, balance: row.balance };
  const earns = delta > 0n && c.source !== 'REFUND';
  await repo.setBalance(tx, c.memberId, { balance, earned: row.earned + (earns ? delta : 0n), updatedAt: now });
  return { applied: true, balance };
}

/** Credits points once per source key (for other modules: missions, …). Call inside a transaction. */
export function creditPoints(
  tx: Tx,
  c: { merchantId: number; memberId: number; points: bigint | number; source: string; sourceKey: string; now?: Date },
): Promise<PointChangeResult> {
  if (BigInt(c.points) <= 0n) throw new AppError('validation_failed', 'points must be positive', 'points');
  return changePoints(tx, c);
}

/** The member's points and all they ever earned. */
export async function pointBalanceOf(db: Tx, memberId: number) {
  const row = await repo.balance(db, memberId);
  return { points: row?.balance ?? 0n, earned: row?.earned ?? 0n };
}
