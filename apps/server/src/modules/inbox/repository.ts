import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inboxMessages } from '../../db/schema/index';

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
