import {
  ROLE_PERMISSIONS,
  type OperatorRole,
  type SignificantAlert,
  type SignificantAlertSubscription,
  type SignificantEventKind,
} from '@lotus/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import { rowsOf } from '../../db/sqlResult';
import { listMerchants } from '../brands/service';
import { significantRowsBetween, type SignificantRow } from './significant';

/**
 * Alerts of significant events to operators (issue 34; docs/architecture/reports.md "Alerts"). An operator
 * subscribes to kinds for themselves (and may give an e-mail address). The `significant.alerts` job reads the audit
 * chain past its mark: each significant row of a subscribed kind, of a brand in the operator's scope, becomes one
 * row in the operator's console inbox (once: unique per operator and audit row) and, with an address, one e-mail
 * through the messaging module (sent after the rows commit; a failed send fails the run, which the job runner
 * logs, and is not retried: the inbox row stays).
 * Only active operators whose role reads the audit log (audit.read) get alerts.
 */

const MARK = 1;
const BATCH = 500;

const KIND_WORDS: Record<SignificantEventKind, { vi: string; en: string }> = {
  signin_failed_burst: { vi: 'Đăng nhập sai liên tiếp', en: 'Failed sign-in burst' },
  large_win: { vi: 'Thắng lớn', en: 'Large win' },
  large_bet: { vi: 'Cược lớn', en: 'Large bet' },
  large_withdrawal: { vi: 'Rút tiền lớn', en: 'Large withdrawal' },
  manual_adjustment: { vi: 'Điều chỉnh thủ công', en: 'Manual adjustment' },
  config_change: { vi: 'Thay đổi cấu hình', en: 'Configuration change' },
  result_correction: { vi: 'Sửa kết quả', en: 'Result correction' },
  void: { vi: 'Hủy', en: 'Void' },
  clock_change: { vi: 'Đổi đồng hồ', en: 'Clock change' },
  vendor_suspension: { vi: 'Thay đổi hoặc tạm dừng nhà cung cấp', en: 'Vendor change or suspension' },
  rg_override: { vi: 'Can thiệp chơi có trách nhiệm', en: 'Responsible-gaming override' },
};

// ── subscriptions ────────────────────────────────────────────────────────────────────────────────

export async function subscriptionOf(db: Tx, operatorId: number): Promise<SignificantAlertSubscription> {
  const [row] = rowsOf(
    await db.execute(sql`select kinds, email from significant_alert_subscriptions where operator_id = ${operatorId}`),
  );
  if (!row) return { kinds: [], email: null };
  return { kinds: row.kinds as SignificantEventKind[], email: row.email === null ? null : String(row.email) };
}

/** Replaces the operator's subscription; answers it before and after (the audit row's). */
export async function saveSubscription(
  db: Tx,
  operatorId: number,
  next: SignificantAlertSubscription,
  now: Date,
): Promise<{ before: SignificantAlertSubscription; after: SignificantAlertSubscription }> {
  const before = await subscriptionOf(db, operatorId);
  const kinds = sql`array[${sql.join(
    next.kinds.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`insert into significant_alert_subscriptions (operator_id, kinds, email, updated_at)
    values (${operatorId}, ${next.kinds.length ? kinds : sql`'{}'::text[]`}, ${next.email}, ${now.toISOString()})
    on conflict (operator_id) do update set kinds = excluded.kinds, email = excluded.email,
      updated_at = excluded.updated_at`);
  return { before, after: next };
}

// ── the operator's inbox ───────────────────────────────────────────────────────────────────────

export async function listAlerts(
  db: Tx,
  operatorId: number,
  unreadOnly: boolean,
  page: PageWindow,
  codes: Map<number, string>,
): Promise<{ rows: SignificantAlert[]; total: number; unread: number }> {
  const where = sql`x.operator_id = ${operatorId}${unreadOnly ? sql` and x.read_at is null` : sql``}`;
  const [count] = rowsOf(
    await db.execute(sql`select count(*)::int as n,
        (select count(*)::int from operator_alerts u where u.operator_id = ${operatorId} and u.read_at is null) as unread
      from operator_alerts x where ${where}`),
  );
  const rows = rowsOf(
    await db.execute(sql`select x.id, x.audit_id, x.kind, x.merchant_id, x.read_at, a.action, a.target, a.at
      from operator_alerts x join audit_log a on a.id = x.audit_id
      where ${where} order by x.id desc limit ${page.limit} offset ${page.offset}`),
  );
  return {
    total: Number(count?.n ?? 0),
    unread: Number(count?.unread ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      eventId: Number(r.audit_id),
      kind: String(r.kind) as SignificantEventKind,
      action: String(r.action),
      brand: r.merchant_id === null ? null : (codes.get(Number(r.merchant_id)) ?? String(r.merchant_id)),
      target: r.target === null ? null : String(r.target),
      at: new Date(r.at as string | Date).toISOString(),
      read: r.read_at !== null,
    })),
  };
}

/** Marks the operator's own alerts read (the ids given, or all); answers how many changed. */
export async function markAlertsRead(db: Tx, operatorId: number, ids: number[] | 'all', now: Date) {
  const which = ids === 'all' ? sql`` : sql` and id in (${sql.join(ids, sql`, `)})`;
  const rows = rowsOf(
    await db.execute(sql`update operator_alerts set read_at = ${now.toISOString()}
      where operator_id = ${operatorId} and read_at is null${which} returning id`),
  );
  return rows.length;
}

// ── the job ──────────────────────────────────────────────────────────────────────────────────────

interface Subscriber {
  operatorId: number;
  kinds: Set<string>;
  email: string | null;
  merchantIds: number[] | null;
}

async function subscribers(db: Tx): Promise<Subscriber[]> {
  const rows = rowsOf(
    await db.execute(sql`select s.operator_id, s.kinds, s.email, o.role, o.merchant_ids
      from significant_alert_subscriptions s join operators o on o.id = s.operator_id
      where o.status = 'active' and cardinality(s.kinds) > 0`),
  );
  return rows
    .filter((r) => (ROLE_PERMISSIONS[String(r.role) as OperatorRole] ?? []).includes('audit.read'))
    .map((r) => ({
      operatorId: Number(r.operator_id),
      kinds: new Set(r.kinds as string[]),
      email: r.email === null ? null : String(r.email),
      merchantIds: r.merchant_ids === null ? null : (r.merchant_ids as number[]).map(Number),
    }));
}

const wants = (s: Subscriber, e: SignificantRow) =>
  s.kinds.has(e.kind) && (s.merchantIds === null || (e.merchantId !== null && s.merchantIds.includes(e.merchantId)));

interface Mail {
  to: string;
  event: SignificantRow;
}

/**
 * One run of the significant.alerts job: the significant rows past the mark (at most BATCH), each to its
 * subscribers' inboxes, the mark moved, in one transaction under the mark's row lock; then the e-mails. On its
 * first run the job only sets its mark at the chain's head (alerts start then, history is not sent).
 * Answers how many inbox rows it wrote.
 */
export async function runSignificantAlerts(ctx: AppContext): Promise<number> {
  const { written, mails } = await ctx.db.transaction(async (tx) => {
    const [head] = rowsOf(await tx.execute(sql`select coalesce(max(id), 0)::bigint as id from audit_log`));
    const headId = Number(head?.id ?? 0);
    const [mark] = rowsOf(
      await tx.execute(sql`select last_audit_id from significant_alert_marks where id = ${MARK} for update`),
    );
    if (!mark) {
      await tx.execute(sql`insert into significant_alert_marks (id, last_audit_id) values (${MARK}, ${headId})
        on conflict (id) do nothing`);
      return { written: 0, mails: [] as Mail[] };
    }
    const from = Number(mark.last_audit_id);
    const events = await significantRowsBetween(tx, from, headId, BATCH);
    const upTo = events.length === BATCH ? events[events.length - 1]!.id : headId;
    const subs = events.length ? await subscribers(tx) : [];
    const out: Mail[] = [];
    let n = 0;
    const now = ctx.now();
    for (const e of events) {
      for (const s of subs.filter((x) => wants(x, e))) {
        const inserted = rowsOf(
          await tx.execute(sql`insert into operator_alerts (operator_id, audit_id, kind, merchant_id, created_at)
            values (${s.operatorId}, ${e.id}, ${e.kind}, ${e.merchantId}, ${now.toISOString()})
            on conflict (operator_id, audit_id) do nothing returning id`),
        );
        if (!inserted.length) continue;
        n += 1;
        if (s.email) out.push({ to: s.email, event: e });
      }
    }
    if (upTo > from) {
      await tx.execute(sql`update significant_alert_marks set last_audit_id = ${upTo} where id = ${MARK}`);
    }
    return { written: n, mails: out };
  });
  if (mails.length) await sendMails(ctx, mails);
  return written;
}

/** Sends each e-mail; one that fails does not stop the others, and the run then fails (the runner logs it). */
async function sendMails(ctx: AppContext, mails: Mail[]) {
  let failed: unknown = null;
  const codes = new Map((await listMerchants(ctx.db)).map((m) => [m.id, m.code]));
  for (const { to, event } of mails) {
    const brand = event.merchantId === null ? '' : (codes.get(event.merchantId) ?? '');
    const words = KIND_WORDS[event.kind];
    try {
      await ctx.accounts.messaging.sendMail({
        to,
        brand,
        subject: `[${brand || 'Lotus'}] ${words.vi} / ${words.en}`,
        text: [
          `${words.vi}: ${event.target ?? event.action} (${event.at.toISOString()}).`,
          `${words.en}: ${event.target ?? event.action} (${event.at.toISOString()}).`,
          `Console: /console/significant-events?kind=${event.kind}`,
        ].join('\n'),
      });
    } catch (error) {
      failed = error;
    }
  }
  if (failed) throw failed;
}
