/** Routes of the web app (SPEC §2). The server answers unknown ones with 404 and the not-found page. */
export const WEB_ROUTES = [
  '/',
  '/index',
  '/register',
  '/register.html',
  '/login',
  '/download',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
  '/hot',
  '/fav',
  '/sports',
  '/esports',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
  '/offline',
  /** The customer-service chat window (issue 6). */
  '/support/chat',
  /** The agent centre's sign-in (issue 3); the agent centre itself comes later. */
  '/agent',
] as const;
export type WebRoute = (typeof WEB_ROUTES)[number];

/**
 * The member centre's pages (SPEC §2), in menu order; the open one is `?mc=<page>` on any route. SPEC §2
 * counts 14 entries but names 15 from two sources: playerRank (the VIP rank history, issue 13) is the fifteenth.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
] as const;

/**
 * The query parameter of a referral link (`/register?ref=CODE`). Here, with the routes and free of zod, because
 * the site's first load reads it: a value from a schema file would bring that file's schemas (and zod) along.
 */
export const REFERRAL_LINK_PARAM = 'ref';
