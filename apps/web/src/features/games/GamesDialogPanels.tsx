import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { SiteDialog } from '@/components/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { WarningIcon } from '@/components/icons';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { GameTile, GameTileSkeleton } from './GameTile';
import { popupGameListQuery } from './queries';
import { closeGamesDialog, useGamesDialog, type GamesDialog } from './store';

function PopupList({ d }: { d: Extract<GamesDialog, { kind: 'popupList' }> }) {
  const { t, i18n } = useTranslation();
  const list = useInfiniteQuery(popupGameListQuery(d.vassalage, i18n.language));
  const games = list.data?.pages.flatMap((p) => p.games) ?? [];
  return (
    <div className="p-4">
      {list.isPending && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      )}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && games.length === 0 && <EmptyState title={t('games.empty')} />}
      {games.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={d.title}>
          {games.map((g) => (
            <li key={g.gameId}>
              <GameTile game={g} onLaunched={closeGamesDialog} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => void list.fetchNextPage()}>
            {t('games.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}

function Maintenance({ d }: { d: Extract<GamesDialog, { kind: 'maintenance' }> }) {
  const { t } = useTranslation();
  const zone = useBrand().whitelabel.timeZone;
  return (
    <div className="p-5 text-center">
      <span className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/30">
        <WarningIcon size={30} />
      </span>
      <p className="text-sm text-slate-300">
        {d.start && d.end
          ? t('games.maintenanceWindow', { start: formatDateTime(d.start, zone), end: formatDateTime(d.end, zone) })
          : t('errors.vendor_under_maintenance')}
      </p>
      {d.suggestions.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 text-left text-sm font-semibold text-gold-300">{t('games.suggestions')}</h3>
          <ul className="grid grid-cols-2 gap-3 text-left sm:grid-cols-3" aria-label={t('games.suggestions')}>
            {d.suggestions.slice(0, 6).map((g) => (
              <li key={g.gameId}>
                <GameTile game={g} compact favorite={false} onLaunched={closeGamesDialog} />
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className={buttonClass('primary', 'md', 'mt-4 w-full')} onClick={closeGamesDialog}>
        {t('common.ok')}
      </button>
    </div>
  );
}

/** The dialogs a launch opens: a vendor's popup game list, and the maintenance notice. Loaded by GamesDialogs. */
export function GamesDialogPanels() {
  const { t } = useTranslation();
  const d = useGamesDialog();
  return (
    <>
      <SiteDialog
        open={d?.kind === 'popupList'}
        onOpenChange={(o) => !o && closeGamesDialog()}
        title={d?.kind === 'popupList' ? d.title : ''}
        size="lg"
      >
        {d?.kind === 'popupList' && <PopupList key={d.vassalage} d={d} />}
      </SiteDialog>
      <SiteDialog
        open={d?.kind === 'maintenance'}
        onOpenChange={(o) => !o && closeGamesDialog()}
        title={t('games.maintenanceTitle')}
        size="md"
      >
        {d?.kind === 'maintenance' && <Maintenance d={d} />}
      </SiteDialog>
    </>
  );
}
