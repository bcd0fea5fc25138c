import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { CloseIcon } from '@/components/icons';
import { usePageTitle } from '@/features/brand';
import { moneyKeys, useBalance } from '@/features/money';
import { WageringChip } from '@/features/promotions/lazy';
import { formatAmount } from '@/lib/format';
import { isSiteLanguage } from '@/lib/language';
import { session } from '@/lib/storage';
import { ExternalIcon } from './icons';
import { GAME_STORAGE, safeGameUrl, useGameUrl } from './store';
import { useLaunchGame } from './useLaunch';

/** /game: the launched game in an iframe under the header, full height, with a close button. */
export function GamePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('pages.game'));
  const balance = useBalance();
  const client = useQueryClient();
  // The balance stream pushes every movement; while a game is open the balance is also read every
  // few seconds, so the header follows the game even when a vendor's movements are not pushed.
  useEffect(() => {
    const id = setInterval(() => void client.invalidateQueries({ queryKey: moneyKeys.balance }), 4000);
    return () => clearInterval(id);
  }, [client]);
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  const navigate = useNavigate();
  const url = safeGameUrl(useGameUrl());
  const { openInWindow } = useLaunchGame();

  const close = () => {
    const back = session.get(GAME_STORAGE.gameReturn);
    session.remove(GAME_STORAGE.gameUrl);
    navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : '/index');
  };

  if (!url)
    return (
      <EmptyState
        level={1}
        title={t('games.noGameTitle')}
        description={t('games.noGameText')}
        action={
          <Link to="/index" className={buttonClass('gold', 'lg')}>
            {t('notFound.home')}
          </Link>
        }
      />
    );

  return (
    <section
      aria-label={t('pages.game')}
      className="-mx-3 -my-4 flex h-[calc(100dvh-100px)] flex-col sm:-mx-6 lg:-my-6 lg:h-[calc(100dvh-114px)]"
    >
      <h1 className="sr-only">{t('pages.game')}</h1>
      <div className="flex items-center justify-end gap-2 border-b border-white/10 bg-navy-950 px-2 py-1">
        {balance.data && (
          <p className="mr-auto px-2 text-sm text-slate-300">
            {t('games.balance')}:{' '}
            <span data-testid="game-balance" aria-live="polite" className="font-semibold text-gold-300 tabular-nums">
              {formatAmount(balance.data.sumBalance, lang)}
            </span>
          </p>
        )}
        <WageringChip />
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => openInWindow(url)}>
          <ExternalIcon size={16} />
          <span className="hidden sm:inline">{t('games.openWindow')}</span>
          <span className="sr-only sm:hidden">{t('games.openWindow')}</span>
        </button>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={close}>
          <CloseIcon size={16} />
          {t('games.closeGame')}
        </button>
      </div>
      <iframe
        key={url}
        src={url}
        title={t('games.gameFrame')}
        className="w-full flex-1 border-0 bg-black"
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </section>
  );
}
