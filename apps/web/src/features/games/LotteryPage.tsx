import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { buttonClass } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { openAuthDialog } from '@/features/auth';
import { usePageTitle } from '@/features/brand';
import { useSession } from '@/features/session';
import type { LotteryParams } from './api';
import { lotteryLobbyQuery } from './queries';
import { safeGameUrl } from './store';

export type LotteryKey = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';
/**
 * What each entry page opens (SPEC §2, §4): /vnlottery the Vietnamese regional draws, /seaLottery every
 * game in the SEA prize mode, /elott the fast games in the Elott prize mode; /lottery every game with
 * the brand's prize modes, at gameCode and playType when both are in the address.
 */
const FOCUS: Record<LotteryKey, Required<Pick<LotteryParams, 'prizeMode' | 'family'>>> = {
  lottery: { prizeMode: null, family: null },
  vnlottery: { prizeMode: null, family: 'vn' },
  seaLottery: { prizeMode: 'SEA', family: null },
  elott: { prizeMode: 'Elott', family: 'fast' },
};

/**
 * /lottery, /vnlottery, /seaLottery and /elott: the lottery lobby (lottLabby) in an iframe, focused
 * as FOCUS says. When the server says the lottery is not connected, its page says so.
 */
export function LotteryPage({ page }: { page: LotteryKey }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t(`pages.${page}`));
  const [params] = useSearchParams();
  const { loggedIn, token } = useSession();
  const gameCode = page === 'lottery' ? params.get('gameCode') : null;
  const playType = page === 'lottery' ? params.get('playType') : null;
  const both = gameCode && playType;
  const lobby = useQuery({
    ...lotteryLobbyQuery(
      page,
      { gameCode: both ? gameCode : null, playType: both ? playType : null, ...FOCUS[page] },
      i18n.language,
      token,
    ),
    enabled: loggedIn,
  });

  if (!loggedIn)
    return (
      <EmptyState
        level={1}
        title={t(`pages.${page}`)}
        description={t('games.lotteryLogin')}
        action={
          <button type="button" className={buttonClass('gold', 'lg')} onClick={() => openAuthDialog('login')}>
            {t('auth.login')}
          </button>
        }
      />
    );
  const url = lobby.data ? safeGameUrl(lobby.data.game_url ?? lobby.data.game_url2) : null;
  return (
    <section className="-mx-3 -my-4 flex h-[calc(100dvh-100px)] flex-col sm:-mx-6 lg:-my-6 lg:h-[calc(100dvh-114px)]">
      <h1 className="px-4 py-2 text-lg font-semibold text-white">{t(`pages.${page}`)}</h1>
      {lobby.isPending && <Skeleton className="mx-4 flex-1 rounded-xl" />}
      {lobby.isError && <ErrorState error={lobby.error} onRetry={() => void lobby.refetch()} />}
      {lobby.data && !lobby.data.available && (
        <p role="status" className="mx-4 mb-2 rounded-lg bg-gold-400/10 px-3 py-2 text-sm text-gold-200">
          {t('games.lotteryUnavailable')}
        </p>
      )}
      {lobby.data && !url && <ErrorState error={null} title={t('errors.invalid_url')} />}
      {url && <iframe src={url} title={t(`pages.${page}`)} className="w-full flex-1 border-0 bg-black" />}
    </section>
  );
}
