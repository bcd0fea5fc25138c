import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  AGENT_CONTRACT_PATHS as P,
  contractConfirmDetailsSchema,
  minorToAmountText,
  MOD,
  OPS_AGENT_CONTRACT_PATHS as OPS,
} from '@lotus/contracts';
import { agentContractPayouts, agentContracts, betRounds, games, ledgerEntries, members } from '../src/db/schema/index';
import { setModuleEnabled } from '../src/modules/brands/service';
import { settleAgentContracts } from '../src/modules/agent-contracts/settlement';
import { seedDemoAgentContractsIfEmpty } from '../src/db/seed/demoAgentContracts';
import { authed, login, nextIp } from './accounts/support';
import { createTestApp, ops, type TestApp } from './helpers';
import { balanceOf, errorOf, expectLedgerSound, lotus, newMember, type TestMember } from './moneySupport';

/**
 * An agent of type `isAgent` with a session: signed in as a player-agent (41, which the member site admits),
 * then given its type (the session reads the account's type on every call).
 */
async function newAgent(t: TestApp, isAgent: number, uplineId: number | null = null): Promise<TestMember> {
  const m = await newMember(t, { isAgent: 41, uplineId });
  if (isAgent !== 41) await t.ctx.db.update(members).set({ isAgent }).where(eq(members.id, m.id));
  return m;
}

const DAY = 86_400_000;
const flat = (rateBps: number) => [{ validBet: 0, profitLoss: 0, activeMembers: 0, betAmount: 0, rateBps }];

describe('agent contracts', () => {
  let t: TestApp;
  let brandId: number;
  let slot: { id: number; vendorId: number };
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await lotus(t)).id;
    const [g] = await t.ctx.db.select().from(games).where(eq(games.gameType, 'RNG')).limit(1);
    slot = g!;
  });
  afterAll(() => t?.close());

  const offer = (by: TestMember, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: P.contracts, headers: by.h, payload });
  const relay = (by: TestMember, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: by.h, payload });
  const contractRow = async (id: number) =>
    (await t.ctx.db.select().from(agentContracts).where(eq(agentContracts.id, id)))[0]!;

  /** A settled round of the member bet at `at` (minor units). */
  async function round(m: TestMember, at: Date, stake: bigint, win = 0n) {
    const [r] = await t.ctx.db
      .insert(betRounds)
      .values({
        merchantId: brandId,
        memberId: m.id,
        vendorId: slot.vendorId,
        gameId: slot.id,
        gameType: 'RNG',
        roundId: `ac-${++seq}`,
        stake,
        win,
        validBet: stake,
        status: 'settled',
        transactions: 2,
        betAt: at,
        settledAt: at,
        updatedAt: at,
      })
      .returning();
    return r!;
  }

  /** A line: top agent a → sub-agent b → member c; d a member under a; an outsider x with its member y. */
  async function line() {
    const a = await newAgent(t, 1);
    const b = await newAgent(t, 2, a.id);
    const c = await newMember(t, { uplineId: b.id });
    const d = await newMember(t, { uplineId: a.id });
    const x = await newAgent(t, 1);
    const y = await newMember(t, { uplineId: x.id });
    return { a, b, c, d, x, y };
  }

  it('an upline offers, the downline sees and accepts it; bad offers change nothing', async () => {
    const { a, b, c, d, x, y } = await line();
    const made = await offer(a, { downline: b.username, kind: 'daily_salary', tiers: flat(200) });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id as number;
    expect(made.json().value).toMatchObject({ status: 'pending', period: 'daily', maxRateBps: 200 });
    // An answer's thresholds are money: the minor-unit integer string (decision 0021).
    expect(made.json().value.tiers).toEqual([
      { validBet: '0', profitLoss: '0', activeMembers: 0, betAmount: '0', rateBps: 200 },
    ]);

    const listed = await relay(b, P.dailySalary, { action: 'list' });
    expect(listed.json().value.contracts).toMatchObject([{ id, status: 'pending', upline: { username: a.username } }]);
    // Another kind's relay does not see it; another member cannot act on it.
    expect((await relay(b, P.hourlySalary, {})).json().value.contracts).toEqual([]);
    for (const who of [c, d, x, y]) {
      expect(errorOf(await relay(who, P.dailySalary, { action: 'accept', contractId: id }))).toMatchObject({
        status: 404,
        code: 'agent_contract_not_found',
      });
    }
    expect(errorOf(await relay(b, P.hourlySalary, { action: 'accept', contractId: id })).code).toBe(
      'agent_contract_not_found',
    );
    expect((await contractRow(id)).status).toBe('pending');

    const accepted = await relay(b, P.dailySalary, { action: 'accept', contractId: id });
    expect(accepted.json().value.contract).toMatchObject({ id, status: 'active' });
    expect(errorOf(await relay(b, P.dailySalary, { action: 'accept', contractId: id })).code).toBe(
      'agent_contract_state_invalid',
    );

    // Not a direct downline (c is b's), another agent's member, another brand's line: the same refusal.
    for (const [by, to] of [
      [a, c],
      [a, y],
      [x, b],
      [b, a],
    ] as const) {
      const res = await offer(by, { downline: to.username, kind: 'daily_salary', tiers: flat(100) });
      expect(errorOf(res), res.body).toMatchObject({ status: 403, code: 'not_your_downline' });
    }
    // A member is no agent; bad tiers and periods are refused with the field.
    expect(errorOf(await offer(d, { downline: a.username, kind: 'daily_salary', tiers: flat(1) })).code).toBe(
      'not_an_agent',
    );
    expect(errorOf(await offer(a, { downline: d.username, kind: 'daily_salary', tiers: flat(10_001) })).code).toBe(
      'validation_failed',
    );
    expect(
      errorOf(await offer(a, { downline: d.username, kind: 'dividend', period: 'hourly', tiers: flat(10) })),
    ).toMatchObject({ code: 'validation_failed', field: 'period' });
    expect(errorOf(await offer(a, { downline: d.username, kind: 'daily_salary', tiers: [] })).code).toBe(
      'validation_failed',
    );
    // Thresholds are typed in major units, at most two decimals, never below zero.
    for (const validBet of [12.345, -1, '1,000', '1000000000000.01']) {
      const res = await offer(a, { downline: d.username, kind: 'daily_salary', tiers: [{ ...flat(10)[0], validBet }] });
      expect(errorOf(res), String(validBet)).toMatchObject({ code: 'validation_failed', field: 'tiers.0.validBet' });
    }
    // b may grant c at most its own 2 %.
    expect(errorOf(await offer(b, { downline: c.username, kind: 'daily_salary', tiers: flat(250) }))).toMatchObject({
      code: 'agent_contract_rate_too_high',
      value: { maxRateBps: 200 },
    });
    // b holds no hourly contract: it grants none.
    expect(errorOf(await offer(b, { downline: c.username, kind: 'hourly_salary', tiers: flat(1) })).code).toBe(
      'agent_contract_rate_too_high',
    );
    const n = await t.ctx.db.select().from(agentContracts).where(eq(agentContracts.uplineId, b.id));
    expect(n).toHaveLength(0);

    // Lists: each agent sees its own side only.
    const offered = await t.app.inject({ url: `${P.contracts}?side=offered`, headers: a.h });
    expect(offered.json().value.list.map((x: { id: number }) => x.id)).toEqual([id]);
    const other = await t.app.inject({ url: `${P.contracts}?side=offered`, headers: x.h });
    expect(other.json().value.list).toEqual([]);
    const filtered = await t.app.inject({ url: `${P.contracts}?downline=${y.username}`, headers: a.h });
    expect(errorOf(filtered).code).toBe('not_your_downline');
    // Terminating another's contract is not found; the holder terminates its own.
    const foreign = await t.app.inject({ method: 'POST', url: P.terminate.replace(':id', String(id)), headers: x.h });
    expect(errorOf(foreign)).toMatchObject({ status: 404, code: 'agent_contract_not_found' });
    expect((await contractRow(id)).status).toBe('active');
    const ended = await relay(b, P.dailySalary, { action: 'terminate', contractId: id });
    expect(ended.json().value.contract).toMatchObject({ status: 'terminated', endReason: 'downline' });
  });

  it('a lower rate for the upline line needs confirmation and ends the downline’s higher contract', async () => {
    const { a, b, c } = await line();
    const first = await offer(a, { downline: b.username, kind: 'daily_salary', tiers: flat(300) });
    await relay(b, P.dailySalary, { action: 'accept', contractId: first.json().value.id });
    const grant = await offer(b, { downline: c.username, kind: 'daily_salary', tiers: flat(250) });
    expect(grant.statusCode, grant.body).toBe(200);
    await relay(c, P.dailySalary, { action: 'accept', contractId: grant.json().value.id });

    const lower = await offer(a, { downline: b.username, kind: 'daily_salary', tiers: flat(200) });
    expect(errorOf(lower)).toMatchObject({ status: 409, code: 'agent_contract_confirm_required' });
    expect((errorOf(lower).value as { contracts: { id: number }[] }).contracts.map((x) => x.id)).toEqual([
      grant.json().value.id,
    ]);
    // The details carry the contracts in their wire form, which the contract's schema reads.
    expect(contractConfirmDetailsSchema.parse(errorOf(lower).value).contracts[0]!.tiers[0]!.validBet).toBe(0n);
    expect(await t.ctx.db.select().from(agentContracts).where(eq(agentContracts.downlineId, b.id))).toHaveLength(1);

    const confirmed = await offer(a, { downline: b.username, kind: 'daily_salary', tiers: flat(200), confirm: true });
    expect(confirmed.json().value).toMatchObject({ status: 'pending', replacesId: first.json().value.id });
    // Confirmed: c's higher contract ends at once; b's own stands until it accepts the new one.
    expect(await contractRow(grant.json().value.id)).toMatchObject({ status: 'terminated', endReason: 'lower_rate' });
    expect((await contractRow(first.json().value.id)).status).toBe('active');
    await relay(b, P.dailySalary, { action: 'accept', contractId: confirmed.json().value.id });
    expect(await contractRow(first.json().value.id)).toMatchObject({ status: 'terminated', endReason: 'replaced' });
    expect(await contractRow(confirmed.json().value.id)).toMatchObject({ status: 'active' });
  });

  it('settles each period once, differentially, and corrects a later void by an adjustment', async () => {
    const { a, b, c, x } = await line();
    const ab = await offer(a, { downline: b.username, kind: 'daily_salary', tiers: flat(200) });
    await relay(b, P.dailySalary, { action: 'accept', contractId: ab.json().value.id });
    const bc = await offer(b, { downline: c.username, kind: 'daily_salary', tiers: flat(150) });
    await relay(c, P.dailySalary, { action: 'accept', contractId: bc.json().value.id });
    const now = Date.now();
    // Accepted three days ago (a test's shortcut: periods from then on are due).
    for (const id of [ab.json().value.id, bc.json().value.id]) {
      await t.ctx.db
        .update(agentContracts)
        .set({ decidedAt: new Date(now - 3 * DAY) })
        .where(eq(agentContracts.id, id));
    }
    const dayBefore = new Date(now - 2 * DAY);
    const voided = await round(c, dayBefore, 100_000n); // 1,000.00 by c
    await round(b, dayBefore, 20_000n, 5_000n); // 200.00 by b itself
    const before = { b: await balanceOf(t, b), c: await balanceOf(t, c) };

    expect(await settleAgentContracts(t.ctx)).toBeGreaterThanOrEqual(6);
    const rows = await t.ctx.db
      .select()
      .from(agentContractPayouts)
      .where(eq(agentContractPayouts.contractId, bc.json().value.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const cPaid = rows.reduce((s, r) => s + r.paid, 0n);
    expect(cPaid).toBe(1_500n); // 1.5 % of 1,000.00
    const bRows = await t.ctx.db
      .select()
      .from(agentContractPayouts)
      .where(eq(agentContractPayouts.contractId, ab.json().value.id));
    const bDay = bRows.find((r) => r.teamValidBet > 0n)!;
    // 2 % of the team's 1,200.00 less c's 15.00 gross: 9.00.
    expect(bDay).toMatchObject({ teamValidBet: 120_000n, gross: 2_400n, downlineGross: 1_500n, amount: 900n });
    const after = { b: await balanceOf(t, b), c: await balanceOf(t, c) };
    expect(after.b.mainBalance - before.b.mainBalance).toBe(9_00n);
    expect(after.c.mainBalance - before.c.mainBalance).toBe(15_00n);

    // Again, and through the operator's re-run: nothing more.
    expect(await settleAgentContracts(t.ctx)).toBe(0);
    const rerun = await t.app.inject({
      method: 'POST',
      url: OPS.rerun,
      headers: ops(),
      payload: { brand: 'LOTUS', contractId: bc.json().value.id, period: bDay.periodKey },
    });
    expect(rerun.json().value).toEqual({ settled: 0, paid: '0' });
    const entries = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.type, 'agent_payout'), eq(ledgerEntries.merchantId, brandId)));
    expect(entries.filter((e) => e.idempotencyKey.startsWith(`agent-contract:${bc.json().value.id}:`))).toHaveLength(1);

    // The payouts pages: a sees b's payout, b both, the outsider nothing.
    const seen = await t.app.inject({ url: `${P.payouts}?side=all&datePreset=7D`, headers: b.h });
    expect(seen.json().value.total).toBe(rows.length + bRows.length);
    const outsider = await t.app.inject({ url: `${P.payouts}?datePreset=7D`, headers: x.h });
    expect(outsider.json().value.total).toBe(0);
    const income = await t.app.inject({ url: `${P.income}?datePreset=7D`, headers: c.h });
    expect(errorOf(income).code).toBe('not_an_agent');
    const bIncome = await t.app.inject({ url: `${P.income}?datePreset=7D`, headers: b.h });
    expect(bIncome.json().value.totals).toMatchObject({ salary: '900', downlinePaid: '1500' });

    // c's round is voided after its day was paid; the next day's settlement adjusts, the paid row stays.
    t.setNow(new Date(now + 1 * DAY));
    await t.ctx.db
      .update(betRounds)
      .set({ status: 'cancelled', validBet: 0n, stake: 0n, updatedAt: new Date(now + 1 * DAY - 60_000) })
      .where(eq(betRounds.id, voided.id));
    expect(await settleAgentContracts(t.ctx)).toBeGreaterThanOrEqual(2);
    t.setNow(new Date());
    const adjusted = await t.ctx.db
      .select()
      .from(agentContractPayouts)
      .where(and(eq(agentContractPayouts.contractId, bc.json().value.id), eq(agentContractPayouts.type, 'adjustment')));
    expect(adjusted).toMatchObject([
      { forPeriodKey: rows.find((r) => r.paid > 0n)!.periodKey, amount: -1_500n, paid: 0n },
    ]);
    const paidRow = (
      await t.ctx.db
        .select()
        .from(agentContractPayouts)
        .where(eq(agentContractPayouts.id, rows.find((r) => r.paid > 0n)!.id))
    )[0]!;
    expect(paidRow).toMatchObject({ paid: 1_500n, amount: 1_500n });
    const bAdjusted = await t.ctx.db
      .select()
      .from(agentContractPayouts)
      .where(and(eq(agentContractPayouts.contractId, ab.json().value.id), eq(agentContractPayouts.type, 'adjustment')));
    // b: 2 % of 200.00 with no downline gross = 4.00, was 9.00.
    expect(bAdjusted).toMatchObject([{ amount: -500n, gross: 400n, downlineGross: 0n }]);
    expect((await balanceOf(t, c)).mainBalance).toBe(after.c.mainBalance);
    await expectLedgerSound(t);
  });

  it('a dividend pays a share of the team’s loss by the highest tier met', async () => {
    const { a, b } = await line();
    const tiers = [
      { validBet: 0, profitLoss: 100, activeMembers: 1, betAmount: 10, rateBps: 1000 },
      { validBet: 0, profitLoss: 1000, activeMembers: 1, betAmount: 10, rateBps: 2000 },
      { validBet: 0, profitLoss: 1_000_000, activeMembers: 1, betAmount: 10, rateBps: 3000 },
    ];
    const made = await offer(a, { downline: b.username, kind: 'dividend', period: 'weekly', tiers });
    expect(made.statusCode, made.body).toBe(200);
    await relay(b, P.dividend, { action: 'accept', contractId: made.json().value.id });
    const now = Date.now();
    await t.ctx.db
      .update(agentContracts)
      .set({ decidedAt: new Date(now - 15 * DAY) })
      .where(eq(agentContracts.id, made.json().value.id));
    await round(b, new Date(now - 10 * DAY), 500_000n, 300_000n); // the team lost 2,000.00
    await settleAgentContracts(t.ctx);
    const rows = await t.ctx.db
      .select()
      .from(agentContractPayouts)
      .where(eq(agentContractPayouts.contractId, made.json().value.id));
    const week = rows.find((r) => r.teamProfit !== 0n)!;
    expect(week).toMatchObject({ teamProfit: -200_000n, tier: 1, rateBps: 2000, gross: 40_000n, paid: 40_000n });
    expect(week.periodKey).toMatch(/^W\d{4}-\d{2}-\d{2}$/);
  });

  it('a dividend carries the team’s win forward by its contract’s rule, settled once', async () => {
    // Win 3,000.00, then lose 1,000.00, then lose 2,000.00 (day −3, −2, −1; day −4 without rounds), at 10 %.
    const expected: Record<string, { carried: bigint[]; amount: bigint[] }> = {
      none: { carried: [0n, 0n, 0n, 0n], amount: [0n, 0n, 10_000n, 20_000n] },
      until_recovered: { carried: [0n, 0n, 300_000n, 200_000n], amount: [0n, 0n, 0n, 0n] },
      previous_period: { carried: [0n, 0n, 300_000n, 0n], amount: [0n, 0n, 0n, 20_000n] },
    };
    const now = Date.now();
    const made: Record<string, { a: TestMember; b: TestMember; id: number }> = {};
    for (const carryOver of Object.keys(expected)) {
      const { a, b } = await line();
      const tiers = [{ validBet: 0, profitLoss: 0, activeMembers: 0, betAmount: 0, rateBps: 1000 }];
      const res = await offer(a, { downline: b.username, kind: 'dividend', tiers, carryOver });
      expect(res.json().value, res.body).toMatchObject({ carryOver });
      const id = res.json().value.id as number;
      await relay(b, P.dividend, { action: 'accept', contractId: id });
      await t.ctx.db
        .update(agentContracts)
        .set({ decidedAt: new Date(now - 4 * DAY) })
        .where(eq(agentContracts.id, id));
      await round(b, new Date(now - 3 * DAY), 100_000n, 400_000n);
      await round(b, new Date(now - 2 * DAY), 100_000n);
      await round(b, new Date(now - 1 * DAY), 200_000n);
      made[carryOver] = { a, b, id };
    }
    const before = await Promise.all(Object.values(made).map((m) => balanceOf(t, m.b)));
    // Twice: the second run finds every period settled and pays nothing.
    await settleAgentContracts(t.ctx);
    await settleAgentContracts(t.ctx);
    for (const [i, [carryOver, want]] of Object.entries(expected).entries()) {
      const { a, b, id } = made[carryOver]!;
      const rows = await t.ctx.db
        .select()
        .from(agentContractPayouts)
        .where(eq(agentContractPayouts.contractId, id))
        .orderBy(agentContractPayouts.periodStart);
      expect(
        rows.map((r) => r.type),
        carryOver,
      ).toEqual(['payout', 'payout', 'payout', 'payout']);
      expect(
        rows.map((r) => r.teamProfit),
        carryOver,
      ).toEqual([0n, 300_000n, -100_000n, -200_000n]);
      expect(
        rows.map((r) => r.carried),
        carryOver,
      ).toEqual(want.carried);
      expect(
        rows.map((r) => r.amount),
        carryOver,
      ).toEqual(want.amount);
      const total = want.amount.reduce((x, y) => x + y);
      expect(
        rows.reduce((x, r) => x + r.paid, 0n),
        carryOver,
      ).toBe(total);
      expect((await balanceOf(t, b)).mainBalance - before[i]!.mainBalance, carryOver).toBe(total);
      // The upline's dividend record shows the carried amount of each period.
      const listed = await t.app.inject({
        url: `${P.payouts}?side=offered&kind=dividend&datePreset=7D`,
        headers: a.h,
      });
      const payouts = listed.json().value.list as { forPeriod: string; carried: string; carryForward: string }[];
      const byPeriod = new Map(payouts.map((x) => [x.forPeriod, x]));
      expect(
        rows.map((r) => byPeriod.get(r.forPeriodKey)?.carried),
        carryOver,
      ).toEqual(want.carried.map(String));
    }
    await expectLedgerSound(t);
  });

  it('the carry-over rule is a dividend’s, kept in the template and refused on a salary', async () => {
    const { a, b } = await line();
    const tiers = flat(100);
    expect(
      errorOf(await offer(a, { downline: b.username, kind: 'daily_salary', tiers, carryOver: 'until_recovered' })),
    ).toMatchObject({ code: 'validation_failed', field: 'carryOver' });
    expect(
      errorOf(await offer(a, { downline: b.username, kind: 'dividend', tiers, carryOver: 'always' })),
    ).toMatchObject({ code: 'validation_failed', field: 'carryOver' });
    expect(await t.ctx.db.select().from(agentContracts).where(eq(agentContracts.downlineId, b.id))).toEqual([]);
    const url = P.template.replace(':kind', 'dividend');
    expect((await t.app.inject({ url, headers: a.h })).json().value.carryOver).toBe('none');
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: a.h,
      payload: { period: 'weekly', tiers, carryOver: 'previous_period' },
    });
    expect(saved.json().value, saved.body).toMatchObject({ period: 'weekly', carryOver: 'previous_period' });
    expect((await t.app.inject({ url, headers: a.h })).json().value.carryOver).toBe('previous_period');
    // Left out, an offer carries nothing over.
    const made = await offer(a, { downline: b.username, kind: 'dividend', tiers });
    expect(made.json().value.carryOver).toBe('none');
  });

  it('agent01 has its daily salary template ready to offer demo01; templates are each agent’s own', async () => {
    expect(await seedDemoAgentContractsIfEmpty(t.ctx.db)).toBe(true);
    expect(await seedDemoAgentContractsIfEmpty(t.ctx.db)).toBe(false);
    const ip = nextIp();
    const token = (await login(t, 'agent01', 'Agent1234', ip, {}, ACCOUNT_PATHS.agentLogin)).json().value.token;
    const h = authed(ip, token);
    const template = await t.app.inject({ url: P.template.replace(':kind', 'daily_salary'), headers: h });
    expect(template.json().value).toMatchObject({ kind: 'daily_salary', period: 'daily' });
    expect(template.json().value.tiers.map((x: { rateBps: number }) => x.rateBps)).toEqual([30, 50, 80]);
    // 10,000,000.00 ₫ of team valid bets for the second tier, in minor units.
    expect(template.json().value.tiers[1]).toMatchObject({ validBet: '1000000000', betAmount: '10000000' });
    // Sent back as an offer, the thresholds are typed in major units again.
    const tiers = (template.json().value.tiers as Record<string, unknown>[]).map((x) => ({
      ...x,
      validBet: minorToAmountText(BigInt(x.validBet as string)),
      profitLoss: minorToAmountText(BigInt(x.profitLoss as string)),
      betAmount: minorToAmountText(BigInt(x.betAmount as string)),
    }));
    const made = await t.app.inject({
      method: 'POST',
      url: P.contracts,
      headers: h,
      payload: { downline: 'demo01', kind: 'daily_salary', tiers },
    });
    expect(made.json().value.tiers).toEqual(template.json().value.tiers);
    expect(made.json().value).toMatchObject({ status: 'pending', downline: { username: 'demo01' } });
    // Another agent reads its own (empty) template, never agent01's.
    const { x } = await line();
    const other = await t.app.inject({ url: P.template.replace(':kind', 'daily_salary'), headers: x.h });
    expect(other.json().value.tiers).toEqual([]);
  });

  it('a downline moved under another upline keeps no contract from the old one', async () => {
    const { a, b, x } = await line();
    const made = await offer(a, { downline: b.username, kind: 'daily_salary', tiers: flat(100) });
    await relay(b, P.dailySalary, { action: 'accept', contractId: made.json().value.id });
    await t.ctx.db.update(members).set({ uplineId: x.id }).where(eq(members.id, b.id));
    await settleAgentContracts(t.ctx);
    expect(await contractRow(made.json().value.id)).toMatchObject({ status: 'terminated', endReason: 'moved' });
  });

  it('the brand switch hides a kind; the operator reads and flips it', async () => {
    const { a, b } = await line();
    const off = await t.app.inject({
      method: 'PUT',
      url: `${OPS.features}?brand=LOTUS`,
      headers: ops(),
      payload: { hourlySalary: false },
    });
    expect(off.json().value).toMatchObject({ hourlySalary: false, dailySalary: true });
    expect(errorOf(await offer(a, { downline: b.username, kind: 'hourly_salary', tiers: flat(10) }))).toMatchObject({
      status: 403,
      code: 'feature_disabled',
      field: MOD.HOURLY_SALARY,
    });
    expect(errorOf(await relay(b, P.hourlySalary, {})).code).toBe('feature_disabled');
    await setModuleEnabled(t.ctx.db, [brandId], MOD.HOURLY_SALARY, true);
    expect((await relay(b, P.hourlySalary, {})).statusCode).toBe(200);
    // Operator lists need the brand and answer its contracts.
    const listed = await t.app.inject({ url: `${OPS.contracts}?brand=LOTUS&username=${a.username}`, headers: ops() });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(errorOf(await t.app.inject({ url: OPS.contracts, headers: ops() })).code).toBe('validation_failed');
    expect(errorOf(await t.app.inject({ url: `${OPS.contracts}?brand=LOTUS` })).status).toBe(401);
  });
});
