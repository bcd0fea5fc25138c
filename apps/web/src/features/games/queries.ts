import type { GameCategory, LiveClassify } from '@lotus/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/features/session';
import { fetchFavoriteList, fetchGameList, fetchGameMenu, fetchGameVendors } from './api';

export const gameKeys = {
  all: ['games'] as const,
  list: ['games', 'list'] as const,
  favorites: ['games', 'favorites'] as const,
  vendors: ['games', 'vendors'] as const,
  menu: ['games', 'menu'] as const,
};

/** getGameVendor (session-cached): the vendors of every category. */
export function useGameVendors() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...gameKeys.vendors, i18n.language], queryFn: fetchGameVendors, staleTime: 5 * 60_000 });
}

export interface ListingFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameName?: string;
  classify?: LiveClassify[];
  isHot?: boolean;
  favorites?: boolean;
}

/** A listing, 24 games per page, loaded page after page (infinite). */
export function useGameListing(filter: ListingFilter, enabled = true) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...(filter.favorites ? gameKeys.favorites : gameKeys.list), filter, i18n.language, token],
    queryFn: ({ pageParam, signal }) =>
      filter.favorites ? fetchFavoriteList(pageParam, signal) : fetchGameList({ ...filter, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });
}

/** A header drop-down: page 1 (21 games), then 18 per page on "more". */
export function useGameMenu(gameType: GameCategory, enabled: boolean) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...gameKeys.menu, gameType, i18n.language, token],
    queryFn: ({ pageParam }) => fetchGameMenu(gameType, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
    staleTime: 60_000,
  });
}
