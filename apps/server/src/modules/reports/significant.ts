import {
  SIGNIFICANT_EVENT_KINDS,
  type SignificantEvent,
  type SignificantEventCounts,
  type SignificantEventKind,
  type SignificantEventSettings,
} from '@lotus/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import { rowsOf } from '../../db/sqlResult';
import { recordAudit, type AuditActor } from '../audit/service';
import { roundReports } from '../records/service';

/**
 * Significant events (issue 34, GLI-19 §2.8.8; docs/architecture/reports.md): a typed view of the audit chain.
 * Each kind is a class of audit rows by their action: what the owning call sites already record (adjustments,
 * configuration with before and after, result corrections, voids, the clock, vendors, responsible-gaming
 * overrides), and `significant.<kind>` rows this module writes for what no call site records: large wins and
 * bets (found by the reports.sumDays job in the rounds it re-sums) and large withdrawals.
 */

/** Which audit actions make each kind (SQL over the audit row alias `a`); the first kind that matches wins. */
const KIND_RULES: Record<SignificantEventKind, SQL> = {
  signin_failed_burst: sql`a.action = 'significant.signin_failed_burst'`,
  large_win: sql`a.action = 'significant.large_win'`,
  large_bet: sql`a.action = 'significant.large_bet'`,
  large_withdrawal: sql`a.action = 'significant.large_withdrawal'`,
  manual_adjustment: sql`(a.action like '%adjust%' or a.action like 'adjustment.%')`,
  result_correction: sql`(a.action in ('lottery.result', 'sports.result') or a.action like '%.correct%'
    or a.action like 'correction.%')`,
  void: sql`(a.action in ('lottery.cancel', 'sports.cancel') or a.action like '%void%')`,
  clock_change: sql`(a.action like '%clock%')`,
  vendor_suspension: sql`(a.action like 'games.vendor%' or a.action like 'vendor.%')`,
  rg_override: sql`(a.action like 'rg.%')`,
  config_change: sql`(a.action like 'config.%' or a.action like '%.settings' or a.action like '%.rates'
    or a.action = 'games.game')`,
};

/** The order KIND_RULES is tried in (the specific before the broad). */
const RULE_ORDER: SignificantEventKind[] = [
  'signin_failed_burst',
  'large_win',
  'large_bet',
  'large_withdrawal',
  'manual_adjustment',
  'result_correction',
  'void',
  'clock_change',
  'vendor_suspension',
  'rg_override',
  'config_change',
];

const kindCase = sql`case ${sql.join(
  RULE_ORDER.map((k) => sql`when ${KIND_RULES[k]} then ${k}`),
  sql` `,
)} end`;

export interface SignificantFilter {
  kind?: SignificantEventKind | undefined;
  /** The brands the caller sees (null: every brand, and rows of no brand). */
  merchantIds: number[] | null;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(f: SignificantFilter): SQL {
  const parts: SQL[] = [f.kind ? KIND_RULES[f.kind] : sql`(${kindCase}) is not null`];
  if (f.merchantIds) {
    parts.push(f.merchantIds.length ? sql`a.merchant_id in (${sql.join(f.merchantIds, sql`, `)})` : sql`false`);
  }
  if (f.from) parts.push(sql`a.at >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`a.at < ${f.to.toISOString()}`);
  return sql.join(parts, sql` and `);
}

export async function listSignificant(
  db: Tx,
  f: SignificantFilter,
  page: PageWindow,
  codes: Map<number, string>,
): Promise<{ rows: SignificantEvent[]; total: number }> {
  const where = whereOf(f);
  const [count] = rowsOf(await db.execute(sql`select count(*)::int as n from audit_log a where ${where}`));
  const rows = rowsOf(
    await db.execute(sql`select a.id, a.at, a.action, a.actor_name, a.merchant_id, a.target, a.before, a.after,
        ${kindCase} as kind
      from audit_log a where ${where} order by a.id desc limit ${page.limit} offset ${page.offset}`),
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at as string | Date).toISOString(),
      kind: String(r.kind) as SignificantEventKind,
      action: String(r.action),
      actorName: String(r.actor_name),
      brand: r.merchant_id === null ? null : (codes.get(Number(r.merchant_id)) ?? String(r.merchant_id)),
      target: r.target === null ? null : String(r.target),
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  };
}

export async function countSignificant(db: Tx, f: SignificantFilter, hours: number): Promise<SignificantEventCounts> {
  const rows = rowsOf(
    await db.execute(sql`select ${kindCase} as kind, count(*)::int as n from audit_log a where ${whereOf(f)}
      group by 1`),
  );
  const n = new Map(rows.map((r) => [String(r.kind), Number(r.n)]));
  return { hours, counts: SIGNIFICANT_EVENT_KINDS.map((kind) => ({ kind, n: n.get(kind) ?? 0 })) };
}

export interface SignificantRow {
  id: number;
  at: Date;
  kind: SignificantEventKind;
  action: string;
  merchantId: number | null;
  target: string | null;
}

/** The significant rows with ids in (afterId, upTo], oldest first, at most `limit` (the alerts job's batch). */
export async function significantRowsBetween(
  db: Tx,
  afterId: number,
  upTo: number,
  limit: number,
): Promise<SignificantRow[]> {
  const rows = rowsOf(
    await db.execute(sql`select a.id, a.at, a.action, a.merchant_id, a.target, ${kindCase} as kind from audit_log a
      where a.id > ${afterId} and a.id <= ${upTo} and (${kindCase}) is not null order by a.id limit ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at as string | Date),
    kind: String(r.kind) as SignificantEventKind,
    action: String(r.action),
    merchantId: r.merchant_id === null ? null : Number(r.merchant_id),
    target: r.target === null ? null : String(r.target),
  }));
}

// ── thresholds ──────────────────────────────────────────────────────────────────────────────────

export interface Thresholds {
  largeWin: bigint | null;
  largeBet: bigint | null;
  largeWithdrawal: bigint | null;
  failedSignInBurst: number;
}

/** A brand without settings: nothing is large until an operator says what is. */
const NO_THRESHOLDS: Thresholds = { largeWin: null, largeBet: null, largeWithdrawal: null, failedSignInBurst: 5 };

const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(String(v)));

export async function thresholdsOf(db: Tx, merchantId: number): Promise<Thresholds> {
  const [row] = rowsOf(
    await db.execute(sql`select large_win, large_bet, large_withdrawal, failed_sign_in_burst
      from significant_event_settings where merchant_id = ${merchantId}`),
  );
  if (!row) return NO_THRESHOLDS;
  return {
    largeWin: big(row.large_win),
    largeBet: big(row.large_bet),
    largeWithdrawal: big(row.large_withdrawal),
    failedSignInBurst: Number(row.failed_sign_in_burst),
  };
}

export const settingsView = (brand: string, t: Thresholds): SignificantEventSettings => ({ brand, ...t });

/** Saves the brand's thresholds; answers them before and after (the audit row's). */
export async function saveThresholds(
  db: Tx,
  merchantId: number,
  change: Partial<Thresholds>,
  now: Date,
): Promise<{ before: Thresholds; after: Thresholds }> {
  const before = await thresholdsOf(db, merchantId);
  const after: Thresholds = { ...before, ...change };
  await db.execute(sql`insert into significant_event_settings
      (merchant_id, large_win, large_bet, large_withdrawal, failed_sign_in_burst, updated_at)
    values (${merchantId}, ${after.largeWin}, ${after.largeBet}, ${after.largeWithdrawal}, ${after.failedSignInBurst},
      ${now.toISOString()})
    on conflict (merchant_id) do update set large_win = excluded.large_win, large_bet = excluded.large_bet,
      large_withdrawal = excluded.large_withdrawal, failed_sign_in_burst = excluded.failed_sign_in_burst,
      updated_at = excluded.updated_at`);
  return { before, after };
}

// ── large wins, bets and withdrawals (found by the reports.sumDays job) ─────────────────────────

const SYSTEM: AuditActor = { kind: 'system', id: null, name: 'reports.sumDays' };

/**
 * Records the rounds begun in [from, to) that won or staked at least the brand's thresholds and have no
 * significant event yet (their target names the round, so a second run finds it and records nothing).
 * Wins count once the round is settled (records' predicate); bets as soon as they are written.
 */
export async function recordLargeRounds(db: Tx, merchantId: number, from: Date, to: Date, now: Date) {
  const t = await thresholdsOf(db, merchantId);
  let recorded = 0;
  const kinds: [SignificantEventKind, bigint | null, SQL][] = [
    ['large_win', t.largeWin, sql`r.win >= ${t.largeWin} and ${roundReports.settledRound('r')}`],
    ['large_bet', t.largeBet, sql`r.stake >= ${t.largeBet}`],
  ];
  for (const [kind, threshold, condition] of kinds) {
    if (threshold === null) continue;
    const action = `significant.${kind}`;
    // A thousand at a time until none is left (the ones recorded drop out of the next batch).
    for (let more = true; more;) {
      const rows = rowsOf(
        await db.execute(sql`select r.member_id, r.vendor_id, m.username, v.vassalage, r.round_id, r.game_id, r.game_type,
          r.stake::text as stake, r.win::text as win, r.status, r.bet_at, r.settled_at
        from bet_rounds r left join members m on m.id = r.member_id left join game_vendors v on v.id = r.vendor_id
        where r.merchant_id = ${merchantId} and r.bet_at >= ${from.toISOString()} and r.bet_at < ${to.toISOString()}
          and ${condition}
          and not exists (select 1 from audit_log a where a.action = ${action}
            and a.target = 'round:' || coalesce(v.vassalage, r.vendor_id::text) || ':' || r.round_id || ':' || r.member_id)
        order by r.bet_at, r.id limit 1000`),
      );
      for (const r of rows) {
        const vendor = r.vassalage === null ? String(r.vendor_id) : String(r.vassalage);
        await recordAudit(
          db,
          SYSTEM,
          {
            action,
            merchantId,
            target: `round:${vendor}:${String(r.round_id)}:${String(r.member_id)}`,
            after: {
              member: r.username === null ? null : String(r.username),
              vendor,
              gameId: Number(r.game_id),
              category: String(r.game_type),
              stake: String(r.stake),
              win: String(r.win),
              status: String(r.status),
              threshold: threshold.toString(),
              betAt: new Date(r.bet_at as string | Date).toISOString(),
            },
          },
          now,
        );
        recorded += 1;
      }
      more = rows.length === 1000;
    }
  }
  return recorded;
}

/** An unusual withdrawal: at least this many times the member's average one before, with at least UNUSUAL_HISTORY. */
const UNUSUAL_FACTOR = 5;
const UNUSUAL_HISTORY = 3;

/**
 * Withdrawals asked for since `since` that are large (at least the brand's threshold) or unusual for their member
 * (at least UNUSUAL_FACTOR times the average of the member's UNUSUAL_HISTORY or more earlier ones), each recorded
 * once as `significant.large_withdrawal` (after: `unusual` with the average when that rule found it).
 */
export async function recordLargeWithdrawals(db: Tx, merchantId: number, since: Date, now: Date) {
  const t = await thresholdsOf(db, merchantId);
  const large = t.largeWithdrawal === null ? sql`false` : sql`w.amount >= ${t.largeWithdrawal}`;
  const rows = rowsOf(
    await db.execute(sql`select w.order_no, w.amount::text as amount, w.status, w.created_at, m.username,
        h.n as history, h.average::text as average
      from withdrawal_orders w left join members m on m.id = w.member_id
      cross join lateral (select count(*)::int as n, floor(avg(p.amount))::bigint as average from withdrawal_orders p
        where p.member_id = w.member_id and p.created_at < w.created_at) h
      where w.merchant_id = ${merchantId} and w.created_at >= ${since.toISOString()}
        and (${large} or (h.n >= ${UNUSUAL_HISTORY} and w.amount >= ${UNUSUAL_FACTOR} * h.average))
        and not exists (select 1 from audit_log a where a.action = 'significant.large_withdrawal'
          and a.target = 'withdrawal:' || w.order_no)
      order by w.created_at limit 1000`),
  );
  for (const r of rows) {
    const amount = BigInt(String(r.amount));
    const isLarge = t.largeWithdrawal !== null && amount >= t.largeWithdrawal;
    await recordAudit(
      db,
      SYSTEM,
      {
        action: 'significant.large_withdrawal',
        merchantId,
        target: `withdrawal:${String(r.order_no)}`,
        after: {
          member: r.username === null ? null : String(r.username),
          amount: String(r.amount),
          status: String(r.status),
          threshold: t.largeWithdrawal === null ? null : t.largeWithdrawal.toString(),
          ...(isLarge ? {} : { unusual: true, averageBefore: String(r.average), withdrawalsBefore: Number(r.history) }),
          at: new Date(r.created_at as string | Date).toISOString(),
        },
      },
      now,
    );
  }
  return rows.length;
}
