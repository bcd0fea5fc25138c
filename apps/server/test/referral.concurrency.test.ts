import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS, OPS_MONEY_PATHS, OPS_REFERRAL_PATHS as O, type OpsReferralSettingsBody } from '@lotus/contracts';
import { ledgerEntries, referrals } from '../src/db/schema';
import { runMoneyJob } from '../src/modules/jobs/service';
import { evaluateDueReferrals, recordReferral } from '../src/modules/referral/service';
import { nextIp } from './accounts/support';
import { ops, TEST_DATABASE_URL, type TestApp } from './helpers';
import { balanceOf, createMoneyApp, expectLedgerSound, lotus, newMember, type TestMember } from './moneySupport';

/**
 * Referral rewards under real concurrency: the referral.qualify job run by several processes at once (no
 * advisory lock between them here), the operator's evaluate call raced with it, and two first deposits of one
 * friend credited together — each friend is paid once (the referral row's lock, its state, the ledger key
 * `referral:<friendId>`). PGlite runs one statement at a time, so these need PostgreSQL:
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.info('referral concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL');
}

describe.skipIf(!TEST_DATABASE_URL)('referral rewards under concurrency (PostgreSQL)', () => {
  let t: TestApp & { url: string };
  let referrer: TestMember;
  let bank: number;
  const rules = (body: Partial<OpsReferralSettingsBody>) =>
    t.app.inject({
      method: 'PUT',
      url: O.settings,
      headers: ops(),
      payload: {
        brand: 'LOTUS',
        rewardKind: 'fixed',
        fixedAmount: 50,
        shareBps: 0,
        betDays: 1,
        minFirstDeposit: 100,
        maxReward: 0,
        depositWithinDays: 0,
        ...body,
      },
    });

  /** A friend of the referrer, recorded as a registration with the code would (own address and device). */
  async function friend(): Promise<TestMember> {
    const f = await newMember(t, { payeeName: `Friend ${Math.random().toString(36).slice(2, 8)}` });
    await recordReferral(t.ctx, {
      referrerId: referrer.id,
      code: 'RACECODE',
      merchantId: (await lotus(t)).id,
      friendId: f.id,
      ip: nextIp(),
      deviceId: null,
      at: new Date(),
    });
    return f;
  }
  const order = async (f: TestMember, amount: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: MONEY_PATHS.depositOrders,
      headers: f.h,
      payload: { channelId: bank, amount, payerName: 'FRIEND' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.orderNo as string;
  };
  const approve = (orderNo: string) =>
    t.app.inject({
      method: 'POST',
      url: OPS_MONEY_PATHS.depositApprove.replace(':orderNo', orderNo),
      headers: ops(),
    });
  const rewardsOf = async (friendId: number) =>
    t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `referral:${friendId}`));

  beforeAll(async () => {
    t = await createMoneyApp();
    referrer = await newMember(t);
    bank = (await t.app.inject({ url: MONEY_PATHS.depositChannels, headers: referrer.h })).json().value[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the job raced by several runners, the scheduled job and the operator pays each due friend once', async () => {
    // bet_share waits for the bet window: the deposits leave the friends deposited and due a day later.
    expect((await rules({ rewardKind: 'bet_share', shareBps: 100 })).statusCode).toBe(200);
    const friends = [];
    for (let i = 0; i < 5; i++) {
      const f = await friend();
      expect((await approve(await order(f, '150.00'))).json().value.status).toBe('credited');
      friends.push(f);
    }
    const rows = await t.ctx.db.select().from(referrals).where(eq(referrals.referrerId, referrer.id));
    expect(rows.map((r) => r.state)).toEqual(Array(5).fill('deposited'));
    // The brand switches to a fixed reward before the window closes: the evaluation applies the rules then in force.
    expect((await rules({ rewardKind: 'fixed' })).statusCode).toBe(200);
    const before = (await balanceOf(t, referrer)).mainBalance;
    const later = new Date(Date.now() + 2 * 86_400_000);
    t.setNow(later);
    try {
      const runs = await Promise.all([
        ...Array.from({ length: 3 }, () => evaluateDueReferrals(t.ctx)),
        // The scheduled job as each server process runs it (under its advisory lock).
        ...Array.from({ length: 2 }, () => runMoneyJob(t.ctx, 'referral.qualify').then((r) => r.processed)),
        ...Array.from({ length: 2 }, () =>
          t.app.inject({ method: 'POST', url: O.evaluate, headers: ops(), payload: {} }).then((r) => {
            expect(r.statusCode, r.body).toBe(200);
            return r.json().value.processed as number;
          }),
        ),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(5);
    } finally {
      t.setNow(new Date());
    }
    for (const f of friends) expect(await rewardsOf(f.id)).toHaveLength(1);
    const after = await t.ctx.db.select().from(referrals).where(eq(referrals.referrerId, referrer.id));
    expect(after.map((r) => r.state)).toEqual(Array(5).fill('qualified'));
    expect((await balanceOf(t, referrer)).mainBalance).toBe(before + 250_00n);
    await expectLedgerSound(t);
  });

  it('two first deposits of one friend credited at once pay one reward', async () => {
    const f = await friend();
    const before = (await balanceOf(t, referrer)).mainBalance;
    const [a, b] = [await order(f, '150.00'), await order(f, '300.00')];
    const results = await Promise.all([approve(a), approve(b), approve(a), approve(b)]);
    for (const r of results) expect(r.json().value.status).toBe('credited');
    expect(await rewardsOf(f.id)).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(referrals).where(eq(referrals.friendId, f.id));
    expect(row).toMatchObject({ state: 'qualified', rewardAmount: 5000n });
    expect((await balanceOf(t, referrer)).mainBalance).toBe(before + 50_00n);
    expect(
      await t.ctx.db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, 'referral:%')),
    ).toHaveLength(6);
    await expectLedgerSound(t);
  });
});
