import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, HOUSE_VASSALAGE, RECORD_PATHS } from '@lotus/contracts';
import { verifyRound } from '@lotus/house';
import { authed } from './accounts/support';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, deposit, expectLedgerSound, houseGame, ip, launch, newMember } from './gamesSupport';

/**
 * Xì dách against the house over HTTP: a round of several steps (deal, hit, stand) whose cards come from
 * the round's stream, the bet taken once at the deal and the win paid once when the round ends.
 */
let t: TestApp;
let base: string;
let member: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  member = await newMember(t);
  other = await newMember(t);
  await deposit(t, member.id, 1_000_000n);
  await deposit(t, other.id, 100_000n);
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

async function open(who = member, accountType = 1) {
  const res = await launch(t, who.token, { gameId: await houseGame(t, 'xi-dach'), accountType, language: 'vi' });
  const url = new URL(res.json().value.game_url, base);
  const s = await http('POST', '/house/api/session', { token: url.searchParams.get('token'), game: 'xi-dach' });
  expect(s.json.success, JSON.stringify(s.json)).toBe(true);
  return s.json.value as { session: string; balance: number };
}

const deal = (session: string, amount = 1_000) =>
  http('POST', '/house/api/play', { session, game: 'xi-dach', bet: { amount } });
const act = (session: string, round: string, action: unknown) =>
  http('POST', '/house/api/act', { session, round, action });

/**
 * Deals until a round waits for the player (a dealt xì dách or xì bàng ends at once); answers it and
 * what the rounds ended at the deal before it moved the balance.
 */
async function openRound(session: string) {
  let net = 0n;
  for (let i = 0; i < 20; i++) {
    const d = await deal(session);
    expect(d.json.success, JSON.stringify(d.json)).toBe(true);
    const r = d.json.value.round;
    if (!r.outcome.finished) return { ...d.json.value, net };
    net += BigInt(r.totalWin - r.totalStake);
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('no open round in 20 deals');
}

describe('xì dách over HTTP', () => {
  it('is a PVP game; a round takes the stake at the deal, moves, and pays once at the end', async () => {
    const listed = await t.app.inject({ url: `${GAME_PATHS.gameList}?vassalage=${HOUSE_VASSALAGE}&pageSize=100` });
    const games = listed.json().value.games as { code: string; gameType: string }[];
    expect(games.find((g) => g.code === 'xi-dach')).toMatchObject({ gameType: 'PVP' });

    const s = await open();
    const before = await balanceOf(t, member.id);
    const d = await openRound(s.session);
    const id = d.round.id as string;
    expect(d.round).toMatchObject({ status: 'bet_placed', totalStake: 1_000, totalWin: 0 });
    // The dealer's second card stays hidden while the player is to move.
    expect(d.round.outcome.dealer).toHaveLength(1);
    expect(d.round.outcome.player).toHaveLength(2);
    const charged = await balanceOf(t, member.id);
    expect(charged).toBe(before + d.net - 1_000n);

    // Bad moves move nothing.
    expect((await act(s.session, id, 'double')).json.errorCode).toBe('bet_unknown_type');
    if (!d.round.outcome.canStand) expect((await act(s.session, id, 'stand')).json.errorCode).toBe('bet_invalid');
    expect((await act(s.session, 'H-nope', 'hit')).json.errorCode).toBe('round_not_found');
    const stranger = await open(other);
    expect((await act(stranger.session, id, 'hit')).json.errorCode).toBe('round_not_found');
    // The seed pair is not revealed while the round's cards are still to come.
    const rotate = await http('POST', '/house/api/seed', { session: s.session });
    expect(rotate.status).toBe(409);
    expect(rotate.json.errorCode).toBe('round_in_progress');

    let r = d.round;
    let moves = 0;
    while (!r.outcome.finished) {
      const m = await act(s.session, id, r.outcome.canStand ? 'stand' : 'hit');
      expect(m.json.success, JSON.stringify(m.json)).toBe(true);
      r = m.json.value.round;
      moves++;
      if (!r.outcome.finished) expect(await balanceOf(t, member.id)).toBe(charged);
    }
    expect(moves).toBeGreaterThan(0);
    expect(r.status).toBe('settled');
    expect(r.outcome.dealer.length).toBeGreaterThanOrEqual(2);
    expect(['win', 'lose', 'push']).toContain(r.outcome.result);
    expect(await balanceOf(t, member.id)).toBe(charged + BigInt(r.totalWin));
    expect((await act(s.session, id, 'hit')).json.errorCode).toBe('round_not_open');

    // The betting record names the game; the revealed seed replays the round from its moves.
    const hist = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, member.token) });
    const rec = hist.json().value.list.find((x: { roundId: string }) => x.roundId === id);
    expect(rec).toMatchObject({ gameType: 'PVP', stake: '1000', status: 'settled' });
    expect(rec.gameName).toMatch(/Xì Dách/);
    const rotated = await http('POST', '/house/api/seed', { session: s.session });
    expect(rotated.json.success, JSON.stringify(rotated.json)).toBe(true);
    const replay = verifyRound(rotated.json.value.revealed.serverSeed, r.clientSeed, r.nonce, 'xi-dach', r.bet);
    expect(replay.outcome).toEqual(r.outcome);
    expect(replay.totalWin).toBe(r.totalWin);
    await expectLedgerSound(t);
  });

  it('two moves racing on one round: one is taken, the other refused, and the win is paid once', async () => {
    const s = await open();
    let d = await openRound(s.session);
    // Up to a hand that may stand, so that both racing moves are the final 'stand'.
    while (!d.round.outcome.canStand) {
      const m = await act(s.session, d.round.id, 'hit');
      if (m.json.value.round.outcome.finished) d = await openRound(s.session);
      else d = { ...d, round: m.json.value.round };
    }
    const charged = await balanceOf(t, member.id);
    const both = await Promise.all([act(s.session, d.round.id, 'stand'), act(s.session, d.round.id, 'stand')]);
    const ok = both.filter((x) => x.json.success);
    expect(ok).toHaveLength(1);
    const refused = both.find((x) => !x.json.success)!;
    expect(refused.status).toBe(409);
    expect(['round_moved', 'round_not_open']).toContain(refused.json.errorCode);
    const r = ok[0]!.json.value.round;
    expect(r).toMatchObject({ status: 'settled', bet: { actions: [...d.round.bet.actions, 'stand'] } });
    expect(await balanceOf(t, member.id)).toBe(charged + BigInt(r.totalWin));
    await expectLedgerSound(t);
  });

  it('refuses a stake out of limits or beyond the balance, moving nothing', async () => {
    const s = await open(other);
    const before = await balanceOf(t, other.id);
    expect((await deal(s.session, 99)).json.errorCode).toBe('bet_below_min');
    expect((await deal(s.session, 10_000_001)).json.errorCode).toBe('bet_above_max');
    expect((await deal(s.session, 1_000_000)).json.errorCode).toBe('insufficient_balance');
    const bad = await http('POST', '/house/api/play', {
      session: s.session,
      game: 'xi-dach',
      bet: { amount: 1_000, actions: ['stand', 'stand'] },
    });
    expect(bad.status).toBe(400);
    expect(await balanceOf(t, other.id)).toBe(before);
  });

  it('free play deals with play money only', async () => {
    const before = await balanceOf(t, member.id);
    const s = await open(member, 0);
    const dealt = (await deal(s.session)).json.value;
    let r = dealt.round;
    let balance = dealt.balance as number;
    expect(r.mode).toBe('trial');
    while (!r.outcome.finished) {
      const m = await act(s.session, r.id, r.outcome.canStand ? 'stand' : 'hit');
      r = m.json.value.round;
      balance = m.json.value.balance;
    }
    expect(balance).toBe(s.balance - 1_000 + r.totalWin);
    expect(await balanceOf(t, member.id)).toBe(before);
  });

  it('a round left alone is finished by the house after ten minutes (hit under 16, then stand) and paid once', async () => {
    const s = await open();
    const d = await openRound(s.session);
    const charged = await balanceOf(t, member.id);
    const rt = t.ctx.house;
    // Still thinking: nothing happens before ten minutes.
    expect(await rt.provider.resumeUnfinished(-1_000)).toBe(0);
    t.setNow(new Date(Date.now() + 11 * 60_000));
    try {
      expect(await rt.provider.resumeUnfinished()).toBe(1);
    } finally {
      t.setNow(new Date());
    }
    const rows = (await http('GET', `/house/api/rounds?session=${encodeURIComponent(s.session)}`)).json.value as {
      id: string;
      status: string;
      totalWin: number;
      outcome: { finished: boolean; playerTotal: number };
    }[];
    const r = rows.find((x) => x.id === d.round.id)!;
    expect(r).toMatchObject({ status: 'settled', outcome: { finished: true } });
    expect(await balanceOf(t, member.id)).toBe(charged + BigInt(r.totalWin));
    await expectLedgerSound(t);
  });
});
