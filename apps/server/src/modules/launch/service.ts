import {
  IS_GAME_VASSALAGE,
  LOTTERY_ACCOUNT_TYPES,
  MAX_RECENT_GAMES,
  TRIAL_CREDIT_MINOR,
  type GameList,
  type LaunchGameQuery,
  type LaunchResult,
  type SiteLanguage,
} from '@lotus/contracts';
import { IS_AGENT, vendorMaintenanceValueSchema } from '@lotus/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { requireCapability } from '../accounts/capabilities';
import { AppError } from '../../lib/errors';
import { moneyDetail } from '../../lib/money';
import type { AuthMember } from '../../plugins/auth';
import type { Merchant } from '../brands/service';
import {
  activeMaintenance,
  isGameOfSuspendedVendor,
  offeredGame,
  offeredVendor,
  gameList,
  popularGames,
  recordRecentGame,
  roomList,
  toGame,
} from '../games/service';
import { lotteryLobbyUrl } from '../lottery/launch';
import { sameOriginPath } from '@lotus/house/provider';
import { createLaunchSession, lotteryUnavailableUrl, takeTrialSessionsPlayMoney } from '../provider/service';
import { assertMayLaunch } from '../responsible-gaming/service';
import { trialPlayMoney } from '../wallets/service';

/**
 * Game launch (docs/API.md "Game launch", SPEC §4): getLaunchAddressV2, the popup game list of a
 * vendor lobby tile, and the lottery lobby.
 */

export interface Launcher {
  id: number;
  username: string;
  nickname: string | null;
  isAgent: number;
}

/** One of the brand's launch-game CDNs at random ('' = the site's own origin), without a trailing slash. */
export function pickCdn(merchant: Merchant, random: () => number = Math.random): string {
  const list = merchant.profile.launchGameCDNs.filter((c) => typeof c === 'string');
  if (list.length === 0) return '';
  return list[Math.floor(random() * list.length)]!.replace(/\/+$/, '');
}

/** The web route of a lottery game (SPEC §4), or null for a third-party launch. */
export function lotteryRoute(g: {
  accountTypeName: string | null;
  code: string;
  defaultPlayType: string | null;
}): string | null {
  switch (g.accountTypeName) {
    case 'TCG_SEA':
      return '/seaLottery';
    case 'TCG_LOTTO_VN':
      return '/vnlottery';
    case 'LOTT':
    case 'ELOTT':
      return g.code && g.defaultPlayType
        ? `/lottery?gameCode=${encodeURIComponent(g.code)}&playType=${encodeURIComponent(g.defaultPlayType)}`
        : '/lottery';
    default:
      return null;
  }
}

/**
 * The member's money available to a game, from the cache that serves the balance (`ctx.memberBalances`, dropped by
 * every movement of the member's money): the main wallet plus an open bonus for a seamless game (the bonus wallet
 * holds money only while a bonus is open: closing it converts or forfeits the balance), the main wallet plus the
 * vendor's sub-wallet for a transfer vendor.
 */
async function availableBalance(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  vassalage: string,
  transfer: boolean,
) {
  const b = await ctx.memberBalances.read(merchant, { id: memberId, trial: false }, ctx.now());
  if (!transfer) return b.mainBalance + b.bonusBalance;
  const vendor = b.wallets.find((w) => w.wallet === 'vendor' && w.vassalage === vassalage);
  return b.mainBalance + (vendor?.balance ?? 0n);
}

export async function launchGame(
  ctx: AppContext,
  c: {
    merchant: Merchant;
    member: Launcher;
    language: SiteLanguage;
    sessionExpiresAt: Date | null;
    /** The member's sign-in (the responsible-gaming session limit counts from it). */
    sessionId?: string | null;
  },
  q: LaunchGameQuery,
): Promise<LaunchResult> {
  const { merchant, member } = c;
  const now = ctx.now();
  if (q.merchantCode && q.merchantCode.toUpperCase() !== merchant.code.toUpperCase()) {
    throw new AppError('merchant_not_found', undefined, 'merchantCode');
  }
  if (q.username && q.username.toLowerCase() !== member.username.toLowerCase()) {
    throw new AppError('forbidden', undefined, 'username');
  }
  const language = q.language ?? c.language;
  const game = await offeredGame(ctx.db, merchant.id, q.gameId);
  if (!game) {
    const suspended = await isGameOfSuspendedVendor(ctx.db, merchant.id, q.gameId);
    throw new AppError(suspended ? 'vendor_suspended' : 'game_not_found', undefined, 'gameId');
  }
  if (q.vassalage && q.vassalage !== game.vassalage) throw new AppError('game_not_found', undefined, 'vassalage');
  if (q.nodeId !== undefined && q.nodeId !== game.nodeId) throw new AppError('game_not_found', undefined, 'nodeId');
  let minBet = game.minBet;
  if (q.roomId !== undefined) {
    const rooms = await roomList(ctx.db, { merchant, language, memberId: member.id, now }, { gameId: game.id });
    const room = rooms.find((r) => r.roomId === q.roomId);
    if (!room) throw new AppError('game_not_found', undefined, 'roomId');
    minBet = room.minBet;
  }

  // The vendor did not answer its last call (a transfer timed out): no new game until it answers or the
  // pause ends; its open rounds and pending transfers stay as they are for its retries and the reconciliation.
  const paused = ctx.health.vendorPausedFor(game.vassalage);
  if (paused > 0) {
    throw new AppError('vendor_unavailable', undefined, undefined, {
      vassalage: game.vassalage,
      retryAfterSeconds: paused,
    });
  }

  const window = activeMaintenance(game, now);
  if (window) {
    const popular = await popularGames(ctx.db, { merchant, language, memberId: member.id, now }, { limit: 24 });
    const suggestions = popular
      .filter((g) => g.vassalage !== game.vassalage && !g.underMaintenance && !g.isGame)
      .slice(0, 6);
    // A failure's details have no response schema to encode them: the games' money is encoded here (decision 0021).
    throw new AppError(
      'vendor_under_maintenance',
      undefined,
      undefined,
      z.encode(vendorMaintenanceValueSchema, { vassalage: game.vassalage, maintenance: window, suggestions }),
    );
  }

  const vendor = await offeredVendor(ctx.db, merchant.id, game.vassalage);
  if (!vendor) throw new AppError('game_not_found', undefined, 'gameId');
  const trial = q.accountType === 0;
  // What the account's kind may play (accounts/capabilities.ts): a trial account only trials, an agent of kind
  // 1 or 2 never plays for real money.
  requireCapability(member.isAgent, trial ? 'playTrial' : 'playReal');
  if (trial && game.supportPlay !== 0) throw new AppError('free_play_not_supported', undefined, 'accountType');
  if (!trial) {
    // Responsible gaming: a time-out or self-exclusion, the session limit, a used-up wager or loss limit.
    const who = { merchantId: merchant.id, memberId: member.id, timeZone: merchant.timeZone };
    await assertMayLaunch(ctx, { ...who, language: c.language, sessionId: c.sessionId ?? null, minStake: minBet }, now);
  }

  const base = {
    gameId: game.id,
    vassalage: game.vassalage,
    gameType: toGame(game, language, now).gameType,
    accountType: (trial ? 0 : 1) as 0 | 1,
    walletMode: vendor.walletMode as 'seamless' | 'transfer',
  };
  const cdn = pickCdn(merchant);

  const lottery = (LOTTERY_ACCOUNT_TYPES as readonly string[]).includes(game.accountTypeName ?? '')
    ? lotteryRoute(game)
    : null;
  // A vendor without a working integration is not launched (an honest catalogue: docs/ARCHITECTURE.md);
  // lottery games go to the site's lottery pages, which say themselves what is available.
  const adapter = ctx.providers.get(game.vassalage);
  if (!adapter && !lottery) throw new AppError('vendor_not_connected', undefined, 'gameId');
  if (game.isGame === IS_GAME_VASSALAGE) {
    return { ...base, kind: 'popupList', game_url: null, game_url2: null, route: null, expiresAt: null };
  }
  if (lottery) {
    await recordRecentGame(ctx.db, member.id, game.id, now, MAX_RECENT_GAMES);
    return {
      ...base,
      kind: 'lottery',
      game_url: lotteryUnavailableUrl(cdn, language, lottery),
      game_url2: null,
      route: lottery,
      expiresAt: null,
    };
  }

  if (!trial) {
    const available = await availableBalance(ctx, merchant, member.id, game.vassalage, base.walletMode === 'transfer');
    if (available < minBet) {
      throw new AppError('launch_game_balance_not_enough', undefined, undefined, {
        balance: moneyDetail(available),
        minBet: moneyDetail(minBet),
        currency: merchant.currency,
      });
    }
  }

  const lifetime = ctx.config.games.launchSessionMinutes * 60_000;
  const expiresAt = new Date(
    Math.min(
      now.getTime() + lifetime,
      c.sessionExpiresAt ? Math.max(c.sessionExpiresAt.getTime(), now.getTime() + 60_000) : Infinity,
    ),
  );
  // A free-play account plays with its one play-money balance, carried into this game from the
  // earlier ones (else its free-play credit); a member's free trial gets TRIAL_CREDIT_MINOR.
  const freePlayAccount = member.isAgent === IS_AGENT.TRIAL;
  const open = (tx: Tx, trialCredit: bigint) =>
    createLaunchSession(tx, {
      merchant,
      member,
      vendorId: game.vendorId,
      gameId: game.id,
      mode: trial ? 'trial' : 'real',
      language,
      now,
      expiresAt,
      trialCredit,
      authSessionId: c.sessionId ?? null,
    });
  // Only a free-play account's launch moves play money between sessions (a transaction); any other launch
  // is one insert, its own transaction.
  const session = freePlayAccount
    ? await inTransaction(ctx.db, async (tx) =>
        open(
          tx,
          (await takeTrialSessionsPlayMoney(tx, member.id)) ?? (await trialPlayMoney(tx, merchant.id, member.id)),
        ),
      )
    : await open(ctx.db, BigInt(TRIAL_CREDIT_MINOR));
  if (!adapter) throw new AppError('vendor_not_connected', undefined, 'gameId'); // (checked above: narrows the type)
  const urls = adapter.launchUrl({
    gameCode: game.code,
    houseGameId: game.houseGameId,
    token: session.token,
    playerId: session.playerId,
    mode: trial ? 'trial' : 'real',
    language,
    platform: q.platform ?? 'html5-desktop',
    cdn,
    roomId: q.roomId ?? null,
    currency: merchant.currency,
  });
  await recordRecentGame(ctx.db, member.id, game.id, now, MAX_RECENT_GAMES);
  return {
    ...base,
    kind: 'game',
    game_url: urls.gameUrl,
    game_url2: urls.gameUrl2 ?? null,
    route: '/game',
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** popupGameList: the games of a vendor lobby tile's vendor, without lobby tiles. */
export async function popupGameList(
  ctx: AppContext,
  c: { merchant: Merchant; language: SiteLanguage; memberId: number | undefined },
  q: { vassalage: string; gameType?: LaunchResult['gameType'] | undefined; pageNo: number; pageSize: number },
): Promise<GameList> {
  return gameList(
    ctx.db,
    { merchant: c.merchant, language: c.language, memberId: c.memberId, now: ctx.now() },
    { vassalage: q.vassalage, gameType: q.gameType, pageNo: q.pageNo, pageSize: q.pageSize, excludeLobbies: true },
  );
}

/**
 * lottLabby: the lottery vendor's lobby page with a launch session of the member (modules/lottery); the
 * honest "not available" page when the lottery vendor is not in the catalogue.
 */
export async function lottLabby(
  ctx: AppContext,
  r: { merchant: Merchant; member: AuthMember; language: SiteLanguage },
  q: {
    backUrl?: string;
    lottoGameCode?: string;
    lottoPlayType?: string;
    lottoFamily?: 'vn' | 'fast';
    lottoPrizeMode?: string;
  },
) {
  const cdn = pickCdn(r.merchant);
  try {
    const focus = {
      game: q.lottoGameCode,
      playType: q.lottoGameCode ? q.lottoPlayType : undefined,
      family: q.lottoFamily,
      mode: q.lottoPrizeMode,
    };
    const url = await lotteryLobbyUrl(ctx, { ...r, cdn, focus });
    return { game_url: url, game_url2: null, available: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.errorCode !== 'lottery_unavailable') throw error;
  }
  const back = sameOriginPath(q.backUrl) ?? undefined;
  return { game_url: lotteryUnavailableUrl(cdn, r.language, back), game_url2: null, available: false };
}
