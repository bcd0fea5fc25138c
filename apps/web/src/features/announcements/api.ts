import { NOTICE_PAGE_SIZE, PATHS, type AnnouncementPage, type AnnouncementType } from '@lotus/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
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

/** getAnnouncementContentV2 for one page of the given types (B by default). */
export function useAnnouncements(pageNo: number, types: AnnouncementType[] = ['B'], pageSize = NOTICE_PAGE_SIZE) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['announcements', types.join(','), pageNo, pageSize, i18n.language],
    queryFn: () => fetchAnnouncements(types, pageNo, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
