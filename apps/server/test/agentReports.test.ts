import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REPORT_PATHS as R, HOUSE_VASSALAGE } from '@lotus/contracts';
import { members, merchants } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { postEntry } from '../src/modules/ledger/service';
import { brandAccount, memberAccount } from '../src/modules/wallets/service';
import type { TestApp } from './helpers';
import { createMoneyApp, fund, lotus, newMember, type TestMember } from './moneySupport';
import { promoHarness, type PromoHarness } from './promotionsSupport';

// The agent centre's team reports (pages 5 and 6): figures of the caller's own subtree only.

let t: TestApp & { url: string };
let h: PromoHarness;
let agent: TestMember;
let sub: TestMember;
let a: TestMember;
let b: TestMember;
let rival: TestMember;
let c: TestMember;
let solo: TestMember;
let foreignName: string;

const qs = (q: Record<string, string | number | undefined>) =>
  '?' +
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
  ).toString();
const get = (m: TestMember | null, path: string, q: Record<string, string | number | undefined> = {}) =>
  t.app.inject({ url: path + qs(q), headers: m ? m.h : { merchant: 'LOTUS' } });
const value = async (m: TestMember, path: string, q: Record<string, string | number | undefined> = {}) => {
  const res = await get(m, path, q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

/** A bonus entry of `amount` minor units into the member's main wallet (as promotions post it). */
async function bonus(m: TestMember, amount: bigint) {
  const brand = await lotus(t);
  await postEntry(t.ctx.db, {
    merchantId: brand.id,
    type: 'bonus',
    idempotencyKey: `test-bonus:${crypto.randomUUID()}`,
    postings: [
      { accountId: (await brandAccount(t.ctx.db, brand, 'promotion')).id, amount: -amount },
      { accountId: (await memberAccount(t.ctx.db, brand, m.id, 'member_main')).id, amount },
    ],
  });
}

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  agent = await newMember(t, { isAgent: 42 });
  sub = await newMember(t, { isAgent: 41, uplineId: agent.id });
  a = await newMember(t, { uplineId: agent.id });
  b = await newMember(t, { uplineId: sub.id });
  // A formula in a name must reach a spreadsheet as text.
  await t.ctx.db.update(members).set({ nickname: '=HYPERLINK("http://evil")' }).where(eq(members.id, b.id));
  rival = await newMember(t, { isAgent: 42 });
  c = await newMember(t, { uplineId: rival.id });
  solo = await newMember(t);
  await h.bankDeposit(a, 1500);
  for (const m of [a, b, c, solo]) await fund(t, m.id, 100_000n);
  await h.playRound(a, 2_000, 5_000);
  await h.playRound(b, 1_000, 0);
  await h.playRound(c, 700, 0);
  await h.playRound(solo, 500, 200);
  await bonus(b, 300n);
  const [other] = await t.ctx.db
    .insert(merchants)
    .values({
      code: 'OTHERAGR',
      name: 'Other',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: DEMO_PROFILE,
    })
    .returning({ id: merchants.id });
  foreignName = `fx${crypto.randomUUID().slice(0, 8)}`;
  await t.ctx.db
    .insert(members)
    .values({ merchantId: other!.id, username: foreignName, passwordHash: 'x', registerMethod: 'SEED' });
});
afterAll(async () => {
  await t?.close();
});

describe('team betting', () => {
  it("sums the whole subtree's rounds by category, vendor and day, with a page of them", async () => {
    const v = await value(agent, R.teamBetting);
    expect(v).toMatchObject({ currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh', players: 2, total: 2, totalPages: 1 });
    expect(v.summary).toEqual({ count: 2, stake: '3000', validBet: '3000', win: '5000', profit: '2000' });
    expect(v.byCategory).toHaveLength(1);
    expect(v.byCategory[0]).toMatchObject({ count: 2, stake: '3000' });
    expect(v.byVendor).toEqual([
      expect.objectContaining({ vassalage: HOUSE_VASSALAGE, count: 2, stake: '3000', win: '5000', profit: '2000' }),
    ]);
    expect(v.byDay).toHaveLength(7);
    expect(v.byDay.at(-1)).toMatchObject({ date: v.endDate, count: 2, stake: '3000' });
    expect(v.list.map((x: { username: string }) => x.username).sort()).toEqual([a.username, b.username].sort());
    expect(v.list.find((x: { username: string }) => x.username === a.username)).toMatchObject({
      stake: '2000',
      validBet: '2000',
      win: '5000',
      profit: '3000',
      status: 'settled',
      vassalage: HOUSE_VASSALAGE,
    });
  });

  it('a sub-agent sees its own subtree only; the rival agent only its own', async () => {
    const v = await value(sub, R.teamBetting);
    expect(v.summary).toMatchObject({ count: 1, stake: '1000' });
    expect(v.list.map((x: { username: string }) => x.username)).toEqual([b.username]);
    const r = await value(rival, R.teamBetting, { datePreset: '30D' });
    expect(r.summary).toMatchObject({ count: 1, stake: '700' });
    expect(r.byDay).toHaveLength(30);
  });

  it('filters by downline, category, vendor and page', async () => {
    const one = await value(agent, R.teamBetting, { username: b.username.toUpperCase() });
    expect(one.summary).toMatchObject({ count: 1, stake: '1000' });
    const paged = await value(agent, R.teamBetting, { pageSize: 1, pageNo: 2, vassalage: HOUSE_VASSALAGE });
    expect(paged).toMatchObject({ total: 2, totalPages: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
    const none = await value(agent, R.teamBetting, { gameType: 'SPORTS' });
    expect(none).toMatchObject({ total: 0, players: 0, list: [], byCategory: [], byVendor: [] });
    expect(none.summary).toEqual({ count: 0, stake: '0', validBet: '0', win: '0', profit: '0' });
  });

  it('refuses downlines outside the subtree: another agent’s, its upline’s, itself, another brand’s, unknown', async () => {
    for (const [who, name] of [
      [agent, c.username],
      [agent, solo.username],
      [agent, agent.username],
      [agent, rival.username],
      [agent, foreignName],
      [agent, 'nobody-here'],
      [sub, a.username],
      [sub, agent.username],
    ] as const) {
      for (const path of [R.teamBetting, R.userProfit]) {
        const res = await get(who, path, { username: name });
        expect(res.statusCode, `${path} ${name}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'not_in_team' });
        const csv = await get(who, path, { username: name, format: 'csv' });
        expect(csv.json().errorCode).toBe('not_in_team');
      }
    }
  });

  it('refuses members, guests and bad input', async () => {
    for (const path of [R.teamBetting, R.userProfit]) {
      expect((await get(a, path)).json()).toMatchObject({ errorCode: 'not_an_agent' });
      expect((await get(null, path)).json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
      for (const q of [
        { pageSize: 1000 },
        { pageNo: 0 },
        { startDate: '2026-01-01' },
        { startDate: '2026-01-01', endDate: '2026-12-31' },
        { startDate: '2026-02-10', endDate: '2026-02-01' },
        { startDate: '2026-02-30', endDate: '2026-03-01' },
        { datePreset: '1Y' },
        { format: 'xls' },
        { username: '' },
      ]) {
        const res = await get(agent, path, q);
        expect(res.statusCode, `${path} ${JSON.stringify(q)}`).toBe(400);
        expect(res.json().errorCode).toBe('validation_failed');
      }
    }
    expect((await get(agent, R.teamBetting, { gameType: 'CHESS' })).json().errorCode).toBe('validation_failed');
    expect((await get(agent, R.teamBetting, { vassalage: 'NOPE' })).json().errorCode).toBe('vendor_not_found');
    expect((await get(agent, R.userProfit, { sort: 'password' })).json().errorCode).toBe('validation_failed');
  });

  it('exports the period by day, category and vendor as CSV, with a total line', async () => {
    const res = await get(agent, R.teamBetting, { format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="team-betting-\d{4}-\d{2}-\d{2}_/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('day,category,vendor,vendor_name,bets,stake,valid_bet,payout,profit');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`,${HOUSE_VASSALAGE},.*,2,30.00,30.00,50.00,20.00$`));
    expect(lines[2]).toBe('TOTAL,,,VND,2,30.00,30.00,50.00,20.00');
  });
});

describe('user profit and loss', () => {
  it('lists every downline with its figures, sorted, with totals', async () => {
    const v = await value(agent, R.userProfit);
    expect(v).toMatchObject({ sort: 'validBet', order: 'desc', total: 3, totalPages: 1 });
    expect(v.list.map((x: { username: string }) => x.username)).toEqual([a.username, b.username, sub.username]);
    expect(v.list[0]).toEqual({
      username: a.username,
      nickname: null,
      isAgent: 0,
      upline: agent.username,
      validBet: '2000',
      payout: '5000',
      profit: '3000',
      deposits: '150000',
      withdrawals: '0',
      bonuses: '0',
    });
    expect(v.list[1]).toMatchObject({
      upline: sub.username,
      validBet: '1000',
      payout: '0',
      profit: '-1000',
      bonuses: '300',
    });
    expect(v.list[2]).toMatchObject({ isAgent: 41, validBet: '0', profit: '0', deposits: '0' });
    expect(v.summary).toEqual({
      validBet: '3000',
      payout: '5000',
      profit: '2000',
      deposits: '150000',
      withdrawals: '0',
      bonuses: '300',
    });
  });

  it('sorts by any column both ways and pages', async () => {
    const names = async (q: Record<string, string | number>) =>
      (await value(agent, R.userProfit, q)).list.map((x: { username: string }) => x.username);
    expect(await names({ sort: 'profit', order: 'asc' })).toEqual([b.username, sub.username, a.username]);
    // Ties go by account id, the same way as the figure: a (newer) before sub.
    expect(await names({ sort: 'bonuses' })).toEqual([b.username, a.username, sub.username]);
    expect(await names({ sort: 'username', order: 'asc' })).toEqual([a.username, b.username, sub.username].sort());
    const p2 = await value(agent, R.userProfit, { sort: 'deposits', pageSize: 2, pageNo: 2 });
    expect(p2).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(p2.list).toHaveLength(1);
    expect(p2.summary.deposits).toBe('150000');
    const one = await value(agent, R.userProfit, { username: b.username });
    expect(one.list.map((x: { username: string }) => x.username)).toEqual([b.username]);
    expect((await value(sub, R.userProfit)).list.map((x: { username: string }) => x.username)).toEqual([b.username]);
    expect((await value(rival, R.userProfit)).list.map((x: { username: string }) => x.username)).toEqual([c.username]);
  });

  it('exports every row as CSV, formulas escaped, with a total line', async () => {
    const res = await get(agent, R.userProfit, { format: 'csv', sort: 'username', order: 'asc', pageSize: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('username,nickname,upline,valid_bet,payout,profit,deposits,withdrawals,bonuses');
    expect(lines).toHaveLength(5);
    expect(lines).toContain(
      `${b.username},"'=HYPERLINK(""http://evil"")",${sub.username},10.00,0.00,-10.00,0.00,0.00,3.00`,
    );
    expect(lines.at(-1)).toBe('TOTAL,VND,3,30.00,50.00,20.00,1500.00,0.00,3.00');
  });
});
