#!/usr/bin/env node
// `npm start`: builds the web app and the game frames (apps/frames) when a build is missing or older than
// its sources, then runs the server (migrations, demo brand seed, ops key, site + API on PORT).
// SIGINT/SIGTERM go to the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
/** What the web build is made from: a change to any of these makes the build stale. */
const webSources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(root, 'packages/contracts/src'),
];

/** The newest modification time under `p` (a file or a folder), 0 when it does not exist. */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer folder
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || /\.test\.[cm]?[jt]sx?$/.test(entry)) continue; // tests are not built
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Why the build whose newest output is `built` needs making, or undefined when it is newer than `sources`. */
function buildReason(built, sources, dist) {
  if (!fs.existsSync(built)) return `${dist} is missing`;
  const at = fs.statSync(built).mtimeMs;
  const stale = sources.find((p) => newestMtime(p) > at);
  return stale ? `${path.relative(root, stale)} changed since the last build` : undefined;
}

/** Why the web app needs building, or undefined when dist is up to date. */
export function webBuildReason() {
  return buildReason(builtIndex, webSources, 'apps/web/dist');
}

const frames = path.join(root, 'apps/frames');
const builtFrames = path.join(frames, 'dist/.vite/manifest.json');
/** What the frames' build is made from (the house's rules and the contracts' formats are bundled in). */
const frameSources = [
  path.join(frames, 'src'),
  path.join(frames, 'vite.config.ts'),
  path.join(frames, 'entries.ts'),
  path.join(root, 'packages/house/src'),
  path.join(root, 'packages/contracts/src'),
  path.join(web, 'src/fonts.css'),
];

/** Runs `npm run build -w <workspace>` when `reason` says it is needed; exits when the build fails. */
function buildIf(reason, workspace, what, log) {
  if (!reason) return;
  console.log(`${log} building ${what} (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${log} the build of ${what} failed; fix it or run \`npm run build\` to see why`);
    process.exit(result.status ?? 1);
  }
}

/** Builds the game frames (apps/frames) when their build is missing or stale. */
export function buildFramesIfNeeded(log = '[start]') {
  buildIf(buildReason(builtFrames, frameSources, 'apps/frames/dist'), '@lotus/frames', 'the game frames', log);
}

function buildWebIfNeeded() {
  if (process.env.WEB_DIST) return; // the operator serves a build of their own
  if (!fs.existsSync(path.join(web, 'index.html'))) {
    console.warn('[start] apps/web/index.html not found: serving the API only');
    return;
  }
  buildIf(webBuildReason(), '@lotus/web', 'the web app', '[start]');
}

function runServer() {
  const tsx = path.join(root, 'node_modules/.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  const child = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      process.exitCode = signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1;
    } else {
      process.exitCode = code ?? 1;
    }
  });
  child.on('error', (error) => {
    console.error(`[start] cannot run ${tsx}: ${error.message} (did you run npm install?)`);
    process.exitCode = 1;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildFramesIfNeeded();
  buildWebIfNeeded();
  runServer();
}
