import type { Tx } from '../../db/client';
import { validBetByCategory, validBetTotal } from '../records/service';
import { completeOne, completeOpenPlain, insertRequirement, openRequirements, type RequirementRow } from './repository';

/**
 * Turnover (wagering) requirements: valid bets a member must place before a withdrawal. A deposit
 * (with the brand's turnoverBps) or a bonus adds a requirement; the valid bets come from the betting
 * records the games gateway writes (records/service validBetTotal: stakes of real-money rounds,
 * cancelled rounds and full pushes excluded).
 *
 * Plain requirements (deposits) are cumulative: the bets placed since requirement i must cover i and
 * every later one, so outstanding = max(0, max_i(Σ_{j ≥ i} required_j − validBets since created_i)).
 * A weighted requirement (a bonus's wagering: each game category counts at its weight) stands alone:
 * outstanding = max(0, required − Σ_category validBets since created × weight). A withdrawal waits
 * only for the deposits' requirements (a bonus's wagering is given up with the bonus instead, decision 0040);
 * once nothing is outstanding those are closed (settleTurnover).
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

/**
 * The deposits' own (plain, cumulative) requirements: what a withdrawal waits for. A bonus's weighted
 * requirement never holds the member's cash (decision 0040): a withdrawal gives the open bonus up instead.
 */
export async function depositTurnover(db: Tx, merchantId: number, memberId: number): Promise<TurnoverStatus> {
  const plain = (await openRequirements(db, memberId)).filter((r) => r.weights === null);
  let suffix = 0n;
  let outstanding = 0n;
  for (let i = plain.length - 1; i >= 0; i--) {
    suffix += plain[i]!.required;
    const bets = await validBetTotal(db, { merchantId, memberId, from: plain[i]!.createdAt });
    if (suffix - bets > outstanding) outstanding = suffix - bets;
  }
  return { required: suffix, progress: suffix - outstanding, outstanding };
}

/** Every open requirement: the deposits' and the open bonus's wagering (the operator's view of a member). */
export async function turnoverStatus(db: Tx, merchantId: number, memberId: number): Promise<TurnoverStatus> {
  const open = await openRequirements(db, memberId);
  if (open.length === 0) return { required: 0n, progress: 0n, outstanding: 0n };
  const { required: plainRequired, outstanding: plainOutstanding } = await depositTurnover(db, merchantId, memberId);
  let required = plainRequired;
  let outstanding = plainOutstanding;
  for (const r of open)
    if (r.weights !== null) {
      required += r.required;
      outstanding += await weightedOutstanding(db, merchantId, r);
    }
  return { required, progress: required - outstanding, outstanding };
}

/** Closes the deposits' open requirements when nothing is outstanding (in the withdrawal's transaction). */
export async function settleTurnover(tx: Tx, merchantId: number, memberId: number, at: Date): Promise<TurnoverStatus> {
  const status = await depositTurnover(tx, merchantId, memberId);
  if (status.outstanding === 0n && status.required > 0n) await completeOpenPlain(tx, memberId, at);
  return status;
}

/** Closes one requirement (a bonus converted, expired or forfeited). */
export async function closeRequirement(tx: Tx, id: number, at: Date): Promise<void> {
  await completeOne(tx, id, at);
}
