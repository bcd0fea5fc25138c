import type { Game } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { LazyImage } from '@/components/LazyImage';
import { Skeleton } from '@/components/Skeleton';
import { HeartIcon, PlayIcon } from './icons';
import { useFavoriteToggle } from './useFavorite';
import { useLaunchGame } from './useLaunch';

/** One game: the server-drawn art, its name and vendor, play, "Play free" and the favourite toggle. */
export function GameTile({
  game,
  favorite = true,
  compact = false,
  onLaunched,
  eager = false,
  fetchPriority,
}: {
  game: Game;
  /** Show the favourite toggle (not in drop-downs). */
  favorite?: boolean;
  compact?: boolean;
  onLaunched?: () => void;
  /** Above the fold: the picture loads at once and may be the page's largest paint. */
  eager?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  const { t } = useTranslation();
  const { launch } = useLaunchGame();
  const fav = useFavoriteToggle(game);
  const play = (trial?: boolean) => {
    onLaunched?.();
    launch(game, { trial });
  };
  return (
    <article
      aria-label={game.gameName}
      className="group relative flex flex-col overflow-hidden rounded-xl bg-navy-850 ring-1 ring-white/10 transition hover:ring-gold-400/50"
    >
      <button
        type="button"
        onClick={() => play()}
        className="relative block aspect-[4/3] w-full overflow-hidden"
        aria-label={t('games.playGame', { name: game.gameName })}
      >
        <LazyImage
          src={game.showIcon}
          alt=""
          className="h-full w-full"
          imgClassName="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          eager={eager}
          fetchPriority={fetchPriority}
        />
        <span className="absolute inset-0 flex items-center justify-center bg-navy-950/50 opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow-lg">
            <PlayIcon size={20} />
          </span>
        </span>
        {game.underMaintenance && (
          <span className="absolute top-1.5 left-1.5 rounded bg-rose-500/90 px-1.5 py-0.5 text-[10px] font-semibold text-white">
            {t('games.maintenanceBadge')}
          </span>
        )}
        {!game.underMaintenance && (game.isHot || game.isNew) && (
          <span className="absolute top-1.5 left-1.5 rounded bg-gold-400/90 px-1.5 py-0.5 text-[10px] font-bold text-navy-950 uppercase">
            {game.isNew ? t('games.new') : t('games.hot')}
          </span>
        )}
      </button>
      <div className={cx('flex items-start gap-1 px-2', compact ? 'py-1.5' : 'py-2')}>
        <div className="min-w-0 flex-1">
          <p className={cx('truncate font-medium text-white', compact ? 'text-xs' : 'text-sm')}>{game.gameName}</p>
          {!compact && <p className="truncate text-xs text-slate-400">{game.nodeName}</p>}
        </div>
        {favorite && (
          <button
            type="button"
            onClick={fav.toggle}
            disabled={fav.pending}
            aria-pressed={fav.favorite}
            aria-label={t('games.favoriteToggle', { name: game.gameName })}
            className={cx(
              '-mr-1 rounded-full p-1.5 transition hover:bg-white/5',
              fav.favorite ? 'text-rose-400' : 'text-slate-400 hover:text-rose-300',
            )}
          >
            <HeartIcon size={18} filled={fav.favorite} />
          </button>
        )}
      </div>
      {!compact &&
        (game.supportPlay === 0 && game.isGame !== 'VASSALAGE' ? (
          <button
            type="button"
            onClick={() => play(true)}
            aria-label={t('games.playFreeGame', { name: game.gameName })}
            className={cx(
              TRIAL_ROW,
              'rounded-lg border border-white/15 text-xs font-medium text-slate-200 hover:border-gold-400/60 hover:text-gold-300',
            )}
          >
            {t('games.playFree')}
          </button>
        ) : (
          // Every tile of a grid has the same height, so the skeleton can hold the place exactly.
          <div className={TRIAL_ROW} aria-hidden="true" />
        ))}
    </article>
  );
}

/** The "Play free" row of a full tile, kept (empty) on tiles without a free trial. */
const TRIAL_ROW = 'mx-2 mb-2 flex h-7 shrink-0 items-center justify-center';

/** A full tile's placeholder, of exactly its size: the picture, the name and vendor lines, the trial row. */
export function GameTileSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl bg-navy-850 ring-1 ring-white/10" aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="px-2 py-2">
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-3/4 rounded" />
        </div>
        <div className="flex h-4 items-center">
          <Skeleton className="h-3 w-1/2 rounded" />
        </div>
      </div>
      <Skeleton className={cx(TRIAL_ROW, 'rounded-lg')} />
    </div>
  );
}

export const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6';
