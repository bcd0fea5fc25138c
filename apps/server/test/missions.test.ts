import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSION_PATHS as P,
  OPS_MISSION_PATHS as OP,
  POINT_PATHS,
  type MissionLeaderboard,
  type MissionSummary,
  type OpsMission,
  type OpsMissionMember,
} from '@lotus/contracts';
import { seedDemoMissionsIfEmpty } from '../src/db/seed/demoMissions';
import { findMerchantByCode } from '../src/modules/brands/service';
import { missionSummary } from '../src/modules/missions/service';
import { auditLog, missionClaims, pointJournal, referrals } from '../src/db/schema';
import { houseGame } from './gamesSupport';
import { ops, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  fund,
  newMember,
  type TestMember,
} from './moneySupport';
import { promoHarness, type PromoHarness } from './promotionsSupport';

/**
 * Missions through HTTP: the operator's missions (`/ops/missions`), the member's MissionSummary, claims and the
 * leaderboard. Bets are house slot rounds (lotus-slot, category RNG); deposits go through the bank channel and
 * the operator's approval. Minor units are 1/100 VND; the API's amounts are VND.
 */

let t: TestApp & { url: string };
let h: PromoHarness;
let slot: number;

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  slot = await houseGame(t, 'lotus-slot');
});
afterAll(async () => {
  await t?.close();
});

const q = '?brand=LOTUS';
const addMission = (payload: Record<string, unknown>, headers: Record<string, string> = ops()) =>
  t.app.inject({ method: 'POST', url: `${OP.missions}${q}`, headers, payload });
const setMission = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `${OP.mission.replace(':id', String(id))}${q}`, headers: ops(), payload });
async function mission(payload: Record<string, unknown>): Promise<OpsMission> {
  const res = await addMission({ name: { vi: `NV ${payload.code}`, en: `Mission ${payload.code}` }, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OpsMission;
}

const summaryOf = async (m: TestMember, language = 'en') => {
  const res = await t.app.inject({ url: P.summary, headers: { ...m.h, language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as MissionSummary;
};
const find = (s: MissionSummary, id: number) => s.missions.find((x) => x.id === id)!;
const claim = (m: TestMember, missionId: unknown) =>
  t.app.inject({ method: 'POST', url: P.claim, headers: m.h, payload: { missionId } });
const pointsOf = async (m: TestMember) =>
  (await t.app.inject({ url: POINT_PATHS.balance, headers: m.h })).json().value.points as number;
const claimRows = (memberId: number) =>
  t.ctx.db.select().from(missionClaims).where(eq(missionClaims.memberId, memberId));

describe('the demo brand', () => {
  it('ships daily, weekly and one-off missions in vi and en, seeded once', async () => {
    await seedDemoMissionsIfEmpty(t.ctx.db);
    await seedDemoMissionsIfEmpty(t.ctx.db);
    const list = (await t.app.inject({ url: `${OP.missions}${q}`, headers: ops() })).json().value as OpsMission[];
    expect(list.length).toBe(7);
    expect(new Set(list.map((m) => m.period))).toEqual(new Set(['daily', 'weekly', 'once']));
    expect(new Set(list.map((m) => m.kind))).toEqual(new Set(['login', 'deposit', 'bet', 'rounds', 'invite']));
    for (const m of list) expect(m.name.vi && m.name.en && m.name.vi !== m.name.en).toBeTruthy();

    const m = await newMember(t);
    const vi = await summaryOf(m, 'vi');
    expect(vi.missions.map((x) => x.name)).toContain('Đăng nhập hằng ngày');
    expect(vi.missions.find((x) => x.kind === 'rounds')!.gameName).toBe('Xúc Xắc');
    // Signed in today: the daily log-in is claimable (the badge counts it).
    expect(vi.claimable).toBe(1);

    // The rest of this file uses missions of its own: the demo's are switched off (an audited change).
    for (const d of list) expect((await setMission(d.id, { active: false })).statusCode).toBe(200);
    expect((await summaryOf(m)).missions).toEqual([]);
  });
});

describe('the operator configures missions', () => {
  it('adds a mission, audited, and refuses bad ones with the field', async () => {
    const m = await mission({
      code: 'ops-bet',
      period: 'weekly',
      kind: 'bet',
      target: 1234.5,
      gameType: 'RNG',
      rewardPoints: 5,
    });
    expect(m).toMatchObject({
      targetAmount: '123450',
      targetCount: null,
      gameType: 'RNG',
      rewardPoints: 5,
      rewardBonus: '0',
      active: true,
      claims: 0,
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mission.add'), eq(auditLog.target, 'mission:ops-bet')));
    expect(audit).toBeTruthy();

    const bad = async (payload: Record<string, unknown>, status: number, code: string, field?: string) => {
      const res = await addMission({
        name: { vi: 'x', en: 'x' },
        period: 'daily',
        kind: 'bet',
        rewardPoints: 1,
        ...payload,
      });
      expect(errorOf(res)).toMatchObject({ status, code, ...(field ? { field } : {}) });
    };
    await bad({ code: 'ops-bet' }, 409, 'mission_code_taken', 'code');
    await bad({ code: 'x1', kind: 'jump' }, 400, 'validation_failed');
    await bad({ code: 'x2', kind: 'login', target: 2 }, 400, 'validation_failed', 'target');
    await bad({ code: 'x3', kind: 'rounds', target: 2.5 }, 400, 'validation_failed', 'target');
    await bad({ code: 'x4', rewardPoints: 0 }, 400, 'validation_failed', 'rewardPoints');
    await bad({ code: 'x5', gameId: slot }, 400, 'validation_failed', 'gameId');
    await bad({ code: 'x6', kind: 'invite', gameType: 'RNG' }, 400, 'validation_failed', 'gameType');
    await bad({ code: 'x7', kind: 'rounds', gameId: 999_999 }, 404, 'not_found', 'gameId');
    await bad({ code: 'Bad Code' }, 400, 'validation_failed');
    // Nothing of the refused ones was written.
    const list = (await t.app.inject({ url: `${OP.missions}${q}`, headers: ops() })).json().value as OpsMission[];
    expect(list.filter((x) => x.code.startsWith('x'))).toEqual([]);

    // Without the operator key or a session: refused.
    expect((await addMission({ code: 'nokey', period: 'daily', kind: 'login', rewardPoints: 1 }, {})).statusCode).toBe(
      401,
    );

    const changed = await setMission(m.id, { target: 99, rewardBonus: 10, wageringMultiple: 2.5, active: false });
    expect(changed.json().value).toMatchObject({
      targetAmount: '9900',
      rewardBonus: '1000',
      wageringMultiple: 2.5,
      active: false,
    });
    const [set] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'mission.set'));
    expect(set).toBeTruthy();
    expect(errorOf(await setMission(999_999, { active: true }))).toMatchObject({
      status: 404,
      code: 'mission_not_found',
    });
  });
});

describe('the member completes and claims missions', () => {
  it('a log-in mission is claimable once today and pays its points; the badge goes down', async () => {
    const login = await mission({ code: 'm-login', period: 'daily', kind: 'login', rewardPoints: 10 });
    const m = await newMember(t);
    let s = await summaryOf(m);
    expect(find(s, login.id)).toMatchObject({
      status: 'claimable',
      progressCount: 1,
      targetCount: 1,
      targetAmount: null,
      progressAmount: null,
      rewardPoints: 10,
    });
    expect(s.claimable).toBe(1);
    expect(Date.parse(find(s, login.id).resetAt!)).toBe(Date.parse(s.dailyResetAt));

    const res = await claim(m, login.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ missionId: login.id, points: 10, bonus: '0', claimable: 0 });
    expect(await pointsOf(m)).toBe(10);
    s = await summaryOf(m);
    expect(find(s, login.id).status).toBe('claimed');
    expect(s.claimable).toBe(0);

    // Once per period: a second claim is refused and pays nothing.
    expect(errorOf(await claim(m, login.id))).toMatchObject({ status: 409, code: 'mission_already_claimed' });
    expect(await pointsOf(m)).toBe(10);
    expect(await claimRows(m.id)).toHaveLength(1);
    await setMission(login.id, { active: false });
  });

  it('a bet mission follows the valid bets of the category; an incomplete claim is refused and changes nothing', async () => {
    const bet = await mission({
      code: 'm-bet',
      period: 'daily',
      kind: 'bet',
      gameType: 'RNG',
      target: 3_000,
      rewardPoints: 30,
    });
    const live = await mission({
      code: 'm-bet-live',
      period: 'daily',
      kind: 'bet',
      gameType: 'LIVE',
      target: 1,
      rewardPoints: 1,
    });
    const m = await newMember(t);
    await fund(t, m.id, 100_000_00n);
    await h.playRound(m, 2_000_00, 500_00); // 2,000 VND valid
    await h.playRound(m, 700_00, 700_00); // a push: no valid bet
    let s = await summaryOf(m);
    expect(find(s, bet.id)).toMatchObject({
      status: 'in_progress',
      progressAmount: '200000',
      targetAmount: '300000',
      progressCount: null,
      targetCount: null,
    });
    expect(find(s, live.id)).toMatchObject({ status: 'in_progress', progressAmount: '0' });

    expect(errorOf(await claim(m, bet.id))).toMatchObject({
      status: 409,
      code: 'mission_incomplete',
      field: 'missionId',
    });
    expect(await claimRows(m.id)).toEqual([]);
    expect(await pointsOf(m)).toBe(0);

    await h.playRound(m, 1_500_00); // 3,500 VND: done (progress shows the target at most)
    s = await summaryOf(m);
    expect(find(s, bet.id)).toMatchObject({ status: 'claimable', progressAmount: '300000' });
    expect((await claim(m, bet.id)).statusCode).toBe(200);
    expect(await pointsOf(m)).toBe(30);

    // Another member's progress is their own: the same mission is incomplete for them.
    const other = await newMember(t);
    expect(errorOf(await claim(other, bet.id))).toMatchObject({ status: 409, code: 'mission_incomplete' });
    expect(await claimRows(other.id)).toEqual([]);
    await setMission(bet.id, { active: false });
    await setMission(live.id, { active: false });
  });

  it('a rounds mission counts settled rounds of its game; a new day starts it again', async () => {
    const rounds = await mission({
      code: 'm-rounds',
      period: 'daily',
      kind: 'rounds',
      gameId: slot,
      target: 2,
      rewardPoints: 7,
    });
    const m = await newMember(t);
    await fund(t, m.id, 10_000_00n);
    await h.playRound(m, 100_00);
    await h.playRound(m, 100_00, 0, { rollback: true }); // cancelled: not a round played
    let s = await summaryOf(m);
    expect(find(s, rounds.id)).toMatchObject({
      progressCount: 1,
      targetCount: 2,
      gameName: 'Lotus Fortune',
      status: 'in_progress',
    });
    await h.playRound(m, 100_00);
    s = await summaryOf(m);
    expect(find(s, rounds.id).status).toBe('claimable');
    expect((await claim(m, rounds.id)).statusCode).toBe(200);

    // The next day (read through the service: moving the app's clock a day would end the member's idle session).
    const brand = (await findMerchantByCode(t.ctx.db, 'LOTUS'))!;
    const next = await missionSummary(t.ctx.db, brand, m.id, 'en', new Date(Date.parse(s.dailyResetAt) + 60_000));
    expect(find(next, rounds.id)).toMatchObject({ progressCount: 0, status: 'in_progress' });
    expect(Date.parse(next.dailyResetAt)).toBe(Date.parse(s.dailyResetAt) + 86_400_000);
    await setMission(rounds.id, { active: false });
  });

  it('a deposit mission pays its bonus into the bonus wallet with wagering', async () => {
    const dep = await mission({
      code: 'm-deposit',
      period: 'weekly',
      kind: 'deposit',
      target: 200_000,
      rewardPoints: 20,
      rewardBonus: 5_000,
      wageringMultiple: 3,
    });
    const m = await newMember(t);
    await h.bankDeposit(m, 150_000);
    expect(find(await summaryOf(m), dep.id)).toMatchObject({ progressAmount: '15000000', status: 'in_progress' });
    await h.bankDeposit(m, 50_000);
    expect(find(await summaryOf(m), dep.id).status).toBe('claimable');
    const before = await balanceOf(t, m);
    const res = await claim(m, dep.id);
    expect(res.json().value).toMatchObject({ points: 20, bonus: '500000' });
    expect((await balanceOf(t, m)).bonusBalance).toBe(before.bonusBalance + 5000_00n);
    expect(await pointsOf(m)).toBe(20);
    expect(errorOf(await claim(m, dep.id))).toMatchObject({ status: 409, code: 'mission_already_claimed' });
    expect((await balanceOf(t, m)).bonusBalance).toBe(before.bonusBalance + 5000_00n);
    await expectLedgerSound(t);
    await setMission(dep.id, { active: false });
  });

  it('an invite mission counts friends whose referral qualified in the period', async () => {
    const invite = await mission({ code: 'm-invite', period: 'weekly', kind: 'invite', target: 1, rewardPoints: 40 });
    const m = await newMember(t);
    const friendOf = async (state: string, decidedAt: Date | null) => {
      const friend = await newMember(t);
      // The referral module's own flow (registration with the code, first deposit, evaluation) is tested in
      // referral.test.ts; here its outcome is written as it leaves it.
      await t.ctx.db.insert(referrals).values({
        merchantId: (await findMerchantByCode(t.ctx.db, 'LOTUS'))!.id,
        referrerId: m.id,
        friendId: friend.id,
        code: 'TESTCODE',
        state,
        decidedAt,
      });
    };
    await friendOf('registered', null);
    await friendOf('qualified', new Date(Date.now() - 30 * 86_400_000)); // qualified a month ago
    await friendOf('rejected', new Date());
    expect(find(await summaryOf(m), invite.id)).toMatchObject({ progressCount: 0, status: 'in_progress' });
    expect(errorOf(await claim(m, invite.id))).toMatchObject({ status: 409, code: 'mission_incomplete' });
    await friendOf('qualified', new Date());
    expect(find(await summaryOf(m), invite.id)).toMatchObject({ progressCount: 1, status: 'claimable' });
    expect((await claim(m, invite.id)).json().value).toMatchObject({ points: 40 });
    await setMission(invite.id, { active: false });
  });

  it('refuses unknown, inactive and malformed missions, guests and trial players', async () => {
    const off = await mission({ code: 'm-off', period: 'once', kind: 'login', rewardPoints: 1, active: false });
    const m = await newMember(t);
    expect(errorOf(await claim(m, off.id))).toMatchObject({ status: 404, code: 'mission_not_found' });
    expect(errorOf(await claim(m, 999_999))).toMatchObject({ status: 404, code: 'mission_not_found' });
    expect(errorOf(await claim(m, 'one'))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await claimRows(m.id)).toEqual([]);
    const guest = await t.app.inject({ url: P.summary, headers: { merchant: 'LOTUS' } });
    expect(errorOf(guest).code).toBe('user.or.token.invalid');
    const trial = await newMember(t, { isAgent: 4 });
    expect((await t.app.inject({ url: P.summary, headers: trial.h })).statusCode).toBe(403);
  });
});

describe('the leaderboard', () => {
  it("ranks this week's mission points with names masked and shows the member's own place", async () => {
    const a = await mission({ code: 'lb-a', period: 'once', kind: 'login', rewardPoints: 500 });
    const b = await mission({ code: 'lb-b', period: 'once', kind: 'login', rewardPoints: 400 });
    const first = await newMember(t);
    const second = await newMember(t);
    const nobody = await newMember(t);
    expect((await claim(first, a.id)).statusCode).toBe(200);
    expect((await claim(first, b.id)).statusCode).toBe(200);
    expect((await claim(second, a.id)).statusCode).toBe(200);

    const board = async (m: TestMember) =>
      (await t.app.inject({ url: P.leaderboard, headers: m.h })).json().value as MissionLeaderboard;
    const seen = await board(second);
    expect(seen.list[0]).toMatchObject({ rank: 1, points: 900 });
    expect(seen.list[0]!.player).not.toBe(first.username);
    expect(seen.list[0]!.player).toContain('***');
    expect(seen.list[1]).toMatchObject({ rank: 2, points: 500 });
    expect(seen.me).toMatchObject({ rank: 2, points: 500 });
    expect(JSON.stringify(seen)).not.toContain(first.username);
    expect((await board(nobody)).me).toMatchObject({ rank: null, points: 0 });
    await setMission(a.id, { active: false });
    await setMission(b.id, { active: false });
  });
});

describe("the operator's view of a member", () => {
  it('shows the missions and the claims; unknown members are not found', async () => {
    const login = await mission({ code: 'mv-login', period: 'weekly', kind: 'login', rewardPoints: 3 });
    const m = await newMember(t);
    await claim(m, login.id);
    const res = await t.app.inject({ url: `${OP.member}${q}&username=${m.username}`, headers: ops() });
    const v = res.json().value as OpsMissionMember;
    expect(find(v.summary, login.id).status).toBe('claimed');
    expect(v.claims).toMatchObject([{ code: 'mv-login', points: 3 }]);
    const [journal] = await t.ctx.db.select().from(pointJournal).where(eq(pointJournal.memberId, m.id));
    expect(journal).toMatchObject({ source: 'MISSION' });
    const unknown = await t.app.inject({ url: `${OP.member}${q}&username=nobody-here`, headers: ops() });
    expect(errorOf(unknown)).toMatchObject({ status: 404, code: 'not_found' });
    await setMission(login.id, { active: false });
  });
});
