import type { RgReality, RgStatement } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { dayIn, startOfDay } from '../../lib/zonedTime';
import { sessionStartOf } from '../accounts/service';
import { stakesAndWins } from '../records/service';
import { withdrawnTotal } from '../withdrawals/service';
import * as repo from './repository';
import { monthStart, type DepositTotal, type Who } from './usage';

/** The reality check and the activity statement (docs/API.md "Responsible gaming"). */

/** Time played and wins − stakes since the session (the member's sign-in) began; the next check. */
export async function reality(db: Tx, w: Who, sessionId: string | null, now: Date): Promise<RgReality> {
  const start = (await sessionStartOf(db, w.memberId, sessionId, now)) ?? now;
  const s = await repo.settingsOf(db, w.memberId);
  const elapsed = Math.max(0, now.getTime() - start.getTime());
  const t = await stakesAndWins(db, {
    merchantId: w.merchantId,
    memberId: w.memberId,
    from: start,
    to: new Date(now.getTime() + 1),
  });
  const every = s?.realityCheckMinutes ? s.realityCheckMinutes * 60_000 : null;
  return {
    sessionStartedAt: start.toISOString(),
    minutesPlayed: Math.floor(elapsed / 60_000),
    net: t.win - t.stake,
    nextCheckAt: every ? new Date(start.getTime() + (Math.floor(elapsed / every) + 1) * every).toISOString() : null,
    sessionLimitReached: !!s?.sessionMinutes && elapsed >= s.sessionMinutes * 60_000,
  };
}

/** Per month in the brand's time zone, newest first: credited deposits, paid withdrawals, wins − stakes. */
export async function statement(
  db: Tx,
  w: Who,
  months: number,
  now: Date,
  depositTotal: DepositTotal,
): Promise<RgStatement> {
  const today = dayIn(w.timeZone, now);
  const out: RgStatement = [];
  for (let back = 0; back < months; back++) {
    const first = monthStart(today, back);
    const from = startOfDay(w.timeZone, first);
    const to = back === 0 ? new Date(now.getTime() + 1) : startOfDay(w.timeZone, monthStart(today, back - 1));
    const q = { memberId: w.memberId, from, to };
    const t = await stakesAndWins(db, { ...q, merchantId: w.merchantId });
    out.push({
      month: first.slice(0, 7),
      deposits: await depositTotal(db, { ...q, pending: false }),
      withdrawals: await withdrawnTotal(db, q),
      net: t.win - t.stake,
    });
  }
  return out;
}
