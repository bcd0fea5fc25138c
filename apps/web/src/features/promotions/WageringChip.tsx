import { useMoneyFormat } from '@/features/money';
import { useOpenMemberCentre } from '@/features/member-centre';
import { useTranslation } from '@/lib/i18n';
import { useRewardCenter } from './hooks';
import { progressPercent } from './status';

/** The open bonus's wagering as a compact chip (the game page); it opens the reward centre. */
export function WageringChip() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const open = useOpenMemberCentre();
  const active = useRewardCenter().data?.active;
  if (!active || active.status !== 'active') return null;
  const percent = progressPercent(active.progress, active.required);
  return (
    <button
      type="button"
      onClick={() => open('rewardCenter')}
      data-testid="wagering-chip"
      title={`${money(active.progress)} / ${money(active.required)}`}
      aria-label={t('promotions.wagering.chip', { percent })}
      className="flex h-8 min-w-0 items-center gap-2 rounded-full bg-navy-850 px-3 text-xs text-slate-200 ring-1 ring-white/10 hover:ring-gold-400/60"
    >
      <span className="hidden whitespace-nowrap sm:inline">{t('promotions.wagering.short')}</span>
      <span className="relative h-1.5 w-14 overflow-hidden rounded-full bg-navy-950 sm:w-20" aria-hidden="true">
        <span
          className="absolute inset-y-0 left-0 rounded-full bg-gradient-to-r from-primary to-gold-400 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="font-semibold text-gold-300 tabular-nums" aria-live="polite">
        {percent}%
      </span>
    </button>
  );
}
