import { PROMO_PATHS, type BonusRecord, type PromotionAction } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

// Schemas are named as pickers: the header's rewards badge is in the first load, which carries no zod.

const withId = (path: string, id: number) => path.replace(':id', encodeURIComponent(String(id)));

export const fetchPromotions = () => apiValue(PROMO_PATHS.promotions, { schema: (c) => c.promotionListSchema });

export const fetchAvailable = () => apiValue(PROMO_PATHS.available, { schema: (c) => c.availablePromotionsSchema });

export const fetchPromotion = (id: number) =>
  apiValue(withId(PROMO_PATHS.promotion, id), { schema: (c) => c.promotionDetailSchema });

/** Join or claim (no body), or apply with a remark (SPEC §5: at most 140 characters). */
export const actOnPromotion = (id: number, action: PromotionAction, remark?: string) =>
  apiValue(withId(PROMO_PATHS[action], id), {
    method: 'POST',
    body: action === 'apply' ? { remark } : {},
    schema: (c) => c.claimResultSchema,
  });

export const claimRaffle = (promotionId: number) =>
  apiValue(PROMO_PATHS.claimRaffle, { method: 'POST', body: { promotionId }, schema: (c) => c.claimResultSchema });

export const fetchRewardCenter = () => apiValue(PROMO_PATHS.rewardCenter, { schema: (c) => c.rewardCenterSchema });

export interface BonusDetailsParams {
  type?: BonusRecord['type'];
  /** Days back from today (SPEC §9 presets). */
  days: number;
  pageNo: number;
  pageSize: number;
}
export const fetchBonusDetails = (q: BonusDetailsParams) =>
  apiValue(PROMO_PATHS.bonusDetails, {
    query: { type: q.type, days: q.days, pageNo: q.pageNo, pageSize: q.pageSize },
    schema: (c) => c.bonusDetailsPageSchema,
  });

export const forfeitBonus = () =>
  apiValue(PROMO_PATHS.forfeit, { method: 'POST', body: {}, schema: (c) => c.bonusGrantSchema });

export const fetchWinnerBoard = () => apiValue(PROMO_PATHS.winnerBoard, { schema: (c) => c.winnerBoardSchema });
