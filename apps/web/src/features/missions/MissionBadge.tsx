import { CountBadge } from '@/features/member-centre';
import { useTranslation } from '@/lib/i18n';
import { useMissionSummary } from './hooks';

/** The count of missions the member can claim now, beside the member centre's missionLeaderboard entry (SPEC §2). */
export function MissionBadge() {
  const { t } = useTranslation();
  const count = useMissionSummary().data?.claimable ?? 0;
  return <CountBadge count={count} label={t('account.missionBadge', { count })} />;
}
