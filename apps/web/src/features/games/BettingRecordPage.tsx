import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Pagination } from '@/components/Pagination';
import { Skeleton } from '@/components/Skeleton';
import type { SiteLanguage } from '@lotus/contracts';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { RecordFilters } from './api';
import { bettingHistoryQuery } from './queries';
import { RecordFilterBar } from './RecordFilters';
import { RecordSummary, signed, tone } from './RecordSummary';

/** personalHistoryCopy: every round across vendors, filtered by category, vendor and period. */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const [filters, setFilters] = useState<RecordFilters>({ datePreset: '7D' });
  const [page, setPage] = useState(1);
  const history = useQuery(bettingHistoryQuery(filters, page, lang));
  const data = history.data;
  const zone = data?.timeZone ?? 'Asia/Ho_Chi_Minh';

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-white">{t('records.historyTitle')}</h2>
      <RecordFilterBar
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      {history.isPending && (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 rounded-lg" />
          ))}
        </div>
      )}
      {history.isError && <ErrorState error={history.error} onRetry={() => void history.refetch()} />}
      {data && (
        <>
          <RecordSummary
            items={[
              ['records.rounds', String(data.summary.count), ''],
              ['records.stake', formatMoney(data.summary.stake, lang), ''],
              ['records.validBet', formatMoney(data.summary.validBet, lang), ''],
              ['records.profit', signed(data.summary.profit, lang), tone(data.summary.profit)],
            ]}
          />
          {data.list.length === 0 ? (
            <EmptyState title={t('records.empty')} description={t('records.emptyText')} />
          ) : (
            <div className="overflow-x-auto rounded-lg ring-1 ring-white/10">
              <table className="w-full min-w-[760px] text-left text-sm">
                <caption className="sr-only">{t('records.historyTitle')}</caption>
                <thead className="bg-navy-900 text-xs text-slate-400">
                  <tr>
                    {['roundId', 'game', 'stake', 'validBet', 'win', 'profit', 'status', 'time'].map((c) => (
                      <th key={c} scope="col" className="px-3 py-2 font-medium">
                        {t(`records.col.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5">
                  {data.list.map((r) => (
                    <tr key={`${r.vassalage}-${r.roundId}`} className="text-slate-200">
                      <td className="px-3 py-2 font-mono text-xs">
                        {r.recallUrl ? (
                          <a
                            href={r.recallUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="text-gold-300 underline-offset-2 hover:underline"
                            aria-label={t('records.recall', { id: r.roundId })}
                          >
                            {r.roundId}
                          </a>
                        ) : (
                          r.roundId
                        )}
                      </td>
                      <td className="px-3 py-2">
                        <span className="block text-white">{r.gameName}</span>
                        <span className="text-xs text-slate-500">{r.vendorName}</span>
                      </td>
                      <td className="px-3 py-2 tabular-nums">{formatMoney(r.stake, lang)}</td>
                      <td className="px-3 py-2 tabular-nums">{formatMoney(r.validBet, lang)}</td>
                      <td className="px-3 py-2 tabular-nums">{formatMoney(r.win, lang)}</td>
                      <td className={cx('px-3 py-2 tabular-nums', tone(r.profit))}>{signed(r.profit, lang)}</td>
                      <td className="px-3 py-2">{t(`records.status.${r.status}`)}</td>
                      <td className="px-3 py-2 text-xs whitespace-nowrap text-slate-400">
                        {formatDateTime(r.betTime, zone)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
