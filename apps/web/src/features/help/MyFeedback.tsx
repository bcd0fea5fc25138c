import type { FeedbackItem } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Pagination } from '@/components/Pagination';
import { Skeleton } from '@/components/Skeleton';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { feedbackImageQuery, myFeedbackQuery } from './queries';

/** A picture only its owner may see: fetched with the session token, shown as a data URL. */
function OwnImage({ url, alt }: { url: string; alt: string }) {
  const image = useQuery(feedbackImageQuery(url));
  if (!image.data) return <Skeleton className="h-20 w-20 rounded-lg" />;
  return (
    <span className="block h-20 w-20 overflow-hidden rounded-lg ring-1 ring-white/10">
      <img src={image.data} alt={alt} className="h-full w-full object-cover" />
    </span>
  );
}

function Item({ item, timeZone }: { item: FeedbackItem; timeZone: string }) {
  const { t } = useTranslation();
  const replied = item.status === 'replied';
  return (
    <li
      className="rounded-xl border border-white/10 bg-navy-800/60 p-4"
      aria-label={t('feedback.itemLabel', {
        type: t(`feedback.types.${item.type}`),
        date: formatDateTime(item.createdAt, timeZone),
      })}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-white/5 px-2.5 py-0.5 font-medium text-slate-200">
          {t(`feedback.types.${item.type}`)}
        </span>
        <span
          className={cx(
            'rounded-full px-2.5 py-0.5 font-medium',
            replied ? 'bg-emerald-400/10 text-emerald-300' : 'bg-gold-400/10 text-gold-300',
          )}
        >
          {replied ? t('feedback.statusReplied') : t('feedback.statusOpen')}
        </span>
        <time dateTime={item.createdAt} className="ml-auto text-slate-500">
          {formatDateTime(item.createdAt, timeZone)}
        </time>
      </div>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-200">{item.content}</p>
      {item.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {item.images.map((img, i) => (
            <li key={img.id}>
              <OwnImage url={img.url} alt={t('feedback.imageAlt', { n: i + 1 })} />
            </li>
          ))}
        </ul>
      )}
      {item.replies.map((r) => (
        <div key={r.createdAt} className="mt-3 rounded-lg border-l-2 border-gold-400 bg-navy-900/70 px-3 py-2">
          <p className="text-xs text-gold-300">
            {t('feedback.replyFrom')} · {formatDateTime(r.createdAt, timeZone)}
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-100">{r.message}</p>
        </div>
      ))}
    </li>
  );
}

/** "My feedback": a member's own feedback with the operators' replies, newest first. */
export function MyFeedback() {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const [page, setPage] = useState(1);
  const list = useQuery(myFeedbackQuery(page));

  if (list.error) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  if (list.data.total === 0)
    return (
      <EmptyState
        level={2}
        title={t('feedback.mineEmpty')}
        description={t('feedback.mineEmptyText')}
        action={
          <Link to="?tab=feedback" className={buttonClass('gold')}>
            {t('help.sendFeedback')}
          </Link>
        }
      />
    );
  return (
    <section aria-labelledby="my-feedback-title" className="mx-auto max-w-3xl">
      <h2 id="my-feedback-title" className="mb-4 text-lg font-semibold text-white">
        {t('feedback.mineTitle')}
      </h2>
      <ul className="space-y-3">
        {list.data.list.map((item) => (
          <Item key={item.id} item={item} timeZone={whitelabel.timeZone} />
        ))}
      </ul>
      <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} className="mt-4" />
    </section>
  );
}
