import type { SiteLanguage } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { formatMoney } from '@/lib/format';
import type { RecordFilters } from './api';
import { ProfitChart } from './ProfitChart';
import { profitQuery } from './queries';
import { RecordFilterBar } from './RecordFilters';
import { RecordSummary, signed, tone } from './RecordSummary';

/** personalProfit: profit and loss by category and by day, with a chart. */
export function ProfitPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const [filters, setFilters] = useState<RecordFilters>({ datePreset: '7D' });
  const profit = useQuery(profitQuery(filters, lang));
  const d = profit.data;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-white">{t('records.profitTitle')}</h2>
      <RecordFilterBar value={filters} onChange={setFilters} vendor={false} />
      {profit.isPending && <Skeleton className="h-56 rounded-lg" />}
      {profit.isError && <ErrorState error={profit.error} onRetry={() => void profit.refetch()} />}
      {d && (
        <>
          <RecordSummary
            items={[
              ['records.rounds', String(d.total.count), ''],
              ['records.stake', formatMoney(d.total.stake, lang), ''],
              ['records.win', formatMoney(d.total.win, lang), ''],
              ['records.profit', signed(d.total.profit, lang), tone(d.total.profit)],
            ]}
          />
          <ProfitChart
            title={t('records.chartTitle', { start: d.startDate, end: d.endDate })}
            points={d.byDay.map((x) => ({ date: x.date, profit: x.profit, stake: x.stake }))}
          />
          <section>
            <h3 className="mb-2 text-sm font-semibold text-gold-300">{t('records.byCategory')}</h3>
            {d.byCategory.length === 0 ? (
              <EmptyState title={t('records.empty')} description={t('records.emptyText')} className="py-6" />
            ) : (
              <div className="overflow-x-auto rounded-lg ring-1 ring-white/10">
                <table className="w-full min-w-[520px] text-left text-sm">
                  <thead className="bg-navy-900 text-xs text-slate-400">
                    <tr>
                      {['category', 'rounds', 'stake', 'validBet', 'win', 'profit'].map((c) => (
                        <th key={c} scope="col" className="px-3 py-2 font-medium">
                          {t(`records.col.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-white/5 text-slate-200">
                    {d.byCategory.map((r) => (
                      <tr key={r.gameType}>
                        <th scope="row" className="px-3 py-2 font-medium text-white">
                          {t(`games.category.${r.gameType}`)}
                        </th>
                        <td className="px-3 py-2 tabular-nums">{r.count}</td>
                        <td className="px-3 py-2 tabular-nums">{formatMoney(r.stake, lang)}</td>
                        <td className="px-3 py-2 tabular-nums">{formatMoney(r.validBet, lang)}</td>
                        <td className="px-3 py-2 tabular-nums">{formatMoney(r.win, lang)}</td>
                        <td className={cx('px-3 py-2 tabular-nums', tone(r.profit))}>{signed(r.profit, lang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <details className="rounded-lg bg-navy-900 p-3 ring-1 ring-white/5">
            <summary className="cursor-pointer text-sm text-slate-300">{t('records.byDay')}</summary>
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-xs text-slate-400">
                <tr>
                  {['date', 'rounds', 'stake', 'profit'].map((c) => (
                    <th key={c} scope="col" className="px-2 py-1 font-medium">
                      {t(`records.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="text-slate-200">
                {d.byDay.map((r) => (
                  <tr key={r.date}>
                    <td className="px-2 py-1">{r.date}</td>
                    <td className="px-2 py-1 tabular-nums">{r.count}</td>
                    <td className="px-2 py-1 tabular-nums">{formatMoney(r.stake, lang)}</td>
                    <td className={cx('px-2 py-1 tabular-nums', tone(r.profit))}>{signed(r.profit, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </div>
  );
}
