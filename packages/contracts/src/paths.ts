/**
 * API paths. Those named by SPEC §7 are verbatim; the others follow the same style and are
 * listed in docs/API.md.
 */
export const PATHS = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  permission: '/wps/system/permission',
  menu: '/wps/system/menu',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  countryCode: '/wps/system/countryCode',
  icon: '/wps/system/icon',
  routers: '/wps/system/routers',
  updateLanguage: '/wps/system/language',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  qrCode: '/wps/system/qrcode',
  health: '/healthz',
  /** The process runs (liveness); docs/DEPLOY.md "Health checks". */
  healthLive: '/healthz/live',
  /** The process can serve: database reachable, migrations applied, Redis reachable when configured (readiness). */
  healthReady: '/healthz/ready',
} as const;

/** Operator API, authenticated by the operator key (header `X-Ops-Key`). */
export const OPS_PATHS = {
  brands: '/ops/brands',
  switch: '/ops/switch',
  maintenance: '/ops/maintenance',
  region: '/ops/region',
  announcements: '/ops/announcements',
  announcement: '/ops/announcements/:id',
} as const;

/**
 * Accounts and sign-in (issue 3). Paths named by SPEC §7 are verbatim; the others follow the same
 * style and are listed in docs/API.md, "Accounts and sign-in".
 */
export const ACCOUNT_PATHS = {
  // crypto
  publicKey: '/wps/session/publicKey',
  // captchas
  captcha: '/wps/captcha',
  slider: '/wps/captcha/slider',
  sliderVerify: '/wps/captcha/slider/verify',
  // codes
  smsLoginCode: '/wps/verification/sms/noLogin',
  smsRegisterCode: '/wps/verification/sms/register',
  smsResetCode: '/wps/verification/sms/password',
  unlockCode: '/wps/verification/unlock',
  twoFactorCode: '/wps/verification/twoFactor',
  bindCode: '/wps/verification/bind',
  // sessions
  login: '/wps/session/login',
  agentLogin: '/wps/session/login/agent',
  socialLogin: '/wps/session/login/social',
  twoFactorLogin: '/wps/session/login/twoFactor',
  rememberLogin: '/wps/session/login/remember',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  loginInfo: '/wps/session/loginInfo',
  sessions: '/wps/session/list',
  otherSessions: '/wps/session/others',
  // registration
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  affiliate: '/wps/agent/affiliate',
  // member
  memberInfo: '/wps/member/info',
  firstLogin: '/wps/member/firstLogin',
  profile: '/wps/member/profile',
  bindContact: '/wps/member/contact',
  avatar: '/wps/relay/MCSFE_getPlayerAvatar',
  avatarSet: '/wps/member/info/icon',
  avatarImage: '/wps/member/avatar/:id',
  loginHistory: '/wps/member/loginHistory',
  unlock: '/wps/member/unlock',
  // passwords
  changePassword: '/wps/member/password',
  paymentPassword: '/wps/member/password/payment',
  forgotByEmail: '/wps/member/password/email',
  resetByLink: '/wps/member/password/reset',
  forgotByPhone: '/wps/member/password/verification',
} as const;

/**
 * Service pages (issue 6): help centre, feedback with uploads, customer service (getService and the
 * site's own live chat), and the web app manifest. docs/API.md "Service pages" lists these calls.
 */
export const SERVICE_PATHS = {
  /** SPEC §7 helpCenter. */
  helpCenter: '/wps/system/helpCenter',
  /** SPEC §7 feedback (PUT, multipart). GET lists the member's own feedback. */
  feedback: '/wps/feedback',
  feedbackSettings: '/wps/feedback/settings',
  /** An uploaded picture: only its owner (a member) sees it; operators use the ops path. */
  feedbackImage: '/wps/feedback/image/:id',
  /** SPEC §7 getService (customer service address per member). */
  getService: '/wps/relay/getService',
  chatOpen: '/wps/chat/open',
  chatMessages: '/wps/chat/messages',
  /** The web app manifest of the brand (not an envelope). */
  manifest: '/manifest.webmanifest',
} as const;

/**
 * The games catalogue (issue 5): vendors, games, listings, header drop-downs, favourites, recent
 * games, PVP rooms and the rank list. Paths named by SPEC §7 are verbatim; the others (favourite
 * add and remove, game art) follow the same style and are listed in docs/API.md, "Games catalogue".
 */
export const GAME_PATHS = {
  gameMenus: '/lgw/games/game_menus',
  gameMenu: '/lgw/vn/games/game_menu',
  gameMenuRecent: '/lgw/vn/games/game_menu/recent',
  popular: '/lgw/games/popular',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  gameVendor: '/wps/relay/GCSGAME_gameVendor',
  gameList: '/wps/relay/GCSGAME_gameList',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  favoriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favoriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  favoriteAdd: '/wps/relay/MCSFE_addFavoriteGame',
  favoriteRemove: '/wps/relay/MCSFE_removeFavoriteGame',
  recentGames: '/wps/relay/GCS_recentGame',
  roomList: '/wps/relay/GLS2_roomList',
  rankList: '/wps/relay/GCSGAME_getRankList',
  /** A game tile drawn by the server from the game's name and category (no outside pictures). */
  gameArt: '/wps/system/gameArt/:gameId.svg',
} as const;

/**
 * Game launch (issue 5, SPEC §4 and §7 getLaunchAddressV2). docs/API.md, "Game launch".
 *
 * - launchGame answers the URL of the game to show in the /game iframe (`game_url`, else `game_url2`),
 *   or tells the web that the tile is a lottery (route) or a vendor lobby (popup list).
 * - popupGameList answers the games of a vendor whose tile has isGame 'VASSALAGE'.
 * - lottLabby answers the lottery lobby's URL for /lottery, /vnlottery and /seaLottery.
 */
export const LAUNCH_PATHS = {
  launchGame: '/wps/game/launchGame',
  popupGameList: '/wps/game/popupGameList',
  lottLabby: '/wps/game/lottLabby',
} as const;

/**
 * Betting records (issue 5): one row per game round (the bets and wins a vendor sent with one round
 * id), across every vendor. docs/API.md, "Betting records". Amounts are in the brand's currency with
 * two decimals; times are ISO strings (UTC); days are calendar days in the brand's time zone.
 */
export const RECORD_PATHS = {
  /** personalHistoryCopy: the betting record. */
  history: '/wps/relay/ODSFE2_personalHistoryCopy',
  /** personalProfit: profit and loss by category and by day. */
  profit: '/wps/relay/ODSFE2_personalProfit',
} as const;

/**
 * Money for members (issue 4): balance and wallets, transfers main ↔ vendor wallets, balance push,
 * account records and transfers along the agent line. Deposits, withdrawals and the inbox are in
 * deposits.ts, withdrawals.ts and inbox.ts. docs/API.md, section "Money", describes every call.
 *
 * Amounts: requests send a decimal amount in major units (number or string, at most two decimals,
 * greater than zero, at most MAX_AMOUNT_TEXT); answers carry numbers with two decimals. Inside the
 * server every amount is an integer of minor units (1/100).
 */
export const MONEY_PATHS = {
  // wallets
  balance: '/wps/v2/wallets/balance',
  /** Server-sent events of balance changes (Authorization header, or ?ticket= from balanceTicket). */
  balanceEvents: '/wps/v2/wallets/events',
  balanceTicket: '/wps/v2/wallets/events/ticket',
  consolidated: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  walletTransfers: '/wps/v2/wallets/transfers',
  walletTransferOne: '/wps/v2/wallets/transfers/:reference',
  // account records
  transactionHistory: '/wps/relay/ODSFE2_MemTransDet',
  // transfers between people
  transferUpline: '/wps/member/transfer/upline',
  transferDownline: '/wps/agent/transfer/downline',
  // deposits
  depositChannels: '/wps/deposit/channels',
  depositOrders: '/wps/deposit/orders',
  depositOrder: '/wps/deposit/orders/:orderNo',
  paymentCallback: '/wps/payment/callback/:gateway',
  // withdrawals
  banks: '/wps/withdrawal/banks',
  withdrawalSettings: '/wps/withdrawal/settings',
  bankAccounts: '/wps/member/bankAccounts',
  bankAccount: '/wps/member/bankAccounts/:id',
  withdrawalOrders: '/wps/withdrawal/orders',
  withdrawalOrder: '/wps/withdrawal/orders/:orderNo',
  withdrawalConfirm: '/wps/withdrawal/orders/:orderNo/confirm',
  withdrawalNotReceived: '/wps/withdrawal/orders/:orderNo/notReceived',
  withdrawalCancel: '/wps/withdrawal/orders/:orderNo/cancel',
  withdrawalProof: '/wps/withdrawal/proofs/:id',
  // inbox (messageV2)
  unreadCount: '/wps/relay/CSP_unreadCount',
  messages: '/wps/member/messages',
  message: '/wps/member/messages/:id',
  messagesRead: '/wps/member/messages/read',
} as const;

/** Promotions and bonuses (issue 12), docs/API.md "Promotions"; the schemas are in ./promotions. */
export const PROMO_PATHS = {
  /** getPromotions: every promotion the visitor may see, with the member's status when signed in. */
  promotions: '/wps/relay/MCSFE_getPromotions',
  /** getAvailablePromotions: how many promotions the member can act on now (the header's badge). */
  available: '/wps/relay/MCSFE_getAvailablePromotions',
  promotion: '/wps/promotion/:id',
  join: '/wps/promotion/:id/join',
  claim: '/wps/promotion/:id/claim',
  apply: '/wps/promotion/:id/apply',
  /** rewardCenter: rewards waiting, the open bonus with its wagering progress, claimed history. */
  rewardCenter: '/wps/member/rewards',
  /** bonusDetails: bonus and rebate records. */
  bonusDetails: '/wps/member/bonus/details',
  forfeit: '/wps/member/bonus/forfeit',
  claimRaffle: '/wps/relay/MCS2_claimRafflePromotion',
  winnerBoard: '/wps/relay/winnerBoard',
} as const;

/** Responsible gaming (issue 17): the member's own limits, time-outs and reality checks. */
export const RG_PATHS = {
  settings: '/wps/member/rg',
  limit: '/wps/member/rg/limits',
  confirmLimit: '/wps/member/rg/limits/confirm',
  session: '/wps/member/rg/session',
  timeout: '/wps/member/rg/timeout',
  exclusion: '/wps/member/rg/exclusion',
  reality: '/wps/member/rg/reality',
  statement: '/wps/member/rg/statement',
} as const;

/** Operator: a member's responsible-gaming settings and their history (read only: nothing the member set is shortened). */
export const OPS_RG_PATHS = {
  member: '/ops/rg/members/:username',
} as const;

/** Operator: members (issue 16): search, a member's page and actions, manual adjustments and their approvals. */
export const OPS_MEMBER_PATHS = {
  members: '/ops/members',
  member: '/ops/members/:id',
  statement: '/ops/members/:id/statement',
  bets: '/ops/members/:id/bets',
  sessions: '/ops/members/:id/sessions',
  notes: '/ops/members/:id/notes',
  lock: '/ops/members/:id/lock',
  unlock: '/ops/members/:id/unlock',
  password: '/ops/members/:id/password',
  labels: '/ops/members/:id/labels',
  memberAdjustments: '/ops/members/:id/adjustments',
  adjustments: '/ops/adjustments',
  approve: '/ops/adjustments/:id/approve',
  reject: '/ops/adjustments/:id/reject',
} as const;

/** The member's mission calls (missions.ts holds the rest of missions). */
// Here, not in missions.ts: the menu badge reads the summary in the site's first load, which must not pull
// that file's schemas (and zod) along.
export const MISSION_PATHS = {
  /** MissionSummary: the missions with the member's progress and the count of claimable ones (the badge). */
  summary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  /** MissionLeaderboard: this week's mission points, names masked, with the member's own place. */
  leaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  /** Claims a completed mission's reward (body: missionId). */
  claim: '/wps/relay/MCS2_claimMission',
} as const;

/** Identity checks (issue 34, KYC): the member's documents and the operators' review queue (kyc.ts). */
export const KYC_PATHS = {
  /** The member's KYC state with its documents (GET), and an upload of one document (POST). */
  status: '/wps/kyc',
  documents: '/wps/kyc/documents',
  /** The member's own document picture. */
  document: '/wps/kyc/documents/:id',
  /** Operators: the review queue, one check, a document's picture, and the decisions. */
  opsChecks: '/ops/kyc',
  opsCheck: '/ops/kyc/:id',
  opsDocument: '/ops/kyc/documents/:id',
  opsApprove: '/ops/kyc/:id/approve',
  opsReject: '/ops/kyc/:id/reject',
  opsExpire: '/ops/kyc/:id/expire',
} as const;
