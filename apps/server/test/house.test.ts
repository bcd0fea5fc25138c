import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, HOUSE_VASSALAGE, RECORD_PATHS } from '@lotus/contracts';
import { hashServerSeed, verifyRound } from '@lotus/house';
import { validBetTotal } from '../src/modules/records/service';
import { authed } from './accounts/support';
import { createTestApp, type TestApp } from './helpers';
import {
  balanceOf,
  callback,
  deposit,
  expectLedgerSound,
  houseGame,
  ip,
  launch,
  lotusId,
  newMember,
} from './gamesSupport';

let t: TestApp;
let base: string;
let member: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  t = await createTestApp();
  // A real HTTP server: the house provider calls the seamless API over loopback, like any vendor.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
  member = await newMember(t);
  await deposit(t, member.id, 1_000_000n);
});
afterAll(() => t.close());

async function http(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json()) as { success: boolean; value?: any; errorCode?: string } };
}

async function openGame(code: string, accountType = 1) {
  const res = await launch(t, member.token, { gameId: await houseGame(t, code), accountType, language: 'en' });
  const url = new URL(res.json().value.game_url, base);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<script type="module" src="/house/assets/house.js"></script>');
  expect(html).not.toMatch(/<script>(?!<)/);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const s = await http('POST', '/house/api/session', { token: url.searchParams.get('token'), game: code });
  expect(s.json.success, JSON.stringify(s.json)).toBe(true);
  return s.json.value;
}

describe('the house provider over HTTP', () => {
  it('plays a full slot round: the balance changes by win − stake and the round verifies', async () => {
    const opened = await openGame('lotus-slot');
    expect(opened.balance).toBe(1_000_000);
    expect(opened.commitment.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const before = await balanceOf(t, member.id);
    const played = await http('POST', '/house/api/play', {
      session: opened.session,
      game: 'lotus-slot',
      bet: { lineBet: 100, rtpProfile: 'rtp97' },
    });
    expect(played.json.success, JSON.stringify(played.json)).toBe(true);
    const r = played.json.value.round;
    expect(r).toMatchObject({ status: 'settled', totalStake: 2_000, nonce: 0, serverSeed: null });
    // The operator's RTP profile, never the player's.
    expect((r.bet as { rtpProfile: string }).rtpProfile).toBe('rtp96');
    expect(played.json.value.settled).toBe(true);
    const after = await balanceOf(t, member.id);
    expect(after).toBe(before - 2_000n + BigInt(r.totalWin));
    expect(played.json.value.balance).toBe(Number(after));
    expect(played.json.value.commitment.nonce).toBe(1);

    // Rotating the seed reveals the committed server seed; the round then recomputes exactly.
    const rotated = await http('POST', '/house/api/seed', { session: opened.session, clientSeed: 'my-lucky-seed' });
    const revealed = rotated.json.value.revealed;
    expect(hashServerSeed(revealed.serverSeed)).toBe(opened.commitment.serverSeedHash);
    expect(rotated.json.value.commitment).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const v = await http('POST', '/house/api/verify', {
      game: 'lotus-slot',
      serverSeed: revealed.serverSeed,
      clientSeed: r.clientSeed,
      nonce: 0,
      bet: JSON.stringify(r.bet),
    });
    expect(v.json.value.totalWin).toBe(r.totalWin);
    expect(v.json.value.outcome).toEqual(r.outcome);
    expect(verifyRound(revealed.serverSeed, r.clientSeed, 0, 'lotus-slot', r.bet).totalWin).toBe(r.totalWin);
    expect((await fetch(`${base}/house/verify?lang=vi`)).status).toBe(200);

    // The betting record lists the round with a game-recall link that shows what the player saw.
    const hist = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, member.token) });
    const rec = hist.json().value.list.find((x: { roundId: string }) => x.roundId === r.id);
    expect(rec).toMatchObject({
      vassalage: 'LOTUS_HOUSE',
      stake: '2000',
      win: String(r.totalWin),
      status: 'settled',
      gameType: 'RNG',
    });
    const recall = await http('GET', rec.recallUrl.replace('/house/recall/', '/house/api/recall/'));
    expect(recall.json.value).toMatchObject({ id: r.id, outcome: r.outcome, serverSeed: revealed.serverSeed });
    expect((await fetch(`${base}${rec.recallUrl}`)).status).toBe(200);
    const forged = await http(
      'GET',
      rec.recallUrl
        .replace('/house/recall/', '/house/api/recall/')
        .replace(/sig=([0-9a-f])/, (_m: string, c: string) => `sig=${c === '0' ? '1' : '0'}`),
    );
    expect(forged.json.errorCode).toBe('recall_link_invalid');
    await expectLedgerSound(t);
  });

  it('plays baccarat, dice and crash; refuses bad bets and money it does not have, moving nothing', async () => {
    const bac = await openGame('baccarat');
    const b = await http('POST', '/house/api/play', {
      session: bac.session,
      bet: { bets: { banker: 5_000, tie: 1_000 } },
    });
    expect(b.json.value.round.outcome.player.length).toBeGreaterThanOrEqual(2);
    for (const [game, bet] of [
      ['dice', { amount: 1_000, direction: 'under', target: 50 }],
      ['crash', { amount: 1_000, cashOut: 2 }],
    ] as const) {
      const s = await openGame(game);
      const p = await http('POST', '/house/api/play', { session: s.session, bet });
      expect(p.json.value.round.status).toBe('settled');
    }
    const before = await balanceOf(t, member.id);
    const dice = await openGame('dice');
    for (const [bet, code] of [
      [{ amount: -5, direction: 'under', target: 50 }, 'bet_not_positive'],
      [{ amount: 10, direction: 'under', target: 50 }, 'bet_below_min'],
      [{ amount: 1_000, direction: 'sideways', target: 50 }, 'bet_unknown_type'],
      [{ amount: 100_000_000, direction: 'under', target: 50 }, 'insufficient_balance'],
    ] as const) {
      const p = await http('POST', '/house/api/play', { session: dice.session, bet });
      expect(p.json.errorCode, JSON.stringify(bet)).toBe(code);
    }
    expect((await http('POST', '/house/api/play', { session: 'forged.session', bet: {} })).json.errorCode).toBe(
      'house_session_invalid',
    );
    expect((await http('POST', '/house/api/session', { token: 'x'.repeat(43), game: 'dice' })).json.errorCode).toBe(
      'house_session_invalid',
    );
    expect(await balanceOf(t, member.id)).toBe(before);
    await expectLedgerSound(t);
  });

  it('free play uses play money and leaves no betting record', async () => {
    const before = await balanceOf(t, member.id);
    const s = await openGame('lotus-slot', 0);
    expect(s.player.mode).toBe('trial');
    expect(s.balance).toBe(2_000_000);
    const p = await http('POST', '/house/api/play', { session: s.session, bet: { lineBet: 1_000 } });
    expect(p.json.value.balance).toBe(2_000_000 - 20_000 + p.json.value.round.totalWin);
    expect(await balanceOf(t, member.id)).toBe(before);
  });

  it('each game’s history lists only its own rounds (by game id), played with the session’s money', async () => {
    const history = async (session: string) =>
      (await http('GET', `/house/api/rounds?limit=100&session=${encodeURIComponent(session)}`)).json.value as {
        game: string;
        mode: string;
      }[];
    for (const game of ['lotus-slot', 'baccarat', 'dice', 'crash']) {
      const rows = await history((await openGame(game)).session);
      expect(rows.length, game).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => `${r.game}/${r.mode}`)), game).toEqual(new Set([`${game}/real`]));
    }
    // The free-play slot (played above) shows its play-money rounds only.
    const trial = await history((await openGame('lotus-slot', 0)).session);
    expect(trial.length).toBeGreaterThan(0);
    expect(trial.every((r) => r.game === 'lotus-slot' && r.mode === 'trial')).toBe(true);
  });

  it('the Tết and ocean slots are listed under RNG, launch, and settle spins of their own lines through the seamless API', async () => {
    const listed = await t.app.inject({ url: `${GAME_PATHS.gameList}?vassalage=${HOUSE_VASSALAGE}&pageSize=100` });
    const games = listed.json().value.games as { code: string; gameType: string; lineNum: number }[];
    for (const [game, lines] of [
      ['tet-slot', 25],
      ['ocean-slot', 10],
    ] as const) {
      expect(games.find((g) => g.code === game)).toMatchObject({ gameType: 'RNG', lineNum: lines });
      const opened = await openGame(game);
      const before = await balanceOf(t, member.id);
      const played = await http('POST', '/house/api/play', { session: opened.session, game, bet: { lineBet: 300 } });
      expect(played.json.success, JSON.stringify(played.json)).toBe(true);
      const r = played.json.value.round;
      expect(r).toMatchObject({ status: 'settled', game, totalStake: 300 * lines });
      expect(r.outcome).toMatchObject({ game, lines });
      expect(r.bet.rtpProfile).toBe('rtp96');
      expect(played.json.value.settled).toBe(true);
      expect(await balanceOf(t, member.id)).toBe(before - BigInt(300 * lines) + BigInt(r.totalWin));
      // Its history panel lists its own rounds only.
      const rows = (await http('GET', `/house/api/rounds?limit=100&session=${encodeURIComponent(opened.session)}`)).json
        .value as { game: string }[];
      expect(new Set(rows.map((x) => x.game))).toEqual(new Set([game]));
      // Bad path: below the table minimum (2,000 for the whole spin), nothing is charged.
      const low = await http('POST', '/house/api/play', { session: opened.session, game, bet: { lineBet: 1 } });
      expect(low.json.errorCode).toBe('bet_below_min');
      expect(await balanceOf(t, member.id)).toBe(before - BigInt(300 * lines) + BigInt(r.totalWin));
    }
    await expectLedgerSound(t);
  });

  it('finishes a round whose win did not arrive (wallet unreachable), and records turnover', async () => {
    const rt = t.ctx.house;
    const s = await openGame('crash');
    let calls = 0;
    rt.setFetch(async (url, init) => {
      if (url.endsWith('/provider/v1/win')) {
        calls++;
        throw new Error('connection reset');
      }
      return fetch(url, init);
    });
    const p = await http('POST', '/house/api/play', { session: s.session, bet: { amount: 1_000, cashOut: 1.01 } });
    rt.setFetch(undefined);
    expect(calls).toBe(3);
    expect(p.json.value.settled).toBe(false);
    expect(p.json.value.round.status).toBe('bet_placed');
    expect(await rt.provider.resumeUnfinished(-1_000)).toBe(1);
    const hist = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, member.token) });
    const rec = hist.json().value.list.find((x: { roundId: string }) => x.roundId === p.json.value.round.id);
    expect(rec.status).toBe('settled');
    const turnover = await validBetTotal(t.ctx.db, { merchantId: await lotusId(t), memberId: member.id });
    expect(turnover).toBeGreaterThan(0n);
    const profit = await t.app.inject({
      url: `${RECORD_PATHS.profit}?datePreset=7D`,
      headers: authed(ip, member.token),
    });
    const v = profit.json().value;
    expect(v, profit.body).toBeDefined();
    expect(v.byDay).toHaveLength(7);
    expect(v.byCategory.map((c: { gameType: string }) => c.gameType)).toEqual(['LIVE', 'RNG']);
    expect(v.total.count).toBe(hist.json().value.summary.count);
    expect(v.total.validBet).toBe(String(turnover));
    await expectLedgerSound(t);
  });

  it('records filter by category, vendor and period, page, and refuse bad periods', async () => {
    const get = (q: string) => t.app.inject({ url: `${RECORD_PATHS.history}?${q}`, headers: authed(ip, member.token) });
    const rng = (await get('gameType=RNG')).json().value;
    expect(rng.list.every((r: { gameType: string }) => r.gameType === 'RNG')).toBe(true);
    expect((await get('vassalage=JADE_SLOTS')).json().value.total).toBe(0);
    expect((await get('vassalage=NOPE')).json().errorCode).toBe('vendor_not_found');
    const page = (await get('pageSize=2&pageNo=1')).json().value;
    expect(page.list).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    expect((await get('datePreset=YESTERDAY')).json().value.total).toBe(0);
    expect((await get('startDate=2026-01-01')).json().field).toBe('endDate');
    expect((await get('startDate=2026-01-10&endDate=2026-01-01')).json().field).toBe('endDate');
    expect((await get('startDate=2025-01-01&endDate=2026-01-01')).json().field).toBe('endDate');
    expect((await get('datePreset=90D')).json().errorCode).toBe('validation_failed');
    expect((await t.app.inject({ url: RECORD_PATHS.history, headers: { merchant: 'LOTUS' } })).statusCode).toBe(401);
    // Another member sees none of these rounds.
    const other = await newMember(t);
    expect(
      (await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, other.token) })).json().value.total,
    ).toBe(0);
  });

  it('a vendor bet via a callback from the house shows in records while open', async () => {
    const s = await openGame('dice');
    const token = JSON.parse(Buffer.from(s.session.split('.')[0], 'base64url').toString()).t as string;
    const res = await callback(t, 'bet', {
      token,
      playerId: `LOTUS-${member.id}`,
      transactionId: 'open-1',
      roundId: 'open-round',
      gameCode: 'dice',
      amount: 500,
      currency: 'VND',
    });
    expect(res.json().success).toBe(true);
    const hist = await t.app.inject({ url: `${RECORD_PATHS.history}?status=open`, headers: authed(ip, member.token) });
    expect(hist.json().value.list.map((r: { roundId: string }) => r.roundId)).toContain('open-round');
  });
});
