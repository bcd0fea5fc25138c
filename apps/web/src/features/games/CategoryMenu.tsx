import type { CategoryNavEntry } from '@lotus/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { ChevronDownIcon } from '@/components/icons';
import { Skeletons } from '@/components/Skeleton';
import { ErrorState } from '@/components/ErrorState';
import { useCategoryLabel } from '@/features/brand';
import { GameTile } from './GameTile';
import { useGameMenu } from './queries';
import { useLaunchGame } from './useLaunch';

/** The drop-down of one category: its vendors, then 21 games, then 18 more per "more". */
export function CategoryMenuPanel({ entry, onDone }: { entry: CategoryNavEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const menu = useGameMenu(entry.gameType, true);
  const { openVendor } = useLaunchGame();
  const first = menu.data?.pages[0];
  const games = menu.data?.pages.flatMap((p) => p.games) ?? [];
  const name = label(entry);
  return (
    <div className="mx-auto max-w-[1600px] px-3 py-4 sm:px-6">
      {menu.isPending && (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7" aria-busy="true">
          <Skeletons count={7} className="aspect-[4/3] rounded-lg" />
        </div>
      )}
      {menu.isError && <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />}
      {first && (
        <>
          {first.vendors.length > 0 && (
            <ul aria-label={t('games.menuVendors', { name })} className="mb-3 flex flex-wrap gap-2">
              {first.vendors.map((v) => (
                <li key={v.vassalage}>
                  <button
                    type="button"
                    onClick={() => {
                      onDone();
                      openVendor(entry.gameType, entry.page, v.vassalage);
                    }}
                    className="flex h-9 items-center gap-2 rounded-full border border-white/10 bg-navy-800 px-3 text-sm text-slate-200 hover:border-gold-400/60 hover:text-gold-200"
                  >
                    <img src={v.smallIcon} alt="" className="h-5 w-5 rounded object-contain" />
                    {v.displayName}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ul
            aria-label={t('games.menuGames', { name })}
            className="grid max-h-[60dvh] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-5 lg:grid-cols-7"
          >
            {games.map((g) => (
              <li key={`${g.gameId}-${g.roomId ?? ''}`}>
                <GameTile game={g} compact favorite={false} onLaunched={onDone} />
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between gap-3 text-xs text-slate-400">
            <span>{t('games.shown', { shown: games.length, total: first.total })}</span>
            {menu.hasNextPage && (
              <button
                type="button"
                className={buttonClass('outline', 'sm')}
                disabled={menu.isFetchingNextPage}
                onClick={() => void menu.fetchNextPage()}
              >
                {menu.isFetchingNextPage ? t('common.loading') : t('games.more')}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A header category tab with its drop-down: opens on hover (after a short delay), on focus of the
 * toggle and on tap of the toggle; Escape or leaving closes it. The panel hangs under the header.
 */
export function CategoryTab({ entry, children }: { entry: CategoryNavEntry; children: ReactNode }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);
  const holder = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();
  const hover = typeof window !== 'undefined' && window.matchMedia?.('(hover: hover)').matches;

  const place = () => {
    const header = holder.current?.closest('header');
    setTop(header ? header.getBoundingClientRect().bottom : 0);
  };
  const show = (delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      place();
      setOpen(true);
    }, delay);
  };
  const hide = (delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onScroll = () => place();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open]);

  const name = label(entry);
  return (
    <span
      ref={holder}
      className="flex items-center"
      onMouseEnter={hover ? () => show(150) : undefined}
      onMouseLeave={hover ? () => hide(200) : undefined}
    >
      {children}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('games.menuToggle', { name })}
        onClick={() => (open ? hide() : show())}
        className="-ml-2 rounded p-1 text-slate-400 hover:text-white"
      >
        <ChevronDownIcon size={14} className={cx('transition-transform', open && 'rotate-180')} />
      </button>
      {open &&
        createPortal(
          <div
            id={panelId}
            role="region"
            aria-label={t('games.menuLabel', { name })}
            style={{ top }}
            onMouseEnter={hover ? () => show() : undefined}
            onMouseLeave={hover ? () => hide(200) : undefined}
            className="fixed inset-x-0 z-30 border-b border-white/10 bg-navy-900 shadow-2xl shadow-black/50"
          >
            <CategoryMenuPanel entry={entry} onDone={() => setOpen(false)} />
          </div>,
          document.body,
        )}
    </span>
  );
}
