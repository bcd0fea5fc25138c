import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_REPORT_PATHS as AR,
  LAUNCH_PATHS,
  LOTTERY_PATHS,
  OPS_REPORT_PATHS as OR,
  OPS_SPORTS_PATHS,
  RECORD_PATHS,
  SPORTS_PAGE_PATH,
  SPORTS_VASSALAGE,
  VIP_PATHS,
} from '@lotus/contracts';
import { loadConfig } from '../src/config';
import { seedDemoVipIfEmpty } from '../src/db/seed/demoVip';
import { runLottery } from '../src/modules/lottery/service';
import { runSports } from '../src/modules/sports/feed';
import { authed, tokenFor } from './accounts/support';
import { callback, gameIdOf, houseGame, launchToken } from './gamesSupport';
import { createTestApp, ops, type TestApp } from './helpers';
import { fund, newMember, type TestMember } from './moneySupport';

/**
 * Issue 33 item 1: an open bet is no loss. A house slot round without its win, a sports single, a two-leg parlay
 * and a lottery ticket not yet settled show in the betting record as open with their stake and no result, and count in no
 * figure — the record's and P&L's totals, the agent's team betting and user P&L, VIP progress, the console's
 * dashboard and P&L report. Once settled, each counts there once.
 */
let t: TestApp;
let agent: TestMember;
let m: TestMember;
let sportsToken: string;
let slotRound: { token: string; playerId: string };
const T0 = new Date('2026-11-26T03:00:05Z');
const SLOT_STAKE = 1_000_00n;
const SINGLE_STAKE = 200_00n;
const PARLAY_STAKE = 300_00n;
const TICKET_STAKE = 400_00n;

interface Fixture {
  id: number;
  kickoffAt: string;
  markets: { type: string; selections: { id: number; key: string; odds: number }[] }[];
}
let fixtures: Fixture[];

const sportsApi = `${SPORTS_PAGE_PATH}/api`;
const pick = (f: Fixture, type: string, key: string) => {
  const s = f.markets.find((x) => x.type === type)!.selections.find((x) => x.key === key)!;
  return { selectionId: s.id, odds: s.odds };
};
const value = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const dashboard = async () =>
  (await value(`${OR.dashboard}?brand=LOTUS&days=7`, ops())).brands[0].period as Record<string, unknown>;
const pnl = async () => {
  const day = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const from = day(new Date(T0.getTime() - 86_400_000));
  const to = day(new Date(t.ctx.now().getTime() + 86_400_000));
  return (await value(`${OR.pnl}?brand=LOTUS&by=category&from=${from}&to=${to}`, ops())).totals[0];
};
const vipValidBet = async () => (await value(VIP_PATHS.overview, m.h)).member.next.validBet.done as string;

let dashBefore: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({
    config: { games: { ...loadConfig({ LOG_LEVEL: 'silent' }).games, sportsResults: 'operator' } },
  });
  t.setNow(T0);
  await seedDemoVipIfEmpty(t.ctx.db);
  await runSports(t.ctx);
  await runLottery(t.ctx);
  dashBefore = await dashboard();
  agent = await newMember(t, { isAgent: 42 });
  m = await newMember(t, { uplineId: agent.id });
  await fund(t, m.id, 10_000_000n);

  // A house slot round: the bet, and no win yet.
  const slot = await houseGame(t, 'lotus-slot');
  const launch = await t.app.inject({ url: `${LAUNCH_PATHS.launchGame}?gameId=${slot}&accountType=1`, headers: m.h });
  const token = new URL(launch.json().value.game_url, 'http://x').searchParams.get('token')!;
  const auth = await callback(t, 'authenticate', { token });
  slotRound = { token, playerId: auth.json().value.playerId as string };
  const bet = await callback(t, 'bet', {
    ...slotRound,
    roundId: 'open-1',
    gameCode: 'lotus-slot',
    currency: 'VND',
    transactionId: 'open-1-bet',
    amount: Number(SLOT_STAKE),
  });
  expect(bet.json().success, bet.body).toBe(true);

  // A sports single and a two-leg parlay, placed before kick-off.
  sportsToken = await launchToken(t, m.token, await gameIdOf(t, SPORTS_VASSALAGE, 'sportsbook'));
  fixtures = (await value(`${sportsApi}/lobby?kind=sports&token=${sportsToken}`, {})).fixtures;
  const [f1, f2, f3] = fixtures as [Fixture, Fixture, Fixture];
  const place = async (legs: { selectionId: number; odds: number }[], stake: bigint) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${sportsApi}/bets`,
      payload: { token: sportsToken, legs, stake: String(stake / 100n) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await place([pick(f1, '1X2', 'home')], SINGLE_STAKE);
  await place([pick(f2, '1X2', 'home'), pick(f3, '1X2', 'home')], PARLAY_STAKE);

  // A ticket on the next K3 draw (a house lottery drawn every few minutes).
  const lobby = await value(LOTTERY_PATHS.lobby, m.h);
  const k3 = lobby.draws.find((d: { game: string }) => d.game === 'K3') as { id: number };
  const ticket = await t.app.inject({
    method: 'POST',
    url: LOTTERY_PATHS.bets,
    headers: m.h,
    payload: { items: [{ drawId: k3.id, betType: 'sum', selection: '10', stake: Number(TICKET_STAKE / 100n) }] },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('open bets', () => {
  it('show in the betting record as open with their stake and no result, and in no total', async () => {
    const h = await value(`${RECORD_PATHS.history}?datePreset=7D`, m.h);
    expect(h.total).toBe(4);
    expect(h.list).toHaveLength(4);
    for (const r of h.list) expect(r).toMatchObject({ status: 'open', profit: null, settleTime: null });
    expect(h.list.map((r: { stake: string }) => BigInt(r.stake)).sort()).toEqual(
      [SINGLE_STAKE, PARLAY_STAKE, SLOT_STAKE, TICKET_STAKE].sort(),
    );
    expect(h.summary).toEqual({ count: 0, stake: '0', validBet: '0', win: '0', profit: '0' });
    const p = await value(`${RECORD_PATHS.profit}?datePreset=7D`, m.h);
    expect(p.total).toEqual({ count: 0, stake: '0', validBet: '0', win: '0', profit: '0' });
    expect(p.byCategory).toEqual([]);
  });

  it("count in none of the agent's team figures", async () => {
    const b = await value(`${AR.teamBetting}?datePreset=7D`, agent.h);
    expect(b.summary).toEqual({ count: 0, stake: '0', validBet: '0', win: '0', profit: '0' });
    expect(b.players).toBe(0);
    const u = await value(`${AR.userProfit}?datePreset=7D`, agent.h);
    expect(u.summary).toMatchObject({ validBet: '0', payout: '0', profit: '0' });
  });

  it('count neither in VIP progress nor in the console dashboard and P&L report', async () => {
    expect(await vipValidBet()).toBe('0');
    const d = await dashboard();
    expect(d).toMatchObject({ bets: dashBefore.bets, stake: dashBefore.stake, ggr: dashBefore.ggr });
    expect(await pnl()).toMatchObject({ rounds: 0, stake: '0', payout: '0', ggr: '0' });
  });
});

describe('once settled', () => {
  beforeAll(async () => {
    // The slot round loses (a win of 0 closes it); the fixtures finish 2–0 for the home sides.
    const win = await callback(t, 'win', {
      ...slotRound,
      roundId: 'open-1',
      gameCode: 'lotus-slot',
      currency: 'VND',
      transactionId: 'open-1-win',
      amount: 0,
      roundClosed: true,
    });
    expect(win.json().success, win.body).toBe(true);
    const [f1, f2, f3] = fixtures as [Fixture, Fixture, Fixture];
    const kickoff = Math.max(...[f1, f2, f3].map((f) => Date.parse(f.kickoffAt)));
    t.setNow(new Date(kickoff + 60_000));
    await runSports(t.ctx);
    await runLottery(t.ctx); // draws and settles the K3 ticket's draw, long closed
    for (const f of [f1, f2, f3]) {
      const res = await t.app.inject({
        method: 'POST',
        url: OPS_SPORTS_PATHS.result.replace(':id', String(f.id)),
        headers: ops(),
        payload: { home: 2, away: 0 },
      });
      expect(res.json().success, res.body).toBe(true);
    }
    // New site sessions after the clock moved on.
    for (const x of [m, agent]) {
      x.token = await tokenFor(t, x.username, 'Player123', x.ip);
      x.h = authed(x.ip, x.token);
    }
  }, 240_000);

  it('count once everywhere, with their results', async () => {
    const h = await value(`${RECORD_PATHS.history}?datePreset=7D`, m.h);
    expect(h.list.every((r: { status: string }) => r.status === 'settled')).toBe(true);
    expect(h.list).toHaveLength(4);
    const stake = SLOT_STAKE + SINGLE_STAKE + PARLAY_STAKE + TICKET_STAKE;
    const win = h.list.reduce((s: bigint, r: { win: string }) => s + BigInt(r.win), 0n);
    expect(win).toBeGreaterThan(0n); // the home sides won: the single and the parlay paid
    for (const r of h.list) expect(BigInt(r.profit)).toBe(BigInt(r.win) - BigInt(r.stake));
    expect(h.summary).toEqual({
      count: 4,
      stake: String(stake),
      validBet: String(stake),
      win: String(win),
      profit: String(win - stake),
    });
    const b = await value(`${AR.teamBetting}?datePreset=7D`, agent.h);
    expect(b.summary).toEqual(h.summary);
    const u = await value(`${AR.userProfit}?datePreset=7D`, agent.h);
    expect(u.summary).toMatchObject({ validBet: String(stake), payout: String(win), profit: String(win - stake) });
    expect(await vipValidBet()).toBe(String(stake));
    const d = await dashboard();
    expect(Number(d.bets) - Number(dashBefore.bets)).toBe(4);
    expect(BigInt(d.stake as string) - BigInt(dashBefore.stake as string)).toBe(stake);
    expect(await pnl()).toMatchObject({ rounds: 4, stake: String(stake), ggr: String(stake - win) });
  });
});
