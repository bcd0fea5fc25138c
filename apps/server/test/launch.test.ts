import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, HOUSE_VASSALAGE, LAUNCH_PATHS, type Game } from '@lotus/contracts';
import { gameRecents, gameVendors, merchants } from '../src/db/schema';
import { pickCdn } from '../src/modules/launch/service';
import { invalidateVendorScopes } from '../src/modules/games/service';
import { authed, headers } from './accounts/support';
import { createTestApp, DEMO_SANDBOX_VENDORS, type TestApp } from './helpers';
import { balanceOf, deposit, expectLedgerSound, gameIdOf, houseGame, ip, launch, newMember } from './gamesSupport';

let t: TestApp;
let rich: Awaited<ReturnType<typeof newMember>>;
let poor: Awaited<ReturnType<typeof newMember>>;
let trialToken: string;
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ sandboxVendors: DEMO_SANDBOX_VENDORS });
  rich = await newMember(t);
  poor = await newMember(t);
  await deposit(t, rich.id, 50_000_000n);
  slot = await houseGame(t, 'lotus-slot');
  const trial = await t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.freePlay,
    headers: headers(ip),
    payload: { os: 'linux', platform: 'W' },
  });
  trialToken = trial.json().value.token;
});
afterAll(() => t.close());

describe('getLaunchAddressV2', () => {
  it('answers the house game page with a launch token and records the recent game', async () => {
    const res = await launch(t, rich.token, {
      gameId: slot,
      nodeId: 1000,
      accountType: 1,
      confirmTrans: 0,
      vassalage: HOUSE_VASSALAGE,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: rich.username,
      merchantCode: 'LOTUS',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      kind: 'game',
      route: '/game',
      accountType: 1,
      walletMode: 'seamless',
      vassalage: HOUSE_VASSALAGE,
      gameType: 'RNG',
      game_url2: null,
    });
    expect(v.game_url).toMatch(/^\/house\/play\/lotus-slot\?token=[A-Za-z0-9_-]{43}&lang=en$/);
    const recents = await t.ctx.db.select().from(gameRecents).where(eq(gameRecents.memberId, rich.id));
    expect(recents.map((r) => r.gameId)).toContain(slot);
    // POST with a JSON body works the same.
    const post = await t.app.inject({
      method: 'POST',
      url: LAUNCH_PATHS.launchGame,
      headers: authed(ip, rich.token),
      payload: { gameId: slot },
    });
    expect(post.json().value.kind).toBe('game');
  });

  it('picks a launch-game CDN at random (empty string: same origin)', () => {
    const m = (list: string[]) => ({ profile: { launchGameCDNs: list } }) as unknown as Parameters<typeof pickCdn>[0];
    expect(pickCdn(m(['']))).toBe('');
    expect(pickCdn(m([]))).toBe('');
    expect(pickCdn(m(['https://a.example/', 'https://b.example']), () => 0)).toBe('https://a.example');
    expect(pickCdn(m(['https://a.example/', 'https://b.example']), () => 0.99)).toBe('https://b.example');
  });

  it('needs a member: logged out is user.or.token.invalid', async () => {
    const res = await launch(t, undefined, { gameId: slot });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('user.or.token.invalid');
  });

  it('refuses a trial account for real money, allows its free trial of a supportPlay 0 game', async () => {
    const real = await launch(t, trialToken, { gameId: slot, accountType: 1 });
    expect(real.statusCode).toBe(403);
    expect(real.json().errorCode).toBe('in_need_true_account');
    const free = await launch(t, trialToken, { gameId: slot, accountType: 0 });
    expect(free.json().value).toMatchObject({ kind: 'game', accountType: 0 });
    const realOnly = await gameIdOf(t, 'TIGER_SLOTS', 'TS-001');
    const noTrial = await launch(t, rich.token, { gameId: realOnly, accountType: 0 });
    expect(noTrial.json().errorCode).toBe('free_play_not_supported');
  });

  it('refuses a balance below the game minimum, with the amounts, and moves no money', async () => {
    const res = await launch(t, poor.token, { gameId: slot });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'launch_game_balance_not_enough',
      value: { balance: '0', minBet: '2000', currency: 'VND' },
    });
    expect(await balanceOf(t, poor.id)).toBe(0n);
    // Free trial needs no balance.
    expect((await launch(t, poor.token, { gameId: slot, accountType: 0 })).json().value.accountType).toBe(0);
  });

  it('refuses unknown games, a vendor or node that is not the game’s, and another member’s username', async () => {
    for (const [q, code, field] of [
      [{ gameId: 99_999_999 }, 'game_not_found', 'gameId'],
      [{ gameId: slot, vassalage: 'JADE_SLOTS' }, 'game_not_found', 'vassalage'],
      [{ gameId: slot, nodeId: 1 }, 'game_not_found', 'nodeId'],
      [{ gameId: slot, roomId: 123456 }, 'game_not_found', 'roomId'],
      [{ gameId: slot, username: 'someoneelse' }, 'forbidden', 'username'],
      [{ gameId: slot, merchantCode: 'OTHER' }, 'merchant_not_found', 'merchantCode'],
      [{ gameId: 'abc' }, 'validation_failed', 'gameId'],
      [{ gameId: slot, accountType: 2 }, 'validation_failed', 'accountType'],
    ] as const) {
      const res = await launch(t, rich.token, q as Record<string, string | number>);
      expect(res.json().errorCode, JSON.stringify(q)).toBe(code);
      expect(res.json().field).toBe(field);
    }
  });

  it('answers vendor_under_maintenance with the window and popular games of other vendors', async () => {
    const now = Date.now();
    await t.ctx.db
      .update(gameVendors)
      .set({ maintenanceStart: new Date(now - 60_000), maintenanceEnd: new Date(now + 3_600_000) })
      .where(eq(gameVendors.vassalage, HOUSE_VASSALAGE));
    // Written behind the catalogue's back: what an operator's change does through its notice.
    invalidateVendorScopes(t.ctx.db);
    try {
      const res = await launch(t, rich.token, { gameId: slot });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.errorCode).toBe('vendor_under_maintenance');
      expect(body.value.maintenance.active).toBe(true);
      expect(body.value.vassalage).toBe(HOUSE_VASSALAGE);
      expect(body.value.suggestions.length).toBeGreaterThan(0);
      expect(body.value.suggestions.every((g: Game) => g.vassalage !== HOUSE_VASSALAGE)).toBe(true);
    } finally {
      await t.ctx.db
        .update(gameVendors)
        .set({ maintenanceStart: null, maintenanceEnd: null })
        .where(eq(gameVendors.vassalage, HOUSE_VASSALAGE));
      invalidateVendorScopes(t.ctx.db);
    }
  });

  it('routes lottery games and vendor lobbies, and a sandbox vendor (no games) to the page that says so', async () => {
    const sea = await launch(t, rich.token, { gameId: await gameIdOf(t, 'TCG_SEA', 'SEA') });
    expect(sea.json().value).toMatchObject({ kind: 'lottery', route: '/seaLottery' });
    expect(sea.json().value.game_url).toMatch(/^\/house\/unavailable\?product=lottery/);
    expect((await launch(t, rich.token, { gameId: await gameIdOf(t, 'TCG_SEA', 'VN') })).json().value.route).toBe(
      '/vnlottery',
    );
    expect((await launch(t, rich.token, { gameId: await gameIdOf(t, 'GOLDEN_LOTTO', 'SSC') })).json().value.route).toBe(
      '/lottery?gameCode=SSC&playType=SSC',
    );
    const lobby = await launch(t, rich.token, { gameId: await gameIdOf(t, 'ROYAL_LIVE', 'lobby') });
    expect(lobby.json().value).toMatchObject({ kind: 'popupList', game_url: null, walletMode: 'transfer' });
    // A vendor connected through the sandbox alone has a wallet and no games (unconnected vendors are
    // refused: games.honest.test.ts).
    const jade = await launch(t, rich.token, { gameId: await gameIdOf(t, 'JADE_SLOTS', 'JS-001') });
    expect(jade.json().value.game_url).toBe('/house/unavailable?product=vendor&vendor=JADE_SLOTS&lang=vi&back=%2F');
    const page = await t.app.inject({ url: jade.json().value.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('chưa được kết nối');
  });

  it('popup game list answers the vendor’s games without lobby tiles; lottLabby opens the lottery vendor’s lobby', async () => {
    const res = await t.app.inject({
      url: `${LAUNCH_PATHS.popupGameList}?vassalage=ROYAL_LIVE`,
      headers: authed(ip, rich.token),
    });
    const games = res.json().value.games as Game[];
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.isGame === null && g.vassalage === 'ROYAL_LIVE')).toBe(true);
    expect(res.json().value.total).toBe(games.length);
    const lott = await t.app.inject({
      url: `${LAUNCH_PATHS.lottLabby}?lottoArea=VN&launchMode=LOTT&lottoView=lobby&backUrl=/index&language=en`,
      headers: authed(ip, rich.token),
    });
    // The lottery vendor's lobby page, opened with a launch session of the member (modules/lottery).
    expect(lott.json().value).toMatchObject({ game_url2: null, available: true });
    expect(lott.json().value.game_url).toMatch(/^\/house\/lottery\?lang=en&token=[\w-]{43}$/);
    const page = await t.app.inject({ url: lott.json().value.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/house/assets/lottery.js');
    expect((await t.app.inject({ url: LAUNCH_PATHS.lottLabby, headers: headers(ip) })).statusCode).toBe(401);
  });

  it('uses the brand’s launch-game CDN', async () => {
    const [m] = await t.ctx.db.select().from(merchants).where(eq(merchants.code, 'LOTUS'));
    const profile = { ...(m!.profile as Record<string, unknown>), launchGameCDNs: ['https://games.lotus.example/'] };
    await t.ctx.db.update(merchants).set({ profile }).where(eq(merchants.code, 'LOTUS'));
    // As an operator's change does: the brand caches hear of it.
    t.ctx.invalidation.publish('brand', String(m!.id));
    const res = await launch(t, rich.token, { gameId: slot });
    expect(res.json().value.game_url).toMatch(/^https:\/\/games\.lotus\.example\/house\/play\/lotus-slot\?token=/);
    await expectLedgerSound(t);
  });
});
