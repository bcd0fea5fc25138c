// Brings the built-in vendors of a database seeded by an earlier version up to this version's catalogue, at every start.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { gameRooms, gameVendors, games, merchants, merchantVendors } from '../schema/index';
import { insertGames, insertRooms, type VendorSeed } from './catalogueWriter';
import { DEMO_ROOMS, DEMO_VENDORS, demoGameSeeds } from './demoCatalogue';
import { DEMO_MERCHANT } from './demoBrand';
import { BUILT_IN_VENDORS } from './games';

/** What an upgrade changed (all empty: nothing). */
export interface CatalogueUpgrade {
  /** Built-in vendors added or brought back to their definition (wallet mode, categories, status, name, logo). */
  vendors: string[];
  /** `vassalage/code` of the built-in games added. */
  games: string[];
  /** `vassalage/code` of the games whose rooms were added. */
  rooms: string[];
  /** Built-in vendors the demo brand offers from now on. */
  offered: string[];
}

/** One key for every process that upgrades the catalogue of a database (pg_advisory_xact_lock). */
const UPGRADE_LOCK = 0x10_7a_ca_7a;

const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/** The built-in vendor's row as defined; answers its id and whether it was written. */
async function upgradeVendor(tx: Tx, v: VendorSeed, sort: number): Promise<{ id: number; changed: boolean }> {
  const defined = {
    displayName: v.displayName,
    smallIcon: v.smallIcon,
    gameTypes: v.gameTypes,
    walletMode: v.walletMode,
    status: 'active',
  };
  const [added] = await tx
    .insert(gameVendors)
    .values({ vassalage: v.vassalage, ...defined, isHot: v.isHot ?? false, sort })
    .onConflictDoNothing()
    .returning({ id: gameVendors.id });
  if (added) return { id: added.id, changed: true };
  const [row] = await tx.select().from(gameVendors).where(eq(gameVendors.vassalage, v.vassalage));
  const stale =
    row!.displayName !== defined.displayName ||
    row!.smallIcon !== defined.smallIcon ||
    row!.walletMode !== defined.walletMode ||
    row!.status !== defined.status ||
    !sameTypes(row!.gameTypes, defined.gameTypes);
  if (stale)
    await tx
      .update(gameVendors)
      .set({ ...defined, updatedAt: sql`now()` })
      .where(eq(gameVendors.id, row!.id));
  return { id: row!.id, changed: stale };
}

/**
 * Upgrades the catalogue of the built-in vendors (BUILT_IN_VENDORS) to this version's definitions (demoCatalogue.ts),
 * after seedDemoGamesIfEmpty at every start, so that a site seeded by an earlier version gets the games added since:
 * each vendor row is made to match its definition; the games it lacks (by code) are added, with their rooms where the
 * game has none; the demo brand offers a built-in vendor it has no row for. Nothing else is touched: a brand's switch,
 * the games and rooms already there (their names, order, flags, status) and whatever an operator added stay as they
 * are. One transaction under an advisory lock, so that processes starting at once upgrade once; a second run changes
 * nothing. Does nothing to a database without a catalogue. The caller tells the caches of a change (server.ts).
 */
export async function upgradeBuiltInCatalogue(db: Db): Promise<CatalogueUpgrade> {
  const done: CatalogueUpgrade = { vendors: [], games: [], rooms: [], offered: [] };
  const seeds = demoGameSeeds();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPGRADE_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(gameVendors);
    if (n === 0) return;
    const [brand] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
    for (const [i, v] of DEMO_VENDORS.entries()) {
      if (!BUILT_IN_VENDORS.includes(v.vassalage)) continue;
      const vendor = await upgradeVendor(tx, v, i);
      if (vendor.changed) done.vendors.push(v.vassalage);
      const added = await insertGames(tx, vendor.id, seeds[v.vassalage] ?? []);
      done.games.push(...added.map((code) => `${v.vassalage}/${code}`));
      for (const [key, rooms] of Object.entries(DEMO_ROOMS)) {
        const [vassalage, code] = key.split('/') as [string, string];
        if (vassalage !== v.vassalage) continue;
        const [game] = await tx
          .select({ id: games.id })
          .from(games)
          .where(and(eq(games.vendorId, vendor.id), eq(games.code, code)));
        if (!game) continue;
        const [had] = await tx
          .select({ id: gameRooms.id })
          .from(gameRooms)
          .where(eq(gameRooms.gameId, game.id))
          .limit(1);
        if (had) continue;
        await insertRooms(tx, game.id, rooms);
        done.rooms.push(key);
      }
      if (!brand) continue;
      const [offered] = await tx
        .insert(merchantVendors)
        .values({
          merchantId: brand.id,
          vendorId: vendor.id,
          sort: sql`(select coalesce(max(sort), 0) + 1 from merchant_vendors where merchant_id = ${brand.id})`,
        })
        .onConflictDoNothing()
        .returning({ vendorId: merchantVendors.vendorId });
      if (offered) done.offered.push(v.vassalage);
    }
  });
  return done;
}

/** Whether an upgrade changed anything (the catalogue caches are then told). */
export const upgradeChanged = (u: CatalogueUpgrade): boolean =>
  u.vendors.length + u.games.length + u.rooms.length + u.offered.length > 0;
