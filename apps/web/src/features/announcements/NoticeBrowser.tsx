import { NOTICE_PAGE_SIZE } from '@lotus/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { ChevronLeftIcon, MegaphoneIcon } from '@/components/icons';
import { Pagination } from '@/components/Pagination';
import { SafeHtml } from '@/components/SafeHtml';
import { Skeleton, Skeletons } from '@/components/Skeleton';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { useAnnouncements } from './queries';
import { getNoticeIndex, pageOfIndex, setNoticeIndex, slotOfIndex } from './store';

/**
 * Notices (type B), 9 per page with pagination, and the selected notice's title, date and HTML.
 * The starting page and selection come from the stored notice index.
 */
export interface NoticeBrowserProps {
  className?: string;
  headingLevel?: 2 | 3;
  /** On phones, start on the selected notice instead of the list. */
  startWithDetail?: boolean;
}

export function NoticeBrowser({ className, headingLevel = 3, startWithDetail = false }: NoticeBrowserProps) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const [index, setIndex] = useState(getNoticeIndex);
  const [showDetailOnPhone, setShowDetailOnPhone] = useState(startWithDetail);
  const page = pageOfIndex(index);
  const query = useAnnouncements(page);
  const data = query.data;

  // A stored index beyond the list (notices were removed) falls back to the last notice.
  if (data && !query.isPlaceholderData && data.total > 0 && index >= data.total) setIndex(data.total - 1);

  // The selection is kept in session storage (the stored notice index).
  useEffect(() => {
    setNoticeIndex(index);
  }, [index]);

  const select = (i: number) => setIndex(i);

  if (query.isPending) {
    return (
      <div className={cx('grid gap-4 p-4 md:grid-cols-[18rem_1fr]', className)} aria-busy="true">
        <div className="space-y-2">
          <Skeletons count={6} className="h-12" />
        </div>
        <div className="space-y-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-32" />
        </div>
      </div>
    );
  }
  if (query.error && !data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} className={className} />;
  if (!data || data.total === 0) {
    return (
      <EmptyState
        className={className}
        title={t('notice.emptyTitle')}
        description={t('notice.emptyText')}
        level={headingLevel}
      />
    );
  }

  const list = data.list;
  const slot = Math.min(slotOfIndex(index), Math.max(0, list.length - 1));
  const selected = list[slot];
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cx('grid min-h-0 md:grid-cols-[18rem_1fr]', className)}>
      <div className={cx('flex min-h-0 flex-col border-white/10 md:border-r', showDetailOnPhone && 'hidden md:flex')}>
        <ul className="flex-1 divide-y divide-white/5 overflow-y-auto" aria-label={t('notice.listLabel')}>
          {list.map((n, i) => {
            const active = i === slot;
            return (
              <li key={n.id}>
                <button
                  type="button"
                  aria-current={active ? 'true' : undefined}
                  onClick={() => {
                    select((page - 1) * NOTICE_PAGE_SIZE + i);
                    setShowDetailOnPhone(true);
                  }}
                  className={cx(
                    'flex w-full flex-col gap-0.5 px-4 py-3 text-left transition-colors',
                    active ? 'bg-primary/15 md:shadow-[inset_3px_0_0_var(--color-gold-400)]' : 'hover:bg-white/5',
                  )}
                >
                  <span className={cx('line-clamp-2 text-sm font-medium', active ? 'text-gold-300' : 'text-slate-100')}>
                    {n.title}
                  </span>
                  <time className="text-xs text-slate-500" dateTime={new Date(n.timestamp).toISOString()}>
                    {formatDateTime(n.timestamp, whitelabel.timeZone)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          className="border-t border-white/10 px-2 py-3"
          page={page}
          totalPages={data.totalPages}
          onChange={(p) => select((p - 1) * NOTICE_PAGE_SIZE)}
        />
      </div>
      <article
        className={cx('min-h-0 overflow-y-auto p-5', !showDetailOnPhone && 'hidden md:block')}
        aria-live="polite"
      >
        <button
          type="button"
          className="mb-3 inline-flex items-center gap-1 text-sm text-slate-400 hover:text-white md:hidden"
          onClick={() => setShowDetailOnPhone(false)}
        >
          <ChevronLeftIcon size={16} />
          {t('notice.backToList')}
        </button>
        {selected && (
          <>
            <div className="flex items-start gap-3">
              <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-400/10 text-gold-400 ring-1 ring-gold-400/30">
                <MegaphoneIcon size={18} />
              </span>
              <div>
                <Heading className="text-lg font-semibold text-white">{selected.title}</Heading>
                <time className="text-xs text-slate-500" dateTime={new Date(selected.timestamp).toISOString()}>
                  {formatDateTime(selected.timestamp, whitelabel.timeZone)}
                </time>
              </div>
            </div>
            <SafeHtml html={selected.content} className="mt-4" />
          </>
        )}
      </article>
    </div>
  );
}
