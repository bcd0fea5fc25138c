import { type AuditEntry, type AuditVerify } from '@lotus/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { TextField } from '@/components/form';
import { ChevronDownIcon, ChevronRightIcon } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import { useTranslation } from '@/lib/i18n';
import { consoleApi, type AuditQuery } from '../api';
import { PagedTable } from '../PagedTable';
import { ConsolePage } from '../ConsolePage';
import { formatTime, zoneLabel } from '../format';
import { auditQuery } from '../queries';
import { Tag } from '../Tag';
import { AuditDiff } from './AuditDiff';

const FILTERS = ['actor', 'action', 'brand', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const PAGE_SIZE = 50;

/** The filters and page in the address (`?actor=…&pageNo=2`), so a view can be shared and reloaded. */
function useAuditSearch() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Filters;
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const query: AuditQuery = { pageNo, pageSize: PAGE_SIZE };
  for (const f of FILTERS) if (filters[f]) query[f] = filters[f];
  const go = (next: Filters, page = 1) => {
    const out = new URLSearchParams();
    for (const f of FILTERS) if (next[f].trim()) out.set(f, next[f].trim());
    if (page > 1) out.set('pageNo', String(page));
    setParams(out);
  };
  return { filters, pageNo, query, go };
}

const KIND_TONE = { operator: 'gold', automation: 'slate', system: 'slate', member: 'green' } as const;

/** /console/audit (audit.read): the hash-chained audit log, its filters, each entry's changes, the chain's check. */
export function AuditPage() {
  const { t } = useTranslation();
  const { filters, query, go } = useAuditSearch();
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const page = useQuery({ ...auditQuery(query), placeholderData: keepPreviousData });
  // 'Verify chain' recomputes every entry's hash on the server.
  const verify = useMutation({ mutationFn: consoleApi.verifyAudit });
  const message = useErrorMessage();

  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: Column<AuditEntry>[] = [
    {
      id: 'open',
      header: <span className="sr-only">{t('console.audit.changes')}</span>,
      cell: (e) => (
        <button
          type="button"
          className="-m-1 rounded p-1 text-slate-400 hover:bg-white/5 hover:text-white"
          aria-expanded={open.has(e.id)}
          aria-label={t('console.audit.showChanges', { id: e.id })}
          onClick={() => toggle(e.id)}
        >
          {open.has(e.id) ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
        </button>
      ),
    },
    { id: 'id', header: '#', align: 'right', cellClassName: 'tabular-nums text-slate-400', cell: (e) => e.id },
    {
      id: 'at',
      header: `${t('console.audit.time')} (${zoneLabel()})`,
      cellClassName: 'tabular-nums',
      cell: (e) => formatTime(e.at),
    },
    {
      id: 'actor',
      header: t('console.audit.operator'),
      cell: (e) => <span className="font-medium text-white">{e.actorName}</span>,
    },
    {
      id: 'kind',
      header: t('console.audit.kind'),
      cell: (e) => <Tag tone={KIND_TONE[e.actorKind]}>{t(`console.audit.kinds.${e.actorKind}`)}</Tag>,
    },
    {
      id: 'action',
      header: t('console.audit.action'),
      cellClassName: 'font-mono text-xs text-gold-200',
      cell: (e) => e.action,
    },
    {
      id: 'target',
      header: t('console.audit.target'),
      cell: (e) => (
        <span className="block max-w-64 truncate" title={e.target ?? undefined}>
          {e.target ?? '—'}
        </span>
      ),
    },
    { id: 'brand', header: t('console.audit.brand'), cell: (e) => e.brand ?? '—' },
    { id: 'ip', header: t('console.audit.ip'), cellClassName: 'font-mono text-xs', cell: (e) => e.ip ?? '—' },
  ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(new Set());
    go(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTERS.map((f) => [f, ''])) as Filters;
    setDraft(empty);
    go(empty);
  };

  return (
    <ConsolePage
      title={t('console.audit.title')}
      description={t('console.audit.text')}
      actions={
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={verify.isPending}
          onClick={() => verify.mutate()}
        >
          {verify.isPending && <Spinner size={14} className="border-2" />}
          {t('console.audit.verify')}
        </button>
      }
    >
      {verify.error ? (
        <FormAlert message={message(verify.error)} />
      ) : (
        verify.data && <VerifyResult result={verify.data} />
      )}
      <form
        onSubmit={submit}
        role="search"
        aria-label={t('console.audit.filters')}
        className="grid grid-cols-2 gap-3 rounded-lg bg-navy-850 p-3 ring-1 ring-white/10 md:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
      >
        <TextField
          label={t('console.audit.operator')}
          value={draft.actor}
          onChange={(actor) => setDraft((d) => ({ ...d, actor }))}
          autoCapitalize="off"
          spellCheck={false}
        />
        <TextField
          label={t('console.audit.action')}
          value={draft.action}
          onChange={(action) => setDraft((d) => ({ ...d, action }))}
          placeholder="operators.create"
          autoCapitalize="off"
          spellCheck={false}
        />
        <TextField
          label={t('console.audit.brand')}
          value={draft.brand}
          onChange={(brand) => setDraft((d) => ({ ...d, brand: brand.toUpperCase() }))}
          spellCheck={false}
        />
        <TextField
          label={t('console.audit.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
        />
        <TextField
          label={t('console.audit.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
        />
        <div className="col-span-2 flex items-end gap-2 md:col-span-1">
          <button type="submit" className={buttonClass('primary', 'md', 'h-11 flex-1 xl:flex-none')}>
            {t('console.audit.search')}
          </button>
          <button type="button" className={buttonClass('ghost', 'md', 'h-11')} onClick={clear}>
            {t('console.audit.clear')}
          </button>
        </div>
      </form>
      <PagedTable
        query={page}
        columns={columns}
        rowKey={(e) => e.id}
        caption={t('console.audit.title')}
        empty={<p className="py-8 text-center text-sm text-slate-400">{t('console.audit.none')}</p>}
        summary={(p) => (
          <p className="text-xs text-slate-400" aria-live="polite">
            {t('console.audit.count', { count: p.total, page: p.pageNo, pages: p.totalPages })}
          </p>
        )}
        expanded={(e) =>
          open.has(e.id) ? (
            <div className="flex flex-col gap-2 py-1 pl-7 whitespace-normal">
              <AuditDiff before={e.before} after={e.after} />
              <p className="font-mono text-[11px] break-all text-slate-500">
                {t('console.audit.hash')}: {e.hash}
              </p>
            </div>
          ) : null
        }
        onPage={(n) => go(filters, n)}
      />
    </ConsolePage>
  );
}

/** The answer of 'Verify chain': the chain holds (how many entries, the head hash) or where it breaks and why. */
function VerifyResult({ result }: { result: AuditVerify }) {
  const { t } = useTranslation();
  return (
    <div data-testid="audit-verify">
      {result.ok ? (
        <div
          role="status"
          className="rounded-lg border border-emerald-400/30 bg-emerald-400/10 px-3 py-2 text-sm text-emerald-100"
        >
          <p>{t('console.audit.verifyOk', { count: result.checked })}</p>
          {result.head && (
            <p className="mt-1 text-xs text-emerald-200/80">
              {t('console.audit.head')}: <code className="font-mono break-all">{result.head}</code>
            </p>
          )}
        </div>
      ) : (
        <FormAlert
          message={t('console.audit.verifyBroken', {
            id: result.brokenAt ?? '—',
            reason: t(`console.audit.reasons.${result.reason ?? 'hash_mismatch'}`),
            checked: result.checked,
          })}
        />
      )}
    </div>
  );
}
