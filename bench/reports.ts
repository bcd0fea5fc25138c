/**
 * Business reports bench (issue 34): a year of one brand with a million settled bets (and some open and
 * cancelled ones, which no figure may count), the reports.sumDays job's first full run and an incremental one,
 * then each report over the whole year through the HTTP stack (`app.inject`: the operator key, zod, SQL,
 * serialisation). Target: every report over a year well under a second (p95 ≤ 250 ms here). Prints the
 * figures next to the same sums over the raw rows, which must be equal.
 * Runs on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database is created and
 * dropped), else on in-memory PGlite.
 *
 *   npm run bench -- reports [--bets 1000000] [--members 20000] [--iterations 30] [--keep]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BUSINESS_REPORT_PATHS as B } from '@lotus/contracts';
import { buildApp } from '../apps/server/src/app';
import { closeAppContext, createAppContext } from '../apps/server/src/appContext';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemoAccountsIfEmpty } from '../apps/server/src/db/seed/demoAccounts';
import { DEMO_MERCHANT, seedDemoBrandIfEmpty } from '../apps/server/src/db/seed/demoBrand';
import { seedDemoGamesIfEmpty } from '../apps/server/src/db/seed/games';
import { rowsOf } from '../apps/server/src/db/sqlResult';
import { sumReportDays } from '../apps/server/src/modules/reports/dayTables';

const { values: opts } = parseArgs({
  options: {
    bets: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '20000' },
    iterations: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const BETS = Number(opts.bets);
const MEMBERS = Number(opts.members);
const ITERATIONS = Number(opts.iterations);
const TARGET_MS = 250;
const OPS_KEY = 'bench-operator-key-0123456789';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (x: number) => x.toFixed(1).padStart(7);
type Db = Database['db'];
const one = async (db: Db, q: string) => rowsOf(await db.execute(q))[0]!;

async function scratchPostgres(url: string): Promise<Database> {
  const name = `lotus_bench_reports_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      if (opts.keep) return console.log(`kept the database ${name}`);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** MEMBERS members registered over the year, BETS rounds over the year (1 in 50 open, 1 in 100 cancelled). */
async function seed(db: Db, merchantId: number) {
  const tag = crypto.randomBytes(3).toString('hex');
  await db.execute(`insert into members (merchant_id, username, password_hash, register_method, first_login, created_at)
    select ${merchantId}, 'r${tag}u' || s, 'x', 'SEED', false, now() - (s::bigint * 7919 % 31536000) * interval '1 second'
    from generate_series(1, ${MEMBERS}) s`);
  const ids = rowsOf(await db.execute(`select id from members where username like 'r${tag}u%' order by id`)).map((r) =>
    Number(r.id),
  );
  const games = rowsOf(await db.execute(`select id, vendor_id, game_type from games order by id limit 200`));
  const mIds = `'{${ids.join(',')}}'`;
  const gIds = `'{${games.map((g) => g.id).join(',')}}'`;
  const vIds = `'{${games.map((g) => g.vendor_id).join(',')}}'`;
  const types = `'{${games.map((g) => g.game_type).join(',')}}'`;
  const batch = 100_000;
  for (let start = 1; start <= BETS; start += batch) {
    const end = Math.min(BETS, start + batch - 1);
    await db.execute(`insert into bet_rounds (merchant_id, member_id, vendor_id, game_id, game_type, round_id,
        stake, win, valid_bet, status, transactions, bet_at, settled_at, updated_at)
      select ${merchantId}, (${mIds}::int[])[1 + (s::bigint * 2654435761 % ${ids.length})::int],
        (${vIds}::int[])[1 + (s * 7 % ${games.length})], (${gIds}::int[])[1 + (s * 7 % ${games.length})],
        (${types}::text[])[1 + (s * 7 % ${games.length})], 'rb-' || s,
        case when s % 100 = 0 then 0 else 1000 * (1 + s % 50) end,
        case when s % 100 = 0 or s % 50 = 1 then 0 when s % 3 = 0 then 1900 * (1 + s % 50) else 0 end,
        case when s % 100 = 0 then 0 else 1000 * (1 + s % 50) end,
        case when s % 100 = 0 then 'cancelled' when s % 50 = 1 then 'open' else 'settled' end, 2, at,
        case when s % 50 = 1 then null else at + interval '20 seconds' end, at + interval '20 seconds'
      from generate_series(${start}::int, ${end}::int) s,
        lateral (select now() - (s::bigint * 48271 % 31536000) * interval '1 second' as at) x`);
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const engine = url ? 'PostgreSQL' : 'PGlite';
  const database = url ? await scratchPostgres(url) : await openDatabase({ memory: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-reports-'));
  try {
    const t0 = performance.now();
    await database.migrate();
    await seedDemoBrandIfEmpty(database.db);
    await seedDemoAccountsIfEmpty(database.db);
    await seedDemoGamesIfEmpty(database.db);
    const db = database.db;
    const merchantId = Number((await one(db, `select id from merchants where code = '${DEMO_MERCHANT}'`)).id);
    await seed(db, merchantId);
    await db.execute('analyze');
    console.log(
      `${engine}: ${BETS} rounds and ${MEMBERS} members over a year seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const ctx = createAppContext({
      db,
      config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), webDist: undefined },
      geo: { country: () => null },
      opsKey: OPS_KEY,
      now: () => new Date(),
    });
    const app = await buildApp(ctx, { rateLimitPerMinute: 1_000_000_000 });
    await app.ready();
    try {
      let t = performance.now();
      const days = await sumReportDays(ctx);
      console.log(
        `reports.sumDays, first run (the whole year): ${days} days and cost rows in ${((performance.now() - t) / 1000).toFixed(2)} s`,
      );
      await db.execute(`update bet_rounds set status = 'settled', win = win + 100, settled_at = now()
        where merchant_id = ${merchantId} and status = 'open' and bet_at > now() - interval '1 day'`);
      t = performance.now();
      const again = await sumReportDays(ctx);
      console.log(
        `reports.sumDays, after a day's open rounds settled: ${again} days in ${(performance.now() - t).toFixed(0)} ms`,
      );
      await db.execute('analyze');

      const zone = String((await one(db, `select time_zone from merchants where id = ${merchantId}`)).time_zone);
      const to = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const from = new Date(Date.parse(to) - 364 * 86_400_000).toISOString().slice(0, 10);
      const headers = { 'x-ops-key': OPS_KEY };
      const q = `brand=${DEMO_MERCHANT}&from=${from}&to=${to}`;
      const scenarios = [
        ['GGR by day, a year', `${B.ggr}?by=day&${q}`],
        ['GGR by vendor, a year', `${B.ggr}?by=vendor&${q}`],
        ['GGR by category, a year', `${B.ggr}?by=category&${q}`],
        ['GGR by game, a year', `${B.ggr}?by=game&${q}`],
        ['GGR by day, a year, CSV', `${B.ggr}?by=day&${q}&format=csv`],
        ['players and cohorts, a year', `${B.players}?${q}`],
      ] as const;
      for (const [name, u] of scenarios) {
        for (let i = 0; i < 3; i++) await app.inject({ url: u, headers });
        const times: number[] = [];
        for (let i = 0; i < ITERATIONS; i++) {
          const start = performance.now();
          const res = await app.inject({ url: u, headers });
          times.push(performance.now() - start);
          if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        times.sort((a, b) => a - b);
        const p95 = quantile(times, 0.95);
        console.log(
          `${engine.padEnd(10)} ${name.padEnd(30)} p50 ${ms(quantile(times, 0.5))}  p95 ${ms(p95)}  max ${ms(times.at(-1)!)} ms  (p95 ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'yes' : 'NO'})`,
        );
      }

      // The figures, and the same sums over the raw rows (settled rounds only).
      const report = (await app.inject({ url: `${B.ggr}?by=day&${q}`, headers })).json().value;
      const total = report.totals[0];
      const raw = await one(
        db,
        `select count(*)::int as rounds, sum(stake)::text as stake, sum(win)::text as win,
           count(distinct member_id)::int as players
         from bet_rounds r where merchant_id = ${merchantId} and status = 'settled'
           and (bet_at at time zone '${zone}')::date between '${from}'::date and '${to}'::date`,
      );
      const rawGgr = (BigInt(String(raw.stake)) - BigInt(String(raw.win))).toString();
      console.log(
        `figures: rounds ${total.rounds} (raw ${raw.rounds}), stake ${total.stake} (raw ${raw.stake}), payout ${total.payout} (raw ${raw.win}), GGR ${total.ggr} (raw ${rawGgr}), players ${total.players} (raw ${raw.players}) minor units`,
      );
      const equal =
        total.rounds === Number(raw.rounds) &&
        total.stake === String(raw.stake) &&
        total.payout === String(raw.win) &&
        total.players === Number(raw.players);
      console.log(`the day tables equal the raw rows: ${equal ? 'yes' : 'NO'}`);
      if (!equal) process.exitCode = 1;
    } finally {
      await app.close();
      await closeAppContext(ctx);
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
