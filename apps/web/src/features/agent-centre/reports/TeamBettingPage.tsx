import {
  GAME_CATEGORIES,
  type GameCategory,
  type RecordTotals,
  type TeamBet,
  type TeamBetting,
} from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/DataTable';
import { DayPresets } from '@/components/DayPresets';
import { EmptyState } from '@/components/EmptyState';
import { FilterSelect } from '@/components/FilterSelect';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { RecordPages } from '@/components/RecordPages';
import { useMoneyFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { downloadTeamBetting, teamBettingQuery, type TeamBettingFilter } from './queries';
import { DownlineSearch, ReportFrame, SummaryTiles, tone, type ReportPageProps } from './ui';

const FIRST: TeamBettingFilter = { days: 7, gameType: '', vassalage: '', username: '' };

/** Agent centre page 5, team betting: the downlines' bets by category, vendor and day, totals and a paged list. */
export function TeamBettingPage({ token, member = null }: ReportPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [filter, setFilter] = useState<TeamBettingFilter>({ ...FIRST, username: member ?? '' });
  const [page, setPage] = useState(1);
  const report = useQuery({ ...teamBettingQuery(token, filter, page), enabled: token !== '' });
  const change = (f: TeamBettingFilter) => {
    setFilter(f);
    setPage(1);
  };
  // The vendor filter offers the vendors the team played in the period (with the chosen one).
  const vendors = (report.data?.byVendor ?? []).map((v) => ({ value: v.vassalage, label: v.vendorName }));
  if (filter.vassalage && !vendors.some((v) => v.value === filter.vassalage)) {
    vendors.push({ value: filter.vassalage, label: filter.vassalage });
  }

  const totals = <R extends RecordTotals>(): Column<R>[] => [
    {
      id: 'count',
      header: t('agentReports.col.bets'),
      cell: (r) => String(r.count),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'stake',
      header: t('records.col.stake'),
      cell: (r) => money(r.stake),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'validBet',
      header: t('records.col.validBet'),
      cell: (r) => money(r.validBet),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'win',
      header: t('agentReports.col.payout'),
      cell: (r) => money(r.win),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'profit',
      header: t('records.col.profit'),
      cell: (r) => money(r.profit),
      align: 'right',
      cellClassName: (r) => `tabular-nums ${tone(r.profit)}`,
    },
  ];
  const look = { table: 'min-w-[560px] text-sm' };
  const categoryColumns: Column<TeamBetting['byCategory'][number]>[] = [
    {
      id: 'category',
      header: t('records.col.category'),
      cell: (r) => t(`games.category.${r.gameType}`),
      rowHeader: true,
    },
    ...totals<TeamBetting['byCategory'][number]>(),
  ];
  const vendorColumns: Column<TeamBetting['byVendor'][number]>[] = [
    { id: 'vendor', header: t('records.vendor'), cell: (r) => r.vendorName, rowHeader: true },
    ...totals<TeamBetting['byVendor'][number]>(),
  ];
  const dayColumns: Column<TeamBetting['byDay'][number]>[] = [
    { id: 'date', header: t('records.col.date'), cell: (r) => r.date, rowHeader: true, cellClassName: 'tabular-nums' },
    ...totals<TeamBetting['byDay'][number]>(),
  ];
  const betColumns: Column<TeamBet>[] = [
    {
      id: 'user',
      header: t('agentReports.col.username'),
      cell: (r) => r.username,
      rowHeader: true,
      cellClassName: 'font-medium text-white',
    },
    { id: 'round', header: t('records.col.roundId'), cell: (r) => r.roundId, cellClassName: 'max-w-40 truncate' },
    {
      id: 'game',
      header: t('records.col.category'),
      cell: (r) => `${t(`games.category.${r.gameType}`)} · ${r.vendorName}`,
    },
    {
      id: 'stake',
      header: t('records.col.stake'),
      cell: (r) => money(r.stake),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'validBet',
      header: t('records.col.validBet'),
      cell: (r) => money(r.validBet),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'win',
      header: t('agentReports.col.payout'),
      cell: (r) => money(r.win),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'profit',
      header: t('records.col.profit'),
      cell: (r) => money(r.profit),
      align: 'right',
      cellClassName: (r) => `tabular-nums ${tone(r.profit)}`,
    },
    { id: 'status', header: t('records.col.status'), cell: (r) => t(`records.status.${r.status}`) },
    {
      id: 'time',
      header: t('records.col.time'),
      cell: (r) => formatDateTime(r.betTime, report.data?.timeZone ?? 'UTC'),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
  ];

  return (
    <ReportFrame
      title={t('agent.pages.agentTeamBetting')}
      onDownload={() => downloadTeamBetting(token, filter)}
      filters={
        <>
          <DayPresets
            value={filter.days}
            onChange={(days) => change({ ...filter, days })}
            label={t('records.period')}
            optionLabel={(days) => t(`records.preset.${days}D`)}
          />
          <FilterSelect
            className="sm:w-44"
            label={t('records.category')}
            allLabel={t('records.all')}
            value={filter.gameType}
            onChange={(v) => change({ ...filter, gameType: v as GameCategory | '' })}
            options={GAME_CATEGORIES.map((c) => ({ value: c, label: t(`games.category.${c}`) }))}
          />
          <FilterSelect
            className="sm:w-44"
            label={t('records.vendor')}
            allLabel={t('records.all')}
            value={filter.vassalage}
            onChange={(v) => change({ ...filter, vassalage: v })}
            options={vendors}
          />
          <DownlineSearch initial={member ?? ''} onSearch={(username) => change({ ...filter, username })} />
        </>
      }
    >
      <QueryView query={report} loading={<PanelLoadingFallback />}>
        {(d) => (
          <>
            <p className="text-xs text-slate-400 tabular-nums">
              {t('agentReports.periodOf', { start: d.startDate, end: d.endDate })}
            </p>
            <SummaryTiles
              items={[
                { label: t('agentReports.players'), value: String(d.players) },
                { label: t('agentReports.col.bets'), value: String(d.summary.count) },
                { label: t('records.col.stake'), value: money(d.summary.stake) },
                { label: t('records.col.validBet'), value: money(d.summary.validBet) },
                { label: t('agentReports.col.payout'), value: money(d.summary.win) },
                { label: t('records.col.profit'), value: money(d.summary.profit), tone: tone(d.summary.profit) },
              ]}
            />
            {d.total === 0 ? (
              <EmptyState level={3} title={t('records.empty')} description={t('records.emptyText')} />
            ) : (
              <>
                <div className="grid gap-4 lg:grid-cols-2">
                  <section className="min-w-0">
                    <h3 className="mb-2 text-sm font-semibold text-gold-300">{t('records.byCategory')}</h3>
                    <DataTable rows={d.byCategory} columns={categoryColumns} rowKey={(r) => r.gameType} look={look} />
                  </section>
                  <section className="min-w-0">
                    <h3 className="mb-2 text-sm font-semibold text-gold-300">{t('agentReports.byVendor')}</h3>
                    <DataTable rows={d.byVendor} columns={vendorColumns} rowKey={(r) => r.vassalage} look={look} />
                  </section>
                </div>
                <details className="rounded-lg bg-navy-900 p-3 ring-1 ring-white/5">
                  <summary className="cursor-pointer text-sm text-slate-300">{t('records.byDay')}</summary>
                  <DataTable rows={d.byDay} columns={dayColumns} rowKey={(r) => r.date} look={look} />
                </details>
                <section className="min-w-0">
                  <h3 className="mb-2 text-sm font-semibold text-gold-300">{t('agentReports.bets')}</h3>
                  <RecordPages
                    rows={d.list}
                    columns={betColumns}
                    rowKey={(r) => `${r.vassalage}-${r.roundId}-${r.username}`}
                    caption={t('agentReports.bets')}
                    card={(r) => (
                      <>
                        <div className="flex items-center justify-between gap-2">
                          <span className="min-w-0 truncate text-sm font-medium text-white">{r.username}</span>
                          <span className={`text-sm font-semibold tabular-nums ${tone(r.profit)}`}>
                            {money(r.profit)}
                          </span>
                        </div>
                        <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-slate-400">
                          <span>
                            {t(`games.category.${r.gameType}`)} · {r.vendorName}
                          </span>
                          <span className="tabular-nums">
                            {t('records.col.validBet')}: {money(r.validBet)}
                          </span>
                        </div>
                        <p className="mt-1 text-xs text-slate-500 tabular-nums">
                          {formatDateTime(r.betTime, d.timeZone)}
                        </p>
                      </>
                    )}
                    page={page}
                    totalPages={d.totalPages}
                    onPage={setPage}
                    fetching={report.isFetching}
                  />
                </section>
              </>
            )}
          </>
        )}
      </QueryView>
    </ReportFrame>
  );
}
