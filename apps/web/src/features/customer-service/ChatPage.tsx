import { CHAT_LIMITS, chatSendBodySchema, type ChatMessage, type ChatThread } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { Form, useBoundField } from '@/components/form';
import { SendIcon } from '@/components/icons';
import { LanguageSelector } from '@/components/LanguageSelector';
import { Spinner } from '@/components/Spinner';
import { usePageTitle, usePermissionQuery } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { openChat, sendChatMessage } from './api';
import { chatMessagesQuery } from './queries';

function Bubble({ message, timeZone }: { message: ChatMessage; timeZone: string }) {
  const { t } = useTranslation();
  if (message.author === 'system') {
    return (
      <li className="mx-auto max-w-[85%] rounded-full bg-white/5 px-3 py-1 text-center text-xs text-slate-400">
        {message.text === 'closed' ? t('chat.closedNotice') : message.text}
      </li>
    );
  }
  const mine = message.author === 'customer';
  return (
    <li className={cx('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <span className="text-[11px] text-slate-500">
        {mine ? t('chat.you') : t('chat.agent')} · {formatDateTime(message.createdAt, timeZone).slice(11, 16)}
      </span>
      <p
        className={cx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
          mine ? 'rounded-br-md bg-primary text-white' : 'rounded-bl-md bg-navy-700 text-slate-100',
        )}
      >
        {message.text}
      </p>
    </li>
  );
}

/** The message box's text, as the server takes it (trimmed, not empty, at most CHAT_LIMITS.maxText). */
const MESSAGE_SCHEMA = z.object({ text: chatSendBodySchema.shape.text });

/** The text to send, bound to the form's field `text`: Enter sends, Shift+Enter starts a new line. */
function MessageBox({ sending }: { sending: boolean }) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
  } = useBoundField('text');
  const text = (value as string | undefined) ?? '';
  return (
    <div className="flex items-end gap-2">
      <label htmlFor="chat-text" className="sr-only">
        {t('chat.input')}
      </label>
      <textarea
        ref={ref}
        id="chat-text"
        name="text"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey) return;
          e.preventDefault();
          e.currentTarget.form?.requestSubmit();
        }}
        maxLength={CHAT_LIMITS.maxText}
        rows={2}
        placeholder={t('chat.placeholder')}
        className="min-h-11 flex-1 resize-none rounded-xl border border-white/10 bg-navy-900 px-3 py-2 text-sm text-white outline-none placeholder:text-slate-500 focus:border-gold-400"
      />
      <button
        type="submit"
        className={buttonClass('gold', 'md', 'h-11 w-11 !px-0')}
        disabled={!text.trim() || sending}
        aria-label={t('chat.send')}
      >
        <SendIcon />
      </button>
    </div>
  );
}

/**
 * /support/chat: the site's own live chat, opened by Contact Us in a 440 × 500 popup (750 for the
 * VIP desk). A member is known by the session the popup inherits from the site; a visitor by a token
 * kept in this browser. Operators answer with `npm run ops -- chat reply`; the window polls.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const permission = usePermissionQuery();
  const whitelabel = permission.data?.info.whitelabel;
  const timeZone = whitelabel?.timeZone ?? 'Asia/Ho_Chi_Minh';
  usePageTitle(t('chat.title'));

  const [thread, setThread] = useState<ChatThread | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatThread['status']>('waiting');
  const listRef = useRef<HTMLOListElement>(null);

  const start = useMutation({
    mutationFn: () => openChat(),
    onSuccess: (opened) => {
      setThread(opened);
      setMessages(opened.messages);
      setStatus(opened.status);
    },
  });
  const startChat = start.mutate;
  useEffect(() => {
    startChat();
  }, [startChat]);

  const lastId = messages.at(-1)?.id ?? 0;
  const poll = useQuery({ ...chatMessagesQuery(thread?.threadId, lastId), enabled: status !== 'closed' });
  const polled = poll.data;
  const [seen, setSeen] = useState(polled);
  if (polled !== seen) {
    setSeen(polled);
    if (polled) {
      setStatus(polled.status);
      const fresh = polled.messages.filter((m) => m.id > lastId);
      if (fresh.length) setMessages((ms) => [...ms, ...fresh.filter((m) => !ms.some((x) => x.id === m.id))]);
    }
  }

  const send = useMutation({
    mutationFn: (body: string) => sendChatMessage(thread!.threadId, body),
    onSuccess: (message) => {
      setMessages((ms) => (ms.some((m) => m.id === message.id) ? ms : [...ms, message]));
    },
  });

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const vip = thread?.desk === 'vip';
  const closed = status === 'closed';

  return (
    <div className="flex h-dvh flex-col bg-navy-900" data-testid="support-chat">
      <header className="flex items-center gap-3 border-b border-white/10 bg-navy-850 px-4 py-3">
        <img
          src={whitelabel?.logoUrl ?? '/art/brand/logo.svg'}
          alt={whitelabel?.siteName ?? 'Lotus'}
          className="h-7 w-auto"
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-sm font-semibold text-white">{vip ? t('chat.vipTitle') : t('chat.title')}</h1>
          <p className="text-xs text-emerald-300">{t('chat.online')}</p>
        </div>
        <LanguageSelector compact />
      </header>

      {start.isPending && (
        <div className="flex flex-1 items-center justify-center">
          <Spinner size={32} />
        </div>
      )}
      {start.isError && (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
          <p className="text-sm text-rose-300">{errorMessage(start.error)}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => startChat()}>
            {t('common.retry')}
          </button>
        </div>
      )}

      {thread && (
        <>
          <ol
            ref={listRef}
            role="log"
            aria-live="polite"
            aria-label={t('chat.messages')}
            className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
          >
            <li className="flex flex-col items-start gap-0.5">
              <span className="text-[11px] text-slate-500">{t('chat.agent')}</span>
              <p className="max-w-[85%] rounded-2xl rounded-bl-md bg-navy-700 px-3.5 py-2 text-sm leading-relaxed text-slate-100">
                {t('chat.greeting', { name: thread.customer })}
              </p>
            </li>
            {messages.map((m) => (
              <Bubble key={m.id} message={m} timeZone={timeZone} />
            ))}
            {!closed && status === 'waiting' && messages.some((m) => m.author === 'customer') && (
              <li className="text-center text-xs text-slate-500">{t('chat.waiting')}</li>
            )}
          </ol>
          {closed ? (
            <div className="border-t border-white/10 p-4 text-center">
              <button type="button" className={buttonClass('gold')} onClick={() => startChat()}>
                {t('chat.newConversation')}
              </button>
            </div>
          ) : (
            <Form
              schema={MESSAGE_SCHEMA}
              defaultValues={{ text: '' }}
              onSubmit={(v, form) => {
                if (!send.isPending) send.mutate(v.text, { onSuccess: () => form.reset() });
              }}
              className="border-t border-white/10 bg-navy-850 p-3"
            >
              {send.isError && (
                <p className="mb-2 text-xs text-rose-300" role="alert">
                  {errorMessage(send.error)}
                </p>
              )}
              <MessageBox sending={send.isPending} />
            </Form>
          )}
        </>
      )}
    </div>
  );
}
