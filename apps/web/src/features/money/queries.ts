import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import {
  fetchBalance,
  fetchBankAccounts,
  fetchDeposit,
  fetchDepositChannels,
  fetchDeposits,
  fetchHistory,
  fetchMerchantWallet,
  fetchMessages,
  fetchUnreadCount,
  fetchWithdrawals,
  fetchWithdrawalSettings,
  type HistoryFilter,
  type HistorySource,
} from './api';

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
export const transactionHistoryQuery = (
  filter: Pick<HistoryFilter, 'type' | 'preset'>,
  page: number,
  source?: HistorySource,
) =>
  queryOptions({
    queryKey: [...moneyKeys.history, source?.path ?? 'member', source?.token ?? null, filter, page],
    queryFn: () => fetchHistory({ ...filter, pageNo: page, pageSize: TRANSACTION_PAGE_SIZE }, source),
    placeholderData: (prev) => prev,
  });

/** Deposits, withdrawals and inbox messages are listed ten to a page. */
const LIST_PAGE_SIZE = 10;

/** The main wallet and the vendor wallets of "my wallet". */
export const merchantWalletQuery = () =>
  queryOptions({ queryKey: [...moneyKeys.all, 'merchantWallet'], queryFn: fetchMerchantWallet });

/** depositv2's channels of the brand. */
export const depositChannelsQuery = () =>
  queryOptions({ queryKey: [...moneyKeys.all, 'channels'], queryFn: fetchDepositChannels });

/** One gateway order after the member comes back, read every 2 s while it is pending. */
export const depositOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...moneyKeys.deposits, 'one', orderNo],
    queryFn: () => fetchDeposit(orderNo),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
  });

/** One page of the member's deposits; the last page stays shown while the next loads. */
export const depositsQuery = (page: number) =>
  queryOptions({
    queryKey: [...moneyKeys.deposits, page],
    queryFn: () => fetchDeposits(page, LIST_PAGE_SIZE),
    placeholderData: (prev) => prev,
  });

/** The limits, the turnover requirement and what is withdrawable now. */
export const withdrawalSettingsQuery = () =>
  queryOptions({ queryKey: moneyKeys.withdrawalSettings, queryFn: fetchWithdrawalSettings });

/** The bank accounts bound by the member. */
export const bankAccountsQuery = () => queryOptions({ queryKey: moneyKeys.bankAccounts, queryFn: fetchBankAccounts });

/** One page of the member's withdrawals, followed while the operator works on them. */
export const withdrawalsQuery = (page: number) =>
  queryOptions({
    queryKey: [...moneyKeys.withdrawals, page],
    queryFn: () => fetchWithdrawals(page, LIST_PAGE_SIZE),
    placeholderData: (prev) => prev,
    // Approval, payment and the decision on a not-received report are the operator's: follow them while
    // an order is on its way (a refund also arrives through the balance stream).
    refetchInterval: (q) =>
      q.state.data?.list.some((o) => o.status === 'requested' || o.status === 'approved' || o.canConfirm)
        ? 5000
        : q.state.data?.list.some((o) => o.confirmation === 'not_received')
          ? 15_000
          : false,
  });

/**
 * One page of the platform inbox, in the reader's language (the server renders each message in it);
 * the last page stays shown while the next loads.
 */
export const messagesQuery = (page: number, language: string) =>
  queryOptions({
    queryKey: [...moneyKeys.messages, page, language],
    queryFn: () => fetchMessages(page, LIST_PAGE_SIZE),
    placeholderData: (prev) => prev,
  });
