import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, HOUSE_VASSALAGE, OPS_REPORT_PATHS as R, PROMO_PATHS } from '@lotus/contracts';
import { auditLog, games, members, merchants } from '../src/db/schema';
import { csvCell, toCsv } from '../src/lib/csv';
import { houseGame } from './gamesSupport';
import { runCli } from '../src/cli/cli';
import { OPS_KEY, ops, type TestApp } from './helpers';
import { createMoneyApp, fund, newMember, type TestMember } from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';
import { path, promoHarness, type PromoHarness } from './promotionsSupport';

let t: TestApp & { url: string };
let agent: TestMember;
let sub: TestMember;
let a: TestMember;
let b: TestMember;
let solo: TestMember;
let category: string;
let before: Record<string, number>;

const get = (url: string, headers: Record<string, string> = ops()) => t.app.inject({ url, headers });
const qs = (q: Record<string, string | number | undefined>) =>
  '?' +
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
  ).toString();

/** Today in the demo brand's zone (Asia/Ho_Chi_Minh, UTC+7). */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const uplineOf = async (m: TestMember) =>
  (await t.ctx.db.select({ u: members.uplineId }).from(members).where(eq(members.id, m.id)))[0]!.u;

async function dashboardToday(headers = ops()) {
  const res = await get(`${R.dashboard}?brand=LOTUS`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.brands[0];
}

let h: PromoHarness;

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  const slot = await houseGame(t, 'lotus-slot');
  const [g] = await t.ctx.db.select({ gameType: games.gameType }).from(games).where(eq(games.id, slot));
  category = g!.gameType;
  before = (await dashboardToday()).figures;
  agent = await newMember(t, { isAgent: 42 });
  // A formula in a name must reach a spreadsheet as text.
  await t.ctx.db.update(members).set({ nickname: '=HYPERLINK("http://evil")' }).where(eq(members.id, agent.id));
  sub = await newMember(t, { isAgent: 41, uplineId: agent.id });
  a = await newMember(t, { uplineId: agent.id });
  b = await newMember(t, { uplineId: sub.id });
  solo = await newMember(t);
  await h.bankDeposit(a, 1500);
  await h.bankDeposit(a, 500);
  await h.bankDeposit(b, 1000);
  for (const m of [a, b, solo]) await fund(t, m.id, 100_000n);
  await h.playRound(a, 2_000, 5_000);
  await h.playRound(b, 1_000, 0);
  await h.playRound(solo, 500, 200);
});
afterAll(async () => {
  await t?.close();
});

describe('dashboard', () => {
  it('counts today from the seeded activity exactly', async () => {
    const d = await dashboardToday();
    expect(d).toMatchObject({ brand: 'LOTUS', currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh', today: today() });
    expect(before).toMatchObject({ deposits: 0, bets: 0, firstDeposits: 0, activePlayers: 0 });
    expect(d.figures).toEqual({
      registrations: before.registrations! + 5,
      firstDeposits: 2,
      firstDepositAmount: '250000',
      deposits: 3,
      depositAmount: '300000',
      withdrawals: 0,
      withdrawalAmount: '0',
      bets: 3,
      stake: '3500',
      payout: '5200',
      ggr: '-1700',
      activePlayers: 3,
    });
    expect(d.trend).toHaveLength(7);
    expect(d.trend.at(-1)).toEqual({ day: today(), ...d.figures });
    expect(d.yesterday).toMatchObject({ deposits: 0, bets: 0 });
    expect(d.period).toMatchObject({ deposits: 3, depositAmount: '300000', activePlayers: 3, ggr: '-1700' });
    const month = (await get(`${R.dashboard}?days=30`)).json().value;
    expect(month.days).toBe(30);
    expect(month.brands.find((x: { brand: string }) => x.brand === 'LOTUS').trend).toHaveLength(30);
  });

  it('refuses other periods and unknown brands', async () => {
    expect((await get(`${R.dashboard}?days=14`)).json().errorCode).toBe('validation_failed');
    expect((await get(`${R.dashboard}?brand=NOPE`)).json().errorCode).toBe('merchant_not_found');
  });
});

describe('profit and loss', () => {
  const pnl = (by: string, extra: Record<string, string> = {}, headers = ops()) =>
    get(`${R.pnl}${qs({ brand: 'LOTUS', by, from: today(), to: today(), ...extra })}`, headers);

  it('by category, vendor and agent, with totals', async () => {
    const cat = (await pnl('category')).json().value;
    expect(GAME_CATEGORIES).toContain(category);
    const figures = { rounds: 3, players: 3, stake: '3500', validBet: '3500', payout: '5200', ggr: '-1700' };
    expect(cat.rows).toEqual([{ brand: 'LOTUS', day: today(), key: category, label: category, ...figures }]);
    expect(cat.totals).toEqual([{ brand: 'LOTUS', currency: 'VND', ...figures }]);
    const vendor = (await pnl('vendor')).json().value;
    expect(vendor.rows).toHaveLength(1);
    expect(vendor.rows[0]).toMatchObject({ key: HOUSE_VASSALAGE, rounds: 3, ggr: '-1700' });
    const byAgent = (await pnl('agent')).json().value;
    expect(byAgent.rows).toHaveLength(3);
    const row = (key: string) => byAgent.rows.find((x: { key: string }) => x.key === key);
    expect(byAgent.rows[0]).toEqual({
      brand: 'LOTUS',
      day: today(),
      key: '',
      label: '',
      rounds: 1,
      players: 1,
      stake: '500',
      validBet: '500',
      payout: '200',
      ggr: '300',
    });
    expect(row(agent.username)).toMatchObject({
      label: '=HYPERLINK("http://evil")',
      rounds: 1,
      stake: '2000',
      payout: '5000',
      ggr: '-3000',
    });
    expect(row(sub.username)).toMatchObject({ rounds: 1, stake: '1000', payout: '0', ggr: '1000' });
  });

  it('answers a CSV file safe against formulas', async () => {
    const res = await pnl('agent', { format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pnl-agent-LOTUS-${today()}_${today()}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('brand,day,agent,label,rounds,players,stake,valid_bet,payout,ggr');
    expect(lines).toContain(
      `LOTUS,${today()},${agent.username},"'=HYPERLINK(""http://evil"")",1,1,20.00,20.00,50.00,-30.00`,
    );
    expect(lines.at(-1)).toBe('LOTUS,TOTAL,,VND,3,3,35.00,35.00,52.00,-17.00');
  });

  it('refuses bad periods and dimensions, changing nothing', async () => {
    expect((await pnl('game')).json().errorCode).toBe('validation_failed');
    expect((await pnl('category', { from: '2026-02-30' })).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'from',
    });
    expect((await pnl('category', { from: today(), to: '2020-01-01' })).json().errorCode).toBe('validation_failed');
    expect((await pnl('category', { from: '2020-01-01', to: '2022-01-01' })).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'to',
    });
  });
});

describe('promotion cost', () => {
  it('counts the bonuses granted and forfeited per promotion, as JSON and CSV', async () => {
    const promo = await h.createPromo({
      code: 'rep-free',
      kind: 'free_credit',
      rules: { kind: 'free_credit', amount: '5000' },
    });
    const [p1, p2] = [
      await newMember(t, { payeeName: 'Tran Thi Binh' }),
      await newMember(t, { payeeName: 'Le Van Cuong' }),
    ];
    for (const m of [p1, p2]) {
      const claimed = await h.post(m, path(PROMO_PATHS.claim, promo.id));
      expect(claimed.json().success, claimed.body).toBe(true);
    }
    expect((await h.post(p1, PROMO_PATHS.forfeit)).json().success).toBe(true);
    const q = qs({ brand: 'LOTUS', from: today(), to: today() });
    const json = (await get(`${R.promotionCost}${q}`)).json().value;
    const row = {
      brand: 'LOTUS',
      promotionId: promo.id,
      code: 'rep-free',
      title: 'KM rep-free',
      granted: 2,
      grantedAmount: '10000',
      converted: 0,
      convertedAmount: '0',
      forfeited: 1,
      forfeitedAmount: '5000',
    };
    expect(json.rows).toEqual([row]);
    const { promotionId: _id, code: _code, title: _title, ...sums } = row;
    expect(json.totals).toEqual([{ ...sums, currency: 'VND' }]);
    // Another period has none of it.
    const yesterday = (await get(`${R.promotionCost}${qs({ from: '2026-01-01', to: '2026-01-02' })}`)).json().value;
    expect(yesterday.rows).toEqual([]);
    const csv = await get(`${R.promotionCost}${q}&format=csv`);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="promotion-cost-LOTUS-${today()}_${today()}.csv"`,
    );
    expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFbrand,promotion,title,granted,granted_amount,converted,converted_amount,forfeited,forfeited_amount',
      'LOTUS,rep-free,KM rep-free,2,100.00,0,0.00,1,50.00',
      'LOTUS,TOTAL,VND,2,100.00,0,0.00,1,50.00',
    ]);
  });
});

describe('CSV cells', () => {
  it('prefixes cells that a spreadsheet would read as a formula, and quotes separators', () => {
    expect(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', 'ok', 'a,b', 'say "hi"'].map(csvCell)).toEqual([
      "'=1+2",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'ok',
      '"a,b"',
      '"say ""hi"""',
    ]);
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(toCsv(['a'], [[null], ['x\ny']])).toBe('\uFEFFa\r\n\r\n"x\ny"\r\n');
  });
});

describe('agents', () => {
  it('lists the top level and a downline level with team figures', async () => {
    const top = (await get(`${R.agents}${qs({ brand: 'LOTUS', pageSize: 100 })}`)).json().value;
    expect(top.parent).toBeNull();
    const mine = top.list.find((n: { username: string }) => n.username === agent.username);
    expect(mine).toMatchObject({
      isAgent: 42,
      directCount: 2,
      teamSize: 3,
      teamDeposits: '300000',
      teamValidBet: '3000',
    });
    expect(top.list.every((n: { isAgent: number }) => [1, 2, 41, 42].includes(n.isAgent))).toBe(true);
    const level = (await get(`${R.agents}${qs({ brand: 'LOTUS', parent: agent.username })}`)).json().value;
    expect(level.parent).toMatchObject({ username: agent.username, path: [] });
    expect(level.list.map((n: { username: string }) => n.username)).toEqual([sub.username, a.username]);
    expect(level.total).toBe(2);
    const subLevel = (await get(`${R.agents}${qs({ brand: 'LOTUS', parent: sub.username })}`)).json().value;
    expect(subLevel.parent).toMatchObject({ path: [agent.username], teamSize: 1, teamDeposits: '100000' });
    expect(subLevel.list).toEqual([
      expect.objectContaining({ username: b.username, teamSize: 0, teamValidBet: '1000' }),
    ]);
    const paged = (
      await get(`${R.agents}${qs({ brand: 'LOTUS', parent: agent.username, pageSize: 1, pageNo: 2 })}`)
    ).json().value;
    expect(paged).toMatchObject({ total: 2, totalPages: 2, list: [expect.objectContaining({ username: a.username })] });
    const detail = (await get(`${R.agent.replace(':username', b.username)}?brand=LOTUS`)).json().value;
    expect(detail).toMatchObject({
      username: b.username,
      path: [agent.username, sub.username],
      teamDeposits: '100000',
    });
    expect((await get(`${R.agents}${qs({ brand: 'LOTUS', parent: 'nobody-here' })}`)).json().errorCode).toBe(
      'not_found',
    );
  });

  const move = (body: Record<string, unknown>, headers = ops()) =>
    t.app.inject({ method: 'POST', url: R.agentMove, headers, payload: { brand: 'LOTUS', ...body } });

  it('moves a member under another agent, audited with before and after', async () => {
    const res = await move({ username: a.username, agent: sub.username });
    expect(res.json().value).toEqual({ username: a.username, from: agent.username, to: sub.username });
    expect(await uplineOf(a)).toBe(sub.id);
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent.move_member'), eq(auditLog.target, `member:${a.username}`)));
    expect(row).toMatchObject({
      before: { agent: agent.username },
      after: { agent: sub.username },
      actorName: 'automation',
    });
    const back = await move({ username: a.username, agent: agent.username });
    expect(back.json().value.to).toBe(agent.username);
  });

  it('refuses loops, non-agents and unknown accounts, changing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: agent.username, agent: sub.username }, 'agent_move_cycle', 'agent'],
      [{ username: sub.username, agent: sub.username }, 'agent_move_cycle', 'agent'],
      [{ username: sub.username, agent: b.username }, 'not_an_agent', 'agent'],
      [{ username: sub.username, agent: 'nobody-here' }, 'not_found', 'agent'],
      [{ username: 'nobody-here', agent: sub.username }, 'not_found', 'username'],
    ];
    for (const [body, code, field] of cases) {
      const res = await move(body);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ success: false, errorCode: code, field });
    }
    expect(await uplineOf(agent)).toBeNull();
    expect(await uplineOf(sub)).toBe(agent.id);
    expect((await move({ username: sub.username })).json().errorCode).toBe('validation_failed');
  });
});

describe('permissions and brand scope', () => {
  let marketing: TestOperator;
  let finance: TestOperator;
  let other: TestOperator;
  let otherCode: string;

  beforeAll(async () => {
    marketing = await operatorWithRole(t, 'marketing');
    finance = await operatorWithRole(t, 'finance');
    // A second brand like the demo brand (its own code), with one agent.
    const [demoBrand] = await t.ctx.db.select().from(merchants).where(eq(merchants.code, 'LOTUS'));
    const { id: _id, ...copy } = demoBrand!;
    otherCode = 'OTHERBRAND';
    const [created] = await t.ctx.db
      .insert(merchants)
      .values({ ...copy, code: otherCode, name: 'Other brand' })
      .returning({ id: merchants.id });
    const otherId = created!.id;
    await t.ctx.db
      .insert(members)
      .values({ merchantId: otherId, username: 'otheragent', isAgent: 1, registerMethod: 'SEED' });
    other = await operatorWithRole(t, 'owner', { brands: [otherCode] });
  });

  it('a marketing operator reads reports but neither the tree nor moves', async () => {
    const q = qs({ brand: 'LOTUS', by: 'category', from: today(), to: today() });
    expect((await get(`${R.pnl}${q}`, marketing.headers)).json().value.totals[0].rounds).toBe(3);
    expect((await get(`${R.promotionCost}${qs({ from: today(), to: today() })}`, marketing.headers)).statusCode).toBe(
      200,
    );
    expect((await get(R.dashboard, marketing.headers)).statusCode).toBe(200);
    const tree = await get(R.agents, marketing.headers);
    expect(tree.statusCode).toBe(403);
    expect(tree.json().errorCode).toBe('permission_denied');
    const res = await t.app.inject({
      method: 'POST',
      url: R.agentMove,
      headers: marketing.headers,
      payload: { brand: 'LOTUS', username: a.username, agent: sub.username },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('permission_denied');
    expect(await uplineOf(a)).toBe(agent.id);
  });

  it('a finance operator reads the tree but may not move members', async () => {
    expect((await get(`${R.agents}?brand=LOTUS`, finance.headers)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: R.agentMove,
      headers: finance.headers,
      payload: { brand: 'LOTUS', username: a.username, agent: sub.username },
    });
    expect(res.json().errorCode).toBe('permission_denied');
  });

  it("an operator of another brand sees only its brand and never the demo brand's records", async () => {
    const d = (await get(R.dashboard, other.headers)).json().value;
    expect(d.brands.map((x: { brand: string }) => x.brand)).toEqual([otherCode]);
    expect(d.brands[0].figures).toMatchObject({ deposits: 0, bets: 0, registrations: 1 });
    expect(
      (await get(`${R.pnl}${qs({ brand: 'LOTUS', by: 'agent', from: today(), to: today() })}`, other.headers)).json()
        .errorCode,
    ).toBe('permission_denied');
    const mine = (await get(`${R.pnl}${qs({ by: 'agent', from: today(), to: today() })}`, other.headers)).json().value;
    expect(mine).toMatchObject({ rows: [], totals: [{ brand: otherCode, rounds: 0 }] });
    // The demo brand's accounts do not exist in its brand.
    expect((await get(`${R.agent.replace(':username', a.username)}`, other.headers)).json().errorCode).toBe(
      'not_found',
    );
    const top = (await get(R.agents, other.headers)).json().value;
    expect(top.list.map((n: { username: string }) => n.username)).toEqual(['otheragent']);
    const res = await t.app.inject({
      method: 'POST',
      url: R.agentMove,
      headers: other.headers,
      payload: { username: a.username, agent: 'otheragent' },
    });
    expect(res.json().errorCode).toBe('not_found');
    // A move across brands: the other brand's agent is unknown in the demo brand.
    expect((await moveAsKey({ username: a.username, agent: 'otheragent' })).json()).toMatchObject({
      errorCode: 'not_found',
      field: 'agent',
    });
  });
});

const moveAsKey = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: R.agentMove, headers: ops(), payload: { brand: 'LOTUS', ...body } });

describe('npm run ops -- report | dashboard', () => {
  async function cli(...argv: string[]) {
    let text = '';
    const code = await runCli(argv, { url: t.url, key: OPS_KEY, out: { write: (s: string) => (text += s) }, env: {} });
    return { code, text };
  }

  it('prints the profit and loss as a table or CSV, and the dashboard', async () => {
    const table = await cli('report', 'pnl', '--by', 'vendor', '--from', today(), '--brand', 'LOTUS');
    expect(table.code).toBe(0);
    expect(table.text).toMatch(
      new RegExp(`^LOTUS\\s+${today()}\\s+${HOUSE_VASSALAGE}\\s+3\\s+3\\s+35\\.00\\s+52\\.00\\s+-17\\.00`, 'm'),
    );
    expect(table.text).toContain('total LOTUS: 3 rounds, 3 players, stake 35.00, payout 52.00, GGR -17.00 VND');
    const csv = await cli('report', 'pnl', '--by', 'category', '--from', today(), '--to', today(), '--csv');
    expect(csv.text.split('\n')[0]).toBe('brand,day,category,label,rounds,players,stake,valid_bet,payout,ggr\r');
    expect(csv.text).toContain(`LOTUS,${today()},${category},${category},3,3,35.00,35.00,52.00,-17.00`);
    const dash = await cli('dashboard', '--brand', 'LOTUS');
    expect(dash.code).toBe(0);
    expect(dash.text).toMatch(/^deposits\s+3 \/ 3,000\.00\s+0 \/ 0\.00\s+3 \/ 3,000\.00/m);
    expect(dash.text).toMatch(/^GGR\s+-17\.00/m);
    const bad = await cli('report', 'pnl', '--from', today());
    expect(bad.code).not.toBe(0);
    expect(bad.text).toContain('--by category|vendor|agent is required');
  });
});

describe("the brand's calendar days", () => {
  it('counts a round at 23:59 and one at 00:01 in Ho Chi Minh City on their own days', async () => {
    try {
      t.setNow(new Date('2026-01-10T16:59:00Z'));
      await h.playRound(solo, 700, 0);
      t.setNow(new Date('2026-01-10T17:01:00Z'));
      await h.playRound(solo, 900, 0);
    } finally {
      t.setNow(undefined as unknown as Date);
    }
    const pnl = async (from: string, to: string) =>
      (await get(`${R.pnl}${qs({ brand: 'LOTUS', by: 'category', from, to })}`)).json().value;
    expect((await pnl('2026-01-10', '2026-01-10')).totals[0]).toMatchObject({ rounds: 1, stake: '700' });
    expect((await pnl('2026-01-11', '2026-01-11')).totals[0]).toMatchObject({ rounds: 1, stake: '900' });
    const both = await pnl('2026-01-10', '2026-01-11');
    expect(both.rows.map((r: { day: string; stake: string }) => [r.day, r.stake])).toEqual([
      ['2026-01-10', '700'],
      ['2026-01-11', '900'],
    ]);
  });
});
