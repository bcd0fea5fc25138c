import { CHAT_LIMITS } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass, cx } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage, ConsoleSection } from '../ConsolePage';
import { formatTime } from '../format';
import { Empty, Loading } from '../members/shared';
import { Tag } from '../Tag';
import { chatDetailQuery, chatQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import { ClaimControl, useClaimedByOther, useDecision, useQueueErrorMessage } from './shared';

/** One conversation: its messages, the reply box and Close. */
function ChatThread({ id }: { id: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const byOther = useClaimedByOther();
  const query = useQuery(chatDetailQuery(id));
  const [text, setText] = useState('');
  const send = useDecision((v: string) => queuesApi.replyChat(id, v));
  const close = useDecision(() => queuesApi.closeChat(id));
  return (
    <QueryView query={query} loading={<Loading />}>
      {(c) => {
        const locked = byOther(c.claim) || c.status === 'closed';
        return (
          <ConsoleSection
            title={t('console.queues.chat.with', { name: c.customer })}
            actions={
              <span className="flex flex-wrap items-center gap-1.5">
                <ClaimControl kind="chat" refId={c.id} claim={c.claim} label={c.customer} />
                {c.status !== 'closed' && (
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm')}
                    disabled={locked || close.isPending}
                    onClick={async () => {
                      if (
                        await confirm({
                          title: t('console.queues.chat.closeTitle'),
                          content: t('console.queues.chat.closeText', { name: c.customer }),
                          confirm: t('console.queues.chat.close'),
                        })
                      )
                        close.mutate();
                    }}
                  >
                    {t('console.queues.chat.close')}
                  </button>
                )}
              </span>
            }
          >
            <ol
              className="flex max-h-96 flex-col gap-2 overflow-y-auto pr-1"
              aria-label={t('console.queues.chat.messages')}
            >
              {c.messages.map((m) => (
                <li
                  key={m.id}
                  className={cx(
                    'max-w-[85%] rounded-lg px-3 py-2 text-[13px]',
                    m.author === 'operator'
                      ? 'self-end bg-primary/25 text-white'
                      : m.author === 'system'
                        ? 'self-center text-xs text-slate-400'
                        : 'self-start bg-white/5 text-slate-200',
                  )}
                >
                  <span className="block whitespace-pre-wrap">{m.text}</span>
                  <span className="mt-0.5 block text-[10px] text-slate-400">{formatTime(m.createdAt)}</span>
                </li>
              ))}
            </ol>
            {(send.error ?? close.error) && <FormAlert message={message(send.error ?? close.error)} />}
            {c.status !== 'closed' && (
              <form
                className="mt-3 flex flex-col gap-2 sm:flex-row"
                onSubmit={(e) => {
                  e.preventDefault();
                  const v = text.trim();
                  if (!v) return;
                  send.mutate(v, { onSuccess: () => setText('') });
                }}
              >
                <label className="sr-only" htmlFor={`reply-${id}`}>
                  {t('console.queues.chat.reply')}
                </label>
                <textarea
                  id={`reply-${id}`}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  maxLength={CHAT_LIMITS.maxText}
                  rows={2}
                  disabled={locked}
                  placeholder={t('console.queues.chat.placeholder')}
                  className="min-h-10 flex-1 rounded-md bg-navy-900 px-3 py-2 text-[13px] text-white ring-1 ring-white/10 focus:ring-primary"
                />
                <button
                  type="submit"
                  className={buttonClass('primary', 'md')}
                  disabled={locked || send.isPending || !text.trim()}
                >
                  {t('console.queues.chat.send')}
                </button>
              </form>
            )}
          </ConsoleSection>
        );
      }}
    </QueryView>
  );
}

/** /console/queues/chat (chat.manage): open live chats (waiting for an answer first) and one conversation. */
export function ChatQueuePage() {
  const { t } = useTranslation();
  const query = useQuery(chatQueueQuery());
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ConsolePage title={t('console.queues.chat.title')} description={t('console.queues.chat.text')}>
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <QueryView
          query={query}
          loading={<Loading />}
          isEmpty={(rows) => rows.every((c) => c.status === 'closed')}
          empty={<Empty>{t('console.queues.chat.empty')}</Empty>}
        >
          {(rows) => (
            <ul className="flex flex-col gap-1" aria-label={t('console.queues.chat.list')}>
              {rows
                .filter((c) => c.status !== 'closed')
                .sort((a, b) => Number(b.status === 'waiting') - Number(a.status === 'waiting'))
                .map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      aria-current={selected === c.id}
                      onClick={() => setSelected(c.id)}
                      className={cx(
                        'flex w-full flex-col gap-0.5 rounded-md px-3 py-2 text-left ring-1',
                        selected === c.id ? 'bg-primary/20 ring-primary/50' : 'ring-white/10 hover:bg-white/5',
                      )}
                    >
                      <span className="flex items-center gap-2 text-[13px] font-medium text-white">
                        {c.customer}
                        <Tag tone={c.status === 'waiting' ? 'amber' : 'slate'}>
                          {t(`console.queues.chat.status.${c.status}`)}
                        </Tag>
                        {c.claim && <Tag tone="gold">{c.claim.operatorName}</Tag>}
                      </span>
                      <span className="truncate text-xs text-slate-400">{c.lastMessage}</span>
                      <span className="text-[10px] text-slate-500">
                        {c.brand} · {c.desk} · {formatTime(c.updatedAt)}
                      </span>
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </QueryView>
        {selected ? <ChatThread id={selected} /> : <Empty>{t('console.queues.chat.pick')}</Empty>}
      </div>
    </ConsolePage>
  );
}
