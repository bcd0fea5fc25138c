import { CountBadge } from '@/features/member-centre';
import { useTranslation } from '@/lib/i18n';
import { useAvailableCount } from './hooks';

/** The count of promotions the member can act on now, beside the header's rewards entry (SPEC §2). */
export function RewardsBadge() {
  const { t } = useTranslation();
  const count = useAvailableCount().data ?? 0;
  return <CountBadge count={count} label={t('header.rewardsBadge', { count })} />;
}
