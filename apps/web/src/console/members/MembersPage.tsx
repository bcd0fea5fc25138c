import { MEMBER_SEARCH_KEYS, type MemberSearchKey, type OpsMemberListItem } from '@lotus/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { FilterSelect } from '@/components/FilterSelect';
import { TextField } from '@/components/form';
import { useTranslation } from '@/lib/i18n';
import { PagedTable } from '../PagedTable';
import { ConsolePage } from '../ConsolePage';
import { formatTime, zoneLabel } from '../format';
import { memberSearchQuery } from './queries';
import { Empty, MemberStatusTag } from './shared';

const isKey = (v: string | null): v is MemberSearchKey => (MEMBER_SEARCH_KEYS as readonly string[]).includes(v ?? '');

/** /console/members (members.read): search by username, mobile, e-mail, payee name or IP; the results link to a member. */
export function MembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const by = isKey(params.get('by')) ? (params.get('by') as MemberSearchKey) : 'any';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const [draft, setDraft] = useState({ q, by });
  const search = { q, by, pageNo };
  const page = useQuery({ ...memberSearchQuery(search), placeholderData: keepPreviousData });

  const go = (next: { q: string; by: MemberSearchKey }, n = 1) => {
    const out = new URLSearchParams();
    if (next.q.trim()) out.set('q', next.q.trim());
    if (next.by !== 'any') out.set('by', next.by);
    if (n > 1) out.set('pageNo', String(n));
    setParams(out);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(draft);
  };

  const columns: Column<OpsMemberListItem>[] = [
    {
      id: 'username',
      header: t('console.members.username'),
      rowHeader: true,
      cell: (m) => (
        <Link to={`/members/${m.id}`} className="font-medium text-gold-200 hover:underline">
          {m.username}
        </Link>
      ),
    },
    { id: 'brand', header: t('console.members.brand'), cell: (m) => m.brand },
    { id: 'mobile', header: t('console.members.mobile'), cellClassName: 'tabular-nums', cell: (m) => m.mobile ?? '—' },
    { id: 'email', header: t('console.members.email'), cell: (m) => m.email ?? '—' },
    { id: 'payee', header: t('console.members.payee'), cell: (m) => m.payeeName ?? '—' },
    { id: 'vip', header: 'VIP', align: 'right', cell: (m) => m.vipLevel },
    { id: 'status', header: t('console.members.statusLabel'), cell: (m) => <MemberStatusTag status={m.status} /> },
    {
      id: 'registered',
      header: `${t('console.members.registered')} (${zoneLabel()})`,
      cellClassName: 'tabular-nums',
      cell: (m) => formatTime(m.registeredAt),
    },
    {
      id: 'last',
      header: `${t('console.members.lastLogin')} (${zoneLabel()})`,
      cellClassName: 'tabular-nums',
      cell: (m) => formatTime(m.lastLoginAt),
    },
  ];

  return (
    <ConsolePage title={t('console.members.title')} description={t('console.members.text')}>
      <form
        onSubmit={submit}
        role="search"
        aria-label={t('console.members.searchLabel')}
        className="grid grid-cols-1 gap-3 rounded-lg bg-navy-850 p-3 ring-1 ring-white/10 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      >
        <TextField
          label={t('console.members.query')}
          value={draft.q}
          onChange={(value) => setDraft((d) => ({ ...d, q: value }))}
          placeholder={t('console.members.queryHint')}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={100}
        />
        <FilterSelect
          label={t('console.members.by')}
          value={draft.by === 'any' ? '' : draft.by}
          onChange={(value) => setDraft((d) => ({ ...d, by: isKey(value) ? value : 'any' }))}
          allLabel={t('console.members.keys.any')}
          options={MEMBER_SEARCH_KEYS.filter((k) => k !== 'any').map((k) => ({
            value: k,
            label: t(`console.members.keys.${k}`),
          }))}
        />
        <div className="flex items-end">
          <button
            type="submit"
            className={buttonClass('primary', 'md', 'h-11 w-full sm:w-auto')}
            disabled={!draft.q.trim()}
          >
            {t('console.members.search')}
          </button>
        </div>
      </form>
      {q ? (
        <PagedTable
          query={page}
          columns={columns}
          rowKey={(m) => m.id}
          caption={t('console.members.results')}
          empty={<Empty>{t('console.members.none')}</Empty>}
          summary={(p) => (
            <p className="text-xs text-slate-400" aria-live="polite">
              {t('console.members.count', { count: p.total })}
            </p>
          )}
          onPage={(n) => go({ q, by }, n)}
        />
      ) : (
        <Empty>{t('console.members.start')}</Empty>
      )}
    </ConsolePage>
  );
}
