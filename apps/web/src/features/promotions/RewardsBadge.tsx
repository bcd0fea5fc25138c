import { CountBadge } from '@/features/member-centre';
import { useTranslation } from '@/lib/i18n';
import { useIdle } from '@/lib/prefetch';
import { useAvailableCount } from './hooks';

/**
 * The count of promotions the member can act on now, beside the header's rewards entry (SPEC §2); asked
 * for once the page is first idle (issue 37), as the badge is not what the first screen waits for.
 */
export function RewardsBadge() {
  return useIdle() ? <RewardsCount /> : null;
}

function RewardsCount() {
  const { t } = useTranslation();
  const count = useAvailableCount().data ?? 0;
  return <CountBadge count={count} label={t('header.rewardsBadge', { count })} />;
}
