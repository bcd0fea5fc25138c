// The agent tree's reads (member_tree, the closure table kept by triggers on members) and the team
// management list. Balances and last sign-ins are read beside the accounts (ledger_accounts' head row of
// the main wallet, login_history's newest row), one page at a time, never the whole team in memory.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { localDay, type ZonedRange } from '../../db/reporting';
import { rowsOf } from '../../db/sqlResult';

/** The member's depth below the agent (1: direct), undefined when the member is not in the agent's team. */
export async function depthInTeam(
  db: Tx,
  agent: { id: number; merchantId: number },
  memberId: number,
): Promise<number | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`select t.depth from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${agent.id}::integer and t.descendant_id = ${memberId}::integer
        and m.merchant_id = ${agent.merchantId}::integer`),
  );
  return row ? Number(row.depth) : undefined;
}

/** The team's size, its direct downlines and its agents. */
export async function teamCounts(db: Tx, agentId: number, agentTypes: readonly number[]) {
  const [row] = rowsOf(
    await db.execute(sql`select count(*)::int as size, count(*) filter (where t.depth = 1)::int as direct,
        count(*) filter (where m.is_agent in (${sql.join(
          agentTypes.map((t) => sql`${t}::smallint`),
          sql`, `,
        )}))::int as agents
      from member_tree t join members m on m.id = t.descendant_id where t.ancestor_id = ${agentId}::integer`),
  );
  return { size: Number(row?.size ?? 0), direct: Number(row?.direct ?? 0), agents: Number(row?.agents ?? 0) };
}

/** Accounts of `members` (a subquery of ids) created in the range, per local day. */
export async function newMembersByDay(db: Tx, members: SQL, r: ZonedRange) {
  const day = localDay(sql.raw('m.created_at'), r.timeZone);
  const rows = rowsOf(
    await db.execute(sql`select ${day} as day, count(*)::int as n from members m
      where m.id in (${members}) and m.created_at >= ${r.from.toISOString()} and m.created_at < ${r.to.toISOString()}
      group by 1`),
  );
  return new Map(rows.map((x) => [String(x.day), Number(x.n)]));
}

export interface TeamListFilter {
  agentId: number;
  merchantId: number;
  username?: string | undefined;
  level?: number | undefined;
  type?: 'member' | 'agent' | undefined;
  status?: 'active' | 'locked' | 'disabled' | undefined;
  lastLogin?: '1d' | '7d' | '30d' | 'over30d' | 'never' | undefined;
  minBalance?: bigint | undefined;
  maxBalance?: bigint | undefined;
  agentTypes: readonly number[];
  now: Date;
}

export type TeamSort = 'newest' | 'balance' | 'lastLogin' | 'username';

/** Escapes LIKE's wildcards in a user's search text. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;

const LAST_LOGIN = sql`left join lateral (select created_at from login_history
  where member_id = m.id order by created_at desc limit 1) l on true`;
const BALANCE = sql`left join lateral (select coalesce(sum(a.balance), 0)::bigint as balance from ledger_accounts a
  where a.owner_member_id = m.id and a.merchant_id = m.merchant_id and a.kind = 'member_main') b on true`;

/**
 * The team's rows and the filter's conditions. `from` joins the last sign-in and the balance to every row
 * (the page shows and may sort by them); `countFrom` only when a condition needs them.
 */
function teamFrom(f: TeamListFilter): { from: SQL; countFrom: SQL; where: SQL } {
  const now = f.now.toISOString();
  const ago = (days: number) => new Date(f.now.getTime() - days * DAY_MS).toISOString();
  const agentTypes = sql.join(
    f.agentTypes.map((t) => sql`${t}::smallint`),
    sql`, `,
  );
  const conditions: SQL[] = [sql`t.ancestor_id = ${f.agentId}::integer`, sql`m.merchant_id = ${f.merchantId}::integer`];
  if (f.level !== undefined) conditions.push(sql`t.depth = ${f.level}::integer`);
  if (f.username) conditions.push(sql`m.username like ${`%${likeText(f.username.toLowerCase())}%`}`);
  if (f.type === 'agent') conditions.push(sql`m.is_agent in (${agentTypes})`);
  if (f.type === 'member') conditions.push(sql`m.is_agent not in (${agentTypes})`);
  if (f.status === 'disabled') conditions.push(sql`m.disabled_at is not null`);
  if (f.status === 'locked') conditions.push(sql`m.disabled_at is null and m.locked_until > ${now}`);
  if (f.status === 'active')
    conditions.push(sql`m.disabled_at is null and (m.locked_until is null or m.locked_until <= ${now})`);
  if (f.lastLogin === 'never') conditions.push(sql`l.created_at is null`);
  if (f.lastLogin === 'over30d') conditions.push(sql`l.created_at < ${ago(30)}`);
  if (f.lastLogin === '1d') conditions.push(sql`l.created_at >= ${ago(1)}`);
  if (f.lastLogin === '7d') conditions.push(sql`l.created_at >= ${ago(7)}`);
  if (f.lastLogin === '30d') conditions.push(sql`l.created_at >= ${ago(30)}`);
  if (f.minBalance !== undefined) conditions.push(sql`b.balance >= ${f.minBalance.toString()}::bigint`);
  if (f.maxBalance !== undefined) conditions.push(sql`b.balance <= ${f.maxBalance.toString()}::bigint`);
  const tree = sql`member_tree t join members m on m.id = t.descendant_id`;
  const byLogin = f.lastLogin !== undefined;
  const byBalance = f.minBalance !== undefined || f.maxBalance !== undefined;
  return {
    from: sql`${tree} ${LAST_LOGIN} ${BALANCE}`,
    countFrom: sql`${tree} ${byLogin ? LAST_LOGIN : sql``} ${byBalance ? BALANCE : sql``}`,
    where: sql.join(conditions, sql` and `),
  };
}

const ORDER: Record<TeamSort, SQL> = {
  newest: sql`m.created_at desc, m.id desc`,
  balance: sql`b.balance desc, m.id desc`,
  lastLogin: sql`l.created_at desc nulls last, m.id desc`,
  username: sql`m.username asc`,
};

export interface TeamRow {
  id: number;
  username: string;
  nickname: string | null;
  isAgent: number;
  depth: number;
  upline: string | null;
  disabledAt: Date | null;
  lockedUntil: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  balance: bigint;
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));

function teamRow(x: Record<string, unknown>): TeamRow {
  return {
    id: Number(x.id),
    username: String(x.username),
    nickname: x.nickname === null ? null : String(x.nickname),
    isAgent: Number(x.is_agent),
    depth: Number(x.depth),
    upline: x.upline === null ? null : String(x.upline),
    disabledAt: date(x.disabled_at),
    lockedUntil: date(x.locked_until),
    createdAt: date(x.created_at)!,
    lastLoginAt: date(x.last_login),
    balance: BigInt(String(x.balance)),
  };
}

const teamColumns = sql`m.id, m.username, m.nickname, m.is_agent, t.depth, u.username as upline, m.disabled_at,
  m.locked_until, m.created_at, l.created_at as last_login, b.balance::text as balance`;

/** One page of the agent's team, filtered and sorted, with the total. */
export async function teamPage(
  db: Tx,
  f: TeamListFilter,
  sort: TeamSort,
  page: { offset: number; limit: number },
): Promise<{ rows: TeamRow[]; total: number }> {
  const { from, countFrom, where } = teamFrom(f);
  const [count] = rowsOf(await db.execute(sql`select count(*)::int as n from ${countFrom} where ${where}`));
  const rows = rowsOf(
    await db.execute(sql`select ${teamColumns} from ${from} left join members u on u.id = m.upline_id
      where ${where} order by ${ORDER[sort]} limit ${page.limit} offset ${page.offset}`),
  );
  return { rows: rows.map(teamRow), total: Number(count?.n ?? 0) };
}

/** One account of the agent's team as the list shows it (the caller checked it is in the team). */
export async function teamRowOf(db: Tx, f: TeamListFilter, memberId: number): Promise<TeamRow | undefined> {
  const { from, where } = teamFrom(f);
  const [row] = rowsOf(
    await db.execute(sql`select ${teamColumns} from ${from} left join members u on u.id = m.upline_id
      where ${where} and m.id = ${memberId}::integer`),
  );
  return row && teamRow(row);
}
