import { describe, expect, it } from 'vitest';
import {
  decideCategoryAction,
  decideGameAction,
  decideVendorAction,
  lotteryRoute,
  menuPageSize,
  menuShownCount,
  menuTotalPages,
  type GameForDecision,
} from './decide';

const game = (over: Partial<GameForDecision> = {}): GameForDecision => ({
  gameType: 'RNG',
  accountTypeName: null,
  isGame: null,
  vassalage: 'LOTUS_HOUSE',
  code: 'lotus-slot',
  defaultPlayType: null,
  supportPlay: 1,
  ...over,
});
const member = { loggedIn: true };

describe('decideGameAction (SPEC §4)', () => {
  it('asks for login first, whatever the game', () => {
    expect(decideGameAction(game(), { loggedIn: false })).toEqual({ kind: 'login' });
    expect(decideGameAction(game({ isGame: 'VASSALAGE' }), { loggedIn: false })).toEqual({ kind: 'login' });
    expect(decideGameAction(game({ gameType: 'LOTT', accountTypeName: 'TCG_SEA' }), { loggedIn: false })).toEqual({
      kind: 'login',
    });
  });
  it('a third-party launch with real money for any other game', () => {
    expect(decideGameAction(game(), member)).toEqual({ kind: 'thirdParty', accountType: 1 });
    expect(decideGameAction(game({ gameType: 'LIVE' }), member)).toEqual({ kind: 'thirdParty', accountType: 1 });
  });
  it('free trial (accountType 0) only when asked and supportPlay is 0', () => {
    expect(decideGameAction(game({ supportPlay: 0 }), { ...member, trial: true })).toEqual({
      kind: 'thirdParty',
      accountType: 0,
    });
    expect(decideGameAction(game({ supportPlay: 1 }), { ...member, trial: true })).toEqual({
      kind: 'thirdParty',
      accountType: 1,
    });
    expect(decideGameAction(game({ supportPlay: 0 }), member)).toEqual({ kind: 'thirdParty', accountType: 1 });
  });
  it('a free-play account plays a trial game from its tile, and is told of a real-money-only one', () => {
    // Issue 33: the tile said "needs a real account" while only the small "Play free" button played.
    const freePlay = { ...member, trialAccount: true };
    expect(decideGameAction(game({ supportPlay: 0 }), freePlay)).toEqual({ kind: 'thirdParty', accountType: 0 });
    expect(decideGameAction(game({ supportPlay: 1 }), freePlay)).toEqual({ kind: 'thirdParty', accountType: 1 });
  });
  it('isGame VASSALAGE asks for the popup game list instead', () => {
    expect(decideGameAction(game({ isGame: 'VASSALAGE', vassalage: 'ROYAL_LIVE', gameType: 'LIVE' }), member)).toEqual({
      kind: 'popupList',
      vassalage: 'ROYAL_LIVE',
    });
  });
  it('LOTT and ELOTT go to the lottery launch, routed by account type', () => {
    const lott = (accountTypeName: string | null, gameType = 'LOTT', playType: string | null = 'P1') =>
      decideGameAction(game({ gameType, accountTypeName, code: 'VN45', defaultPlayType: playType }), member);
    expect(lott('TCG_SEA')).toEqual({ kind: 'lottery', route: '/seaLottery' });
    expect(lott('TCG_LOTTO_VN')).toEqual({ kind: 'lottery', route: '/vnlottery' });
    expect(lott('LOTT')).toEqual({ kind: 'lottery', route: '/lottery?gameCode=VN45&playType=P1' });
    expect(lott('ELOTT', 'ELOTT')).toEqual({ kind: 'lottery', route: '/lottery?gameCode=VN45&playType=P1' });
    expect(lott('LOTT', 'LOTT', null)).toEqual({ kind: 'lottery', route: '/lottery' });
    // anything else is a third-party launch
    expect(lott(null)).toEqual({ kind: 'thirdParty', accountType: 1 });
    expect(lott('OTHER', 'ELOTT')).toEqual({ kind: 'thirdParty', accountType: 1 });
  });
  it('a lottery account type on a non-lottery game is a third-party launch', () => {
    expect(decideGameAction(game({ gameType: 'RNG', accountTypeName: 'TCG_SEA' }), member)).toEqual({
      kind: 'thirdParty',
      accountType: 1,
    });
  });
});

describe('lotteryRoute', () => {
  it('needs both gameCode and playType for the /lottery query', () => {
    expect(lotteryRoute('LOTT', 'A', 'B')).toBe('/lottery?gameCode=A&playType=B');
    expect(lotteryRoute('LOTT', 'A', null)).toBe('/lottery');
    expect(lotteryRoute('LOTT', null, 'B')).toBe('/lottery');
    expect(lotteryRoute('LOTT', 'a b&c', 'x')).toBe('/lottery?gameCode=a+b%26c&playType=x');
    expect(lotteryRoute(null)).toBeNull();
  });
});

describe('vendor and category clicks (SPEC §4)', () => {
  it('sports, e-lottery and lottery vendors launch on click', () => {
    for (const c of ['SPORTS', 'ELOTT', 'LOTT'] as const)
      expect(decideVendorAction(c, '/x', 'V1')).toEqual({ kind: 'launchVendor', vassalage: 'V1' });
  });
  it('the RNG start stores the vassalage and goes to /rng?page={vendor}', () => {
    expect(decideVendorAction('RNG', '/rng', 'JADE_SLOTS')).toEqual({
      kind: 'rng',
      vassalage: 'JADE_SLOTS',
      route: '/rng?page=JADE_SLOTS',
    });
    expect(decideCategoryAction('RNG', '/rng', [{ vassalage: 'A' }, { vassalage: 'B' }])).toEqual({
      kind: 'rng',
      vassalage: 'A',
      route: '/rng?page=A',
    });
  });
  it('other categories open their page with the vendor set', () => {
    expect(decideVendorAction('LIVE', '/live', 'ROYAL_LIVE')).toEqual({
      kind: 'page',
      vassalage: 'ROYAL_LIVE',
      gameType: 'LIVE',
      route: '/live?page=ROYAL_LIVE',
    });
  });
  it('ELOTT and LOTT launch TCG_SEA directly when present, else open the page', () => {
    const vendors = [{ vassalage: 'GOLDEN_LOTTO' }, { vassalage: 'TCG_SEA' }];
    expect(decideCategoryAction('LOTT', '/lottery', vendors)).toEqual({ kind: 'launchVendor', vassalage: 'TCG_SEA' });
    expect(decideCategoryAction('ELOTT', '/elott', vendors)).toEqual({ kind: 'launchVendor', vassalage: 'TCG_SEA' });
    expect(decideCategoryAction('ELOTT', '/elott', [{ vassalage: 'GOLDEN_LOTTO' }])).toEqual({
      kind: 'page',
      vassalage: 'GOLDEN_LOTTO',
      gameType: 'ELOTT',
      route: '/elott',
    });
  });
  it('sports launches its first vendor (the footer entry)', () => {
    expect(decideCategoryAction('SPORTS', '/sports', [{ vassalage: 'DRAGON_SPORTS' }, { vassalage: 'X' }])).toEqual({
      kind: 'launchVendor',
      vassalage: 'DRAGON_SPORTS',
    });
    expect(decideCategoryAction('SPORTS', '/sports', [])).toEqual({
      kind: 'page',
      vassalage: null,
      gameType: 'SPORTS',
      route: '/sports',
    });
  });
  it('a non-game category sets the current vassalage to the first vendor', () => {
    expect(decideCategoryAction('FISH', '/fish', [{ vassalage: 'PHOENIX_FISH' }, { vassalage: 'JADE' }])).toEqual({
      kind: 'page',
      vassalage: 'PHOENIX_FISH',
      gameType: 'FISH',
      route: '/fish',
    });
  });
});

describe('drop-down paging (SPEC §9)', () => {
  it('21 first, then 18 per page', () => {
    expect(menuPageSize(1)).toBe(21);
    expect(menuPageSize(2)).toBe(18);
    expect(menuPageSize(7)).toBe(18);
    expect(menuTotalPages(0)).toBe(0);
    expect(menuTotalPages(21)).toBe(1);
    expect(menuTotalPages(22)).toBe(2);
    expect(menuTotalPages(39)).toBe(2);
    expect(menuTotalPages(40)).toBe(3);
    expect(menuShownCount(1, 50)).toBe(21);
    expect(menuShownCount(2, 50)).toBe(39);
    expect(menuShownCount(3, 50)).toBe(50);
  });
});
