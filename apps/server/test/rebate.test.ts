import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MOD,
  OPS_CONFIG_PATHS,
  OPS_REBATE_PATHS as OP,
  rebateClaimSchema,
  REBATE_PATHS,
  rebateSummarySchema,
  type OpsRebateClaimReport,
  type RebateClaimPage,
  type RebateSummary,
} from '@lotus/contracts';
import { auditLog, members } from '../src/db/schema';
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
import { operatorWithRole } from './operatorsSupport';
import { rebateHarness } from './rebateSupport';

/**
 * Cashback (manualRebate) through HTTP: the demo brand's rates (VIP0 slots 60 bps), minimum claim 10 VND,
 * daily cap 5,000,000 VND; bets are house slot rounds (category RNG). Minor units are 1/100 VND.
 */

let t: TestApp & { url: string };
let h: Awaited<ReturnType<typeof rebateHarness>>;

beforeAll(async () => {
  t = await createMoneyApp();
  h = await rebateHarness(t);
});
afterAll(async () => {
  await t?.close();
});

const summaryOf = async (m: TestMember) => {
  const res = await h.summary(m);
  expect(res.statusCode, res.body).toBe(200);
  return rebateSummarySchema.parse(res.json().value);
};
const rng = (s: RebateSummary) => s.lines.find((l) => l.gameType === 'RNG')!;
const claimOk = async (m: TestMember, key: string) => {
  const res = await h.claim(m, key);
  expect(res.statusCode, res.body).toBe(200);
  return rebateClaimSchema.parse(res.json().value);
};
const patchSettings = (payload: Record<string, unknown>, headers: Record<string, string> = ops()) =>
  t.app.inject({ method: 'PATCH', url: `${OP.settings}?brand=LOTUS`, headers, payload });

async function player(amount = 10_000_00n) {
  const m = await newMember(t);
  await fund(t, m.id, amount);
  return m;
}

describe('the member sees and claims cashback', () => {
  it('shows the rates with nothing to claim before any bet, and refuses a claim', async () => {
    const m = await player();
    const s = await summaryOf(m);
    expect(s).toMatchObject({
      vipLevel: 0,
      validBet: 0n,
      amount: 0n,
      claimable: 0n,
      blocked: 'nothing',
      payout: 'main',
    });
    expect(s.minClaim).toBe(1_000n);
    expect(s.dailyCap).toBe(500_000_000n);
    expect(rng(s)).toEqual({ gameType: 'RNG', validBet: 0n, rateBps: 60, amount: 0n });
    expect(errorOf(await h.claim(m, 'nothing-1'))).toMatchObject({ status: 409, code: 'rebate_nothing_to_claim' });
  });

  it('counts settled valid bets per category, pays once per request key and never the same bets twice', async () => {
    const m = await player();
    await h.round(m, 1_000_00); // 1,000 VND lost
    await h.round(m, 1_000_00, 500_00); // 1,000 VND staked, half back
    await h.round(m, 500_00, 500_00); // a push: no valid bet
    await h.round(m, 700_00, 0, { close: false }); // still open: not yet
    const s = await summaryOf(m);
    expect(rng(s)).toEqual({ gameType: 'RNG', validBet: 200_000n, rateBps: 60, amount: 1_200n });
    expect(s).toMatchObject({
      validBet: 200_000n,
      amount: 1_200n,
      claimable: 1_200n,
      blocked: null,
      lastClaimAt: null,
    });

    const before = (await balanceOf(t, m)).mainBalance;
    const c = await claimOk(m, 'claim-a');
    expect(c).toMatchObject({ validBet: 200_000n, earned: 1_200n, amount: 1_200n, payout: 'main', vipLevel: 0 });
    expect(c.lines).toEqual([{ gameType: 'RNG', validBet: 200_000n, rateBps: 60, amount: 1_200n }]);
    expect((await balanceOf(t, m)).mainBalance).toBe(before + 12_00n);

    // The same key answers the first claim and pays nothing more.
    expect((await claimOk(m, 'claim-a')).id).toBe(c.id);
    expect((await balanceOf(t, m)).mainBalance).toBe(before + 12_00n);
    // Another key finds nothing left.
    expect(errorOf(await h.claim(m, 'claim-b'))).toMatchObject({ status: 409, code: 'rebate_nothing_to_claim' });
    const after = await summaryOf(m);
    expect(after).toMatchObject({ validBet: 0n, amount: 0n, blocked: 'nothing' });
    expect(after.lastClaimAt).toBe(c.createdAt);
    await expectLedgerSound(t);
  });

  it('deducts a bet rolled back after a claim from the next claim', async () => {
    const m = await player();
    const rollback = await h.round(m, 2_000_00);
    await claimOk(m, 'rb-1'); // 2,000 VND × 0.6 % = 12 VND
    await rollback();
    let s = await summaryOf(m);
    expect(rng(s)).toMatchObject({ validBet: -200_000n, amount: -1_200n });
    expect(s.blocked).toBe('nothing');

    await h.round(m, 3_000_00);
    await h.round(m, 1_000_00);
    s = await summaryOf(m);
    expect(rng(s)).toMatchObject({ validBet: 200_000n, amount: 1_200n }); // 4,000 new − 2,000 rolled back
    const c = await claimOk(m, 'rb-2');
    expect(c).toMatchObject({ validBet: 200_000n, amount: 1_200n });
    await expectLedgerSound(t);
  });

  it('refuses a claim below the minimum and rounds each category down', async () => {
    const m = await player();
    await h.round(m, 1_500_00); // 9 VND < 10
    expect(await summaryOf(m)).toMatchObject({ amount: 900n, claimable: 0n, blocked: 'below_minimum' });
    expect(errorOf(await h.claim(m, 'min-1'))).toMatchObject({ status: 409, code: 'rebate_below_minimum' });
    await h.round(m, 333_33); // 1,833.33 VND × 0.6 % = 10.99998 → 10.99
    expect(await summaryOf(m)).toMatchObject({ validBet: 183_333n, amount: 1_099n, claimable: 1_099n, blocked: null });
  });

  it('uses the rate of the member’s VIP level', async () => {
    const m = await player();
    await t.ctx.db.update(members).set({ vipLevel: 3 }).where(eq(members.id, m.id));
    await h.round(m, 1_000_00);
    const s = await summaryOf(m);
    expect(s.vipLevel).toBe(3);
    expect(rng(s)).toMatchObject({ rateBps: 90, amount: 900n });
  });

  it('pays at most the daily cap, then refuses until the next day', async () => {
    const m = await player();
    expect((await patchSettings({ dailyCap: 15 })).statusCode).toBe(200);
    try {
      await h.round(m, 2_000_00);
      const first = await claimOk(m, 'cap-1'); // 12
      expect(first.amount).toBe(1_200n);
      await h.round(m, 2_000_00);
      expect(await summaryOf(m)).toMatchObject({ amount: 1_200n, claimable: 300n, paidToday: 1_200n });
      const second = await claimOk(m, 'cap-2');
      expect(second).toMatchObject({ earned: 1_200n, amount: 300n });
      await h.round(m, 2_000_00);
      expect(await summaryOf(m)).toMatchObject({ claimable: 0n, blocked: 'daily_cap' });
      expect(errorOf(await h.claim(m, 'cap-3'))).toMatchObject({ status: 409, code: 'rebate_daily_cap_reached' });
    } finally {
      expect((await patchSettings({ dailyCap: 5_000_000 })).statusCode).toBe(200);
    }
  });

  it('pays into the bonus wallet with the brand’s wagering when the brand says so', async () => {
    const m = await player();
    expect((await patchSettings({ payout: 'bonus', wageringMultiple: 2.5 })).statusCode).toBe(200);
    try {
      await h.round(m, 2_000_00);
      const main = (await balanceOf(t, m)).mainBalance;
      const c = await claimOk(m, 'bonus-1');
      expect(c).toMatchObject({ payout: 'bonus', wageringMultiple: 2.5, amount: 1_200n });
      const b = await balanceOf(t, m);
      expect(b.bonusBalance).toBe(12_00n);
      expect(b.mainBalance).toBe(main);
      const rewards = (await t.app.inject({ url: '/wps/member/bonus/details', headers: m.h })).json();
      expect(JSON.stringify(rewards)).toContain('rebate');
    } finally {
      expect((await patchSettings({ payout: 'main', wageringMultiple: 1 })).statusCode).toBe(200);
    }
    await expectLedgerSound(t);
  });

  it('refuses a bonus payout while another bonus is open, counting nothing', async () => {
    const m = await player(100_000_00n);
    expect((await patchSettings({ payout: 'bonus', wageringMultiple: 100 })).statusCode).toBe(200);
    try {
      await h.round(m, 20_000_00);
      expect((await claimOk(m, 'open-1')).amount).toBe(12_000n); // a bonus needing 12,000 VND of bets
      await h.round(m, 2_000_00);
      await h.round(m, 2_000_00);
      expect(errorOf(await h.claim(m, 'open-2'))).toMatchObject({ status: 409, code: 'bonus_already_active' });
      expect(await summaryOf(m)).toMatchObject({ validBet: 400_000n, amount: 2_400n, blocked: null });
      const mine = (await t.app.inject({ url: REBATE_PATHS.claims, headers: m.h })).json().value as RebateClaimPage;
      expect(mine.total).toBe(1);
    } finally {
      expect((await patchSettings({ payout: 'main', wageringMultiple: 1 })).statusCode).toBe(200);
    }
    await expectLedgerSound(t);
  });

  it('lists only the member’s own claims, newest first', async () => {
    const a = await player();
    const b = await player();
    await h.round(a, 2_000_00);
    const c = await claimOk(a, 'own-1');
    const mine = (await t.app.inject({ url: REBATE_PATHS.claims, headers: a.h })).json().value as RebateClaimPage;
    expect(mine.list.map((x) => x.id)).toEqual([c.id]);
    const theirs = (await t.app.inject({ url: REBATE_PATHS.claims, headers: b.h })).json().value as RebateClaimPage;
    expect(theirs).toMatchObject({ list: [], total: 0 });
    // b's key space is b's own: the same key claims b's bets, not a's answer.
    expect(errorOf(await h.claim(b, 'own-1'))).toMatchObject({ code: 'rebate_nothing_to_claim' });
  });

  it('refuses bad input, a missing session and a switched-off brand, changing nothing', async () => {
    const m = await player();
    await h.round(m, 2_000_00);
    for (const key of [undefined, '', 'has space', 'x'.repeat(65), 12]) {
      expect(errorOf(await h.claim(m, key))).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    const anon = await t.app.inject({ method: 'POST', url: REBATE_PATHS.claim, payload: { requestKey: 'k1' } });
    expect(anon.statusCode).toBe(401);
    const page = await t.app.inject({ url: `${REBATE_PATHS.claims}?pageSize=500`, headers: m.h });
    expect(errorOf(page)).toMatchObject({ status: 400, code: 'validation_failed' });

    const setSwitch = (enabled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: OPS_CONFIG_PATHS.setting.replace(':modId', MOD.MANUAL_REBATE),
        headers: ops(),
        payload: { brand: 'LOTUS', enabled },
      });
    expect((await setSwitch(false)).statusCode).toBe(200);
    try {
      expect(errorOf(await h.summary(m))).toMatchObject({ status: 403, code: 'feature_disabled' });
      expect(errorOf(await h.claim(m, 'off-1'))).toMatchObject({ status: 403, code: 'feature_disabled' });
    } finally {
      expect((await setSwitch(true)).statusCode).toBe(200);
    }
    expect(await summaryOf(m)).toMatchObject({ validBet: 200_000n, amount: 1_200n });
  });
});

describe('operator', () => {
  it('reads and sets rates, audited; refuses bad rates changing nothing', async () => {
    const list = async () =>
      (await t.app.inject({ url: `${OP.rates}?brand=LOTUS`, headers: ops() })).json().value as Array<{
        vipLevel: number;
        gameType: string;
        rateBps: number;
      }>;
    const before = await list();
    expect(before).toHaveLength(11 * 8);
    const put = (rates: unknown) =>
      t.app.inject({ method: 'PUT', url: `${OP.rates}?brand=LOTUS`, headers: ops(), payload: { rates } });
    for (const bad of [
      [{ vipLevel: 0, gameType: 'RNG', rateBps: 10_001 }],
      [{ vipLevel: -1, gameType: 'RNG', rateBps: 10 }],
      [{ vipLevel: 0, gameType: 'CASINO', rateBps: 10 }],
      [],
    ]) {
      expect(errorOf(await put(bad))).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    expect(await list()).toEqual(before);
    const res = await put([{ vipLevel: 12, gameType: 'LIVE', rateBps: 200 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await list()).toContainEqual({ vipLevel: 12, gameType: 'LIVE', rateBps: 200 });
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'rebate.rates'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('validates the payout settings', async () => {
    for (const bad of [{ payout: 'cash' }, { wageringMultiple: 1.25 }, { minClaim: -1 }, { dailyCap: 0 }]) {
      expect(errorOf(await patchSettings(bad))).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    const res = await t.app.inject({ url: `${OP.settings}?brand=LOTUS`, headers: ops() });
    expect(res.json().value).toMatchObject({ enabled: true, payout: 'main', minClaim: '1000', dailyCap: '500000000' });
  });

  it('reports claims with totals, filtered by member; an unknown member is not found', async () => {
    const m = await player();
    await h.round(m, 2_000_00);
    await claimOk(m, 'report-1');
    const res = await t.app.inject({ url: `${OP.claims}?brand=LOTUS&username=${m.username}`, headers: ops() });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().value as OpsRebateClaimReport;
    expect(report.list).toHaveLength(1);
    expect(report.list[0]).toMatchObject({ username: m.username, requestKey: 'report-1', amount: '1200' });
    expect(report.totals).toMatchObject({ count: 1, amount: '1200', validBet: '200000' });
    const all = (await t.app.inject({ url: `${OP.claims}?brand=LOTUS`, headers: ops() })).json().value;
    expect(all.totals.count).toBeGreaterThan(1);
    const unknown = await t.app.inject({ url: `${OP.claims}?brand=LOTUS&username=nobody_here`, headers: ops() });
    expect(errorOf(unknown)).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('refuses an operator without the permission', async () => {
    const support = await operatorWithRole(t, 'support');
    const res = await t.app.inject({ url: `${OP.rates}?brand=LOTUS`, headers: support.headers });
    expect(errorOf(res)).toMatchObject({ status: 403, code: 'permission_denied' });
    const set = await patchSettings({ minClaim: 1 }, support.headers);
    expect(errorOf(set)).toMatchObject({ status: 403, code: 'permission_denied' });
  });
});
