import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pageOfRows } from '../../db/paging';
import { feedback, feedbackImages, feedbackReplies, members } from '../../db/schema/index';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackImageRow = typeof feedbackImages.$inferSelect;
export type FeedbackReplyRow = typeof feedbackReplies.$inferSelect;

export async function insertFeedback(
  db: Tx,
  row: typeof feedback.$inferInsert,
  images: Array<Omit<typeof feedbackImages.$inferInsert, 'feedbackId'>>,
): Promise<FeedbackRow> {
  return db.transaction(async (tx) => {
    const [f] = await tx.insert(feedback).values(row).returning();
    if (images.length) await tx.insert(feedbackImages).values(images.map((i) => ({ ...i, feedbackId: f!.id })));
    return f!;
  });
}

export async function pageMemberFeedback(
  db: Tx,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(feedback.merchantId, merchantId), eq(feedback.memberId, memberId));
  return pageOfRows(db, feedback, where, [desc(feedback.createdAt), desc(feedback.id)], page);
}

/** Pictures and replies of some feedback rows, grouped by feedback id. */
export async function loadAttachments(db: Tx, ids: string[]) {
  if (ids.length === 0)
    return { images: new Map<string, FeedbackImageRow[]>(), replies: new Map<string, FeedbackReplyRow[]>() };
  const [imageRows, replyRows] = await Promise.all([
    db.select().from(feedbackImages).where(inArray(feedbackImages.feedbackId, ids)).orderBy(asc(feedbackImages.sort)),
    db
      .select()
      .from(feedbackReplies)
      .where(inArray(feedbackReplies.feedbackId, ids))
      .orderBy(asc(feedbackReplies.createdAt)),
  ]);
  const group = <T extends { feedbackId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const r of rows) map.set(r.feedbackId, [...(map.get(r.feedbackId) ?? []), r]);
    return map;
  };
  return { images: group(imageRows), replies: group(replyRows) };
}

export async function findFeedback(
  db: Tx,
  id: string,
): Promise<(FeedbackRow & { username: string | null }) | undefined> {
  const [row] = await db
    .select({ f: feedback, username: members.username })
    .from(feedback)
    .leftJoin(members, eq(feedback.memberId, members.id))
    .where(eq(feedback.id, id));
  return row && { ...row.f, username: row.username };
}

export async function findImage(
  db: Tx,
  id: string,
): Promise<{ image: FeedbackImageRow; owner: FeedbackRow } | undefined> {
  const [row] = await db
    .select({ image: feedbackImages, owner: feedback })
    .from(feedbackImages)
    .innerJoin(feedback, eq(feedbackImages.feedbackId, feedback.id))
    .where(eq(feedbackImages.id, id));
  return row;
}

export async function listFeedback(db: Tx, merchantIds: number[], status: string | undefined, limit: number) {
  return db
    .select({
      f: feedback,
      username: members.username,
      images: sql<number>`(select count(*)::int from ${feedbackImages} where ${feedbackImages.feedbackId} = ${feedback.id})`,
      replies: sql<number>`(select count(*)::int from ${feedbackReplies} where ${feedbackReplies.feedbackId} = ${feedback.id})`,
    })
    .from(feedback)
    .leftJoin(members, eq(feedback.memberId, members.id))
    .where(and(inArray(feedback.merchantId, merchantIds), status ? eq(feedback.status, status) : undefined))
    .orderBy(desc(feedback.createdAt))
    .limit(limit);
}

export async function insertReply(
  db: Tx,
  feedbackId: string,
  message: string,
  now: Date,
  operatorName: string | null = null,
): Promise<FeedbackReplyRow> {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(feedbackReplies)
      .values({ feedbackId, message, operatorName, createdAt: now })
      .returning();
    await tx.update(feedback).set({ status: 'replied', updatedAt: now }).where(eq(feedback.id, feedbackId));
    return reply!;
  });
}

export async function countFeedback(db: Tx, merchantIds: number[], status: string): Promise<number> {
  if (merchantIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(inArray(feedback.merchantId, merchantIds), eq(feedback.status, status)));
  return row?.n ?? 0;
}
