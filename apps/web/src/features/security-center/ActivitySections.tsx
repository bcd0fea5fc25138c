import type { LoginHistoryEntry } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { DataTable, type Column, type TableLook } from '@/components/DataTable';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { endOtherSessions, endSession } from './api';
import { LOGIN_HISTORY_PAGE_SIZE, loginHistoryQuery, sessionsKey, sessionsQuery } from './queries';
import { describeAgent, PLAIN_ROWS, Section, SectionLoading } from './Section';

const METHODS = ['password', 'sms', 'social', 'freeplay', 'register', 'reset', 'remember', 'twoFactor'];

/** The sign-in table: plain rows between rules, no box. */
const HISTORY_LOOK: TableLook = { ...PLAIN_ROWS, table: 'min-w-[520px] text-[13px]' };

/** Sign-ins, newest first, paged. */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const [page, setPage] = useState(1);
  const q = useQuery(loginHistoryQuery(page));
  const totalPages = q.data ? Math.max(1, Math.ceil(q.data.total / LOGIN_HISTORY_PAGE_SIZE)) : 1;
  const columns: Column<LoginHistoryEntry>[] = [
    {
      id: 'time',
      header: t('security.history.time'),
      cell: (r) => formatDateTime(r.at, whitelabel.timeZone),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'method',
      header: t('security.history.method'),
      cell: (r) => (METHODS.includes(r.method) ? t(`security.methods.${r.method}`) : r.method),
    },
    {
      id: 'ip',
      header: t('security.history.ip'),
      cell: (r) => `${r.ip}${r.country ? ` (${r.country})` : ''}`,
      cellClassName: 'tabular-nums',
    },
    {
      id: 'device',
      header: t('security.history.device'),
      cell: (r) => <span title={r.userAgent ?? undefined}>{describeAgent(r.userAgent)}</span>,
    },
  ];
  return (
    <Section id="sc-history" title={t('security.history.title')} description={t('security.history.text')}>
      <QueryView
        query={q}
        loading={<SectionLoading />}
        isEmpty={(d) => d.list.length === 0}
        empty={<p className="text-sm text-slate-400">{t('security.history.empty')}</p>}
      >
        {(data) => (
          <>
            <DataTable
              rows={data.list}
              columns={columns}
              rowKey={(r, i) => `${r.at}-${i}`}
              caption={t('security.history.title')}
              look={HISTORY_LOOK}
            />
            {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} className="mt-3" />}
          </>
        )}
      </QueryView>
    </Section>
  );
}

/** Open sessions, this one marked; end one, or every other one ('sign out other sessions'). */
export function SessionsSection() {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const message = useErrorMessage();
  const confirm = useConfirm();
  const client = useQueryClient();
  const q = useQuery(sessionsQuery());
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: sessionsKey });
  const others = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (r) => {
      setDone(t('security.sessions.othersEnded', { count: r.revoked }));
      refresh();
    },
    onError: (e) => setError(message(e)),
  });
  const one = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      setDone(t('security.sessions.ended'));
      refresh();
    },
    onError: (e) => setError(message(e)),
  });
  const otherCount = q.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Section
      id="sc-sessions"
      title={t('security.sessions.title')}
      description={t('security.sessions.text')}
      action={
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={otherCount === 0 || others.isPending}
          onClick={async () => {
            setDone(null);
            setError(null);
            const sure = await confirm({
              title: t('security.sessions.signOutOthers'),
              content: t('security.sessions.confirmOthers'),
              confirm: t('security.sessions.signOutOthers'),
            });
            if (sure) others.mutate();
          }}
        >
          {t('security.sessions.signOutOthers')}
        </button>
      }
    >
      <QueryView query={q} loading={<SectionLoading />}>
        {(sessions) => (
          <ul className="flex flex-col gap-2" aria-label={t('security.sessions.title')}>
            {sessions.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5"
              >
                <div className="min-w-0 text-[13px]">
                  <p className="font-medium text-white">
                    {describeAgent(s.userAgent)}
                    {s.current && (
                      <span className="ml-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-[11px] text-emerald-300">
                        {t('security.sessions.current')}
                      </span>
                    )}
                    {s.site === 'agent' && (
                      <span className="ml-2 rounded-full bg-sky-400/15 px-2 py-0.5 text-[11px] text-sky-300">
                        {t('security.sessions.agentSite')}
                      </span>
                    )}
                  </p>
                  <p className="text-slate-400 tabular-nums">
                    {s.ip ?? '—'} ·{' '}
                    {t('security.sessions.lastSeen', { time: formatDateTime(s.lastSeenAt, whitelabel.timeZone) })}
                  </p>
                </div>
                {!s.current && (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    disabled={one.isPending}
                    onClick={() => {
                      setDone(null);
                      setError(null);
                      one.mutate(s.id);
                    }}
                  >
                    {t('security.sessions.end')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <div className="mt-3 flex flex-col gap-2">
        <FormAlert message={done} tone="success" />
        <FormAlert message={error} />
      </div>
    </Section>
  );
}
