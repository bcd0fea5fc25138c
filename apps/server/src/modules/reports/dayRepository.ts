// Reads of the reports' day tables (db/schema/reports.ts): a year of a brand is a few thousand rows per table,
// summed by PostgreSQL. Periods are whole local days (yyyy-MM-dd, both ends included).
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';

export interface DayPeriod {
  merchantId: number;
  from: string;
  to: string;
}

export interface RoundSums {
  key: string;
  label: string;
  rounds: number;
  stake: bigint;
  validBet: bigint;
  win: bigint;
}

const inPeriod = (p: DayPeriod, alias = 'd'): SQL =>
  sql`${sql.raw(alias)}.merchant_id = ${p.merchantId}::integer and ${sql.raw(alias)}.day >= ${p.from}::date
    and ${sql.raw(alias)}.day <= ${p.to}::date`;

const SUMS = sql`sum(d.rounds)::int as rounds, sum(d.stake)::text as stake, sum(d.valid_bet)::text as valid_bet,
  sum(d.win)::text as win`;

const sumsOf = (x: Record<string, unknown>): RoundSums => ({
  key: String(x.key),
  label: String(x.label ?? x.key),
  rounds: Number(x.rounds ?? 0),
  stake: BigInt(String(x.stake ?? 0)),
  validBet: BigInt(String(x.valid_bet ?? 0)),
  win: BigInt(String(x.win ?? 0)),
});

/** Settled rounds per local day, with the day's players (report_days: a row a day). */
export async function roundsByDay(db: Tx, p: DayPeriod): Promise<(RoundSums & { players: number })[]> {
  const rows = rowsOf(
    await db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as key, d.rounds, d.players, d.stake::text as stake,
        d.valid_bet::text as valid_bet, d.win::text as win
      from report_days d where ${inPeriod(p)} order by d.day`),
  );
  return rows.map((x) => ({ ...sumsOf(x), players: Number(x.players) }));
}

/** Settled rounds per vendor (its code and name). */
export async function roundsByVendor(db: Tx, p: DayPeriod): Promise<RoundSums[]> {
  const rows = rowsOf(
    await db.execute(sql`select coalesce(v.vassalage, d.vendor_id::text) as key, coalesce(v.display_name, '') as label,
        ${SUMS}
      from report_game_days d left join game_vendors v on v.id = d.vendor_id
      where ${inPeriod(p)} group by 1, 2`),
  );
  return rows.map(sumsOf);
}

/** Settled rounds per game category. */
export async function roundsByCategory(db: Tx, p: DayPeriod): Promise<RoundSums[]> {
  const rows = rowsOf(
    await db.execute(sql`select d.game_type as key, d.game_type as label, ${SUMS}
      from report_game_days d where ${inPeriod(p)} group by d.game_type`),
  );
  return rows.map(sumsOf);
}

/** Settled rounds per game (its id, and its name in `language`, with the vendor's code). */
export async function roundsByGame(db: Tx, p: DayPeriod, language: 'vi' | 'en'): Promise<RoundSums[]> {
  const rows = rowsOf(
    await db.execute(sql`select s.game_id::text as key,
        coalesce(g.name ->> ${language}, g.code, s.game_id::text) || coalesce(' · ' || v.vassalage, '') as label,
        s.rounds, s.stake, s.valid_bet, s.win
      from (select d.game_id, d.vendor_id, ${SUMS} from report_game_days d where ${inPeriod(p)}
            group by d.game_id, d.vendor_id) s
      left join games g on g.id = s.game_id left join game_vendors v on v.id = s.vendor_id`),
  );
  return rows.map(sumsOf);
}

/** The period's settled rounds in one row. */
export async function roundTotals(db: Tx, p: DayPeriod): Promise<RoundSums> {
  const [row] = rowsOf(await db.execute(sql`select 'total' as key, ${SUMS} from report_days d where ${inPeriod(p)}`));
  return sumsOf(row ?? {});
}

/**
 * Members with a settled round in the period, each once: one probe of report_player_days' member index per
 * member of the brand (a distinct count over the period's rows would read every member-day of a year).
 */
export async function playersInPeriod(db: Tx, p: DayPeriod): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select count(*)::int as n from members m
      where m.merchant_id = ${p.merchantId}::integer and exists (select 1 from report_player_days d
        where d.merchant_id = ${p.merchantId}::integer and d.member_id = m.id and d.day >= ${p.from}::date
          and d.day <= ${p.to}::date)`),
  );
  return Number(row?.n ?? 0);
}

/** What the promotion account paid out per local day, agent payouts left out (they are commissions). */
export async function bonusCostByDay(db: Tx, p: DayPeriod): Promise<Map<string, bigint>> {
  const rows = rowsOf(
    await db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.amount)::text as amount
      from report_cost_days d where ${inPeriod(p)} and d.entry_type <> 'agent_payout' group by d.day`),
  );
  return new Map(rows.map((r) => [String(r.day), BigInt(String(r.amount))]));
}

/**
 * Weekly cohorts: members registered in the weeks of the period (weeks from Monday, brand time zone), and how
 * many of each cohort had a settled round in their week 0, 1, 2, … up to the period's last week (cohort sizes
 * from members, the active counts from report_cohort_weeks).
 */
export async function cohortWeeks(db: Tx, p: DayPeriod & { timeZone: string; firstMonday: string }) {
  const rows = rowsOf(
    await db.execute(sql`select to_char(date_trunc('week', m.created_at at time zone ${p.timeZone})::date, 'YYYY-MM-DD')
        as week, null::int as offset_week, count(*)::int as n
      from members m
      where m.merchant_id = ${p.merchantId}::integer and m.is_agent <> 4
        and m.created_at >= (${p.firstMonday}::date)::timestamp at time zone ${p.timeZone}
        and m.created_at < (${p.to}::date + 1)::timestamp at time zone ${p.timeZone}
      group by 1
      union all
      select to_char(c.cohort_week, 'YYYY-MM-DD'), (c.week - c.cohort_week) / 7, c.active
      from report_cohort_weeks c
      where c.merchant_id = ${p.merchantId}::integer and c.cohort_week >= ${p.firstMonday}::date
        and c.cohort_week <= ${p.to}::date and c.week <= ${p.to}::date`),
  );
  return rows.map((r) => ({
    week: String(r.week),
    offset: r.offset_week === null ? null : Number(r.offset_week),
    n: Number(r.n),
  }));
}

/**
 * The brand's bonus liability now: the money in its members' bonus wallets, and what the open bonuses' wagering
 * still asks (their turnover requirements, required − progress).
 */
export async function bonusLiability(db: Tx, merchantId: number) {
  const [money] = rowsOf(
    await db.execute(sql`select coalesce(sum(balance), 0)::text as v from ledger_accounts
      where merchant_id = ${merchantId}::integer and kind = 'member_bonus'`),
  );
  const [left] = rowsOf(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(required - progress), 0)::text as v
      from turnover_requirements
      where merchant_id = ${merchantId}::integer and source = 'bonus' and completed_at is null`),
  );
  return {
    openBonusMoney: BigInt(String(money?.v ?? 0)),
    openBonuses: Number(left?.n ?? 0),
    wageringLeft: BigInt(String(left?.v ?? 0)),
  };
}
