import { queryOptions } from '@tanstack/react-query';
import type { PointRedeemStatus } from '@lotus/contracts';
import { memberKeys } from '@/features/session';
import { fetchPointBalance, fetchPointConfig, fetchPointProducts, fetchRedeemHistory, type ProductFilter } from './api';

export const pointKeys = {
  config: ['points', 'config'] as const,
  products: ['points', 'products'] as const,
  /** The member's own: dropped with the session's other member data on sign-out. */
  member: [...memberKeys.all, 'points'] as const,
  balance: [...memberKeys.all, 'points', 'balance'] as const,
  history: [...memberKeys.all, 'points', 'history'] as const,
};

export const pointConfigQuery = () => queryOptions({ queryKey: pointKeys.config, queryFn: fetchPointConfig });

export const pointBalanceQuery = (token: string | null) =>
  queryOptions({ queryKey: [...pointKeys.balance, token], queryFn: fetchPointBalance });

/** The mall's products in the shown language (what the member can afford depends on the token). */
export const pointProductsQuery = (filter: ProductFilter, language: string, token: string | null) =>
  queryOptions({
    queryKey: [...pointKeys.products, filter, language, token],
    queryFn: () => fetchPointProducts(filter),
    placeholderData: (prev) => prev,
  });

export const HISTORY_PAGE_SIZE = 10;
export const redeemHistoryQuery = (status: PointRedeemStatus | undefined, page: number, language: string) =>
  queryOptions({
    queryKey: [...pointKeys.history, status, page, language],
    queryFn: () => fetchRedeemHistory({ status, pageNo: page, pageSize: HISTORY_PAGE_SIZE }),
    placeholderData: (prev) => prev,
  });
