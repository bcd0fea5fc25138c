import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_PATHS as G,
  HOUSE_VASSALAGE,
  LAUNCH_PATHS,
  LOTTERY_VASSALAGE,
  MONEY_PATHS as P,
  SPORTS_VASSALAGE,
  OPS_CONFIG_PATHS,
  PATHS,
  type Game,
} from '@lotus/contracts';
import { gameVendors, games } from '../src/db/schema';
import { DEMO_MERCHANT } from '../src/db/seed/demoBrand';
import { invalidateVendorScopes } from '../src/modules/games/service';
import { writeBrandVendor } from '../src/modules/games/opsRepository';
import type { TestApp } from './helpers';
import { launch } from './gamesSupport';
import { balanceOf, createMoneyApp, errorOf, fund, lotus, newMember, type TestMember } from './moneySupport';
import { operatorWithRole } from './operatorsSupport';

/**
 * An honest catalogue (issue 19): the demo as players see it, where only the house provider, the lottery and
 * the sportsbook are connected. Vendors without an integration are not offered, do not launch and take no money.
 */

const CONNECTED = new Set([HOUSE_VASSALAGE, LOTTERY_VASSALAGE, SPORTS_VASSALAGE]);
/**
 * The house provider's thirteen games (three slots, baccarat, dice, crash, the fish hunt, xì dách and the five live
 * tables: live baccarat, dragon tiger, sic bo, roulette, xóc đĩa), the lottery's eight (three regions, five fast
 * games) and the sportsbook's two (sports, e-sports).
 */
const CONNECTED_GAMES = 23;

let t: TestApp & { url: string };
let m: TestMember;

beforeAll(async () => {
  // No sandbox vendors: the demo brand as it is seeded on a real site.
  t = await createMoneyApp({ money: { sandboxVendors: [] } });
  m = await newMember(t);
  await fund(t, m.id, 1_000_00n);
});
afterAll(() => t?.close());

const value = async (url: string, headers: Record<string, string> = m.h) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};

const vendorGame = async (vassalage: string) => {
  const [row] = await t.ctx.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(gameVendors.vassalage, vassalage))
    .limit(1);
  return row!.id;
};

/** A brand that offered a vendor before it was known to be unconnected (a database seeded earlier). */
async function offerAnyway(vassalage: string, enabled: boolean) {
  const [v] = await t.ctx.db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(eq(gameVendors.vassalage, vassalage));
  await writeBrandVendor(t.ctx.db, (await lotus(t)).id, v!.id, enabled);
  invalidateVendorScopes(t.ctx.db);
}

describe('an honest catalogue', () => {
  it('names in the brand (whitelabel and boot data) only the categories it offers a vendor in', async () => {
    const categories = (await value(G.gameVendor)) as { gameCategory: string }[];
    const offered = categories.map((c) => c.gameCategory).sort();
    const whitelabel = (await value(PATHS.whitelabel)) as { gameCategories: { gameType: string }[] };
    expect(whitelabel.gameCategories.map((c) => c.gameType).sort()).toEqual(offered);
    const permission = await value(PATHS.permission);
    expect(permission.info.whitelabel.gameCategories).toEqual(whitelabel.gameCategories);
    // The fast lottery's only vendor switched off takes its category out of the header, and back.
    const named = async () =>
      ((await value(PATHS.whitelabel)) as { gameCategories: { gameType: string }[] }).gameCategories.map(
        (c) => c.gameType,
      );
    await offerAnyway(LOTTERY_VASSALAGE, false);
    expect(await named()).not.toContain('ELOTT');
    await offerAnyway(LOTTERY_VASSALAGE, true);
    expect(await named()).toContain('ELOTT');
  });

  it('lists only the games of connected vendors: the house provider’s and the lottery’s', async () => {
    const categories = (await value(G.gameVendor)) as { gameCategory: string; vendors: { vassalage: string }[] }[];
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories.flatMap((c) => c.vendors.map((v) => v.vassalage)))).toEqual(CONNECTED);
    const list = await value(`${G.gameList}?pageSize=100`);
    expect(list.total).toBe(CONNECTED_GAMES);
    expect((list.games as Game[]).every((g) => CONNECTED.has(g.vassalage))).toBe(true);
    for (const url of [`${G.hotGames}?merchantCode=LOTUS`, G.popular]) {
      const shown = (await value(url)) as Game[];
      expect(shown.length, url).toBeGreaterThan(0);
      expect(
        shown.every((g) => CONNECTED.has(g.vassalage)),
        url,
      ).toBe(true);
    }
    expect((await value(`${G.gameList}?gameName=Royal`)).total).toBe(0);
    const other = await t.app.inject({ url: `${G.gameList}?vassalage=JADE_SLOTS`, headers: m.h });
    expect(errorOf(other)).toMatchObject({ status: 404, code: 'vendor_not_found', field: 'vassalage' });
  });

  it('does not launch a game of an unconnected vendor, offered or not', async () => {
    const jade = await vendorGame('JADE_SLOTS');
    expect(errorOf(await launch(t, m.token, { gameId: jade }))).toMatchObject({ status: 404, code: 'game_not_found' });
    await offerAnyway('JADE_SLOTS', true);
    try {
      const res = await launch(t, m.token, { gameId: jade });
      expect(errorOf(res)).toMatchObject({ status: 409, code: 'vendor_not_connected', field: 'gameId' });
      expect(res.json().message).toMatch(/chưa được kết nối/);
      const en = await t.app.inject({
        url: `${LAUNCH_PATHS.launchGame}?gameId=${jade}`,
        headers: { ...m.h, language: 'en' },
      });
      expect(en.json()).toMatchObject({
        errorCode: 'vendor_not_connected',
        message: expect.stringMatching(/not connected/),
      });
    } finally {
      await offerAnyway('JADE_SLOTS', false);
    }
  });

  it('takes no money into an unconnected vendor’s wallet, and does not offer it on the transfer page', async () => {
    const transfer = () =>
      t.app.inject({
        method: 'POST',
        url: P.walletTransfer,
        headers: m.h,
        payload: { from: 'MAIN', to: 'TIGER_SLOTS', amount: 10 },
      });
    expect(errorOf(await transfer())).toMatchObject({ status: 404, code: 'vendor_not_found', field: 'to' });
    const wallet = await value(P.merchantWallet);
    expect(wallet.isSingle).toBe(true);
    expect((await balanceOf(t, m)).wallets.filter((w) => w.wallet === 'vendor')).toEqual([]);

    await offerAnyway('TIGER_SLOTS', true);
    try {
      expect(errorOf(await transfer())).toMatchObject({ status: 409, code: 'vendor_not_connected', field: 'to' });
      expect((await balanceOf(t, m)).mainBalance).toBe(1000_00n);
    } finally {
      await offerAnyway('TIGER_SLOTS', false);
    }
  });

  it('operators cannot switch on a vendor that is not connected (they can switch it off)', async () => {
    const owner = await operatorWithRole(t, 'owner');
    const url = OPS_CONFIG_PATHS.vendor.replace(':vassalage', 'ROYAL_LIVE');
    const on = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { brand: DEMO_MERCHANT, enabled: true },
    });
    expect(errorOf(on)).toMatchObject({ status: 409, code: 'vendor_not_connected', field: 'vassalage' });
    const off = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { brand: DEMO_MERCHANT, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await value(`${G.gameList}?pageSize=100`)).total).toBe(CONNECTED_GAMES);
  });
});
