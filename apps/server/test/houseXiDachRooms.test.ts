import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS } from '@lotus/contracts';
import { houseTableBets } from '../src/db/schema/index';
import { authed } from './accounts/support';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, deposit, expectLedgerSound, houseGame, ip, launch, newMember } from './gamesSupport';

/**
 * Xì dách rooms (GLS2_roomList) seated like the xóc đĩa rooms: listed with limits, seats and players present,
 * entered with the room's launch, its stake limits enforced by the house, a full room refused; and the house's
 * one flood guard on live table bets and xì dách deals (429 before any money moves).
 */
let t: TestApp;
let base: string;
let member: Awaited<ReturnType<typeof newMember>>;

type Room = { roomId: number; roomName: string; minBet: string; maxBet: string; seats: number; players: number };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  member = await newMember(t);
  await deposit(t, member.id, 50_000_000n);
});
afterAll(() => t.close());

async function http(method: string, path: string, body?: unknown, language = 'en') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json', language } : { language },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: (await res.json()) as { success: boolean; value?: any; errorCode?: string; message?: string },
  };
}

async function rooms(language = 'en'): Promise<Room[]> {
  const res = await t.app.inject({
    url: `${GAME_PATHS.roomList}?gameId=${await houseGame(t, 'xi-dach')}&language=${language}`,
    headers: authed(ip, member.token),
  });
  expect(res.json().success, res.body).toBe(true);
  return res.json().value as Room[];
}

/** Launches xì dách in a room as its page does: the launch names the room, the page opens the session with it. */
async function enter(who: typeof member, roomId: number) {
  const res = await launch(t, who.token, { gameId: await houseGame(t, 'xi-dach'), accountType: 1, roomId });
  expect(res.json().success, res.body).toBe(true);
  const url = new URL(res.json().value.game_url, base);
  expect(url.pathname).toBe('/house/play/xi-dach');
  expect(url.searchParams.get('room')).toBe(String(roomId));
  return http('POST', '/house/api/session', {
    token: url.searchParams.get('token'),
    game: 'xi-dach',
    room: url.searchParams.get('room'),
  });
}

/** The player of a house session (its signed payload names them). */
const playerOf = (session: string) =>
  (JSON.parse(Buffer.from(session.split('.')[0]!, 'base64url').toString('utf8')) as { p: string }).p;

const deal = (session: string, amount: number, language = 'en') =>
  http('POST', '/house/api/play', { session, game: 'xi-dach', bet: { amount } }, language);

describe('xì dách rooms', () => {
  it('are listed with limits and seats, enforce their limits server-side and count the players present', async () => {
    const list = await rooms();
    expect(list.map((r) => r.roomName)).toEqual(['Starter Table', 'Expert Table', 'Elite Table']);
    expect(list[1]).toMatchObject({ gameType: 'PVP', minBet: '5000', maxBet: '2000000', seats: 5, players: 0 });
    expect((await rooms('vi')).map((r) => r.roomName)[0]).toBe('Bàn Tập Sự');
    const expert = list[1]!;

    const s = await enter(member, expert.roomId);
    expect(s.json.success, JSON.stringify(s.json)).toBe(true);
    const session = s.json.value.session as string;
    expect(s.json.value.room).toMatchObject({
      id: `xi-dach-r${expert.roomId}`,
      name: { vi: 'Bàn Cao Thủ', en: 'Expert Table' },
      limits: { minBet: 5_000, maxBet: 2_000_000 },
      seats: 5,
    });
    expect(s.json.value.room.players).toHaveLength(1);
    expect(s.json.value.room.players[0]).toMatch(/\*\*\*/);
    // The page offers the room's stakes.
    expect(s.json.value.game).toMatchObject({ minBet: 5_000, maxBet: 2_000_000 });
    expect((await rooms()).find((r) => r.roomId === expert.roomId)?.players).toBe(1);
    expect((await rooms()).find((r) => r.roomId === list[0]!.roomId)?.players).toBe(0);

    // Outside the room's limits (though inside the game's own): refused before any money moves, vi and en.
    const before = await balanceOf(t, member.id);
    const low = await deal(session, 1_000);
    expect(low.status).toBe(400);
    expect(low.json).toMatchObject({ errorCode: 'bet_below_min' });
    expect(low.json.message).toMatch(
      /Expert Table takes stakes from 50\.00 to 20000\.00; a stake of 10\.00 is outside/,
    );
    const high = await deal(session, 5_000_000, 'vi');
    expect(high.status).toBe(400);
    expect(high.json.errorCode).toBe('bet_above_max');
    expect(high.json.message).toMatch(/Bàn Cao Thủ nhận cược từ .* nằm ngoài mức của phòng/);
    expect(await balanceOf(t, member.id)).toBe(before);

    // Within them: dealt.
    const ok = await deal(session, 5_000);
    expect(ok.json.success, JSON.stringify(ok.json)).toBe(true);
    expect(ok.json.value.round.totalStake).toBe(5_000);

    // The page's poll keeps the seat and answers who sits there.
    const st = await http('GET', `/house/api/state?session=${encodeURIComponent(session)}`);
    expect(st.json.value.room).toMatchObject({ seats: 5, players: [expect.stringMatching(/\*\*\*/)] });
    await expectLedgerSound(t);
  });

  it('refuses a room that does not exist, a room of another game and a full room', async () => {
    const list = await rooms();
    const launchOk = await launch(t, member.token, { gameId: await houseGame(t, 'xi-dach'), accountType: 1 });
    const token = new URL(launchOk.json().value.game_url, base).searchParams.get('token');
    for (const room of ['abc', '0', '999999', -1, 1.5]) {
      const r = await http('POST', '/house/api/session', { token, game: 'xi-dach', room });
      expect(r.status, String(room)).toBe(404);
      expect(r.json.errorCode).toBe('table_unknown');
    }
    // A xóc đĩa room is not a xì dách room.
    const xoc = await t.app.inject({
      url: `${GAME_PATHS.roomList}?gameId=${await houseGame(t, 'xoc-dia')}`,
      headers: authed(ip, member.token),
    });
    const xocRoom = (xoc.json().value as Room[])[0]!.roomId;
    expect((await http('POST', '/house/api/session', { token, game: 'xi-dach', room: xocRoom })).json.errorCode).toBe(
      'table_unknown',
    );
    // The site refuses a launch into a room the game does not have.
    const bad = await launch(t, member.token, {
      gameId: await houseGame(t, 'xi-dach'),
      accountType: 1,
      roomId: 999999,
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'game_not_found', field: 'roomId' });

    // The Elite Table seats three: a fourth newcomer is refused (vi), who sits there comes back.
    const elite = list[2]!;
    const seated = [];
    for (let i = 0; i < 3; i++) {
      const m = await newMember(t);
      await deposit(t, m.id, 1_000_000n);
      const s = await enter(m, elite.roomId);
      expect(s.json.success, JSON.stringify(s.json)).toBe(true);
      seated.push(m);
    }
    expect((await rooms()).find((r) => r.roomId === elite.roomId)?.players).toBe(3);
    const late = await newMember(t);
    await deposit(t, late.id, 1_000_000n);
    const res = await launch(t, late.token, {
      gameId: await houseGame(t, 'xi-dach'),
      accountType: 1,
      roomId: elite.roomId,
    });
    const url = new URL(res.json().value.game_url, base);
    const full = await http(
      'POST',
      '/house/api/session',
      { token: url.searchParams.get('token'), game: 'xi-dach', room: elite.roomId },
      'vi',
    );
    expect(full.status).toBe(409);
    expect(full.json).toMatchObject({ errorCode: 'table_full', message: 'Phòng đã hết chỗ, hãy chọn phòng khác' });
    expect((await enter(seated[0]!, elite.roomId)).json.success).toBe(true);
  });
});

describe('the flood guard', () => {
  it('answers a flood of xì dách deals with 429 house_rate_limited, moving money only for the deals taken', async () => {
    const m = await newMember(t);
    await deposit(t, m.id, 5_000_000n);
    const starter = (await rooms())[0]!;
    const s = await enter(m, starter.roomId);
    const session = s.json.value.session as string;
    const before = await balanceOf(t, m.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deal(session, 1_000)));
    const taken = answers.filter((a) => a.json.success);
    const refused = answers.filter((a) => !a.json.success);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r).toMatchObject({ status: 429, json: { errorCode: 'house_rate_limited' } });
    let net = 0n;
    for (const a of taken) {
      const r = a.json.value.round;
      net += BigInt((r.outcome.finished ? r.totalWin : 0) - r.totalStake);
    }
    expect(await balanceOf(t, m.id)).toBe(before + net);
    await expectLedgerSound(t);
  });

  it('answers a flood of live table bets with 429 before any money moves', async () => {
    const m = await newMember(t);
    await deposit(t, m.id, 5_000_000n);
    // In a round's betting window (cycle 25 s: 15 s of bets).
    const cycle = t.ctx.house.tables.cycleMs;
    t.setNow(new Date(Math.ceil(Date.now() / cycle) * cycle + 500));
    const res = await launch(t, m.token, { gameId: await houseGame(t, 'baccarat-live'), accountType: 1 });
    const url = new URL(res.json().value.game_url, base);
    const opened = await http('POST', '/house/api/tables/session', {
      token: url.searchParams.get('token'),
      table: 'baccarat-live',
    });
    expect(opened.json.success, JSON.stringify(opened.json)).toBe(true);
    const session = opened.json.value.session as string;
    const before = await balanceOf(t, m.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        http('POST', '/house/api/tables/bet', { session, table: 'baccarat-live', bet: { bets: { player: 1_000 } } }),
      ),
    );
    const taken = answers.filter((a) => a.json.success).length;
    const refused = answers.filter((a) => !a.json.success);
    expect(taken).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r).toMatchObject({ status: 429, json: { errorCode: 'house_rate_limited' } });
    expect(refused[0]!.json.message).toMatch(/slow down/);
    // Only the bets taken were stored and debited.
    const stored = await t.ctx.db
      .select({ id: houseTableBets.id })
      .from(houseTableBets)
      .where(and(eq(houseTableBets.tableId, 'baccarat-live'), eq(houseTableBets.playerId, playerOf(session))));
    expect(stored).toHaveLength(taken);
    expect(await balanceOf(t, m.id)).toBe(before - BigInt(taken * 1_000));
    await expectLedgerSound(t);
  });
});
