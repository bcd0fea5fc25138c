#!/usr/bin/env node
// `npm run dev`: the API server under `tsx watch` (PORT, default 8080) and the Vite dev server on 5173
// with hot reload, proxying the API paths to the server; the game frames (apps/frames) are built first
// and rebuilt by `vite build --watch` as their sources change (the server serves their dist). Ctrl-C
// stops all three.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFramesIfNeeded } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const apiPort = Number(process.env.PORT || 8080);
const webPort = Number(process.env.WEB_PORT || 5173);
const apiTarget = `http://127.0.0.1:${apiPort}`;
process.env.LOTUS_API = apiTarget; // read by apps/web/vite.config.ts

// The frame pages the server serves: built now, then rebuilt on change (Vite itself, not through npm, so
// that stopping it stops the watcher).
buildFramesIfNeeded('[dev]');
const framesDir = path.join(root, 'apps/frames');
const framesVite = path.join(
  path.dirname(createRequire(path.join(framesDir, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
const framesWatch = spawn(process.execPath, [framesVite, 'build', '--watch', '--logLevel', 'warn'], {
  cwd: framesDir,
  stdio: 'inherit',
});

const tsx = path.join(root, 'node_modules/.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
const server = spawn(tsx, ['watch', '--clear-screen=false', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort) },
});

let vite;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  if (framesWatch.exitCode === null && framesWatch.signalCode === null) framesWatch.kill('SIGTERM');
  await vite?.close().catch(() => {});
  process.exit(code);
}
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`[dev] the server exited (${code}); stopping`);
    void stop(code || 1);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  // Vite is a dependency of apps/web; load it from there and merge our settings over its vite.config.ts.
  const require = createRequire(path.join(web, 'package.json'));
  const { createServer } = await import(pathToFileURL(require.resolve('vite')).href);
  const proxied = { target: apiTarget, changeOrigin: false };
  const configFile = path.join(web, 'vite.config.ts');
  vite = await createServer({
    root: web,
    configFile: fs.existsSync(configFile) ? configFile : false,
    server: {
      port: webPort,
      strictPort: true,
      proxy: { '/wps': proxied, '/lgw': proxied, '/lotto': proxied, '/ops': proxied, '/healthz': proxied },
    },
  });
  await vite.listen();
  console.log(`[dev] web on http://localhost:${webPort} (hot reload), API on ${apiTarget}`);
  vite.printUrls();
} catch (error) {
  console.error(`[dev] the Vite dev server did not start: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
