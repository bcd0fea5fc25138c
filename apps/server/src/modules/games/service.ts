import {
  GAME_CATEGORIES,
  MAX_FAVOURITES,
  MAX_RECENT_GAMES,
  MENU_FIRST_PAGE_SIZE,
  MENU_PAGE_SIZE,
  type Game,
  type GameCategory,
  type GameList,
  type GameMenu,
  type LiveClassify,
  type MaintenanceWindow,
  type RankList,
  type SiteLanguage,
  type VassGameType,
  type Vendor,
  type VendorCategory,
} from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createTtlCache, type TtlCache } from '../../lib/ttlCache';
import { ALL } from '../../lib/invalidation';
import type { Merchant } from '../brands/service';
import * as memberGames from './memberGamesRepository';
import * as rankEntries from './rankListRepository';
import * as repo from './repository';
import type { BrandVendor, GameFilter, ListedGame, VendorScope } from './repository';
import { maintenanceOf } from './maintenance';
import { containsPattern } from './search';
import { pageWindow, totalPagesOf } from '../../db/paging';

export { findBrandGame, findBrandVendor, addPopularity } from './repository';
export { recordRecentGame } from './memberGamesRepository';
export { recordRankEntry } from './rankListRepository';

// ── mapping ─────────────────────────────────────────────────────────────────────────────────

/** The server-drawn tile of a game, with its name in `language`. */
export const gameArtUrl = (gameId: number, language: SiteLanguage) =>
  `/wps/system/gameArt/${gameId}.svg?language=${language}`;

/** The vendor's maintenance window if `now` is inside it (what launch refuses with vendor_under_maintenance). */
export function activeMaintenance(
  v: { maintenanceStart: Date | null; maintenanceEnd: Date | null },
  now: Date,
): MaintenanceWindow | null {
  const w = maintenanceOf(v.maintenanceStart, v.maintenanceEnd, now);
  return w?.active ? w : null;
}

export function toVendor(v: BrandVendor, now: Date): Vendor {
  const gameTypes = v.gameTypes.filter((t): t is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(t));
  return {
    vassalage: v.vassalage,
    displayName: v.displayName,
    smallIcon: v.smallIcon,
    isHot: v.brandIsHot ?? v.isHot,
    gameType: gameTypes[0]!,
    gameTypes,
    walletMode: v.walletMode as Vendor['walletMode'],
    maintenance: maintenanceOf(v.maintenanceStart, v.maintenanceEnd, now),
  };
}

export function toGame(g: ListedGame, language: SiteLanguage, now: Date): Game {
  const name = g.name[language] || g.name.vi;
  return {
    gameId: g.id,
    roomId: null,
    nodeId: g.nodeId,
    vassalage: g.vassalage,
    gameName: name,
    nodeName: name,
    showIcon: g.showIcon ?? gameArtUrl(g.id, language),
    supportPlay: g.supportPlay === 0 ? 0 : 1,
    gameType: g.gameType as GameCategory,
    code: g.code,
    defaultPlayType: g.defaultPlayType,
    accountTypeName: g.accountTypeName,
    isGame: g.isGame,
    minBet: g.minBet,
    maxBet: g.maxBet,
    lineNum: g.lineNum,
    classify: g.classify as LiveClassify | null,
    isHot: g.isHot,
    isNew: g.isNew,
    popularity: g.popularity,
    isFavorite: g.isFavorite,
    underMaintenance: activeMaintenance(g, now) !== null,
  };
}

/** A page of games as the lists answer it. */
function gamePage(
  c: { language: SiteLanguage; now: Date },
  q: { pageNo: number; pageSize: number },
  page: { rows: ListedGame[]; total: number },
): GameList {
  return {
    games: page.rows.map((g) => toGame(g, c.language, c.now)),
    pageNum: q.pageNo,
    pageSize: q.pageSize,
    totalPages: totalPagesOf(page.total, q.pageSize),
    total: page.total,
  };
}

/** The header drop-down's pages: 21 games on the first, then 18 on each. */
export function menuPage(pageNo: number): { offset: number; limit: number } {
  return pageNo <= 1
    ? { offset: 0, limit: MENU_FIRST_PAGE_SIZE }
    : { offset: MENU_FIRST_PAGE_SIZE + (pageNo - 2) * MENU_PAGE_SIZE, limit: MENU_PAGE_SIZE };
}
export function menuTotalPages(total: number): number {
  if (total <= 0) return 0;
  return total <= MENU_FIRST_PAGE_SIZE ? 1 : 1 + Math.ceil((total - MENU_FIRST_PAGE_SIZE) / MENU_PAGE_SIZE);
}

/** A public form of a player's name: the first three and last two characters ("dem***01"). */
export function maskPlayerName(username: string): string {
  if (username.length <= 2) return `${username[0] ?? '*'}***`;
  if (username.length <= 5) return `${username.slice(0, 1)}***${username.slice(-1)}`;
  return `${username.slice(0, 3)}***${username.slice(-2)}`;
}

/**
 * The brand's vendor scope, cached per database and brand for SCOPE_TTL_MS: a listing then costs the
 * page query (and a count) only. A change of vendors, brand enablement or maintenance windows shows
 * within that time in every process; a writer in this process calls invalidateVendorScopes() to show
 * it at once.
 */
export const SCOPE_TTL_MS = 5_000;
const scopes = new WeakMap<object, Map<number, { scope: Promise<VendorScope>; at: number }>>();

function scopeOf(db: Tx, merchantId: number): Promise<VendorScope> {
  let byBrand = scopes.get(db);
  if (!byBrand) scopes.set(db, (byBrand = new Map()));
  const hit = byBrand.get(merchantId);
  const now = performance.now();
  if (hit && now - hit.at < SCOPE_TTL_MS) return hit.scope;
  const scope = repo.vendorScope(db, merchantId);
  byBrand.set(merchantId, { scope, at: now });
  // A failed read is not kept.
  scope.catch(() => byBrand.delete(merchantId));
  return scope;
}

/** The categories in which the brand offers at least one vendor (an honest header: no category without games). */
export async function offeredCategories(db: Tx, merchantId: number): Promise<Set<string>> {
  return new Set((await scopeOf(db, merchantId)).offered.flatMap((v) => v.gameTypes));
}

/** The vendors a brand offers, in its order (the money module lists the transfer-wallet ones), from the cached scope. */
export async function brandVendors(db: Tx, merchantId: number): Promise<BrandVendor[]> {
  return (await scopeOf(db, merchantId)).offered;
}

/**
 * Forgets the cached vendor scopes, counts and listing pages of a database (after a catalogue write). Every process
 * does it on a catalogue notice of the invalidation bus (appContext.ts), which plugins/cacheInvalidation.ts
 * publishes after each operator change.
 */
export function invalidateVendorScopes(db: Tx): void {
  scopes.delete(db);
  counts.delete(db);
  listings.get(db)?.invalidate();
  offered.get(db)?.invalidate();
}

/**
 * A game and a vendor as the brand offers them (without the member's favourite flag), for a launch: kept like
 * the scopes (SCOPE_TTL_MS, dropped by invalidateVendorScopes on every catalogue notice), so a launch reads
 * neither. Maintenance windows are data of the rows and are judged against the clock at each use.
 */
const offered = new WeakMap<object, TtlCache<ListedGame | BrandVendor | undefined>>();

function offeredOf(db: Tx) {
  let cache = offered.get(db);
  if (!cache)
    offered.set(db, (cache = createTtlCache({ ttlMs: SCOPE_TTL_MS, max: LISTING_CACHE_SIZE, name: 'games_offered' })));
  return cache;
}

export const offeredGame = (db: Tx, merchantId: number, gameId: number) =>
  offeredOf(db).get(`g:${merchantId}:${gameId}`, () => repo.findBrandGame(db, merchantId, gameId)) as Promise<
    ListedGame | undefined
  >;

/** A game held back only because the operator suspended its vendor (launch says so, not "game not found"). */
export const isGameOfSuspendedVendor = (db: Tx, merchantId: number, gameId: number) =>
  repo.isGameOfSuspendedVendor(db, merchantId, gameId);

export const offeredVendor = (db: Tx, merchantId: number, vassalage: string) =>
  offeredOf(db).get(`v:${merchantId}:${vassalage}`, () => repo.findBrandVendor(db, merchantId, vassalage)) as Promise<
    BrandVendor | undefined
  >;

/**
 * Totals of listings, cached like the scopes (same lifetime, same invalidation): every page of a
 * category shares one count. At most COUNT_CACHE_SIZE filters per database are kept.
 */
const COUNT_CACHE_SIZE = 2_000;
const counts = new WeakMap<object, Map<string, { total: number; at: number }>>();

/** A filter's key, whoever reads it: its brand and conditions (not the member). */
function filterKey(filter: GameFilter): string {
  const { scope, memberId: _member, ...rest } = filter;
  return JSON.stringify(rest, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) + `@${scope.merchantId}`;
}

async function cachedCount(db: Tx, filter: GameFilter): Promise<number> {
  const key = filterKey(filter);
  let byKey = counts.get(db);
  if (!byKey) counts.set(db, (byKey = new Map()));
  const now = performance.now();
  const hit = byKey.get(key);
  if (hit && now - hit.at < SCOPE_TTL_MS) return hit.total;
  const total = await repo.countGames(db, filter);
  if (byKey.size >= COUNT_CACHE_SIZE) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, { total, at: now });
  return total;
}

/** The id of a vendor the brand offers, else vendor_not_found. */
function vendorIdOf(scope: VendorScope, vassalage: string | undefined): number | undefined {
  if (vassalage === undefined) return undefined;
  const v = scope.offered.find((x) => x.vassalage === vassalage);
  if (!v) throw new AppError('vendor_not_found', undefined, 'vassalage');
  return v.id;
}

/**
 * A page and the total. The count is skipped when the page itself tells it (a page that is not
 * full, and is not past the end): most searches and the last pages need one query only.
 */
async function pageWithTotal(
  db: Tx,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<ListingPage> {
  const rows = await repo.pageGames(db, filter, page);
  const total = rows.length > 0 && rows.length < page.limit ? page.offset + rows.length : await cachedCount(db, filter);
  return { rows, total };
}

interface ListingPage {
  rows: ListedGame[];
  total: number;
}

/**
 * Listing pages read without a member (no favourite flags), by brand, filter and window, shared by every
 * game list (a signed-in member's favourite flags are added per request). Kept per database like the scopes:
 * each lives SCOPE_TTL_MS (popularity moves with play) and invalidateVendorScopes (every catalogue notice)
 * drops them all. Language and maintenance are applied per request.
 */
const LISTING_CACHE_SIZE = 5_000;
const listings = new WeakMap<object, TtlCache<ListingPage>>();

function listingsOf(db: Tx): TtlCache<ListingPage> {
  let cache = listings.get(db);
  if (!cache)
    listings.set(
      db,
      (cache = createTtlCache<ListingPage>({ ttlMs: SCOPE_TTL_MS, max: LISTING_CACHE_SIZE, name: 'games_listings' })),
    );
  return cache;
}

/**
 * A signed-in member's favourite game ids, by member, per database: the one part of a listing page that is the
 * member's own, so a signed-in list is the shared page plus this set and no query. Kept FAVOURITES_TTL_MS; a
 * change of the member's favourites drops it in every process at once (the `member` notice of the invalidation
 * bus, published by the favourite routes; forgetFavourites).
 */
const FAVOURITES_TTL_MS = 30_000;
const FAVOURITES_CACHE_SIZE = 20_000;
const favouriteSets = new WeakMap<object, TtlCache<ReadonlySet<number>>>();

function favouritesOf(db: Tx, memberId: number): Promise<ReadonlySet<number>> {
  let cache = favouriteSets.get(db);
  if (!cache)
    favouriteSets.set(
      db,
      (cache = createTtlCache({ ttlMs: FAVOURITES_TTL_MS, max: FAVOURITES_CACHE_SIZE, name: 'games_favourites' })),
    );
  return cache.get(String(memberId), async () => new Set(await memberGames.memberFavouriteIds(db, memberId)));
}

/** A `member` notice: that member's favourites (or, for ALL, everyone's) are read again. */
export function forgetFavourites(db: Tx, key: string): void {
  const cache = favouriteSets.get(db);
  if (key === ALL) cache?.invalidate();
  else cache?.drop(key);
}

// ── listings ────────────────────────────────────────────────────────────────────────────────

export interface ListContext {
  merchant: Merchant;
  language: SiteLanguage;
  memberId: number | undefined;
  now: Date;
}

export interface GameListInput {
  pageNo: number;
  pageSize: number;
  gameName?: string | undefined;
  /** Minor units (the query schema reads the decimal). */
  minBet?: bigint | undefined;
  minLineNum?: number | undefined;
  vassalage?: string | undefined;
  gameType?: GameCategory | undefined;
  classify?: LiveClassify[] | undefined;
  isHot?: boolean | undefined;
  isNew?: boolean | undefined;
  excludeLobbies?: boolean | undefined;
}

/** getGameList: one page of the brand's games with the filters of SPEC §7. */
export async function gameList(db: Tx, c: ListContext, q: GameListInput): Promise<GameList> {
  const scope = await scopeOf(db, c.merchant.id);
  const filter: GameFilter = {
    scope,
    memberId: c.memberId,
    gameType: q.gameType,
    vendorId: vendorIdOf(scope, q.vassalage),
    classify: q.classify,
    maxMinBet: q.minBet,
    minLineNum: q.minLineNum,
    searchPattern: containsPattern(q.gameName),
    isHot: q.isHot,
    isNew: q.isNew,
    excludeLobbies: q.excludeLobbies,
  };
  const slice = pageWindow(q);
  // The page without favourite flags is shared by everyone; a signed-in reader's flags are read for it alone.
  const page = await listingsOf(db).get(`${filterKey(filter)}#${slice.offset}:${slice.limit}`, () =>
    pageWithTotal(db, { ...filter, memberId: undefined }, slice),
  );
  if (c.memberId === undefined) return gamePage(c, q, page);
  const favourites = await favouritesOf(db, c.memberId);
  const rows = page.rows.map((g) => (favourites.has(g.id) ? { ...g, isFavorite: true } : g));
  return gamePage(c, q, { rows, total: page.total });
}

/** getGameVendor: the brand's vendors grouped by category, in the brand's category order. */
export async function vendorCategories(
  db: Tx,
  c: Omit<ListContext, 'memberId'>,
  gameType?: GameCategory,
): Promise<VendorCategory[]> {
  const vendors = (await scopeOf(db, c.merchant.id)).offered.map((v) => toVendor(v, c.now));
  return categoryOrder(c.merchant)
    .filter((cat) => !gameType || cat === gameType)
    .map((cat) => ({ gameCategory: cat, vendors: vendors.filter((v) => v.gameTypes.includes(cat)) }))
    .filter((vc) => vc.vendors.length > 0);
}

/** The brand's categories (its nav entries first, then any other category). */
function categoryOrder(m: Merchant): GameCategory[] {
  const fromNav = m.profile.gameCategories.map((c) => c.gameType);
  return [...fromNav, ...GAME_CATEGORIES.filter((c) => !fromNav.includes(c))];
}

/** GCSGAME_getVassGameType: the categories one vendor offers the brand, with counts. */
export async function vassGameTypes(db: Tx, merchantId: number, vassalage: string): Promise<VassGameType> {
  const vendor = (await scopeOf(db, merchantId)).offered.find((v) => v.vassalage === vassalage);
  if (!vendor) throw new AppError('vendor_not_found', undefined, 'vassalage');
  const rows = await repo.vendorGameTypes(db, vendor.id);
  const byType = new Map<GameCategory, { gameCount: number; classify: Set<LiveClassify> }>();
  for (const r of rows) {
    const type = r.gameType as GameCategory;
    const entry = byType.get(type) ?? { gameCount: 0, classify: new Set<LiveClassify>() };
    entry.gameCount += r.n;
    if (r.classify) entry.classify.add(r.classify as LiveClassify);
    byType.set(type, entry);
  }
  const order = vendor.gameTypes as GameCategory[];
  const types = [...byType.keys()].sort((a, b) => rank(order, a) - rank(order, b));
  return {
    vassalage: vendor.vassalage,
    gameTypes: types.map((t) => ({
      gameType: t,
      gameCount: byType.get(t)!.gameCount,
      classify: [...byType.get(t)!.classify].sort(),
    })),
  };
}
const rank = (order: string[], x: string) => (order.includes(x) ? order.indexOf(x) : order.length);

/** One category's drop-down page (21 games first, then 18), with the category's vendors. */
async function categoryMenu(
  db: Tx,
  c: ListContext,
  scope: VendorScope,
  category: GameCategory,
  pageNo: number,
  vendorId: number | undefined,
): Promise<GameMenu> {
  const nav = c.merchant.profile.gameCategories.find((n) => n.gameType === category);
  const vendors = scope.offered.map((v) => toVendor(v, c.now));
  const filter: GameFilter = { scope, memberId: c.memberId, gameType: category, vendorId };
  const { rows, total } = await pageWithTotal(db, filter, menuPage(pageNo));
  return {
    gameCategory: category,
    name: nav?.name ?? category,
    enName: nav?.enName ?? category,
    page: nav?.page ?? `/${category.toLowerCase()}`,
    point: nav?.point ?? 1,
    vendors: vendors.filter((v) => v.gameTypes.includes(category)),
    games: rows.map((g) => toGame(g, c.language, c.now)),
    pageNum: pageNo,
    totalPages: menuTotalPages(total),
    total,
  };
}

/** /lgw/games/game_menus: every category of the brand (or the one asked) with its drop-down page. */
export async function gameMenus(
  db: Tx,
  c: ListContext,
  q: { gameType?: GameCategory | undefined; pageNo: number },
): Promise<GameMenu[]> {
  const scope = await scopeOf(db, c.merchant.id);
  const categories = (q.gameType ? [q.gameType] : c.merchant.profile.gameCategories.map((n) => n.gameType)).filter(
    (cat) => scope.offered.some((v) => v.gameTypes.includes(cat)),
  );
  const menus: GameMenu[] = [];
  // One after another: PGlite has one connection, and on PostgreSQL this keeps a request to one.
  for (const cat of categories) menus.push(await categoryMenu(db, c, scope, cat, q.pageNo, undefined));
  return menus;
}

/** /lgw/vn/games/game_menu: one category's drop-down page, optionally of one vendor. */
export async function gameMenu(
  db: Tx,
  c: ListContext,
  q: { gameType: GameCategory; vassalage?: string | undefined; pageNo: number },
): Promise<GameMenu> {
  const scope = await scopeOf(db, c.merchant.id);
  return categoryMenu(db, c, scope, q.gameType, q.pageNo, vendorIdOf(scope, q.vassalage));
}

/** The `limit` most popular games of a filter, as tiles. */
async function firstGames(
  db: Tx,
  c: ListContext,
  scope: VendorScope,
  filter: Omit<GameFilter, 'scope' | 'memberId'>,
  limit: number,
): Promise<Game[]> {
  const rows = await repo.pageGames(db, { scope, memberId: c.memberId, ...filter }, { offset: 0, limit });
  return rows.map((g) => toGame(g, c.language, c.now));
}

/** /lgw/games/popular: the most played games. */
export async function popularGames(
  db: Tx,
  c: ListContext,
  q: { gameType?: GameCategory | undefined; limit: number },
): Promise<Game[]> {
  return firstGames(db, c, await scopeOf(db, c.merchant.id), { gameType: q.gameType }, q.limit);
}

/** GCSGAME_hotGamesV2: games flagged hot, most popular first, optionally of one vendor. */
export async function hotGames(
  db: Tx,
  c: ListContext,
  q: { vassalage?: string | undefined; gameType?: GameCategory | undefined; limit: number },
): Promise<Game[]> {
  const scope = await scopeOf(db, c.merchant.id);
  const filter = { vendorId: vendorIdOf(scope, q.vassalage), gameType: q.gameType, isHot: true };
  return firstGames(db, c, scope, filter, q.limit);
}

// ── favourites ──────────────────────────────────────────────────────────────────────────────

export const favouriteIds = (db: Tx, merchantId: number, memberId: number) =>
  memberGames.favouriteIds(db, merchantId, memberId);

export async function favouriteList(
  db: Tx,
  c: ListContext & { memberId: number },
  q: { pageNo: number; pageSize: number },
): Promise<GameList> {
  return gamePage(c, q, await memberGames.pageFavourites(db, c.merchant.id, c.memberId, pageWindow(q)));
}

/** Adds a favourite (idempotent). The game must be one the member's brand offers. */
export async function addFavourite(db: Tx, merchantId: number, memberId: number, gameId: number, now: Date) {
  const game = await repo.findBrandGame(db, merchantId, gameId, memberId);
  if (!game) throw new AppError('game_not_found', undefined, 'gameId');
  if (!game.isFavorite && (await memberGames.countFavourites(db, memberId)) >= MAX_FAVOURITES) {
    throw new AppError('favourite_limit_reached', undefined, 'gameId');
  }
  const changed = await memberGames.insertFavourite(db, memberId, gameId, now);
  return { gameId, isFavorite: true, changed };
}

/** Removes a favourite (idempotent: removing one that is not there answers changed false). */
export async function removeFavourite(db: Tx, memberId: number, gameId: number) {
  const changed = await memberGames.deleteFavourite(db, memberId, gameId);
  return { gameId, isFavorite: false, changed };
}

// ── recent games, rooms, rank list ──────────────────────────────────────────────────────────

export async function recentGames(
  db: Tx,
  c: ListContext & { memberId: number },
  q: { limit: number; gameType?: GameCategory | undefined },
) {
  const rows = await memberGames.listRecentGames(db, c.merchant.id, c.memberId, {
    limit: Math.min(q.limit, MAX_RECENT_GAMES),
    gameType: q.gameType,
  });
  return rows.map((g) => ({ ...toGame(g, c.language, c.now), lastLaunchedAt: g.lastLaunchedAt.toISOString() }));
}

export async function roomList(
  db: Tx,
  c: ListContext,
  q: { gameId?: number | undefined; vassalage?: string | undefined },
) {
  const vendorId = vendorIdOf(await scopeOf(db, c.merchant.id), q.vassalage);
  if (q.gameId !== undefined && !(await repo.findBrandGame(db, c.merchant.id, q.gameId))) {
    throw new AppError('game_not_found', undefined, 'gameId');
  }
  // Present: seen at the room's table in the last 30 s (the table page refreshes its seat while open).
  const rows = await repo.listRooms(
    db,
    c.merchant.id,
    c.memberId,
    { gameId: q.gameId, vendorId },
    new Date(c.now.getTime() - 30_000),
  );
  return rows.map((r) => ({
    ...toGame(r, c.language, c.now),
    roomId: r.roomId,
    roomName: r.roomName[c.language] || r.roomName.vi,
    minBet: r.roomMinBet,
    maxBet: r.roomMaxBet,
    seats: r.seats,
    players: r.players,
  }));
}

const PERIOD_DAYS = { DAY: 1, WEEK: 7, MONTH: 30 } as const;

/** The game of a rank line, as both rankings read it. */
type RankGame = Pick<
  Awaited<ReturnType<typeof rankEntries.topGames>>[number],
  'gameId' | 'name' | 'vassalage' | 'gameType' | 'showIcon'
>;

export async function rankList(
  db: Tx,
  c: Omit<ListContext, 'memberId'>,
  q: { type: 'WIN' | 'GAME'; period: keyof typeof PERIOD_DAYS; gameType?: GameCategory | undefined; limit: number },
): Promise<RankList> {
  const since = new Date(c.now.getTime() - PERIOD_DAYS[q.period] * 86_400_000);
  /** What every line says of its game. */
  const gameOf = (r: RankGame, i: number) => ({
    rank: i + 1,
    gameId: r.gameId,
    gameName: r.name[c.language] || r.name.vi,
    vassalage: r.vassalage,
    gameType: r.gameType as GameCategory,
    showIcon: r.showIcon ?? gameArtUrl(r.gameId, c.language),
  });
  if (q.type === 'WIN') {
    const rows = await rankEntries.topWins(db, c.merchant.id, since, q);
    return {
      type: q.type,
      period: q.period,
      list: rows.map((r, i) => ({
        ...gameOf(r, i),
        playerName: r.playerName,
        amount: r.win,
        multiplier: Math.floor((Number(r.win) / Number(r.stake)) * 100) / 100,
        time: r.wonAt.toISOString(),
        count: 1,
      })),
    };
  }
  const rows = await rankEntries.topGames(db, c.merchant.id, since, q);
  return {
    type: q.type,
    period: q.period,
    list: rows.map((r, i) => ({
      ...gameOf(r, i),
      playerName: null,
      amount: r.total ?? 0n,
      multiplier: null,
      time: (r.latest ?? c.now).toISOString(),
      count: r.n,
    })),
  };
}
