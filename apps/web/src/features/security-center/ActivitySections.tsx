import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { ErrorState } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { useGeneralModal } from '@/components/GeneralModal';
import { Pagination } from '@/components/Pagination';
import { Spinner } from '@/components/Spinner';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { endOtherSessions, endSession } from './api';
import { LOGIN_HISTORY_PAGE_SIZE, loginHistoryQuery, sessionsKey, sessionsQuery } from './queries';
import { describeAgent, Section } from './Section';

const METHODS = ['password', 'sms', 'social', 'freeplay', 'register', 'reset', 'remember', 'twoFactor'];

/** Sign-ins, newest first, paged. */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const [page, setPage] = useState(1);
  const q = useQuery(loginHistoryQuery(page));
  const totalPages = q.data ? Math.max(1, Math.ceil(q.data.total / LOGIN_HISTORY_PAGE_SIZE)) : 1;
  return (
    <Section id="sc-history" title={t('security.history.title')} description={t('security.history.text')}>
      {q.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner size={28} />
        </div>
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.list.length === 0 ? (
        <p className="text-sm text-slate-400">{t('security.history.empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[520px] text-left text-[13px]">
              <caption className="sr-only">{t('security.history.title')}</caption>
              <thead className="text-slate-400">
                <tr className="border-b border-white/10">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('security.history.time')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('security.history.method')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('security.history.ip')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('security.history.device')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data.list.map((r, i) => (
                  <tr key={`${r.at}-${i}`} className="border-b border-white/5 text-slate-200">
                    <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                      {formatDateTime(r.at, whitelabel.timeZone)}
                    </td>
                    <td className="py-2 pr-3">
                      {METHODS.includes(r.method) ? t(`security.methods.${r.method}`) : r.method}
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {r.ip}
                      {r.country ? ` (${r.country})` : ''}
                    </td>
                    <td className="py-2" title={r.userAgent ?? undefined}>
                      {describeAgent(r.userAgent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} className="mt-3" />}
        </>
      )}
    </Section>
  );
}

/** Open sessions, this one marked; end one, or every other one ('sign out other sessions'). */
export function SessionsSection() {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const message = useErrorMessage();
  const modal = useGeneralModal();
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
            const answer = await modal.show({
              icon: 'warning',
              title: t('security.sessions.signOutOthers'),
              content: t('security.sessions.confirmOthers'),
              buttons: [
                { key: 'cancel', label: t('common.cancel'), variant: 'outline' },
                { key: 'ok', label: t('security.sessions.signOutOthers'), variant: 'primary' },
              ],
            });
            if (answer === 'ok') others.mutate();
          }}
        >
          {t('security.sessions.signOutOthers')}
        </button>
      }
    >
      {q.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner size={28} />
        </div>
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('security.sessions.title')}>
          {q.data.map((s) => (
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
      <div className="mt-3 flex flex-col gap-2">
        <FormAlert message={done} tone="success" />
        <FormAlert message={error} />
      </div>
    </Section>
  );
}
