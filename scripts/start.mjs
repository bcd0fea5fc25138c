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

/** Why the web app needs building, or undefined when dist is up to date. */
export function webBuildReason() {
  if (!fs.existsSync(builtIndex)) return 'apps/web/dist is missing';
  const built = fs.statSync(builtIndex).mtimeMs;
  const stale = webSources.find((p) => newestMtime(p) > built);
  return stale ? `${path.relative(root, stale)} changed since the last build` : undefined;
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

/** Why the game frames need building, or undefined when apps/frames/dist is up to date. */
export function framesBuildReason() {
  if (!fs.existsSync(builtFrames)) return 'apps/frames/dist is missing';
  const built = fs.statSync(builtFrames).mtimeMs;
  const stale = frameSources.find((p) => newestMtime(p) > built);
  return stale ? `${path.relative(root, stale)} changed since the last build` : undefined;
}

/** Builds the game frames when they are missing or stale; exits when the build fails. */
export function buildFramesIfNeeded(log = '[start]') {
  const reason = framesBuildReason();
  if (!reason) return;
  console.log(`${log} building the game frames (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@lotus/frames'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${log} the frames build failed; fix it or run \`npm run build\` to see why`);
    process.exit(result.status ?? 1);
  }
}

function buildWebIfNeeded() {
  if (process.env.WEB_DIST) return; // the operator serves a build of their own
  if (!fs.existsSync(path.join(web, 'index.html'))) {
    console.warn('[start] apps/web/index.html not found: serving the API only');
    return;
  }
  const reason = webBuildReason();
  if (!reason) return;
  console.log(`[start] building the web app (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@lotus/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[start] the web build failed; fix it or run `npm run build` to see why');
    process.exit(result.status ?? 1);
  }
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
