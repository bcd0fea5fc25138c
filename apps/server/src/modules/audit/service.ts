import crypto from 'node:crypto';
import type { AuditVerify } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import { appendAuditRow, auditPage, auditRowsAfter, type AuditFilter, type AuditRow } from './repository';

/**
 * The audit log (GLI-19 §2.8.8): who did what, when, from where, before and after. Append-only and
 * hash-chained: a row's hash is SHA-256 over the previous row's hash and the row's content in a
 * canonical form, so changing a row breaks its own hash and removing one breaks the next row's link.
 */

export type AuditActorKind = 'operator' | 'automation' | 'system' | 'member';

export interface AuditActor {
  kind: AuditActorKind;
  id: number | null;
  name: string;
  ip?: string | null | undefined;
}

export interface AuditEvent {
  /** A dotted name: `operator.login`, `withdrawal.pay`, `config.switch`, … */
  action: string;
  merchantId?: number | null | undefined;
  /** What was acted on, e.g. `member:demo01`, `withdrawal:W123`. */
  target?: string | null | undefined;
  before?: unknown;
  after?: unknown;
}

export const AUDIT_SYSTEM: AuditActor = { kind: 'system', id: null, name: 'system' };
const GENESIS = '0'.repeat(64);

/** JSON with object keys sorted at every level: the same value always gives the same text (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** What a row's hash covers (everything but its id, which a sequence may skip). */
function rowContent(row: Omit<AuditRow, 'id' | 'prevHash' | 'hash'>): string {
  return canonicalJson([
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.actorName,
    row.merchantId,
    row.action,
    row.target,
    row.ip,
    row.before ?? null,
    row.after ?? null,
  ]);
}

const chainHash = (prevHash: string, content: string) =>
  crypto.createHash('sha256').update(prevHash).update('\n').update(content).digest('hex');

/** Values as jsonb stores them: no undefined, dates as strings, bigints as strings. */
const asJson = (value: unknown): unknown =>
  value === undefined || value === null
    ? null
    : JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * Appends one event. Inside the caller's transaction when `db` is one, so the record and the change
 * it describes commit (or roll back) together.
 */
export async function recordAudit(db: Tx, actor: AuditActor, event: AuditEvent, at: Date): Promise<void> {
  const row = {
    at: new Date(at.getTime()),
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    merchantId: event.merchantId ?? null,
    action: event.action,
    target: event.target ?? null,
    ip: actor.ip ?? null,
    before: asJson(event.before),
    after: asJson(event.after),
  };
  const content = rowContent(row);
  await appendAuditRow(db, row, (prevHash) => chainHash(prevHash, content), GENESIS);
}

/** Recomputes every row's hash and link from the first; reports the first row that fails. */
export async function verifyAuditChain(db: Tx, batch = 1000): Promise<AuditVerify> {
  let prevHash = GENESIS;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await auditRowsAfter(db, lastId, batch);
    for (const row of rows) {
      if (row.prevHash !== prevHash)
        return { ok: false, checked, brokenAt: row.id, reason: 'chain_broken', head: null };
      if (chainHash(row.prevHash, rowContent(row)) !== row.hash) {
        return { ok: false, checked, brokenAt: row.id, reason: 'hash_mismatch', head: null };
      }
      prevHash = row.hash;
      lastId = row.id;
      checked += 1;
    }
    if (rows.length < batch) break;
  }
  return { ok: true, checked, brokenAt: null, reason: null, head: checked ? prevHash : null };
}

export const listAudit = (db: Tx, filter: AuditFilter, page: PageWindow) => auditPage(db, filter, page);
export type { AuditFilter, AuditRow };
