import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const webIndex = path.join(root, 'apps/web/dist/index.html');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** With TEST_DATABASE_URL: a fresh PostgreSQL database for this run, dropped afterwards. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `lotus_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${log()}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000}s:\n${log()}`);
}

/** A real server (tsx apps/server/src/main.ts) started for the tests, with its own data and database. */
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
  const database = await createDatabase();

  let output = '';
  const log = () => output.split('\n').slice(-60).join('\n');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const child = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], {
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
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logFile.end();
    await database?.drop().catch((e: unknown) => console.warn(`[e2e] could not drop the test database: ${String(e)}`));
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, opsKey, dataDir, stop };
}
