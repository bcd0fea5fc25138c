// Seeds the demo brand's games once: the demo catalogue, its rooms and a rank list to show.
import { eq, sql } from 'drizzle-orm';
import { HOUSE_VASSALAGE, LOTTERY_VASSALAGE, SPORTS_VASSALAGE } from '@lotus/contracts';
import type { Db, Tx } from '../client';
import { gameRankEntries, games, gameVendors, merchants, merchantVendors } from '../schema/index';
import { enableVendors, insertCatalogue, insertRooms } from './catalogueWriter';
import { DEMO_PLAYERS, DEMO_ROOMS, DEMO_VENDORS, demoGameSeeds } from './demoCatalogue';
import { DEMO_MERCHANT } from './demoBrand';

/**
 * DEMO DATA: plausible big wins for the rank list, so that a fresh demo site shows one. They carry
 * source 'demo' and no member; real rows come from rounds (source 'bet', recordRankEntry). Dated
 * over the week before the seed, so they leave the WEEK list a week after seeding.
 */
async function seedDemoRankEntries(tx: Tx, merchantId: number, now: Date): Promise<void> {
  const picks = await tx
    .select({ id: games.id, minBet: games.minBet, gameType: games.gameType })
    .from(games)
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, games.vendorId))
    .where(eq(merchantVendors.merchantId, merchantId))
    .orderBy(sql`${games.popularity} desc`)
    .limit(24);
  const rows = Array.from({ length: 40 }, (_, i) => {
    const game = picks[(i * 7) % picks.length]!;
    const stake = game.minBet * BigInt(5 + ((i * 13) % 50));
    const multiplier = BigInt(12 + ((i * 37) % 480));
    const player = DEMO_PLAYERS[i % DEMO_PLAYERS.length]!;
    return {
      merchantId,
      gameId: game.id,
      memberId: null,
      playerName: `${player.slice(0, 3)}***${player.slice(-2)}`,
      stake,
      win: stake * multiplier,
      wonAt: new Date(now.getTime() - ((i * 3_997_000) % (6 * 86_400_000)) - 60_000),
      source: 'demo',
      roundId: null,
    };
  });
  if (picks.length > 0) await tx.insert(gameRankEntries).values(rows);
}

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
export async function seedDemoGamesIfEmpty(
  db: Db,
  options: { connected?: readonly string[]; now?: Date } = {},
): Promise<boolean> {
  const connected = new Set(options.connected ?? BUILT_IN_VENDORS);
  const now = options.now ?? new Date();
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
    await seedDemoRankEntries(tx, brand.id, now);
  });
  return true;
}
