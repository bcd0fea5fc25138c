import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { SafeHtml } from '@/components/SafeHtml';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { noticesQuery } from './api';
import type { AgentPageProps } from './pages';
import { AgentPage } from './ui';

/** Page 1, announcement: the agent notices (announcements of type A), newest first; one opens at a time. */
export function AnnouncementPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const notices = useQuery(noticesQuery(token, page));
  return (
    <AgentPage title={t('agent.pages.agentAnnouncement')}>
      <QueryView
        query={notices}
        loading={<PanelLoadingFallback />}
        isEmpty={(d) => d.list.length === 0}
        empty={<EmptyState level={3} title={t('agent.notices.empty')} description={t('empty.text')} />}
      >
        {(d) => (
          <div className={cx('flex flex-col gap-3', notices.isFetching && 'opacity-70')}>
            <ul className="flex flex-col gap-2">
              {d.list.map((n) => {
                const expanded = open === n.id || (open === null && d.list[0]?.id === n.id && page === 1);
                return (
                  <li key={n.id} className="rounded-xl bg-navy-850 ring-1 ring-white/10">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      onClick={() => setOpen(expanded ? '' : n.id)}
                      className="flex w-full flex-col gap-0.5 px-4 py-3 text-left sm:flex-row sm:items-center sm:justify-between"
                    >
                      <span className="font-medium text-white">{n.title}</span>
                      <span className="text-xs text-slate-400 tabular-nums">
                        {formatDateTime(n.timestamp, whitelabel.timeZone)}
                      </span>
                    </button>
                    {expanded && (
                      <SafeHtml html={n.content} className="border-t border-white/5 px-4 py-3 text-sm text-slate-300" />
                    )}
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} totalPages={d.totalPages} onChange={setPage} />
          </div>
        )}
      </QueryView>
    </AgentPage>
  );
}
