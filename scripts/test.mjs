#!/usr/bin/env node
// `npm test`: typecheck, lint, the game frames' build (apps/frames), unit and server tests (Vitest), the
// web build, the size budgets of both and the Lighthouse guard, then the browser tests.
// Stops at the first failing step with a non-zero exit. The last line is the count of tests across
// Vitest and e2e: `N passed, N failed` (`, N skipped` when any). Running no test at all is a failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = path.join(root, 'node_modules/.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest');
const reports = path.join(root, '.tmp');

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function summary() {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  return `${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

function finish(code, why) {
  const secs = Math.round((Date.now() - started) / 1000);
  if (why) console.error(`\nnpm test: ${why} (${secs}s)`);
  else console.log(`\nnpm test: all steps passed (${secs}s)`);
  console.log(summary());
  process.exit(code);
}

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title}: ${[path.basename(command), ...args].join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`cannot run ${command}: ${result.error.message}`);
  const status = result.status ?? 1;
  console.log(
    `━━ ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${Math.round((Date.now() - t0) / 1000)}s`,
  );
  return status;
}

/**
 * Runs independent steps at once. A step's output is printed whole when it ends (`stream: false`, so the
 * log reads as if they ran in turn) or line by line with its title in front (`stream: true`, for long
 * steps). Resolves to each step's exit status.
 */
function parallelSteps(steps) {
  return Promise.all(
    steps.map(
      ({ title, command, args, stream = false }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const header = `\n━━ ${title}: ${[path.basename(command), ...args].join(' ')}`;
          if (stream) console.log(header);
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          let partial = '';
          const take = (chunk) => {
            if (!stream) return void (output += chunk);
            const lines = (partial + chunk).split('\n');
            partial = lines.pop() ?? '';
            for (const line of lines) process.stdout.write(`[${title}] ${line}\n`);
          };
          child.stdout.on('data', take);
          child.stderr.on('data', take);
          let ended = false;
          const done = (status, why = '') => {
            if (ended) return; // 'error' can be followed by 'close'
            ended = true;
            if (!stream) console.log(header);
            if (output) process.stdout.write(output);
            if (partial) process.stdout.write(`[${title}] ${partial}\n`);
            if (why) console.error(why);
            const secs = Math.round((Date.now() - t0) / 1000);
            console.log(`━━ ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${secs}s`);
            resolve(status);
          };
          child.on('error', (e) => done(1, `cannot run ${command}: ${e.message}`));
          child.on('close', (code) => done(code ?? 1));
        }),
    ),
  );
}

/** Vitest's arguments for a run that also writes a JSON report (for the counts) beside the screen's. */
function vitestArgs(title, extraArgs) {
  fs.mkdirSync(reports, { recursive: true });
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  return {
    report,
    args: ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
}

/** Adds a Vitest run's JSON report to the totals. */
function count(report, status) {
  let counted = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    counted = {
      passed: r.numPassedTests ?? 0,
      failed: r.numFailedTests ?? 0,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
    // A file that failed to load has no failed test of its own: count it as one.
    if (status !== 0 && counted.failed === 0) counted.failed = Math.max(1, r.numFailedTestSuites ?? 0);
  } else if (status !== 0) {
    counted.failed = 1;
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
}

/** Runs Vitest with the default reporter on screen and a JSON report for the counts. */
function vitestStep(title, extraArgs) {
  const { report, args } = vitestArgs(title, extraArgs);
  const status = step(title, vitest, args);
  count(report, status);
  return status;
}

/**
 * The browser specs in `shards` groups of about equal length, each run by its own Vitest against its own
 * server and database (e2e/globalSetup.ts), so that a spec switching the site into maintenance never
 * meets another group's. Lengths come from e2e/durations.json (seconds per spec, measured; a new spec
 * counts as 20 s); the longest go first into the group with the least so far.
 */
function e2eShards(shards) {
  const specs = fs.readdirSync(path.join(root, 'e2e/specs')).filter((f) => f.endsWith('.spec.ts'));
  const known = JSON.parse(fs.readFileSync(path.join(root, 'e2e/durations.json'), 'utf8'));
  const length = (spec) => known[spec] ?? 20;
  const groups = Array.from({ length: shards }, () => ({ seconds: 0, specs: [] }));
  for (const spec of specs.sort((a, b) => length(b) - length(a) || a.localeCompare(b))) {
    const group = groups.reduce((least, g) => (g.seconds < least.seconds ? g : least));
    group.seconds += length(spec);
    group.specs.push(`specs/${spec}`);
  }
  return groups.filter((g) => g.specs.length > 0);
}

const [typecheck, lint] = await parallelSteps([
  { title: 'typecheck', command: npm, args: ['run', 'typecheck'] },
  { title: 'lint', command: npm, args: ['run', 'lint'] },
]);
if (typecheck !== 0 || lint !== 0) {
  finish(1, `${[typecheck !== 0 && 'typecheck', lint !== 0 && 'lint'].filter(Boolean).join(' and ')} failed`);
}
// The game frames first (a few seconds): the server's tests open their pages and fetch their scripts.
if (step('frames build', npm, ['run', 'build', '-w', '@lotus/frames']) !== 0) finish(1, 'the frames build failed');
if (vitestStep('unit-and-server', []) !== 0) finish(1, 'unit and server tests failed');
if (step('build', npm, ['run', 'build', '-w', '@lotus/web']) !== 0) finish(1, 'the web build failed');
if (vitestStep('frames-budget', ['--config', 'apps/frames/build/vitest.config.ts']) !== 0) {
  finish(1, "a game frame's first load is over its budget");
}
if (vitestStep('bundle-budget', ['--config', 'apps/web/build/vitest.config.ts']) !== 0) {
  finish(1, "the built web app is over a size budget (first load or a route's chunks)");
}
// Lighthouse on the built site (issue 37): fails when start-up work blocks the main thread; skips without
// Chromium outside CI (scripts/lighthouse-guard.mjs).
if (step('lighthouse-guard', process.execPath, ['scripts/lighthouse-guard.mjs']) !== 0) {
  finish(1, 'the Lighthouse guard failed: a page blocks the main thread at start (see its table)');
}

if (!fs.existsSync(CHROMIUM)) {
  const how = `Chromium is not installed at ${CHROMIUM}; install it with: apt-get install -y chromium`;
  if (ci) finish(1, `browser tests cannot run in CI: ${how}`);
  console.warn(`\n━━ e2e: SKIPPED the browser tests. ${how}`);
} else {
  // E2E_SHARDS=1 runs them one after the other against one server, as `npm run test:e2e` does.
  const shards = e2eShards(Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1));
  const runs = shards.map((group, i) => {
    const title = shards.length > 1 ? `e2e ${i + 1}/${shards.length}` : 'e2e';
    return { title, group, ...vitestArgs(title, ['--config', 'e2e/vitest.config.ts', ...group.specs]) };
  });
  for (const r of runs) console.log(`━━ ${r.title}: ${r.group.specs.length} specs, about ${r.group.seconds}s`);
  const statuses = await parallelSteps(
    runs.map((r) => ({ title: r.title, command: vitest, args: r.args, stream: runs.length > 1 })),
  );
  runs.forEach((r, i) => count(r.report, statuses[i]));
  if (statuses.some((s) => s !== 0)) finish(1, 'browser tests failed');
}

if (totals.passed + totals.failed === 0) finish(1, 'no test ran');
finish(totals.failed ? 1 : 0);
