import { LOTTERY_PRIZE_MODES, LOTTERY_VASSALAGE, type SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { AuthMember } from '../../plugins/auth';
import { mayDo } from '../accounts/capabilities';
import type { Merchant } from '../brands/service';
import { recallLink } from '../provider/builtIn';
import { createLaunchSession, type ProviderAdapter, vendorSecret } from '../provider/service';
import { LOTTERY_PAGE_PATH, LOTTERY_RECALL_PATH } from './pages';
import * as repo from './repository';
import { lotteryVendor } from './wallet';

/** The lottery vendor's launch adapter (on `ctx.providers`): its page in the game frame, opened with a launch token. */
export function lotteryAdapter(dataDir: string): ProviderAdapter {
  return {
    vassalage: LOTTERY_VASSALAGE,
    walletMode: 'seamless',
    launchUrl: (r) => ({ gameUrl: lotteryPageUrl(r.cdn, r.language, { game: r.gameCode }, r.token) }),
    // The betting record's replay of a lottery bet (issue 33 item 10), a link signed for a day.
    recallUrl: (r) =>
      recallLink(
        vendorSecret(dataDir, LOTTERY_VASSALAGE),
        LOTTERY_RECALL_PATH,
        r.roundId,
        r.playerId,
        r.now.getTime() + 86_400_000,
      ),
  };
}

/**
 * Where the lottery page opens (SPEC §2, §4): `family` its first tab (the regional draws of /vnlottery,
 * the fast games of /elott), `mode` the prize mode it plays (/seaLottery SEA, /elott Elott), `game` and
 * `playType` the game and bet type of /lottery?gameCode&playType.
 */
export interface LotteryFocus {
  game?: string;
  playType?: string;
  family?: 'vn' | 'fast';
  mode?: string;
}

function lotteryPageUrl(cdn: string, language: SiteLanguage, focus: LotteryFocus, token: string | undefined) {
  const q = new URLSearchParams({ lang: language });
  if (focus.game) q.set('game', focus.game);
  if (focus.playType) q.set('playType', focus.playType);
  if (focus.family) q.set('family', focus.family);
  if (focus.mode && (LOTTERY_PRIZE_MODES as readonly string[]).includes(focus.mode)) q.set('mode', focus.mode);
  if (token) q.set('token', token);
  return `${cdn}${LOTTERY_PAGE_PATH}?${q.toString()}`;
}

/**
 * The lottery lobby's address for a member (lottLabby): a launch session of the lottery vendor and its
 * page. An account that may not play for real money sees the lobby and results without a token.
 */
export async function lotteryLobbyUrl(
  ctx: AppContext,
  r: { merchant: Merchant; member: AuthMember; language: SiteLanguage; cdn: string; focus: LotteryFocus },
): Promise<string> {
  // An account that may not play for real money (a trial account, an agent of kind 1 or 2) gets no session.
  if (!mayDo(r.member.isAgent, 'playReal')) return lotteryPageUrl(r.cdn, r.language, r.focus, undefined);
  const vendor = await lotteryVendor(ctx);
  const games = await repo.catalogueGames(ctx.db, vendor.id);
  const game = games.find((g) => g.code === r.focus.game) ?? games.find((g) => g.code === 'VN_NORTH') ?? games[0]!;
  const now = ctx.now();
  const session = await createLaunchSession(ctx.db, {
    merchant: { id: r.merchant.id, code: r.merchant.code, currency: r.merchant.currency },
    member: { id: r.member.id, username: r.member.username, nickname: r.member.nickname },
    vendorId: vendor.id,
    gameId: game.id,
    mode: 'real',
    language: r.language,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.games.launchSessionMinutes * 60_000),
    trialCredit: 0n,
  });
  return lotteryPageUrl(r.cdn, r.language, r.focus, session.token);
}
