// Seeds the demo brand's games once: the demo catalogue and its rooms. The rank list and the home
// page's winners come only from real rounds (no invented winners: issue 33).
import { eq, sql } from 'drizzle-orm';
import { HOUSE_VASSALAGE, LOTTERY_VASSALAGE, SPORTS_VASSALAGE } from '@lotus/contracts';
import type { Db } from '../client';
import { games, gameVendors, merchants } from '../schema/index';
import { enableVendors, insertCatalogue, insertRooms } from './catalogueWriter';
import { DEMO_ROOMS, DEMO_VENDORS, demoGameSeeds } from './demoCatalogue';
import { DEMO_MERCHANT } from './demoBrand';

/**
 * The vendors every process connects (an adapter of its own: appContext.ts): the house provider, the lottery
 * and the sportsbook.
 */
export const BUILT_IN_VENDORS: readonly string[] = [HOUSE_VASSALAGE, LOTTERY_VASSALAGE, SPORTS_VASSALAGE];

/**
 * Seeds the demo catalogue when the demo brand exists and no vendor does yet; returns whether it
 * did. Called after seedDemoBrandIfEmpty (server start, test apps). The demo brand is offered only
 * the `connected` vendors (those with a working integration: the house provider, and the sandbox's
 * vendors of SANDBOX_VENDORS where configured), so its catalogue lists only games that open; the
 * other demo vendors stay in the catalogue, switched off for the brand (docs/ARCHITECTURE.md, "An
 * honest catalogue").
 */
export async function seedDemoGamesIfEmpty(db: Db, options: { connected?: readonly string[] } = {}): Promise<boolean> {
  const connected = new Set(options.connected ?? BUILT_IN_VENDORS);
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(gameVendors);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const ids = await insertCatalogue(tx, DEMO_VENDORS, demoGameSeeds());
    await enableVendors(
      tx,
      brand.id,
      [...ids].filter(([code]) => connected.has(code)).map(([, id]) => id),
    );
    for (const [key, rooms] of Object.entries(DEMO_ROOMS)) {
      const [vassalage, code] = key.split('/') as [string, string];
      const [game] = await tx
        .select({ id: games.id })
        .from(games)
        .where(sql`${games.vendorId} = ${ids.get(vassalage)!} and ${games.code} = ${code}`);
      if (!game) continue;
      await insertRooms(tx, game.id, rooms);
    }
  });
  return true;
}
