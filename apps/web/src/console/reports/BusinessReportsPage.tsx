import {
  BUSINESS_REPORT_PATHS,
  GGR_DIMENSIONS,
  type GgrDimension,
  type GgrReport,
  type PlayersReport,
  type SiteLanguage,
} from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { PresetRadios } from '@/components/DayPresets';
import { useErrorMessage } from '@/components/ErrorState';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { TextField } from '@/components/form';
import { DownloadIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { formatAmount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage } from '../ConsolePage';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';
import { useScopedBrands } from './brands';
import { TrendChart } from './charts';
import { presetRange, RANGE_PRESETS, type RangePreset } from './period';
import { ggrQuery, playersQuery } from './queries';
import { downloadCsv, type ReportRange } from './reportsApi';

const TABS = [...GGR_DIMENSIONS, 'players'] as const;
type Tab = (typeof TABS)[number];

/** The tab, period and brand in the address (`?tab=vendor&from=…&to=…`), so a report can be shared and reloaded. */
function useBusinessSearch() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'day';
  const fallback = presetRange('last7');
  const brand = params.get('brand') || undefined;
  const range: ReportRange = {
    from: params.get('from') || fallback.from,
    to: params.get('to') || fallback.to,
    ...(brand ? { brand } : {}),
  };
  const go = (next: { tab?: Tab; from?: string; to?: string; brand?: string }) => {
    setParams(
      new URLSearchParams(Object.entries({ tab, ...range, ...next }).filter(([, v]) => v) as [string, string][]),
    );
  };
  return { tab, range, go };
}

/**
 * /console/reports/business (reports.read): GGR and NGR by day, vendor, category and game, and players
 * (registrations, first deposits, active players, weekly retention), each with its chart and CSV file.
 */
export function BusinessReportsPage() {
  const { t } = useTranslation();
  const { tab, range, go } = useBusinessSearch();
  const [draft, setDraft] = useState(range);
  const brands = useScopedBrands();
  const message = useErrorMessage();
  const download = useMutation({
    mutationFn: () =>
      tab === 'players'
        ? downloadCsv(BUSINESS_REPORT_PATHS.players, { ...range })
        : downloadCsv(BUSINESS_REPORT_PATHS.ggr, { by: tab, ...range }),
  });
  const preset = RANGE_PRESETS.find((p) => {
    const r = presetRange(p);
    return r.from === range.from && r.to === range.to;
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(draft);
  };
  const choose = (p: RangePreset) => {
    const r = presetRange(p);
    setDraft((d) => ({ ...d, ...r }));
    go(r);
  };

  return (
    <ConsolePage
      title={t('console.business.title')}
      description={t('console.business.text')}
      actions={
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? <Spinner size={14} className="border-2" /> : <DownloadIcon size={16} />}
          {t('console.reports.downloadCsv')}
        </button>
      }
    >
      {download.error && <FormAlert message={message(download.error)} />}
      <div
        role="tablist"
        aria-label={t('console.business.tabs')}
        className="flex flex-wrap gap-1 border-b border-white/10"
      >
        {TABS.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            onClick={() => go({ tab: x })}
            className={cx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              tab === x ? 'border-gold-400 text-white' : 'border-transparent text-slate-400 hover:text-white',
            )}
          >
            {t(`console.business.tab.${x}`)}
          </button>
        ))}
      </div>
      <form
        onSubmit={submit}
        role="search"
        aria-label={t('console.reports.period')}
        className="flex flex-wrap items-end gap-3 rounded-lg bg-navy-850 p-3 ring-1 ring-white/10"
      >
        <PresetRadios
          options={RANGE_PRESETS}
          value={preset ?? ('' as RangePreset)}
          onChange={choose}
          label={t('console.reports.presets')}
          optionLabel={(p) => t(`console.reports.preset.${p}`)}
        />
        <TextField
          label={t('console.reports.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
        />
        <TextField
          label={t('console.reports.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
        />
        {brands.length > 1 && (
          <FilterSelect
            label={t('console.reports.brand')}
            value={range.brand ?? ''}
            onChange={(b) => go({ ...draft, brand: b })}
            allLabel={t('console.reports.allBrands')}
            options={brands}
          />
        )}
        <button type="submit" className={buttonClass('primary', 'md', 'h-11')}>
          {t('console.reports.show')}
        </button>
      </form>
      <div role="tabpanel" aria-label={t(`console.business.tab.${tab}`)} className="flex flex-col gap-3">
        {tab === 'players' ? <Players range={range} /> : <Ggr by={tab} range={range} />}
      </div>
    </ConsolePage>
  );
}

const loading = (
  <div className="flex justify-center py-12">
    <Spinner />
  </div>
);

type GgrLine = GgrReport['rows'][number] & { total?: boolean };

function Ggr({ by, range }: { by: GgrDimension; range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const query = useQuery(ggrQuery(by, range));
  const money = useMoney();
  const columns: Column<GgrLine>[] = [
    { id: 'brand', header: t('console.reports.brand'), cell: (r) => r.brand },
    {
      id: 'key',
      header: t(`console.business.key.${by}`),
      rowHeader: true,
      cellClassName: 'tabular-nums',
      cell: (r) => (r.total ? `${t('console.reports.total')} (${r.key})` : r.label),
    },
    { id: 'rounds', header: t('console.reports.rounds'), align: 'right', cell: (r) => r.rounds.toLocaleString(lang) },
    ...(by === 'day'
      ? [
          {
            id: 'players',
            header: t('console.reports.players'),
            align: 'right' as const,
            cell: (r: GgrLine) => (r.players ?? 0).toLocaleString(lang),
          },
        ]
      : []),
    moneyColumn<GgrLine, bigint>('stake', t('console.reports.stake'), (r) => r.stake, money),
    moneyColumn<GgrLine, bigint>('validBet', t('console.reports.validBet'), (r) => r.validBet, money),
    moneyColumn<GgrLine, bigint>('payout', t('console.reports.payout'), (r) => r.payout, money),
    moneyColumn<GgrLine, bigint>(
      'ggr',
      t('console.reports.ggr'),
      (r) => r.ggr,
      money,
      (r) => cx('tabular-nums', r.ggr < 0n && 'text-rose-300'),
    ),
    ...(by === 'day'
      ? [
          moneyColumn<GgrLine, bigint>('bonusCost', t('console.business.bonusCost'), (r) => r.bonusCost, money),
          moneyColumn<GgrLine, bigint>(
            'ngr',
            t('console.business.ngr'),
            (r) => r.ngr,
            money,
            (r) => cx('tabular-nums', r.ngr !== null && r.ngr < 0n && 'text-rose-300'),
          ),
        ]
      : []),
  ];
  return (
    <QueryView query={query} loading={loading}>
      {(report) => {
        const lines: GgrLine[] = [
          ...report.rows,
          ...report.totals.map((x) => ({ ...x, key: x.currency, label: '', total: true })),
        ];
        const brandsShown = [...new Set(report.trend.map((p) => p.brand))];
        return (
          <>
            <div className="grid gap-3 md:grid-cols-2">
              {brandsShown.map((b) => {
                const points = report.trend.filter((p) => p.brand === b);
                const suffix = brandsShown.length > 1 ? ` · ${b}` : '';
                return [
                  <TrendChart
                    key={`${b}-ggr`}
                    title={t('console.business.chartGgr') + suffix}
                    kind="bar"
                    format={money}
                    points={points.map((p) => ({ day: p.day, value: p.ggr }))}
                  />,
                  <TrendChart
                    key={`${b}-ngr`}
                    title={t('console.business.chartNgr') + suffix}
                    kind="bar"
                    format={money}
                    points={points.map((p) => ({ day: p.day, value: p.ngr }))}
                  />,
                ];
              })}
            </div>
            {report.rows.length === 0 && <p className="text-sm text-slate-400">{t('console.business.noRows')}</p>}
            <DataTable
              rows={lines}
              columns={columns.map((c) => ({
                ...c,
                cellClassName: (r: GgrLine) =>
                  cx(
                    typeof c.cellClassName === 'function' ? c.cellClassName(r) : c.cellClassName,
                    r.total && 'bg-white/[0.04] font-semibold text-white',
                  ),
              }))}
              rowKey={(r, i) => (r.total ? `total-${r.brand}` : `${r.brand}-${r.key}-${i}`)}
              caption={t(`console.business.tab.${by}`)}
              look={CONSOLE_TABLE}
            />
            {by === 'day' && <p className="text-xs text-slate-400">{t('console.business.ngrNote')}</p>}
            {report.totals.map((x) => (
              <p key={`liability-${x.brand}`} className="text-xs text-slate-300">
                {t('console.business.liability', {
                  brand: x.brand,
                  money: formatAmount(x.openBonusMoney, lang, x.currency),
                  count: x.openBonuses,
                  wagering: formatAmount(x.wageringLeft, lang, x.currency),
                })}
              </p>
            ))}
          </>
        );
      }}
    </QueryView>
  );
}

type DayLine = PlayersReport['days'][number];
type CohortLine = PlayersReport['cohorts'][number];

function Players({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const query = useQuery(playersQuery(range));
  const count = (n: number) => n.toLocaleString(lang);
  const dayColumns: Column<DayLine>[] = [
    { id: 'brand', header: t('console.reports.brand'), cell: (r) => r.brand },
    { id: 'day', header: t('console.reports.day'), rowHeader: true, cellClassName: 'tabular-nums', cell: (r) => r.day },
    { id: 'reg', header: t('console.business.registrations'), align: 'right', cell: (r) => count(r.registrations) },
    { id: 'ftd', header: t('console.business.firstDeposits'), align: 'right', cell: (r) => count(r.firstDeposits) },
    { id: 'active', header: t('console.business.activePlayers'), align: 'right', cell: (r) => count(r.activePlayers) },
  ];
  return (
    <QueryView query={query} loading={loading}>
      {(report) => {
        const weeks = Math.max(0, ...report.cohorts.map((c) => c.active.length));
        const cohortColumns: Column<CohortLine>[] = [
          { id: 'brand', header: t('console.reports.brand'), cell: (r) => r.brand },
          {
            id: 'week',
            header: t('console.business.cohortWeek'),
            rowHeader: true,
            cellClassName: 'tabular-nums',
            cell: (r) => r.week,
          },
          { id: 'size', header: t('console.business.cohortSize'), align: 'right', cell: (r) => count(r.size) },
          ...Array.from({ length: weeks }, (_, n) => ({
            id: `w${n}`,
            header: t('console.business.weekN', { n }),
            align: 'right' as const,
            cellClassName: 'tabular-nums',
            cell: (r: CohortLine) =>
              n < r.active.length
                ? r.size > 0
                  ? `${count(r.active[n]!)} (${Math.round((100 * r.active[n]!) / r.size)}%)`
                  : count(r.active[n]!)
                : '',
          })),
        ];
        const brandsShown = [...new Set(report.days.map((d) => d.brand))];
        return (
          <>
            <div className="grid gap-3 md:grid-cols-2">
              {brandsShown.map((b) => {
                const days = report.days.filter((d) => d.brand === b);
                const suffix = brandsShown.length > 1 ? ` · ${b}` : '';
                return [
                  <TrendChart
                    key={`${b}-active`}
                    title={t('console.business.chartActive') + suffix}
                    format={count}
                    points={days.map((d) => ({ day: d.day, value: d.activePlayers }))}
                  />,
                  <TrendChart
                    key={`${b}-reg`}
                    title={t('console.business.chartRegistrations') + suffix}
                    kind="bar"
                    format={count}
                    points={days.map((d) => ({ day: d.day, value: d.registrations }))}
                  />,
                ];
              })}
            </div>
            <DataTable
              rows={report.days}
              columns={dayColumns}
              rowKey={(r) => `${r.brand}-${r.day}`}
              caption={t('console.business.tab.players')}
              look={CONSOLE_TABLE}
            />
            <h2 className="mt-2 text-sm font-semibold text-white">{t('console.business.cohorts')}</h2>
            <DataTable
              rows={report.cohorts}
              columns={cohortColumns}
              rowKey={(r) => `${r.brand}-${r.week}`}
              caption={t('console.business.cohorts')}
              look={CONSOLE_TABLE}
            />
          </>
        );
      }}
    </QueryView>
  );
}
