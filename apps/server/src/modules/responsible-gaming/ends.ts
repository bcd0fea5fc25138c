import type { RgLimitKind, RgPeriod } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { addNote, amountText, storedAmount, type HistoryNote } from './history';
import * as repo from './repository';
import type { SettingsRow } from './repository';

/**
 * The ends the system writes into a member's history, each exactly once (docs/API.md "Responsible gaming"):
 * a time-out or self-exclusion that ended (`timeout_ended` / `self_exclusion_ended`, dated at its end; the
 * ended block is cleared from rg_settings in the same transaction) and a raise or removal whose cooling-off
 * is over (`limit_cooling_off_ended`, dated at its confirmableAt; the limit row's pending_noted_at marks it).
 *
 * Once across processes: both are written under the member's settings row lock (FOR UPDATE) and only when
 * the row still shows the end unrecorded; a second process waits for the lock, reads the committed row
 * and finds nothing left. The rg.settle job (modules/jobs) records them for every member due, and every
 * change of the member records them first, so the history stays in time order.
 */

/** Records what ended by `now` for the member whose settings row `s` the caller's transaction has locked. */
export async function recordEnds(
  tx: Tx,
  s: SettingsRow,
  now: Date,
): Promise<{ settings: SettingsRow; recorded: number }> {
  const notes: HistoryNote[] = [];
  const base = { merchantId: s.merchantId, memberId: s.memberId, by: 'system' as const };
  let settings = s;
  if (s.blockKind && s.blockUntil && s.blockUntil <= now) {
    const kind = s.blockKind as 'timeout' | 'self_exclusion';
    settings = await repo.updateSettings(tx, s.memberId, { blockKind: null, blockUntil: null, blockSince: null });
    const until = s.blockUntil.toISOString();
    notes.push({
      ...base,
      at: s.blockUntil,
      action: kind === 'timeout' ? 'timeout_ended' : 'self_exclusion_ended',
      detail: `${kind === 'timeout' ? 'time-out' : 'self-exclusion'} ended at ${until}`,
      data: { until },
    });
  }
  for (const l of await repo.limitsOf(tx, s.memberId)) {
    if (!l.pendingAt || l.pendingAt > now || l.pendingNotedAt) continue;
    await repo.markPendingNoted(tx, l.id, now);
    const confirmableAt = l.pendingAt.toISOString();
    notes.push({
      ...base,
      at: l.pendingAt,
      action: 'limit_cooling_off_ended',
      detail: `${l.kind}/${l.period} ${amountText(l.amount)} → ${amountText(l.pendingAmount)} may be confirmed from ${confirmableAt}`,
      data: {
        kind: l.kind as RgLimitKind,
        period: l.period as RgPeriod,
        before: storedAmount(l.amount),
        after: storedAmount(l.pendingAmount),
        confirmableAt,
      },
    });
  }
  notes.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const n of notes) await addNote(tx, n);
  return { settings, recorded: notes.length };
}

/**
 * The rg.settle job: records the ends of every member due at the context's now (at most `limit` members a
 * round). Answers how many history rows it wrote. Safe to run in several processes at once.
 */
export async function settleResponsibleGaming(ctx: AppContext, limit = 200): Promise<number> {
  const now = ctx.now();
  let recorded = 0;
  for (const memberId of await repo.membersWithEnds(ctx.db, now, limit)) {
    recorded += await inTransaction(ctx.db, async (tx) => {
      const s = await repo.lockSettings(tx, memberId);
      return s ? (await recordEnds(tx, s, now)).recorded : 0;
    });
  }
  return recorded;
}
