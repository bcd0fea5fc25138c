import { BarLineChart } from '@/components/BarLineChart';
import { useTranslation } from '@/lib/i18n';

export interface TeamChartPoint {
  day: string;
  profitLoss: number;
  validBet: number;
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
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <BarLineChart
      testId="team-chart"
      points={points.map((p) => ({
        day: p.day,
        bar: p.profitLoss,
        line: p.validBet,
        title: `${p.day}: ${t('agent.overview.profitLoss')} ${money(p.profitLoss)} · ${t('agent.overview.validBet')} ${money(p.validBet)} · ${t('agent.overview.newMembers')} ${p.newMembers}`,
      }))}
      title={title}
      barLabel={t('agent.overview.profitLoss')}
      lineLabel={t('agent.overview.validBet')}
    />
  );
}
