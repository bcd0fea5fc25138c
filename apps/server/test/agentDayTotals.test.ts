import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REPORT_PATHS as R } from '@lotus/contracts';
import { betRounds, members, merchants } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { rowsOf } from '../src/db/sqlResult';
import { inTransaction } from '../src/db/transaction';
import type { TestApp } from './helpers';
import { createMoneyApp, fund, lotus, newMember, type TestMember } from './moneySupport';
import { promoHarness, type PromoHarness } from './promotionsSupport';

// member_round_days and member_days (the agent centre's day totals, migrations agent_day_totals,
// agent_member_days and settled_rounds_only) always equal the settled rounds summed per member and local day of the
// brand (and category and vendor):
// after inserts, wins, voids, rollbacks, deletes, an aborted transaction, a round moved across the local midnight
// and a change of the brand's time zone.

let t: TestApp & { url: string };
let h: PromoHarness;
let agent: TestMember;
let a: TestMember;
let b: TestMember;
let brandId: number;
let game: { id: number; vendorId: number; gameType: string };
let other: { id: number; vendorId: number; gameType: string };

/** The rounds summed per (member, local day, category, vendor) from bet_rounds itself. */
async function rawTotals() {
  return rowsOf(
    await t.ctx.db.execute(sql`select r.merchant_id, r.member_id, to_char((r.bet_at at time zone m.time_zone)::date,
        'YYYY-MM-DD') as day, r.game_type, r.vendor_id, count(*)::int as rounds, sum(r.stake)::text as stake,
        sum(r.valid_bet)::text as valid_bet, sum(r.win)::text as win
      from bet_rounds r join merchants m on m.id = r.merchant_id where r.status = 'settled'
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
  );
}

/** The day totals kept by the triggers (rows whose rounds all went away are left with zeros: not counted). */
async function keptTotals() {
  return rowsOf(
    await t.ctx.db.execute(sql`select merchant_id, member_id, to_char(day, 'YYYY-MM-DD') as day, game_type, vendor_id,
        rounds, stake::text, valid_bet::text, win::text
      from member_round_days where rounds <> 0 or stake <> 0 or valid_bet <> 0 or win <> 0
      order by 1, 2, 3, 4, 5`),
  );
}

/** member_days: the same per member and local day only. */
async function rawDays() {
  return rowsOf(
    await t.ctx.db.execute(sql`select r.merchant_id, r.member_id, to_char((r.bet_at at time zone m.time_zone)::date,
        'YYYY-MM-DD') as day, count(*)::int as rounds, sum(r.stake)::text as stake,
        sum(r.valid_bet)::text as valid_bet, sum(r.win)::text as win
      from bet_rounds r join merchants m on m.id = r.merchant_id where r.status = 'settled'
      group by 1, 2, 3 order by 1, 2, 3`),
  );
}

async function keptDays() {
  return rowsOf(
    await t.ctx.db.execute(sql`select merchant_id, member_id, to_char(day, 'YYYY-MM-DD') as day, rounds, stake::text,
        valid_bet::text, win::text
      from member_days where rounds <> 0 or stake <> 0 or valid_bet <> 0 or win <> 0
      order by 1, 2, 3`),
  );
}

async function expectKeptEqualsRaw() {
  expect(await keptTotals()).toEqual(await rawTotals());
  expect(await keptDays()).toEqual(await rawDays());
}

let seq = 0;
/** A round of the member inserted as a vendor's record would be. */
async function round(m: TestMember, betAt: string, o: Partial<typeof betRounds.$inferInsert> = {}, g = game) {
  const [r] = await t.ctx.db
    .insert(betRounds)
    .values({
      merchantId: brandId,
      memberId: m.id,
      vendorId: g.vendorId,
      gameId: g.id,
      gameType: g.gameType,
      roundId: `dt-${++seq}-${crypto.randomUUID().slice(0, 6)}`,
      stake: 1_000n,
      win: 0n,
      validBet: 1_000n,
      status: 'settled',
      transactions: 2,
      betAt: new Date(betAt),
      settledAt: new Date(betAt),
      updatedAt: new Date(betAt),
      ...o,
    })
    .returning({ id: betRounds.id });
  return r!.id;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  brandId = (await lotus(t)).id;
  agent = await newMember(t, { isAgent: 42 });
  a = await newMember(t, { uplineId: agent.id });
  b = await newMember(t, { uplineId: a.id });
  for (const m of [a, b]) await fund(t, m.id, 100_000n);
  const games = rowsOf(
    await t.ctx.db.execute(sql`select id, vendor_id, game_type from games order by id limit 400`),
  ).map((g) => ({ id: Number(g.id), vendorId: Number(g.vendor_id), gameType: String(g.game_type) }));
  game = games[0]!;
  other = games.find((g) => g.vendorId !== game.vendorId || g.gameType !== game.gameType) ?? games[1]!;
});
afterAll(async () => {
  await t?.close();
});

describe('member_round_days and member_days', () => {
  it('follows rounds played through the house game, a rollback included', async () => {
    await h.playRound(a, 2_000, 5_000);
    await h.playRound(b, 1_000, 0);
    await h.playRound(b, 700, 0, { rollback: true });
    await expectKeptEqualsRaw();
    expect((await keptTotals()).length).toBeGreaterThan(0);
  });

  it('puts rounds either side of the local midnight (Asia/Ho_Chi_Minh, UTC+7) on their own days', async () => {
    // 16:59:59Z is 23:59:59 local, 17:00:00Z is 00:00 of the next local day.
    await round(a, '2026-10-01T16:59:59.000Z', { stake: 3_000n, validBet: 3_000n, win: 1_000n });
    await round(a, '2026-10-01T17:00:00.000Z', { stake: 4_000n, validBet: 4_000n });
    await round(a, '2026-10-01T02:00:00.000Z', { stake: 5_000n, validBet: 5_000n }, other);
    const rows = (await keptTotals()).filter((r) => Number(r.member_id) === a.id && String(r.day) < '2026-11-01');
    expect(rows.map((r) => [r.day, r.game_type, r.stake])).toEqual(
      expect.arrayContaining([
        ['2026-10-01', game.gameType, '3000'],
        ['2026-10-02', game.gameType, '4000'],
        ['2026-10-01', other.gameType, '5000'],
      ]),
    );
    await expectKeptEqualsRaw();
  });

  it('takes a void, a rollback of part of the stake, a late win and a delete out or in', async () => {
    const voided = await round(b, '2026-10-05T10:00:00.000Z', { stake: 2_000n, validBet: 2_000n });
    const partly = await round(b, '2026-10-05T11:00:00.000Z', { stake: 6_000n, validBet: 6_000n });
    const open = await round(b, '2026-10-05T12:00:00.000Z', { status: 'open', validBet: 0n });
    const gone = await round(b, '2026-10-05T13:00:00.000Z');
    await expectKeptEqualsRaw();
    await t.ctx.db
      .update(betRounds)
      .set({ status: 'cancelled', stake: 0n, validBet: 0n })
      .where(eq(betRounds.id, voided));
    await t.ctx.db.update(betRounds).set({ stake: 4_000n, validBet: 4_000n }).where(eq(betRounds.id, partly));
    await t.ctx.db
      .update(betRounds)
      .set({ status: 'settled', win: 9_000n, validBet: 1_000n })
      .where(eq(betRounds.id, open));
    await t.ctx.db.delete(betRounds).where(eq(betRounds.id, gone));
    await expectKeptEqualsRaw();
    // A cancelled round coming back (a rollback undone) counts again.
    await t.ctx.db.update(betRounds).set({ status: 'settled', stake: 2_000n }).where(eq(betRounds.id, voided));
    await expectKeptEqualsRaw();
  });

  it('moves a round whose bet time crosses the local midnight, and many rounds of one statement', async () => {
    const id = await round(a, '2026-10-07T16:30:00.000Z');
    await t.ctx.db
      .update(betRounds)
      .set({ betAt: new Date('2026-10-07T17:30:00.000Z') })
      .where(eq(betRounds.id, id));
    await expectKeptEqualsRaw();
    await t.ctx.db.execute(
      sql`update bet_rounds set win = win + 100, valid_bet = valid_bet + 1 where member_id in (${a.id}, ${b.id})`,
    );
    await expectKeptEqualsRaw();
  });

  it('keeps nothing of an aborted transaction', async () => {
    const before = await keptTotals();
    await expect(
      inTransaction(t.ctx.db, async (tx) => {
        await tx.insert(betRounds).values({
          merchantId: brandId,
          memberId: a.id,
          vendorId: game.vendorId,
          gameId: game.id,
          gameType: game.gameType,
          roundId: `dt-abort-${crypto.randomUUID()}`,
          stake: 77_000n,
          validBet: 77_000n,
          status: 'settled',
          betAt: new Date('2026-10-09T05:00:00.000Z'),
          updatedAt: new Date(),
        });
        await tx.execute(sql`update bet_rounds set stake = stake + 1 where member_id = ${b.id}`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await keptTotals()).toEqual(before);
    await expectKeptEqualsRaw();
  });

  it("sums the brand's rounds again on its local days when its time zone changes", async () => {
    const [x] = await t.ctx.db
      .insert(merchants)
      .values({
        code: `TZ${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
        name: 'Zone',
        languages: ['vi', 'en'],
        timeZone: 'Asia/Ho_Chi_Minh',
        currency: 'VND',
        profile: DEMO_PROFILE,
      })
      .returning({ id: merchants.id });
    const [m] = await t.ctx.db
      .insert(members)
      .values({
        merchantId: x!.id,
        username: `tz${crypto.randomUUID().slice(0, 8)}`,
        passwordHash: 'x',
        registerMethod: 'SEED',
      })
      .returning({ id: members.id });
    const at = '2026-10-10T18:00:00.000Z'; // 01:00 on the 11th in Ho Chi Minh City, 18:00 on the 10th in UTC
    await t.ctx.db.insert(betRounds).values({
      merchantId: x!.id,
      memberId: m!.id,
      vendorId: game.vendorId,
      gameId: game.id,
      gameType: game.gameType,
      roundId: `dt-tz-${crypto.randomUUID()}`,
      stake: 1_500n,
      validBet: 1_500n,
      status: 'settled',
      betAt: new Date(at),
      updatedAt: new Date(at),
    });
    const daysOf = async () => (await keptTotals()).filter((r) => Number(r.member_id) === m!.id).map((r) => r.day);
    expect(await daysOf()).toEqual(['2026-10-11']);
    await t.ctx.db.update(merchants).set({ timeZone: 'UTC' }).where(eq(merchants.id, x!.id));
    expect(await daysOf()).toEqual([day(new Date(at))]);
    await expectKeptEqualsRaw();
  });

  it("gives team betting and user profit and loss the rounds' own sums", async () => {
    const raw = rowsOf(
      await t.ctx.db.execute(sql`select count(*)::int as n, sum(r.stake)::text as stake, sum(r.valid_bet)::text as vb,
          sum(r.win)::text as win
        from bet_rounds r join member_tree x on x.descendant_id = r.member_id
        where x.ancestor_id = ${agent.id} and r.status <> 'cancelled'
          and r.bet_at >= '2026-09-30T17:00:00Z' and r.bet_at < '2026-10-31T17:00:00Z'`),
    )[0]!;
    const q = '?startDate=2026-10-01&endDate=2026-10-31';
    const bet = await t.app.inject({ url: R.teamBetting + q, headers: agent.h });
    expect(bet.statusCode, bet.body).toBe(200);
    const s = bet.json().value.summary;
    expect(s.count).toBe(Number(raw.n));
    // Money as the wire carries it: the minor-unit string (decision 0021).
    expect(s.stake).toBe(raw.stake);
    expect(s.validBet).toBe(raw.vb);
    expect(s.win).toBe(raw.win);
    const pl = await t.app.inject({ url: R.userProfit + q, headers: agent.h });
    expect(pl.statusCode, pl.body).toBe(200);
    expect(pl.json().value.summary.validBet).toBe(raw.vb);
    expect(pl.json().value.summary.payout).toBe(raw.win);
  });
});
