import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_PATHS as G,
  HOUSE_VASSALAGE,
  LOTTERY_VASSALAGE,
  OPS_CONFIG_PATHS,
  SPORTS_VASSALAGE,
  type Game,
} from '@lotus/contracts';
import type { Db } from '../src/db/client';
import { gameRankEntries, gameRooms, gameVendors, games, merchants, merchantVendors } from '../src/db/schema';
import { upgradeBuiltInCatalogue, upgradeChanged, type CatalogueUpgrade } from '../src/db/seed/catalogueUpgrade';
import { ALL } from '../src/lib/invalidation';
import { createTestApp, DEMO_MERCHANT, demo, ops, TEST_DATABASE_URL, type TestApp } from './helpers';

/**
 * The catalogue upgrade of the built-in vendors (db/seed/catalogueUpgrade.ts): a database seeded by an earlier version,
 * before the house's live tables, xóc đĩa and xì dách rooms, the fish hunt and the sportsbook, gets them at the next
 * start, without losing what its operators did.
 */

/** What this version added to the built-in vendors since the first demo catalogue. */
const NEW_GAMES: Record<string, string[]> = {
  [HOUSE_VASSALAGE]: ['baccarat-live', 'dragon-tiger', 'sicbo', 'roulette', 'xoc-dia', 'xi-dach', 'fish-hunter'],
  [SPORTS_VASSALAGE]: ['sportsbook', 'esports'],
};
const NEW_KEYS = Object.entries(NEW_GAMES).flatMap(([v, codes]) => codes.map((c) => `${v}/${c}`));
const HOUSE_ROOMS = [`${HOUSE_VASSALAGE}/xoc-dia`, `${HOUSE_VASSALAGE}/xi-dach`];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.ctx.db as Db;
const get = (url: string) => t.app.inject({ url, headers: demo({ language: 'en' }) });
const value = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};
const vendorCodes = async (vassalage: string): Promise<string[]> =>
  ((await value(`${G.gameList}?vassalage=${vassalage}&pageSize=100`)).games as Game[]).map((g) => g.code).sort();
const vendorRow = async (vassalage: string) =>
  (await db().select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage)))[0]!;
const brandId = async () => (await db().select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT)))[0]!.id;
const catalogueSize = async () => {
  const [g] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(games);
  const [r] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(gameRooms);
  return { games: g!.n, rooms: r!.n };
};

/** The upgrade as server.ts runs it: then the caches of every process are told. */
async function upgrade(): Promise<CatalogueUpgrade> {
  const done = await upgradeBuiltInCatalogue(db());
  if (upgradeChanged(done)) t.ctx.invalidation.publish('catalogue', ALL);
  return done;
}

/** The database as an earlier version seeded it: no new games nor their rooms, the sportsbook a switched-off transfer vendor. */
async function seededByEarlierVersion(): Promise<void> {
  await db().transaction(async (tx) => {
    const old = await tx
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(sql`${gameVendors.vassalage} || '/' || ${games.code} in ${NEW_KEYS}`);
    const ids = old.map((g) => g.id);
    expect(ids).toHaveLength(NEW_KEYS.length);
    await tx.delete(gameRankEntries).where(inArray(gameRankEntries.gameId, ids));
    await tx.delete(gameRooms).where(inArray(gameRooms.gameId, ids));
    await tx.delete(games).where(inArray(games.id, ids));
    const [sports] = await tx
      .update(gameVendors)
      .set({ walletMode: 'transfer', status: 'disabled', gameTypes: ['SPORTS'] })
      .where(eq(gameVendors.vassalage, SPORTS_VASSALAGE))
      .returning({ id: gameVendors.id });
    await tx.delete(merchantVendors).where(eq(merchantVendors.vendorId, sports!.id));
  });
  t.ctx.invalidation.publish('catalogue', ALL);
}

describe('the catalogue upgrade of the built-in vendors', () => {
  it('changes nothing in a database seeded by this version', async () => {
    const before = await catalogueSize();
    expect(await upgrade()).toEqual({ vendors: [], games: [], rooms: [], offered: [] });
    expect(await catalogueSize()).toEqual(before);
  });

  it("brings an earlier version's catalogue up to date, keeping the operators' choices", async () => {
    const fresh = await catalogueSize();
    await seededByEarlierVersion();
    // The earlier site: neither the new house games, nor their rooms, nor the sportsbook.
    const house = await vendorCodes(HOUSE_VASSALAGE);
    expect(house).not.toContain('xoc-dia');
    expect(house).not.toContain('baccarat-live');
    expect((await get(`${G.gameList}?vassalage=${SPORTS_VASSALAGE}`)).json()).toMatchObject({
      success: false,
      errorCode: 'vendor_not_found',
    });
    expect(await value(`${G.roomList}?vassalage=${HOUSE_VASSALAGE}`)).toEqual([]);

    // What the operators did meanwhile: the lottery switched off, a game renamed and made not hot, a game added.
    const off = await t.app.inject({
      method: 'POST',
      url: OPS_CONFIG_PATHS.vendor.replace(':vassalage', LOTTERY_VASSALAGE),
      headers: ops(),
      payload: { brand: DEMO_MERCHANT, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const house1 = await vendorRow(HOUSE_VASSALAGE);
    const renamed = { vi: 'Sen Vàng Của Tôi', en: 'My Golden Lotus' };
    await db()
      .update(games)
      .set({ name: renamed, isHot: false, popularity: 1 })
      .where(and(eq(games.vendorId, house1.id), eq(games.code, 'lotus-slot')));
    await db()
      .insert(games)
      .values({
        vendorId: house1.id,
        code: 'operator-extra',
        nodeId: 5000,
        name: { vi: 'Trò Thêm', en: 'Extra Game' },
        searchText: 'tro them · extra game · operator-extra',
        gameType: 'RNG',
        minBet: 100n,
        maxBet: 100_000n,
      });
    const sizeBefore = await catalogueSize();

    const done = await upgrade();
    expect(done.vendors).toEqual([SPORTS_VASSALAGE]);
    expect(done.games.sort()).toEqual([...NEW_KEYS].sort());
    expect(done.rooms.sort()).toEqual([...HOUSE_ROOMS].sort());
    expect(done.offered).toEqual([SPORTS_VASSALAGE]);
    // The catalogue of a fresh seed, and the operator's game.
    expect(await catalogueSize()).toEqual({ games: fresh.games + 1, rooms: fresh.rooms });
    expect((await catalogueSize()).games - sizeBefore.games).toBe(NEW_KEYS.length);

    const sports = await vendorRow(SPORTS_VASSALAGE);
    expect(sports).toMatchObject({ walletMode: 'seamless', status: 'active', gameTypes: ['SPORTS', 'ESPORTS'] });
    expect(await vendorCodes(SPORTS_VASSALAGE)).toEqual(['esports', 'sportsbook']);
    const houseNow = await vendorCodes(HOUSE_VASSALAGE);
    for (const code of NEW_GAMES[HOUSE_VASSALAGE]!) expect(houseNow).toContain(code);
    expect(houseNow).toContain('operator-extra');
    const rooms = (await value(`${G.roomList}?vassalage=${HOUSE_VASSALAGE}`)) as Array<{
      code: string;
      roomName: string;
    }>;
    expect(rooms.filter((r) => r.code === 'xoc-dia').map((r) => r.roomName)).toEqual([
      'Casual Room',
      'High Roller Room',
      'VIP Room',
    ]);
    expect(rooms.filter((r) => r.code === 'xi-dach')).toHaveLength(3);

    // The operators' choices stay: the lottery is off, the renamed game keeps its name and flags.
    expect((await get(`${G.gameList}?vassalage=${LOTTERY_VASSALAGE}`)).json()).toMatchObject({
      errorCode: 'vendor_not_found',
    });
    const [lottery] = await db()
      .select({ enabled: merchantVendors.enabled })
      .from(merchantVendors)
      .where(
        and(
          eq(merchantVendors.merchantId, await brandId()),
          eq(merchantVendors.vendorId, (await vendorRow(LOTTERY_VASSALAGE)).id),
        ),
      );
    expect(lottery!.enabled).toBe(false);
    const lotus = ((await value(`${G.gameList}?vassalage=${HOUSE_VASSALAGE}&pageSize=100`)).games as Game[]).find(
      (g) => g.code === 'lotus-slot',
    )!;
    expect(lotus).toMatchObject({ gameName: renamed.en, isHot: false, popularity: 1 });

    // A second run changes nothing.
    expect(upgradeChanged(await upgrade())).toBe(false);
    expect(await catalogueSize()).toEqual({ games: fresh.games + 1, rooms: fresh.rooms });
  });

  it('a switched-off sportsbook stays off at the next upgrade, and other brands are not offered new vendors', async () => {
    const url = OPS_CONFIG_PATHS.vendor.replace(':vassalage', SPORTS_VASSALAGE);
    const off = await t.app.inject({
      method: 'POST',
      url,
      headers: ops(),
      payload: { brand: DEMO_MERCHANT, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await seededByEarlierVersion();
    // On the earlier site the sportsbook was not offered; its operator switched it off there (a row of its own).
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: ops(),
      payload: { brand: DEMO_MERCHANT, enabled: false },
    });
    expect(again.statusCode, again.body).toBe(200);
    const offeredBefore = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantVendors)
      .where(sql`${merchantVendors.merchantId} <> ${await brandId()}`);
    const done = await upgrade();
    expect(done.offered).toEqual([]);
    expect(done.games).toHaveLength(NEW_KEYS.length);
    expect((await get(`${G.gameList}?vassalage=${SPORTS_VASSALAGE}`)).json()).toMatchObject({
      errorCode: 'vendor_not_found',
    });
    const offeredAfter = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantVendors)
      .where(sql`${merchantVendors.merchantId} <> ${await brandId()}`);
    expect(offeredAfter).toEqual(offeredBefore);
    const on = await t.app.inject({
      method: 'POST',
      url,
      headers: ops(),
      payload: { brand: DEMO_MERCHANT, enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await vendorCodes(SPORTS_VASSALAGE)).toEqual(['esports', 'sportsbook']);
  });

  // PostgreSQL only (TEST_DATABASE_URL): a PGlite database is one process's, and its one connection runs one thing at a time.
  it.skipIf(!TEST_DATABASE_URL)(
    'two upgrades at once (two processes starting) add each game and room once',
    async () => {
      const fresh = await catalogueSize();
      await seededByEarlierVersion();
      const [a, b] = await Promise.all([upgradeBuiltInCatalogue(db()), upgradeBuiltInCatalogue(db())]);
      t.ctx.invalidation.publish('catalogue', ALL);
      expect([...a.games, ...b.games].sort()).toEqual([...NEW_KEYS].sort());
      expect([...a.rooms, ...b.rooms].sort()).toEqual([...HOUSE_ROOMS].sort());
      expect([a, b].filter(upgradeChanged)).toHaveLength(1);
      expect(await catalogueSize()).toEqual(fresh);
      const rooms = (await value(`${G.roomList}?vassalage=${HOUSE_VASSALAGE}`)) as Array<{ code: string }>;
      expect(rooms.filter((r) => r.code === 'xoc-dia')).toHaveLength(3);
    },
  );
});
