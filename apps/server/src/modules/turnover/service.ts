import type { Tx } from '../../db/client';
import { insertRequirement, lockOpen, openTotals, setProgress } from './repository';

/**
 * Turnover (wagering) requirements: valid bets a member must place before a withdrawal. A deposit
 * (with the brand's turnoverBps) or a bonus adds a requirement; valid bets fill the open requirements
 * oldest first (recordValidBet, called by the games gateway for every settled real-money round);
 * the withdrawal check refuses while anything is outstanding.
 */

export interface TurnoverStatus {
  required: bigint;
  progress: bigint;
  /** required − progress over the open requirements (≥ 0). */
  outstanding: bigint;
}

/** Records a requirement once per (member, source, sourceRef); required ≤ 0 records nothing. */
export async function addTurnoverRequirement(
  tx: Tx,
  r: { merchantId: number; memberId: number; source: string; sourceRef: string; required: bigint; at: Date },
): Promise<boolean> {
  if (r.required <= 0n) return false;
  return insertRequirement(tx, { ...r, progress: 0n, createdAt: r.at });
}

export async function turnoverStatus(db: Tx, memberId: number): Promise<TurnoverStatus> {
  const { required, progress } = await openTotals(db, memberId);
  return { required, progress, outstanding: required > progress ? required - progress : 0n };
}

/**
 * Counts a valid bet (minor units) towards the member's open requirements, oldest first, in the
 * caller's transaction (row locks keep parallel bets from losing progress). Answers what was used.
 */
export async function recordValidBet(
  tx: Tx,
  memberId: number,
  amountMinor: bigint,
  at: Date = new Date(),
): Promise<bigint> {
  if (amountMinor <= 0n) return 0n;
  let left = amountMinor;
  for (const r of await lockOpen(tx, memberId)) {
    if (left === 0n) break;
    const need = r.required - r.progress;
    const used = left < need ? left : need;
    left -= used;
    const progress = r.progress + used;
    await setProgress(tx, r.id, progress, progress === r.required ? at : null);
  }
  return amountMinor - left;
}
