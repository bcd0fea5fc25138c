import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToAmountText } from '@lotus/contracts';
import { ledgerEntries, vipHistory, vipRewards } from '../src/db/schema/index';
import { seedDemoVipIfEmpty } from '../src/db/seed/demoVip';
import { merchantById } from '../src/modules/brands/service';
import * as vipRepo from '../src/modules/vip/repository';
import { evaluateMember } from '../src/modules/vip/service';
import { ops, TEST_DATABASE_URL } from './helpers';
import { createMoneyApp, expectLedgerSound, lotus, newMember } from './moneySupport';
import { promoHarness } from './promotionsSupport';

/**
 * VIP evaluation is exactly once per member and period across processes. Runs only on a real
 * PostgreSQL server: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.warn('VIP concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL');
}

describe.skipIf(!TEST_DATABASE_URL)('VIP evaluation under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createMoneyApp>>;
  beforeAll(async () => {
    t = await createMoneyApp();
    await seedDemoVipIfEmpty(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('two evaluations at once promote once and pay the level-up bonus once', async () => {
    const h = await promoHarness(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/vip/ranks/1?brand=LOTUS',
      headers: ops(),
      payload: {
        name: { vi: 'Đồng', en: 'Bronze' },
        color: '#b0703c',
        promoteDeposit: 100,
        promoteValidBet: 100,
        promoteDays: 30,
        keepDeposit: 0,
        keepValidBet: 0,
        levelUpBonus: 20,
        weeklyBonus: 0,
        monthlyBonus: 0,
        birthdayBonus: 0,
        wageringMultiple: 1,
        withdrawDailyMaxAmount: null,
        withdrawDailyMaxCount: null,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const brand = (await merchantById(t.ctx.db, (await lotus(t)).id))!;
    const ranks = await vipRepo.ranksOf(t.ctx.db, brand.id);
    for (let round = 0; round < 5; round++) {
      const m = await newMember(t);
      // Evaluated yesterday already, so its vip_members row exists and only the row lock keeps today's
      // evaluations apart (a fresh row is serialised by its insert alone).
      t.setNow(new Date(Date.now() - 86_400_000));
      expect(await evaluateMember(t.ctx, brand, m.id, ranks)).toBe('unchanged');
      t.setNow(new Date());
      await h.bankDeposit(m, 100);
      await h.playRound(m, 10_000);
      const outcomes = await Promise.all([
        evaluateMember(t.ctx, brand, m.id, ranks),
        evaluateMember(t.ctx, brand, m.id, ranks),
        evaluateMember(t.ctx, brand, m.id, ranks),
      ]);
      expect(outcomes.filter((o) => o === 'promoted')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(2);
      const history = await t.ctx.db.select().from(vipHistory).where(eq(vipHistory.memberId, m.id));
      expect(history).toHaveLength(1);
      const rewards = await t.ctx.db.select().from(vipRewards).where(eq(vipRewards.memberId, m.id));
      expect(rewards).toMatchObject([{ kind: 'levelUp', status: 'paid', amount: 2000n }]);
      const entries = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `vip-reward:${rewards[0]!.id}`));
      expect(entries).toHaveLength(1);
    }
    await expectLedgerSound(t);
  });

  it('claims of the same weekly bonus at once pay it once', async () => {
    const rank1 = await t.app.inject({ url: '/ops/vip/ranks?brand=LOTUS', headers: ops() });
    const { level: _level, vipService: _vip, ...answer } = rank1.json().value[1] as Record<string, unknown>;
    // The rank sent back as a request writes it: money of the answer (minor-unit strings) in major units.
    const current = Object.fromEntries(
      Object.entries(answer).map(([k, v]) => [
        k,
        typeof v === 'string' && /^\d+$/.test(v) ? Number(minorToAmountText(BigInt(v))) : v,
      ]),
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/vip/ranks/1?brand=LOTUS',
      headers: ops(),
      payload: { ...current, weeklyBonus: 10 },
    });
    expect(put.statusCode, put.body).toBe(200);
    for (let round = 0; round < 5; round++) {
      const m = await newMember(t);
      const set = await t.app.inject({
        method: 'POST',
        url: `/ops/vip/members/${m.username}/level?brand=LOTUS`,
        headers: ops(),
        payload: { level: 1 },
      });
      expect(set.statusCode, set.body).toBe(200);
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          t.app.inject({ method: 'POST', url: '/wps/vip/claim', headers: m.h, payload: { kind: 'weekly' } }),
        ),
      );
      const codes = answers.map((a) => (a.json() as { errorCode?: string }).errorCode ?? 'ok').sort();
      expect(codes).toEqual(['ok', 'vip_reward_claimed', 'vip_reward_claimed']);
      const rewards = await t.ctx.db.select().from(vipRewards).where(eq(vipRewards.memberId, m.id));
      expect(rewards).toMatchObject([{ kind: 'weekly', status: 'paid', amount: 1000n }]);
    }
    await expectLedgerSound(t);
  });
});
