import { NOTICE_PAGE_SIZE, PATHS, type AnnouncementPage, type AnnouncementType } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

export function fetchAnnouncements(
  types: AnnouncementType[],
  pageNo: number,
  pageSize = NOTICE_PAGE_SIZE,
): Promise<AnnouncementPage> {
  return apiValue(PATHS.announcements, {
    query: { types: types.join(','), platform: 'W', pageNo, pageSize },
    schema: (c) => c.announcementPageSchema,
  });
}
