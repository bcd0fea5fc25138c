import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { PresetRadios } from '@/components/DayPresets';
import { useErrorMessage } from '@/components/ErrorState';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { TextField } from '@/components/form';
import { DownloadIcon } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';
import { useScopedBrands } from './brands';
import { presetRange, RANGE_PRESETS, type RangePreset } from './period';
import type { ReportRange } from './reportsApi';

/**
 * The frame every report page shares: its tabs, the period (presets or two days), the brand picker and the CSV
 * download of the tab shown, all kept in the address (`?tab=vendor&from=…&to=…&brand=…`) so a report can be
 * shared and reloaded. A page names its tabs, how one is downloaded, and what a tab shows.
 */
interface ReportFrameProps<Tab extends string> {
  title: string;
  description: string;
  /** The tabs, the first one shown when the address names none. */
  tabs: readonly [Tab, ...Tab[]];
  /** The tab list's accessible name, and each tab's label. */
  tabsLabel: string;
  tabLabel: (tab: Tab) => string;
  /** Downloads the tab's report for the period as a CSV file. */
  download: (tab: Tab, range: ReportRange) => Promise<void>;
  children: (tab: Tab, range: ReportRange) => ReactNode;
}

type ReportSearch<Tab extends string> = { tab?: Tab; from?: string; to?: string; brand?: string };

function useReportSearch<Tab extends string>(tabs: readonly [Tab, ...Tab[]]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab = tabs.find((x) => x === asked) ?? tabs[0];
  const fallback = presetRange('last7');
  const brand = params.get('brand') || undefined;
  const range: ReportRange = {
    from: params.get('from') || fallback.from,
    to: params.get('to') || fallback.to,
    ...(brand ? { brand } : {}),
  };
  const go = (next: ReportSearch<Tab>) => {
    setParams(
      new URLSearchParams(Object.entries({ tab, ...range, ...next }).filter(([, v]) => v) as [string, string][]),
    );
  };
  return { tab, range, go };
}

export function ReportFrame<Tab extends string>({
  title,
  description,
  tabs,
  tabsLabel,
  tabLabel,
  download,
  children,
}: ReportFrameProps<Tab>) {
  const { t } = useTranslation();
  const { tab, range, go } = useReportSearch(tabs);
  const [draft, setDraft] = useState(range);
  const brands = useScopedBrands();
  const message = useErrorMessage();
  const csv = useMutation({ mutationFn: () => download(tab, range) });
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
      title={title}
      description={description}
      actions={
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={csv.isPending}
          onClick={() => csv.mutate()}
        >
          {csv.isPending ? <Spinner size={14} className="border-2" /> : <DownloadIcon size={16} />}
          {t('console.reports.downloadCsv')}
        </button>
      }
    >
      {csv.error && <FormAlert message={message(csv.error)} />}
      <div role="tablist" aria-label={tabsLabel} className="flex flex-wrap gap-1 border-b border-white/10">
        {tabs.map((x) => (
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
            {tabLabel(x)}
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
      <div role="tabpanel" aria-label={tabLabel(tab)} className="flex flex-col gap-3">
        {children(tab, range)}
      </div>
    </ConsolePage>
  );
}

/** A report line, or a brand's total line under them. */
type Line = { total?: boolean };

/** The columns with each brand's total line set apart (shaded, bold), every cell keeping its own class. */
export function withTotalLines<Row extends Line>(columns: Column<Row>[]): Column<Row>[] {
  return columns.map((c) => ({
    ...c,
    cellClassName: (r: Row) =>
      cx(
        typeof c.cellClassName === 'function' ? c.cellClassName(r) : c.cellClassName,
        r.total && 'bg-white/[0.04] font-semibold text-white',
      ),
  }));
}

/**
 * A report's charts, one set per brand it shows (two to a row on wide screens); with more than one brand each
 * title ends in its brand (`GGR · LOTUS`).
 */
export function BrandCharts({
  brands,
  children,
}: {
  brands: readonly string[];
  children: (brand: string, titleSuffix: string) => ReactNode;
}) {
  const shown = [...new Set(brands)];
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {shown.map((b) => (
        <div key={b} className="contents">
          {children(b, shown.length > 1 ? ` · ${b}` : '')}
        </div>
      ))}
    </div>
  );
}
