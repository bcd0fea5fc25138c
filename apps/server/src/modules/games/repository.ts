// The game catalogue's SQL: vendors as a brand offers them, game listings, rooms, popularity and tile art.
import { type SQL, and, asc, count, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { GameCategory, LiveClassify } from '@lotus/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { gameFavourites, gameRooms, gameVendors, games, houseTableSeats, merchantVendors } from '../../db/schema/index';

export type VendorRow = typeof gameVendors.$inferSelect;

/** A vendor as a brand offers it. */
export interface BrandVendor extends VendorRow {
  brandSort: number;
  brandIsHot: boolean | null;
}

/** The columns every game listing selects. */
export const gameColumns = {
  id: games.id,
  vendorId: games.vendorId,
  code: games.code,
  nodeId: games.nodeId,
  name: games.name,
  showIcon: games.showIcon,
  gameType: games.gameType,
  classify: games.classify,
  supportPlay: games.supportPlay,
  defaultPlayType: games.defaultPlayType,
  accountTypeName: games.accountTypeName,
  isGame: games.isGame,
  minBet: games.minBet,
  maxBet: games.maxBet,
  lineNum: games.lineNum,
  isHot: games.isHot,
  isNew: games.isNew,
  popularity: games.popularity,
  houseGameId: games.houseGameId,
  vassalage: gameVendors.vassalage,
  vendorName: gameVendors.displayName,
  maintenanceStart: gameVendors.maintenanceStart,
  maintenanceEnd: gameVendors.maintenanceEnd,
};

export interface ListedGame {
  id: number;
  vendorId: number;
  code: string;
  nodeId: number;
  name: { vi: string; en: string };
  showIcon: string | null;
  gameType: string;
  classify: string | null;
  supportPlay: number;
  defaultPlayType: string | null;
  accountTypeName: string | null;
  isGame: string | null;
  minBet: bigint;
  maxBet: bigint;
  lineNum: number | null;
  isHot: boolean;
  isNew: boolean;
  popularity: number;
  houseGameId: string | null;
  vassalage: string;
  vendorName: string;
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
  isFavorite: boolean;
}

/**
 * Every vendor with the brand's view of it: the offered ones (enabled for the brand and active) in
 * the brand's order, and the SQL condition on games.vendor_id that keeps a listing to them. Listings
 * filter games by that condition instead of joining merchant_vendors and game_vendors, and attach
 * the vendor's fields from here: on PGlite the joins cost more than the rest of a page.
 */
export interface VendorScope {
  merchantId: number;
  offered: BrandVendor[];
  byId: Map<number, BrandVendor>;
  /** undefined when the brand offers every vendor. */
  condition: SQL | undefined;
}

export async function vendorScope(db: Tx, merchantId: number): Promise<VendorScope> {
  const rows = await db
    .select({
      vendor: gameVendors,
      enabled: merchantVendors.enabled,
      brandSort: merchantVendors.sort,
      brandIsHot: merchantVendors.isHot,
    })
    .from(gameVendors)
    .leftJoin(
      merchantVendors,
      and(eq(merchantVendors.vendorId, gameVendors.id), eq(merchantVendors.merchantId, merchantId)),
    )
    .orderBy(asc(merchantVendors.sort), asc(gameVendors.sort), asc(gameVendors.id));
  const offered: BrandVendor[] = [];
  const excluded: number[] = [];
  for (const r of rows) {
    if (r.enabled === true && r.vendor.status === 'active')
      offered.push({ ...r.vendor, brandSort: r.brandSort ?? 0, brandIsHot: r.brandIsHot });
    else excluded.push(r.vendor.id);
  }
  const offeredIds = offered.map((v) => v.id);
  const condition =
    excluded.length === 0
      ? undefined
      : offeredIds.length === 0
        ? sql`false`
        : offeredIds.length <= excluded.length
          ? inArray(games.vendorId, offeredIds)
          : notInArray(games.vendorId, excluded);
  return { merchantId, offered, byId: new Map(offered.map((v) => [v.id, v])), condition };
}

/** A vendor by code if the brand offers it. */
export async function findBrandVendor(db: Tx, merchantId: number, vassalage: string): Promise<BrandVendor | undefined> {
  const [row] = await db
    .select({ vendor: gameVendors, brandSort: merchantVendors.sort, brandIsHot: merchantVendors.isHot })
    .from(gameVendors)
    .innerJoin(
      merchantVendors,
      and(eq(merchantVendors.vendorId, gameVendors.id), eq(merchantVendors.merchantId, merchantId)),
    )
    .where(
      and(eq(gameVendors.vassalage, vassalage), eq(merchantVendors.enabled, true), eq(gameVendors.status, 'active')),
    );
  return row ? { ...row.vendor, brandSort: row.brandSort, brandIsHot: row.brandIsHot } : undefined;
}

export interface GameFilter {
  /** The brand's vendors (vendorScope). */
  scope: VendorScope;
  /** Sets isFavorite on each game. */
  memberId?: number | undefined;
  gameType?: GameCategory | undefined;
  vendorId?: number | undefined;
  classify?: LiveClassify[] | undefined;
  /** Games whose minimum bet is at most this (minor units). */
  maxMinBet?: bigint | undefined;
  minLineNum?: number | undefined;
  /** A LIKE pattern on games.search_text (already escaped). */
  searchPattern?: string | undefined;
  isHot?: boolean | undefined;
  isNew?: boolean | undefined;
  /** Leave out vendor-lobby tiles (isGame VASSALAGE): the popup game list. */
  excludeLobbies?: boolean | undefined;
}

function filterWhere(f: GameFilter): SQL | undefined {
  return and(
    eq(games.status, 'active'),
    // A vendor picked by the caller is one the brand offers (findBrandVendor): no scope needed.
    f.vendorId !== undefined ? eq(games.vendorId, f.vendorId) : f.scope.condition,
    f.gameType ? eq(games.gameType, f.gameType) : undefined,
    f.classify?.length ? inArray(games.classify, f.classify) : undefined,
    f.maxMinBet !== undefined ? lte(games.minBet, f.maxMinBet) : undefined,
    f.minLineNum !== undefined && f.minLineNum > 0 ? gte(games.lineNum, f.minLineNum) : undefined,
    f.searchPattern !== undefined ? sql`${games.searchText} like ${f.searchPattern} escape '\\'` : undefined,
    f.isHot !== undefined ? eq(games.isHot, f.isHot) : undefined,
    f.isNew !== undefined ? eq(games.isNew, f.isNew) : undefined,
    f.excludeLobbies ? sql`${games.isGame} is distinct from 'VASSALAGE'` : undefined,
  );
}

export const offeredBy = (merchantId: number) =>
  and(
    eq(merchantVendors.vendorId, games.vendorId),
    eq(merchantVendors.merchantId, merchantId),
    eq(merchantVendors.enabled, true),
  );

/**
 * Joins a dynamic query over games (`.$dynamic()`) to the brand's offer and the game's vendor: only games of
 * vendors the brand has switched on are read.
 */
export const joinOffer = <T extends PgSelect>(q: T, merchantId: number): T =>
  // A dynamic query keeps its type through joins (drizzle's PgSelectWithout), which TypeScript cannot see of a T.
  q
    .innerJoin(merchantVendors, offeredBy(merchantId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId)) as unknown as T;

/** A live game: active, of an active vendor (with joinOffer). */
export const liveGame = () => and(eq(games.status, 'active'), eq(gameVendors.status, 'active'));

export const favouriteOf = (memberId: number | undefined) =>
  memberId === undefined ? sql`false` : and(eq(gameFavourites.gameId, games.id), eq(gameFavourites.memberId, memberId));

/** A row read with `favouriteMember: gameFavourites.memberId` (left join favouriteOf), with its isFavorite flag. */
export const withFavouriteFlag = <R extends { favouriteMember: number | null }>({ favouriteMember, ...row }: R) => ({
  ...row,
  isFavorite: favouriteMember !== null,
});

const { vassalage: _v, vendorName: _n, maintenanceStart: _s, maintenanceEnd: _e, ...ownColumns } = gameColumns;

/** Which of these games the member has among favourites. */
export async function favouriteSet(db: Tx, memberId: number | undefined, gameIds: number[]): Promise<Set<number>> {
  if (memberId === undefined || gameIds.length === 0) return new Set();
  const rows = await db
    .select({ id: gameFavourites.gameId })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), inArray(gameFavourites.gameId, gameIds)));
  return new Set(rows.map((r) => r.id));
}

/** One page of the games a brand offers, most popular first. */
export async function pageGames(db: Tx, f: GameFilter, page: { offset: number; limit: number }): Promise<ListedGame[]> {
  // The page's ids first (an index-only scan over the skipped rows), then only those rows.
  const pageIds = db
    .select({ id: games.id })
    .from(games)
    .where(filterWhere(f))
    .orderBy(desc(games.popularity), asc(games.id))
    .offset(page.offset)
    .limit(page.limit);
  const rows = await db
    .select(ownColumns)
    .from(games)
    .where(inArray(games.id, pageIds))
    .orderBy(desc(games.popularity), asc(games.id));
  const favourites = await favouriteSet(
    db,
    f.memberId,
    rows.map((r) => r.id),
  );
  return rows.flatMap((g) => {
    const v = f.scope.byId.get(g.vendorId);
    // A vendor switched off between the scope and the page is left out.
    if (!v) return [];
    return [
      {
        ...g,
        vassalage: v.vassalage,
        vendorName: v.displayName,
        maintenanceStart: v.maintenanceStart,
        maintenanceEnd: v.maintenanceEnd,
        isFavorite: favourites.has(g.id),
      },
    ];
  });
}

/** How many games match a filter. */
export async function countGames(db: Tx, f: GameFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(filterWhere(f));
  return row?.n ?? 0;
}

/** A game by id if the brand offers it, with the member's favourite flag. */
export async function findBrandGame(
  db: Tx,
  merchantId: number,
  gameId: number,
  memberId?: number,
): Promise<ListedGame | undefined> {
  const game = db
    .select({ ...gameColumns, favouriteMember: gameFavourites.memberId })
    .from(games)
    .leftJoin(gameFavourites, favouriteOf(memberId))
    .$dynamic();
  const [row] = await joinOffer(game, merchantId).where(and(eq(games.id, gameId), liveGame()));
  return row && withFavouriteFlag(row);
}

/**
 * Whether a game the brand would offer is held back only because the operator suspended its vendor (launch then
 * says so instead of "game not found").
 */
export async function isGameOfSuspendedVendor(db: Tx, merchantId: number, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(merchantVendors, offeredBy(merchantId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(games.id, gameId), eq(games.status, 'active'), eq(gameVendors.status, 'suspended')));
  return row !== undefined;
}

/** Game counts by category (and the LIVE classify codes present) of one vendor. */
export async function vendorGameTypes(
  db: Tx,
  vendorId: number,
): Promise<Array<{ gameType: string; classify: string | null; n: number }>> {
  return db
    .select({ gameType: games.gameType, classify: games.classify, n: count() })
    .from(games)
    .where(and(eq(games.vendorId, vendorId), eq(games.status, 'active')))
    .groupBy(games.gameType, games.classify);
}

// ── rooms ───────────────────────────────────────────────────────────────────────────────────

export async function listRooms(
  db: Tx,
  merchantId: number,
  memberId: number | undefined,
  by: { gameId?: number | undefined; vendorId?: number | undefined },
  /** Players seen at a room's house table since then count as present (a house room is table `<game>-r<room>`). */
  presentSince: Date,
) {
  const rooms = db
    .select({
      ...gameColumns,
      favouriteMember: gameFavourites.memberId,
      roomId: gameRooms.id,
      roomName: gameRooms.name,
      roomMinBet: gameRooms.minBet,
      roomMaxBet: gameRooms.maxBet,
      seats: gameRooms.seats,
      players: sql<number>`(select count(*)::int from ${houseTableSeats} where ${houseTableSeats.tableId} = ${games.houseGameId} || '-r' || ${gameRooms.id} and ${houseTableSeats.seenAt} > ${presentSince})`,
    })
    .from(gameRooms)
    .innerJoin(games, eq(games.id, gameRooms.gameId))
    .leftJoin(gameFavourites, favouriteOf(memberId))
    .$dynamic();
  const rows = await joinOffer(rooms, merchantId)
    .where(
      and(
        eq(gameRooms.status, 'active'),
        liveGame(),
        by.gameId !== undefined ? eq(games.id, by.gameId) : undefined,
        by.vendorId !== undefined ? eq(games.vendorId, by.vendorId) : undefined,
      ),
    )
    .orderBy(desc(games.popularity), asc(games.id), asc(gameRooms.sort), asc(gameRooms.id));
  return rows.map(withFavouriteFlag);
}

/** Adds played rounds to a game's popularity (the betting records call it as rounds settle). */
export async function addPopularity(db: Tx, gameId: number, rounds: number): Promise<void> {
  await db
    .update(games)
    .set({ popularity: sql`least(${games.popularity} + ${rounds}, 2000000000)` })
    .where(eq(games.id, gameId));
}

/** The art endpoint's look-up: any game, whatever the brand (tiles are public pictures). */
export async function gameForArt(db: Tx, gameId: number) {
  const [row] = await db
    .select({ name: games.name, gameType: games.gameType, vassalage: gameVendors.vassalage, code: games.code })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(games.id, gameId));
  return row;
}
