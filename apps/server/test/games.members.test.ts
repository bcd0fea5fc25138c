import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, GAME_PATHS as G, HOUSE_VASSALAGE, MAX_RECENT_GAMES, type Game } from '@lotus/contracts';
import { gameRecents, games, members, merchants } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demoAccounts';
import { hashPassword } from '../src/modules/accounts/passwords';
import { recordRecentGame } from '../src/modules/games/service';
import { authed, headers, nextIp, tokenFor } from './accounts/support';
import { createTestApp, DEMO_SANDBOX_VENDORS, type TestApp } from './helpers';

let t: TestApp;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let trialToken: string;
let gameIds: number[];
const ip = nextIp();

beforeAll(async () => {
  t = await createTestApp({ sandboxVendors: DEMO_SANDBOX_VENDORS });
  const { member } = DEMO_ACCOUNTS;
  const [lotus] = await t.ctx.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LOTUS'));
  const [a] = await t.ctx.db.select({ id: members.id }).from(members).where(eq(members.username, member.username));
  alice = { id: a!.id, token: await tokenFor(t, member.username, member.password, ip) };
  const [b] = await t.ctx.db
    .insert(members)
    .values({
      merchantId: lotus!.id,
      username: 'bobplayer',
      passwordHash: await hashPassword('Bob12345'),
      isAgent: 0,
      firstLogin: false,
      passwordChangedAt: new Date(),
      registerMethod: 'SEED',
    })
    .returning({ id: members.id });
  bob = { id: b!.id, token: await tokenFor(t, 'bobplayer', 'Bob12345', ip) };
  const trial = await t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.freePlay,
    headers: headers(ip),
    payload: { os: 'linux', platform: 'W' },
  });
  trialToken = trial.json().value.token;
  const page = await t.app.inject({ url: `${G.gameList}?pageSize=30`, headers: headers(ip) });
  gameIds = page.json().value.games.map((g: Game) => g.gameId);
});
afterAll(() => t.close());

const as = (token: string | undefined) => (token ? authed(ip, token) : headers(ip));
const get = (url: string, token?: string) => t.app.inject({ url, headers: as(token) });
const post = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: as(token), payload: payload as object });
const add = (token: string | undefined, gameId: unknown) => post(G.favoriteAdd, token, { gameId });
const remove = (token: string | undefined, gameId: unknown) => post(G.favoriteRemove, token, { gameId });
const ids = async (token: string) => (await get(G.favoriteIds, token)).json().value.gameIds as number[];

describe('favourites', () => {
  it('need a signed-in real member', async () => {
    for (const res of [
      await get(G.favoriteIds),
      await get(G.favoriteList),
      await add(undefined, gameIds[0]),
      await remove(undefined, gameIds[0]),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
    for (const res of [await get(G.favoriteIds, 'not-a-token'), await add('not-a-token', gameIds[0])]) {
      expect(res.json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
    }
    for (const res of [
      await get(G.favoriteIds, trialToken),
      await get(G.favoriteList, trialToken),
      await add(trialToken, gameIds[0]),
      await remove(trialToken, gameIds[0]),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'in_need_true_account' });
    }
    // Reads are GET, changes POST only.
    expect((await t.app.inject({ method: 'GET', url: G.favoriteAdd, headers: as(alice.token) })).statusCode).toBe(404);
  });

  it('add and remove are idempotent and show in ids, the list and the game flags', async () => {
    const [g1, g2] = [gameIds[3]!, gameIds[7]!];
    expect((await add(alice.token, g1)).json()).toEqual({
      success: true,
      value: { gameId: g1, isFavorite: true, changed: true },
    });
    expect((await add(alice.token, g1)).json().value).toEqual({ gameId: g1, isFavorite: true, changed: false });
    // A JSON number, not its string form (issue 29: no coercion of bodies).
    expect((await add(alice.token, String(g2))).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'gameId',
    });
    expect((await add(alice.token, g2)).json().value.changed).toBe(true);
    expect(await ids(alice.token)).toEqual([g2, g1]);

    const favList = (await get(G.favoriteList, alice.token)).json().value;
    expect(favList).toMatchObject({ pageNum: 1, pageSize: 24, total: 2, totalPages: 1 });
    expect(favList.games.map((g: Game) => g.gameId)).toEqual([g2, g1]);
    expect(favList.games.every((g: Game) => g.isFavorite)).toBe(true);

    const flagged = (await get(`${G.gameList}?pageSize=30`, alice.token)).json().value.games as Game[];
    expect(
      flagged
        .filter((g) => g.isFavorite)
        .map((g) => g.gameId)
        .sort(),
    ).toEqual([g1, g2].sort());
    const anonymous = (await get(`${G.gameList}?pageSize=30`)).json().value.games as Game[];
    expect(anonymous.some((g) => g.isFavorite)).toBe(false);
    const badToken = await get(`${G.gameList}?pageSize=30`, 'nonsense');
    expect(badToken.statusCode).toBe(200);
    expect((badToken.json().value.games as Game[]).some((g) => g.isFavorite)).toBe(false);
    const menuFlags = (await get(`${G.gameMenus}`, alice.token))
      .json()
      .value.flatMap((m: { games: Game[] }) => m.games) as Game[];
    expect(menuFlags.filter((g) => g.isFavorite).length).toBeGreaterThan(0);

    expect((await remove(alice.token, g1)).json().value).toEqual({ gameId: g1, isFavorite: false, changed: true });
    expect((await remove(alice.token, g1)).json().value).toEqual({ gameId: g1, isFavorite: false, changed: false });
    expect(await ids(alice.token)).toEqual([g2]);
    await remove(alice.token, g2);
    expect(await ids(alice.token)).toEqual([]);
  });

  it("keeps one member's favourites from another", async () => {
    await add(alice.token, gameIds[0]);
    await add(alice.token, gameIds[1]);
    expect(await ids(bob.token)).toEqual([]);
    expect((await get(G.favoriteList, bob.token)).json().value).toMatchObject({ games: [], total: 0, totalPages: 0 });
    const bobsView = (await get(`${G.gameList}?pageSize=30`, bob.token)).json().value.games as Game[];
    expect(bobsView.some((g) => g.isFavorite)).toBe(false);
    // Removing someone else's favourite only touches one's own list.
    expect((await remove(bob.token, gameIds[0])).json().value.changed).toBe(false);
    expect((await ids(alice.token)).sort()).toEqual([gameIds[0], gameIds[1]].sort());
    await remove(alice.token, gameIds[0]);
    await remove(alice.token, gameIds[1]);
  });

  it('refuses unknown games and bad ids', async () => {
    const unknown = await add(alice.token, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'game_not_found', field: 'gameId' });
    for (const bad of ['abc', 0, -3, 1.5, null, 2 ** 40, { $gt: 1 }]) {
      const res = await add(alice.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', field: 'gameId' });
    }
    const empty = await t.app.inject({ method: 'POST', url: G.favoriteAdd, headers: as(alice.token) });
    expect(empty.statusCode).toBe(400);
    expect((await remove(alice.token, 'x')).json()).toMatchObject({ errorCode: 'validation_failed' });
    expect((await get(`${G.favoriteList}?pageSize=500`, alice.token)).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'pageSize',
    });
  });

  it('pages the favourites list', async () => {
    for (const id of gameIds.slice(0, 5)) await add(bob.token, id);
    const p1 = (await get(`${G.favoriteList}?pageSize=2`, bob.token)).json().value;
    const p3 = (await get(`${G.favoriteList}?pageSize=2&pageNo=3`, bob.token)).json().value;
    expect(p1).toMatchObject({ total: 5, totalPages: 3, pageNum: 1 });
    expect(p1.games).toHaveLength(2);
    expect(p3.games).toHaveLength(1);
    expect(p3.games[0].gameId).toBe(gameIds[0]);
    for (const id of gameIds.slice(0, 5)) await remove(bob.token, id);
  });
});

describe('recent games', () => {
  it('need a member token', async () => {
    for (const url of [G.recentGames, G.gameMenuRecent]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
    }
    expect((await get(`${G.recentGames}?limit=0`, alice.token)).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'limit',
    });
    expect((await get(`${G.recentGames}?limit=${MAX_RECENT_GAMES + 1}`, alice.token)).statusCode).toBe(400);
  });

  it("list the member's launches newest first, on both paths, and no one else's", async () => {
    const base = Date.now() - 3_600_000;
    await recordRecentGame(t.ctx.db, alice.id, gameIds[0]!, new Date(base), MAX_RECENT_GAMES);
    await recordRecentGame(t.ctx.db, alice.id, gameIds[1]!, new Date(base + 1000), MAX_RECENT_GAMES);
    await recordRecentGame(t.ctx.db, alice.id, gameIds[0]!, new Date(base + 2000), MAX_RECENT_GAMES);
    for (const url of [G.recentGames, G.gameMenuRecent]) {
      const recent = (await get(url, alice.token)).json().value;
      expect(recent.map((g: Game) => g.gameId)).toEqual([gameIds[0], gameIds[1]]);
      expect(recent[0].lastLaunchedAt).toBe(new Date(base + 2000).toISOString());
    }
    const [row] = await t.ctx.db.select().from(gameRecents).where(eq(gameRecents.gameId, gameIds[0]!));
    expect(row!.launches).toBe(2);
    expect((await get(G.recentGames, bob.token)).json().value).toEqual([]);
    expect((await get(`${G.recentGames}?limit=1`, alice.token)).json().value).toHaveLength(1);
  });

  it('filters by category and keeps only the newest games', async () => {
    const [crash] = await t.ctx.db.select({ id: games.id }).from(games).where(eq(games.code, 'crash'));
    await recordRecentGame(t.ctx.db, bob.id, crash!.id, new Date(), MAX_RECENT_GAMES);
    const rng = (await get(`${G.recentGames}?gameType=RNG`, bob.token)).json().value;
    expect(rng.map((g: Game) => [g.vassalage, g.gameType])).toEqual([[HOUSE_VASSALAGE, 'RNG']]);
    expect((await get(`${G.recentGames}?gameType=LIVE`, bob.token)).json().value).toEqual([]);

    const all = (await t.ctx.db.select({ id: games.id }).from(games)).map((g) => g.id);
    const start = Date.now() + 1000;
    for (const [i, id] of all.slice(0, MAX_RECENT_GAMES + 5).entries()) {
      await recordRecentGame(t.ctx.db, bob.id, id, new Date(start + i * 1000), MAX_RECENT_GAMES);
    }
    const kept = await t.ctx.db.select().from(gameRecents).where(eq(gameRecents.memberId, bob.id));
    expect(kept).toHaveLength(MAX_RECENT_GAMES);
    const newest = (await get(`${G.recentGames}?limit=${MAX_RECENT_GAMES}`, bob.token)).json().value;
    expect(newest[0].gameId).toBe(all[MAX_RECENT_GAMES + 4]);
  });
});
