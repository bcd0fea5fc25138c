import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inboxMessages, members } from '../../db/schema/index';
import type { InboxValue } from '../../db/schema/index';
import { rowsOf } from '../../db/sqlResult';

export type InboxRow = typeof inboxMessages.$inferSelect;

/** Inserts a message; with a dedupe key, a second message for the same event is dropped. */
export async function insertMessage(db: Tx, values: typeof inboxMessages.$inferInsert): Promise<boolean> {
  const rows = await db.insert(inboxMessages).values(values).onConflictDoNothing().returning({ id: inboxMessages.id });
  return rows.length === 1;
}

export async function countUnread(db: Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.readAt)));
  return row?.n ?? 0;
}

export async function pageMessages(
  db: Tx,
  memberId: number,
  q: { unreadOnly: boolean; offset: number; limit: number },
) {
  const where = and(eq(inboxMessages.memberId, memberId), q.unreadOnly ? isNull(inboxMessages.readAt) : undefined);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inboxMessages)
    .where(where);
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(where)
    .orderBy(desc(inboxMessages.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, total: n };
}

export async function findMessage(db: Tx, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.memberId, memberId), eq(inboxMessages.id, id)));
  return row;
}

/** Marks the member's own messages read (ids of other members are ignored); answers how many changed. */
export async function markRead(db: Tx, memberId: number, ids: number[] | 'all', at: Date): Promise<number> {
  const rows = await db
    .update(inboxMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(inboxMessages.memberId, memberId),
        isNull(inboxMessages.readAt),
        ids === 'all' ? undefined : inArray(inboxMessages.id, ids),
      ),
    )
    .returning({ id: inboxMessages.id });
  return rows.length;
}

/** Who a broadcast reaches: the brand's real members (not trial accounts, not disabled), narrowed by VIP level or names. */
export interface NoticeAudience {
  merchantId: number;
  vipLevel?: number | undefined;
  usernames?: string[] | undefined;
}

const audienceWhere = (a: NoticeAudience) =>
  and(
    eq(members.merchantId, a.merchantId),
    sql`${members.isAgent} <> 4`,
    isNull(members.disabledAt),
    a.vipLevel !== undefined ? eq(members.vipLevel, a.vipLevel) : undefined,
    a.usernames ? inArray(members.username, a.usernames) : undefined,
  );

/** The names of `usernames` the audience reaches (to refuse a list naming anyone else). */
export async function audienceUsernames(db: Tx, a: NoticeAudience): Promise<string[]> {
  const rows = await db.select({ username: members.username }).from(members).where(audienceWhere(a));
  return rows.map((r) => r.username);
}

/** One notice to every member of the audience, in one statement; answers how many got it. */
export async function insertNotices(
  db: Tx,
  a: NoticeAudience,
  m: { title: string; content: string; params: Record<string, InboxValue>; dedupeKey: string; createdAt: Date },
): Promise<number> {
  const result = await db.execute(sql`
    insert into inbox_messages (merchant_id, member_id, template, title, content, params, dedupe_key, created_at)
    select ${members.merchantId}, ${members.id}, 'notice', ${m.title}, ${m.content}, ${JSON.stringify(m.params)}::jsonb,
           ${m.dedupeKey}, ${m.createdAt.toISOString()}::timestamptz
    from ${members} where ${audienceWhere(a)}
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}
