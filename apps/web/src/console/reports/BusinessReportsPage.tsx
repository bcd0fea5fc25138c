import {
  BUSINESS_REPORT_PATHS,
  GGR_DIMENSIONS,
  type GgrDimension,
  type GgrReport,
  type PlayersReport,
  type SiteLanguage,
} from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryView } from '@/components/QueryView';
import { formatAmount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE } from '../ConsolePage';
import { moneyColumn } from '../columns';
import { Loading, useMoney } from '../members/shared';
import { TrendChart } from './charts';
import { ggrQuery, playersQuery } from './queries';
import { BrandCharts, ReportFrame, withTotalLines } from './ReportFrame';
import { downloadCsv, type ReportRange } from './reportsApi';

const TABS = [...GGR_DIMENSIONS, 'players'] as const;
type Tab = (typeof TABS)[number];

/**
 * /console/reports/business (reports.read): GGR and NGR by day, vendor, category and game, and players
 * (registrations, first deposits, active players, weekly retention), each with its chart and CSV file.
 */
export function BusinessReportsPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame<Tab>
      title={t('console.business.title')}
      description={t('console.business.text')}
      tabs={TABS}
      tabsLabel={t('console.business.tabs')}
      tabLabel={(x) => t(`console.business.tab.${x}`)}
      download={(tab, range) =>
        tab === 'players'
          ? downloadCsv(BUSINESS_REPORT_PATHS.players, { ...range })
          : downloadCsv(BUSINESS_REPORT_PATHS.ggr, { by: tab, ...range })
      }
    >
      {(tab, range) => (tab === 'players' ? <Players range={range} /> : <Ggr by={tab} range={range} />)}
    </ReportFrame>
  );
}

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
    moneyColumn<GgrLine>('stake', t('console.reports.stake'), (r) => r.stake, money),
    moneyColumn<GgrLine>('validBet', t('console.reports.validBet'), (r) => r.validBet, money),
    moneyColumn<GgrLine>('payout', t('console.reports.payout'), (r) => r.payout, money),
    moneyColumn<GgrLine>(
      'ggr',
      t('console.reports.ggr'),
      (r) => r.ggr,
      money,
      (r) => cx('tabular-nums', r.ggr < 0n && 'text-rose-300'),
    ),
    ...(by === 'day'
      ? [
          moneyColumn<GgrLine>('bonusCost', t('console.business.bonusCost'), (r) => r.bonusCost, money),
          moneyColumn<GgrLine>(
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
    <QueryView query={query} loading={<Loading />}>
      {(report) => {
        const lines: GgrLine[] = [
          ...report.rows,
          ...report.totals.map((x) => ({ ...x, key: x.currency, label: '', total: true })),
        ];
        return (
          <>
            <BrandCharts brands={report.trend.map((p) => p.brand)}>
              {(b, suffix) => {
                const points = report.trend.filter((p) => p.brand === b);
                return (['ggr', 'ngr'] as const).map((figure) => (
                  <TrendChart
                    key={figure}
                    title={t(figure === 'ggr' ? 'console.business.chartGgr' : 'console.business.chartNgr') + suffix}
                    kind="bar"
                    format={money}
                    points={points.map((p) => ({ day: p.day, value: p[figure] }))}
                  />
                ));
              }}
            </BrandCharts>
            {report.rows.length === 0 && <p className="text-sm text-slate-400">{t('console.business.noRows')}</p>}
            <DataTable
              rows={lines}
              columns={withTotalLines(columns)}
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
    <QueryView query={query} loading={<Loading />}>
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
        return (
          <>
            <BrandCharts brands={report.days.map((d) => d.brand)}>
              {(b, suffix) => {
                const days = report.days.filter((d) => d.brand === b);
                return (
                  <>
                    <TrendChart
                      title={t('console.business.chartActive') + suffix}
                      format={count}
                      points={days.map((d) => ({ day: d.day, value: d.activePlayers }))}
                    />
                    <TrendChart
                      title={t('console.business.chartRegistrations') + suffix}
                      kind="bar"
                      format={count}
                      points={days.map((d) => ({ day: d.day, value: d.registrations }))}
                    />
                  </>
                );
              }}
            </BrandCharts>
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
