import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import { fetchReferralFriends, fetchReferralSummary } from './api';

const referralKeys = {
  summary: [...memberKeys.all, 'referral', 'summary'] as const,
  friends: [...memberKeys.all, 'referral', 'friends'] as const,
};

export const FRIENDS_PAGE_SIZE = 10;

/** The member's code, link, rules and totals (the member's own: dropped on sign-out). */
export const referralSummaryQuery = () =>
  queryOptions({ queryKey: referralKeys.summary, queryFn: fetchReferralSummary, staleTime: 30_000 });

/** One page of invited friends; the last page stays shown while the next loads. */
export const referralFriendsQuery = (page: number) =>
  queryOptions({
    queryKey: [...referralKeys.friends, page],
    queryFn: () => fetchReferralFriends(page, FRIENDS_PAGE_SIZE),
    placeholderData: (prev) => prev,
  });
