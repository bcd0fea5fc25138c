import { BarLineChart } from '@/components/BarLineChart';
import { useTranslation } from '@/lib/i18n';

export interface ChartPoint {
  date: string;
  profit: number;
  stake: number;
}

/** The member's profit by day as bars, the stake as a line; a table beside it carries the numbers for screen readers. */
export function ProfitChart({ points, title }: { points: ChartPoint[]; title: string }) {
  const { t } = useTranslation();
  return (
    <BarLineChart
      points={points.map((p) => ({
        day: p.date,
        bar: p.profit,
        line: p.stake,
        title: `${p.date}: ${p.profit.toFixed(2)}`,
      }))}
      title={title}
      barLabel={t('records.legendProfit')}
      lineLabel={t('records.legendStake')}
    />
  );
}
