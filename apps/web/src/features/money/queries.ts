import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import { fetchBalance, fetchHistory, fetchUnreadCount, type HistoryFilter } from './api';

export const moneyKeys = {
  all: [...memberKeys.all, 'money'] as const,
  balance: [...memberKeys.all, 'money', 'balance'] as const,
  unread: [...memberKeys.all, 'money', 'unread'] as const,
  history: [...memberKeys.all, 'money', 'history'] as const,
  deposits: [...memberKeys.all, 'money', 'deposits'] as const,
  withdrawals: [...memberKeys.all, 'money', 'withdrawals'] as const,
  withdrawalSettings: [...memberKeys.all, 'money', 'withdrawalSettings'] as const,
  bankAccounts: [...memberKeys.all, 'money', 'bankAccounts'] as const,
  messages: [...memberKeys.all, 'money', 'messages'] as const,
};

/** getBalanceV2 of the session's member; kept fresh by the balance stream (BalanceStream). */
export const balanceQuery = (token: string | null) =>
  queryOptions({ queryKey: [...moneyKeys.balance, token], queryFn: fetchBalance, staleTime: 30_000 });

/** The inbox's unread count, read again every minute. */
export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...moneyKeys.unread, token],
    queryFn: fetchUnreadCount,
    staleTime: 15_000,
    refetchInterval: 60_000,
    select: (v) => v.count,
  });

const TRANSACTION_PAGE_SIZE = 20;

/** One page of the account record; the last page stays shown while the next loads. */
export const transactionHistoryQuery = (filter: Pick<HistoryFilter, 'type' | 'preset'>, page: number) =>
  queryOptions({
    queryKey: [...moneyKeys.history, filter, page],
    queryFn: () => fetchHistory({ ...filter, pageNo: page, pageSize: TRANSACTION_PAGE_SIZE }),
    placeholderData: (prev) => prev,
  });
