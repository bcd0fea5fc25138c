// Writes a game catalogue (vendors, games, a brand's offer) to the tables: the demo and the scale seeds share it.
import { sql } from 'drizzle-orm';
import { foldText, type GameCategory, type LiveClassify, type WalletMode } from '@lotus/contracts';
import type { Tx } from '../client';
import { gameRooms, gameVendors, games, merchantVendors } from '../schema/index';

/** A name in both site languages. */
export type Name = { vi: string; en: string };

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  smallIcon: string;
  gameTypes: GameCategory[];
  walletMode: WalletMode;
  isHot?: boolean;
}

export interface GameSeed {
  code: string;
  name: Name;
  gameType: GameCategory;
  classify?: LiveClassify | null;
  supportPlay?: 0 | 1;
  defaultPlayType?: string | null;
  accountTypeName?: string | null;
  isGame?: string | null;
  /** Minor units. */
  minBet: bigint;
  maxBet: bigint;
  lineNum?: number | null;
  isHot?: boolean;
  isNew?: boolean;
  popularity: number;
  houseGameId?: string | null;
}

/**
 * The stored search key of a game (games.search_text): both names and the vendor's code, folded as
 * modules/games/search.ts folds what members type (foldText from contracts). It is computed here, not
 * with the unaccent extension, whose function is not immutable and cannot back an index.
 */
function searchKey(name: Name, code: string): string {
  return [foldText(name.vi), foldText(name.en), foldText(code)].join(' · ');
}

/** Inserts vendors (skipping known codes) and their games; returns vendor ids by code. */
export async function insertCatalogue(
  tx: Tx,
  vendors: VendorSeed[],
  gamesByVendor: Record<string, GameSeed[]>,
  options: { batch?: number } = {},
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, v] of vendors.entries()) {
    const [row] = await tx
      .insert(gameVendors)
      .values({ ...v, isHot: v.isHot ?? false, sort: i })
      .onConflictDoUpdate({ target: gameVendors.vassalage, set: { updatedAt: sql`now()` } })
      .returning({ id: gameVendors.id });
    ids.set(v.vassalage, row!.id);
  }
  for (const [vassalage, list] of Object.entries(gamesByVendor)) {
    const vendorId = ids.get(vassalage);
    if (vendorId === undefined) throw new Error(`no vendor ${vassalage}`);
    await insertGames(tx, vendorId, list, options.batch);
  }
  return ids;
}

/**
 * Inserts a vendor's games that it does not have yet (by code; a known code is left as it is, whatever an operator
 * made of it); answers the codes inserted.
 */
export async function insertGames(tx: Tx, vendorId: number, list: GameSeed[], batch = 500): Promise<string[]> {
  const rows = list.map((g, i) => ({
    vendorId,
    code: g.code,
    nodeId: 1000 + i,
    name: g.name,
    searchText: searchKey(g.name, g.code),
    gameType: g.gameType,
    classify: g.classify ?? null,
    supportPlay: g.supportPlay ?? 1,
    defaultPlayType: g.defaultPlayType ?? null,
    accountTypeName: g.accountTypeName ?? null,
    isGame: g.isGame ?? null,
    minBet: g.minBet,
    maxBet: g.maxBet,
    lineNum: g.lineNum ?? null,
    isHot: g.isHot ?? false,
    isNew: g.isNew ?? false,
    popularity: g.popularity,
    houseGameId: g.houseGameId ?? null,
  }));
  const inserted: string[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const done = await tx
      .insert(games)
      .values(rows.slice(i, i + batch))
      .onConflictDoNothing()
      .returning({ code: games.code });
    inserted.push(...done.map((r) => r.code));
  }
  return inserted;
}

/** A PVP room of a game, at its own stakes (minor units). */
export interface RoomSeed {
  name: Name;
  minBet: bigint;
  maxBet: bigint;
  seats: number;
}

/** Adds a game's rooms in this order. */
export async function insertRooms(tx: Tx, gameId: number, rooms: RoomSeed[]): Promise<void> {
  if (rooms.length === 0) return;
  await tx
    .insert(gameRooms)
    .values(
      rooms.map((r, sort) => ({ gameId, name: r.name, minBet: r.minBet, maxBet: r.maxBet, seats: r.seats, sort })),
    );
}

/** Offers vendors to a brand in this order from `firstSort` (keeps existing rows). */
export async function enableVendors(tx: Tx, merchantId: number, vendorIds: number[], firstSort = 0): Promise<void> {
  if (vendorIds.length === 0) return;
  await tx
    .insert(merchantVendors)
    .values(vendorIds.map((vendorId, i) => ({ merchantId, vendorId, sort: firstSort + i })))
    .onConflictDoNothing();
}
