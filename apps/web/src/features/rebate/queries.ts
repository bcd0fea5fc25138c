import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import { fetchRebateClaims, fetchRebateSummary } from './api';

export const rebateKeys = {
  all: [...memberKeys.all, 'rebate'] as const,
  summary: [...memberKeys.all, 'rebate', 'summary'] as const,
  claims: [...memberKeys.all, 'rebate', 'claims'] as const,
};

/** The member's unclaimed valid bets per category, the rates and what a claim pays now. */
export const rebateSummaryQuery = (token: string | null) =>
  queryOptions({ queryKey: [...rebateKeys.summary, token], queryFn: fetchRebateSummary });

export const REBATE_CLAIMS_PAGE_SIZE = 10;

/** One page of the member's claims; the last page stays shown while the next loads. */
export const rebateClaimsQuery = (page: number, token: string | null) =>
  queryOptions({
    queryKey: [...rebateKeys.claims, page, token],
    queryFn: () => fetchRebateClaims(page, REBATE_CLAIMS_PAGE_SIZE),
    placeholderData: (prev) => prev,
  });
