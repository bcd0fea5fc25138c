import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import { fetchMissionLeaderboard, fetchMissionSummary } from './api';

export const missionKeys = {
  all: [...memberKeys.all, 'missions'] as const,
  summary: [...memberKeys.all, 'missions', 'summary'] as const,
  leaderboard: [...memberKeys.all, 'missions', 'leaderboard'] as const,
};

/** While the missions page is open, progress is read again this often (besides every balance change). */
export const PAGE_REFRESH_MS = 15_000;

/**
 * The missions with the member's progress in the shown language (the badge reads its claimable count);
 * read again every minute, and sooner while the page is open.
 */
export const missionSummaryQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: [...missionKeys.summary, language, token],
    queryFn: fetchMissionSummary,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });

/** This week's leaderboard of mission points. */
export const missionLeaderboardQuery = (token: string | null) =>
  queryOptions({ queryKey: [...missionKeys.leaderboard, token], queryFn: fetchMissionLeaderboard });
