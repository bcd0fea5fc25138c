import { PROMOTION_CATEGORIES, type PromotionCategory, type PromotionItem } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { PromoIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView';
import { Skeleton } from '@/components/Skeleton';
import { usePageTitle } from '@/features/brand';
import { useSession } from '@/features/session';
import { useNow } from '@/lib/countdown';
import { useTranslation } from '@/lib/i18n';
import { promotionsQuery } from './queries';
import { ActionButton, Countdown, StatusBadge } from './ui';

type Tab = PromotionCategory | 'all';
const isCategory = (v: string | null): v is PromotionCategory =>
  (PROMOTION_CATEGORIES as readonly (string | null)[]).includes(v);

/** /promotions: category tabs (those with promotions, and all), one card per promotion. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('pages.promotions'));
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  // One answer for every tab: switching tabs filters it at once, and the tabs are the categories it has.
  const list = useQuery(promotionsQuery(i18n.language, token));
  const present = list.data?.categories ?? [];
  const tabs: Tab[] = ['all', ...PROMOTION_CATEGORIES.filter((c) => present.includes(c))];
  const active: Tab = category ?? 'all';
  const now = useNow();

  const choose = (tab: Tab) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (tab === 'all') next.delete('category');
        else next.set('category', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-white sm:text-2xl">{t('pages.promotions')}</h1>
      {tabs.length > 1 && (
        <nav aria-label={t('promotions.categoriesLabel')}>
          <ul className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {tabs.map((tab) => (
              <li key={tab} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={active === tab}
                  onClick={() => choose(tab)}
                  className={cx(
                    'h-9 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors',
                    active === tab
                      ? 'bg-primary text-white ring-primary'
                      : 'bg-navy-850 text-slate-300 ring-white/10 hover:text-white hover:ring-gold-400/50',
                  )}
                >
                  {t(`promotions.category.${tab}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <QueryView
        query={list}
        loading={<CardsSkeleton />}
        isEmpty={(d) => !d.list.some((p) => !category || p.category === category)}
        empty={<EmptyState title={t('promotions.empty')} description={t('promotions.emptyText')} />}
      >
        {(data) => (
          <ul
            className={cx('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', list.isFetching && 'opacity-70')}
            aria-busy={list.isFetching}
            aria-label={t('promotions.listLabel')}
          >
            {data.list
              .filter((p) => !category || p.category === category)
              .map((p) => (
                <li key={p.id}>
                  <PromotionCard promotion={p} now={now} />
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function PromotionCard({ promotion: p, now }: { promotion: PromotionItem; now: number }) {
  const { t } = useTranslation();
  const href = `/promoDetail?id=${p.id}`;
  return (
    <article
      aria-labelledby={`promo-${p.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-navy-850 ring-1 ring-white/10"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[16/7] bg-navy-800">
        {p.bannerUrl ? (
          <img src={p.bannerUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full items-center justify-center bg-gradient-to-br from-primary-soft to-navy-800 text-gold-300">
            <PromoIcon size={48} />
          </div>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={`promo-${p.id}`} className="min-w-0 text-base font-semibold break-words text-white">
            <Link to={href} className="hover:text-gold-300">
              {p.title}
            </Link>
          </h2>
          {/* A blocked action says why below instead (ActionButton): no status that offers it. */}
          {!p.blockedBy && <StatusBadge status={p.status} />}
        </div>
        <p className="line-clamp-3 text-sm text-slate-400">{p.summary}</p>
        <Countdown startsAt={p.startsAt} endsAt={p.endsAt} now={now} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <Link to={href} className="text-sm font-medium text-gold-300 hover:text-gold-200">
            {t('promotions.details')}
          </Link>
          <ActionButton target={p} compact />
        </div>
      </div>
    </article>
  );
}

function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl bg-navy-850 ring-1 ring-white/10">
          <Skeleton className="aspect-[16/7]" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-2/3 rounded" />
            <Skeleton className="h-4 w-full rounded" />
            <Skeleton className="h-4 w-1/2 rounded" />
          </div>
        </div>
      ))}
    </div>
  );
}
