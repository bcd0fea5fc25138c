import { LIVE_CLASSIFY, type GameCategory, type LiveClassify, type Vendor } from '@lotus/contracts';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { openAuthDialog } from '@/features/auth';
import { categoryArt, useBrand, useCategoryLabel, usePageTitle } from '@/features/brand';
import { useSession } from '@/features/session';
import { GameTile, GameTileSkeleton, GRID } from './GameTile';
import { SearchIcon } from '@/components/icons';
import { useGameListing, useGameVendors, useLiveClassifies, type ListingFilter } from './queries';
import { RoomList } from './RoomList';
import { currentVendor, setCurrentVendor } from './store';

/**
 * Tiles whose pictures load at once, without waiting to be seen: the first row of the widest grid
 * (six columns), which also covers what a phone shows above the fold (two or three rows of two).
 */
const EAGER_TILES = 6;
/** The first row of a phone's grid: the likely largest paint, fetched ahead of the rest. */
const HIGH_PRIORITY_TILES = 2;

export type ListingKey = 'rng' | 'live' | 'pvp' | 'fish' | 'hot' | 'fav' | 'sports' | 'esports' | 'seamless';

const CATEGORY: Partial<Record<ListingKey, GameCategory>> = {
  rng: 'RNG',
  live: 'LIVE',
  pvp: 'PVP',
  fish: 'FISH',
  sports: 'SPORTS',
  esports: 'ESPORTS',
};

/** Vendor tabs: one per vendor (RNG and seamless: no "all" tab), chosen by ?page={vendor}. */
function VendorTabs({
  vendors,
  value,
  allTab,
  onChange,
  label,
}: {
  vendors: Vendor[];
  value: string | undefined;
  allTab: boolean;
  onChange: (v: string | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const items: { key: string | undefined; name: string; icon?: string }[] = [
    ...(allTab ? [{ key: undefined, name: t('games.allVendors') }] : []),
    ...vendors.map((v) => ({ key: v.vassalage, name: v.displayName, icon: v.smallIcon })),
  ];
  return (
    <div
      role="tablist"
      aria-label={label}
      className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0"
    >
      {items.map((it) => {
        const selected = it.key === value;
        return (
          <button
            key={it.key ?? '*'}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(it.key)}
            className={cx(
              'flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition',
              selected
                ? 'border-gold-400 bg-gold-400/15 text-gold-200'
                : 'border-white/10 bg-navy-850 text-slate-300 hover:border-white/30 hover:text-white',
            )}
          >
            {it.icon && <img src={it.icon} alt="" className="h-5 w-5 rounded object-contain" />}
            {it.name}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The live filters: one per classify code the shown vendors' tables have; none while that is unknown, or when
 * there is a single kind (a filter that cannot narrow the list).
 */
function ClassifyFilters({
  available,
  value,
  onChange,
}: {
  available: readonly LiveClassify[];
  value: LiveClassify[];
  onChange: (v: LiveClassify[]) => void;
}) {
  const { t } = useTranslation();
  if (available.length < 2) return null;
  return (
    <div role="group" aria-label={t('games.classifyLabel')} className="mb-4 flex flex-wrap gap-1.5">
      {available.map((c) => {
        const on = value.includes(c);
        return (
          <button
            key={c}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((x) => x !== c) : [...value, c])}
            className={cx(
              'h-8 rounded-lg border px-2.5 text-xs font-medium transition',
              on ? 'border-primary bg-primary/25 text-white' : 'border-white/10 text-slate-400 hover:text-white',
            )}
          >
            {t(`games.classify.${c}`)}
          </button>
        );
      })}
    </div>
  );
}

/** The listing pages of issue 5: search, vendor tabs, live filters, 24 per page loaded as you scroll. */
export function ListingPage({ page }: { page: ListingKey }) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const label = useCategoryLabel();
  const { loggedIn } = useSession();
  const gameType = CATEGORY[page];
  const nav = whitelabel.gameCategories.find((c) => c.gameType === gameType);
  const title = nav ? label(nav) : t(`pages.${page}`);
  usePageTitle(title);
  const searchId = useId();

  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [classify, setClassify] = useState<LiveClassify[]>([]);

  const vendorsQuery = useGameVendors();
  const vendors = useMemo<Vendor[]>(() => {
    const all = vendorsQuery.data ?? [];
    if (page === 'seamless') {
      const seen = new Map<string, Vendor>();
      all.flatMap((c) => c.vendors).forEach((v) => v.walletMode === 'seamless' && seen.set(v.vassalage, v));
      return [...seen.values()];
    }
    if (!gameType) return [];
    return all.find((c) => c.gameCategory === gameType)?.vendors ?? [];
  }, [vendorsQuery.data, gameType, page]);

  const tabs = page !== 'hot' && page !== 'fav';
  const allTab = page !== 'rng' && page !== 'seamless';
  const asked = params.get('page') ?? undefined;
  const stored = currentVendor() ?? undefined;
  const vassalage = !tabs
    ? undefined
    : vendors.some((v) => v.vassalage === asked)
      ? asked
      : allTab
        ? undefined
        : (vendors.find((v) => v.vassalage === stored)?.vassalage ?? vendors[0]?.vassalage);
  const waitingForVendor = tabs && !allTab && !vassalage;

  // Live filters only for what the shown vendor (or every live vendor, on "all") has; a chosen one it lacks is dropped.
  const present = useLiveClassifies(page !== 'live' ? [] : vassalage ? [vassalage] : vendors.map((v) => v.vassalage));
  const liveClassifies = present && LIVE_CLASSIFY.filter((c) => present.has(c));
  const classifyShown = liveClassifies ? classify.filter((c) => liveClassifies.includes(c)) : classify;

  const filter: ListingFilter = {
    gameType,
    vassalage,
    gameName: page === 'fav' ? undefined : deferred || undefined,
    classify: page === 'live' ? classifyShown : undefined,
    isHot: page === 'hot' ? true : undefined,
    favorites: page === 'fav',
  };
  const needsLogin = page === 'fav' && !loggedIn;
  const list = useGameListing(filter, !needsLogin && !waitingForVendor);
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  // Infinite loading: the next 24 when the sentinel comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const chooseVendor = (v: string | undefined) => {
    setCurrentVendor(v ?? null, gameType);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v) next.set('page', v);
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const loading = list.isPending && !needsLogin;

  return (
    // At least a screen tall, so the footer stays below the fold: neither pushed down when the games
    // arrive nor pulled up when a vendor has only a few.
    <div className="mx-auto min-h-dvh max-w-6xl">
      <div className="relative mb-4 flex items-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-r from-navy-800 to-navy-900 px-4 py-4 ring-1 ring-white/10 sm:px-6">
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold text-white sm:text-2xl">{title}</h1>
          {!needsLogin && (
            // The line is there from the start, so the count arriving moves nothing.
            <p className="mt-1 min-h-5 text-sm text-slate-400" aria-live="polite">
              {loading ? (
                <span className="skeleton inline-block h-3.5 w-24 rounded align-middle" aria-hidden="true" />
              ) : (
                !list.isError && t('games.count', { count: total })
              )}
            </p>
          )}
        </div>
        {gameType && <img src={categoryArt(gameType)} alt="" className="hidden h-16 w-auto opacity-90 sm:block" />}
      </div>

      {tabs && vendors.length > 0 && (
        <div className="mb-3">
          <VendorTabs
            vendors={vendors}
            value={vassalage}
            allTab={allTab}
            onChange={chooseVendor}
            label={t('games.vendorsLabel')}
          />
        </div>
      )}
      {tabs && vendorsQuery.isPending && (
        <div className="mb-3 flex gap-2 pb-1" aria-hidden>
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton h-10 w-28 rounded-full" />
          ))}
        </div>
      )}

      {page !== 'fav' && (
        <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <label htmlFor={searchId} className="sr-only">
            {t('games.search')}
          </label>
          <div className="relative flex-1 sm:max-w-sm">
            <SearchIcon
              size={18}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value.slice(0, 64))}
              placeholder={t('games.searchPlaceholder')}
              className="h-10 w-full rounded-xl border border-white/10 bg-navy-850 pr-3 pl-9 text-sm text-white placeholder:text-slate-500 focus:border-gold-400/60 focus:outline-none"
            />
          </div>
        </div>
      )}
      {page === 'live' && (
        <ClassifyFilters available={liveClassifies ?? []} value={classifyShown} onChange={setClassify} />
      )}

      {page === 'pvp' && <RoomList vendors={vendors} />}

      {needsLogin && (
        <EmptyState
          title={t('games.favLoginTitle')}
          description={t('games.favLoginText')}
          action={
            <button type="button" className={buttonClass('gold', 'lg')} onClick={() => openAuthDialog('login')}>
              {t('auth.login')}
            </button>
          }
        />
      )}
      {loading && (
        <div className={GRID} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 12 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      )}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && games.length === 0 && (
        <EmptyState
          title={
            deferred && page !== 'fav' ? t('games.noResults') : page === 'fav' ? t('games.favEmpty') : t('games.empty')
          }
          description={deferred && page !== 'fav' ? t('games.noResultsText', { q: deferred }) : t('games.emptyText')}
        />
      )}
      {games.length > 0 && (
        <>
          <ul className={GRID} aria-label={t('games.listLabel', { title })}>
            {games.map((g, i) => (
              <li key={`${g.gameId}-${g.roomId ?? ''}`}>
                <GameTile
                  game={g}
                  eager={i < EAGER_TILES}
                  fetchPriority={i < HIGH_PRIORITY_TILES ? 'high' : undefined}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="h-4" />
          {hasNextPage && (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                className={buttonClass('outline', 'md')}
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage ? t('common.loading') : t('games.loadMore')}
              </button>
            </div>
          )}
          <p className="mt-3 text-center text-xs text-slate-500">{t('games.shown', { shown: games.length, total })}</p>
        </>
      )}
    </div>
  );
}
