// The reports' day tables (db/schema/reports.ts, docs/architecture/reports.md): the `reports.sumDays` job
// re-sums whole local days of a brand from the raw rows, so running it again, or after a crash, gives the
// same rows. Which days: the UTC dates a trigger on bet_rounds marked in report_dirty_days (a round begun
// that day was written), all of a brand's days when its time zone changed, and the promotion account's
// postings after the last one counted.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';
import { dayIn, mondayOf, shiftDay, startOfDay } from '../../lib/zonedTime';
import { roundReports } from '../records/service';
import { recordLargeRounds, recordLargeWithdrawals } from './significant';

/** How far back each run looks for large withdrawals (each is recorded once: its event names the order). */
const WITHDRAWAL_LOOKBACK_MS = 2 * 86_400_000;

/** The key of the advisory lock the trigger takes shared (each writing statement) and the job exclusive. */
export const REPORT_DIRTY_LOCK = 7341;

interface BrandZone {
  id: number;
  timeZone: string;
}

const dateList = (days: readonly string[]) => `{${days.join(',')}}`;

/** The local days of `timeZone` that overlap the UTC date `utcDay` (one or two). */
export function localDaysOfUtcDay(timeZone: string, utcDay: string): string[] {
  const start = new Date(`${utcDay}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000 - 1);
  const a = dayIn(timeZone, start);
  const b = dayIn(timeZone, end);
  return a === b ? [a] : [a, b];
}

async function brandZones(db: Tx): Promise<BrandZone[]> {
  const rows = rowsOf(await db.execute(sql`select id, time_zone from merchants order by id`));
  return rows.map((r) => ({ id: Number(r.id), timeZone: String(r.time_zone) }));
}

/**
 * A brand whose rows were summed in another zone (or never) starts again: its day rows go, every UTC date
 * with a round is marked, and its promotion postings are counted from the first.
 */
async function rezoneIfNeeded(db: Tx, b: BrandZone, now: Date): Promise<void> {
  const [mark] = rowsOf(await db.execute(sql`select time_zone from report_marks where merchant_id = ${b.id}`));
  if (mark && String(mark.time_zone) === b.timeZone) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from report_days where merchant_id = ${b.id}`);
    await tx.execute(sql`delete from report_cohort_weeks where merchant_id = ${b.id}`);
    await tx.execute(sql`delete from report_game_days where merchant_id = ${b.id}`);
    await tx.execute(sql`delete from report_player_days where merchant_id = ${b.id}`);
    await tx.execute(sql`delete from report_cost_days where merchant_id = ${b.id}`);
    await tx.execute(sql`delete from report_account_marks where merchant_id = ${b.id}`);
    await tx.execute(sql`insert into report_dirty_days (merchant_id, utc_day)
      select distinct ${b.id}::integer, (bet_at at time zone 'UTC')::date from bet_rounds where merchant_id = ${b.id}
      on conflict do nothing`);
    await tx.execute(sql`insert into report_marks (merchant_id, time_zone, summed_at)
      values (${b.id}, ${b.timeZone}, ${now.toISOString()})
      on conflict (merchant_id) do update set time_zone = excluded.time_zone, summed_at = excluded.summed_at`);
  });
}

/**
 * Takes the brand's dirty marks (taken = true). Under the exclusive side of the lock every writing statement
 * takes shared, so a round written by a transaction still open is either committed before the marks are taken
 * (and the sums read it) or marks its date again, untaken, after. Answers every taken date, also those a run
 * that failed took.
 */
async function takeDirtyDays(db: Tx, merchantId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_DIRTY_LOCK})`);
    await tx.execute(sql`with fresh as (
        delete from report_dirty_days where merchant_id = ${merchantId} and not taken returning utc_day)
      insert into report_dirty_days (merchant_id, utc_day, taken) select ${merchantId}::integer, utc_day, true from fresh
      on conflict do nothing`);
    const rows = rowsOf(
      await tx.execute(sql`select to_char(utc_day, 'YYYY-MM-DD') as d from report_dirty_days
        where merchant_id = ${merchantId} and taken order by utc_day`),
    );
    return rows.map((r) => String(r.d));
  });
}

/**
 * Re-sums the brand's local days from its settled rounds (their old rows go, the new ones come) and drops the
 * taken marks of `utcDays`, in one transaction.
 */
async function sumRoundDays(db: Tx, b: BrandZone, days: readonly string[], utcDays: readonly string[], now: Date) {
  if (days.length === 0) return;
  const sorted = [...days].sort();
  const from = startOfDay(b.timeZone, sorted[0]!).toISOString();
  const to = startOfDay(b.timeZone, shiftDay(sorted.at(-1)!, 1)).toISOString();
  const list = dateList(sorted);
  const zone = b.timeZone;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from report_dirty_days
      where merchant_id = ${b.id} and taken and utc_day = any(${dateList(utcDays)}::date[])`);
    await tx.execute(sql`delete from report_days where merchant_id = ${b.id} and day = any(${list}::date[])`);
    await tx.execute(sql`delete from report_game_days where merchant_id = ${b.id} and day = any(${list}::date[])`);
    await tx.execute(sql`delete from report_player_days where merchant_id = ${b.id} and day = any(${list}::date[])`);
    const rounds = sql`from bet_rounds r
      where r.merchant_id = ${b.id} and r.bet_at >= ${from} and r.bet_at < ${to} and ${roundReports.settledRound('r')}
        and (r.bet_at at time zone ${zone})::date = any(${list}::date[])`;
    await tx.execute(sql`insert into report_game_days
        (merchant_id, day, game_id, vendor_id, game_type, rounds, players, stake, valid_bet, win)
      select ${b.id}::integer, (r.bet_at at time zone ${zone})::date, r.game_id, r.vendor_id, min(r.game_type),
        count(*)::int, count(distinct r.member_id)::int, sum(r.stake), sum(r.valid_bet), sum(r.win)
      ${rounds} group by 2, 3, 4`);
    await tx.execute(sql`insert into report_days (merchant_id, day, rounds, players, stake, valid_bet, win)
      select ${b.id}::integer, (r.bet_at at time zone ${zone})::date, count(*)::int, count(distinct r.member_id)::int,
        sum(r.stake), sum(r.valid_bet), sum(r.win)
      ${rounds} group by 2`);
    await tx.execute(sql`insert into report_player_days (merchant_id, day, member_id, rounds, stake, win)
      select ${b.id}::integer, (r.bet_at at time zone ${zone})::date, r.member_id, count(*)::int, sum(r.stake),
        sum(r.win)
      ${rounds} group by 2, 3`);
    // The weeks of play of these days: each cohort's active members, re-counted from the member days.
    const weeks = [...new Set(sorted.map((d) => mondayOf(d)))];
    const weekList = dateList(weeks);
    await tx.execute(sql`delete from report_cohort_weeks
      where merchant_id = ${b.id} and week = any(${weekList}::date[])`);
    await tx.execute(sql`insert into report_cohort_weeks (merchant_id, cohort_week, week, active)
      select ${b.id}::integer, date_trunc('week', m.created_at at time zone ${zone})::date,
        date_trunc('week', d.day::timestamp)::date, count(distinct d.member_id)::int
      from report_player_days d join members m on m.id = d.member_id and m.is_agent <> 4
      where d.merchant_id = ${b.id} and date_trunc('week', d.day::timestamp)::date = any(${weekList}::date[])
        and d.day >= (select min(w) from unnest(${weekList}::date[]) w)
        and d.day < (select max(w) from unnest(${weekList}::date[]) w) + 7
      group by 2, 3`);
    // The same rounds' large wins and bets become significant events, once each (issue 34).
    const utc = [...utcDays].sort();
    await recordLargeRounds(
      tx,
      b.id,
      new Date(`${utc[0]}T00:00:00Z`),
      new Date(`${shiftDay(utc.at(-1)!, 1)}T00:00:00Z`),
      now,
    );
  });
}

/** Adds the promotion account's postings after the last counted to report_cost_days, per local day. */
async function sumCostDays(db: Tx, b: BrandZone): Promise<number> {
  const accounts = rowsOf(
    await db.execute(sql`select id, last_seq from ledger_accounts
      where merchant_id = ${b.id} and kind = 'promotion' order by id`),
  );
  let counted = 0;
  for (const a of accounts) {
    const accountId = Number(a.id);
    const upTo = Number(a.last_seq);
    counted += await db.transaction(async (tx) => {
      const [mark] = rowsOf(
        await tx.execute(sql`select last_seq from report_account_marks where account_id = ${accountId} for update`),
      );
      const after = mark ? Number(mark.last_seq) : 0;
      if (after >= upTo) return 0;
      const sums = rowsOf(
        await tx.execute(sql`insert into report_cost_days as t (merchant_id, day, entry_type, memo, entries, amount)
          select ${b.id}::integer, (p.created_at at time zone ${b.timeZone})::date, e.type, coalesce(e.memo, ''),
            count(*)::int, -sum(p.amount)
          from ledger_postings p join ledger_entries e on e.id = p.entry_id
          where p.account_id = ${accountId} and p.account_seq > ${after} and p.account_seq <= ${upTo}
          group by 2, 3, 4
          on conflict (merchant_id, day, entry_type, memo) do update
            set entries = t.entries + excluded.entries, amount = t.amount + excluded.amount
          returning entries`),
      );
      await tx.execute(sql`insert into report_account_marks (account_id, merchant_id, last_seq)
        values (${accountId}, ${b.id}, ${upTo})
        on conflict (account_id) do update set last_seq = excluded.last_seq`);
      return sums.length;
    });
  }
  return counted;
}

/**
 * One round of the job over every brand: answers how many local days and cost rows it summed. Exclusive
 * per process group through the job runner's lock; safe to run at any time and as often as wanted.
 */
export async function sumReportDays(ctx: AppContext): Promise<number> {
  let done = 0;
  for (const b of await brandZones(ctx.db)) {
    await rezoneIfNeeded(ctx.db, b, ctx.now());
    const utcDays = await takeDirtyDays(ctx.db, b.id);
    // A month of UTC dates at a time (a rebuild is a year), each batch with its local days and its marks.
    for (let i = 0; i < utcDays.length; i += 31) {
      const batch = utcDays.slice(i, i + 31);
      const local = [...new Set(batch.flatMap((d) => localDaysOfUtcDay(b.timeZone, d)))];
      await sumRoundDays(ctx.db, b, local, batch, ctx.now());
      done += local.length;
    }
    done += await sumCostDays(ctx.db, b);
    done += await recordLargeWithdrawals(
      ctx.db,
      b.id,
      new Date(ctx.now().getTime() - WITHDRAWAL_LOOKBACK_MS),
      ctx.now(),
    );
  }
  return done;
}
