import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort, freshDatabase, isRunning, waitForHealth } from '../../deploy/process';
import { replaceDemoOwnerPassword } from './console';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const webIndex = path.join(root, 'apps/web/dist/index.html');

/** A real server (node --import tsx apps/server/src/main.ts) started for the tests, with its own data and database. */
export interface TestServer {
  baseUrl: string;
  opsKey: string;
  /** Its DATA_DIR (server.log and the outbox are there). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh DATA_DIR (and a fresh PostgreSQL database with
 * TEST_DATABASE_URL); `env` adds settings (e.g. TEST_CLOCK for a spec that lives the next day).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-e2e-'));
  const port = await freePort();
  const opsKey = `e2e-${crypto.randomBytes(16).toString('hex')}`;
  const baseUrl = `http://127.0.0.1:${port}`;
  // With TEST_DATABASE_URL: a fresh PostgreSQL database for this server, dropped afterwards.
  const base = process.env.TEST_DATABASE_URL;
  const database = base ? await freshDatabase(base, 'lotus_e2e') : undefined;

  let output = '';
  const log = () => output.split('\n').slice(-60).join('\n');
  // Node with tsx's loader (not the tsx command, whose child would outlive a SIGKILL of the wrapper).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_KEY: opsKey,
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
      WEB_DIST: path.dirname(webIndex),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every browser of the suite comes from 127.0.0.1: one visitor as far as the limit knows.
      RATE_LIMIT_PER_MINUTE: '20000',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = fs.createWriteStream(path.join(dataDir, 'server.log'));
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-100_000);
      logFile.write(chunk);
      if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
    });
  }

  const stop = async () => {
    if (isRunning(child)) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    logFile.end();
    await database?.drop().catch((e: unknown) => console.warn(`[e2e] could not drop the test database: ${String(e)}`));
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, log);
    // The demo owner's first sign-in replaces the README's password before the console opens (issue 33).
    await replaceDemoOwnerPassword(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, opsKey, dataDir, stop };
}
