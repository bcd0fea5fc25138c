/**
 * Lottery bench (issue 15): the time to settle one draw with many open bets, and the chi-square tests
 * of the draw engine per position at 99 %. Each member places one slip of every K3 sum through the member
 * API's path (staked through the seamless gateway); the rest of the open bets are written in bulk as the
 * API leaves them (bet rows, accepted bet transactions, open rounds, one stake entry per member and 500
 * bets): placing 100,000 bets one by one would take most of an hour. Then the draw is drawn and settled by
 * the job (`runLottery`, the batched settlement), and the ledger is verified. Runs on in-memory
 * PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database
 * is created and dropped). Target: 100,000 bets settled in ≤ 10 s on PostgreSQL.
 *
 *   npm run bench -- lottery [--bets 100000] [--members 200] [--draws 20000] [--only pglite|postgres]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LOTTERY_VASSALAGE } from '@lotus/contracts';
import { drawResult, FAST_GAMES, type FastResult } from '@lotus/house/lottery';
import { stats } from '@lotus/house';
import { closeAppContext, createAppContext } from '../apps/server/src/appContext';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import {
  betRounds,
  lotteryBets,
  lotteryDraws,
  members,
  merchants,
  providerTransactions,
} from '../apps/server/src/db/schema';
import { DEMO_MERCHANT, seedDemoBrandIfEmpty } from '../apps/server/src/db/seed/demoBrand';
import { seedDemoGamesIfEmpty } from '../apps/server/src/db/seed/games';
import { findMerchantByCode } from '../apps/server/src/modules/brands/service';
import { getOrCreateAccount, postEntry, postTransfer, verifyLedger } from '../apps/server/src/modules/ledger/service';
import { roundIdOf, lotteryVendor } from '../apps/server/src/modules/lottery/wallet';
import { counterAccount } from '../apps/server/src/modules/provider/service';
import { placeSlip, runLottery } from '../apps/server/src/modules/lottery/service';

const { values } = parseArgs({
  options: {
    bets: { type: 'string', default: '100000' },
    members: { type: 'string', default: '200' },
    draws: { type: 'string', default: '20000' },
    only: { type: 'string' },
  },
});
const BETS = Number(values.bets);
const MEMBERS = Math.min(Number(values.members), BETS);
const DRAWS = Number(values.draws);

function chiSquares() {
  const bins: Record<string, { n: number; min: number }> = {
    SSC: { n: 10, min: 0 },
    '11X5': { n: 11, min: 1 },
    K3: { n: 6, min: 1 },
    PK10: { n: 10, min: 1 },
    LHC: { n: 49, min: 1 },
  };
  const seed = crypto.createHash('sha256').update('bench-lottery').digest('hex');
  for (const game of FAST_GAMES) {
    const b = bins[game]!;
    const counts: number[][] = [];
    for (let i = 0; i < DRAWS; i++) {
      const r = drawResult(game, game, `bench-${i}`, seed) as FastResult;
      r.numbers.forEach((x, pos) => ((counts[pos] ??= new Array<number>(b.n).fill(0))[x - b.min]! += 1));
    }
    const line = counts.map((row) => {
      const t = stats.chiSquareTest(row, new Array<number>(b.n).fill(DRAWS / b.n));
      return `${t.statistic.toFixed(1)}${t.pass ? '' : '!'}`;
    });
    const crit = stats.chiSquareTest(counts[0]!, new Array<number>(b.n).fill(DRAWS / b.n)).critical99;
    console.log(
      `χ² ${game.padEnd(5)} ${DRAWS} draws, per position (99 % critical ${crit.toFixed(1)}): ${line.join(' ')}`,
    );
  }
}

async function scratchPg(url: string): Promise<Database> {
  const name = `lotus_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString(), poolSize: 10 });
  return {
    ...db,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function run(engine: 'PGlite' | 'PostgreSQL', database: Database) {
  await database.migrate();
  await seedDemoBrandIfEmpty(database.db);
  await seedDemoGamesIfEmpty(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-'));
  let now = new Date('2026-11-26T03:00:05Z');
  const ctx = createAppContext({
    db: database.db,
    config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), webDist: undefined },
    geo: { country: () => null },
    opsKey: 'bench-ops-key-0123456789',
    now: () => now,
  });
  try {
    await runLottery(ctx);
    const merchant = (await findMerchantByCode(database.db, DEMO_MERCHANT))!;
    const m = (await database.db.select().from(merchants)).find((r) => r.code === DEMO_MERCHANT);
    const draw = (await database.db.select().from(lotteryDraws)).find((d) => d.game === 'K3')!;
    const clearing = await getOrCreateAccount(database.db, {
      merchantId: m!.id,
      kind: 'payment_clearing',
      currency: 'VND',
    });
    const people = [];
    for (let i = 0; i < MEMBERS; i++) {
      const [row] = await database.db
        .insert(members)
        .values({
          merchantId: m!.id,
          username: `lb${i}x${Date.now() % 100000}`,
          passwordHash: '-',
          registerMethod: 'SEED',
        })
        .returning();
      const main = await getOrCreateAccount(database.db, {
        merchantId: m!.id,
        kind: 'member_main',
        ownerMemberId: row!.id,
        currency: 'VND',
      });
      await postEntry(database.db, {
        merchantId: m!.id,
        type: 'deposit',
        idempotencyKey: `bench:${row!.id}`,
        postings: [
          { accountId: clearing.id, amount: -100_000_000n },
          { accountId: main.id, amount: 100_000_000n },
        ],
      });
      people.push({ ...row!, isAgent: 0, uplineId: null });
    }
    // Through the member API: one slip per member of every K3 sum (3…18), the templates of the rest.
    const t0 = performance.now();
    const sums = Array.from({ length: 16 }, (_, k) => String(3 + k));
    const templates = new Map<number, Map<string, typeof lotteryBets.$inferSelect>>();
    let placed = 0;
    for (const member of people) {
      if (placed >= BETS) break;
      const items = sums
        .slice(0, BETS - placed)
        .map((selection) => ({ drawId: draw.id, betType: 'sum', selection, stake: 100n }));
      await placeSlip(ctx, merchant, member, { items, multiplier: 1 }, 'vi');
      placed += items.length;
    }
    const apiBets = placed;
    const apiMs = performance.now() - t0;
    for (const b of (await database.db.select().from(lotteryBets)).filter((x) => x.drawId === draw.id)) {
      let m = templates.get(b.memberId);
      if (!m) templates.set(b.memberId, (m = new Map()));
      m.set(b.selection, b);
    }
    // The rest in bulk, as the API leaves them: the bet rows, each its accepted bet transaction and open
    // round, and one ledger stake entry per member and chunk (the bench's setup, not what it measures).
    const vendor = await lotteryVendor(ctx);
    const counter = await counterAccount(ctx, m!.id, LOTTERY_VASSALAGE, 'VND');
    const mains = new Map<number, number>();
    for (const p of people) {
      const a = await getOrCreateAccount(database.db, {
        merchantId: m!.id,
        kind: 'member_main',
        ownerMemberId: p.id,
        currency: 'VND',
      });
      mains.set(p.id, a.id);
    }
    const tx0 = (await database.db.select().from(providerTransactions)).find((x) => x.kind === 'bet')!;
    const round0 = (await database.db.select().from(betRounds))[0]!;
    const bettors = [...templates.keys()];
    for (let chunk = 0; placed < BETS; chunk++) {
      const n = Math.min(500, BETS - placed);
      const rows = Array.from({ length: n }, (_, k) => {
        const i = placed + k;
        const tpl = templates.get(bettors[Math.floor(i / 50) % bettors.length]!)!;
        const { id: _id, ...b } = tpl.get(sums[i % sums.length]!)!;
        return { ...b, slipId: `bulk-${chunk}-${Math.floor(k / 50)}` };
      });
      await database.db.transaction(async (tx) => {
        const bets = await tx.insert(lotteryBets).values(rows).returning();
        const entries = new Map<number, number>();
        const byMember = new Map<number, typeof bets>();
        for (const b of bets) byMember.set(b.memberId, [...(byMember.get(b.memberId) ?? []), b]);
        for (const [memberId, list] of byMember) {
          const e = await postTransfer(tx, {
            merchantId: m!.id,
            type: 'bet',
            idempotencyKey: `bench-stake:${draw.id}:${chunk}:${memberId}`,
            fromAccountId: mains.get(memberId)!,
            toAccountId: counter.id,
            amount: list.reduce((a, b) => a + b.stake, 0n),
          });
          entries.set(memberId, e.id);
        }
        const { id: _t, ...tx1 } = tx0;
        const { id: _r, ...r1 } = round0;
        await tx.insert(providerTransactions).values(
          bets.map((b) => ({
            ...tx1,
            vendorId: vendor.id,
            transactionId: `${roundIdOf(b)}-bet`,
            roundId: roundIdOf(b),
            memberId: b.memberId,
            sessionId: b.sessionId,
            amount: b.stake,
            entryId: entries.get(b.memberId)!,
            result: null,
          })),
        );
        await tx.insert(betRounds).values(
          bets.map((b) => ({
            ...r1,
            memberId: b.memberId,
            roundId: roundIdOf(b),
            stake: b.stake,
            win: 0n,
            validBet: 0n,
          })),
        );
      });
      placed += n;
    }
    const placeMs = performance.now() - t0;
    now = draw.drawsAt;
    const t1 = performance.now();
    await runLottery(ctx);
    const settleMs = performance.now() - t1;
    const after = (await database.db.select().from(lotteryDraws)).find((d) => d.id === draw.id);
    const open = (await database.db.select().from(lotteryBets)).filter(
      (b) => b.drawId === draw.id && b.status === 'placed',
    ).length;
    const sound = await verifyLedger(database.db, { limit: 5 });
    console.log(
      `${engine.padEnd(10)} ${BETS} bets (${apiBets} placed through the API in ${(apiMs / 1000).toFixed(1)} s, all in ${(placeMs / 1000).toFixed(1)} s): ` +
        `draw ${after!.status} in ${(settleMs / 1000).toFixed(2)} s (${Math.round(BETS / (settleMs / 1000))} bets/s; target 100,000 in ≤ 10 s); ` +
        `${open} left placed; ledger ${sound.ok ? 'sound' : 'NOT SOUND'}`,
    );
  } finally {
    await closeAppContext(ctx);
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

chiSquares();
if (values.only !== 'postgres') await run('PGlite', await openDatabase({ memory: true }));
const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (url && values.only !== 'pglite') await run('PostgreSQL', await scratchPg(url));
