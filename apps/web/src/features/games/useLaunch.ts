import { IS_AGENT, type Game, type GameCategory } from '@lotus/contracts';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { useErrorMessage } from '@/components/ErrorState';
import { useConfirm, useGeneralModal } from '@/components/GeneralModal';
import { useActionGuard } from '@/features/auth';
import { useOpenMemberCentre } from '@/features/member-centre';
import { isApiError, safeParseWith, type SchemaPicker } from '@/lib/api';
import { formatAmount } from '@/lib/format';
import { isSiteLanguage } from '@/lib/language';
import { getSession } from '@/lib/session';
import { fetchGameList, launchGameCall } from './api';
import { decideGameAction, decideCategoryAction, decideVendorAction, type VendorAction } from './decide';
import { openGamesDialog, safeGameUrl, setCurrentVendor, storeGameUrl } from './store';

/** An error's details read with a schema of the contracts (loaded by the launch call already); a failure is a mismatch. */
const readDetails = <T>(pick: SchemaPicker<T>, details: unknown) =>
  safeParseWith(pick, details).catch(() => ({ success: false as const, data: undefined }));

export interface LaunchOptions {
  /** "Play free": a free trial (accountType 0) of a game with supportPlay 0. */
  trial?: boolean;
  /** A PVP room picked from the room list. */
  roomId?: number;
}

/**
 * The one launch used by tiles, drop-downs, vendors and the footer (SPEC §4): login (login popup
 * otherwise) and the action guard, then the decision of decideGameAction; a third-party launch calls
 * getLaunchAddressV2, stores the URL and goes to /game unless already there. Errors: maintenance
 * (window and suggested games), balance not enough (deposit), invalid URL and any other code.
 */
export function useLaunchGame() {
  const { t, i18n } = useTranslation();
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  const guard = useActionGuard();
  const modal = useGeneralModal();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const openMemberCentre = useOpenMemberCentre();

  const showError = useCallback(
    (e: unknown) => {
      if (isApiError(e) && e.errorCode === 'vendor_under_maintenance') {
        void readDetails((c) => c.vendorMaintenanceValueSchema, e.details).then((v) =>
          openGamesDialog({
            kind: 'maintenance',
            vassalage: v.success ? v.data.vassalage : '',
            start: v.success ? v.data.maintenance.start : '',
            end: v.success ? v.data.maintenance.end : '',
            suggestions: v.success ? v.data.suggestions : [],
          }),
        );
        return;
      }
      if (isApiError(e) && e.errorCode === 'launch_game_balance_not_enough') {
        void readDetails((c) => c.balanceNotEnoughValueSchema, e.details)
          .then((v) =>
            confirm({
              title: t('games.balanceTitle'),
              content: v.success
                ? t('games.balanceText', {
                    balance: formatAmount(v.data.balance, lang),
                    minBet: formatAmount(v.data.minBet, lang),
                  })
                : t('errors.launch_game_balance_not_enough'),
              confirm: t('games.deposit'),
              variant: 'gold',
            }),
          )
          .then((deposit) => {
            if (deposit) openMemberCentre('depositv2');
          });
        return;
      }
      void modal.show({ icon: 'error', title: t('games.launchFailed'), content: errorMessage(e) });
    },
    [confirm, errorMessage, lang, modal, openMemberCentre, t],
  );

  const showInvalidUrl = useCallback(
    () => void modal.show({ icon: 'error', title: t('games.launchFailed'), content: t('errors.invalid_url') }),
    [modal, t],
  );

  const goToGame = useCallback(
    (rawUrl: string | null) => {
      const url = safeGameUrl(rawUrl);
      if (!url) {
        showInvalidUrl();
        return;
      }
      const here = `${location.pathname}${location.search}`;
      storeGameUrl(url, location.pathname === '/game' ? undefined : here);
      if (location.pathname !== '/game') navigate('/game');
    },
    [location.pathname, location.search, navigate, showInvalidUrl],
  );

  const launch = useCallback(
    (game: Game, options: LaunchOptions = {}): boolean => {
      const session = getSession();
      const action = decideGameAction(game, {
        loggedIn: !!session.token,
        trial: options.trial,
        trialAccount: session.isAgent === IS_AGENT.TRIAL,
      });
      const trial = action.kind === 'thirdParty' && action.accountType === 0;
      return guard(
        () => {
          switch (action.kind) {
            case 'login':
              return; // the guard already opened the login popup
            case 'popupList':
              openGamesDialog({
                kind: 'popupList',
                vassalage: action.vassalage,
                title: game.nodeName || game.gameName,
              });
              return;
            case 'lottery':
              navigate(action.route);
              return;
            case 'thirdParty':
              launchGameCall({
                gameId: game.gameId,
                nodeId: game.nodeId,
                roomId: options.roomId ?? game.roomId ?? undefined,
                vassalage: game.vassalage,
                accountType: action.accountType,
              }).then((r) => {
                if (r.kind === 'lottery' && r.route) navigate(r.route);
                else if (r.kind === 'popupList')
                  openGamesDialog({ kind: 'popupList', vassalage: r.vassalage, title: game.nodeName || game.gameName });
                else goToGame(r.game_url ?? r.game_url2);
              }, showError);
          }
        },
        { allowTrial: trial },
      );
    },
    [goToGame, guard, navigate, showError],
  );

  /** Launches a vendor directly: its first game (its lobby) in that category. */
  const launchVendor = useCallback(
    (vassalage: string, gameType?: GameCategory) =>
      guard(() => {
        fetchGameList({ vassalage, gameType, pageNo: 1, pageSize: 1 }).then((list) => {
          const first = list.games[0];
          if (first) launch(first);
          else showError(new Error('no game'));
        }, showError);
      }),
    [guard, launch, showError],
  );

  const run = useCallback(
    (action: VendorAction) => {
      if (action.kind === 'launchVendor') {
        launchVendor(action.vassalage);
        return;
      }
      setCurrentVendor(action.vassalage, action.kind === 'page' ? action.gameType : 'RNG');
      navigate(action.route);
    },
    [launchVendor, navigate],
  );

  /** A vendor chosen in a drop-down (or a vendor tab). */
  const openVendor = useCallback(
    (category: GameCategory, page: string, vassalage: string) => run(decideVendorAction(category, page, vassalage)),
    [run],
  );
  /** A category entry chosen (footer's sports, category tiles). */
  const openCategory = useCallback(
    (category: GameCategory, page: string, vendors: readonly { vassalage: string }[]) =>
      run(decideCategoryAction(category, page, vendors)),
    [run],
  );

  /** Opens the game page in a new window (popup blocked → the popup_blocked warning). */
  const openInWindow = useCallback(
    (url: string) => {
      const w = window.open(url, '_blank');
      if (w) w.opener = null;
      if (!w)
        void modal.show({
          icon: 'warning',
          title: t('errors.popup_blocked_title'),
          content: t('errors.popup_blocked'),
        });
    },
    [modal, t],
  );

  return { launch, launchVendor, openVendor, openCategory, openInWindow };
}
