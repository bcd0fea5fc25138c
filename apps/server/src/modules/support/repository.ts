import { and, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chatMessages, chatThreads, members } from '../../db/schema/index';

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The newest thread of the brand not closed yet whose owner matches. */
async function newestOpenThread(db: Tx, merchantId: number, owner: SQL): Promise<ChatThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.merchantId, merchantId), owner, ne(chatThreads.status, 'closed')))
    .orderBy(desc(chatThreads.updatedAt))
    .limit(1);
  return row;
}

export const findOpenMemberThread = (db: Tx, merchantId: number, memberId: number) =>
  newestOpenThread(db, merchantId, eq(chatThreads.memberId, memberId));

export const findOpenVisitorThread = (db: Tx, merchantId: number, tokenHash: string) =>
  newestOpenThread(db, merchantId, eq(chatThreads.visitorTokenHash, tokenHash));

export async function findThread(db: Tx, id: string): Promise<ChatThreadRow | undefined> {
  const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id));
  return row;
}

export async function insertThread(db: Tx, row: typeof chatThreads.$inferInsert): Promise<ChatThreadRow> {
  const [t] = await db.insert(chatThreads).values(row).returning();
  return t!;
}

/** Adds a message and sets the thread's status in one transaction. */
export async function insertMessage(
  db: Tx,
  threadId: string,
  author: string,
  text: string,
  status: string,
  now: Date,
  operatorName: string | null = null,
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .insert(chatMessages)
      .values({ threadId, author, text, operatorName, createdAt: now })
      .returning();
    await tx.update(chatThreads).set({ status, updatedAt: now }).where(eq(chatThreads.id, threadId));
    return m!;
  });
}

export async function messagesAfter(db: Tx, threadId: string, after: number, limit = 200): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** The last `limit` messages, oldest first. */
export async function lastMessages(db: Tx, threadId: string, limit = 100): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function listThreads(db: Tx, merchantIds: number[], status: string | undefined, limit = 200) {
  return db
    .select({
      t: chatThreads,
      username: members.username,
      lastMessage: sql<
        string | null
      >`(select ${chatMessages.text} from ${chatMessages} where ${chatMessages.threadId} = ${chatThreads.id} order by ${chatMessages.id} desc limit 1)`,
    })
    .from(chatThreads)
    .leftJoin(members, eq(chatThreads.memberId, members.id))
    .where(and(inArray(chatThreads.merchantId, merchantIds), status ? eq(chatThreads.status, status) : undefined))
    .orderBy(desc(chatThreads.updatedAt))
    .limit(limit);
}

export async function memberUsername(db: Tx, memberId: number | null): Promise<string | null> {
  if (memberId === null) return null;
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? null;
}

export async function countThreads(db: Tx, merchantIds: number[], status: string): Promise<number> {
  if (merchantIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(chatThreads)
    .where(and(inArray(chatThreads.merchantId, merchantIds), eq(chatThreads.status, status)));
  return row?.n ?? 0;
}
