import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, RECORD_PATHS } from '@lotus/contracts';
import { hashServerSeed } from '@lotus/house';
import { TableEngine } from '@lotus/house/provider';
import { settleTableBet, TABLE_GAMES } from '@lotus/house/tables';
import { gameRooms, providerTransactions } from '../src/db/schema/index';
import { houseTableStore } from '../src/modules/house/tablesRepository';
import { authed } from './accounts/support';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, deposit, expectLedgerSound, houseGame, ip, launch, newMember } from './gamesSupport';

let t: TestApp;
let base: string;
let member: Awaited<ReturnType<typeof newMember>>;
const CYCLE = 25_000; // the default HOUSE_TABLE_CYCLE 15,3,7
let roundStart = 0;
/** Puts the app's clock `ms` into the current test round. */
const at = (ms: number) => t.setNow(new Date(roundStart + ms));
/** Moves to the start of a fresh round. */
const nextRound = () => {
  roundStart += CYCLE * 2;
  at(500);
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  member = await newMember(t);
  await deposit(t, member.id, 10_000_000n);
  roundStart = Math.ceil(Date.now() / CYCLE) * CYCLE;
  at(500);
});
afterAll(() => t.close());

async function http(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: (await res.json()) as { success: boolean; value?: any; errorCode?: string; message?: string },
  };
}

async function openTable(code: string, who = member, roomId?: number, accountType = 1) {
  const q: Record<string, string | number> = { gameId: await houseGame(t, code), accountType, language: 'en' };
  if (roomId !== undefined) q.roomId = roomId;
  const res = await launch(t, who.token, q);
  expect(res.json().success, res.body).toBe(true);
  const url = new URL(res.json().value.game_url, base);
  expect(url.pathname).toMatch(/^\/house\/table\//);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<script type="module" src="/house/assets/tables.js"></script>');
  const table = decodeURIComponent(url.pathname.slice('/house/table/'.length));
  const s = await http('POST', '/house/api/tables/session', { token: url.searchParams.get('token'), table });
  expect(s.json.success, JSON.stringify(s.json)).toBe(true);
  return { session: s.json.value.session as string, table, balance: s.json.value.balance as number };
}

const state = (o: { session: string; table: string }) =>
  http('GET', `/house/api/tables/state?session=${encodeURIComponent(o.session)}&table=${o.table}`);
const bet = (o: { session: string; table: string }, bets: unknown, lang = 'en') =>
  http('POST', `/house/api/tables/bet?lang=${lang}`, { session: o.session, table: o.table, bet: { bets } });

describe('live tables: timed rounds shared by a table', () => {
  it('takes bets in the window, refuses them after, draws once at the reveal and pays; the record names the game', async () => {
    nextRound();
    const tbl = await openTable('baccarat-live');
    const opened = await state(tbl);
    expect(opened.json.value.round).toMatchObject({ phase: 'betting', result: null, serverSeed: null });
    const hash = opened.json.value.round.serverSeedHash as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    const before = await balanceOf(t, member.id);
    const placed = await bet(tbl, { player: 10_000, banker: 5_000 });
    expect(placed.json.success, JSON.stringify(placed.json)).toBe(true);
    expect(placed.json.value.balance).toBe(Number(before - 15_000n));
    const betId = placed.json.value.bet.id as string;
    expect((await state(tbl)).json.value).toMatchObject({
      totals: { player: 10_000, banker: 5_000 },
      bettors: 1,
      me: { bets: { player: 10_000, banker: 5_000 }, totalStake: 15_000, totalWin: null },
    });

    // After the window: refused with a clear code, in the page's language; nothing moves.
    at(16_000);
    const late = await bet(tbl, { player: 10_000 });
    expect(late.status).toBe(409);
    expect(late.json.errorCode).toBe('table_betting_closed');
    expect(late.json.message).toMatch(/closed/);
    const lateVi = await bet(tbl, { player: 10_000 }, 'vi');
    expect(lateVi.json.message).toMatch(/hết thời gian/);
    expect((await state(tbl)).json.value.round).toMatchObject({ phase: 'closed', result: null });
    expect(await balanceOf(t, member.id)).toBe(before - 15_000n);

    // The reveal: drawn once, the seed revealed and matching the hash published at the open.
    at(19_000);
    const shown = (await state(tbl)).json.value;
    expect(shown.round.phase).toBe('result');
    expect(hashServerSeed(shown.round.serverSeed)).toBe(hash);
    const expected = settleTableBet(
      TABLE_GAMES['baccarat-live'],
      { bets: { player: 10_000, banker: 5_000 } },
      shown.round.result,
    );
    expect(shown.me.totalWin).toBe(expected.totalWin);
    expect(await balanceOf(t, member.id)).toBe(before - 15_000n + BigInt(expected.totalWin));
    expect(shown.road[0]).toEqual({ roundNo: shown.round.roundNo, result: shown.round.result });

    // Anyone can recompute the result from the revealed seed.
    const v = await http('POST', '/house/api/tables/verify', {
      game: 'baccarat-live',
      roundId: shown.round.id,
      serverSeed: shown.round.serverSeed,
    });
    expect(v.json.value.result).toEqual(shown.round.result);
    expect((await fetch(`${base}/house/table-verify?lang=vi`)).status).toBe(200);

    // The game's own history and the site's betting record, with a replay.
    const hist = await http(
      'GET',
      `/house/api/tables/history?session=${encodeURIComponent(tbl.session)}&table=${tbl.table}`,
    );
    expect(hist.json.value[0]).toMatchObject({ id: betId, status: 'settled', totalWin: expected.totalWin });
    const rec = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, member.token) });
    const line = rec.json().value.list.find((x: { roundId: string }) => x.roundId === betId);
    expect(line).toMatchObject({ vassalage: 'LOTUS_HOUSE', stake: '15000', status: 'settled', gameType: 'LIVE' });
    expect(line.gameName).toBe('Baccarat Trực Tiếp'); // in the member's language
    expect(line.recallUrl).toMatch(/^\/house\/table-recall\//);
    const recall = await http('GET', line.recallUrl.replace('/house/table-recall/', '/house/api/tables/recall/'));
    expect(recall.json.value).toMatchObject({
      id: betId,
      result: shown.round.result,
      serverSeed: shown.round.serverSeed,
    });
    expect((await fetch(`${base}${line.recallUrl}`)).status).toBe(200);
    await expectLedgerSound(t);
  });

  it('refuses bad bet shapes, unknown tables and sessions, moving nothing', async () => {
    nextRound();
    const tbl = await openTable('roulette');
    const before = await balanceOf(t, member.id);
    const cases: [unknown, string][] = [
      [{ n37: 1_000 }, 'bet_unknown_type'],
      [{ red: 0 }, 'bet_not_positive'],
      [{ red: 1_000.5 }, 'bet_not_integer'],
      [{ red: '1000' }, 'bet_invalid'],
      [{}, 'bet_invalid'],
      [{ red: 10 }, 'bet_below_min'],
      [{ red: 600_000_000 }, 'bet_above_max'],
    ];
    for (const [bets, code] of cases) {
      const r = await bet(tbl, bets);
      expect(r.status, JSON.stringify(bets)).toBe(400);
      expect(r.json.errorCode, JSON.stringify(bets)).toBe(code);
    }
    const noBets = await http('POST', '/house/api/tables/bet', { session: tbl.session, table: tbl.table, bet: 'red' });
    expect(noBets.json.errorCode).toBe('bet_invalid');
    expect((await bet({ ...tbl, table: 'nope' }, { red: 1_000 })).json.errorCode).toBe('table_unknown');
    // A session opened for roulette does not bet at another table.
    expect((await bet({ ...tbl, table: 'sicbo' }, { big: 1_000 })).json.errorCode).toBe('table_unknown');
    expect((await bet({ ...tbl, session: `${tbl.session}x` }, { red: 1_000 })).json.errorCode).toBe(
      'house_session_invalid',
    );
    expect(await balanceOf(t, member.id)).toBe(before);
    // A good one, on every kind of roulette bet.
    const ok = await bet(tbl, { n17: 1_000, black: 2_000, dozen2: 1_000, column3: 1_000, low: 1_000 });
    expect(ok.json.success, JSON.stringify(ok.json)).toBe(true);
  });

  it('refunds a bet whose window closed while the wallet debited it', async () => {
    nextRound();
    const tbl = await openTable('sicbo');
    const before = await balanceOf(t, member.id);
    t.ctx.house.setFetch(async (url, init) => {
      // The debit answers only after the window closed.
      if (url.endsWith('/provider/v1/bet')) at(15_500);
      return fetch(url, init);
    });
    try {
      at(14_000);
      const r = await bet(tbl, { big: 5_000 });
      expect(r.status).toBe(409);
      expect(r.json.errorCode).toBe('table_betting_closed');
    } finally {
      t.ctx.house.setFetch(undefined);
    }
    expect(await balanceOf(t, member.id)).toBe(before);
    const hist = await http('GET', `/house/api/tables/history?session=${encodeURIComponent(tbl.session)}&table=sicbo`);
    expect(hist.json.value[0]).toMatchObject({ status: 'refunded', totalStake: 5_000 });
    await expectLedgerSound(t);
  });

  it('settles a round exactly once when two drawers race for it', async () => {
    nextRound();
    const other = await newMember(t);
    await deposit(t, other.id, 1_000_000n);
    const a = await openTable('dragon-tiger');
    const b = await openTable('dragon-tiger', other);
    await t.ctx.house.tables.sweep(); // the earlier tests' rounds are paid first
    const beforeA = await balanceOf(t, member.id);
    const beforeB = await balanceOf(t, other.id);
    expect((await bet(a, { dragon: 20_000, tie: 1_000 })).json.success).toBe(true);
    expect((await bet(b, { tiger: 30_000 })).json.success).toBe(true);
    at(18_500);
    // Two engines on the same database: two processes' sweepers (and one more call) at once.
    let claims = 0;
    const store = houseTableStore(t.ctx.db);
    const counted = {
      ...store,
      claimDraw: async (...x: Parameters<typeof store.claimDraw>) => {
        const won = await store.claimDraw(...x);
        if (won && x[0].startsWith('dragon-tiger:')) claims++;
        return won;
      },
    };
    const second = new TableEngine({ provider: t.ctx.house.provider, store: counted, cycle: t.ctx.house.tables.cycle });
    const third = new TableEngine({ provider: t.ctx.house.provider, store: counted, cycle: t.ctx.house.tables.cycle });
    await Promise.all([second.sweep(), third.sweep()]);
    const shown = (await state(a)).json.value;
    expect(shown.round.phase).toBe('result');
    expect(claims).toBe(1);
    const result = shown.round.result;
    const g = TABLE_GAMES['dragon-tiger'];
    const winA = settleTableBet(g, { bets: { dragon: 20_000, tie: 1_000 } }, result).totalWin;
    const winB = settleTableBet(g, { bets: { tiger: 30_000 } }, result).totalWin;
    expect(await balanceOf(t, member.id)).toBe(beforeA - 21_000n + BigInt(winA));
    expect(await balanceOf(t, other.id)).toBe(beforeB - 30_000n + BigInt(winB));
    const wins = await t.ctx.db
      .select({ id: providerTransactions.transactionId })
      .from(providerTransactions)
      .where(and(eq(providerTransactions.kind, 'win'), like(providerTransactions.transactionId, 'T%-win')));
    expect(new Set(wins.map((w) => w.id)).size).toBe(wins.length);
    await expectLedgerSound(t);
  });

  it('rolls back a bet the wallet never confirmed, on the sweep after 30 s', async () => {
    nextRound();
    const tbl = await openTable('dragon-tiger');
    const before = await balanceOf(t, member.id);
    // The debit arrives but its answer is lost, and so is the immediate rollback.
    t.ctx.house.setFetch(async (url, init) => {
      if (url.endsWith('/provider/v1/bet')) {
        await fetch(url, init);
        throw new Error('connection reset');
      }
      if (url.endsWith('/provider/v1/rollback')) throw new Error('connection reset');
      return fetch(url, init);
    });
    try {
      const r = await bet(tbl, { tiger: 7_000 });
      expect(r.status).toBe(502);
      expect(r.json.errorCode).toBe('wallet_unavailable');
    } finally {
      t.ctx.house.setFetch(undefined);
    }
    expect(await balanceOf(t, member.id)).toBe(before - 7_000n);
    // Not yet: a bet is left 30 s to its own process.
    await t.ctx.house.tables.sweep();
    expect(await balanceOf(t, member.id)).toBe(before - 7_000n);
    at(CYCLE + 10_000);
    await t.ctx.house.tables.sweep();
    expect(await balanceOf(t, member.id)).toBe(before);
    await expectLedgerSound(t);
  });

  it('plays for free with play money: the real balance does not move', async () => {
    nextRound();
    const tbl = await openTable('sicbo', member, undefined, 0);
    const before = await balanceOf(t, member.id);
    const r = await bet(tbl, { small: 2_000 });
    expect(r.json.success, JSON.stringify(r.json)).toBe(true);
    at(19_000);
    expect((await state(tbl)).json.value.me.totalWin).not.toBeNull();
    expect(await balanceOf(t, member.id)).toBe(before);
    const hist = await http('GET', `/house/api/tables/history?session=${encodeURIComponent(tbl.session)}&table=sicbo`);
    expect(hist.json.value).toHaveLength(1);
  });

  it('lists the xóc đĩa rooms and plays a room within its own limits', async () => {
    nextRound();
    const gameId = await houseGame(t, 'xoc-dia');
    const rooms = await t.app.inject({
      url: `${GAME_PATHS.roomList}?gameId=${gameId}`,
      headers: authed(ip, member.token),
    });
    const list = rooms.json().value as { roomId: number; minBet: string; maxBet: string; gameType: string }[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ gameType: 'PVP', minBet: '500', maxBet: '500000' });
    const vip = list[2]!;
    const tbl = await openTable('xoc-dia', member, vip.roomId);
    expect(tbl.table).toBe(`xoc-dia-r${vip.roomId}`);
    expect((await bet(tbl, { even: 50_000 })).json.errorCode).toBe('bet_below_min');
    const ok = await bet(tbl, { even: 100_000, red4: 100_000 });
    expect(ok.json.success, JSON.stringify(ok.json)).toBe(true);
    const shown = await state(tbl);
    expect(shown.json.value.table).toMatchObject({ id: tbl.table, game: 'xoc-dia', limits: { minBet: 100_000 } });
    expect(shown.json.value.seated.length).toBeGreaterThanOrEqual(1);
    // The room list says who is at the table now.
    const present = await t.app.inject({
      url: `${GAME_PATHS.roomList}?gameId=${gameId}`,
      headers: authed(ip, member.token),
    });
    const rows = present.json().value as { roomId: number; players: number }[];
    expect(rows.find((r) => r.roomId === vip.roomId)?.players).toBe(1);
    expect(rows.find((r) => r.roomId === list[0]!.roomId)?.players).toBe(0);
    at(19_000);
    const drawn = (await state(tbl)).json.value.round.result as { discs: string[]; reds: number };
    expect(drawn.discs).toHaveLength(4);
    expect(drawn.reds).toBe(drawn.discs.filter((d) => d === 'red').length);
    // A full room lets nobody new in; who sits there comes back.
    const other = await newMember(t);
    await deposit(t, other.id, 1_000_000n);
    const small = list[1]!;
    await t.ctx.db.update(gameRooms).set({ seats: 1 }).where(eq(gameRooms.id, small.roomId));
    await openTable('xoc-dia', member, small.roomId);
    const full = await launch(t, other.token, { gameId, accountType: 1, language: 'vi', roomId: small.roomId });
    const url = new URL(full.json().value.game_url, base);
    const refused = await http('POST', '/house/api/tables/session?lang=vi', {
      token: url.searchParams.get('token'),
      table: `xoc-dia-r${small.roomId}`,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ errorCode: 'table_full', message: 'Phòng đã hết chỗ, hãy chọn phòng khác' });
    await openTable('xoc-dia', member, small.roomId);
    // A room that does not exist is not a table.
    expect(
      (await http('POST', '/house/api/tables/session', { token: 'x'.repeat(20), table: 'xoc-dia-r999999' })).json
        .errorCode,
    ).toBe('table_unknown');
  });
});
