/**
 * API bench (issue 18): the real server and a bare Fastify 5 JSON answer, each in its own child process
 * (bench/apiServer.ts), driven over HTTP by autocannon from this process: requests per second, p50 and p99
 * latency and errors per call, each beside the bare answer of the same run; then how many balance streams
 * (SSE) the process holds and the memory each costs. PGlite (in-memory), and PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database is created and dropped).
 *
 *   npm run bench -- api [--connections 50] [--seconds 4] [--streams 2000] [--only balance,gameList]
 *                        [--engine pglite|postgres]
 *
 * The server runs with its own configuration from the environment, except RATE_LIMIT_PER_MINUTE (lifted to
 * 1e9 so the limiter counts but never refuses) and LOG_LEVEL (warn unless set). BENCH_API_NODE_FLAGS adds
 * node flags to the server child (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 * On PostgreSQL it also runs `pgbench -b tpcb-like` (scale 10, 8 clients) in its own scratch database just
 * before and just after each seamless call, and prints the call's ratio to the mean of those two runs (player rounds per second ÷ tps: a bet, or a
 * bet and its win). Each call's line shows the database statements per request the server sent.
 * Targets on PostgreSQL: signed-in balance ≥ 0.15× and game list, signed-in game list (pageSize 24) and status
 * ≥ 0.3× the bare answer, p99 ≤ 25 ms, launch ≥ 0.1×; seamless bet ≥ 0.5× pgbench with p99 ≤ 50 ms, a player
 * round (bet and win) ≥ 0.3× pgbench; no errors. On PGlite balance and game list ≥ 2,000 req/s, seamless bet
 * ≥ 1,000 req/s.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { GAME_PATHS, HOUSE_VASSALAGE, LAUNCH_PATHS, MONEY_PATHS, PATHS, PROVIDER_PATHS } from '@lotus/contracts';
import { signCallback } from '../apps/server/src/modules/provider/secrets';
import type { BenchMember, ChildReady } from './apiServer';
import { openPgbench } from './ledger';

type Engine = 'PGlite' | 'PostgreSQL';
type Ready<K extends ChildReady['kind']> = Extract<ChildReady, { kind: K }>;

interface Child<K extends ChildReady['kind']> {
  ready: Ready<K>;
  process: ChildProcess;
}

function startChild<K extends ChildReady['kind']>(kind: K, env: NodeJS.ProcessEnv): Promise<Child<K>> {
  const flags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = fork(new URL('./apiServer.ts', import.meta.url), [kind], {
    execArgv: ['--expose-gc', '--import', 'tsx', ...flags],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ ready: m as Ready<K>, process: child }));
    child.once('exit', (code) => reject(new Error(`bench ${kind} server exited with ${code}`)));
  });
}

function stopChild(child: { process: ChildProcess }): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.process.kill('SIGKILL'), 15_000);
    child.process.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.process.disconnect();
  });
}

/** What one autocannon connection's loop carries from request to request (the member, the open round). */
interface LoopState {
  member?: BenchMember;
  round?: string;
}

/** One autocannon request: what it sends, built per request from the member the loop is for. */
interface Step {
  method?: 'GET' | 'POST';
  path: (m: BenchMember, n: number) => string;
  signedIn?: boolean;
  body?: (m: BenchMember, n: number, loop: LoopState) => string;
}

interface Scenario {
  name: string;
  steps: Step[];
  /** Ratio to the bare answer the PostgreSQL run must reach. */
  ratio?: number;
  /** p99 the PostgreSQL run must stay under (ms); 25 for every call with a ratio to the bare answer. */
  p99?: number;
  /** Ratio to pgbench tpcb-like (tps) of the same run the PostgreSQL run must reach, counted in loops (rounds) per second. */
  pgbenchRatio?: number;
  /** Requests per second the PGlite run must reach. */
  pgliteRps?: number;
}

const SEARCH_TERMS = ['dragon', 'lotus', 'baccarat', 'phat', 'koi', 'tiger', 'xyz', 'gold'];
const bareStep: Step = { path: () => '/bare' };
const status: Step = { path: () => PATHS.systemStatus };
const whitelabel: Step = { path: () => PATHS.whitelabel };
const balance: Step = { path: () => MONEY_PATHS.balance, signedIn: true };
const gameList: Step = { path: () => `${GAME_PATHS.gameList}?gameType=RNG&pageNo=1` };
/** The lobby's list as the site asks for it once signed in: 24 a page, the member's token (favourite flags). */
const gameListSignedIn: Step = {
  path: () => `${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=24`,
  signedIn: true,
};
const search: Step = {
  path: (_m, n) => `${GAME_PATHS.gameList}?gameName=${SEARCH_TERMS[n % SEARCH_TERMS.length]}`,
};
const launch: Step = {
  path: (m) => `${LAUNCH_PATHS.launchGame}?gameId=${m.houseGameId}&accountType=1`,
  signedIn: true,
};
let txCounter = 0;
const bet: Step = {
  method: 'POST',
  path: () => PROVIDER_PATHS.bet,
  body: (m, n) =>
    JSON.stringify({
      token: m.launchToken,
      playerId: m.playerId,
      transactionId: `bench-${process.pid}-${n}`,
      roundId: `bench-r-${process.pid}-${n}`,
      gameCode: 'lotus-slot',
      amount: 100,
      currency: 'VND',
      roundClosed: true,
    }),
};
/** A player round: the bet (the round stays open), then its result closing it. */
const roundBet: Step = {
  method: 'POST',
  path: () => PROVIDER_PATHS.bet,
  body: (m, n, loop) => {
    loop.round = `bench-pr-${process.pid}-${n}`;
    return JSON.stringify({
      token: m.launchToken,
      playerId: m.playerId,
      transactionId: `${loop.round}-bet`,
      roundId: loop.round,
      gameCode: 'lotus-slot',
      amount: 100,
      currency: 'VND',
    });
  },
};
const roundWin: Step = {
  method: 'POST',
  path: () => PROVIDER_PATHS.win,
  body: (m, n, loop) =>
    JSON.stringify({
      token: m.launchToken,
      playerId: m.playerId,
      transactionId: `${loop.round}-win`,
      roundId: loop.round,
      gameCode: 'lotus-slot',
      amount: n % 3 === 0 ? 0 : 150,
      currency: 'VND',
      roundClosed: true,
    }),
};

const SCENARIOS: Scenario[] = [
  { name: 'status', steps: [status], ratio: 0.3 },
  { name: 'whitelabel', steps: [whitelabel] },
  { name: 'balance', steps: [balance], ratio: 0.15, pgliteRps: 2000 },
  { name: 'gameList', steps: [gameList], ratio: 0.3, pgliteRps: 2000 },
  { name: 'gameSearch', steps: [search] },
  { name: 'gameListIn', steps: [gameListSignedIn], ratio: 0.3 },
  { name: 'launch', steps: [launch], ratio: 0.1, p99: Infinity },
  { name: 'seamlessBet', steps: [bet], pgbenchRatio: 0.5, p99: 50, pgliteRps: 1000 },
  { name: 'playerRound', steps: [roundBet, roundWin], pgbenchRatio: 0.3, p99: Infinity },
  {
    name: 'playerSession',
    steps: [status, whitelabel, balance, gameList, search, balance, launch, bet, balance, gameList],
  },
];

interface Row {
  engine: Engine | 'bare';
  name: string;
  rps: number;
  /** Loops (player rounds, for a scenario of several steps) per second. */
  loops: number;
  /** Database statements (round trips on PostgreSQL) per request, counted by the server. */
  queries?: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function drive(
  port: number,
  steps: Step[],
  members: BenchMember[],
  houseSecret: string,
  o: { connections: number; seconds: number },
): Promise<Omit<Row, 'engine' | 'name' | 'queries'>> {
  let next = 0;
  let failed = 0;
  const requests = steps.map((step, i) => ({
    method: step.method ?? 'GET',
    setupRequest(req: autocannon.Request, ctx: object) {
      const context = ctx as LoopState;
      // The first request of a loop picks the member the whole loop plays as.
      if (i === 0 || !context.member) context.member = members[next++ % members.length];
      const m = context.member!;
      const n = txCounter++;
      const headers: Record<string, string> = { merchant: 'LOTUS', 'x-forwarded-for': `10.77.9.${(n % 250) + 1}` };
      if (step.signedIn) headers.authorization = m.token;
      const body = step.body?.(m, n, context);
      if (body !== undefined) {
        const ts = String(Date.now());
        headers['content-type'] = 'application/json';
        headers['x-lotus-vendor'] = HOUSE_VASSALAGE;
        headers['x-lotus-timestamp'] = ts;
        headers['x-lotus-signature'] = signCallback(houseSecret, ts, body);
      }
      return { ...req, path: step.path(m, n), headers, ...(body !== undefined ? { body } : {}) };
    },
    onResponse(statusCode: number, body: string) {
      if (statusCode !== 200 || !body.startsWith('{"success":true')) failed++;
    },
  }));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: o.connections,
    duration: o.seconds,
    requests,
  });
  return {
    rps: result.requests.average,
    loops: result.requests.average / steps.length,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + failed,
    requests: result.requests.total,
  };
}

/** Opens `count` balance streams (200 at a time), each held until its first event; answers how many held. */
async function openStreams(port: number, members: BenchMember[], count: number) {
  const held: http.ClientRequest[] = [];
  let opened = 0;
  const openOne = (m: BenchMember) =>
    new Promise<void>((resolve) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: MONEY_PATHS.balanceEvents,
          agent: false,
          headers: { merchant: 'LOTUS', authorization: m.token, accept: 'text/event-stream' },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            return resolve();
          }
          res.once('data', () => {
            opened++;
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
      held.push(req);
    });
  for (let i = 0; i < count; i += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, count - i) }, (_, j) => openOne(members[(i + j) % members.length]!)),
    );
  }
  return { opened, close: () => held.forEach((r) => r.destroy()) };
}

function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    const on = (m: unknown) => {
      const mem = (m as { memory?: NodeJS.MemoryUsage }).memory;
      if (!mem) return;
      child.off('message', on);
      resolve(mem);
    };
    child.on('message', on);
    child.send('memory');
  });
}

/** Asks the server child for the statements it sent since the last ask (and starts counting again). */
function queriesOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const on = (m: unknown) => {
      const q = (m as { queries?: number }).queries;
      if (q === undefined) return;
      child.off('message', on);
      resolve(q);
    };
    child.on('message', on);
    child.send('queries');
  });
}

const fmt = (r: Row, bareRps: number, pgbenchTps?: number) =>
  `${r.engine.padEnd(10)} ${r.name.padEnd(14)} ${Math.round(r.rps).toLocaleString('en-US').padStart(8)} req/s  ` +
  `${(r.rps / bareRps).toFixed(3).padStart(6)}× bare  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
  `errors ${r.errors}/${r.requests}` +
  (r.queries !== undefined ? `  ${r.queries.toFixed(1)} queries/req` : '') +
  (pgbenchTps
    ? `  ${Math.round(r.loops).toLocaleString('en-US')} loops/s = ${(r.loops / pgbenchTps).toFixed(2)}× pgbench`
    : '');

export interface ApiBenchOptions {
  connections?: number;
  seconds?: number;
  streams?: number;
  only?: string[];
  engines?: Engine[];
  log?: (line: string) => void;
}

export async function runApiBench(options: ApiBenchOptions = {}) {
  const log = options.log ?? ((l: string) => console.log(l));
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 4;
  const streams = options.streams ?? 2000;
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const engines = (options.engines ?? ['PGlite', 'PostgreSQL']).filter((e) => e === 'PGlite' || url);
  const scenarios = SCENARIOS.filter((s) => !options.only || options.only.includes(s.name));
  log(
    `API bench: autocannon -c ${connections}, ${seconds} s per call; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} CPUs`,
  );
  if (!url) log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  const rows: Row[] = [];
  let missed = 0;
  // pgbench tpcb-like (one debit, one credit, one history row: a bet's shape) on the same PostgreSQL, before and
  // after the calls; the seamless calls are compared with the mean of the two runs.
  const pgbench =
    url && engines.includes('PostgreSQL') && scenarios.some((s) => s.pgbenchRatio)
      ? await openPgbench(url, log).catch((error: unknown) => {
          log(`pgbench: skipped (${String(error)})`);
          return null;
        })
      : null;
  const pgbenchRuns: number[] = [];
  const pgbenchRun = async () => {
    if (!pgbench) return;
    const r = await pgbench.run(PGBENCH_CLIENTS, Math.max(seconds, 5));
    pgbenchRuns.push(r.tps);
    log(
      `pgbench    tpcb-like, scale ${pgbench.scale}, -c ${PGBENCH_CLIENTS}: ${Math.round(r.tps).toLocaleString('en-US')} tps, ${r.latencyMs.toFixed(2)} ms avg`,
    );
  };
  try {
    for (const engine of engines) {
      const env = {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        BENCH_API_DATABASE_URL: engine === 'PostgreSQL' ? url : '',
      };
      const bare = await startChild('bare', env);
      const lotus = await startChild('lotus', env);
      const { members, houseSecret } = lotus.ready;
      log(
        `${engine}: server ready with ${members.length} signed-in members in ${lotus.ready.seedSeconds.toFixed(1)} s`,
      );
      try {
        const o = { connections, seconds };
        await drive(bare.ready.port, [bareStep], members, houseSecret, { connections, seconds: 1 });
        const bareRow: Row = {
          engine: 'bare',
          name: 'fastify',
          ...(await drive(bare.ready.port, [bareStep], members, houseSecret, o)),
        };
        rows.push(bareRow);
        log(fmt(bareRow, bareRow.rps));
        const measured: { row: Row; s: Scenario; tps?: number }[] = [];
        // pgbench just before and just after each call compared with it (the load of a shared machine drifts):
        // the call's ratio uses the mean of the two runs beside it.
        let lastWasPgbench = false;
        for (const s of scenarios) {
          const beside = engine === 'PostgreSQL' && pgbench !== null && s.pgbenchRatio !== undefined;
          if (beside && !lastWasPgbench) await pgbenchRun();
          await drive(lotus.ready.port, s.steps, members, houseSecret, { connections, seconds: 1 }); // warm-up
          await queriesOf(lotus.process);
          const row: Row = {
            engine,
            name: s.name,
            ...(await drive(lotus.ready.port, s.steps, members, houseSecret, o)),
          };
          row.queries = (await queriesOf(lotus.process)) / Math.max(1, row.requests);
          rows.push(row);
          lastWasPgbench = false;
          if (beside) {
            await pgbenchRun();
            lastWasPgbench = true;
            const tps = (pgbenchRuns.at(-2)! + pgbenchRuns.at(-1)!) / 2;
            measured.push({ row, s, tps });
            log(verdict(engine, row, s, bareRow.rps, tps));
          } else {
            measured.push({ row, s });
            log(verdict(engine, row, s, bareRow.rps));
          }
        }
        missed += measured.filter(
          ({ row, s, tps }) => misses(engine, row, s, bareRow.rps, tps ? [tps] : []).length > 0,
        ).length;
        if (streams > 0) {
          const before = await memoryOf(lotus.process);
          const t0 = performance.now();
          const held = await openStreams(lotus.ready.port, members, streams);
          const after = await memoryOf(lotus.process);
          const per = (a: number, b: number) => ((a - b) / Math.max(1, held.opened) / 1024).toFixed(1);
          log(
            `${engine.padEnd(10)} balance streams: ${held.opened}/${streams} held in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
              `per stream ${per(after.rss, before.rss)} KiB RSS, ${per(after.heapUsed, before.heapUsed)} KiB heap; ` +
              `process RSS ${(after.rss / 2 ** 20).toFixed(0)} MiB`,
          );
          held.close();
          // Let the server see the streams end before its database closes.
          await new Promise((r) => setTimeout(r, 1_500));
        }
      } finally {
        await stopChild(lotus);
        await stopChild(bare);
      }
    }
  } finally {
    await pgbench?.drop();
  }
  return { rows, missed };
}

const PGBENCH_CLIENTS = 8;

/** What a row misses of its scenario's targets. */
function misses(engine: Engine, row: Row, s: Scenario, bareRps: number, pgbenchRuns: number[]): string[] {
  const out: string[] = [];
  if (row.errors) out.push('errors');
  if (engine === 'PostgreSQL') {
    if (s.ratio && row.rps < s.ratio * bareRps) out.push(`< ${s.ratio}× bare`);
    const p99 = s.p99 ?? (s.ratio ? 25 : Infinity);
    if (row.p99 > p99) out.push(`p99 > ${p99} ms`);
    const tps = pgbenchRuns.length ? pgbenchRuns.reduce((a, b) => a + b, 0) / pgbenchRuns.length : 0;
    if (s.pgbenchRatio && tps && row.loops < s.pgbenchRatio * tps) out.push(`< ${s.pgbenchRatio}× pgbench`);
  }
  if (engine === 'PGlite' && s.pgliteRps && row.rps < s.pgliteRps) out.push(`< ${s.pgliteRps} req/s`);
  return out;
}

function verdict(engine: Engine, row: Row, s: Scenario, bareRps: number, pgbenchTps?: number): string {
  const m = misses(engine, row, s, bareRps, pgbenchTps ? [pgbenchTps] : []);
  return `${fmt(row, bareRps, s.pgbenchRatio ? pgbenchTps : undefined)}${m.length ? `  MISSED: ${m.join(', ')}` : ''}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '4' },
      streams: { type: 'string', default: '2000' },
      only: { type: 'string' },
      engine: { type: 'string' },
    },
  });
  const engine = values.engine?.toLowerCase();
  const { missed } = await runApiBench({
    connections: Number(values.connections),
    seconds: Number(values.seconds),
    streams: Number(values.streams),
    ...(values.only ? { only: values.only.split(',') } : {}),
    ...(engine ? { engines: [engine === 'pglite' ? 'PGlite' : 'PostgreSQL'] } : {}),
  });
  if (missed) console.log(`${missed} call(s) missed their target`);
}
