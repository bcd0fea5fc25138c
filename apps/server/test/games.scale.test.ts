import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GAME_CATEGORIES, GAME_PATHS as G, MAX_FAVOURITES, type Game } from '@lotus/contracts';
import { gameFavourites, members } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demoAccounts';
import { scaleCatalogue, seedScaleCatalogue } from '../src/db/seed/scaleCatalogue';
import { invalidateVendorScopes } from '../src/modules/games/service';
import { authed, nextIp, tokenFor } from './accounts/support';
import { createTestApp, demo, type TestApp } from './helpers';

// More games than a member may favourite, so that the limit can be met.
const SEEDED = MAX_FAVOURITES + 100;

describe('scale catalogue (npm run seed:games)', () => {
  it('spreads N games over 40 vendors and every category, deterministically', () => {
    const c = scaleCatalogue(10_000);
    const all = Object.values(c.games).flat();
    expect(all).toHaveLength(10_000);
    expect(c.vendors).toHaveLength(40);
    expect(new Set(all.map((g) => g.gameType))).toEqual(new Set(GAME_CATEGORIES));
    expect(all.filter((g) => g.gameType === 'RNG').length).toBe(5_500);
    for (const [vendor, list] of Object.entries(c.games)) {
      expect(new Set(list.map((g) => g.code)).size, vendor).toBe(list.length);
    }
    expect(all.every((g) => g.minBet > 0n && g.maxBet >= g.minBet && g.name.vi && g.name.en)).toBe(true);
    expect(all.filter((g) => g.gameType === 'LIVE').every((g) => g.classify)).toBe(true);
    expect(JSON.stringify(scaleCatalogue(50), (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v))).toBe(
      JSON.stringify(scaleCatalogue(50), (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)),
    );
  });

  describe('seeding', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('adds the games to the brand once, however often it runs', async () => {
      const total = async () => {
        invalidateVendorScopes(t.ctx.db);
        return (await t.app.inject({ url: `${G.gameList}?pageSize=1`, headers: demo() })).json().value.total as number;
      };
      const before = await total();
      expect(await seedScaleCatalogue(t.ctx.db, { count: SEEDED, merchantCode: 'LOTUS' })).toEqual({
        vendors: 40,
        games: SEEDED,
      });
      expect(await total()).toBe(before + SEEDED);
      await seedScaleCatalogue(t.ctx.db, { count: SEEDED, merchantCode: 'LOTUS' });
      expect(await total()).toBe(before + SEEDED);
      await expect(seedScaleCatalogue(t.ctx.db, { count: 10, merchantCode: 'NOPE' })).rejects.toThrow(/no brand/);
    });

    it(`stops a member at ${MAX_FAVOURITES} favourites; re-adding one stays idempotent`, async () => {
      const ip = nextIp();
      const { username, password } = DEMO_ACCOUNTS.member;
      const token = await tokenFor(t, username, password, ip);
      const [member] = await t.ctx.db.select({ id: members.id }).from(members).where(eq(members.username, username));
      const page = (await t.app.inject({ url: `${G.gameList}?pageSize=100&pageNo=1`, headers: demo() })).json().value;
      const ids: number[] = [];
      for (let p = 1; ids.length <= MAX_FAVOURITES; p++) {
        const res = (await t.app.inject({ url: `${G.gameList}?pageSize=100&pageNo=${p}`, headers: demo() })).json()
          .value;
        ids.push(...res.games.map((g: Game) => g.gameId));
        if (res.games.length === 0) break;
      }
      expect(page.total).toBeGreaterThan(MAX_FAVOURITES);
      await t.ctx.db
        .insert(gameFavourites)
        .values(ids.slice(0, MAX_FAVOURITES).map((gameId) => ({ memberId: member!.id, gameId })));
      const add = (gameId: number) =>
        t.app.inject({ method: 'POST', url: G.favoriteAdd, headers: authed(ip, token), payload: { gameId } });
      const over = await add(ids[MAX_FAVOURITES]!);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({ errorCode: 'favourite_limit_reached', field: 'gameId' });
      expect((await add(ids[0]!)).json().value).toMatchObject({ isFavorite: true, changed: false });
      const removed = await t.app.inject({
        method: 'POST',
        url: G.favoriteRemove,
        headers: authed(ip, token),
        payload: { gameId: ids[0] },
      });
      expect(removed.json().value.changed).toBe(true);
      expect((await add(ids[MAX_FAVOURITES]!)).json().value.changed).toBe(true);
    });
  });
});
