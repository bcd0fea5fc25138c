import { IS_AGENT, type PromotionAction } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useBalance } from '@/features/money';
import { useSession } from '@/features/session';
import { useTranslation } from '@/lib/i18n';
import { actOnPromotion } from './api';
import { availableQuery, promoKeys, rewardCenterQuery } from './queries';

/** How many promotions a real (not trial) member can act on now; nothing is fetched for a guest. */
export function useAvailableCount() {
  const { loggedIn, token, isAgent } = useSession();
  return useQuery({ ...availableQuery(token), enabled: loggedIn && isAgent !== IS_AGENT.TRIAL });
}

/**
 * The reward centre of the signed-in member, kept live: a bet, a win or a conversion moves the
 * balance, which the balance stream (features/money BalanceStream) writes into the balance query, and
 * every change of it reads the rewards again, so the wagering progress follows play.
 */
export function useRewardCenter() {
  const { loggedIn, token, isAgent } = useSession();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const balance = useBalance().data;
  const seen = useRef(balance);
  useEffect(() => {
    // Structural sharing keeps the same object while nothing changed, so this runs on a real change only.
    if (seen.current === balance) return;
    const first = seen.current === undefined;
    seen.current = balance;
    if (!first) void client.invalidateQueries({ queryKey: promoKeys.rewardCenter });
  }, [balance, client]);
  // A free-play account has no rewards (the server refuses it, in_need_true_account).
  return useQuery({ ...rewardCenterQuery(i18n.language, token), enabled: loggedIn && isAgent !== IS_AGENT.TRIAL });
}

/** After a member acted on a promotion: the lists, the detail, the badge and the reward centre are read again. */
export function usePromotionsChanged() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: promoKeys.all });
    void client.invalidateQueries({ queryKey: promoKeys.member });
  }, [client]);
}

/** Join, claim or apply (with its remark) on one promotion. */
export function usePromotionAction(id: number) {
  const changed = usePromotionsChanged();
  return useMutation({
    mutationFn: ({ action, remark }: { action: PromotionAction; remark?: string }) =>
      actOnPromotion(id, action, remark),
    onSuccess: changed,
  });
}
