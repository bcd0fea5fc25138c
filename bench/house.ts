/**
 * House bench: the RTP of every chance game of the house. Simulates ten million spins of each slot
 * (Lotus Fortune, Tết Lanterns, Ocean Treasure: SLOT_DEFINITIONS) with the real provably-fair RNG (one
 * seed pair, nonces 0 … n−1, split over worker threads) and compares the simulated RTP with the exact theoretical RTP, at 99 % confidence from the per-spin
 * variance; then plays baccarat (every bet spot), dice, crash, the fish shooting game and xì dách (bench/houseTables.ts) the same way, and the live tables (bench/houseLive.ts: live baccarat, dragon tiger, sic bo, roulette, xóc đĩa).
 * Prints each measured RTP with its 99 % confidence interval beside the theoretical value, and exits
 * non-zero when a theoretical value lies outside its interval. With k checks in one run (a slot per
 * profile and 9 table bets) the pass/fail gate is the family-wise 99 % interval (Bonferroni: each at
 * 1 − 1 % / k), so that a correct game fails the bench 1 % of the time, not 1 − 0.99^k.
 *
 *   npm run bench -- house [--spins 10000000] [--rounds 1000000] [--profile rtp96] [--workers 2]
 *                          [--seed <64 hex>] [--all]
 *
 * The profile defaults to HOUSE_SLOT_RTP_PROFILE (the operator's configured profile) or rtp96.
 * `runHouseBench()` is exported for `npm run bench` (bench/run.ts).
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_RTP_PROFILE,
  generateServerSeed,
  isValidServerSeed,
  profileTheory,
  RTP_PROFILE_IDS,
  SLOT_DEFINITIONS,
  stats,
  type RtpProfileId,
  type SlotGameId,
} from '@lotus/house';
import type { SlotBenchPartial, SlotBenchTask } from './houseWorker';
import { LIVE_CHECKS, runLiveTablesBench } from './houseLive';
import { runTableGamesBench, TABLE_CHECKS, verdict } from './houseTables';

export interface HouseBenchOptions {
  /** The slot game (default lotus-slot). */
  slot?: SlotGameId;
  spins?: number;
  profile?: RtpProfileId;
  workers?: number;
  serverSeed?: string;
  clientSeed?: string;
  log?: (line: string) => void;
  /** The pass/fail interval's half-width in standard errors (default: the 99 % interval's). */
  gateZ?: number;
}

export interface HouseBenchResult {
  slot: SlotGameId;
  profile: RtpProfileId;
  spins: number;
  workers: number;
  seconds: number;
  spinsPerSecond: number;
  theoreticalRtp: number;
  simulatedRtp: number;
  /** Standard deviation of one spin's return (win / total stake). */
  perSpinSd: number;
  ci99: [number, number];
  pass: boolean;
  hitFrequency: number;
  freeSpinTriggerRate: number;
  theoreticalFreeSpinTriggerRate: number;
  maxWinTimesStake: number;
  serverSeed: string;
  clientSeed: string;
}

function configuredProfile(): RtpProfileId {
  const env = process.env.HOUSE_SLOT_RTP_PROFILE;
  if (env && (RTP_PROFILE_IDS as readonly string[]).includes(env)) return env as RtpProfileId;
  return DEFAULT_RTP_PROFILE;
}

const pct = (x: number, d = 4) => `${(x * 100).toFixed(d)} %`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');

function runWorker(task: SlotBenchTask): Promise<SlotBenchPartial> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./houseWorkerBoot.mjs', import.meta.url), { workerData: task });
    w.once('message', (m: SlotBenchPartial) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`slot bench worker exited with ${code}`));
    });
  });
}

export async function runHouseBench(options: HouseBenchOptions = {}): Promise<HouseBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const profile = options.profile ?? configuredProfile();
  const spins = options.spins ?? 10_000_000;
  const workers = Math.max(1, Math.min(options.workers ?? Math.min(2, availableParallelism()), spins));
  const serverSeed = options.serverSeed ?? generateServerSeed();
  if (!isValidServerSeed(serverSeed)) throw new Error('--seed must be 64 lower-case hex characters');
  const clientSeed = options.clientSeed ?? 'house-bench';
  const slot = options.slot ?? 'lotus-slot';
  const def = SLOT_DEFINITIONS[slot];
  const lineCount = def.lines.length;
  const theory = profileTheory(profile, def);

  log(
    `House slot bench: ${def.name.en} (${slot}, ${lineCount} lines), profile ${profile}, ${int(spins)} spins on ${workers} worker(s)`,
  );
  log(`  seed pair: server ${serverSeed}, client "${clientSeed}", nonces 0..${spins - 1}`);
  const entry = new URL('./houseWorker.ts', import.meta.url).href;
  const t0 = performance.now();
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, i) =>
      runWorker({
        entry,
        slot,
        serverSeed,
        clientSeed,
        profile,
        from: Math.floor((spins * i) / workers),
        to: Math.floor((spins * (i + 1)) / workers),
      }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;

  const total = parts.reduce(
    (a, p) => ({
      spins: a.spins + p.spins,
      sumWin: a.sumWin + p.sumWin,
      sumWinSq: a.sumWinSq + p.sumWinSq,
      hits: a.hits + p.hits,
      triggers: a.triggers + p.freeSpinTriggers,
      maxWin: Math.max(a.maxWin, p.maxWin),
    }),
    { spins: 0, sumWin: 0, sumWinSq: 0, hits: 0, triggers: 0, maxWin: 0 },
  );
  const n = total.spins;
  // Per-spin return r = win / lines (line bet 1): mean and unbiased variance.
  const mean = total.sumWin / lineCount / n;
  const variance = (total.sumWinSq / (lineCount * lineCount) - n * mean * mean) / (n - 1);
  const sd = Math.sqrt(variance);
  const z = stats.normalQuantile(0.995);
  const half = (z * sd) / Math.sqrt(n);
  const ci99: [number, number] = [theory.rtp - half, theory.rtp + half];
  const pass = Math.abs(mean - theory.rtp) <= (options.gateZ ?? z) * (sd / Math.sqrt(n));
  const result: HouseBenchResult = {
    slot,
    profile,
    spins: n,
    workers,
    seconds,
    spinsPerSecond: n / seconds,
    theoreticalRtp: theory.rtp,
    simulatedRtp: mean,
    perSpinSd: sd,
    ci99,
    pass,
    hitFrequency: total.hits / n,
    freeSpinTriggerRate: total.triggers / n,
    theoreticalFreeSpinTriggerRate: theory.freeSpinsTriggerProbability,
    maxWinTimesStake: total.maxWin / lineCount,
    serverSeed,
    clientSeed,
  };

  log(
    `  theoretical RTP   ${pct(theory.rtp)}  (exact ${theory.rtpFraction.numerator}/${theory.rtpFraction.denominator})`,
  );
  log(
    `  simulated RTP     ${pct(mean)}  (deviation ${((mean - theory.rtp) / (sd / Math.sqrt(n))).toFixed(2)} standard errors)`,
  );
  log(`  per-spin sd       ${sd.toFixed(4)} × stake; standard error ${pct(sd / Math.sqrt(n))}`);
  log(`  99 % interval     [${pct(ci99[0])}, ${pct(ci99[1])}]  (theoretical ± ${z.toFixed(4)} sd / √n)`);
  log(
    `  free-spin trigger ${pct(result.freeSpinTriggerRate, 3)} simulated, ${pct(theory.freeSpinsTriggerProbability, 3)} theoretical`,
  );
  log(`  hit frequency     ${pct(result.hitFrequency, 2)}; largest win ${int(result.maxWinTimesStake)} × stake`);
  log(`  speed             ${int(result.spinsPerSecond)} spins/s (${seconds.toFixed(1)} s wall)`);
  log(
    `  ${pass ? 'PASS' : 'FAIL'}: the simulated RTP ${pass ? 'lies' : 'does not lie'} within ±${(options.gateZ ?? z).toFixed(3)} standard errors of the theoretical RTP`,
  );
  return result;
}

function parseArgs(argv: string[]): { options: HouseBenchOptions; all: boolean; rounds: number } {
  const options: HouseBenchOptions = {};
  let all = false;
  let rounds = 1_000_000;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--spins') options.spins = Number(next());
    else if (a === '--workers') options.workers = Number(next());
    else if (a === '--seed') options.serverSeed = next();
    else if (a === '--client-seed') options.clientSeed = next();
    else if (a === '--rounds') rounds = Number(next());
    else if (a === '--all') all = true;
    else if (a === '--profile') {
      const p = next();
      if (!(RTP_PROFILE_IDS as readonly string[]).includes(p))
        throw new Error(`unknown profile ${p} (${RTP_PROFILE_IDS.join(', ')})`);
      options.profile = p as RtpProfileId;
    } else throw new Error(`unknown argument ${a}`);
  }
  if (options.spins !== undefined && !(Number.isSafeInteger(options.spins) && options.spins > 1))
    throw new Error('--spins must be an integer > 1');
  if (options.workers !== undefined && !(Number.isSafeInteger(options.workers) && options.workers > 0))
    throw new Error('--workers must be a positive integer');
  if (!(Number.isSafeInteger(rounds) && rounds > 1)) throw new Error('--rounds must be an integer > 1');
  return { options, all, rounds };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { options, all, rounds } = parseArgs(process.argv.slice(2));
  const serverSeed = options.serverSeed ?? generateServerSeed();
  const clientSeed = options.clientSeed ?? 'house-bench';
  const summary: string[] = [];
  let ok = true;
  const slots = Object.keys(SLOT_DEFINITIONS) as SlotGameId[];
  const checks = slots.length * (all ? RTP_PROFILE_IDS.length : 1) + TABLE_CHECKS + LIVE_CHECKS;
  const gateZ = stats.normalQuantile(1 - 0.005 / checks);
  console.log(`${checks} RTP checks; family-wise 99 % gate at ±${gateZ.toFixed(3)} standard errors`);
  for (const [slot, profile] of slots.flatMap((s) =>
    (all ? RTP_PROFILE_IDS : [options.profile ?? configuredProfile()]).map((p) => [s, p] as const),
  )) {
    // Each slot its own client seed: the same draws would make the slots' results move together.
    const r = await runHouseBench({
      ...options,
      slot,
      serverSeed,
      clientSeed: `${clientSeed}:${slot}`,
      profile,
      gateZ,
    });
    ok &&= r.pass;
    const half = (stats.normalQuantile(0.995) * r.perSpinSd) / Math.sqrt(r.spins);
    summary.push(
      `  ${`${slot} ${profile}`.padEnd(22)} RTP ${pct(r.simulatedRtp, 3)}  99 % CI [${pct(r.simulatedRtp - half, 3)}, ${pct(r.simulatedRtp + half, 3)}]  theoretical ${pct(r.theoreticalRtp, 3)}  ${verdict(Math.abs(r.simulatedRtp - r.theoreticalRtp) <= half, r.pass)}`,
    );
  }
  const tables = [
    ...runTableGamesBench(rounds, serverSeed, clientSeed, (line) => console.log(line), gateZ),
    // The live tables (timed shared rounds): each round's result as the table engine draws it.
    ...runLiveTablesBench(rounds, serverSeed, clientSeed, (line) => console.log(line), gateZ),
  ];
  ok &&= tables.every((t) => t.pass);
  console.log('House RTP summary (measured, its 99 % confidence interval, theoretical):');
  for (const line of summary) console.log(line);
  const failed = tables.filter((t) => !t.pass).map((t) => t.name);
  console.log(
    ok
      ? '  PASS: every theoretical RTP lies within its (family-wise 99 %) interval'
      : `  FAIL: ${failed.join(', ') || 'slot'}`,
  );
  process.exitCode = ok ? 0 : 1;
}
