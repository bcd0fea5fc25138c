import {
  GAME_LIST_PAGE_SIZE,
  GAME_PATHS,
  LAUNCH_PATHS,
  RECORD_PATHS,
  type GameCategory,
  type LiveClassify,
} from '@lotus/contracts';
import { apiValue, safeParseWith } from '@/lib/api';
import { currentLanguage } from '@/lib/language';
import { session } from '@/lib/storage';

export interface GameListParams {
  gameType?: GameCategory;
  vassalage?: string;
  gameName?: string;
  classify?: LiveClassify[];
  isHot?: boolean;
  pageNo: number;
  pageSize?: number;
}

/** getGameList (SPEC §7): 24 per page. */
export const fetchGameList = (p: GameListParams, signal?: AbortSignal) =>
  apiValue(GAME_PATHS.gameList, {
    schema: (c) => c.gameListSchema,
    signal,
    query: {
      clientType: 3,
      platform: 'html5-desktop',
      pageNo: p.pageNo,
      pageSize: p.pageSize ?? GAME_LIST_PAGE_SIZE,
      gameName: p.gameName?.trim() || undefined,
      vassalage: p.vassalage,
      gameType: p.gameType,
      classify: p.classify?.length ? p.classify.join(',') : undefined,
      isHot: p.isHot === undefined ? undefined : String(p.isHot),
      language: currentLanguage(),
    },
  });

/** getFavGameList: the member's favourites, 24 per page. */
export const fetchFavoriteList = (pageNo: number, signal?: AbortSignal) =>
  apiValue(GAME_PATHS.favoriteList, {
    schema: (c) => c.gameListSchema,
    signal,
    query: { pageNo, pageSize: GAME_LIST_PAGE_SIZE, language: currentLanguage() },
  });

export const setFavorite = (gameId: number, favorite: boolean) =>
  apiValue(favorite ? GAME_PATHS.favoriteAdd : GAME_PATHS.favoriteRemove, {
    method: 'POST',
    body: { gameId },
    schema: (c) => c.favoriteChangeSchema,
  });

const VENDOR_CACHE_KEY = 'gameVendor';

/** getGameVendor, cached in session storage per language (SPEC §7). */
export async function fetchGameVendors() {
  const lang = currentLanguage();
  const cached = session.get(VENDOR_CACHE_KEY);
  if (cached) {
    try {
      const parsed = JSON.parse(cached) as { lang: string; value: unknown };
      const value = await safeParseWith((c) => c.gameVendorListSchema, parsed.value);
      if (parsed.lang === lang && value.success) return value.data;
    } catch {
      /* refetch */
    }
  }
  const value = await apiValue(GAME_PATHS.gameVendor, {
    schema: (c) => c.gameVendorListSchema,
    query: { language: lang },
  });
  session.set(VENDOR_CACHE_KEY, JSON.stringify({ lang, value }));
  return value;
}

export const fetchGameMenu = (gameType: GameCategory, pageNo: number, vassalage?: string) =>
  apiValue(GAME_PATHS.gameMenu, {
    schema: (c) => c.gameMenuSchema,
    query: { gameType, pageNo, vassalage, language: currentLanguage() },
  });

export interface LaunchParams {
  gameId: number;
  nodeId?: number;
  roomId?: number;
  vassalage?: string;
  accountType: 0 | 1;
  launchMode?: string;
}

/** getLaunchAddressV2 (SPEC §7). The session is the Authorization header's; no token in the URL. */
export const launchGameCall = (p: LaunchParams) =>
  apiValue(LAUNCH_PATHS.launchGame, {
    schema: (c) => c.launchResultSchema,
    query: {
      gameId: p.gameId,
      nodeId: p.nodeId,
      roomId: p.roomId,
      accountType: p.accountType,
      confirmTrans: 0,
      vassalage: p.vassalage,
      launchMode: p.launchMode ?? 'GLS',
      platform: typeof window !== 'undefined' && window.innerWidth < 768 ? 'html5' : 'html5-desktop',
      clientType: 3,
      language: currentLanguage(),
    },
  });

/** GCSGAME_getVassGameType: one vendor's categories with their game counts and the live classify codes present. */
export const fetchVassGameType = (vassalage: string) =>
  apiValue(GAME_PATHS.vassGameType, {
    schema: (c) => c.vassGameTypeSchema,
    query: { vassalage, language: currentLanguage() },
  });

export const fetchPopupGameList = (vassalage: string, pageNo = 1) =>
  apiValue(LAUNCH_PATHS.popupGameList, {
    schema: (c) => c.popupGameListSchema,
    query: { vassalage, pageNo, pageSize: GAME_LIST_PAGE_SIZE, language: currentLanguage() },
  });

export interface LotteryParams {
  gameCode?: string | null;
  playType?: string | null;
  /** The prize mode the page plays (SEA on /seaLottery, Elott on /elott); the brand's modes without it. */
  prizeMode?: string | null;
  /** The lobby's tab: the regional draws (/vnlottery) or the fast games (/elott); every game without it. */
  family?: 'vn' | 'fast' | null;
}

/** lottLabby (SPEC §7): the lottery lobby's URL. */
export const fetchLotteryLobby = (p: LotteryParams) =>
  apiValue(LAUNCH_PATHS.lottLabby, {
    schema: (c) => c.lottLabbySchema,
    query: {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: p.prizeMode ?? undefined,
      lottoGameCode: p.gameCode ?? undefined,
      lottoPlayType: p.playType ?? undefined,
      lottoFamily: p.family ?? undefined,
      lottoView: p.gameCode ? 'betting' : 'lobby',
      device: 'WEB',
      backUrl: '/index',
      language: currentLanguage(),
    },
  });

export interface RecordFilters {
  datePreset: '7D' | '30D' | 'TODAY' | 'YESTERDAY';
  gameType?: GameCategory;
  vassalage?: string;
}

export const fetchHistory = (f: RecordFilters, pageNo: number) =>
  apiValue(RECORD_PATHS.history, {
    schema: (c) => c.historySchema,
    query: { ...f, pageNo, language: currentLanguage() },
  });

export const fetchProfit = (f: RecordFilters) =>
  apiValue(RECORD_PATHS.profit, { schema: (c) => c.profitSchema, query: { ...f, language: currentLanguage() } });
