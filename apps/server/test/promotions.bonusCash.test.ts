import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, POINT_PATHS, PROMO_PATHS as PP } from '@lotus/contracts';
import { eq } from 'drizzle-orm';
import { bonusGrants, pointProducts } from '../src/db/schema';
import type { TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  lotus,
  errorOf,
  expectLedgerSound,
  memberWithBank,
  newMember,
  PAYMENT_PASSWORD,
  setMoneySettings,
  type TestMember,
} from './moneySupport';
import { path, promoHarness, type PromoHarness } from './promotionsSupport';

/**
 * Issue 33 items 2–4 (decision 0040): a bonus never traps the member's cash, a reward is offered only when it
 * can be taken (else the reason comes with it), a first-deposit offer cannot be joined after the first deposit.
 */

let t: TestApp & { url: string };
let h: PromoHarness;
let reload: { id: number };
let daily: { id: number };

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  // The brand's automatic 50 % reload with 2× wagering, and a daily free credit to claim.
  reload = await h.createPromo({
    code: 'cash-reload-50',
    kind: 'deposit_match',
    participation: 'automatic',
    limit: 'daily',
    rules: { kind: 'deposit_match', deposits: 'any', percentBps: 5_000, cap: '1000000', minDeposit: '10000' },
    wagering: { multipleTenths: 20, includeDeposit: true, weights: { RNG: 10_000 }, maxStake: null, expiryDays: 7 },
  });
  daily = await h.createPromo({
    code: 'cash-daily-gift',
    kind: 'free_credit',
    participation: 'claim',
    limit: 'daily',
    rules: { kind: 'free_credit', amount: '2000000' },
  });
});
afterAll(async () => {
  await t?.close();
});

const settings = async (m: TestMember) =>
  (await t.app.inject({ url: P.withdrawalSettings, headers: m.h })).json().value;
const withdraw = (m: TestMember, bankAccountId: number, amount: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: P.withdrawalOrders,
    headers: m.h,
    payload: { bankAccountId, amount, paymentPassword: PAYMENT_PASSWORD, ...extra },
  });
const grantsOf = (memberId: number) => t.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId));

describe('a bonus never traps the member cash (item 2)', () => {
  it('the reload bonus leaves the deposit withdrawable; a withdrawal forfeits the bonus only once confirmed', async () => {
    const { m, bankId } = await memberWithBank(t, 0n);
    await h.bankDeposit(m, 1000); // +500 bonus, 2 × (1000 + 500) = 3000 to wager
    expect(await balanceOf(t, m)).toMatchObject({ mainBalance: 1000_00n, bonusBalance: 500_00n });
    const s = await settings(m);
    expect(s.withdrawable).toBe('100000');
    // The bonus's wagering is not the member's cash's: nothing is owed before a withdrawal.
    expect(s.turnover).toEqual({ required: '0', progress: '0', outstanding: '0' });
    expect(s.bonus).toMatchObject({ promotionId: reload.id, balance: '50000', required: '300000', progress: '0' });

    // Without the member's confirmation: refused, nothing moves.
    const refused = errorOf(await withdraw(m, bankId, '400.00'));
    expect(refused).toMatchObject({ code: 'bonus_forfeit_required', field: 'forfeitBonus' });
    expect(await balanceOf(t, m)).toMatchObject({ mainBalance: 1000_00n, bonusBalance: 500_00n, lockedBalance: 0n });
    expect((await grantsOf(m.id))[0]!.status).toBe('active');

    // Confirmed: the bonus goes back, the cash goes out.
    const ok = await withdraw(m, bankId, '400.00', { forfeitBonus: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(t, m)).toMatchObject({ mainBalance: 600_00n, bonusBalance: 0n, lockedBalance: 400_00n });
    expect((await grantsOf(m.id))[0]).toMatchObject({ status: 'forfeited', settledAmount: 500_00n });
    expect((await settings(m)).bonus).toBeNull();
    // With no open bonus a withdrawal needs no confirmation.
    expect((await withdraw(m, bankId, '100.00')).statusCode).toBe(200);
    await expectLedgerSound(t);
  });

  it('the daily gift does not hold cash either; a deposit turnover rule still does', async () => {
    const { m, bankId } = await memberWithBank(t, 1393_48n);
    expect((await h.post(m, path(PP.claim, daily.id))).json().value.status).toBe('claimed');
    expect((await settings(m)).turnover.outstanding).toBe('0');
    expect((await withdraw(m, bankId, '1393.48', { forfeitBonus: true })).statusCode).toBe(200);
    expect(await balanceOf(t, m)).toMatchObject({ mainBalance: 0n, bonusBalance: 0n, lockedBalance: 1393_48n });
    // The brand's own deposit rule (1× the deposit) is the member's cash's, and still waits for bets.
    await setMoneySettings(t, { deposit: { turnoverBps: 10_000 } });
    try {
      const other = await memberWithBank(t, 0n);
      await h.bankDeposit(other.m, 200);
      expect((await settings(other.m)).turnover.outstanding).toBe('20000');
      expect(errorOf(await withdraw(other.m, other.bankId, '100.00')).code).toBe('turnover_requirement_not_met');
    } finally {
      await setMoneySettings(t, { deposit: { turnoverBps: 0 } });
    }
    await expectLedgerSound(t);
  });

  it('a withdrawal that forfeits races bets on bonus money: every unit is accounted for', async () => {
    const { m, bankId } = await memberWithBank(t, 0n);
    await h.bankDeposit(m, 200); // +100 bonus
    const before = await balanceOf(t, m);
    const total = before.mainBalance + before.bonusBalance;
    // Stakes of 150 draw 50 from the bonus once main money is short; the withdrawal takes 100 of main.
    const [w, lost, won] = await Promise.all([
      withdraw(m, bankId, '100.00', { forfeitBonus: true }),
      h.playRound(m, 150_00, 0),
      h.playRound(m, 150_00, 300_00),
    ]);
    const after = await balanceOf(t, m);
    const grant = (await grantsOf(m.id))[0]!;
    if (w.statusCode === 200) {
      // The withdrawal came first or between the bets: the bonus was given up there.
      expect(grant.status).toBe('forfeited');
      expect(after.lockedBalance).toBe(100_00n);
    } else {
      // The bets took the main money first: refused for the balance, and nothing of the bonus moved.
      expect(errorOf(w).code).toBe('insufficient_balance');
      expect(grant.status).toBe('active');
      expect(after.lockedBalance).toBe(0n);
    }
    // Every unit is accounted for: what the member holds + what the bonus gave back = before + the rounds' net.
    const net = (lost.success ? -150_00n : 0n) + (won.success ? 150_00n : 0n);
    const gaveBack = grant.status === 'forfeited' ? (grant.settledAmount ?? 0n) : 0n;
    expect(after.mainBalance + after.bonusBalance + after.lockedBalance + gaveBack).toBe(total + net);
    await expectLedgerSound(t);
  });
});

describe('rewards offered only when they can be taken (item 3)', () => {
  it('a claim while a bonus is open is shown with its reason, not counted on the badge, and claimable after', async () => {
    const m = await newMember(t);
    const count = async () => (await t.app.inject({ url: PP.available, headers: m.h })).json().value.count as number;
    const rewards = async () => (await t.app.inject({ url: PP.rewardCenter, headers: m.h })).json().value;
    const free = await count();
    expect((await rewards()).waiting).toContainEqual(
      expect.objectContaining({ promotionId: daily.id, claimable: true, reason: null, action: 'claim' }),
    );
    await h.bankDeposit(m, 1000); // the automatic reload opens a bonus
    expect(await count()).toBe(free - 1);
    expect((await rewards()).waiting).toContainEqual(
      expect.objectContaining({ promotionId: daily.id, claimable: false, reason: 'bonus_active', action: null }),
    );
    expect(await h.detail(m, daily.id)).toMatchObject({ status: 'claim', action: null, blockedBy: 'bonus_active' });
    const list = (await t.app.inject({ url: PP.promotions, headers: m.h })).json().value.list;
    expect(list.find((i: { id: number }) => i.id === daily.id)).toMatchObject({ blockedBy: 'bonus_active' });
    // The points mall says the same of its bonus credit before the tap.
    const [credit] = await t.ctx.db
      .insert(pointProducts)
      .values({
        merchantId: (await lotus(t)).id,
        kind: 'bonus',
        name: { vi: 'Thưởng 50.000 VND', en: '50,000 VND bonus' },
        description: { vi: '', en: '' },
        points: 100,
        bonusAmount: 50_000_00n,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const product = async () =>
      ((await t.app.inject({ url: POINT_PATHS.products, headers: m.h })).json().value as { id: number }[]).find(
        (p) => p.id === credit!.id,
      );
    expect(await product()).toMatchObject({ blockedBy: 'bonus_active' });
    // The member gives the bonus up in the reward centre: the gift is offered again.
    expect((await h.post(m, PP.forfeit)).statusCode).toBe(200);
    expect(await count()).toBe(free);
    expect(await h.detail(m, daily.id)).toMatchObject({ action: 'claim', blockedBy: null });
    expect(await product()).toMatchObject({ blockedBy: null });
  });
});

describe('first-deposit eligibility at join (item 4)', () => {
  it('a member who has deposited cannot join and is told why; a new member can', async () => {
    const first = await h.createPromo({
      code: 'cash-first-100',
      kind: 'deposit_match',
      participation: 'join',
      rules: { kind: 'deposit_match', deposits: 'first', percentBps: 10_000, cap: '500000', minDeposit: '10000' },
    });
    const fresh = await newMember(t);
    expect(await h.detail(fresh, first.id)).toMatchObject({ status: 'join', action: 'join', blockedBy: null });
    const old = await newMember(t);
    await h.bankDeposit(old, 100);
    expect(await h.detail(old, first.id)).toMatchObject({ action: null, blockedBy: 'first_deposit_made' });
    const refused = await h.post(old, path(PP.join, first.id));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('promotion_first_deposit_made');
    expect((await h.detail(old, first.id)).mine).toBeNull();
    expect((await h.post(fresh, path(PP.join, first.id))).json().value.status).toBe('joined');
  });
});
