import type { RgLimitKind, RgPeriod } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { dayIn, mondayOf, startOfDay } from '../../lib/zonedTime';
import { stakesAndWins } from '../records/service';

/**
 * What a member used of a limit in its current period, in the brand's time zone (a day from local
 * midnight, a week from Monday, a month from the 1st): deposits, stakes, or stakes − wins (the loss).
 */

/** [from, to) of the period containing `now` in the zone. */
export function periodOf(period: RgPeriod, timeZone: string, now: Date): { from: Date; to: Date } {
  const today = dayIn(timeZone, now);
  const start = period === 'day' ? today : period === 'week' ? mondayOf(today) : `${today.slice(0, 8)}01`;
  return { from: startOfDay(timeZone, start), to: new Date(now.getTime() + 1) };
}

/** The first day of the month `back` months before the month of `day` (yyyy-MM-01). */
export function monthStart(day: string, back: number): string {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * A member's deposit orders opened over [from, to): credited, and with `pending` those waiting for
 * payment too. The deposits module hands it in (its deposit path and money/routes.ts), so that this
 * module never imports deposits, which calls this module's check.
 */
export type DepositTotal = (db: Tx, q: { memberId: number; from: Date; to: Date; pending: boolean }) => Promise<bigint>;

export interface Who {
  merchantId: number;
  memberId: number;
  timeZone: string;
}

/**
 * The amount counted against a limit this period (minor units). Deposits: credited orders, with
 * `pending` also those waiting for payment (the deposit check counts an open order as money in).
 */
export async function usedOf(
  db: Tx,
  w: Who,
  kind: RgLimitKind,
  period: RgPeriod,
  now: Date,
  deposits: { total: DepositTotal; pending: boolean } | null,
): Promise<bigint> {
  const { from, to } = periodOf(period, w.timeZone, now);
  if (kind === 'deposit') {
    if (!deposits) throw new Error('a deposit limit needs the deposit totals');
    return deposits.total(db, { memberId: w.memberId, from, to, pending: deposits.pending });
  }
  const t = await stakesAndWins(db, { merchantId: w.merchantId, memberId: w.memberId, from, to });
  if (kind === 'wager') return t.stake;
  const loss = t.stake - t.win;
  return loss > 0n ? loss : 0n;
}
