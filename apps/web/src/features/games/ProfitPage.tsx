import type { Profit, RecordTotals, SiteLanguage } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DataTable, type Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';
import { formatAmount, minorToChartNumber } from '@/lib/format';
import type { RecordFilters } from './api';
import { ProfitChart } from './ProfitChart';
import { profitQuery } from './queries';
import { RecordFilterBar } from './RecordFilters';
import { RecordsFrame } from './RecordsFrame';
import { RecordSummary, signed, tone } from './RecordSummary';

/** personalProfit: profit and loss by category and by day, with a chart. */
export function ProfitPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const [filters, setFilters] = useState<RecordFilters>({ datePreset: '7D' });
  const profit = useQuery(profitQuery(filters, lang));
  const money = (n: bigint) => formatAmount(n, lang);
  /** A column of totals, `id` naming its `records.col` text; the profit is coloured by its sign. */
  const col = (id: string, cell: (r: RecordTotals) => string): Column<RecordTotals> => ({
    id,
    header: t(`records.col.${id}`),
    cell,
    cellClassName: id === 'profit' ? (r) => `tabular-nums ${tone(r.profit)}` : 'tabular-nums',
  });
  const count = col('rounds', (r) => String(r.count));
  const stake = col('stake', (r) => money(r.stake));
  const profitColumn = col('profit', (r) => signed(r.profit, lang));
  const byCategory: Column<Profit['byCategory'][number]>[] = [
    {
      id: 'category',
      header: t('records.col.category'),
      cell: (r) => t(`games.category.${r.gameType}`),
      rowHeader: true,
      cellClassName: 'font-medium text-white',
    },
    count,
    stake,
    col('validBet', (r) => money(r.validBet)),
    col('win', (r) => money(r.win)),
    profitColumn,
  ];
  const byDay: Column<Profit['byDay'][number]>[] = [
    { id: 'date', header: t('records.col.date'), cell: (r) => r.date },
    count,
    stake,
    profitColumn,
  ];

  return (
    <RecordsFrame
      title={t('records.profitTitle')}
      filters={<RecordFilterBar value={filters} onChange={setFilters} vendor={false} />}
      query={profit}
      loading={<Skeleton className="h-56 rounded-lg" />}
    >
      {(d) => (
        <>
          <RecordSummary totals={d.total} third="win" />
          <ProfitChart
            title={t('records.chartTitle', { start: d.startDate, end: d.endDate })}
            points={d.byDay.map((x) => ({
              date: x.date,
              profit: minorToChartNumber(x.profit),
              stake: minorToChartNumber(x.stake),
            }))}
          />
          <section>
            <h3 className="mb-2 text-sm font-semibold text-gold-300">{t('records.byCategory')}</h3>
            {d.byCategory.length === 0 ? (
              <EmptyState title={t('records.empty')} description={t('records.emptyText')} className="py-6" />
            ) : (
              <DataTable
                rows={d.byCategory}
                columns={byCategory}
                rowKey={(r) => r.gameType}
                look={{ table: 'min-w-[520px] text-sm', body: 'divide-y divide-white/5 text-slate-200', row: '' }}
              />
            )}
          </section>
          <details className="rounded-lg bg-navy-900 p-3 ring-1 ring-white/5">
            <summary className="cursor-pointer text-sm text-slate-300">{t('records.byDay')}</summary>
            <DataTable
              rows={d.byDay}
              columns={byDay}
              rowKey={(r) => r.date}
              look={{
                frame: '',
                table: 'mt-2 text-sm',
                head: 'text-xs text-slate-400',
                body: 'text-slate-200',
                row: '',
                cell: 'px-2 py-1',
              }}
            />
          </details>
        </>
      )}
    </RecordsFrame>
  );
}
