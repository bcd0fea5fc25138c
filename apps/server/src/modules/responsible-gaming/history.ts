import type { RgHistoryAction, RgHistoryEntry } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import type { RgHistoryStored } from '../../db/schema/index';
import { minorToDecimal } from '../../lib/money';
import { AUDIT_SYSTEM, recordAudit, type AuditActor } from '../audit/service';
import * as repo from './repository';

/**
 * The member's responsible-gaming history (rg_history): each row says who (member, operator, system) did
 * what, in one English line (`detail`, the CLI's view) and in values (`data`, for the console to word in
 * its language). Amounts are stored as minor-unit strings and shown in major units.
 */

/** An amount in the detail line: 500.00, or "none". */
export const amountText = (a: bigint | null) => (a === null ? 'none' : minorToDecimal(a));
/** An amount in the stored values: minor units as a string, or null. */
export const storedAmount = (a: bigint | null) => (a === null ? null : a.toString());

export interface HistoryNote {
  merchantId: number;
  memberId: number;
  at: Date;
  by: 'member' | 'system';
  action: RgHistoryAction;
  detail: string;
  data: RgHistoryStored;
}

/**
 * Writes a history row and, in the same transaction, its audit log entry (GLI-19: every change of a
 * member's responsible-gaming settings, by the member or by the system, is in the audit log too).
 */
export async function addNote(tx: Tx, n: HistoryNote): Promise<void> {
  await repo.addHistory(tx, n);
  const actor: AuditActor =
    n.by === 'member' ? { kind: 'member', id: n.memberId, name: `member #${n.memberId}` } : AUDIT_SYSTEM;
  await recordAudit(
    tx,
    actor,
    {
      action: `rg.${n.action}`,
      merchantId: n.merchantId,
      target: `member:${n.memberId}`,
      after: { detail: n.detail, ...n.data },
    },
    n.at,
  );
}

const shown = (a: string | null | undefined) => (a === undefined ? undefined : a === null ? null : BigInt(a));

/** The member's whole history, newest first. */
export async function historyView(db: Tx, memberId: number): Promise<RgHistoryEntry[]> {
  return (await repo.historyOf(db, memberId)).map((h) => {
    const { before, after, ...rest } = h.data;
    const data: RgHistoryEntry['data'] = { ...rest };
    if (before !== undefined) data.before = shown(before);
    if (after !== undefined) data.after = shown(after);
    return {
      id: h.id,
      at: h.at.toISOString(),
      action: h.action as RgHistoryAction,
      by: h.by as RgHistoryEntry['by'],
      detail: h.detail,
      data,
    };
  });
}
