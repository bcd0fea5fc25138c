// The agent centre's user profit and loss (page 6): the team's members with their figures over a period,
// sorted and paged by PostgreSQL. The rounds' figures come from the day totals (agents/dayTotals.ts), the
// others from the module owning their table (deposits, withdrawals, ledger), a subquery per member; this file
// only joins them to the team.
import type { UserProfitSort } from '@lotus/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ZonedRange } from '../../db/reporting';
import { rowsOf } from '../../db/sqlResult';
import { members } from '../../db/schema/index';
import { depositReports } from '../deposits/service';
import { ledgerReports } from '../ledger/service';
import { teamDays } from '../agents/service';
import { withdrawalReports } from '../withdrawals/service';

/** The brand's member of that username (lower-cased as registration stores it), if any. */
export async function memberIdByUsername(db: Tx, merchantId: number, username: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username.trim().toLowerCase())));
  return row?.id;
}

const SORT_COLUMN: Record<UserProfitSort, SQL> = {
  username: sql`m.username`,
  validBet: sql`coalesce(b.valid_bet, 0)`,
  payout: sql`coalesce(b.payout, 0)`,
  profit: sql`coalesce(b.payout, 0) - coalesce(b.stake, 0)`,
  deposits: sql`coalesce(d.amount, 0)`,
  withdrawals: sql`coalesce(w.amount, 0)`,
  bonuses: sql`coalesce(x.amount, 0)`,
};

interface ProfitRow {
  username: string;
  nickname: string | null;
  isAgent: number;
  upline: string | null;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
}

const big = (v: unknown) => BigInt(String(v ?? '0'));

/**
 * One page (all rows when `page` is null) of the team's members with their figures, sorted (ties by
 * id), the team's size and its totals. `team` is a subquery of member ids.
 */
export async function profitPage(
  db: Tx,
  q: {
    merchantId: number;
    team: SQL;
    range: ZonedRange;
    /** The range's local days (the rounds' figures come from the day totals). */
    days: { from: string; to: string };
    sort: UserProfitSort;
    order: 'asc' | 'desc';
    page: { offset: number; limit: number } | null;
  },
) {
  const { merchantId, range: r, team } = q;
  const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
  const joined = sql`from members m
      left join members u on u.id = m.upline_id
      left join (${teamDays.roundSumsByMember({ merchantId, team, ...q.days })}) b on b.member_id = m.id
      left join (${depositReports.creditedByMember(merchantId, r, team)}) d on d.member_id = m.id
      left join (${withdrawalReports.paidByMember(merchantId, r, team)}) w on w.member_id = m.id
      left join (${ledgerReports.bonusesByMember(merchantId, r, team)}) x on x.member_id = m.id
      where m.merchant_id = ${merchantId} and m.id in (${team})`;
  const rows = rowsOf(
    await db.execute(sql`with f as (select m.id, m.username, m.nickname, m.is_agent, u.username as upline,
          coalesce(b.stake, 0) as stake, coalesce(b.valid_bet, 0) as valid_bet, coalesce(b.payout, 0) as payout,
          coalesce(d.amount, 0) as deposits, coalesce(w.amount, 0) as withdrawals, coalesce(x.amount, 0) as bonuses,
          ${SORT_COLUMN[q.sort]} as sort_key
        ${joined})
      select t.n, t.stake::text as t_stake, t.valid_bet::text as t_valid_bet, t.payout::text as t_payout,
          t.deposits::text as t_deposits, t.withdrawals::text as t_withdrawals, t.bonuses::text as t_bonuses,
          p.username, p.nickname, p.is_agent, p.upline, p.stake::text, p.valid_bet::text, p.payout::text,
          p.deposits::text, p.withdrawals::text, p.bonuses::text
      from (select count(*)::int as n, coalesce(sum(stake), 0) as stake, coalesce(sum(valid_bet), 0) as valid_bet,
              coalesce(sum(payout), 0) as payout, coalesce(sum(deposits), 0) as deposits,
              coalesce(sum(withdrawals), 0) as withdrawals, coalesce(sum(bonuses), 0) as bonuses from f) t
      left join lateral (select * from f order by f.sort_key ${dir}, f.id ${dir}
          ${q.page ? sql`limit ${q.page.limit} offset ${q.page.offset}` : sql``}) p on true`),
  );
  const head = rows[0];
  const totals = {
    stake: big(head?.t_stake),
    validBet: big(head?.t_valid_bet),
    payout: big(head?.t_payout),
    deposits: big(head?.t_deposits),
    withdrawals: big(head?.t_withdrawals),
    bonuses: big(head?.t_bonuses),
  };
  const list: ProfitRow[] = rows
    .filter((x) => x.username !== null && x.username !== undefined)
    .map((x) => ({
      username: String(x.username),
      nickname: x.nickname === null ? null : String(x.nickname),
      isAgent: Number(x.is_agent),
      upline: x.upline === null ? null : String(x.upline),
      stake: big(x.stake),
      validBet: big(x.valid_bet),
      payout: big(x.payout),
      deposits: big(x.deposits),
      withdrawals: big(x.withdrawals),
      bonuses: big(x.bonuses),
    }));
  return { total: Number(head?.n ?? 0), totals, list };
}
