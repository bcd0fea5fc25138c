import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  MONEY_PATHS,
  OPS_VIP_PATHS as O,
  PROMO_PATHS,
  VIP_PATHS as V,
  vipOverviewSchema,
} from '@lotus/contracts';
import { seedDemoVipIfEmpty } from '../src/db/seed/demoVip';
import { runMoneyJob } from '../src/modules/jobs/service';
import { authed, tokenFor } from './accounts/support';
import { demo, ops, type TestApp } from './helpers';
import { createMoneyApp, errorOf, expectLedgerSound, newMember, type TestMember } from './moneySupport';
import { promoHarness, type PromoHarness } from './promotionsSupport';

let t: TestApp & { url: string };
let h: PromoHarness;

const rankBody = (o: Record<string, unknown> = {}) => ({
  name: { vi: 'Đồng', en: 'Bronze' },
  color: '#b0703c',
  promoteDeposit: 100,
  promoteValidBet: 100,
  promoteDays: 30,
  keepDeposit: 50,
  keepValidBet: 0,
  levelUpBonus: 20,
  weeklyBonus: 10,
  monthlyBonus: 30,
  birthdayBonus: 50,
  wageringMultiple: 3,
  withdrawDailyMaxAmount: null,
  withdrawDailyMaxCount: null,
  ...o,
});

const putRank = (level: number | string, body: Record<string, unknown>, headers: Record<string, string> = ops()) =>
  t.app.inject({
    method: 'PUT',
    url: `${O.rank.replace(':level', String(level))}?brand=LOTUS`,
    headers,
    payload: body,
  });
/** The overview decoded as the web decodes it: money as its bigint of minor units. */
const overview = async (m: TestMember | null) =>
  vipOverviewSchema.parse((await t.app.inject({ url: V.overview, headers: m ? m.h : demo() })).json().value);
const evaluate = (username?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${O.evaluate}?brand=LOTUS`,
    headers: ops(),
    payload: username ? { username } : {},
  });
/** Moves the clock and signs the member in again (a session ends after its idle time). */
async function moveClock(at: Date, m: TestMember) {
  t.setNow(at);
  m.token = await tokenFor(t, m.username, 'Player123', m.ip);
  m.h = authed(m.ip, m.token);
}
const claim = (m: TestMember, kind: string) => h.post(m, V.claim, { kind });
const bonusBalance = async (m: TestMember) =>
  BigInt((await t.app.inject({ url: '/wps/v2/wallets/balance', headers: m.h })).json().value.bonusBalance as string);

beforeAll(async () => {
  t = await createMoneyApp();
  expect(await seedDemoVipIfEmpty(t.ctx.db)).toBe(true);
  expect(await seedDemoVipIfEmpty(t.ctx.db)).toBe(false); // only when empty
  h = await promoHarness(t);
  // VIP1 within reach of a test: 100 deposited and 100 of valid bets in 30 days.
  expect((await putRank(1, rankBody())).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('the rank table', () => {
  it('shows a guest the demo ranks VIP0–VIP10 in both languages, without a member part', async () => {
    const v = await overview(null);
    expect(v.ranks.map((r) => r.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(v.ranks[3]!.name).toEqual({ vi: 'Vàng', en: 'Gold' });
    expect(v.ranks[5]!.vipService).toBe(true);
    expect(v.ranks[4]!.vipService).toBe(false);
    expect(v.ranks[1]).toMatchObject({ promoteDeposit: 100_00n, levelUpBonus: 20_00n, wageringMultiple: 3 });
    expect(v.member).toBeNull();
  });

  it('shows a member its rank and what is missing for the next', async () => {
    const m = await newMember(t);
    const v = await overview(m);
    expect(v.member).toMatchObject({
      level: 0,
      next: { level: 1, days: 30, deposit: { required: 100_00n, done: 0n, missing: 100_00n }, percent: 0 },
      keep: null,
    });
    expect(v.member!.rewards.map((r) => [r.kind, r.status])).toEqual([
      ['levelUp', 'unavailable'],
      ['weekly', 'unavailable'],
      ['monthly', 'unavailable'],
      ['birthday', 'unavailable'],
    ]);
  });
});

describe('evaluation', () => {
  let m: TestMember;
  beforeAll(async () => {
    m = await newMember(t);
    await h.bankDeposit(m, 100);
  });

  it('does not promote before both criteria are met', async () => {
    expect((await evaluate(m.username)).json().value).toEqual({ evaluated: 1, promoted: 0, demoted: 0 });
    const v = await overview(m);
    expect(v.member!.next).toMatchObject({ deposit: { missing: 0n }, validBet: { missing: 100_00n } });
  });

  it('promotes once per period and pays the level-up bonus into the bonus wallet once', async () => {
    await h.playRound(m, 10_000); // 100.00 of valid bets
    // Already evaluated today: the job and the operator's call skip the member.
    expect((await evaluate(m.username)).json().value.evaluated).toBe(0);
    // The next day the job evaluates it.
    await moveClock(new Date(Date.now() + 86_400_000), m);
    const job = await runMoneyJob(t.ctx, 'vip.evaluate');
    expect(job.ran).toBe(true);
    expect(job.processed).toBeGreaterThanOrEqual(1);
    const v = await overview(m);
    expect(v.member!.level).toBe(1);
    expect(v.member!.name).toEqual({ vi: 'Đồng', en: 'Bronze' });
    expect(v.member!.rewards[0]).toMatchObject({ kind: 'levelUp', status: 'claimed', amount: 20_00n });
    expect(await bonusBalance(m)).toBe(20_00n);
    expect((await evaluate(m.username)).json().value.evaluated).toBe(0);
    expect((await runMoneyJob(t.ctx, 'vip.evaluate')).processed).toBe(0);
    expect(await bonusBalance(m)).toBe(20_00n);
    // members.vip_level is what the rest of the site reads.
    const info = (await t.app.inject({ url: ACCOUNT_PATHS.memberInfo, headers: m.h })).json();
    expect(info.value.clubLabel).toMatchObject({ rankLevel: 1 });
    await expectLedgerSound(t);
  });

  it('claims the weekly bonus once, only when no other bonus is open', async () => {
    const busy = await claim(m, 'weekly');
    expect(errorOf(busy)).toMatchObject({ status: 409, code: 'bonus_already_active' });
    expect((await overview(m)).member!.rewards[1]).toMatchObject({ kind: 'weekly', status: 'claimable' });
    expect((await h.post(m, PROMO_PATHS.forfeit)).statusCode).toBe(200);
    const ok = await claim(m, 'weekly');
    expect(ok.json()).toMatchObject({ success: true, value: { kind: 'weekly', amount: '1000', level: 1 } });
    expect(await bonusBalance(m)).toBe(10_00n);
    expect((await h.post(m, PROMO_PATHS.forfeit)).statusCode).toBe(200);
    expect(errorOf(await claim(m, 'weekly'))).toMatchObject({ status: 409, code: 'vip_reward_claimed' });
    expect((await overview(m)).member!.rewards[1]).toMatchObject({ status: 'claimed' });
    // No birthday in the profile: nothing to claim; nothing owed for the level-up.
    expect(errorOf(await claim(m, 'birthday'))).toMatchObject({ status: 409, code: 'vip_reward_not_available' });
    expect(errorOf(await claim(m, 'levelUp'))).toMatchObject({ status: 409, code: 'vip_reward_not_available' });
    await expectLedgerSound(t);
  });

  it('refuses bad claims and guests', async () => {
    expect(errorOf(await claim(m, 'daily'))).toMatchObject({ status: 400, code: 'validation_failed' });
    const guest = await t.app.inject({ method: 'POST', url: V.claim, headers: demo(), payload: { kind: 'weekly' } });
    expect(guest.statusCode).toBe(401);
    expect((await t.app.inject({ url: V.history, headers: demo() })).statusCode).toBe(401);
  });

  it('demotes at the monthly review a member who held the rank a whole month and missed the keep criteria', async () => {
    const now = Date.now();
    // Next month: the month under review is the one of the promotion, so the member is not reviewed.
    const d = new Date(now);
    await moveClock(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 2, 12)), m);
    await evaluate(m.username);
    expect((await overview(m)).member!.level).toBe(1);
    // The month after: it held VIP1 through last month with no deposits → back to VIP0, once.
    await moveClock(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 2, 12)), m);
    expect((await evaluate(m.username)).json().value).toEqual({ evaluated: 1, promoted: 0, demoted: 1 });
    expect((await overview(m)).member!.level).toBe(0);
    expect((await evaluate(m.username)).json().value.evaluated).toBe(0);
  });

  it('lists the rank history to its member only, newest first', async () => {
    const page = (await t.app.inject({ url: V.history, headers: m.h })).json().value;
    expect(page.total).toBe(2);
    expect(page.list.map((x: { reason: string; toLevel: number }) => [x.reason, x.toLevel])).toEqual([
      ['demotion', 0],
      ['promotion', 1],
    ]);
    expect(page.list[1].fromName).toEqual({ vi: 'Thành viên', en: 'Member' });
    const other = await newMember(t);
    expect((await t.app.inject({ url: V.history, headers: other.h })).json().value.total).toBe(0);
  });
});

describe('operators', () => {
  it('lists, saves and deletes ranks with loyalty.manage; bad input changes nothing', async () => {
    const list = await t.app.inject({ url: `${O.ranks}?brand=LOTUS`, headers: ops() });
    expect(list.json().value).toHaveLength(11);
    expect(errorOf(await putRank(1, rankBody({ color: 'red' })))).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(errorOf(await putRank(1, rankBody({ promoteDeposit: -1 })))).toMatchObject({ status: 400 });
    expect(errorOf(await putRank(99, rankBody()))).toMatchObject({ status: 400 });
    expect((await overview(null)).ranks[1]!.color).toBe('#b0703c');
    expect((await putRank(1, rankBody(), {})).statusCode).toBe(401);
    const added = await putRank(11, rankBody({ name: { vi: 'Thần thoại', en: 'Mythic' }, color: '#000000' }));
    expect(added.json().value).toMatchObject({ level: 11, vipService: true });
    const del = (level: number) =>
      t.app.inject({ method: 'DELETE', url: `${O.rank.replace(':level', String(level))}?brand=LOTUS`, headers: ops() });
    expect((await del(11)).statusCode).toBe(200);
    expect(errorOf(await del(11))).toMatchObject({ status: 404, code: 'vip_rank_not_found' });
  });

  it('sets a member level (history reason operator, no level-up bonus) and shows the member', async () => {
    const m = await newMember(t);
    const set = (payload: Record<string, unknown>, username = m.username) =>
      t.app.inject({
        method: 'POST',
        url: `${O.setLevel.replace(':username', username)}?brand=LOTUS`,
        headers: ops(),
        payload,
      });
    expect((await set({ level: 5, note: 'welcome' })).json().value).toEqual({ from: 0, to: 5 });
    expect(errorOf(await set({ level: 15 }))).toMatchObject({ status: 404, code: 'vip_rank_not_found' });
    expect(errorOf(await set({ level: 2 }, 'nobody-here'))).toMatchObject({ status: 404, code: 'not_found' });
    const shown = await t.app.inject({
      url: `${O.member.replace(':username', m.username)}?brand=LOTUS`,
      headers: ops(),
    });
    expect(shown.json().value).toMatchObject({
      level: 5,
      history: [{ reason: 'operator', fromLevel: 0, toLevel: 5, operator: 'automation', note: 'welcome' }],
      rewards: [],
    });
    expect(await bonusBalance(m)).toBe(0n);
    // The rank's daily withdrawal limits replace the brand's (VIP5: 1,500,000,000 and 15 a day).
    const s = (await t.app.inject({ url: MONEY_PATHS.withdrawalSettings, headers: m.h })).json().value;
    expect(s).toMatchObject({ dailyMaxCount: 15, dailyMaxAmount: '150000000000' });
  });
});
