import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebateClaimSchema, rebateSummarySchema, type RebateClaim } from '@lotus/contracts';
import { ledgerEntries, rebateClaims } from '../src/db/schema';
import { TEST_DATABASE_URL, type TestApp } from './helpers';
import { balanceOf, createMoneyApp, errorOf, expectLedgerSound, fund, newMember } from './moneySupport';
import { rebateHarness } from './rebateSupport';

/**
 * Cashback claims under real concurrency: raced claims of one member with different request keys pay the
 * bets once (the member's rebate_accounts row lock), and raced replays of one key make one claim. PGlite runs
 * one statement at a time, so these need PostgreSQL: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.info('cashback concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL');
}

describe.skipIf(!TEST_DATABASE_URL)('cashback claims under concurrency (PostgreSQL)', () => {
  let t: TestApp & { url: string };
  let h: Awaited<ReturnType<typeof rebateHarness>>;

  beforeAll(async () => {
    t = await createMoneyApp();
    h = await rebateHarness(t);
  });
  afterAll(() => t?.close());

  const paidEntries = async (memberId: number) => {
    const claims = await t.ctx.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, memberId));
    const entries = [];
    for (const c of claims) {
      entries.push(
        ...(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, c.ledgerKey))),
      );
    }
    return { claims, entries };
  };

  it('parallel claims with different keys pay the same bets once', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await newMember(t);
      await fund(t, m.id, 100_000_00n);
      // A first claim makes the member's account row, so the race below meets only the row lock.
      await h.round(m, 5_000_00);
      expect((await h.claim(m, `first-${round}`)).statusCode).toBe(200);
      await h.round(m, 5_000_00);
      await h.round(m, 5_000_00);
      const before = (await balanceOf(t, m)).mainBalance;
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => h.claim(m, `race-${round}-${i}`)));
      const paid = answers.filter((r) => r.statusCode === 200);
      expect(paid, answers.map((r) => r.body).join('\n')).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200)) {
        expect(errorOf(r)).toMatchObject({ status: 409, code: 'rebate_nothing_to_claim' });
      }
      expect(rebateClaimSchema.parse(paid[0]!.json().value).amount).toBe(60_00n); // 10,000 VND × 0.6 %
      expect((await balanceOf(t, m)).mainBalance).toBe(before + 60_00n);
      const { claims, entries } = await paidEntries(m.id);
      expect(claims).toHaveLength(2);
      expect(entries).toHaveLength(2);
    }
    await expectLedgerSound(t);
  });

  it('parallel replays of one request key make one claim and answer it to all', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 100_000_00n);
    await h.round(m, 5_000_00);
    const before = (await balanceOf(t, m)).mainBalance;
    const answers = await Promise.all(Array.from({ length: 8 }, () => h.claim(m, 'same-key')));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(answers.map((r) => (r.json().value as RebateClaim).id)).size).toBe(1);
    expect((await balanceOf(t, m)).mainBalance).toBe(before + 30_00n);
    const { claims, entries } = await paidEntries(m.id);
    expect(claims).toHaveLength(1);
    expect(entries).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('claims raced with settling rounds never pay a bet twice or lose one', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_000_00n);
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < 6; i++) {
      work.push(h.round(m, 1_000_00));
      work.push(h.claim(m, `mix-${i}`));
    }
    await Promise.all(work);
    // Whatever was left is claimable now; all claims together count the 6,000 VND exactly once.
    const last = await h.claim(m, 'mix-last');
    expect([200, 409]).toContain(last.statusCode);
    const { claims } = await paidEntries(m.id);
    const counted = claims.reduce((s, c) => s + c.validBet, 0n);
    const summary = rebateSummarySchema.parse((await h.summary(m)).json().value);
    expect(counted + summary.validBet).toBe(6_000_00n);
    await expectLedgerSound(t);
  });
});
