import { IS_AGENT } from '@lotus/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/features/session';
import { formatAmount, formatRate } from '@/lib/format';
import { isSiteLanguage } from '@/lib/language';
import { local } from '@/lib/storage';
import { createStore, useStore } from '@/lib/store';
import { balanceQuery, moneyKeys, unreadCountQuery } from './queries';

/**
 * Amounts with two decimals and thousands separators in the shown language (SPEC §9): money of the API
 * (a bigint of minor units, decision 0021) through formatAmount.
 */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  return useCallback((minor: bigint) => formatAmount(minor, lang), [lang]);
}

/** Rates in basis points as percentages in the shown language ("0,45%" in Vietnamese). */
export function useRateFormat() {
  const { i18n } = useTranslation();
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  return useCallback((bps: number) => formatRate(bps, lang), [lang]);
}

/** The signed-in member's balance; nothing is fetched while signed out. */
export function useBalance() {
  const { loggedIn, token } = useSession();
  return useQuery({ ...balanceQuery(token), enabled: loggedIn });
}

/** The inbox's unread count of a real (not trial) member. */
export function useUnreadCount() {
  const { loggedIn, token, isAgent } = useSession();
  return useQuery({ ...unreadCountQuery(token), enabled: loggedIn && isAgent !== IS_AGENT.TRIAL });
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
