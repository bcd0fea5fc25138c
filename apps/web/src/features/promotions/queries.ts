import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import {
  fetchAvailable,
  fetchBonusDetails,
  fetchPromotion,
  fetchPromotions,
  fetchRewardCenter,
  fetchWinnerBoard,
} from './api';

export const promoKeys = {
  /** What a guest sees too (the member's status is in it when signed in, so the token is in the key). */
  all: ['promotions'] as const,
  list: ['promotions', 'list'] as const,
  detail: ['promotions', 'detail'] as const,
  winners: ['promotions', 'winners'] as const,
  /** The member's own: dropped with the session's other member data on sign-out. */
  member: [...memberKeys.all, 'promotions'] as const,
  available: [...memberKeys.all, 'promotions', 'available'] as const,
  rewardCenter: [...memberKeys.all, 'promotions', 'rewardCenter'] as const,
  bonusDetails: [...memberKeys.all, 'promotions', 'bonusDetails'] as const,
};

/** /promotions (every category: the page filters by tab), in the shown language, with the member's status when signed in. */
export const promotionsQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: [...promoKeys.list, language, token],
    queryFn: () => fetchPromotions(),
    placeholderData: (prev) => prev,
  });

/** One promotion with the member's part in it. */
export const promotionQuery = (id: number, language: string, token: string | null) =>
  queryOptions({ queryKey: [...promoKeys.detail, id, language, token], queryFn: () => fetchPromotion(id) });

/** How many promotions the member can act on now (the header's rewards badge), read again every minute. */
export const availableQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...promoKeys.available, token],
    queryFn: fetchAvailable,
    staleTime: 30_000,
    refetchInterval: 60_000,
    select: (v) => v.count,
  });

/** Rewards waiting, the open bonus with its wagering progress and the latest bonuses. */
export const rewardCenterQuery = (language: string, token: string | null) =>
  queryOptions({ queryKey: [...promoKeys.rewardCenter, language, token], queryFn: fetchRewardCenter });

export type BonusRecordFilter = { type: '' | 'bonus' | 'rebate' | 'prize'; days: 7 | 30 };
const BONUS_PAGE_SIZE = 20;

/** One page of bonus and rebate records; the last page stays shown while the next loads. */
export const bonusDetailsQuery = (filter: BonusRecordFilter, page: number, language: string) =>
  queryOptions({
    queryKey: [...promoKeys.bonusDetails, filter, page, language],
    queryFn: () =>
      fetchBonusDetails({
        type: filter.type || undefined,
        days: filter.days,
        pageNo: page,
        pageSize: BONUS_PAGE_SIZE,
      }),
    placeholderData: (prev) => prev,
  });

/** The winners board of the home page (names masked by the server), read again every two minutes. */
export const winnerBoardQuery = (language: string) =>
  queryOptions({
    queryKey: [...promoKeys.winners, language],
    queryFn: fetchWinnerBoard,
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
