import type { GameCategory, LiveClassify } from '@lotus/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { memberKeys, useSession } from '@/features/session';
import {
  fetchFavoriteList,
  fetchGameList,
  fetchGameMenu,
  fetchGameVendors,
  fetchHistory,
  fetchLotteryLobby,
  fetchPopupGameList,
  fetchProfit,
  fetchVassGameType,
  type LotteryParams,
  type RecordFilters,
} from './api';

export const gameKeys = {
  all: ['games'] as const,
  list: ['games', 'list'] as const,
  favorites: ['games', 'favorites'] as const,
  vendors: ['games', 'vendors'] as const,
  menu: ['games', 'menu'] as const,
  /** The member's own records: dropped with every member query on logout. */
  records: [...memberKeys.all, 'records'] as const,
};

/** The next page of a paged game list, while there is one. */
const nextPage = (last: { pageNum: number; totalPages: number }) =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** getGameVendor (session-cached): the vendors of every category. */
export const gameVendorsQuery = (language: string) =>
  queryOptions({ queryKey: [...gameKeys.vendors, language], queryFn: fetchGameVendors, staleTime: 5 * 60_000 });

export interface ListingFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameName?: string;
  classify?: LiveClassify[];
  isHot?: boolean;
  favorites?: boolean;
}

/** A listing, 24 games per page, loaded page after page (infinite). */
export const gameListingQuery = (filter: ListingFilter, language: string, token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...(filter.favorites ? gameKeys.favorites : gameKeys.list), filter, language, token],
    queryFn: ({ pageParam, signal }) =>
      filter.favorites ? fetchFavoriteList(pageParam, signal) : fetchGameList({ ...filter, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** A header drop-down: page 1 (21 games), then 18 per page on "more". */
export const gameMenuQuery = (gameType: GameCategory, language: string, token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...gameKeys.menu, gameType, language, token],
    queryFn: ({ pageParam }) => fetchGameMenu(gameType, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });

/** The games of one vendor in the popup list dialog, page after page. */
export const popupGameListQuery = (vassalage: string, language: string) =>
  infiniteQueryOptions({
    queryKey: [...gameKeys.all, 'popup', vassalage, language],
    queryFn: ({ pageParam }) => fetchPopupGameList(vassalage, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** lottLabby: the lobby of one lottery page (`page`), at a game and play type when both are given. */
export const lotteryLobbyQuery = (
  page: string,
  params: Required<LotteryParams>,
  language: string,
  token: string | null,
) =>
  queryOptions({
    queryKey: [...gameKeys.all, 'lottery', page, params, language, token],
    queryFn: () => fetchLotteryLobby(params),
  });

/** personalHistoryCopy: one page of rounds; the last page stays shown while the next loads. */
export const bettingHistoryQuery = (filters: RecordFilters, page: number, language: string) =>
  queryOptions({
    queryKey: [...gameKeys.records, 'history', filters, page, language],
    queryFn: () => fetchHistory(filters, page),
    placeholderData: keepPreviousData,
  });

/** personalProfit: profit and loss of the period; the last answer stays shown while the next loads. */
export const profitQuery = (filters: RecordFilters, language: string) =>
  queryOptions({
    queryKey: [...gameKeys.records, 'profit', filters, language],
    queryFn: () => fetchProfit(filters),
    placeholderData: keepPreviousData,
  });

export function useGameVendors() {
  const { i18n } = useTranslation();
  return useQuery(gameVendorsQuery(i18n.language));
}

/**
 * The live classify codes (baccarat, roulette…) the given vendors' LIVE games have: the live page offers a
 * filter only for these (issue 33: 10 of 15 filters led to "0 games"). Undefined while any is loading. (A set,
 * not LIVE_CLASSIFY filtered: this module is in the first load, and a value of the contracts' games module
 * would bring zod with it.)
 */
export function useLiveClassifies(vassalages: string[]): ReadonlySet<LiveClassify> | undefined {
  const answers = useQueries({
    queries: vassalages.map((vassalage) => ({
      queryKey: [...gameKeys.vendors, 'types', vassalage],
      queryFn: () => fetchVassGameType(vassalage),
      staleTime: 5 * 60_000,
    })),
  });
  if (answers.some((a) => !a.data)) return undefined;
  return new Set(
    answers.flatMap((a) => a.data!.gameTypes.filter((g) => g.gameType === 'LIVE').flatMap((g) => g.classify)),
  );
}

export function useGameListing(filter: ListingFilter, enabled = true) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useInfiniteQuery({ ...gameListingQuery(filter, i18n.language, token), enabled });
}

export function useGameMenu(gameType: GameCategory, enabled: boolean) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useInfiniteQuery({ ...gameMenuQuery(gameType, i18n.language, token), enabled });
}
