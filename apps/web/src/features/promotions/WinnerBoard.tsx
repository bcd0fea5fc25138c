import { useQuery } from '@tanstack/react-query';
import { useBrand } from '@/features/brand';
import { useMoneyFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { winnerBoardQuery } from './queries';

/** The home page's winners list (SPEC §2 "winners list"): big wins and prizes, names masked by the server. */
export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const board = useQuery(winnerBoardQuery(i18n.language));
  // The home page stays whole without it: nothing shows while it loads, fails or is empty.
  if (!board.data || board.data.length === 0) return null;
  return (
    <section aria-labelledby="winner-board" className="rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-5">
      <h2 id="winner-board" className="mb-3 text-base font-semibold text-white">
        {t('promotions.winners.title')}
      </h2>
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {board.data.slice(0, 12).map((w, i) => (
          <li
            key={`${w.at}-${w.player}-${i}`}
            className="flex min-w-0 items-center justify-between gap-3 rounded-xl bg-navy-900/60 px-3 py-2 ring-1 ring-white/5"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-white">{w.player}</p>
              <p className="truncate text-xs text-slate-400">
                {t(`promotions.winners.source.${w.source}`)} · {w.title}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-sm font-semibold text-gold-300 tabular-nums">{money(w.amount)}</p>
              <p className="text-[11px] text-slate-500 tabular-nums">{formatDateTime(w.at, whitelabel.timeZone)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
