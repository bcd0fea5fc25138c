import { IS_AGENT } from '@lotus/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBalance } from '@/features/money';
import { useSession } from '@/features/session';
import { useTranslation } from '@/lib/i18n';
import { missionKeys, missionSummaryQuery } from './queries';

/**
 * The member's missions (a real, not trial, member; nothing is fetched for a guest), kept live: a bet, a win
 * or a deposit moves the balance, which the balance stream (features/money BalanceStream) writes into the
 * balance query, and every change of it reads the missions again. `refetchInterval` reads them more often
 * while a page that needs it is open.
 */
export function useMissionSummary(refetchInterval?: number) {
  const { loggedIn, token, isAgent } = useSession();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const real = loggedIn && isAgent !== IS_AGENT.TRIAL;
  const balance = useBalance().data;
  const seen = useRef(balance);
  useEffect(() => {
    // Structural sharing keeps the same object while nothing changed, so this runs on a real change only.
    if (seen.current === balance) return;
    const first = seen.current === undefined;
    seen.current = balance;
    if (!first && real) void client.invalidateQueries({ queryKey: missionKeys.all });
  }, [balance, client, real]);
  const base = missionSummaryQuery(i18n.language, token);
  return useQuery({ ...base, refetchInterval: refetchInterval ?? base.refetchInterval, enabled: real });
}
