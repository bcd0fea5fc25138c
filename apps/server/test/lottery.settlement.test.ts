import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betTypeOf, type DrawResult, type Family, payoutOf } from '@lotus/house/lottery';
import { betRounds, ledgerEntries, lotteryBets, lotteryDraws, providerTransactions } from '../src/db/schema';
import { findMerchantByCode } from '../src/modules/brands/service';
import { placeSlip, runLottery } from '../src/modules/lottery/service';
import { settleDraw } from '../src/modules/lottery/draws';
import { balanceOf, deposit, expectLedgerSound, newMember } from './gamesSupport';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from './helpers';

/**
 * The batched settlement (docs/ARCHITECTURE.md "Lottery"): a draw with thousands of bets of several
 * members paid in chunks of 2,000 — each bet once, each member's wallet right, one win entry per member
 * and chunk, the rounds closed, the ledger sound — and settlements of the same draw at once paying once.
 */
let t: TestApp;
const T0 = new Date('2026-11-26T03:00:05Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(T0);
  await runLottery(t.ctx);
});
afterAll(() => t.close());

const engine = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function openK3() {
  const rows = await t.ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.game, 'K3'));
  return rows.find((d) => d.status === 'open')!;
}

/** `members` members each bet `perMember` K3 sums of 1.00 on the draw (slips of 50). */
async function bets(drawId: number, members: number, perMember: number) {
  const merchant = (await findMerchantByCode(t.ctx.db, 'LOTUS'))!;
  const people = [];
  for (let i = 0; i < members; i++) {
    const m = await newMember(t);
    await deposit(t, m.id, 10_000_000n);
    for (let placed = 0; placed < perMember; placed += 50) {
      const items = Array.from({ length: Math.min(50, perMember - placed) }, (_, k) => ({
        drawId,
        betType: 'sum',
        selection: String(3 + ((placed + k + i) % 16)),
        stake: 100n,
      }));
      await placeSlip(
        t.ctx,
        merchant,
        { id: m.id, merchantId: merchant.id, username: m.username, nickname: null, isAgent: 0, uplineId: null },
        { items, multiplier: 1 },
        'vi',
      );
    }
    people.push(m);
  }
  return people;
}

/** Every bet of the draw settled once with the payout of its stored result; each wallet and round right. */
async function expectPaidOnce(drawId: number, people: { id: number }[], perMember: number) {
  const [draw] = await t.ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  expect(draw!.status).toBe('settled');
  const result = draw!.result as DrawResult;
  const all = await t.ctx.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, drawId));
  expect(all).toHaveLength(people.length * perMember);
  for (const p of people) {
    const mine = all.filter((b) => b.memberId === p.id);
    let paid = 0n;
    for (const b of mine) {
      const hits = betTypeOf(draw!.family as Family, b.betType)!.hits(result, b.selection, 2026);
      expect(b.status).toBe(hits > 0 ? 'won' : 'lost');
      expect(b.payout).toBe(payoutOf(b.stake, b.odds, hits));
      expect(b.errorCode).toBeNull();
      paid += b.payout!;
    }
    expect(await balanceOf(t, p.id)).toBe(10_000_000n - 100n * BigInt(perMember) + paid);
  }
  // One claimed win per bet, every round closed with its payout.
  const [wins] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(providerTransactions)
    .where(and(like(providerTransactions.transactionId, `LT${drawId}-%-w1`), eq(providerTransactions.kind, 'win')));
  expect(wins!.n).toBe(all.length);
  const rounds = await t.ctx.db
    .select()
    .from(betRounds)
    .where(like(betRounds.roundId, `LT${drawId}-%`));
  expect(rounds).toHaveLength(all.length);
  const payoutOfRound = new Map(all.map((b) => [`LT${drawId}-${b.id}`, b.payout]));
  for (const r of rounds) {
    expect(r.status).toBe('settled');
    expect(r.win).toBe(payoutOfRound.get(r.roundId));
  }
  await expectLedgerSound(t);
}

describe(`batched settlement (${engine})`, () => {
  let people: Awaited<ReturnType<typeof bets>>;
  let drawId: number;

  it('settles 2,400 bets of 6 members in chunks: each bet once, one win entry per member and chunk', async () => {
    const draw = await openK3();
    drawId = draw.id;
    people = await bets(draw.id, 6, 400);
    t.setNow(draw.drawsAt);
    await runLottery(t.ctx);
    await expectPaidOnce(draw.id, people, 400);
    const entries = await t.ctx.db
      .select({ key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `pv:%:LT${draw.id}-w1-m%`));
    // 2,400 bets in chunks of 2,000 (bet ids of a member's slips are consecutive): at most 2 chunks per member.
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(people.length * 2);
  }, 120_000);

  it('pays nothing more when settled again', async () => {
    const before = await Promise.all(people.map((p) => balanceOf(t, p.id)));
    const [draw] = await t.ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
    expect(await settleDraw(t.ctx, { ...draw!, status: 'drawn' })).toBe(0);
    await runLottery(t.ctx);
    expect(await Promise.all(people.map((p) => balanceOf(t, p.id)))).toEqual(before);
    await expectLedgerSound(t);
  });

  it('pays once when several settlements of one draw run at once', async () => {
    t.setNow(new Date(t.ctx.now().getTime() + 1_000));
    await runLottery(t.ctx);
    const draw = await openK3();
    const crowd = await bets(draw.id, 3, 600);
    t.setNow(draw.drawsAt);
    // The job draws it; then three settlements of the drawn draw at once (two direct, one job).
    const { setResult } = await import('../src/modules/lottery/repository');
    const { drawResult } = await import('@lotus/house/lottery');
    const result = drawResult(draw.family as Family, draw.game, draw.issue, draw.serverSeed!);
    await t.ctx.db.update(lotteryDraws).set({ status: 'closed' }).where(eq(lotteryDraws.id, draw.id));
    const drawn = (await setResult(
      t.ctx.db,
      draw.id,
      { status: ['closed'], version: 0 },
      { result, version: 1, now: draw.drawsAt },
    ))!;
    const counts = await Promise.all([settleDraw(t.ctx, drawn), settleDraw(t.ctx, drawn), runLottery(t.ctx)]);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(1800);
    await expectPaidOnce(draw.id, crowd, 600);
  }, 120_000);
});
