import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';
import { recordAudit, type AuditActor } from '../audit/service';
import { thresholdsOf } from './significant';

/**
 * Failed sign-in bursts (issue 34, a significant event): the brand's `failedSignInBurst` failed member sign-ins
 * for one username, or from one address, within BURST_MINUTES; for the console, OPERATOR_BURST failed operator
 * sign-ins (targets `operator:<username>` and `ip:<address>`, no brand). One `significant.signin_failed_burst` audit row per
 * burst, not one per attempt: once a target has a row younger than the window, further failures add none (a
 * guessing run that goes on for an hour makes one row per window). Targets are `member:<username>` (known or not)
 * and `ip:<address>`.
 */
const BURST_MINUTES = 10;

const DETECTOR: AuditActor = { kind: 'system', id: null, name: 'signin.watch' };
const ACTION = 'significant.signin_failed_burst';

interface Failure {
  /** The brand (member sign-ins); null: the console (operators work across brands). */
  merchantId: number | null;
  username: string;
  ip: string;
}

/** Failed console sign-ins that make a burst (operators have no brand, so no brand threshold). */
const OPERATOR_BURST = 5;

/**
 * How many failed sign-ins since `since` match `by` (a username or an address): a brand's members' in
 * security_log, or the console's operators' (`operator.login_failed` audit rows) when the brand is null.
 */
async function failuresSince(db: Tx, f: Failure, by: 'username' | 'ip', since: Date) {
  const query =
    f.merchantId === null
      ? sql`select count(*)::int as n, min(at) as first from audit_log
          where action = 'operator.login_failed' and at >= ${since.toISOString()}
            and ${by === 'username' ? sql`actor_name = ${f.username}` : sql`ip = ${f.ip}`}`
      : sql`select count(*)::int as n, min(created_at) as first from security_log
          where merchant_id = ${f.merchantId} and event = 'login_failed' and created_at >= ${since.toISOString()}
            and ${by === 'username' ? sql`username = ${f.username}` : sql`ip = ${f.ip}`}`;
  const [row] = rowsOf(await db.execute(query));
  return { n: Number(row?.n ?? 0), first: row?.first ? new Date(row.first as string | Date) : since };
}

/**
 * Called after each failed sign-in is logged (a member's, or an operator's with no brand): records a burst for the
 * username and for the address when either has reached the count within the window and has no burst row in it
 * yet. Each target is checked under a transaction-scoped advisory lock, so parallel failures record one row.
 */
export async function noteFailedSignIn(db: Tx, f: Failure, now: Date): Promise<number> {
  const limit = f.merchantId === null ? OPERATOR_BURST : (await thresholdsOf(db, f.merchantId)).failedSignInBurst;
  const since = new Date(now.getTime() - BURST_MINUTES * 60_000);
  const brand = f.merchantId === null ? sql`merchant_id is null` : sql`merchant_id = ${f.merchantId}`;
  let recorded = 0;
  for (const by of ['username', 'ip'] as const) {
    const who = f.merchantId === null ? 'operator' : 'member';
    const target = by === 'username' ? `${who}:${f.username}` : `ip:${f.ip}`;
    recorded += await db.transaction(async (tx) => {
      const seen = await failuresSince(tx, f, by, since);
      if (seen.n < limit) return 0;
      await tx.execute(sql`select pg_advisory_xact_lock(7342, hashtext(${`${f.merchantId ?? 0}:${target}`}))`);
      const [open] = rowsOf(
        await tx.execute(sql`select 1 from audit_log where action = ${ACTION} and ${brand}
          and target = ${target} and at >= ${since.toISOString()} limit 1`),
      );
      if (open) return 0;
      await recordAudit(
        tx,
        DETECTOR,
        {
          action: ACTION,
          merchantId: f.merchantId,
          target,
          after: {
            by,
            username: f.username,
            ip: f.ip,
            failures: seen.n,
            threshold: limit,
            windowMinutes: BURST_MINUTES,
            firstAt: seen.first.toISOString(),
          },
        },
        now,
      );
      return 1;
    });
  }
  return recorded;
}
