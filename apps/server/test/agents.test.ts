import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, AGENT_PATHS as A, OPS_REPORT_PATHS } from '@lotus/contracts';
import { rowsOf } from '../src/db/sqlResult';
import { members, merchants } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { login } from './accounts/support';
import { ops, type TestApp } from './helpers';
import { createMoneyApp, fund, newMember, type TestMember } from './moneySupport';
import { promoHarness, type PromoHarness } from './promotionsSupport';

// The agent centre's team (issue 14): the tree kept in member_tree, the team pages, the register centre;
// every call sees the caller's own subtree only.

let t: TestApp & { url: string };
let h: PromoHarness;
let agent: TestMember; // 42 (a player-agent: newMember signs in at the member site)
let sub: TestMember; // 41 under agent
let a: TestMember; // member under agent
let b: TestMember; // member under sub
let rival: TestMember; // 42, another line
let c: TestMember; // member under rival
let solo: TestMember; // member without upline
let foreignId: number;

const at = (path: string, id: number | string) => path.replace(':memberId', String(id));
const get = (m: TestMember | null, url: string) => t.app.inject({ url, headers: m ? m.h : { merchant: 'LOTUS' } });
const value = async (m: TestMember, url: string) => {
  const res = await get(m, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const post = (m: TestMember, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: m.h, payload });

/** The closure table's rows under an account: descendant id → depth. */
async function treeUnder(id: number) {
  const rows = rowsOf(
    await t.ctx.db.execute(sql`select descendant_id, depth from member_tree where ancestor_id = ${id}::integer`),
  );
  return new Map(rows.map((r) => [Number(r.descendant_id), Number(r.depth)]));
}

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  agent = await newMember(t, { isAgent: 42 });
  sub = await newMember(t, { isAgent: 41, uplineId: agent.id });
  a = await newMember(t, { uplineId: agent.id });
  b = await newMember(t, { uplineId: sub.id });
  rival = await newMember(t, { isAgent: 42 });
  c = await newMember(t, { uplineId: rival.id });
  solo = await newMember(t);
  await h.bankDeposit(a, 1500);
  for (const m of [a, b, c, solo]) await fund(t, m.id, 100_000n);
  await h.playRound(a, 2_000, 5_000);
  await h.playRound(b, 1_000, 0);
  await h.playRound(c, 700, 0);
  const [other] = await t.ctx.db
    .insert(merchants)
    .values({
      code: 'OTHERAGT',
      name: 'Other',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: DEMO_PROFILE,
    })
    .returning({ id: merchants.id });
  const [foreign] = await t.ctx.db
    .insert(members)
    .values({
      merchantId: other!.id,
      username: `fx${crypto.randomUUID().slice(0, 8)}`,
      passwordHash: 'x',
      registerMethod: 'SEED',
    })
    .returning({ id: members.id });
  foreignId = foreign!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('the tree (member_tree)', () => {
  it('holds every (upline, downline) pair at any depth, written by the insert trigger', async () => {
    expect(await treeUnder(agent.id)).toEqual(
      new Map([
        [sub.id, 1],
        [a.id, 1],
        [b.id, 2],
      ]),
    );
    expect(await treeUnder(sub.id)).toEqual(new Map([[b.id, 1]]));
    expect(await treeUnder(solo.id)).toEqual(new Map());
  });

  it("follows the operator's move: the subtree goes along, its old line loses it, a loop is refused", async () => {
    const move = (username: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: OPS_REPORT_PATHS.agentMove,
        headers: ops(),
        payload: { username, agent: to },
      });
    expect((await move(sub.username, rival.username)).statusCode).toBe(200);
    expect(await treeUnder(agent.id)).toEqual(new Map([[a.id, 1]]));
    expect(await treeUnder(rival.id)).toEqual(
      new Map([
        [c.id, 1],
        [sub.id, 1],
        [b.id, 2],
      ]),
    );
    const loop = await move(rival.username, sub.username);
    expect(loop.json()).toMatchObject({ success: false, errorCode: 'agent_move_cycle' });
    expect((await move(sub.username, agent.username)).statusCode).toBe(200);
    expect(await treeUnder(agent.id)).toEqual(
      new Map([
        [sub.id, 1],
        [a.id, 1],
        [b.id, 2],
      ]),
    );
    expect(await treeUnder(rival.id)).toEqual(new Map([[c.id, 1]]));
  });
});

describe('team overview', () => {
  it("sums the whole subtree's figures for today and the month, with 30 days for the chart", async () => {
    const v = await value(agent, A.overview);
    expect(v).toMatchObject({ account: agent.username, currency: 'VND', teamSize: 3, directCount: 2, agentCount: 1 });
    expect(v.periods.today).toMatchObject({
      newMembers: 3,
      activeMembers: 2,
      deposits: '150000',
      withdrawals: '0',
      validBet: '3000',
      profitLoss: '2000',
    });
    expect(v.periods.thisMonth).toMatchObject({ newMembers: 3, validBet: '3000', deposits: '150000' });
    expect(v.periods.yesterday).toMatchObject({ newMembers: 0, validBet: '0' });
    expect(v.days).toHaveLength(30);
    expect(v.days.at(-1)).toMatchObject({
      day: v.periods.today.from,
      validBet: '3000',
      profitLoss: '2000',
      newMembers: 3,
    });
  });

  it("a sub-agent sees its own subtree only; the rival its own; nobody sees others' figures", async () => {
    const s = await value(sub, A.overview);
    expect(s).toMatchObject({ teamSize: 1, directCount: 1, agentCount: 0 });
    expect(s.periods.today).toMatchObject({ activeMembers: 1, validBet: '1000', profitLoss: '-1000', deposits: '0' });
    const r = await value(rival, A.overview);
    expect(r).toMatchObject({ teamSize: 1 });
    expect(r.periods.today).toMatchObject({ validBet: '700', deposits: '0' });
  });

  it('refuses a member who is not an agent and a guest', async () => {
    expect((await get(a, A.overview)).json()).toMatchObject({ success: false, errorCode: 'not_an_agent' });
    expect((await get(null, A.overview)).statusCode).toBe(401);
  });
});

describe('team management', () => {
  it('lists the whole team with level, upline and balance; filters by level, type and name', async () => {
    const all = await value(agent, A.members);
    expect(all.total).toBe(3);
    const byName = new Map(all.list.map((x: { username: string }) => [x.username, x]));
    expect(byName.get(b.username)).toMatchObject({
      level: 2,
      upline: sub.username,
      status: 'active',
      balance: '99000',
    });
    expect(byName.get(sub.username)).toMatchObject({ level: 1, upline: agent.username, isAgent: 41 });
    const direct = await value(agent, `${A.members}?level=1`);
    expect(direct.list.map((x: { username: string }) => x.username).sort()).toEqual([sub.username, a.username].sort());
    const agents = await value(agent, `${A.members}?type=agent`);
    expect(agents.list.map((x: { username: string }) => x.username)).toEqual([sub.username]);
    const named = await value(agent, `${A.members}?username=${b.username.slice(2).toUpperCase()}`);
    expect(named.list.map((x: { username: string }) => x.username)).toEqual([b.username]);
    const rich = await value(agent, `${A.members}?minBalance=1000&sort=balance`);
    expect(rich.list.map((x: { username: string }) => x.username)).toEqual([a.username]);
    // The bounds are read as decimals into minor units and compared as integers, both ends included.
    const exact = await value(agent, `${A.members}?minBalance=990.00&maxBalance=990`);
    expect(exact.list.map((x: { username: string }) => x.username)).toEqual([b.username]);
    for (const bad of ['minBalance=1.234', 'minBalance=-5', 'maxBalance=abc', 'maxBalance=1e3']) {
      expect((await get(agent, `${A.members}?${bad}`)).json(), bad).toMatchObject({
        errorCode: 'validation_failed',
        field: bad.split('=')[0],
      });
    }
    // Each test member signed in at the member site just now.
    expect((await value(agent, `${A.members}?lastLogin=1d`)).total).toBe(3);
    expect((await value(agent, `${A.members}?lastLogin=never`)).total).toBe(0);
    expect((await value(agent, `${A.members}?status=locked`)).total).toBe(0);
    const paged = await value(agent, `${A.members}?pageSize=2&pageNo=2&sort=username`);
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
  });

  it("a search never reaches outside the caller's subtree (a wildcard is text)", async () => {
    const wild = await value(sub, `${A.members}?username=%25`);
    expect(wild.total).toBe(0);
    const s = await value(sub, A.members);
    expect(s.list.map((x: { username: string }) => x.username)).toEqual([b.username]);
    const r = await value(rival, `${A.members}?username=${a.username}`);
    expect(r.total).toBe(0);
  });

  it("opens a downline's figures at any depth", async () => {
    const d = await value(agent, at(A.member, b.id));
    expect(d).toMatchObject({ member: { username: b.username, level: 2 }, teamSize: 0, team: null });
    expect(d.own).toMatchObject({ validBet: '1000', profitLoss: '-1000', activeMembers: 1 });
    const s = await value(agent, at(A.member, sub.id));
    expect(s).toMatchObject({ teamSize: 1 });
    expect(s.team).toMatchObject({ validBet: '1000', newMembers: 1 });
    expect(s.own).toMatchObject({ validBet: '0' });
    const week = await value(agent, `${at(A.member, b.id)}?preset=7`);
    expect(week.own.to).toBe(d.own.to);
    expect(week.own.from < week.own.to && week.own.from > d.own.from).toBe(true);
    expect(week.own).toMatchObject({ validBet: '1000' });
  });

  it('refuses ids outside the subtree, of another brand, the agent itself and unknown ones alike', async () => {
    for (const [who, id] of [
      [agent, c.id],
      [agent, rival.id],
      [agent, solo.id],
      [agent, foreignId],
      [agent, agent.id],
      [agent, 2_000_000_000],
      [sub, a.id],
      [sub, agent.id],
      [rival, b.id],
    ] as const) {
      const res = await get(who, at(A.member, id));
      expect(res.statusCode, `${who.username} → ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not_in_team' });
    }
    expect((await get(agent, at(A.member, 'abc'))).json()).toMatchObject({ errorCode: 'validation_failed' });
    expect((await get(a, at(A.member, b.id))).json()).toMatchObject({ errorCode: 'not_an_agent' });
    expect((await get(agent, `${at(A.member, b.id)}?from=2026-02-30`)).json()).toMatchObject({
      errorCode: 'validation_failed',
      field: 'from',
    });
  });
});

describe('register centre', () => {
  it('gives the agent its affiliate code and link (making one when it has none)', async () => {
    const v = await value(agent, A.links);
    expect(v.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(v.registerUrl).toMatch(new RegExp(`/register\\?affiliateCode=${v.affiliateCode}$`));
    expect((await value(agent, A.links)).affiliateCode).toBe(v.affiliateCode);
    expect((await get(a, A.links)).json()).toMatchObject({ errorCode: 'not_an_agent' });
  });

  it('registers a member and a sub-agent directly under the agent', async () => {
    const name = `rm${crypto.randomUUID().slice(0, 8)}`;
    const res = await post(agent, A.register, {
      kind: 'member',
      username: name,
      password: 'Player123',
      confirmPassword: 'Player123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username: name, isAgent: 0, affiliateCode: null });
    const agentName = `ra${crypto.randomUUID().slice(0, 8)}`;
    const subAgent = (
      await post(sub, A.register, {
        kind: 'agent',
        username: agentName,
        password: 'Player123',
        confirmPassword: 'Player123',
        nickname: 'Sub',
      })
    ).json().value;
    expect(subAgent).toMatchObject({ username: agentName, isAgent: 41 });
    expect(subAgent.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const under = await treeUnder(agent.id);
    expect(under.get(res.json().value.id)).toBe(1);
    expect(under.get(subAgent.id)).toBe(2);
    // The new sub-agent signs in at the agent centre with the password the agent set.
    const signIn = await login(t, agentName, 'Player123', undefined, {}, ACCOUNT_PATHS.agentLogin);
    expect(signIn.json(), signIn.body).toMatchObject({ success: true, value: { isAgent: 41 } });
  });

  it('refuses a taken name, mismatched passwords, a bad password and a member caller, creating nothing', async () => {
    const count = async () => (await t.ctx.db.select({ id: members.id }).from(members)).length;
    const before = await count();
    const taken = await post(agent, A.register, {
      kind: 'member',
      username: b.username,
      password: 'Player123',
      confirmPassword: 'Player123',
    });
    expect(taken.json()).toMatchObject({ success: false, errorCode: 'username_taken', field: 'username' });
    const mismatch = await post(agent, A.register, {
      kind: 'member',
      username: 'mismatch01',
      password: 'Player123',
      confirmPassword: 'Player124',
    });
    expect(mismatch.json()).toMatchObject({ errorCode: 'validation_failed', field: 'confirmPassword' });
    const weak = await post(agent, A.register, {
      kind: 'member',
      username: 'weak01',
      password: '1',
      confirmPassword: '1',
    });
    expect(weak.json()).toMatchObject({ success: false, field: 'password' });
    const byMember = await post(a, A.register, {
      kind: 'agent',
      username: 'sneaky01',
      password: 'Player123',
      confirmPassword: 'Player123',
    });
    expect(byMember.json()).toMatchObject({ errorCode: 'not_an_agent' });
    expect(await count()).toBe(before);
  });
});

describe("transfer to a downline with the agent's session", () => {
  it('sets a first payment password, then pays a direct downline only', async () => {
    const boss = await newMember(t, { isAgent: 42, paymentPassword: null });
    const direct = await newMember(t, { uplineId: boss.id });
    const mid = await newMember(t, { isAgent: 41, uplineId: boss.id });
    const deep = await newMember(t, { uplineId: mid.id });
    await fund(t, boss.id, 50_000n);
    const send = (username: string, paymentPassword = '135790') =>
      post(boss, '/wps/agent/transfer/downline', { username, amount: '12.50', paymentPassword });
    expect((await send(direct.username)).json()).toMatchObject({ errorCode: 'payment_password_not_set' });
    const set = await post(boss, '/wps/member/password/payment', {
      loginPassword: 'Player123',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(set.json(), set.body).toMatchObject({ success: true });
    const ok = await send(direct.username);
    expect(ok.json(), ok.body).toMatchObject({ success: true, value: { toUsername: direct.username, amount: '1250' } });
    for (const other of [deep, c, solo]) {
      const res = await send(other.username);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not_your_downline' });
    }
    const mine = await value(boss, A.transactions);
    expect(mine.list.filter((x: { type: string }) => x.type === 'member_transfer')).toEqual([
      expect.objectContaining({ amount: '-1250' }),
    ]);
  });
});

describe('register centre limits', () => {
  it('refuses an agent its 61st registration attempt in an hour', async () => {
    const busy = await newMember(t, { isAgent: 42 });
    const attempt = () =>
      post(busy, A.register, { kind: 'member', username: '!!', password: 'Player123', confirmPassword: 'Player123' });
    for (let i = 0; i < 60; i++) expect((await attempt()).json().errorCode).not.toBe('TOO_MANY_REQUESTS');
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
  });
});

describe("notices and the agent's own records", () => {
  it('shows agent notices (type A) to agents only; the public notices call cannot ask for them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/announcements',
      headers: ops(),
      payload: {
        type: 'A',
        title: { vi: 'Đại lý', en: 'Agents' },
        content: { vi: '<p>Xin chào</p>', en: '<p>Hi</p>' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const v = await value(agent, A.notices);
    expect(v.list).toEqual([expect.objectContaining({ type: 'A', title: 'Đại lý', content: '<p>Xin chào</p>' })]);
    expect((await get(a, A.notices)).json()).toMatchObject({ errorCode: 'not_an_agent' });
    const pub = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=A',
      headers: { merchant: 'LOTUS' },
    });
    expect(pub.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
  });

  it("lists the agent's own ledger records, never a downline's", async () => {
    await fund(t, agent.id, 12_345n);
    const v = await value(agent, A.transactions);
    expect(v.list).toEqual([expect.objectContaining({ type: 'deposit', amount: '12345', wallet: 'main' })]);
    expect((await get(a, A.transactions)).json()).toMatchObject({ errorCode: 'not_an_agent' });
    const s = await value(sub, A.transactions);
    expect(s.list).toEqual([]);
  });
});

describe('what other modules build on', () => {
  it('teamMembersSql and directDownlinesSql select the subtree and the first level', async () => {
    const { teamMembersSql, directDownlinesSql, assertInTeam } = await import('../src/modules/agents/service');
    const ids = async (q: ReturnType<typeof teamMembersSql>) =>
      rowsOf(await t.ctx.db.execute(sql`select m.id from members m where m.id in (${q}) order by m.id`)).map((r) =>
        Number(r.id),
      );
    const team = await ids(teamMembersSql(agent.id));
    expect(team).toEqual(expect.arrayContaining([sub.id, a.id, b.id]));
    expect(team).not.toContain(agent.id);
    expect(await ids(directDownlinesSql(agent.id))).not.toContain(b.id);
    const [brand] = await t.ctx.db.select({ id: members.merchantId }).from(members).where(eq(members.id, agent.id));
    await expect(assertInTeam(t.ctx.db, { id: agent.id, merchantId: brand!.id }, b.id)).resolves.toBe(2);
    await expect(assertInTeam(t.ctx.db, { id: agent.id, merchantId: brand!.id + 1 }, b.id)).rejects.toMatchObject({
      errorCode: 'not_in_team',
    });
  });
});
