#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and server tests (Vitest), the web build and its size budget, then the
// browser tests.
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
 * Runs independent steps at once (typecheck and lint are single-threaded; the machine has more than one
 * core) and prints each one's output whole when it ends, so the log reads as if they ran in turn.
 * Resolves to the titles of the steps that failed.
 */
function parallelSteps(steps) {
  return Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          let ended = false;
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          const done = (status, why = '') => {
            if (ended) return; // 'error' can be followed by 'close'
            ended = true;
            const secs = Math.round((Date.now() - t0) / 1000);
            console.log(`\n━━ ${title}: ${[path.basename(command), ...args].join(' ')}`);
            if (output) process.stdout.write(output);
            if (why) console.error(why);
            console.log(`━━ ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${secs}s`);
            resolve(status === 0 ? null : title);
          };
          child.on('error', (e) => done(1, `cannot run ${command}: ${e.message}`));
          child.on('close', (code) => done(code ?? 1));
        }),
    ),
  ).then((results) => results.filter(Boolean));
}

/** Runs Vitest with the default reporter on screen and a JSON report for the counts. */
function vitestStep(title, extraArgs) {
  fs.mkdirSync(reports, { recursive: true });
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  const status = step(title, vitest, [
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
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
  return status;
}

const staticFailures = await parallelSteps([
  ['typecheck', npm, ['run', 'typecheck']],
  ['lint', npm, ['run', 'lint']],
]);
if (staticFailures.length) finish(1, `${staticFailures.join(' and ')} failed`);
if (vitestStep('unit-and-server', []) !== 0) finish(1, 'unit and server tests failed');
if (step('build', npm, ['run', 'build']) !== 0) finish(1, 'the web build failed');
if (vitestStep('bundle-budget', ['--config', 'apps/web/build/vitest.config.ts']) !== 0) {
  finish(1, "the home page's first-load JavaScript is over its budget");
}

if (!fs.existsSync(CHROMIUM)) {
  const how = `Chromium is not installed at ${CHROMIUM}; install it with: apt-get install -y chromium`;
  if (ci) finish(1, `browser tests cannot run in CI: ${how}`);
  console.warn(`\n━━ e2e: SKIPPED the browser tests. ${how}`);
} else if (vitestStep('e2e', ['--config', 'e2e/vitest.config.ts']) !== 0) {
  finish(1, 'browser tests failed');
}

if (totals.passed + totals.failed === 0) finish(1, 'no test ran');
finish(totals.failed ? 1 : 0);
