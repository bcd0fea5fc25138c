import type { BetRecord, SiteLanguage } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DataTable, type Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { Pagination } from '@/components/Pagination';
import { RecordCards } from '@/components/RecordCards';
import { Skeletons } from '@/components/Skeleton';
import { formatAmount, formatDateTime } from '@/lib/format';
import type { RecordFilters } from './api';
import { bettingHistoryQuery } from './queries';
import { RecordFilterBar } from './RecordFilters';
import { RecordsFrame } from './RecordsFrame';
import { RecordSummary, signed, tone } from './RecordSummary';

/** personalHistoryCopy: every round across vendors, filtered by category, vendor and period. */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const [filters, setFilters] = useState<RecordFilters>({ datePreset: '7D' });
  const [page, setPage] = useState(1);
  const history = useQuery(bettingHistoryQuery(filters, page, lang));
  const zone = history.data?.timeZone ?? 'Asia/Ho_Chi_Minh';
  const money = (n: bigint) => formatAmount(n, lang);
  const round = (r: BetRecord) =>
    r.recallUrl ? (
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
    );
  // An open round has no result yet: its stake is at play, not a loss.
  const result = (r: BetRecord) => (r.profit === null ? t('records.awaitingResult') : signed(r.profit, lang));
  const resultTone = (r: BetRecord) => (r.profit === null ? 'text-slate-400' : tone(r.profit));
  const columns: Column<BetRecord>[] = [
    { id: 'roundId', header: t('records.col.roundId'), cellClassName: 'font-mono text-xs', cell: round },
    {
      id: 'game',
      header: t('records.col.game'),
      cell: (r) => (
        <>
          <span className="block text-white">{r.gameName}</span>
          <span className="text-xs text-slate-500">{r.vendorName}</span>
        </>
      ),
    },
    { id: 'stake', header: t('records.col.stake'), cell: (r) => money(r.stake), cellClassName: 'tabular-nums' },
    {
      id: 'validBet',
      header: t('records.col.validBet'),
      cell: (r) => money(r.validBet),
      cellClassName: 'tabular-nums',
    },
    { id: 'win', header: t('records.col.win'), cell: (r) => money(r.win), cellClassName: 'tabular-nums' },
    {
      id: 'profit',
      header: t('records.col.profit'),
      cell: result,
      cellClassName: (r) => `tabular-nums ${resultTone(r)}`,
    },
    { id: 'status', header: t('records.col.status'), cell: (r) => t(`records.status.${r.status}`) },
    {
      id: 'time',
      header: t('records.col.time'),
      cell: (r) => formatDateTime(r.betTime, zone),
      cellClassName: 'text-xs whitespace-nowrap text-slate-400',
    },
  ];

  return (
    <RecordsFrame
      title={t('records.historyTitle')}
      filters={
        <RecordFilterBar
          value={filters}
          onChange={(f) => {
            setFilters(f);
            setPage(1);
          }}
        />
      }
      query={history}
      loading={
        <div className="space-y-2" aria-busy="true">
          <Skeletons count={4} className="h-12 rounded-lg" />
        </div>
      }
    >
      {(data) => (
        <>
          <RecordSummary totals={data.summary} third="validBet" />
          {data.list.length === 0 ? (
            <EmptyState title={t('records.empty')} description={t('records.emptyText')} />
          ) : (
            <>
              {/* a table from 768 px, cards on phones, where stake, result and status ran off the screen */}
              <DataTable
                rows={data.list}
                columns={columns}
                rowKey={(r) => `${r.vassalage}-${r.roundId}`}
                caption={t('records.historyTitle')}
                look={{ frame: 'hidden rounded-lg ring-1 ring-white/10 md:block', table: 'min-w-[760px] text-sm' }}
              />
              <RecordCards
                label={t('records.historyTitle')}
                cards={data.list.map((r) => ({
                  key: `${r.vassalage}-${r.roundId}`,
                  title: (
                    <>
                      <span>{r.gameName}</span>{' '}
                      <span className="text-xs font-normal text-slate-500">{r.vendorName}</span>
                    </>
                  ),
                  figure: result(r),
                  figureClassName: resultTone(r),
                  facts: [
                    formatDateTime(r.betTime, zone),
                    <>
                      {t('records.col.stake')}: {money(r.stake)} · {t(`records.status.${r.status}`)}
                    </>,
                  ],
                  note: <span className="font-mono">{round(r)}</span>,
                }))}
              />
            </>
          )}
          <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </RecordsFrame>
  );
}
