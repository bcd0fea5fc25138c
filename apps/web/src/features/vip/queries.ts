import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import { fetchVipHistory, fetchVipOverview } from './api';

export const vipKeys = {
  /** The rank table, with the member's part when signed in (the token is in the key). */
  overview: ['vip', 'overview'] as const,
  /** The member's own rank history: dropped with the session's other member data on sign-out. */
  history: [...memberKeys.all, 'vip', 'history'] as const,
};

export const vipOverviewQuery = (token: string | null) =>
  queryOptions({ queryKey: [...vipKeys.overview, token], queryFn: fetchVipOverview });

export const VIP_HISTORY_PAGE_SIZE = 20;

export const vipHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...vipKeys.history, page],
    queryFn: () => fetchVipHistory(page, VIP_HISTORY_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
