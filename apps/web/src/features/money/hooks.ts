import { IS_AGENT, type Balance } from '@lotus/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { memberKeys, useSession } from '@/features/session';
import { formatMoney } from '@/lib/format';
import { isSiteLanguage } from '@/lib/language';
import { local } from '@/lib/storage';
import { createStore, useStore } from '@/lib/store';
import { fetchBalance, fetchUnreadCount } from './api';

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

/** Amounts with two decimals and thousands separators in the shown language (SPEC §9). */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  return useCallback((n: number) => formatMoney(n, lang), [lang]);
}

/** getBalanceV2 of the signed-in member; kept fresh by the balance stream (BalanceStream). */
export function useBalance() {
  const { loggedIn, token } = useSession();
  return useQuery<Balance>({
    queryKey: [...moneyKeys.balance, token],
    queryFn: fetchBalance,
    enabled: loggedIn,
    staleTime: 30_000,
  });
}

export function useUnreadCount() {
  const { loggedIn, token, isAgent } = useSession();
  return useQuery({
    queryKey: [...moneyKeys.unread, token],
    queryFn: fetchUnreadCount,
    enabled: loggedIn && isAgent !== IS_AGENT.TRIAL,
    staleTime: 15_000,
    refetchInterval: 60_000,
    select: (v) => v.count,
  });
}

/** After money moved: the lists and the inbox count are read again. */
export function useMoneyChanged() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: moneyKeys.all });
  }, [client]);
}

// The hide toggle of the balance, kept on this device: the hook reads storage, the counter says when to look again.
const HIDE_KEY = 'balanceHidden';
const hideToggles = createStore(0);
const readHidden = () => local.get(HIDE_KEY) === '1';
export function setBalanceHidden(hidden: boolean) {
  if (hidden) local.set(HIDE_KEY, '1');
  else local.remove(HIDE_KEY);
  hideToggles.set((n) => n + 1);
}
export function useBalanceHidden(): boolean {
  return useStore(hideToggles, readHidden);
}
