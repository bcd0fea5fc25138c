import type { TeamFigures } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { useMoneyFormat } from '@/features/money';
import { Stat, toneOf } from './ui';

/** The figures of one period, in a grid. */
export function FiguresGrid({ figures, withNewMembers = true }: { figures: TeamFigures; withNewMembers?: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {withNewMembers && <Stat label={t('agent.overview.newMembers')} value={figures.newMembers} />}
      <Stat label={t('agent.overview.activeMembers')} value={figures.activeMembers} />
      <Stat label={t('agent.overview.deposits')} value={money(figures.deposits)} />
      <Stat label={t('agent.overview.withdrawals')} value={money(figures.withdrawals)} />
      <Stat label={t('agent.overview.validBet')} value={money(figures.validBet)} />
      <Stat
        label={t('agent.overview.profitLoss')}
        value={money(figures.profitLoss)}
        tone={toneOf(figures.profitLoss)}
      />
    </div>
  );
}
