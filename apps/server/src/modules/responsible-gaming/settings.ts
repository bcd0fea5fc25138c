import {
  RG_COOLING_OFF_HOURS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type RgHistoryAction,
  type RgLimit,
  type OpsRgMember,
  type RgLimitKind,
  type RgPeriod,
  type RgSettings,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { rgTimeoutBodySchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { RgHistoryStored } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { recordEnds } from './ends';
import { settingsChanged } from './known';
import { addNote, amountText, historyView, storedAmount } from './history';
import * as repo from './repository';
import type { SettingsRow } from './repository';
import { usedOf, type DepositTotal, type Who } from './usage';

/**
 * The member's own settings (docs/API.md "Responsible gaming"): limits — lowering (or a first limit)
 * applies at once, raising or removing waits RG_COOLING_OFF_HOURS and then the member's confirmation —
 * session and reality-check minutes, a time-out or self-exclusion that nothing shortens (a longer one
 * extends it). Every change is written to the history, in the transaction that holds the settings lock,
 * after the ends the system records (ends.ts) so that the history stays in time order.
 */

const COOLING_OFF_MS = RG_COOLING_OFF_HOURS * 3_600_000;

/** The block in force at `now`, or null. */
export function blockOf(s: Pick<SettingsRow, 'blockKind' | 'blockUntil'> | undefined, now: Date) {
  if (!s?.blockKind || !s.blockUntil || s.blockUntil <= now) return null;
  return { kind: s.blockKind as 'timeout' | 'self_exclusion', until: s.blockUntil };
}

/** What an operator deciding on the member's money sees at a glance: the block in force and how many limits are set. */
export async function rgStanding(db: Tx, memberId: number, now: Date) {
  const [s, rows] = await Promise.all([repo.settingsOf(db, memberId), repo.limitsOf(db, memberId)]);
  const block = blockOf(s, now);
  return {
    block: block && { kind: block.kind, until: block.until.toISOString() },
    limits: rows.filter((r) => r.amount !== null).length,
  };
}

export async function settingsView(db: Tx, w: Who, now: Date, deposits: DepositTotal): Promise<RgSettings> {
  const s = await repo.settingsOf(db, w.memberId);
  const rows = await repo.limitsOf(db, w.memberId);
  const limits: RgLimit[] = [];
  for (const kind of RG_LIMIT_KINDS) {
    for (const period of RG_PERIODS) {
      const r = rows.find((x) => x.kind === kind && x.period === period);
      if (!r || (r.amount === null && r.pendingAt === null)) continue;
      limits.push({
        kind,
        period,
        amount: r.amount,
        used: await usedOf(db, w, kind, period, now, { total: deposits, pending: false }),
        pending: r.pendingAt
          ? {
              amount: r.pendingAmount,
              confirmableAt: r.pendingAt.toISOString(),
              confirmable: r.pendingAt <= now,
            }
          : null,
      });
    }
  }
  const block = blockOf(s, now);
  return {
    limits,
    sessionMinutes: s?.sessionMinutes ?? null,
    realityCheckMinutes: s?.realityCheckMinutes ?? null,
    block: block && { kind: block.kind, until: block.until.toISOString() },
  };
}

/**
 * The operator's view of a member (opsRgMemberSchema): the member's own view of the settings, when the block
 * in force began, the last change, and the whole history.
 */
export async function operatorView(
  db: Tx,
  w: Who & { username: string },
  now: Date,
  deposits: DepositTotal,
): Promise<OpsRgMember> {
  const s = await repo.settingsOf(db, w.memberId);
  const settings = await settingsView(db, w, now, deposits);
  return {
    memberId: w.memberId,
    username: w.username,
    settings,
    blockSince: settings.block && s?.blockSince ? s.blockSince.toISOString() : null,
    updatedAt: s ? s.updatedAt.toISOString() : null,
    history: await historyView(db, w.memberId),
  };
}

/** Runs a change of the member under their settings lock, then answers the settings. */
async function change(
  ctx: AppContext,
  w: Who,
  deposits: DepositTotal,
  fn: (tx: Tx, s: SettingsRow, now: Date) => Promise<void>,
) {
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    const locked = await repo.ensureSettings(tx, w.merchantId, w.memberId, now);
    await fn(tx, (await recordEnds(tx, locked, now)).settings, now);
  });
  // The launches' memo of members without settings (known.ts) learns that this one has some.
  settingsChanged(ctx, w.memberId);
  return settingsView(ctx.db, w, now, deposits);
}

const note = (tx: Tx, w: Who, now: Date, action: RgHistoryAction, detail: string, data: RgHistoryStored) =>
  addNote(tx, { merchantId: w.merchantId, memberId: w.memberId, at: now, action, detail, data, by: 'member' });

/** Sets a limit (amount in minor units) or removes it (null). */
export function setLimit(
  ctx: AppContext,
  w: Who,
  deposits: DepositTotal,
  kind: RgLimitKind,
  period: RgPeriod,
  amount: bigint | null,
) {
  return change(ctx, w, deposits, async (tx, _s, now) => {
    const current = (await repo.limitOf(tx, w.memberId, kind, period))?.amount ?? null;
    const what = `${kind}/${period}`;
    const values = (after: bigint | null, more: RgHistoryStored = {}) => ({
      kind,
      period,
      before: storedAmount(current),
      after: storedAmount(after),
      ...more,
    });
    const base = { merchantId: w.merchantId, memberId: w.memberId, kind, period, updatedAt: now };
    if (amount !== null && (current === null || amount <= current)) {
      // Stricter (or the same): at once, and any waiting raise is dropped.
      await repo.upsertLimit(tx, { ...base, amount, pendingAmount: null, pendingAt: null });
      await note(tx, w, now, 'limit_set', `${what} ${amountText(current)} → ${amountText(amount)}`, values(amount));
    } else if (current === null) {
      // Removing a limit that is not there: only a waiting change is dropped.
      await repo.upsertLimit(tx, { ...base, amount: null, pendingAmount: null, pendingAt: null });
      await note(tx, w, now, 'limit_pending_dropped', what, values(null));
    } else {
      const at = new Date(now.getTime() + COOLING_OFF_MS);
      await repo.upsertLimit(tx, { ...base, amount: current, pendingAmount: amount, pendingAt: at });
      await note(
        tx,
        w,
        now,
        amount === null ? 'limit_removal_requested' : 'limit_raise_requested',
        `${what} ${amountText(current)} → ${amountText(amount)}, confirmable from ${at.toISOString()}`,
        values(amount, { confirmableAt: at.toISOString() }),
      );
    }
  });
}

/** Confirms a waiting raise or removal once its cooling-off is over. */
export function confirmLimit(ctx: AppContext, w: Who, deposits: DepositTotal, kind: RgLimitKind, period: RgPeriod) {
  return change(ctx, w, deposits, async (tx, _s, now) => {
    const r = await repo.limitOf(tx, w.memberId, kind, period);
    if (!r?.pendingAt) throw new AppError('rg_nothing_pending');
    if (r.pendingAt > now) {
      throw new AppError('rg_cooling_off', undefined, undefined, { confirmableAt: r.pendingAt.toISOString() });
    }
    await repo.upsertLimit(tx, {
      merchantId: w.merchantId,
      memberId: w.memberId,
      kind,
      period,
      amount: r.pendingAmount,
      pendingAmount: null,
      pendingAt: null,
      updatedAt: now,
    });
    await note(
      tx,
      w,
      now,
      'limit_confirmed',
      `${kind}/${period} ${amountText(r.amount)} → ${amountText(r.pendingAmount)}`,
      { kind, period, before: storedAmount(r.amount), after: storedAmount(r.pendingAmount) },
    );
  });
}

export function setSession(
  ctx: AppContext,
  w: Who,
  deposits: DepositTotal,
  v: { sessionMinutes: number | null; realityCheckMinutes: number | null },
) {
  return change(ctx, w, deposits, async (tx, s, now) => {
    await repo.updateSettings(tx, w.memberId, { ...v, updatedAt: now });
    const m = (n: number | null) => (n === null ? 'off' : `${n} min`);
    await note(
      tx,
      w,
      now,
      'session_set',
      `session ${m(s.sessionMinutes)} → ${m(v.sessionMinutes)}, reality check ${m(s.realityCheckMinutes)} → ${m(v.realityCheckMinutes)}`,
      {
        sessionMinutes: { before: s.sessionMinutes, after: v.sessionMinutes },
        realityCheckMinutes: { before: s.realityCheckMinutes, after: v.realityCheckMinutes },
      },
    );
  });
}

type TimeoutPeriod = z.infer<typeof rgTimeoutBodySchema>['period'];
const DAY = 86_400_000;

function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function timeoutEnd(period: TimeoutPeriod, now: Date): Date {
  switch (period) {
    case '24h':
      return new Date(now.getTime() + DAY);
    case '1w':
      return new Date(now.getTime() + 7 * DAY);
    case '1m':
      return addMonths(now, 1);
    case '6w':
      return new Date(now.getTime() + 42 * DAY);
  }
}

/**
 * Starts a time-out or a self-exclusion. One in force is never shortened: a new one that ends later
 * extends it (a self-exclusion stays one); one that ends sooner changes nothing.
 */
function block(
  ctx: AppContext,
  w: Who,
  deposits: DepositTotal,
  kind: 'timeout' | 'self_exclusion',
  until: (now: Date) => Date,
  label: string,
  requested: string,
) {
  return change(ctx, w, deposits, async (tx, s, now) => {
    const end = until(now);
    const current = blockOf(s, now);
    if (current && current.until >= end) {
      await note(
        tx,
        w,
        now,
        `${kind}_kept`,
        `${label}: the ${current.kind} in force until ${current.until.toISOString()} stays`,
        { until: current.until.toISOString(), requested },
      );
      return;
    }
    const newKind = current?.kind === 'self_exclusion' ? 'self_exclusion' : kind;
    await repo.updateSettings(tx, w.memberId, {
      blockKind: newKind,
      blockUntil: end,
      blockSince: current ? (s.blockSince ?? now) : now,
      updatedAt: now,
    });
    await note(tx, w, now, kind, `${label} until ${end.toISOString()}`, { until: end.toISOString(), requested });
  });
}

export const startTimeout = (ctx: AppContext, w: Who, deposits: DepositTotal, period: TimeoutPeriod) =>
  block(ctx, w, deposits, 'timeout', (now) => timeoutEnd(period, now), `time-out ${period}`, period);

export const startExclusion = (ctx: AppContext, w: Who, deposits: DepositTotal, months: number) =>
  block(
    ctx,
    w,
    deposits,
    'self_exclusion',
    (now) => addMonths(now, months),
    `self-exclusion ${months} months`,
    `${months}m`,
  );
