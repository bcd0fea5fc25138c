// The agent tree and registrations for the operator's dashboard and reports (modules/reports): one level
// of the tree at a time through members_upline_idx; teams and paths from member_tree, the closure table the
// triggers on members keep (docs/ARCHITECTURE.md "The agent tree").
import { AGENT_TYPES, IS_AGENT } from '@lotus/contracts';
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { localDay, type MemberGroups, type ZonedRange } from '../../db/reporting';
import { rowsOf } from '../../db/sqlResult';
import { members } from '../../db/schema/index';

/** New accounts per local day, trial accounts left out. */
export async function registrationsByDay(db: Tx, merchantId: number, r: ZonedRange) {
  const day = localDay(members.createdAt, r.timeZone);
  return db
    .select({ day, n: count() })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        ne(members.isAgent, IS_AGENT.TRIAL),
        gte(members.createdAt, r.from),
        lt(members.createdAt, r.to),
      ),
    )
    .groupBy(day);
}

/** Every member of the brand grouped under its upline (key null: no upline). */
export const uplineGroups = (merchantId: number): MemberGroups =>
  sql`select ${members.uplineId} as key, ${members.id} as member_id from ${members} where ${members.merchantId} = ${merchantId}`;

/** Each root with its whole downline (the root itself included), keyed by the root's id. */
export function teamGroups(rootIds: number[]): MemberGroups {
  const ids = sql.join(
    rootIds.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  return sql`select id as key, id as member_id from members where id in (${ids})
    union all
    select ancestor_id as key, descendant_id as member_id from member_tree where ancestor_id in (${ids})`;
}

/** Downline sizes of the roots (the root left out), by root id. */
export async function teamSizes(db: Tx, rootIds: number[]): Promise<Map<number, number>> {
  if (rootIds.length === 0) return new Map();
  const ids = sql.join(
    rootIds.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(
      sql`select ancestor_id as key, count(*)::int as n from member_tree where ancestor_id in (${ids}) group by ancestor_id`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.key), Number(r.n)]));
}

/** Accounts directly under each of the ids. */
export async function directCounts(db: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.uplineId, n: count() })
    .from(members)
    .where(inArray(members.uplineId, ids))
    .groupBy(members.uplineId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

export interface TreeAccount {
  id: number;
  username: string;
  nickname: string | null;
  isAgent: number;
  uplineId: number | null;
  createdAt: Date;
}

const treeColumns = {
  id: members.id,
  username: members.username,
  nickname: members.nickname,
  isAgent: members.isAgent,
  uplineId: members.uplineId,
  createdAt: members.createdAt,
};

/** One page of a level: the accounts directly under `parentId`, or the brand's top agents (no upline). */
export async function treeLevel(
  db: Tx,
  merchantId: number,
  parentId: number | null,
  page: { offset: number; limit: number },
): Promise<{ rows: TreeAccount[]; total: number }> {
  const where: SQL | undefined =
    parentId === null
      ? and(eq(members.merchantId, merchantId), isNull(members.uplineId), inArray(members.isAgent, [...AGENT_TYPES]))
      : and(eq(members.merchantId, merchantId), eq(members.uplineId, parentId));
  const [c] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select(treeColumns)
    .from(members)
    .where(where)
    .orderBy(asc(members.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total: c?.n ?? 0 };
}

export async function treeAccountByUsername(db: Tx, merchantId: number, username: string) {
  const [row] = await db
    .select(treeColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username.trim().toLowerCase())));
  return row;
}

/** The account's uplines, top first (ids and usernames). */
export async function uplinePath(db: Tx, memberId: number): Promise<{ id: number; username: string }[]> {
  const rows = rowsOf(
    await db.execute(sql`select m.id, m.username from member_tree t join members m on m.id = t.ancestor_id
      where t.descendant_id = ${memberId}::integer order by t.depth desc`),
  );
  return rows.map((r) => ({ id: Number(r.id), username: String(r.username) }));
}

/** Usernames and nicknames by id. */
export async function namesOf(db: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { username: string; nickname: string | null }>();
  const rows = await db
    .select({ id: members.id, username: members.username, nickname: members.nickname })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Serialises moves in a brand's tree, so two concurrent moves cannot make a loop together. */
export async function lockTree(tx: Tx, merchantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7316, ${merchantId}::integer)`);
}

export async function setUpline(tx: Tx, memberId: number, uplineId: number, now: Date): Promise<void> {
  await tx.update(members).set({ uplineId, updatedAt: now }).where(eq(members.id, memberId));
}
