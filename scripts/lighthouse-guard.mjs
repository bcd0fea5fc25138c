#!/usr/bin/env node
// The Lighthouse guard of `npm test` (issue 37), run after the web build: Lighthouse's mobile preset,
// 3 runs each on /index signed out and signed in, against the real server serving apps/web/dist.
// It fails when a page's median is past the lenient limits of bench/web.ts (GUARD: TBT ≤ 2,000 ms,
// performance ≥ 60), so that a feature that blocks the main thread at start fails CI instead of reaching
// players; it prints the figures either way. Without Chromium it skips with a message, except in CI,
// where that is a failure. `npm run bench -- web --guard` is the same check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';

if (!fs.existsSync(CHROMIUM)) {
  const how = `Chromium is not installed at ${CHROMIUM}; install it with: apt-get install -y chromium`;
  if (ci) {
    console.error(`Lighthouse guard cannot run in CI: ${how}`);
    process.exit(1);
  }
  console.warn(`Lighthouse guard SKIPPED: ${how}`);
  process.exit(0);
}

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const result = spawnSync(process.execPath, [tsx, path.join(root, 'bench/web.ts'), '--guard', '--runs', '3'], {
  cwd: root,
  stdio: 'inherit',
});
if (result.error) console.error(`cannot run the Lighthouse guard: ${result.error.message}`);
process.exit(result.status ?? 1);
