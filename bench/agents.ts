/**
 * Agent centre bench (issue 14): one agent with 10,000 downlines (depth up to 10) and a million bets
 * of the team over the last 30 days (plus credited deposits), then the latency of the agent centre's
 * team pages through the whole HTTP stack (`app.inject`: the agent's session, zod, SQL, serialisation):
 * team overview (modules/agents), team betting and user profit and loss (modules/agent-reports).
 * Target: team pages p95 ≤ 200 ms on PostgreSQL. Last, real-time salary for 1,000 contracts: the settlement
 * job's run over --salary-periods five-minute periods (default 12, an hour; 288 is a day, otherwise the day is
 * projected from the run), against the target of one 5-minute period ≤ 5 s.
 * Runs on in-memory PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (a scratch database is created and dropped).
 *
 *   npm run bench -- agents [--members 10000] [--depth 10] [--bets 1000000] [--iterations 40] [--pglite-bets N]
 *     [--salary-periods 12] [--engine both|pglite|postgresql] [--keep (the PostgreSQL scratch database, to explain)]
 *
 * PGlite is one in-process WASM backend: --pglite-bets (default: --bets) lets a slow machine seed it smaller.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { AGENT_REPORT_PATHS } from '@lotus/contracts';
import { buildApp } from '../apps/server/src/app';
import { closeAppContext, createAppContext } from '../apps/server/src/appContext';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemoAccountsIfEmpty } from '../apps/server/src/db/seed/demoAccounts';
import { DEMO_MERCHANT, seedDemoBrandIfEmpty } from '../apps/server/src/db/seed/demoBrand';
import { seedDemoDepositChannelsIfEmpty } from '../apps/server/src/db/seed/demoDepositChannels';
import { seedDemoGamesIfEmpty } from '../apps/server/src/db/seed/games';
import { rowsOf } from '../apps/server/src/db/sqlResult';
import { sha256Hex } from '../apps/server/src/modules/accounts/tokens';
import { setContractFeatures } from '../apps/server/src/modules/agent-contracts/service';
import { settleAgentContracts } from '../apps/server/src/modules/agent-contracts/settlement';
import type { AppContext } from '../apps/server/src/context';

const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    depth: { type: 'string', default: '10' },
    bets: { type: 'string', default: '1000000' },
    'pglite-bets': { type: 'string' },
    iterations: { type: 'string', default: '40' },
    'salary-periods': { type: 'string', default: '12' },
    engine: { type: 'string', default: 'both' },
    keep: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(opts.members);
const DEPTH = Number(opts.depth);
const BETS = Number(opts.bets);
const PGLITE_BETS = Number(opts['pglite-bets'] ?? opts.bets);
const ITERATIONS = Number(opts.iterations);
/** 5-minute periods of real-time salary settled (288: a whole day). */
const SALARY_PERIODS = Number(opts['salary-periods']);
const TARGET_MS = 200;

/** The team overview's path (modules/agents), when that module's contracts have it. */
async function overviewPath(): Promise<string | null> {
  const contracts = (await import('@lotus/contracts')) as Record<string, unknown>;
  const paths = contracts.AGENT_PATHS as Record<string, string> | undefined;
  return paths?.overview ?? null;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (x: number) => x.toFixed(1).padStart(7);

async function scratchPostgres(url: string): Promise<Database> {
  const name = `lotus_bench_agents_${crypto.randomBytes(4).toString('hex')}`;
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

type Db = Database['db'];

/** SQL text with the values written in as literals: the bench's own generated values only (numbers, names). */
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const sql = (parts: TemplateStringsArray, ...values: unknown[]) =>
  parts.reduce((text, part, i) => text + literal(values[i - 1]) + part);
const one = async (db: Db, q: string) => rowsOf(await db.execute(q))[0]!;

/**
 * The team: the root agent, then DEPTH levels of about MEMBERS / DEPTH accounts; one in ten of each level
 * is a sub-agent (isAgent 41) and the next level hangs under those sub-agents.
 */
async function seedTeam(db: Db, merchantId: number): Promise<{ rootId: number; token: string }> {
  const tag = crypto.randomBytes(3).toString('hex');
  const root = await one(
    db,
    sql`insert into members (merchant_id, username, password_hash, is_agent, register_method, first_login)
      values (${merchantId}, ${`benchagent${tag}`}, 'x', 42, 'SEED', false) returning id`,
  );
  const rootId = Number(root.id);
  let uplines = [rootId];
  const perLevel = Math.ceil(MEMBERS / DEPTH);
  for (let level = 1; level <= DEPTH; level++) {
    const n = Math.min(perLevel, MEMBERS - perLevel * (level - 1));
    if (n <= 0) break;
    const ups = `{${uplines.join(',')}}`;
    const rows = rowsOf(
      await db.execute(sql`insert into members (merchant_id, username, password_hash, is_agent, upline_id,
          register_method, first_login, nickname, created_at)
        select ${merchantId}, ${`b${tag}l${level}u`} || s, 'x', case when s % 10 = 0 then 41 else 0 end,
          (${ups}::int[])[1 + (s::bigint * 2654435761 % ${uplines.length})::int], 'SEED', false, 'Đại lý ' || s,
          now() - (s % 90) * interval '1 day'
        from generate_series(1, ${n}) s
        returning id, is_agent`),
    );
    uplines = rows.filter((r) => Number(r.is_agent) === 41).map((r) => Number(r.id));
    if (uplines.length === 0) uplines = rows.slice(0, 1).map((r) => Number(r.id));
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (token_hash, member_id, merchant_id, site, method, expires_at)
    values (${sha256Hex(token)}, ${rootId}, ${merchantId}, 'agent', 'password', now() + interval '1 day')`);
  return { rootId, token };
}

/** `count` settled bets of the team over the last 30 days, in batches; and credited deposits. */
async function seedBets(db: Db, merchantId: number, rootId: number, count: number, log: (l: string) => void) {
  const team = rowsOf(
    await db.execute(sql`with recursive t(id, d) as (select id, 1 from members where upline_id = ${rootId}
        union all select m.id, t.d + 1 from members m join t on m.upline_id = t.id where t.d < 64) select id from t`),
  ).map((r) => Number(r.id));
  const games = rowsOf(await db.execute(sql`select id, vendor_id, game_type from games order by id limit 200`));
  const ids = `{${team.join(',')}}`;
  const gIds = `{${games.map((g) => g.id).join(',')}}`;
  const vIds = `{${games.map((g) => g.vendor_id).join(',')}}`;
  const types = `{${games.map((g) => g.game_type).join(',')}}`;
  const batch = 100_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`insert into bet_rounds (merchant_id, member_id, vendor_id, game_id, game_type, round_id,
        stake, win, valid_bet, status, transactions, bet_at, settled_at, updated_at)
      select ${merchantId}, (${ids}::int[])[1 + (s::bigint * 2654435761 % ${team.length})::int],
        (${vIds}::int[])[1 + (s * 7 % ${games.length})], (${gIds}::int[])[1 + (s * 7 % ${games.length})],
        (${types}::text[])[1 + (s * 7 % ${games.length})], 'bench-' || s,
        1000 * (1 + s % 50), case when s % 3 = 0 then 2000 * (1 + s % 50) else 0 end, 1000 * (1 + s % 50),
        'settled', 2, at, at + interval '20 seconds', at + interval '20 seconds'
      from generate_series(${start}::int, ${end}::int) s,
        lateral (select now() - (s::bigint * 48271 % 2592000) * interval '1 second' as at) x`);
  }
  const channel = await one(
    db,
    sql`select id, type, gateway from payment_channels where merchant_id = ${merchantId} limit 1`,
  );
  const deposits = Math.round(count / 30);
  await db.execute(sql`insert into deposit_orders (order_no, merchant_id, member_id, channel_id, channel_type, gateway,
      amount, fee, status, language, created_at, expires_at, credited_at)
    select 'bench-d' || s, ${merchantId}, (${ids}::int[])[1 + (s::bigint * 40503 % ${team.length})::int], ${channel.id},
      ${channel.type}, ${channel.gateway}, 10000000 * (1 + s % 10), 0, 'credited', 'vi', at, at + interval '1 hour', at
    from generate_series(1, ${deposits}) s,
      lateral (select now() - (s::bigint * 48271 % 2592000) * interval '1 second' as at) x`);
  log(`  ${team.length} downlines, ${count} bets, ${deposits} credited deposits`);
}

interface Scenario {
  name: string;
  url: (i: number) => string;
}

async function benchEngine(engine: string, database: Database, bets: number, log: (l: string) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-agents-'));
  try {
    const t0 = performance.now();
    await database.migrate();
    await seedDemoBrandIfEmpty(database.db);
    await seedDemoAccountsIfEmpty(database.db);
    await seedDemoGamesIfEmpty(database.db);
    await seedDemoDepositChannelsIfEmpty(database.db);
    const db = database.db;
    const merchantId = Number((await one(db, sql`select id from merchants where code = ${DEMO_MERCHANT}`)).id);
    const { rootId, token } = await seedTeam(db, merchantId);
    await seedBets(db, merchantId, rootId, bets, log);
    await db.execute(sql`vacuum analyze`);
    log(`${engine}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const ctx = createAppContext({
      db,
      config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), webDist: undefined },
      geo: { country: () => null },
      opsKey: 'bench-operator-key-0123456789',
      now: () => new Date(),
    });
    const app = await buildApp(ctx, { rateLimitPerMinute: 1_000_000_000 });
    await app.ready();
    const headers = { merchant: DEMO_MERCHANT, authorization: token };
    const overview = await overviewPath();
    const B = AGENT_REPORT_PATHS.teamBetting;
    const P = AGENT_REPORT_PATHS.userProfit;
    const scenarios: Scenario[] = [
      ...(overview ? [{ name: 'team overview', url: () => overview }] : []),
      { name: 'team betting 7D', url: () => `${B}?datePreset=7D` },
      { name: 'team betting 30D', url: () => `${B}?datePreset=30D` },
      { name: 'team betting 7D page 1-50', url: (i) => `${B}?datePreset=7D&pageNo=${1 + ((i * 13) % 50)}` },
      { name: 'team betting 30D, one category', url: () => `${B}?datePreset=30D&gameType=RNG` },
      { name: 'user P&L 7D by valid bet', url: () => `${P}?datePreset=7D` },
      {
        name: 'user P&L 30D by profit, page 1-50',
        url: (i) => `${P}?datePreset=30D&sort=profit&pageNo=${1 + ((i * 13) % 50)}`,
      },
      { name: 'user P&L 30D by username', url: () => `${P}?datePreset=30D&sort=username&order=asc` },
    ];
    if (!overview) log(`${engine.padEnd(10)} team overview: not available yet (modules/agents has no overview route)`);
    try {
      for (const s of scenarios) {
        const warm = await app.inject({ url: s.url(0), headers });
        if (warm.statusCode !== 200) {
          log(`${engine.padEnd(10)} ${s.name}: ${warm.statusCode} ${warm.body.slice(0, 200)}`);
          continue;
        }
        for (let i = 1; i < 4; i++) await app.inject({ url: s.url(i), headers });
        const times: number[] = [];
        for (let i = 0; i < ITERATIONS; i++) {
          const start = performance.now();
          const res = await app.inject({ url: s.url(i), headers });
          times.push(performance.now() - start);
          if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        times.sort((a, b) => a - b);
        const p95 = quantile(times, 0.95);
        const verdict = engine === 'PostgreSQL' ? `  (p95 ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'yes' : 'NO'})` : '';
        log(
          `${engine.padEnd(10)} ${s.name.padEnd(36)} p50 ${ms(quantile(times, 0.5))}  p95 ${ms(p95)}  max ${ms(times.at(-1)!)} ms${verdict}`,
        );
      }
      await settlementBench(engine, ctx, rootId, merchantId, log);
    } finally {
      await app.close();
      await closeAppContext(ctx);
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Real-time salary (modules/agent-contracts): 1,000 active 5-minute contracts held by accounts of the team
 * (each offered by its upline), accepted SALARY_PERIODS periods ago, then one run of the settlement job
 * settles every due (contract, period) once. A day is 288 periods; a shorter run is projected to a day.
 */
async function settlementBench(
  engine: string,
  ctx: AppContext,
  rootId: number,
  merchantId: number,
  log: (l: string) => void,
) {
  const db = ctx.db;
  await setContractFeatures(db, merchantId, { realtimeSalary: true });
  const tiers = JSON.stringify([{ validBet: 0, profitLoss: 0, activeMembers: 0, betAmount: 0, rateBps: 50 }]);
  const accepted = new Date(Date.now() - SALARY_PERIODS * 300_000 - 60_000);
  const rows = rowsOf(
    await db.execute(sql`insert into agent_contracts (merchant_id, upline_id, downline_id, kind, period, tiers,
        max_rate_bps, status, created_at, decided_at)
      select ${merchantId}, m.upline_id, m.id, 'realtime_salary', '5min', ${tiers}::jsonb, 50, 'active',
        ${accepted.toISOString()}, ${accepted.toISOString()}
      from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${rootId}
      order by (m.is_agent = 41) desc, t.depth, m.id limit 1000
      returning id`),
  );
  const start = performance.now();
  const settled = await settleAgentContracts(ctx);
  const seconds = (performance.now() - start) / 1000;
  const perPeriod = seconds / SALARY_PERIODS;
  const day = SALARY_PERIODS === 288 ? `${seconds.toFixed(1)} s` : `projected ${(perPeriod * 288).toFixed(0)} s`;
  log(
    `${engine.padEnd(10)} real-time salary: ${rows.length} contracts × ${SALARY_PERIODS} periods = ${settled} settlements in ${seconds.toFixed(1)} s; ` +
      `${perPeriod.toFixed(2)} s per 5-minute period (≤ 5 s: ${perPeriod <= 5 ? 'yes' : 'NO'}); a day (288 periods): ${day}`,
  );
}

const log = (l: string) => console.log(l);
const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
log(
  `agent centre bench: ${MEMBERS} downlines (depth ${DEPTH}), ${BETS} bets over 30 days, ${ITERATIONS} requests per page; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} CPUs`,
);
if (opts.engine !== 'postgresql') await benchEngine('PGlite', await openDatabase({ memory: true }), PGLITE_BETS, log);
if (opts.engine === 'pglite') log('PostgreSQL: skipped (--engine pglite)');
else if (url) await benchEngine('PostgreSQL', await scratchPostgres(url), BETS, log);
else log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
