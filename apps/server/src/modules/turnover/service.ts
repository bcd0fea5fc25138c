import type { Tx } from '../../db/client';
import { validBetByCategory, validBetTotal } from '../records/service';
import { completeOne, completeOpen, insertRequirement, openRequirements, type RequirementRow } from './repository';

/**
 * Turnover (wagering) requirements: valid bets a member must place before a withdrawal. A deposit
 * (with the brand's turnoverBps) or a bonus adds a requirement; the valid bets come from the betting
 * records the games gateway writes (records/service validBetTotal: stakes of real-money rounds,
 * cancelled rounds and full pushes excluded).
 *
 * Plain requirements (deposits) are cumulative: the bets placed since requirement i must cover i and
 * every later one, so outstanding = max(0, max_i(Σ_{j ≥ i} required_j − validBets since created_i)).
 * A weighted requirement (a bonus's wagering: each game category counts at its weight) stands alone:
 * outstanding = max(0, required − Σ_category validBets since created × weight). A withdrawal waits for
 * both; once nothing is outstanding the open requirements are closed (settleTurnover).
 */

export interface TurnoverStatus {
  required: bigint;
  progress: bigint;
  outstanding: bigint;
}

export type Weights = Partial<Record<string, number>>;

/**
 * Records a requirement once per (member, source, sourceRef); required ≤ 0 records nothing. Answers the
 * new row's id (null when nothing was recorded).
 */
export async function addTurnoverRequirement(
  tx: Tx,
  r: {
    merchantId: number;
    memberId: number;
    source: string;
    sourceRef: string;
    required: bigint;
    at: Date;
    weights?: Weights;
  },
): Promise<number | null> {
  if (r.required <= 0n) return null;
  const { weights, at, ...rest } = r;
  return insertRequirement(tx, { ...rest, weights: weights ?? null, progress: 0n, createdAt: at });
}

/** Valid bets counted towards a weighted requirement: each category's bets since `from` × its weight. */
export async function weightedTurnover(
  db: Tx,
  q: { merchantId: number; memberId: number; from: Date; weights: Weights },
): Promise<bigint> {
  const byCategory = await validBetByCategory(db, q);
  let total = 0n;
  for (const [category, bets] of byCategory) total += (bets * BigInt(q.weights[category] ?? 0)) / 10_000n;
  return total;
}

async function weightedOutstanding(db: Tx, merchantId: number, r: RequirementRow): Promise<bigint> {
  const done = await weightedTurnover(db, { merchantId, memberId: r.memberId, from: r.createdAt, weights: r.weights! });
  return done >= r.required ? 0n : r.required - done;
}

export async function turnoverStatus(db: Tx, merchantId: number, memberId: number): Promise<TurnoverStatus> {
  const open = await openRequirements(db, memberId);
  if (open.length === 0) return { required: 0n, progress: 0n, outstanding: 0n };
  const plain = open.filter((r) => r.weights === null);
  let required = 0n;
  let outstanding = 0n;
  for (const r of open)
    if (r.weights !== null) {
      required += r.required;
      outstanding += await weightedOutstanding(db, merchantId, r);
    }
  let suffix = 0n;
  let plainOutstanding = 0n;
  for (let i = plain.length - 1; i >= 0; i--) {
    suffix += plain[i]!.required;
    const bets = await validBetTotal(db, { merchantId, memberId, from: plain[i]!.createdAt });
    if (suffix - bets > plainOutstanding) plainOutstanding = suffix - bets;
  }
  required += suffix;
  outstanding += plainOutstanding;
  return { required, progress: required - outstanding, outstanding };
}

/** Closes the open requirements when nothing is outstanding (in the withdrawal's transaction). */
export async function settleTurnover(tx: Tx, merchantId: number, memberId: number, at: Date): Promise<TurnoverStatus> {
  const status = await turnoverStatus(tx, merchantId, memberId);
  if (status.outstanding === 0n && status.required > 0n) await completeOpen(tx, memberId, at);
  return status;
}

/** Closes one requirement (a bonus converted, expired or forfeited). */
export async function closeRequirement(tx: Tx, id: number, at: Date): Promise<void> {
  await completeOne(tx, id, at);
}
