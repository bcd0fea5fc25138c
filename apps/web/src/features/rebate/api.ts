import { REBATE_PATHS } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

/** A fresh key for a claim: a retried click replays the first claim instead of paying twice. */
export const newRequestKey = () =>
  `rb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`.slice(0, 64);

export const fetchRebateSummary = () => apiValue(REBATE_PATHS.summary, { schema: (c) => c.rebateSummarySchema });

export const claimRebate = (requestKey: string) =>
  apiValue(REBATE_PATHS.claim, { method: 'POST', body: { requestKey }, schema: (c) => c.rebateClaimSchema });

export const fetchRebateClaims = (pageNo: number, pageSize: number) =>
  apiValue(REBATE_PATHS.claims, { query: { pageNo, pageSize }, schema: (c) => c.rebateClaimPageSchema });
