import { NOTICE_PAGE_SIZE, type AnnouncementType } from '@lotus/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { fetchAnnouncements } from './api';

/** getAnnouncementContentV2: one page of the given types; the last page stays shown while the next loads. */
export const announcementsQuery = (types: AnnouncementType[], pageNo: number, pageSize: number, language: string) =>
  queryOptions({
    queryKey: ['announcements', types.join(','), pageNo, pageSize, language],
    queryFn: () => fetchAnnouncements(types, pageNo, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** One page of announcements of the given types (B by default) in the language shown. */
export function useAnnouncements(pageNo: number, types: AnnouncementType[] = ['B'], pageSize = NOTICE_PAGE_SIZE) {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(types, pageNo, pageSize, i18n.language));
}
