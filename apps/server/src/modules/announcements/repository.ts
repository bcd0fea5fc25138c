import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementType, CreateAnnouncement } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { pageOfRows } from '../../db/paging';
import { announcements } from '../../db/schema/index';

export type AnnouncementRow = typeof announcements.$inferSelect;

const activeAt = (now: Date) =>
  and(
    isNull(announcements.deletedAt),
    lte(announcements.startsAt, now),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
  );

export async function pageActiveAnnouncements(
  db: Tx,
  merchantId: number,
  types: AnnouncementType[],
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = and(eq(announcements.merchantId, merchantId), inArray(announcements.type, types), activeAt(now));
  return pageOfRows(db, announcements, where, [desc(announcements.startsAt), desc(announcements.createdAt)], page);
}

export async function insertAnnouncement(
  db: Tx,
  merchantId: number,
  a: Omit<CreateAnnouncement, 'brand'>,
): Promise<AnnouncementRow> {
  const [row] = await db
    .insert(announcements)
    .values({
      merchantId,
      type: a.type,
      title: a.title,
      content: a.content,
      ...(a.startsAt ? { startsAt: new Date(a.startsAt) } : {}),
      endsAt: a.endsAt ? new Date(a.endsAt) : null,
    })
    .returning();
  return row!;
}

export async function listAnnouncements(db: Tx, merchantIds: number[]): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(and(inArray(announcements.merchantId, merchantIds), isNull(announcements.deletedAt)))
    .orderBy(desc(announcements.startsAt));
}

/** Soft delete: the row stays for the record; returns whether one was removed. */
/** Deletes an announcement of one of `merchantIds` (null: any brand); another brand's is not found. */
export async function deleteAnnouncement(
  db: Tx,
  id: string,
  now: Date,
  merchantIds: number[] | null = null,
): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ deletedAt: now })
    .where(
      and(
        eq(announcements.id, id),
        isNull(announcements.deletedAt),
        merchantIds ? inArray(announcements.merchantId, merchantIds) : undefined,
      ),
    )
    .returning({ id: announcements.id });
  return rows.length > 0;
}
