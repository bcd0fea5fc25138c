import { USER_PROFIT_SORTS, type UserProfitRow, type UserProfitSort } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '@/components/DataTable';
import { DayPresets } from '@/components/DayPresets';
import { EmptyState } from '@/components/EmptyState';
import { FilterSelect } from '@/components/FilterSelect';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { RecordPages } from '@/components/RecordPages';
import { useMoneyFormat } from '@/features/money';
import { useTranslation } from '@/lib/i18n';
import { downloadUserProfit, userProfitQuery, type UserProfitFilter } from './queries';
import { DownlineSearch, ReportFrame, SummaryTiles, tone, type ReportPageProps } from './ui';

const FIRST: UserProfitFilter = { days: 7, username: '', sort: 'validBet', order: 'desc' };
type Figure = Exclude<UserProfitSort, 'username'>;
const FIGURES: Figure[] = ['validBet', 'payout', 'profit', 'deposits', 'withdrawals', 'bonuses'];

/** Agent centre page 6, user profit and loss: each downline's figures over the period, sortable, paged. */
export function UserProfitPage({ token, member = null }: ReportPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [filter, setFilter] = useState<UserProfitFilter>({ ...FIRST, username: member ?? '' });
  const [page, setPage] = useState(1);
  const report = useQuery({ ...userProfitQuery(token, filter, page), enabled: token !== '' });
  const change = (f: UserProfitFilter) => {
    setFilter(f);
    setPage(1);
  };
  /** A column header that sorts by it: a second click turns the order round. */
  const sortHeader = (sort: UserProfitSort) => {
    const active = filter.sort === sort;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:text-white"
        aria-label={t('agentReports.sortBy', { name: t(`agentReports.col.${sort}`) })}
        onClick={() =>
          change({
            ...filter,
            sort,
            order: active && filter.order === 'desc' ? 'asc' : active ? 'desc' : sort === 'username' ? 'asc' : 'desc',
          })
        }
      >
        {t(`agentReports.col.${sort}`)}
        <span aria-hidden="true">{active ? (filter.order === 'asc' ? '▲' : '▼') : ''}</span>
      </button>
    );
  };
  const columns: Column<UserProfitRow>[] = [
    {
      id: 'username',
      header: sortHeader('username'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium text-white">{r.username}</span>
          {r.nickname && <span className="text-xs text-slate-400">{r.nickname}</span>}
        </span>
      ),
      rowHeader: true,
    },
    { id: 'upline', header: t('agentReports.col.upline'), cell: (r) => r.upline ?? '—' },
    ...FIGURES.map((f): Column<UserProfitRow> => ({
      id: f,
      header: sortHeader(f),
      cell: (r) => money(r[f]),
      align: 'right',
      cellClassName: f === 'profit' ? (r) => `tabular-nums ${tone(r.profit)}` : 'tabular-nums',
    })),
  ];

  return (
    <ReportFrame
      title={t('agent.pages.agentUserProfitLoss')}
      onDownload={() => downloadUserProfit(token, filter)}
      filters={
        <>
          <DayPresets
            value={filter.days}
            onChange={(days) => change({ ...filter, days })}
            label={t('records.period')}
            optionLabel={(days) => t(`records.preset.${days}D`)}
          />
          <FilterSelect
            className="sm:w-48"
            label={t('agentReports.sort')}
            allLabel={t('agentReports.col.validBet')}
            value={filter.sort === 'validBet' ? '' : filter.sort}
            onChange={(v) => change({ ...filter, sort: (v || 'validBet') as UserProfitSort })}
            options={USER_PROFIT_SORTS.filter((s) => s !== 'validBet').map((s) => ({
              value: s,
              label: t(`agentReports.col.${s}`),
            }))}
          />
          <FilterSelect
            className="sm:w-40"
            label={t('agentReports.order')}
            allLabel={t('agentReports.desc')}
            value={filter.order === 'asc' ? 'asc' : ''}
            onChange={(v) => change({ ...filter, order: v === 'asc' ? 'asc' : 'desc' })}
            options={[{ value: 'asc', label: t('agentReports.asc') }]}
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
              items={FIGURES.map((f) => ({
                label: t(`agentReports.col.${f}`),
                value: money(d.summary[f]),
                ...(f === 'profit' ? { tone: tone(d.summary.profit) } : {}),
              }))}
            />
            {d.list.length === 0 ? (
              <EmptyState
                level={3}
                title={t('agentReports.noDownlines')}
                description={t('agentReports.noDownlinesText')}
              />
            ) : (
              <RecordPages
                rows={d.list}
                columns={columns}
                rowKey={(r) => r.username}
                caption={t('agent.pages.agentUserProfitLoss')}
                card={(r) => (
                  <>
                    <div className="flex items-center justify-between gap-2">
                      <span className="min-w-0 truncate text-sm font-medium text-white">{r.username}</span>
                      <span className={`text-sm font-semibold tabular-nums ${tone(r.profit)}`}>{money(r.profit)}</span>
                    </div>
                    <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-slate-400">
                      {FIGURES.filter((f) => f !== 'profit').map((f) => (
                        <div key={f} className="flex justify-between gap-2">
                          <dt>{t(`agentReports.col.${f}`)}</dt>
                          <dd className="tabular-nums text-slate-200">{money(r[f])}</dd>
                        </div>
                      ))}
                    </dl>
                  </>
                )}
                page={page}
                totalPages={d.totalPages}
                onPage={setPage}
                fetching={report.isFetching}
              />
            )}
          </>
        )}
      </QueryView>
    </ReportFrame>
  );
}
