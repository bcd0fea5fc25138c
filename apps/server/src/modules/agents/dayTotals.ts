// The team's betting figures from member_round_days (db/schema/agents.ts): the rounds summed per member,
// local day of the brand, category and vendor, and from member_days (per member and day only, for what needs
// no category or vendor), both kept by triggers on bet_rounds in the rounds' own transaction
// (docs/ARCHITECTURE.md "The agent centre's reports read day totals"). A team page reads the team's day rows,
// never its rounds; every period here is whole local days (yyyy-MM-dd, both ends included).
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';

/** Which day rows a team figure sums: the brand's, of the members of `team` (a subquery of ids), in the days. */
interface TeamDaysFilter {
  merchantId: number;
  team: SQL;
  from: string;
  to: string;
  gameType?: string | undefined;
  vendorId?: number | undefined;
}

const where = (f: TeamDaysFilter): SQL =>
  sql.join(
    [
      sql`d.merchant_id = ${f.merchantId}::integer`,
      sql`d.member_id in (${f.team})`,
      sql`d.day >= ${f.from}::date`,
      sql`d.day <= ${f.to}::date`,
      ...(f.gameType ? [sql`d.game_type = ${f.gameType}`] : []),
      ...(f.vendorId !== undefined ? [sql`d.vendor_id = ${f.vendorId}::integer`] : []),
    ],
    sql` and `,
  );

/** The day rows to read: per member and day, or per category and vendor as well when the filter names one. */
const daysOf = (f: { gameType?: string | undefined; vendorId?: number | undefined }): SQL =>
  f.gameType || f.vendorId !== undefined ? sql`member_round_days` : sql`member_days`;

interface RoundSums {
  rounds: number;
  stake: bigint;
  validBet: bigint;
  win: bigint;
}

const sumsOf = (x: Record<string, unknown>): RoundSums => ({
  rounds: Number(x.rounds),
  stake: BigInt(String(x.stake)),
  validBet: BigInt(String(x.valid_bet)),
  win: BigInt(String(x.win)),
});

const SUMS = sql`sum(d.rounds)::int as rounds, sum(d.stake)::text as stake, sum(d.valid_bet)::text as valid_bet,
  sum(d.win)::text as win`;

/** The team's rounds per (local day, category, vendor) with a round: a few hundred rows at most. */
export async function teamRoundSums(db: Tx, f: TeamDaysFilter) {
  const rows = rowsOf(
    await db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.game_type, d.vendor_id, ${SUMS}
      from member_round_days d where ${where(f)}
      group by d.day, d.game_type, d.vendor_id having sum(d.rounds) > 0`),
  );
  return rows.map((x) => ({
    day: String(x.day),
    gameType: String(x.game_type),
    vendorId: Number(x.vendor_id),
    ...sumsOf(x),
  }));
}

/** The team's rounds per local day with a round (the team overview's days). */
export async function teamRoundsByDay(db: Tx, f: TeamDaysFilter): Promise<Map<string, RoundSums>> {
  const rows = rowsOf(
    await db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, ${SUMS}
      from ${daysOf(f)} d where ${where(f)} group by d.day`),
  );
  return new Map(rows.map((x) => [String(x.day), sumsOf(x)]));
}

/**
 * How many members of the team have a round (matching the filter) in each of the periods: per member of the
 * team one probe of the day rows' primary key (member, day, …) per period, which stops at the first day
 * row found, so the cost follows the team's size, not its rounds or days.
 */
export async function teamPlayersByPeriod(
  db: Tx,
  f: Omit<TeamDaysFilter, 'from' | 'to'>,
  periods: readonly { from: string; to: string }[],
): Promise<number[]> {
  if (periods.length === 0) return [];
  const counts = sql.join(
    periods.map(
      (p, i) => sql`count(*) filter (where exists (select 1 from ${daysOf(f)} d
        where ${where({ ...f, from: p.from, to: p.to, team: sql`x.id` })} and d.rounds > 0))::int
        as ${sql.raw(`n${i}`)}`,
    ),
    sql`, `,
  );
  const [row] = rowsOf(await db.execute(sql`select ${counts} from (${f.team}) as x(id)`));
  return periods.map((_, i) => Number(row?.[`n${i}`] ?? 0));
}

/**
 * Per member of the team: stake, valid bets and payout of its rounds in the days, a subquery
 * (member_id, stake, valid_bet, payout) to join (user profit and loss).
 */
export const roundSumsByMember = (f: TeamDaysFilter): SQL =>
  sql`select d.member_id, sum(d.stake) as stake, sum(d.valid_bet) as valid_bet, sum(d.win) as payout
    from ${daysOf(f)} d where ${where(f)} group by d.member_id`;
