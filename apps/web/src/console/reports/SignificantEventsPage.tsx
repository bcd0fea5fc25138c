import { SIGNIFICANT_EVENT_KINDS, type SignificantEvent, type SignificantEventKind } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { FilterSelect } from '@/components/FilterSelect';
import { TextField } from '@/components/form';
import { useTranslation } from '@/lib/i18n';
import { AuditDiff } from '../audit/AuditDiff';
import { ConsolePage } from '../ConsolePage';
import { formatTime } from '../format';
import { useCan } from '../operator';
import { PagedTable } from '../PagedTable';
import { Tag } from '../Tag';
import { AlertsPanel } from './AlertsPanel';
import { useScopedBrands } from './brands';
import { significantCountsQuery, significantEventsQuery } from './queries';
import type { SignificantEventQuery } from './reportsApi';

const PAGE_SIZE = 50;
const isKind = (k: string | null): k is SignificantEventKind =>
  k !== null && (SIGNIFICANT_EVENT_KINDS as readonly string[]).includes(k);

/** The filters and page in the address (`?kind=large_win&pageNo=2`), so a view can be shared and reloaded. */
function useEventSearch() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filters: { kind: SignificantEventKind | ''; brand: string; from: string; to: string } = {
    kind: isKind(kind) ? kind : '',
    brand: params.get('brand') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const query: SignificantEventQuery = { pageNo, pageSize: PAGE_SIZE };
  if (filters.kind) query.kind = filters.kind;
  if (filters.brand) query.brand = filters.brand;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  const go = (next: typeof filters, page = 1) => {
    const out = new URLSearchParams(Object.entries(next).filter(([, v]) => v) as [string, string][]);
    if (page > 1) out.set('pageNo', String(page));
    setParams(out);
  };
  return { filters, query, go };
}

/** /console/significant-events (audit.read): the significant events of the audit chain, with filters. */
export function SignificantEventsPage() {
  const { t } = useTranslation();
  const { filters, query, go } = useEventSearch();
  const [draft, setDraft] = useState(filters);
  const brands = useScopedBrands();
  const page = useQuery(significantEventsQuery(query));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(draft);
  };
  const columns: Column<SignificantEvent>[] = [
    {
      id: 'at',
      header: t('console.significant.when'),
      cellClassName: 'tabular-nums whitespace-nowrap',
      cell: (r) => formatTime(r.at),
    },
    {
      id: 'kind',
      header: t('console.significant.kind'),
      rowHeader: true,
      cell: (r) => (
        <Tag tone={r.kind.startsWith('large') ? 'gold' : 'slate'}>{t(`console.significant.kinds.${r.kind}`)}</Tag>
      ),
    },
    { id: 'brand', header: t('console.reports.brand'), cell: (r) => r.brand ?? '—' },
    { id: 'who', header: t('console.significant.who'), cell: (r) => r.actorName },
    {
      id: 'target',
      header: t('console.significant.target'),
      cell: (r) => <code className="text-xs">{r.target ?? r.action}</code>,
    },
    {
      id: 'details',
      header: t('console.significant.details'),
      cell: (r) => <AuditDiff before={r.before} after={r.after} />,
    },
  ];
  return (
    <ConsolePage title={t('console.significant.title')} description={t('console.significant.text')}>
      <AlertsPanel />
      <form
        onSubmit={submit}
        role="search"
        aria-label={t('console.significant.filters')}
        className="flex flex-wrap items-end gap-3 rounded-lg bg-navy-850 p-3 ring-1 ring-white/10"
      >
        <FilterSelect
          label={t('console.significant.kind')}
          value={draft.kind}
          onChange={(kind) => setDraft((d) => ({ ...d, kind: isKind(kind) ? kind : '' }))}
          allLabel={t('console.significant.allKinds')}
          options={SIGNIFICANT_EVENT_KINDS.map((k) => ({ value: k, label: t(`console.significant.kinds.${k}`) }))}
        />
        {brands.length > 1 && (
          <FilterSelect
            label={t('console.reports.brand')}
            value={draft.brand}
            onChange={(brand) => setDraft((d) => ({ ...d, brand }))}
            allLabel={t('console.reports.allBrands')}
            options={brands}
          />
        )}
        <TextField
          label={t('console.reports.from')}
          type="date"
          value={draft.from}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
        />
        <TextField
          label={t('console.reports.to')}
          type="date"
          value={draft.to}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
        />
        <button type="submit" className={buttonClass('primary', 'md', 'h-11')}>
          {t('console.reports.show')}
        </button>
      </form>
      <PagedTable
        query={page}
        columns={columns}
        rowKey={(r) => r.id}
        caption={t('console.significant.title')}
        empty={<p className="py-8 text-center text-sm text-slate-400">{t('console.significant.empty')}</p>}
        onPage={(n) => go(filters, n)}
      />
    </ConsolePage>
  );
}

/** The console home's counts of the last 24 hours (audit.read), each a link to its filtered list. */
export function SignificantEventCounts() {
  const can = useCan('audit.read');
  return can ? <Counts /> : null;
}

function Counts() {
  const { t, i18n } = useTranslation();
  const query = useQuery(significantCountsQuery(24));
  if (!query.data) return null;
  return (
    <section aria-label={t('console.significant.home')} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold text-white">{t('console.significant.home')}</h2>
        <Link to="/significant-events" className="text-xs text-gold-300 hover:underline">
          {t('console.significant.viewAll')}
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {query.data.counts.map((c) => (
          <li key={c.kind}>
            <Link
              to={`/significant-events?kind=${c.kind}`}
              className="flex flex-col rounded-lg bg-navy-850 px-3 py-2 ring-1 ring-white/10 hover:ring-gold-400/50"
            >
              <span className="text-xs text-slate-400">{t(`console.significant.kinds.${c.kind}`)}</span>
              <span className={c.n > 0 ? 'text-lg font-semibold text-gold-300' : 'text-lg text-slate-500'}>
                {c.n.toLocaleString(i18n.language)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
