import type { AnnouncementPage, CreateAnnouncement, SiteLanguage } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { sanitizeRichText } from '../../lib/sanitize';
import { insertAnnouncement, pageActiveAnnouncements } from './repository';
import { listPage, pageWindow } from '../../db/paging';

export async function announcementPage(
  db: Tx,
  merchantId: number,
  language: SiteLanguage,
  query: { types: CreateAnnouncement['type'][]; pageNo: number; pageSize: number },
  now: Date,
): Promise<AnnouncementPage> {
  const { rows, total } = await pageActiveAnnouncements(db, merchantId, query.types, now, pageWindow(query));
  return listPage(
    rows.map((r) => ({
      id: r.id,
      type: r.type as CreateAnnouncement['type'],
      title: r.title[language],
      // Sanitised when written; once more on the way out in case an older row predates a rule.
      content: sanitizeRichText(r.content[language]),
      timestamp: r.startsAt.getTime(),
    })),
    total,
    query,
  );
}

export function createAnnouncement(db: Tx, merchantId: number, input: Omit<CreateAnnouncement, 'brand'>) {
  return insertAnnouncement(db, merchantId, {
    ...input,
    title: { vi: input.title.vi.trim(), en: input.title.en.trim() },
    content: { vi: sanitizeRichText(input.content.vi), en: sanitizeRichText(input.content.en) },
  });
}

/** The operator's reads and removals (ops module). */
export { listAnnouncements, deleteAnnouncement } from './repository';
