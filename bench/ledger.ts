/**
 * Ledger bench (issue 4): journal entries and postings per second through the real posting service
 * (`postEntry`), with p50/p99 latency, on PGlite and — when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * is set — on PostgreSQL with N concurrent clients, next to `pgbench -b tpcb-like` on the same
 * server for the same duration and client count, as a ratio.
 *
 *   npm run bench -- ledger [--seconds 10] [--clients 8] [--members 2000] [--pglite-seconds 5]
 *
 * Scenarios (each entry has 2 postings):
 * - bet: a member's main wallet → the brand's house account (every entry touches the one house row);
 * - transfer: a member's main wallet → the member's vendor sub-wallet;
 * - mix: half bets, half transfers.
 * `runLedgerBench()` is exported for `npm run bench` (bench/run.ts).
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client';
import { members, merchants } from '../apps/server/src/db/schema';
import {
  getOrCreateAccount,
  postEntry,
  verifyLedger,
  type PostEntryInput,
} from '../apps/server/src/modules/ledger/service';

const run = promisify(execFile);

export interface LedgerBenchOptions {
  seconds?: number;
  pgliteSeconds?: number;
  clients?: number;
  members?: number;
  url?: string;
  scenarios?: Scenario[];
  log?: (line: string) => void;
}

export type Scenario = 'bet' | 'transfer' | 'mix';

export interface Measurement {
  engine: 'PGlite' | 'PostgreSQL';
  scenario: Scenario;
  clients: number;
  seconds: number;
  entries: number;
  entriesPerSecond: number;
  postingsPerSecond: number;
  p50ms: number;
  p99ms: number;
  /** CPU time of this Node process per entry (client-side cost: service, driver, Drizzle). */
  clientCpuPerEntryMs: number;
  /** Mean tps of the pgbench runs just before and just after this scenario. */
  pgbenchTps?: number;
  errors: number;
}

export interface PgbenchResult {
  /** Mean of the runs. */
  tps: number;
  /** tps of each run: before the first scenario, then after each. */
  runs: number[];
  latencyMs: number;
  clients: number;
  seconds: number;
  scale: number;
}

export interface LedgerBenchResult {
  measurements: Measurement[];
  pgbench: PgbenchResult | null;
  verified: boolean;
}

interface Fixture {
  merchantId: number;
  house: number;
  clearing: number;
  mains: number[];
  vendors: number[];
}

async function setUp(db: Db, count: number): Promise<Fixture> {
  const [m] = await db
    .insert(merchants)
    .values({
      code: `BENCH${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
      name: 'Ledger bench',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: {},
    })
    .returning({ id: merchants.id });
  const merchantId = m!.id;
  const base = { merchantId, currency: 'VND' };
  const house = (await getOrCreateAccount(db, { ...base, kind: 'house' })).id;
  const clearing = (await getOrCreateAccount(db, { ...base, kind: 'payment_clearing' })).id;
  const mains: number[] = [];
  const vendors: number[] = [];
  // Member accounts reference members of their brand.
  const memberIds = (
    await db
      .insert(members)
      .values(Array.from({ length: count }, (_, i) => ({ merchantId, username: `bench-${i + 1}` })))
      .returning({ id: members.id })
  ).map((r) => r.id);
  for (const [index, ownerMemberId] of memberIds.entries()) {
    const i = index + 1;
    const main = await getOrCreateAccount(db, { ...base, kind: 'member_main', ownerMemberId });
    const vendor = await getOrCreateAccount(db, {
      ...base,
      kind: 'member_vendor',
      ownerMemberId,
      vendorCode: 'BENCH',
    });
    mains.push(main.id);
    vendors.push(vendor.id);
    await postEntry(db, {
      merchantId,
      type: 'deposit',
      idempotencyKey: `bench-fund-${i}`,
      postings: [
        { accountId: clearing, amount: -1_000_000_000_000n },
        { accountId: main.id, amount: 1_000_000_000_000n },
      ],
    });
  }
  return { merchantId, house, clearing, mains, vendors };
}

function entryFor(f: Fixture, scenario: Scenario, n: number, worker: number): PostEntryInput {
  const i = Math.floor(Math.random() * f.mains.length);
  const kind = scenario === 'mix' ? (n % 2 ? 'bet' : 'transfer') : scenario;
  const key = `${kind}-${worker}-${n}-${process.hrtime.bigint()}`;
  return kind === 'bet'
    ? {
        merchantId: f.merchantId,
        type: 'bet',
        idempotencyKey: key,
        reference: `round-${n}`,
        postings: [
          { accountId: f.mains[i]!, amount: -100n },
          { accountId: f.house, amount: 100n },
        ],
      }
    : {
        merchantId: f.merchantId,
        type: 'transfer',
        idempotencyKey: key,
        postings: [
          { accountId: f.mains[i]!, amount: -100n },
          { accountId: f.vendors[i]!, amount: 100n },
        ],
      };
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0;

async function measure(
  db: Db,
  f: Fixture,
  engine: Measurement['engine'],
  scenario: Scenario,
  clients: number,
  seconds: number,
): Promise<Measurement> {
  // Warm-up: plans cached, connections open.
  await Promise.all(Array.from({ length: clients }, (_, w) => postEntry(db, entryFor(f, scenario, -1, w))));
  const latencies: number[] = [];
  let errors = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, w) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        try {
          await postEntry(db, entryFor(f, scenario, n, w));
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const clientCpuMs = (cpu.user + cpu.system) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    engine,
    scenario,
    clients,
    seconds: elapsed,
    entries: latencies.length,
    entriesPerSecond: latencies.length / elapsed,
    postingsPerSecond: (2 * latencies.length) / elapsed,
    p50ms: percentile(sorted, 0.5),
    p99ms: percentile(sorted, 0.99),
    clientCpuPerEntryMs: latencies.length ? clientCpuMs / latencies.length : 0,
    errors,
  };
}

function findPgbench(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':'))
    if (dir && fs.existsSync(`${dir}/pgbench`)) return `${dir}/pgbench`;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    for (const v of fs.readdirSync(root).sort().reverse())
      if (fs.existsSync(`${root}/${v}/bin/pgbench`)) return `${root}/${v}/bin/pgbench`;
  }
  return null;
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(url: string, statement: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** A scratch pgbench database (scale 10) on the server, run as often as needed, dropped at the end. */
export async function openPgbench(url: string, log: (s: string) => void) {
  const bin = findPgbench();
  if (!bin) {
    log('pgbench not found (PATH or /usr/lib/postgresql/*/bin): skipped');
    return null;
  }
  const name = `lotus_pgbench_${crypto.randomBytes(4).toString('hex')}`;
  const scale = 10;
  const u = new URL(url);
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  await admin(url, `create database ${name}`);
  log(`pgbench: initialising ${name} (scale ${scale})…`);
  await run(bin, ['-i', '-s', String(scale), '-q', ...args, name], { env });
  return {
    scale,
    async run(clients: number, seconds: number) {
      log(`pgbench: tpcb-like, ${clients} clients, ${seconds} s…`);
      const threads = Math.max(1, Math.min(clients, 4));
      const { stdout } = await run(
        bin,
        ['-b', 'tpcb-like', '-c', String(clients), '-j', String(threads), '-T', String(seconds), ...args, name],
        { env },
      );
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
      const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
      if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's output:\n${stdout}`);
      return { tps, latencyMs };
    },
    drop: () => admin(url, `drop database if exists ${name} with (force)`),
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 || c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function formatLedgerBench(r: LedgerBenchResult): string {
  const header = [
    'engine',
    'scenario',
    'clients',
    'entries/s',
    'postings/s',
    'p50 ms',
    'p99 ms',
    'client CPU/entry',
    'errors',
    'vs pgbench',
  ];
  const rows = r.measurements.map((m) => [
    m.engine,
    m.scenario,
    String(m.clients),
    fmt(m.entriesPerSecond),
    fmt(m.postingsPerSecond),
    fmt(m.p50ms, 2),
    fmt(m.p99ms, 2),
    `${fmt(m.clientCpuPerEntryMs, 3)} ms`,
    String(m.errors),
    m.pgbenchTps ? `${fmt(m.entriesPerSecond / m.pgbenchTps, 2)}×` : '',
  ]);
  if (r.pgbench) {
    rows.push([
      'PostgreSQL',
      `pgbench tpcb-like, scale ${r.pgbench.scale} (runs: ${r.pgbench.runs.map((t) => fmt(t)).join(' / ')})`,
      String(r.pgbench.clients),
      fmt(r.pgbench.tps),
      '',
      fmt(r.pgbench.latencyMs, 2) + ' (avg)',
      '',
      '',
      '',
      '',
    ]);
  }
  return `${table([header, ...rows])}\n\nentries/s = ledger transactions per second (each a journal entry with 2 postings); vs pgbench = entries/s ÷ the mean tps of the pgbench runs just before and just after the scenario.\nledger verified after the run: ${r.verified ? 'sound' : 'NOT SOUND'}`;
}

export async function runLedgerBench(options: LedgerBenchOptions = {}): Promise<LedgerBenchResult> {
  const log = options.log ?? ((s: string) => console.log(s));
  const seconds = options.seconds ?? 10;
  const clients = options.clients ?? 8;
  const members = options.members ?? 2000;
  const scenarios = options.scenarios ?? ['bet', 'transfer', 'mix'];
  const url = options.url ?? (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined);
  const measurements: Measurement[] = [];
  let verified = true;

  // PGlite: one process, statements run one at a time, so one client.
  {
    log('PGlite: setting up…');
    const database = await openDatabase({ memory: true });
    await database.migrate();
    const f = await setUp(database.db, Math.min(members, 200));
    for (const s of scenarios) {
      log(`PGlite: ${s}, ${options.pgliteSeconds ?? 5} s…`);
      measurements.push(await measure(database.db, f, 'PGlite', s, 1, options.pgliteSeconds ?? 5));
    }
    verified &&= (await verifyLedger(database.db)).ok;
    await database.close();
  }

  let pgbench: PgbenchResult | null = null;
  if (!url) {
    log(
      'PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  } else {
    const name = `lotus_bench_${crypto.randomBytes(4).toString('hex')}`;
    await admin(url, `create database ${name}`);
    let database: Database | undefined;
    try {
      database = await openDatabase({ url: withDatabase(url, name), poolSize: clients });
      await database.migrate();
      log(`PostgreSQL: setting up ${members} members…`);
      const f = await setUp(database.db, members);
      await database.db.execute('vacuum analyze');
      // pgbench before, between and after the ledger scenarios: on a shared machine the load
      // drifts, so each scenario is compared with the mean of the pgbench runs on either side.
      const bench = await openPgbench(url, log);
      try {
        const runs: { tps: number; latencyMs: number }[] = [];
        if (bench) runs.push(await bench.run(clients, seconds));
        for (const s of scenarios) {
          log(`PostgreSQL: ${s}, ${clients} clients, ${seconds} s…`);
          const m = await measure(database.db, f, 'PostgreSQL', s, clients, seconds);
          if (bench) {
            runs.push(await bench.run(clients, seconds));
            m.pgbenchTps = (runs.at(-2)!.tps + runs.at(-1)!.tps) / 2;
          }
          measurements.push(m);
        }
        if (bench) {
          pgbench = {
            tps: runs.reduce((a, r) => a + r.tps, 0) / runs.length,
            latencyMs: runs.reduce((a, r) => a + r.latencyMs, 0) / runs.length,
            runs: runs.map((r) => r.tps),
            clients,
            seconds,
            scale: bench.scale,
          };
        }
      } finally {
        await bench?.drop();
      }
      verified &&= (await verifyLedger(database.db)).ok;
    } finally {
      await database?.close();
      await admin(url, `drop database if exists ${name} with (force)`);
    }
  }
  return { measurements, pgbench, verified };
}

function parseArgs(argv: string[]): LedgerBenchOptions {
  const options: LedgerBenchOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const value = () => Number(argv[++i]);
    switch (argv[i]) {
      case '--seconds':
        options.seconds = value();
        break;
      case '--pglite-seconds':
        options.pgliteSeconds = value();
        break;
      case '--clients':
        options.clients = value();
        break;
      case '--members':
        options.members = value();
        break;
      case '--scenario':
        options.scenarios = [argv[++i] as Scenario];
        break;
    }
  }
  return options;
}

export const ledgerBenchArgs = parseArgs;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runLedgerBench(parseArgs(process.argv.slice(2)));
  console.log(`\n${formatLedgerBench(result)}`);
}
