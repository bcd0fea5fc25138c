import type { Tx } from '../../db/client';
import { validBetTotal } from '../records/service';
import { completeOpen, insertRequirement, openRequirements } from './repository';

/**
 * Turnover (wagering) requirements: valid bets a member must place before a withdrawal. A deposit
 * (with the brand's turnoverBps) or a bonus adds a requirement; the valid bets come from the betting
 * records the games gateway writes (records/service validBetTotal: stakes of real-money rounds,
 * cancelled rounds and full pushes excluded).
 *
 * Requirements are cumulative: the bets placed since requirement i must cover i and every later one,
 * so outstanding = max(0, max_i(Σ_{j ≥ i} required_j − validBets since created_i)). Once nothing is
 * outstanding the open requirements are closed (settleTurnover) and later ones start afresh.
 */

export interface TurnoverStatus {
  required: bigint;
  progress: bigint;
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

export async function turnoverStatus(db: Tx, merchantId: number, memberId: number): Promise<TurnoverStatus> {
  const open = await openRequirements(db, memberId);
  if (open.length === 0) return { required: 0n, progress: 0n, outstanding: 0n };
  let suffix = 0n;
  let outstanding = 0n;
  for (let i = open.length - 1; i >= 0; i--) {
    suffix += open[i]!.required;
    const bets = await validBetTotal(db, { merchantId, memberId, from: open[i]!.createdAt });
    if (suffix - bets > outstanding) outstanding = suffix - bets;
  }
  return { required: suffix, progress: suffix - outstanding, outstanding };
}

/** Closes the open requirements when nothing is outstanding (in the withdrawal's transaction). */
export async function settleTurnover(tx: Tx, merchantId: number, memberId: number, at: Date): Promise<TurnoverStatus> {
  const status = await turnoverStatus(tx, merchantId, memberId);
  if (status.outstanding === 0n && status.required > 0n) await completeOpen(tx, memberId, at);
  return status;
}
