import { IS_GAME_VASSALAGE, MENU_FIRST_PAGE_SIZE, MENU_PAGE_SIZE, type GameCategory } from '@lotus/contracts';

/** What a click on a game tile does (SPEC §4), decided without side effects. */
export type GameAction =
  /** No session: the login popup (the action guard). */
  | { kind: 'login' }
  /** isGame VASSALAGE: fetch the vendor's popup game list. */
  | { kind: 'popupList'; vassalage: string }
  /** A lottery game: go to the lottery route, whose page calls lottLabby. */
  | { kind: 'lottery'; route: string }
  /** Any other game: getLaunchAddressV2 with this accountType. */
  | { kind: 'thirdParty'; accountType: 0 | 1 };

export interface GameForDecision {
  gameType: GameCategory | string;
  accountTypeName: string | null;
  isGame: string | null;
  vassalage: string;
  code: string;
  defaultPlayType: string | null;
  supportPlay: 0 | 1;
}

/**
 * Lottery launch by account type (SPEC §4): TCG_SEA → /seaLottery, TCG_LOTTO_VN → /vnlottery,
 * LOTT or ELOTT → /lottery (with gameCode and playType when both are present); anything else is a
 * third-party launch (null).
 */
export function lotteryRoute(
  accountTypeName: string | null,
  gameCode?: string | null,
  playType?: string | null,
): string | null {
  switch (accountTypeName) {
    case 'TCG_SEA':
      return '/seaLottery';
    case 'TCG_LOTTO_VN':
      return '/vnlottery';
    case 'LOTT':
    case 'ELOTT': {
      if (gameCode && playType) {
        const q = new URLSearchParams({ gameCode, playType });
        return `/lottery?${q.toString()}`;
      }
      return '/lottery';
    }
    default:
      return null;
  }
}

/**
 * The launch decision for one game: login first; a VASSALAGE tile asks for its popup list; LOTT and
 * ELOTT go to the lottery launch (routed by account type, else third-party); everything else is a
 * third-party launch, as a free trial (accountType 0) when asked ("Play free") or the account is a free-play one
 * (`trialAccount`: it has play money only, so its tile plays the trial), and the game offers it (supportPlay 0).
 */
export function decideGameAction(
  game: GameForDecision,
  ctx: { loggedIn: boolean; trial?: boolean; trialAccount?: boolean },
): GameAction {
  if (!ctx.loggedIn) return { kind: 'login' };
  if (game.isGame === IS_GAME_VASSALAGE) return { kind: 'popupList', vassalage: game.vassalage };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    const route = lotteryRoute(game.accountTypeName, game.code, game.defaultPlayType);
    if (route) return { kind: 'lottery', route };
  }
  return { kind: 'thirdParty', accountType: (ctx.trial || ctx.trialAccount) && game.supportPlay === 0 ? 0 : 1 };
}

/** What a click on a vendor (drop-down, footer, category entry) does (SPEC §4). */
export type VendorAction =
  /** Launch the vendor directly (its first game / lobby). */
  | { kind: 'launchVendor'; vassalage: string }
  /** RNG: store the vassalage and go to /rng?page={vendor}. */
  | { kind: 'rng'; vassalage: string; route: string }
  /** Other categories: the category page with the current vassalage set. */
  | { kind: 'page'; vassalage: string | null; gameType: GameCategory; route: string };

const DIRECT_LAUNCH: readonly string[] = ['SPORTS', 'ELOTT', 'LOTT'];

/** A click on one vendor of a category. */
export function decideVendorAction(category: GameCategory, page: string, vassalage: string): VendorAction {
  if (DIRECT_LAUNCH.includes(category)) return { kind: 'launchVendor', vassalage };
  if (category === 'RNG') return { kind: 'rng', vassalage, route: `/rng?page=${encodeURIComponent(vassalage)}` };
  return { kind: 'page', vassalage, gameType: category, route: `${page}?page=${encodeURIComponent(vassalage)}` };
}

/**
 * A click on a category entry (tab, footer, home tile): ELOTT and LOTT launch the TCG_SEA vendor
 * directly when present; sports launches its first vendor; other categories open their page with the
 * current vassalage set to the first vendor's.
 */
export function decideCategoryAction(
  category: GameCategory,
  page: string,
  vendors: readonly { vassalage: string }[],
): VendorAction {
  if (category === 'ELOTT' || category === 'LOTT') {
    const sea = vendors.find((v) => v.vassalage === 'TCG_SEA');
    if (sea) return { kind: 'launchVendor', vassalage: sea.vassalage };
    return { kind: 'page', vassalage: vendors[0]?.vassalage ?? null, gameType: category, route: page };
  }
  if (category === 'SPORTS' && vendors[0]) return { kind: 'launchVendor', vassalage: vendors[0].vassalage };
  if (category === 'RNG' && vendors[0]) return decideVendorAction(category, page, vendors[0].vassalage);
  return { kind: 'page', vassalage: vendors[0]?.vassalage ?? null, gameType: category, route: page };
}

/** Header drop-down paging (SPEC §9): page 1 shows 21 games, each later page 18. */
export function menuPageSize(pageNo: number): number {
  return pageNo <= 1 ? MENU_FIRST_PAGE_SIZE : MENU_PAGE_SIZE;
}

/** How many drop-down pages `total` games take (0 when empty). */
export function menuTotalPages(total: number): number {
  if (total <= 0) return 0;
  if (total <= MENU_FIRST_PAGE_SIZE) return 1;
  return 1 + Math.ceil((total - MENU_FIRST_PAGE_SIZE) / MENU_PAGE_SIZE);
}

/** How many games the drop-down shows after loading `pages` pages of `total`. */
export function menuShownCount(pages: number, total: number): number {
  if (pages <= 0) return 0;
  return Math.min(total, MENU_FIRST_PAGE_SIZE + (pages - 1) * MENU_PAGE_SIZE);
}
