import type { PromotionBlock } from '@lotus/contracts';
import { buttonClass } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { useOpenMemberCentre } from '@/features/member-centre';
import { useTranslation } from '@/lib/i18n';

/**
 * Why a promotion's action cannot be taken now, shown where its button would be (issue 33: never offered, then
 * refused), with what to do: an open bonus is finished or given up in the reward centre.
 */
export function BlockedReason({ block, inRewardCentre }: { block: PromotionBlock; inRewardCentre?: boolean }) {
  const { t } = useTranslation();
  const open = useOpenMemberCentre();
  return (
    <div className="flex flex-col gap-2">
      <FormAlert tone="info" message={t(`promotions.blocked.${block}`)} />
      {block === 'bonus_active' && !inRewardCentre && (
        <button
          type="button"
          onClick={() => open('rewardCenter')}
          className={buttonClass('outline', 'sm', 'self-start')}
        >
          {t('promotions.blocked.seeBonus')}
        </button>
      )}
    </div>
  );
}
