import {
  OPS_REPORT_PATHS,
  PNL_DIMENSIONS,
  type PnlDimension,
  type PnlReport,
  type PromotionCostReport,
  type SiteLanguage,
} from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE } from '../ConsolePage';
import { moneyColumn } from '../columns';
import { Loading, useMoney } from '../members/shared';
import { pnlQuery, promotionCostQuery } from './queries';
import { ReportFrame, withTotalLines } from './ReportFrame';
import { downloadCsv, type ReportRange } from './reportsApi';

const TABS = [...PNL_DIMENSIONS, 'promotionCost'] as const;
type Tab = (typeof TABS)[number];

/** /console/reports (reports.read): profit and loss by category, vendor or agent, and promotion cost; CSV downloads. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame<Tab>
      title={t('console.reports.title')}
      description={t('console.reports.text')}
      tabs={TABS}
      tabsLabel={t('console.reports.tabs')}
      tabLabel={(x) => t(`console.reports.tab.${x}`)}
      download={(tab, range) =>
        tab === 'promotionCost'
          ? downloadCsv(OPS_REPORT_PATHS.promotionCost, { ...range })
          : downloadCsv(OPS_REPORT_PATHS.pnl, { by: tab, ...range })
      }
    >
      {(tab, range) => (tab === 'promotionCost' ? <PromotionCost range={range} /> : <Pnl by={tab} range={range} />)}
    </ReportFrame>
  );
}

type PnlLine = PnlReport['rows'][number] & { total?: boolean };

function Pnl({ by, range }: { by: PnlDimension; range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const query = useQuery(pnlQuery(by, range));
  const money = useMoney();
  const columns: Column<PnlLine>[] = [
    { id: 'brand', header: t('console.reports.brand'), cell: (r) => r.brand },
    {
      id: 'day',
      header: t('console.reports.day'),
      cellClassName: 'tabular-nums',
      cell: (r) => (r.total ? `${t('console.reports.total')} (${r.key})` : r.day),
    },
    {
      id: 'key',
      header: t(`console.reports.key.${by}`),
      rowHeader: true,
      cell: (r) =>
        r.total ? '' : r.key === '' ? <span className="text-slate-400">{t('console.reports.noAgent')}</span> : r.key,
    },
    ...(by === 'category'
      ? []
      : [
          { id: 'label', header: t('console.reports.label'), cell: (r: PnlLine) => (r.label === r.key ? '' : r.label) },
        ]),
    {
      id: 'rounds',
      header: t('console.reports.rounds'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (r) => r.rounds.toLocaleString(lang),
    },
    {
      id: 'players',
      header: t('console.reports.players'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (r) => r.players.toLocaleString(lang),
    },
    moneyColumn('stake', t('console.reports.stake'), (r) => r.stake, money),
    moneyColumn('validBet', t('console.reports.validBet'), (r) => r.validBet, money),
    moneyColumn('payout', t('console.reports.payout'), (r) => r.payout, money),
    moneyColumn(
      'ggr',
      t('console.reports.ggr'),
      (r) => r.ggr,
      money,
      (r) => cx('tabular-nums', r.ggr < 0n && 'text-rose-300'),
    ),
  ];
  return (
    <QueryView query={query} loading={<Loading />}>
      {(report) => {
        const lines: PnlLine[] = [
          ...report.rows,
          ...report.totals.map((x) => ({ ...x, day: '', key: x.currency, label: '', total: true })),
        ];
        return (
          <>
            {report.rows.length === 0 && <p className="text-sm text-slate-400">{t('console.reports.noRounds')}</p>}
            <DataTable
              rows={lines}
              columns={withTotalLines(columns)}
              rowKey={(r, i) => (r.total ? `total-${r.brand}` : `${r.brand}-${r.day}-${r.key}-${i}`)}
              caption={t(`console.reports.tab.${by}`)}
              look={CONSOLE_TABLE}
            />
          </>
        );
      }}
    </QueryView>
  );
}

type CostLine = PromotionCostReport['rows'][number] & { total?: boolean };

function PromotionCost({ range }: { range: ReportRange }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useQuery(promotionCostQuery(range));
  const pair = (n: number, amount: bigint) => (
    <span className="tabular-nums">
      {money(amount)} <span className="text-slate-400">({n})</span>
    </span>
  );
  const columns: Column<CostLine>[] = [
    { id: 'brand', header: t('console.reports.brand'), cell: (r) => r.brand },
    {
      id: 'promotion',
      header: t('console.reports.promotion'),
      rowHeader: true,
      cell: (r) =>
        r.total ? (
          `${t('console.reports.total')} (${r.title})`
        ) : r.promotionId === null ? (
          <span className="text-slate-400">{t('console.reports.systemBonuses')}</span>
        ) : (
          <span>
            {r.title} <span className="text-xs text-slate-400">{r.code}</span>
          </span>
        ),
    },
    {
      id: 'granted',
      header: t('console.reports.granted'),
      align: 'right',
      cell: (r) => pair(r.granted, r.grantedAmount),
    },
    {
      id: 'converted',
      header: t('console.reports.converted'),
      align: 'right',
      cell: (r) => pair(r.converted, r.convertedAmount),
    },
    {
      id: 'forfeited',
      header: t('console.reports.forfeited'),
      align: 'right',
      cell: (r) => pair(r.forfeited, r.forfeitedAmount),
    },
  ];
  return (
    <QueryView query={query} loading={<Loading />}>
      {(report) => (
        <>
          {report.rows.length === 0 && <p className="text-sm text-slate-400">{t('console.reports.noBonuses')}</p>}
          <DataTable<CostLine>
            rows={[
              ...report.rows,
              ...report.totals.map((x): CostLine => ({
                ...x,
                promotionId: null,
                code: '',
                title: x.currency,
                total: true,
              })),
            ]}
            columns={withTotalLines(columns)}
            rowKey={(r, i) => (r.total ? `total-${r.brand}` : `${r.brand}-${r.promotionId ?? 'none'}-${i}`)}
            caption={t('console.reports.tab.promotionCost')}
            look={CONSOLE_TABLE}
          />
          <p className="text-xs text-slate-400">{t('console.reports.costNote')}</p>
        </>
      )}
    </QueryView>
  );
}
