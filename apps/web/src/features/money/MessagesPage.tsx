import type { InboxMessage } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { formatDateTime } from '@/lib/format';
import { markRead } from './api';
import { messagesQuery, moneyKeys } from './queries';
import { Loading, MoneyPage } from './ui';

/** messageV2: the platform inbox with read state; opening a message marks it read. */
export function MessagesPage(_props: MemberCentrePageProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const message = useErrorMessage();
  const { whitelabel } = useBrand();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery(messagesQuery(page, i18n.language));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: moneyKeys.messages });
    void client.invalidateQueries({ queryKey: moneyKeys.unread });
  };
  const read = useMutation({ mutationFn: markRead, onSuccess: refresh });

  const toggle = (m: InboxMessage) => {
    setOpen(open === m.id ? null : m.id);
    if (!m.read) read.mutate({ ids: [m.id] });
  };

  return (
    <MoneyPage
      title={t('memberCentre.pages.messageV2')}
      action={
        list.data && list.data.unread > 0 ? (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => read.mutate({ all: true })}
            disabled={read.isPending}
          >
            {t('money.inbox.readAll')}
          </button>
        ) : undefined
      }
    >
      {read.isError && <FormAlert message={message(read.error)} />}
      <QueryView
        query={list}
        loading={<Loading />}
        isEmpty={(d) => d.list.length === 0}
        empty={<EmptyState level={3} title={t('money.inbox.empty')} description={t('money.inbox.emptyText')} />}
      >
        {(data) => (
          <>
            <p className="text-sm text-slate-400" aria-live="polite">
              {t('money.inbox.unreadCount', { count: data.unread })}
            </p>
            <ul className="flex flex-col gap-2" aria-label={t('money.inbox.list')}>
              {data.list.map((m) => {
                const expanded = open === m.id;
                return (
                  <li key={m.id} className="rounded-xl bg-navy-850 ring-1 ring-white/10">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={`msg-${m.id}`}
                      onClick={() => toggle(m)}
                      className="flex w-full items-start gap-3 px-4 py-3 text-left"
                    >
                      <span
                        className={cx(
                          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                          m.read ? 'bg-transparent' : 'bg-rose-500',
                        )}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1">
                        <span
                          className={cx(
                            'block truncate text-sm',
                            m.read ? 'text-slate-300' : 'font-semibold text-white',
                          )}
                        >
                          {m.title}
                        </span>
                        <span className="block text-xs text-slate-500 tabular-nums">
                          {formatDateTime(m.createdAt, whitelabel.timeZone)}
                          {!m.read && <span className="ml-2 text-rose-300">{t('money.inbox.unread')}</span>}
                        </span>
                      </span>
                    </button>
                    {expanded && (
                      <div
                        id={`msg-${m.id}`}
                        className="border-t border-white/5 px-4 py-3 text-sm whitespace-pre-line text-slate-200"
                      >
                        {m.content}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </MoneyPage>
  );
}
