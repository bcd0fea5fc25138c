import type { ResultCorrection, ResultCorrectionBody } from '@lotus/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';
import { AppError } from '../../lib/errors';
import { enterResult as enterLotteryResult } from '../lottery/draws';
import { auditOps, type OpsActor } from '../operators/service';
import { enterResult as enterSportsResult } from '../sports/settlement';
import { getMoneySettings } from '../wallets/service';

/**
 * Result corrections under four-eyes (issue 34; docs/architecture/security-and-operators.md "Four-eyes"). Draws and
 * fixtures are the platform's, their bets the brands': a correction needs a second operator when, for some brand,
 * the stake of its bets on the draw or fixture is above that brand's `adjustment.correctionApprovalThreshold`
 * (0 = never, the default: corrections go through at once as before). Such a correction is asked for with a reason
 * (pending, audited `correction.request`), and a different operator approves it: the product's own correction path
 * (lottery `enterResult`, sports `enterResult` with `correction`) replaces the result and settles its bets again,
 * once — the row is claimed (applying) under its lock first, and the product's result version check refuses a
 * second application — or rejects it with a reason.
 */

type Product = ResultCorrection['product'];

interface Row {
  id: number;
  product: Product;
  subject_id: number;
  base_version: number;
  result: Record<string, unknown>;
  reason: string;
  status: ResultCorrection['status'];
  requested_by_id: number | null;
  requested_by_name: string;
  decided_by_name: string | null;
  decision_reason: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
}

const view = (r: Row): ResultCorrection => ({
  id: Number(r.id),
  product: r.product,
  subjectId: Number(r.subject_id),
  baseVersion: Number(r.base_version),
  result: r.result,
  reason: r.reason,
  status: r.status,
  requestedBy: r.requested_by_name,
  decidedBy: r.decided_by_name,
  decisionReason: r.decision_reason,
  createdAt: new Date(r.created_at).toISOString(),
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
});

/** The result version of the draw or fixture (0: no result yet); not found: the product's error. */
async function versionOf(db: Tx, product: Product, subjectId: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(
      product === 'lottery'
        ? sql`select result_version as v from lottery_draws where id = ${subjectId}`
        : sql`select result_version as v from sports_fixtures where id = ${subjectId}`,
    ),
  );
  if (!row) throw new AppError(product === 'lottery' ? 'lottery_draw_not_found' : 'sports_fixture_not_found');
  return Number(row.v);
}

/** Whether some brand's bets on the draw or fixture staked more than its correction threshold (non-zero). */
async function needsApproval(db: Tx, product: Product, subjectId: number): Promise<boolean> {
  const stakes = rowsOf(
    await db.execute(
      product === 'lottery'
        ? sql`select merchant_id, sum(stake)::text as stake from lottery_bets where draw_id = ${subjectId} group by 1`
        : sql`select b.merchant_id, sum(b.stake)::text as stake from sports_bets b
            where b.id in (select l.bet_id from sports_bet_legs l where l.fixture_id = ${subjectId}) group by 1`,
    ),
  );
  for (const s of stakes) {
    const threshold = (await getMoneySettings(db, Number(s.merchant_id))).adjustment.correctionApprovalThreshold;
    if (threshold > 0 && BigInt(String(s.stake)) > BigInt(threshold)) return true;
  }
  return false;
}

/** The direct correction path's guard: above a brand's threshold it must go through a second operator. */
export async function refuseUnapprovedCorrection(db: Tx, product: Product, subjectId: number) {
  if (await needsApproval(db, product, subjectId)) {
    throw new AppError('result_correction_needs_approval', undefined, 'correction');
  }
}

/** Asks for a correction of an entered result (pending until another operator decides). */
export async function requestCorrection(
  ctx: AppContext,
  actor: OpsActor,
  body: ResultCorrectionBody,
): Promise<ResultCorrection> {
  const { product, subjectId, reason, ...rest } = body;
  const result = product === 'lottery' ? { prizes: (rest as { prizes: unknown }).prizes } : rest;
  return ctx.db.transaction(async (tx) => {
    const version = await versionOf(tx, product, subjectId);
    if (version === 0) {
      throw new AppError(product === 'lottery' ? 'lottery_draw_state' : 'sports_fixture_state', 'No result to correct');
    }
    const inserted = rowsOf(
      await tx.execute(sql`insert into result_corrections (product, subject_id, base_version, result, reason, status,
          requested_by_id, requested_by_name, created_at)
        values (${product}, ${subjectId}, ${version}, ${JSON.stringify(result)}::jsonb, ${reason}, 'pending',
          ${actor.id}, ${actor.name}, ${ctx.now().toISOString()})
        on conflict do nothing returning *`),
    ) as unknown as Row[];
    const row = inserted[0];
    if (!row) throw new AppError('result_correction_exists', undefined, 'subjectId');
    await auditOps(ctx, tx, actor, {
      action: 'correction.request',
      target: `${product}:${subjectId}`,
      after: { id: row.id, baseVersion: version, result, reason },
    });
    return view(row);
  });
}

async function lockPending(tx: Tx, id: number): Promise<Row> {
  const [row] = rowsOf(
    await tx.execute(sql`select * from result_corrections where id = ${id} for update`),
  ) as unknown as Row[] | [];
  if (!row) throw new AppError('result_correction_not_found', undefined, 'id');
  if (row.status !== 'pending') throw new AppError('result_correction_not_pending', undefined, 'id');
  return row;
}

const sameOperator = (row: Row, actor: OpsActor) =>
  row.requested_by_id === null
    ? actor.id === null && row.requested_by_name === actor.name
    : row.requested_by_id === actor.id;

/** A second operator's approval: the correction is applied once through the product's correction path. */
export async function approveCorrection(ctx: AppContext, actor: OpsActor, id: number): Promise<ResultCorrection> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    if (sameOperator(row, actor)) throw new AppError('four_eyes_self_approval', undefined, 'id');
    if ((await versionOf(tx, row.product, row.subject_id)) !== Number(row.base_version)) {
      throw new AppError('result_correction_stale', undefined, 'id');
    }
    await tx.execute(sql`update result_corrections set status = 'applying' where id = ${id}`);
    return row;
  });
  try {
    if (claimed.product === 'lottery') {
      const prizes = claimed.result.prizes as Record<string, string[]>;
      await enterLotteryResult(ctx, claimed.subject_id, { prizes, correction: true });
    } else {
      const { home, away } = claimed.result as { home: number; away: number };
      await enterSportsResult(
        ctx,
        claimed.subject_id,
        { home, away, correction: true, reason: claimed.reason },
        `${claimed.requested_by_name} / ${actor.name}`,
      );
    }
  } catch (error) {
    // Not applied (a bad result, a change meanwhile): it waits again, for a fix or a rejection.
    await ctx.db.execute(sql`update result_corrections set status = 'pending' where id = ${id}`);
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now().toISOString();
    const [done] = rowsOf(
      await tx.execute(sql`update result_corrections set status = 'approved', decided_by_id = ${actor.id},
          decided_by_name = ${actor.name}, decided_at = ${now} where id = ${id} returning *`),
    ) as unknown as Row[];
    await auditOps(ctx, tx, actor, {
      action: 'correction.approve',
      target: `${claimed.product}:${claimed.subject_id}`,
      before: { id, status: 'pending', version: Number(claimed.base_version), requestedBy: claimed.requested_by_name },
      after: { id, status: 'approved', result: claimed.result },
    });
    return view(done!);
  });
}

/** A second operator's rejection, with a reason: nothing changes but the correction's status. */
export async function rejectCorrection(
  ctx: AppContext,
  actor: OpsActor,
  id: number,
  reason: string,
): Promise<ResultCorrection> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    const [done] = rowsOf(
      await tx.execute(sql`update result_corrections set status = 'rejected', decided_by_id = ${actor.id},
          decided_by_name = ${actor.name}, decision_reason = ${reason}, decided_at = ${ctx.now().toISOString()}
        where id = ${id} returning *`),
    ) as unknown as Row[];
    await auditOps(ctx, tx, actor, {
      action: 'correction.reject',
      target: `${row.product}:${row.subject_id}`,
      before: { id, status: 'pending' },
      after: { id, status: 'rejected', reason },
    });
    return view(done!);
  });
}

/** The corrections, pending ones first and oldest first (the queue: what waits for whom), then the rest newest first. */
export async function listCorrections(
  ctx: AppContext,
  q: { status?: ResultCorrection['status'] | undefined; limit: number },
) {
  const rows = rowsOf(
    await ctx.db.execute(sql`select * from result_corrections
      ${q.status ? sql`where status = ${q.status}` : sql``}
      order by (status = 'pending') desc, case when status = 'pending' then created_at end asc, id desc
      limit ${q.limit}`),
  ) as unknown as Row[];
  return rows.map(view);
}
