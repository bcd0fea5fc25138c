import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_PATHS as P } from '@lotus/contracts';
import type { AppContext } from '../src/context';
import { betRounds, games, pointJournal, pointProducts, pointSettings } from '../src/db/schema';
import { seedDemoPointsIfEmpty } from '../src/db/seed/demoPoints';
import { inTransaction } from '../src/db/transaction';
import { accruePoints, creditPoints } from '../src/modules/points/service';
import { TEST_DATABASE_URL, type TestApp } from './helpers';
import { createMoneyApp, errorOf, lotus, newMember, PAYMENT_PASSWORD } from './moneySupport';

/**
 * Points under real concurrency: the accrual job run by two "processes" at once credits each round once,
 * raced credits of one source key apply once, and raced redemptions never sell more than the stock nor
 * spend more points than the member has. PGlite runs one statement at a time, so these need PostgreSQL:
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.info('points concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL');
}

describe.skipIf(!TEST_DATABASE_URL)('points under concurrency (PostgreSQL)', () => {
  let t: TestApp & { url: string };
  let brandId: number;

  beforeAll(async () => {
    t = await createMoneyApp();
    await seedDemoPointsIfEmpty(t.ctx.db);
    brandId = (await lotus(t)).id;
  });
  afterAll(() => t?.close());

  const pointsOf = async (h: Record<string, string>) =>
    (await t.app.inject({ url: P.balance, headers: h })).json().value.points as number;

  it('the accrual job in two processes at once credits every round once', async () => {
    const members = await Promise.all([newMember(t), newMember(t), newMember(t)]);
    const [slot] = await t.ctx.db.select().from(games).where(eq(games.gameType, 'RNG')).limit(1);
    const past = new Date(Date.now() - 5 * 60_000);
    await t.ctx.db
      .update(pointSettings)
      .set({ betsUntil: new Date(past.getTime() - 60_000) })
      .where(eq(pointSettings.merchantId, brandId));
    await t.ctx.db.insert(betRounds).values(
      members.flatMap((m) =>
        Array.from({ length: 40 }, (_, i) => ({
          merchantId: brandId,
          memberId: m.id,
          vendorId: slot!.vendorId,
          gameId: slot!.id,
          gameType: 'RNG',
          roundId: `pc-${m.id}-${i}`,
          stake: 10_000_00n,
          win: 0n,
          validBet: 10_000_00n,
          status: 'settled',
          betAt: past,
          settledAt: new Date(past.getTime() + i),
          updatedAt: past,
        })),
      ),
    );
    const other: AppContext = { ...t.ctx };
    await Promise.all([accruePoints(t.ctx), accruePoints(other), accruePoints(t.ctx), accruePoints(other)]);
    for (const m of members) {
      expect(await pointsOf(m.h)).toBe(40 * 20); // 10,000 ₫ on slots at 2 per 1,000
      const rows = await t.ctx.db.select().from(pointJournal).where(eq(pointJournal.memberId, m.id));
      expect(rows).toHaveLength(40);
    }
  });

  it('raced credits of one source key apply once', async () => {
    const m = await newMember(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        inTransaction(t.ctx.db, (tx) =>
          creditPoints(tx, {
            merchantId: brandId,
            memberId: m.id,
            points: 25,
            source: 'MISSION',
            sourceKey: `race:${m.id}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await pointsOf(m.h)).toBe(25);
  });

  it('raced redemptions never oversell the stock nor overspend the points', async () => {
    const [p] = await t.ctx.db
      .insert(pointProducts)
      .values({
        merchantId: brandId,
        kind: 'goods',
        name: { vi: 'Hàng giới hạn', en: 'Limited' },
        description: { vi: '', en: '' },
        points: 100,
        stock: 3,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const buyers = await Promise.all(Array.from({ length: 8 }, () => newMember(t)));
    for (const b of buyers)
      await inTransaction(t.ctx.db, (tx) =>
        creditPoints(tx, {
          merchantId: brandId,
          memberId: b.id,
          points: 250,
          source: 'ADJUST',
          sourceKey: `seed:${b.id}`,
        }),
      );
    const redeem = (h: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: P.redeem,
        headers: h,
        payload: {
          productId: p!.id,
          paymentPassword: PAYMENT_PASSWORD,
          shippingAddress: 'Hà Nội 100000',
          phone: '0912345678',
        },
      });
    // Eight members race for three: exactly three get one.
    const answers = await Promise.all(buyers.map((b) => redeem(b.h)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(errorOf(r).code).toBe('point_product_out_of_stock');
    const [after] = await t.ctx.db.select().from(pointProducts).where(eq(pointProducts.id, p!.id));
    expect(after!.redeemed).toBe(3);
    // One member racing itself with 250 points for items of 100: two succeed, never three.
    await t.ctx.db.update(pointProducts).set({ stock: null }).where(eq(pointProducts.id, p!.id));
    const solo = buyers.find((_, i) => answers[i]!.statusCode !== 200)!;
    const mine = await Promise.all(Array.from({ length: 6 }, () => redeem(solo.h)));
    expect(mine.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of mine.filter((x) => x.statusCode !== 200)) expect(errorOf(r).code).toBe('points_insufficient');
    expect(await pointsOf(solo.h)).toBe(50);
  });
});
