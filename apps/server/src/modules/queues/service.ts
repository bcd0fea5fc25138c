// Work queues of the operator console (issue 16): who works on which item (claims), and what every
// decision on a queue item checks and records (brand scope, another operator's claim, the audit log).
import { CLAIM_MINUTES, type QueueClaim, type QueueKind } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { OpsActor } from '../operators/service';
import * as repo from './repository';
import type { ClaimRow } from './repository';

const MINUTE = 60_000;

const heldBy = (row: ClaimRow, actor: OpsActor) => row.operatorId === actor.id && row.operatorName === actor.name;

export const toQueueClaim = (row: ClaimRow): QueueClaim => ({
  operatorId: row.operatorId,
  operatorName: row.operatorName,
  claimedAt: row.claimedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

function claimedByOther(row: ClaimRow): AppError {
  return new AppError('item_claimed_by_other', `Claimed by ${row.operatorName}`, undefined, {
    holder: row.operatorName,
    expiresAt: row.expiresAt.toISOString(),
  });
}

/**
 * Claims an item (of brand `merchantId`, which the caller has checked) for CLAIM_MINUTES, or renews
 * the caller's own claim. An item another operator holds is item_claimed_by_other.
 */
export async function claimItem(
  ctx: AppContext,
  actor: OpsActor,
  kind: QueueKind,
  ref: string,
  merchantId: number,
): Promise<QueueClaim> {
  const now = ctx.now();
  const taken = await repo.takeClaim(ctx.db, {
    kind,
    ref,
    merchantId,
    operatorId: actor.id,
    operatorName: actor.name,
    claimedAt: now,
    expiresAt: new Date(now.getTime() + CLAIM_MINUTES * MINUTE),
  });
  if (taken) return toQueueClaim(taken);
  const holder = await repo.activeClaim(ctx.db, kind, ref, now);
  // The other claim ended between the two statements: try once more.
  if (!holder) return claimItem(ctx, actor, kind, ref, merchantId);
  throw claimedByOther(holder);
}

/** Releases the caller's claim (true) or nothing (false); another operator's active claim is refused. */
export async function releaseItem(ctx: AppContext, actor: OpsActor, kind: QueueKind, ref: string): Promise<boolean> {
  const held = await repo.activeClaim(ctx.db, kind, ref, ctx.now());
  if (held && !heldBy(held, actor)) throw claimedByOther(held);
  return repo.deleteClaim(ctx.db, kind, ref);
}

/** The active claims of a queue's items, by reference. */
export async function claimsOf(ctx: AppContext, kind: QueueKind, refs: string[]): Promise<Map<string, QueueClaim>> {
  const rows = await repo.activeClaims(ctx.db, kind, refs, ctx.now());
  return new Map(rows.map((r) => [r.ref, toQueueClaim(r)]));
}

export type { DecisionHooks } from '../operators/types';

/** Refuses a decision on an item another operator holds (item_claimed_by_other). */
export async function assertNotClaimedByOther(
  ctx: AppContext,
  tx: Tx,
  actor: OpsActor,
  kind: QueueKind,
  ref: string,
): Promise<void> {
  const held = await repo.activeClaim(tx, kind, ref, ctx.now());
  if (held && !heldBy(held, actor)) throw claimedByOther(held);
}

/**
 * Refuses a money decision (a withdrawal's payment, a bank transfer's credit) on an item the operator has not
 * claimed: item_not_claimed, or item_claimed_by_other when someone else holds it. The console asks to claim first.
 */
export async function assertClaimedBy(
  ctx: AppContext,
  tx: Tx,
  actor: OpsActor,
  kind: QueueKind,
  ref: string,
): Promise<void> {
  const held = await repo.activeClaim(tx, kind, ref, ctx.now());
  if (!held) throw new AppError('item_not_claimed', undefined, 'ref', { kind, ref });
  if (!heldBy(held, actor)) throw claimedByOther(held);
}

/** Ends an item's claim (the item was decided). */
export const endClaim = (tx: Tx, kind: QueueKind, ref: string) => repo.deleteClaim(tx, kind, ref);
