import { VIP_PATHS, type VipRewardKind } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

export const fetchVipOverview = () => apiValue(VIP_PATHS.overview, { schema: (c) => c.vipOverviewSchema });

export const fetchVipHistory = (pageNo: number, pageSize: number) =>
  apiValue(VIP_PATHS.history, { query: { pageNo, pageSize }, schema: (c) => c.vipHistoryPageSchema });

export const claimVipReward = (kind: VipRewardKind) =>
  apiValue(VIP_PATHS.claim, { method: 'POST', body: { kind }, schema: (c) => c.vipClaimResultSchema });
