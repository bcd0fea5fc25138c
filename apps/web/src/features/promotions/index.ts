// The promotions feature's public face. The header's badge is in the first load (its answer is checked
// through a schema picker, so no zod comes with it); every page and section is a chunk of its own.
export { RewardsBadge } from './RewardsBadge';
export const loadPromotionsPage = () => import('./PromotionsPage').then((m) => m.PromotionsPage);
export const loadPromoDetailPage = () => import('./PromoDetailPage').then((m) => m.PromoDetailPage);
export const loadRewardCenterPage = () => import('./RewardCenterPage').then((m) => m.RewardCenterPage);
export const loadBonusDetailsPage = () => import('./BonusDetailsPage').then((m) => m.BonusDetailsPage);
export const loadWinnerBoard = () => import('./WinnerBoard').then((m) => m.WinnerBoard);
