/**
 * `npm run bench`: every benchmark of the repository, one after the other, each in its own process
 * (so one bench's memory or worker threads never skew the next).
 *
 *   npm run bench                      the default benches present (all but web)
 *   npm run bench -- ledger [options]  one bench, with its own options (see the file's header)
 *
 * Benches: ledger (bench/ledger.ts: postings per second on PGlite and PostgreSQL next to pgbench),
 * house (bench/house.ts), games (bench/games.ts), api (bench/api.ts: req/s, p50, p99 of the real server's
 * calls over HTTP with autocannon beside a bare Fastify answer, and balance streams per process), web (bench/web.ts: Lighthouse mobile on the built
 * site; it needs Debian's Chromium and several minutes, so it runs only when named), agents (bench/agents.ts:
 * the agent centre's team pages over 10,000 downlines and a million bets; minutes of seeding, so only when
 * named), lottery (bench/lottery.ts: one draw settled with many open bets, and the draw engine's chi-square
 * tests; only when named), fish (bench/fish.ts: the fish game's frame rate in Chromium on a phone with the CPU
 * slowed 4×; only when named), reports (bench/reports.ts: the business reports over a year of a brand with a million
 * bets, and the day tables' job; minutes of seeding, so only when named). PostgreSQL parts
 * run when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, e.g.
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const BENCHES = ['ledger', 'house', 'games', 'api', 'web', 'agents', 'lottery', 'fish', 'reports'] as const;
type Bench = (typeof BENCHES)[number];
/** What `npm run bench` alone runs. */
const BY_DEFAULT: readonly Bench[] = ['ledger', 'house', 'games', 'api'];

const file = (name: Bench) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));

function runBench(name: Bench, args: string[]): Promise<number> {
  console.log(`\n━━ bench: ${name} ${args.join(' ')}`.trimEnd());
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsxCli, file(name), ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [first, ...rest] = process.argv.slice(2);
const chosen: Bench[] =
  first && (BENCHES as readonly string[]).includes(first)
    ? [first as Bench]
    : BY_DEFAULT.filter((b) => fs.existsSync(file(b)));
const args = first && chosen.length === 1 && chosen[0] === first ? rest : [];
if (first && !(BENCHES as readonly string[]).includes(first)) {
  console.error(`unknown bench ${first}; choose one of ${BENCHES.join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const name of chosen) if ((await runBench(name, args)) !== 0) failed++;
process.exit(failed ? 1 : 0);
