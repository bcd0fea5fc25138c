/**
 * Games catalogue bench (issue 5): latency of game search and listing pages on a catalogue of
 * 10,000 games (the scale catalogue of `npm run seed:games`), through the whole HTTP stack with
 * `app.inject` (routing, zod validation, brand resolution, SQL, serialisation). Target: p95 < 20 ms
 * for search and a listing page. Runs on in-memory PGlite, and on PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database is created and dropped).
 *
 *   npm run bench:games -- [--count 10000] [--iterations 400]
 *
 * `runGamesBench()` is exported for `npm run bench` (bench/run.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { closeAppContext, createAppContext } from '../apps/server/src/appContext';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemoAccountsIfEmpty } from '../apps/server/src/db/seed/demoAccounts';
import { DEMO_MERCHANT, seedDemoBrandIfEmpty } from '../apps/server/src/db/seed/demoBrand';
import { seedDemoGamesIfEmpty } from '../apps/server/src/db/seed/games';
import { seedScaleCatalogue } from '../apps/server/src/db/seed/scaleCatalogue';

export interface GamesBenchOptions {
  count?: number;
  iterations?: number;
  /** PostgreSQL server to bench on as well (a scratch database is made there). */
  url?: string | undefined;
  log?: (line: string) => void;
}

export interface GamesBenchRow {
  engine: 'PGlite' | 'PostgreSQL';
  scenario: string;
  requests: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  maxMs: number;
  /** CPU time of this process per request (PGlite runs in-process, so it includes the database): less
   * sensitive than wall time to other work on a shared machine. */
  cpuMsPerRequest: number;
  /** Games in the brand's catalogue (the scale catalogue plus the demo one). */
  catalogue: number;
}

/** What each scenario asks; `i` varies the query so no two neighbours are identical. */
const SEARCH_TERMS = [
  'dragon',
  'kho bau',
  'megaways',
  'phat',
  'baccarat 3',
  'golden treasure',
  'lucky koi',
  'xyz123',
  'ti',
  'hổ',
];
const SCENARIOS: Array<{ name: string; url: (i: number) => string; target?: number }> = [
  {
    name: 'search (gameName)',
    url: (i) => `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!)}`,
    target: 20,
  },
  {
    name: 'listing page (RNG, page 1-200)',
    url: (i) => `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${1 + ((i * 37) % 200)}`,
    target: 20,
  },
  {
    name: 'listing page (one vendor)',
    url: (i) => `/wps/relay/GCSGAME_gameList?vassalage=SCALE_AURORA&pageNo=${1 + (i % 12)}`,
    target: 20,
  },
  {
    name: 'listing (LIVE, classify BAC)',
    url: (i) => `/wps/relay/GCSGAME_gameList?gameType=LIVE&classify=BAC&pageNo=${1 + (i % 4)}`,
  },
  { name: 'drop-down page (game_menu RNG)', url: (i) => `/lgw/vn/games/game_menu?gameType=RNG&pageNo=${1 + (i % 50)}` },
  { name: 'all drop-downs (game_menus)', url: () => '/lgw/games/game_menus' },
  { name: 'hot games', url: () => '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2' },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round = (x: number) => Math.round(x * 100) / 100;

/** A scratch database on the PostgreSQL server at `url`, dropped when closed (bench/apiServer.ts too). */
export async function scratchPostgres(url: string, tag = 'games', poolSize?: number): Promise<Database> {
  const name = `lotus_bench_${tag}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), ...(poolSize ? { poolSize } : {}) });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function benchEngine(
  engine: GamesBenchRow['engine'],
  database: Database,
  count: number,
  iterations: number,
  log: (l: string) => void,
): Promise<GamesBenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-games-'));
  try {
    const seedStart = performance.now();
    await database.migrate();
    await seedDemoBrandIfEmpty(database.db);
    await seedDemoAccountsIfEmpty(database.db);
    await seedDemoGamesIfEmpty(database.db);
    await seedScaleCatalogue(database.db, { count, merchantCode: DEMO_MERCHANT });
    log(`${engine}: seeded ${count} games in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const ctx = createAppContext({
      db: database.db,
      config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), webDist: undefined },
      geo: { country: () => null },
      opsKey: 'bench-operator-key-0123456789',
      now: () => new Date(),
    });
    const app = await buildApp(ctx, { rateLimitPerMinute: 1_000_000_000 });
    await app.ready();
    const headers = { merchant: DEMO_MERCHANT };
    const total = (await app.inject({ url: '/wps/relay/GCSGAME_gameList?pageSize=1', headers })).json().value
      .total as number;
    const rows: GamesBenchRow[] = [];
    try {
      for (const s of SCENARIOS) {
        for (let i = 0; i < 30; i++) await app.inject({ url: s.url(i), headers });
        const times: number[] = [];
        const cpu0 = process.cpuUsage();
        for (let i = 0; i < iterations; i++) {
          const t0 = performance.now();
          const res = await app.inject({ url: s.url(i), headers });
          times.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        const cpu = process.cpuUsage(cpu0);
        times.sort((a, b) => a - b);
        const row: GamesBenchRow = {
          engine,
          scenario: s.name,
          requests: iterations,
          p50ms: round(quantile(times, 0.5)),
          p95ms: round(quantile(times, 0.95)),
          p99ms: round(quantile(times, 0.99)),
          maxMs: round(times[times.length - 1]!),
          cpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / iterations),
          catalogue: total,
        };
        rows.push(row);
        const verdict = s.target
          ? row.p95ms < s.target
            ? `  (p95 < ${s.target} ms: yes)`
            : `  (p95 < ${s.target} ms: NO)`
          : '';
        log(
          `${engine.padEnd(10)} ${s.name.padEnd(32)} p50 ${row.p50ms.toFixed(2).padStart(7)}  p95 ${row.p95ms.toFixed(2).padStart(7)}  p99 ${row.p99ms.toFixed(2).padStart(7)}  max ${row.maxMs.toFixed(2).padStart(7)} ms  cpu ${row.cpuMsPerRequest.toFixed(2).padStart(6)} ms/req${verdict}`,
        );
      }
    } finally {
      await app.close();
      await closeAppContext(ctx);
    }
    return rows;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runGamesBench(options: GamesBenchOptions = {}): Promise<GamesBenchRow[]> {
  const count = options.count ?? 10_000;
  const iterations = options.iterations ?? 400;
  const log = options.log ?? ((l: string) => console.log(l));
  const url =
    'url' in options ? options.url : process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  log(
    `games catalogue bench: ${count} scale games, ${iterations} requests per scenario, through app.inject; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} CPUs`,
  );
  const rows = await benchEngine('PGlite', await openDatabase({ memory: true }), count, iterations, log);
  if (url) rows.push(...(await benchEngine('PostgreSQL', await scratchPostgres(url), count, iterations, log)));
  else log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '10000' }, iterations: { type: 'string', default: '400' } },
  });
  await runGamesBench({ count: Number(values.count), iterations: Number(values.iterations) });
}
