import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_PATHS, LOTTERY_PATHS, OPS_LOTTERY_PATHS } from '@lotus/contracts';
import { hashServerSeed } from '@lotus/house';
import { betTypeOf, drawResult, type Family, payoutOf } from '@lotus/house/lottery';
import { loadConfig } from '../src/config';
import { lotteryBets, lotteryDraws, lotterySettings } from '../src/db/schema';
import { runLottery } from '../src/modules/lottery/service';
import { authed } from './accounts/support';
import { balanceOf, deposit, expectLedgerSound, ip, lotusId, newMember } from './gamesSupport';
import { createTestApp, ops, TEST_DATABASE_URL, type TestApp } from './helpers';

/**
 * The lottery end to end through HTTP: draws scheduled by the job, a slip of VN and fast bets staked
 * through the seamless API, house draws settled once with verifiable seeds, an operator's official VN
 * result with a correction, a cancelled draw refunded, and the bad paths.
 */
let t: TestApp;
let alice: Awaited<ReturnType<typeof newMember>>;
const T0 = new Date('2026-11-26T03:00:05Z'); // Thursday 10:00:05 in Vietnam

beforeAll(async () => {
  t = await createTestApp({
    config: { games: { ...loadConfig({ LOG_LEVEL: 'silent' }).games, lotteryVnResults: 'operator' } },
  });
  alice = await newMember(t);
  await deposit(t, alice.id, 1_000_000n);
  t.setNow(T0);
  await runLottery(t.ctx);
});
afterAll(() => t.close());

const pub = { merchant: 'LOTUS', 'x-forwarded-for': ip };
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? authed(ip, token) : pub });
const place = (token: string | undefined, body: object) =>
  t.app.inject({ method: 'POST', url: LOTTERY_PATHS.bets, headers: token ? authed(ip, token) : pub, payload: body });
const opsPost = (path: string, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: path.replace(':id', String(id)), headers: ops(), payload });

async function drawOf(game: string) {
  const lobby = (await get(LOTTERY_PATHS.lobby)).json().value;
  return lobby.draws.find((d: { game: string }) => d.game === game) as { id: number; issue: string };
}
const dbDraw = async (id: number) => (await t.ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0]!;

/** What a settled house draw paid a bet, recomputed from its revealed seed. */
async function expectedPayout(drawId: number, betType: string, selection: string, stake: bigint, odds: number) {
  const d = await dbDraw(drawId);
  const result = drawResult(d.family as Family, d.game, d.issue, d.serverSeed!);
  expect(d.result).toEqual(result);
  expect(hashServerSeed(d.serverSeed!)).toBe(d.commitment);
  const hits = betTypeOf(d.family as Family, betType)!.hits(result, selection, 2026);
  return payoutOf(stake, odds, hits);
}

const northResult = (special: string, g7first: string) => ({
  DB: [special],
  G1: ['00001'],
  G2: ['00002', '00003'],
  G3: ['00004', '00005', '00006', '00007', '00008', '00009'],
  G4: ['1010', '1011', '1012', '1013'],
  G5: ['2020', '2021', '2022', '2023', '2024', '2025'],
  G6: ['330', '331', '332'],
  G7: [g7first, '40', '41', '42'],
});

let k3: { id: number; issue: string };
let ssc: { id: number; issue: string };
let north: { id: number; issue: string };
let afterStake: bigint;

describe('lobby and numeros', () => {
  it('lists the open draws with countdowns, commitments and the brand odds', async () => {
    const res = await get(LOTTERY_PATHS.lobby);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ vnPrizeMode: 'Lott', fastPrizeMode: 'Elott', minStake: '100', maxStake: '1000000000' });
    k3 = await drawOf('K3');
    ssc = await drawOf('SSC');
    north = await drawOf('VN_N');
    const k3v = v.draws.find((d: { game: string }) => d.game === 'K3');
    expect(k3v).toMatchObject({ issue: '20261126-0301', status: 'open', secondsToClose: 100, source: 'house' });
    expect(k3v.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(k3v.serverSeed).toBeNull();
    expect(k3v.betTypes.find((b: { code: string }) => b.code === 'sum').odds['K3.sum:10']).toBe(776);
    const nv = v.draws.find((d: { game: string }) => d.game === 'VN_N');
    expect(nv.name).toBe('Miền Bắc');
    const en = (await t.app.inject({ url: LOTTERY_PATHS.lobby, headers: { ...pub, language: 'en' } })).json().value;
    expect(en.draws.find((d: { game: string }) => d.game === 'VN_N').name).toBe('Northern');
    expect(en.draws.find((d: { game: string }) => d.game === 'K3').name).toBe('Fast 3 (K3)');
    expect(nv).toMatchObject({ issue: '20261126', source: 'operator', commitment: null });
    expect(nv.betTypes.find((b: { code: string }) => b.code === 'lo').odds).toEqual({ 'VN_NORTH.lo': 351 });
    // Thursday's provinces, today's and tomorrow's.
    expect(v.draws.some((d: { game: string }) => d.game === 'VN_S_TN')).toBe(true);
    expect(v.draws.some((d: { game: string; issue: string }) => d.game === 'VN_N' && d.issue === '20261127')).toBe(
      true,
    );
  });

  it('lists operators a region’s provinces together, named in the operator’s language', async () => {
    const list = async (game: string, language = 'vi') => {
      const res = await t.app.inject({
        url: `${OPS_LOTTERY_PATHS.draws}?game=${game}`,
        headers: { ...ops(), language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { game: string; name: string }[];
    };
    const south = await list('VN_S');
    expect(south.length).toBeGreaterThan(1);
    expect(south.every((d) => d.game.startsWith('VN_S_'))).toBe(true);
    expect((await list('VN_N', 'en')).map((d) => d.name)).toContain('Northern');
    expect((await list('K3')).every((d) => d.game === 'K3')).toBe(true);
    // "VN" is every Vietnamese draw; a prefix is a whole part of the code ("VN_" and "K" name nothing).
    const vn = await list('VN');
    expect(new Set(vn.map((d) => d.game.slice(0, 4)))).toEqual(new Set(['VN_N', 'VN_S', 'VN_C']));
    expect(await list('K')).toEqual([]);
  });

  it('answers the numero calls: VN without a token, every game with one', async () => {
    const vn = (await get(LOTTERY_PATHS.vnOpenedNumeros)).json().value;
    expect(vn.every((n: { gameCode: string }) => n.gameCode.startsWith('VN_'))).toBe(true);
    expect(vn.find((n: { gameCode: string }) => n.gameCode === 'VN_N')).toMatchObject({ numero: '20261126' });
    expect((await get(LOTTERY_PATHS.openedNumeros)).statusCode).toBe(401);
    const all = (await get(LOTTERY_PATHS.openedNumeros, alice.token)).json().value;
    expect(all.map((n: { gameCode: string }) => n.gameCode)).toEqual(
      expect.arrayContaining(['K3', 'SSC', 'LHC', 'VN_N']),
    );
  });
});

describe('bet slips', () => {
  it('refuses bad slips without touching the wallet', async () => {
    const item = { drawId: k3.id, betType: 'sum', selection: '10', stake: 2 };
    expect((await place(undefined, { items: [item] })).statusCode).toBe(401);
    const cases: [object, number, string][] = [
      [{ items: [] }, 400, 'validation_failed'],
      [{ items: [{ ...item, stake: 'x' }] }, 400, 'validation_failed'],
      [{ items: [{ ...item, drawId: 999_999 }] }, 404, 'lottery_draw_not_found'],
      [{ items: [{ ...item, betType: 'lo' }] }, 400, 'lottery_bet_invalid'],
      [{ items: [{ ...item, selection: '19' }] }, 400, 'lottery_bet_invalid'],
      [{ items: [{ ...item, drawId: north.id, betType: 'lo', selection: '123' }] }, 400, 'lottery_bet_invalid'],
      [{ items: [{ ...item, stake: 0.5 }] }, 400, 'amount_out_of_range'],
      [{ items: [item], multiplier: 0 }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await place(alice.token, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errorCode).toBe(code);
    }
    expect(await balanceOf(t, alice.id)).toBe(1_000_000n);
  });

  it('places lô and đề on the North, K3 and SSC from one slip with a multiplier', async () => {
    const res = await place(alice.token, {
      multiplier: 2,
      items: [
        { drawId: north.id, betType: 'lo', selection: '27', stake: 10 },
        { drawId: north.id, betType: 'de', selection: '27', stake: 5 },
        { drawId: k3.id, betType: 'sum', selection: '10', stake: 2 },
        { drawId: ssc.id, betType: 'bsoe', selection: '1:big', stake: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const slip = res.json().value;
    expect(slip.total).toBe('4000');
    expect(slip.bets.map((b: { status: string }) => b.status)).toEqual(['placed', 'placed', 'placed', 'placed']);
    expect(slip.bets[0]).toMatchObject({ stake: '2000', odds: 351, multiplier: 2, game: 'VN_N', issue: '20261126' });
    afterStake = 1_000_000n - 4_000n;
    expect(await balanceOf(t, alice.id)).toBe(afterStake);
    const mine = (await get(`${LOTTERY_PATHS.myBets}?pageSize=10`, alice.token)).json().value;
    expect(mine.total).toBe(4);
    const hot = (await get(LOTTERY_PATHS.hotline)).json().value;
    expect(hot.items).toHaveLength(4);
    expect(hot.items).toContainEqual({
      game: 'VN_N',
      gameName: 'Miền Bắc',
      betType: 'lo',
      selection: '27',
      bets: 1,
      stake: '2000',
    });
    expect(hot.numbers).toEqual([{ number: '27', bets: 2 }]);
    expect((await get(LOTTERY_PATHS.myBets)).statusCode).toBe(401);
  });

  it('is all or nothing: a slip the balance cannot cover is refunded whole', async () => {
    const bob = await newMember(t);
    await deposit(t, bob.id, 1_000n);
    const res = await place(bob.token, {
      items: [
        { drawId: k3.id, betType: 'pair', selection: '3', stake: 5 },
        { drawId: k3.id, betType: 'pair', selection: '4', stake: 8 },
      ],
    });
    expect(res.json().errorCode).toBe('insufficient_balance');
    expect(await balanceOf(t, bob.id)).toBe(1_000n);
    const bets = await t.ctx.db.select().from(lotteryBets).where(eq(lotteryBets.memberId, bob.id));
    expect(bets.map((b) => b.status)).toEqual(['void', 'void']);
    await expectLedgerSound(t);
  });

  it('keeps each number of a draw within the brand exposure limit', async () => {
    await t.ctx.db.insert(lotterySettings).values({
      merchantId: await lotusId(t),
      vnPrizeMode: 'Lott',
      fastPrizeMode: 'Elott',
      odds: {},
      minStake: 100n,
      maxStake: 1_000_000_000n,
      exposureLimit: 50_000n,
      updatedAt: T0,
    });
    try {
      const item = { drawId: north.id, betType: 'de', selection: '55', stake: 10 }; // pays 950.00 > 500.00
      const res = await place(alice.token, { items: [item] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'lottery_exposure_exceeded', field: 'items' });
      expect(await balanceOf(t, alice.id)).toBe(afterStake);
    } finally {
      await t.ctx.db.delete(lotterySettings);
    }
  });
});

describe('house draws and settlement', () => {
  it('draws K3 at its time, reveals the seed and settles once', async () => {
    t.setNow(new Date('2026-11-26T03:01:50Z'));
    await runLottery(t.ctx);
    expect((await dbDraw(k3.id)).status).toBe('closed');
    const late = await place(alice.token, { items: [{ drawId: k3.id, betType: 'sum', selection: '10', stake: 2 }] });
    expect(late.json().errorCode).toBe('lottery_draw_closed');

    t.setNow(new Date('2026-11-26T03:02:01Z'));
    await runLottery(t.ctx);
    const d = await dbDraw(k3.id);
    expect(d.status).toBe('settled');
    const pay = await expectedPayout(k3.id, 'sum', '10', 400n, 776);
    expect(await balanceOf(t, alice.id)).toBe(afterStake + pay);
    const results = (await get(`${LOTTERY_PATHS.results}?game=K3`)).json().value;
    expect(results[0]).toMatchObject({ id: k3.id, status: 'settled', serverSeed: d.serverSeed, result: d.result });

    // Again, and with the bet put back as unsettled: the win's transaction id pays nothing twice.
    await runLottery(t.ctx);
    const aliceK3 = and(eq(lotteryBets.drawId, k3.id), eq(lotteryBets.memberId, alice.id));
    await t.ctx.db.update(lotteryBets).set({ status: 'placed' }).where(aliceK3);
    await t.ctx.db.update(lotteryDraws).set({ status: 'drawn' }).where(eq(lotteryDraws.id, k3.id));
    await runLottery(t.ctx);
    expect(await balanceOf(t, alice.id)).toBe(afterStake + pay);
    const [bet] = await t.ctx.db.select().from(lotteryBets).where(aliceK3);
    expect(bet!.status).toBe(pay > 0n ? 'won' : 'lost');
    afterStake += pay;
    await expectLedgerSound(t);
  });

  it('settles SSC and lists the member bets with the draw and its result', async () => {
    t.setNow(new Date('2026-11-26T03:05:01Z'));
    await runLottery(t.ctx);
    const pay = await expectedPayout(ssc.id, 'bsoe', '1:big', 600n, 194);
    expect(await balanceOf(t, alice.id)).toBe(afterStake + pay);
    afterStake += pay;
    const mine = (await get(`${LOTTERY_PATHS.myBets}?game=SSC`, alice.token)).json().value;
    expect(mine.list[0]).toMatchObject({ drawId: ssc.id, drawStatus: 'settled', selection: '1:big' });
    expect(mine.list[0].result.numbers).toHaveLength(5);
    const hc = (await get(`${LOTTERY_PATHS.hotCold}?game=SSC`)).json().value;
    expect(hc.draws).toBe(1);
    expect(hc.hot.reduce((a: number, n: { count: number }) => a + n.count, 0)).toBe(5);
    expect(hc.cold).toHaveLength(10);
  });

  it('pays concurrent settlements of one draw once', async () => {
    const carol = await newMember(t);
    await deposit(t, carol.id, 100_000n);
    const next = await drawOf('K3');
    const items = Array.from({ length: 6 }, (_, i) => ({
      drawId: next.id,
      betType: 'sum',
      selection: String(i + 8),
      stake: 1,
    }));
    expect((await place(carol.token, { items })).statusCode).toBe(200);
    t.setNow((await dbDraw(next.id)).drawsAt);
    await Promise.all([runLottery(t.ctx), runLottery(t.ctx), runLottery(t.ctx)]);
    const bets = await t.ctx.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, next.id));
    for (const b of bets) {
      expect(['won', 'lost']).toContain(b.status);
      expect(b.payout).toBe(await expectedPayout(next.id, 'sum', b.selection, 100n, b.odds));
    }
    const paid = bets.reduce((a, b) => a + (b.payout ?? 0n), 0n);
    expect(await balanceOf(t, carol.id)).toBe(100_000n - 600n + paid);
    await expectLedgerSound(t);
  });
});

describe(`operator results and cancellations (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('enters the official northern result once, after betting closed, checked for shape', async () => {
    const early = await opsPost(OPS_LOTTERY_PATHS.result, north.id, { prizes: northResult('12327', '27') });
    expect(early.json().errorCode).toBe('lottery_draw_state');
    t.setNow(new Date('2026-11-26T11:00:01Z'));
    await runLottery(t.ctx);
    expect((await dbDraw(north.id)).status).toBe('closed');
    const bad = await opsPost(OPS_LOTTERY_PATHS.result, north.id, { prizes: { ...northResult('1232', '27') } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('lottery_result_invalid');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: OPS_LOTTERY_PATHS.result.replace(':id', String(north.id)),
          payload: {},
        })
      ).statusCode,
    ).toBe(401);

    const res = await opsPost(OPS_LOTTERY_PATHS.result, north.id, { prizes: northResult('12327', '27') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'settled', resultVersion: 1, bets: 2 });
    // lô 27 came twice (the special and a G7): 2,000 × 3.51 × 2; đề 27: 1,000 × 95.
    const won = 14_040n + 95_000n;
    expect(await balanceOf(t, alice.id)).toBe(afterStake + won);
    const again = await opsPost(OPS_LOTTERY_PATHS.result, north.id, { prizes: northResult('12399', '26') });
    expect(again.json().errorCode).toBe('lottery_result_exists');
  });

  it('corrects a result: the payouts are reversed and the bets settled again', async () => {
    const res = await opsPost(OPS_LOTTERY_PATHS.result, north.id, {
      prizes: northResult('12399', '26'),
      correction: true,
      reason: 'official correction',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'settled', resultVersion: 2, payouts: '0' });
    expect(await balanceOf(t, alice.id)).toBe(afterStake);
    const bets = await t.ctx.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, north.id));
    expect(bets.map((b) => [b.status, b.settledVersion])).toEqual([
      ['lost', 2],
      ['lost', 2],
    ]);
    await expectLedgerSound(t);
  });

  it('cancels a draw before its result and refunds its bets', async () => {
    const next = await drawOf('SSC');
    const dave = await newMember(t);
    await deposit(t, dave.id, 10_000n);
    const before = await balanceOf(t, dave.id);
    expect(
      (await place(dave.token, { items: [{ drawId: next.id, betType: 'star5', selection: '12345', stake: 7 }] }))
        .statusCode,
    ).toBe(200);
    expect(await balanceOf(t, dave.id)).toBe(before - 700n);
    const res = await opsPost(OPS_LOTTERY_PATHS.cancel, next.id, { reason: 'drawing machine fault' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('cancelled');
    expect(await balanceOf(t, dave.id)).toBe(before);
    expect((await opsPost(OPS_LOTTERY_PATHS.cancel, next.id, { reason: 'again' })).json().errorCode).toBe(
      'lottery_draw_state',
    );
    expect((await opsPost(OPS_LOTTERY_PATHS.cancel, 999_999, { reason: 'x' })).json().errorCode).toBe(
      'lottery_draw_not_found',
    );
    const [bet] = await t.ctx.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, next.id));
    expect(bet!.status).toBe('refunded');
    await expectLedgerSound(t);
  });
});

describe('the lottery vendor’s own pages (launch token)', () => {
  it('opens from lottLabby and bets, lists and verifies with the launch token', async () => {
    const erin = await newMember(t);
    await deposit(t, erin.id, 50_000n);
    const lott = await get(`${LAUNCH_PATHS.lottLabby}?lottoGameCode=K3&language=vi`, erin.token);
    expect(lott.json().value.available).toBe(true);
    const url = new URL(lott.json().value.game_url, 'http://x');
    expect(url.pathname).toBe('/house/lottery');
    expect(url.searchParams.get('game')).toBe('K3');
    const token = url.searchParams.get('token')!;
    // Each entry page's focus (SPEC §2, §4): /elott the fast games in Elott, /seaLottery SEA, /lottery's play type.
    const focus = async (query: string) =>
      new URL((await get(`${LAUNCH_PATHS.lottLabby}?${query}`, erin.token)).json().value.game_url, 'http://x')
        .searchParams;
    let p = await focus('lottoFamily=fast&lottoPrizeMode=Elott');
    expect([p.get('family'), p.get('mode'), p.get('game')]).toEqual(['fast', 'Elott', null]);
    p = await focus('lottoPrizeMode=SEA&lottoGameCode=VN_NORTH&lottoPlayType=de');
    expect([p.get('family'), p.get('mode'), p.get('game'), p.get('playType')]).toEqual([null, 'SEA', 'VN_NORTH', 'de']);
    expect((await get(`${LAUNCH_PATHS.lottLabby}?lottoFamily=nope`, erin.token)).statusCode).toBe(400);
    expect((await focus('lottoPrizeMode=XX')).get('mode')).toBeNull();
    const sea = (await t.app.inject({ url: `/house/lottery/api/lobby?mode=SEA&token=${token}` })).json().value;
    expect([sea.vnPrizeMode, sea.fastPrizeMode]).toEqual(['SEA', 'SEA']);
    expect((await t.app.inject({ url: `/house/lottery/api/lobby?mode=XX` })).statusCode).toBe(400);
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The page's script, the frames' build (apps/frames; `npm test` builds it before these tests).
    expect(page.body).toContain('<script type="module" src="/house/assets/lottery.js"></script>');
    const script = await t.app.inject({ url: '/house/assets/lottery.js' });
    expect([script.statusCode, script.headers['content-type'], script.headers['cache-control']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'no-cache',
    ]);
    expect((await t.app.inject({ url: '/house/assets/nope.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/house/assets/..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/house/assets/../../apps/frames/assets.ts' })).statusCode).toBe(404);

    const api = (path: string) => t.app.inject({ url: `/house/lottery/api/${path}` });
    expect((await api(`state?token=${token}`)).json().value).toMatchObject({ balance: '50000', currency: 'VND' });
    expect((await api(`lobby?token=${'x'.repeat(43)}`)).json().errorCode).toBe('provider_token_invalid');
    // Without a token (a trial account's view): the lobby with the default odds.
    expect((await api('lobby')).json().value.vnPrizeMode).toBe('Lott');
    const k3Next = (await api(`lobby?token=${token}`))
      .json()
      .value.draws.find((d: { game: string }) => d.game === 'K3');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/house/lottery/api/bets',
      payload: { token, items: [{ drawId: k3Next.id, betType: 'triple', selection: 'any', stake: 3 }] },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await balanceOf(t, erin.id)).toBe(50_000n - 300n);
    const mine = (await api(`bets?token=${token}`)).json().value;
    expect(mine.list.map((b: { selection: string }) => b.selection)).toEqual(['any']);

    t.setNow((await dbDraw(k3Next.id)).drawsAt);
    await runLottery(t.ctx);
    const v = (await api(`verify?drawId=${k3Next.id}`)).json().value;
    expect(v).toMatchObject({ matchesCommitment: true, matchesResult: true, clientSeed: `K3:${k3Next.issue}` });
    expect((await api('verify?drawId=999999')).json().errorCode).toBe('lottery_draw_not_found');
  });
});
