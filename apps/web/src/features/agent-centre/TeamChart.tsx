import { BarLineChart } from '@/components/BarLineChart';
import { minorToChartNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

export interface TeamChartPoint {
  day: string;
  /** Money (a bigint of minor units, decision 0021). */
  profitLoss: bigint;
  validBet: bigint;
  newMembers: number;
}

/** The team's last days: profit and loss as bars, valid bets as a line; each bar's title carries the day's numbers. */
export function TeamChart({
  points,
  title,
  money,
}: {
  points: TeamChartPoint[];
  title: string;
  money: (n: bigint) => string;
}) {
  const { t } = useTranslation();
  return (
    <BarLineChart
      testId="team-chart"
      points={points.map((p) => ({
        day: p.day,
        bar: minorToChartNumber(p.profitLoss),
        line: minorToChartNumber(p.validBet),
        title: `${p.day}: ${t('agent.overview.profitLoss')} ${money(p.profitLoss)} · ${t('agent.overview.validBet')} ${money(p.validBet)} · ${t('agent.overview.newMembers')} ${p.newMembers}`,
      }))}
      title={title}
      barLabel={t('agent.overview.profitLoss')}
      lineLabel={t('agent.overview.validBet')}
    />
  );
}
