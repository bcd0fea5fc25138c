import { GAME_PATHS, type Vendor } from '@lotus/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { apiValue } from '@/lib/api';
import { currentLanguage } from '@/lib/language';
import { formatAmount } from '@/lib/format';
import { useLaunchGame } from './useLaunch';

/** GLS2_roomList: the rooms of a vendor's PVP games. */
const roomListQuery = (vassalage: string, language: string) =>
  queryOptions({
    queryKey: ['games', 'rooms', vassalage, language],
    queryFn: () =>
      apiValue(GAME_PATHS.roomList, {
        schema: (c) => c.roomListSchema,
        query: { vassalage, language: currentLanguage() },
      }),
    staleTime: 60_000,
  });

/**
 * The PVP category's rooms (xóc đĩa and card tables of the vendors that have rooms): each with its game,
 * its name, its bet limits and seats, entered with the room's own launch (GLS2_roomList, roomId).
 */
export function RoomList({ vendors }: { vendors: Vendor[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { launch } = useLaunchGame();
  const pvp = vendors.filter((v) => v.gameTypes.includes('PVP'));
  const results = useQueries({ queries: pvp.map((v) => roomListQuery(v.vassalage, i18n.language)) });
  const rooms = results.flatMap((r) => r.data ?? []);
  if (rooms.length === 0) return null;
  return (
    <section aria-labelledby="pvp-rooms" className="mb-6">
      <h2 id="pvp-rooms" className="mb-3 text-lg font-bold text-white">
        {t('games.rooms.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('games.rooms.title')}>
        {rooms.map((r) => (
          <li
            key={r.roomId}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-navy-850 p-3"
            aria-label={`${r.gameName} · ${r.roomName}`}
          >
            {r.showIcon && <img src={r.showIcon} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover" />}
            {/* On the narrowest phones the button takes its own line rather than squeezing the limits. */}
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate font-semibold text-white">{r.roomName}</p>
              <p className="truncate text-xs text-slate-400">{r.gameName}</p>
              <p className="text-xs text-slate-300 [overflow-wrap:anywhere]">
                {t('games.rooms.limits', { min: formatAmount(r.minBet, lang), max: formatAmount(r.maxBet, lang) })} ·{' '}
                {t('games.rooms.seats', { count: r.seats })} · {t('games.rooms.players', { count: r.players })}
              </p>
            </div>
            <button
              type="button"
              className={buttonClass('gold', 'sm', 'ml-auto')}
              aria-label={
                r.players >= r.seats
                  ? `${r.roomName}: ${t('games.rooms.full')}`
                  : t('games.rooms.enter', { room: r.roomName })
              }
              disabled={r.players >= r.seats}
              onClick={() => launch(r, { roomId: r.roomId })}
            >
              {r.players >= r.seats ? t('games.rooms.full') : t('games.rooms.play')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
