import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { MegaphoneIcon } from '@/components/icons';
import { Skeleton } from '@/components/Skeleton';
import { useAnnouncements } from './queries';
import { openNoticeDialog } from './store';

/** The home page's scrolling line of notice titles (type B); a title opens the notice dialog on it. */
export function AnnouncementMarquee() {
  const { t } = useTranslation();
  const query = useAnnouncements(1);
  const list = query.data?.list ?? [];

  return (
    <section
      aria-label={t('notice.marqueeLabel')}
      className="flex h-11 items-center gap-3 overflow-hidden rounded-xl border border-white/10 bg-navy-850/80 pr-2 pl-3"
    >
      <MegaphoneIcon size={18} className="shrink-0 text-gold-400" />
      <div
        className={cx(
          'relative min-w-0 flex-1 overflow-hidden',
          list.length > 0 &&
            '[mask-image:linear-gradient(90deg,transparent,#000_4%,#000_96%,transparent)] motion-reduce:scrollbar-none motion-reduce:overflow-x-auto motion-reduce:[mask-image:none]',
        )}
      >
        {query.isPending ? (
          <Skeleton className="h-4 w-3/4" />
        ) : list.length === 0 ? (
          <p className="truncate text-sm text-slate-500">{t('notice.none')}</p>
        ) : (
          <div
            className="flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] motion-reduce:animate-none"
            style={{ ['--marquee-duration' as string]: `${Math.max(20, list.length * 12)}s` }}
          >
            {[0, 1].map((copy) => (
              <ul
                key={copy}
                className={cx('flex shrink-0 items-center', copy === 1 && 'motion-reduce:hidden')}
                aria-hidden={copy === 1 ? true : undefined}
              >
                {list.map((n, i) => (
                  <li key={n.id} className="px-6">
                    <button
                      type="button"
                      tabIndex={copy === 1 ? -1 : undefined}
                      className="text-sm whitespace-nowrap text-slate-200 hover:text-gold-300"
                      onClick={() => openNoticeDialog(i)}
                    >
                      {n.title}
                    </button>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-gold-300 hover:bg-white/5"
        onClick={() => openNoticeDialog()}
      >
        {t('notice.more')}
      </button>
    </section>
  );
}
