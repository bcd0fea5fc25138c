import {
  OPS_REPORT_PATHS,
  PNL_DIMENSIONS,
  type PnlDimension,
  type PnlReport,
  type PromotionCostReport,
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
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage } from '../ConsolePage';
import { useScopedBrands } from './brands';
import { presetRange, RANGE_PRESETS, type RangePreset } from './period';
import { pnlQuery, promotionCostQuery } from './queries';
import { downloadCsv, type ReportRange } from './reportsApi';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

const TABS = [...PNL_DIMENSIONS, 'promotionCost'] as const;
type Tab = (typeof TABS)[number];

/** The tab and period in the address (`?tab=vendor&from=…&to=…`), so a report can be shared and reloaded. */
function useReportSearch() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'category';
  const fallback = presetRange('last7');
  const brand = params.get('brand') || undefined;
  const range: ReportRange = {
    from: params.get('from') || fallback.from,
    to: params.get('to') || fallback.to,
    ...(brand ? { brand } : {}),
  };
  const go = (next: { tab?: Tab; from?: string; to?: string; brand?: string }) => {
    const out = new URLSearchParams(
      Object.entries({ tab, ...range, ...next }).filter(([, v]) => v) as [string, string][],
    );
    setParams(out);
  };
  return { tab, range, go };
}

/** /console/reports (reports.read): profit and loss by category, vendor or agent, and promotion cost; CSV downloads. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { tab, range, go } = useReportSearch();
  const [draft, setDraft] = useState(range);
  const brands = useScopedBrands();
  const message = useErrorMessage();
  const download = useMutation({
    mutationFn: () =>
      tab === 'promotionCost'
        ? downloadCsv(OPS_REPORT_PATHS.promotionCost, { ...range })
        : downloadCsv(OPS_REPORT_PATHS.pnl, { by: tab, ...range }),
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
      title={t('console.reports.title')}
      description={t('console.reports.text')}
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
        aria-label={t('console.reports.tabs')}
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
            {t(`console.reports.tab.${x}`)}
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
      <div role="tabpanel" aria-label={t(`console.reports.tab.${tab}`)} className="flex flex-col gap-3">
        {tab === 'promotionCost' ? <PromotionCost range={range} /> : <Pnl by={tab} range={range} />}
      </div>
    </ConsolePage>
  );
}

const loading = (
  <div className="flex justify-center py-12">
    <Spinner />
  </div>
);

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
    { id: 'rounds', header: t('console.reports.rounds'), align: 'right', cell: (r) => r.rounds.toLocaleString(lang) },
    {
      id: 'players',
      header: t('console.reports.players'),
      align: 'right',
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
      (r) => cx(r.ggr < 0n && 'text-rose-300', r.total && 'font-semibold text-white'),
    ),
  ];
  return (
    <QueryView query={query} loading={loading}>
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
              columns={columns.map((c) => ({
                ...c,
                cellClassName: (r: PnlLine) =>
                  cx(
                    'tabular-nums',
                    typeof c.cellClassName === 'function' ? c.cellClassName(r) : c.cellClassName,
                    r.total && 'bg-white/[0.04] font-semibold text-white',
                  ),
              }))}
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
    <QueryView query={query} loading={loading}>
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
            columns={columns.map((c) => ({
              ...c,
              cellClassName: (r: CostLine) => cx(r.total && 'bg-white/[0.04] font-semibold text-white'),
            }))}
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
