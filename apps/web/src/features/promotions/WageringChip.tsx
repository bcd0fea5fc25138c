import { RewardIcon } from '@/components/icons';
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
      className="hidden h-8 shrink-0 items-center gap-1.5 rounded-full text-xs text-slate-200 xs:flex sm:bg-navy-850 sm:px-3 sm:ring-1 sm:ring-white/10 sm:hover:ring-gold-400/60"
    >
      {/* Phones: a ring the size of an icon button, from 360 px (the game's bar also holds the balance and two buttons). */}
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full sm:hidden"
        style={{ background: `conic-gradient(var(--color-gold-400) ${percent * 3.6}deg, var(--color-navy-700) 0)` }}
      >
        <span className="grid size-6 place-items-center rounded-full bg-navy-950 text-[9px] font-semibold text-gold-300 tabular-nums">
          {percent}
        </span>
      </span>
      <RewardIcon size={16} className="hidden shrink-0 text-gold-300 sm:block" aria-hidden="true" />
      <span className="hidden whitespace-nowrap sm:inline">{t('promotions.wagering.short')}</span>
      <span className="relative hidden h-1.5 w-20 overflow-hidden rounded-full bg-navy-950 sm:block" aria-hidden="true">
        <span
          className="absolute inset-y-0 left-0 rounded-full bg-gradient-to-r from-primary to-gold-400 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="hidden font-semibold text-gold-300 tabular-nums sm:inline" aria-live="polite">
        {percent}%
      </span>
    </button>
  );
}
