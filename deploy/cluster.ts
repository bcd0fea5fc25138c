// The runnable example of docs/DEPLOY.md: N Lotus server processes on one PostgreSQL (through PgBouncer in
// transaction mode when it is installed; PGBOUNCER=0 goes direct) and one Redis behind nginx. `npm run cluster` (DATABASE_URL and REDIS_URL required; PORT, PROCESSES, DATA_DIR optional);
// the scale test (deploy/test/scale.test.ts) starts it the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxBinary, writeNginxConfig } from './nginx';
import { pgbouncerBinary, startPgBouncer, type PgBouncer } from './pgbouncer';
import { exited, freePort, isRunning, waitForHealth } from './process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Server processes (default 3). */
  processes?: number;
  /** nginx's port (default: a free one). */
  port?: number;
  /** Shared by every process: generated keys, uploads, the e-mail and SMS outbox (default: a new temp dir). */
  dataDir?: string;
  /** More settings for every process (e.g. RATE_LIMIT_PER_MINUTE). */
  env?: Record<string, string>;
  /**
   * PgBouncer in transaction mode between the processes and PostgreSQL (deploy/pgbouncer.ts); default: when it is
   * installed. Its server connections: `pgbouncerPoolSize` (default 20).
   */
  pgbouncer?: boolean;
  pgbouncerPoolSize?: number;
}

export interface ClusterProcess {
  name: string;
  /** The process itself, bypassing nginx (http://127.0.0.1:<port>). */
  url: string;
  alive(): boolean;
  /** Sends the signal and waits for the exit (SIGKILL: a crash, nothing finished). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx in front of the processes. */
  url: string;
  opsKey: string;
  dataDir: string;
  /** Whether the processes reach PostgreSQL through PgBouncer. */
  pgbouncer: boolean;
  processes: ClusterProcess[];
  /** The last lines every process and nginx printed. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * The site's secrets a production process must be given (CODE_HMAC_SECRET, SITE_RSA_PRIVATE_KEY, METRICS_TOKEN):
 * those of `env`, else new ones (one set for all the processes of a cluster).
 */
export function productionKeys(env: NodeJS.ProcessEnv): {
  CODE_HMAC_SECRET: string;
  SITE_RSA_PRIVATE_KEY: string;
  METRICS_TOKEN: string;
} {
  return {
    CODE_HMAC_SECRET: env.CODE_HMAC_SECRET || crypto.randomBytes(32).toString('base64url'),
    METRICS_TOKEN: env.METRICS_TOKEN || crypto.randomBytes(24).toString('base64url'),
    SITE_RSA_PRIVATE_KEY:
      env.SITE_RSA_PRIVATE_KEY ||
      crypto.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      }).privateKey,
  };
}

/**
 * Starts the processes (the first alone: it migrates and seeds an empty database, and writes the keys the
 * others then read from the shared DATA_DIR), then nginx in front of them.
 */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const count = o.processes ?? 3;
  const dataDir = o.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-cluster-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const opsKey = o.env?.OPS_KEY ?? `cluster-${crypto.randomBytes(16).toString('hex')}`;
  // The processes run with NODE_ENV=production, which refuses generated keys (docs/DEPLOY.md, "Production
  // checklist"): every process gets the same ones from the environment, made here unless the caller's are set.
  const keys = productionKeys({ ...process.env, ...o.env });
  let output = '';
  const log = () => output.split('\n').slice(-80).join('\n');
  const children: ChildProcess[] = [];
  // Node itself with tsx's loader, not the tsx command: the command runs the server as a child of its own,
  // so a SIGKILL (the scale test's crash) would stop only the wrapper and leave the server serving.
  const loader = ['--import', 'tsx'];
  let bouncer: PgBouncer | undefined;
  let databaseUrl = o.databaseUrl;
  let stopWatching: (() => void) | undefined;

  const startProcess = async (i: number): Promise<ClusterProcess> => {
    const port = await freePort();
    const name = `lotus-${i + 1}`;
    const child = spawn(process.execPath, [...loader, path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ...keys,
        ...o.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: o.redisUrl,
        OPS_KEY: opsKey,
        NODE_ENV: o.env?.NODE_ENV ?? 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    for (const s of [child.stdout!, child.stderr!]) {
      s.on('data', (c: Buffer) => {
        output = (output + c.toString().replace(/^/gm, `[${name}] `)).slice(-200_000);
      });
    }
    const alive = () => isRunning(child);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child, log);
    return {
      name,
      url,
      alive,
      async kill(signal = 'SIGTERM') {
        if (alive()) child.kill(signal);
        await exited(child);
      },
    };
  };

  const stopAll = async () => {
    stopWatching?.();
    await Promise.all(
      children.map(async (c) => {
        if (isRunning(c)) c.kill('SIGTERM');
        const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
        await exited(c);
        clearTimeout(timer);
      }),
    );
    await bouncer?.stop();
  };

  try {
    if (o.pgbouncer ?? pgbouncerBinary() !== undefined) {
      // Its own directory under the system's temporary one, which PgBouncer's user (postgres, when run as root) can reach.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-pgbouncer-'));
      bouncer = await startPgBouncer(
        { databaseUrl: o.databaseUrl, port: await freePort(), dir, poolSize: o.pgbouncerPoolSize },
        (s) => (output = (output + s.replace(/^/gm, '[pgbouncer] ')).slice(-200_000)),
      );
      databaseUrl = bouncer.urlFor(o.databaseUrl);
    }
    const first = await startProcess(0);
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => startProcess(i + 1)));
    const processes = [first, ...rest];
    const port = o.port ?? (await freePort());
    const nginxDir = path.join(dataDir, 'nginx');
    const site = { listen: `127.0.0.1:${port}`, upstreams: processes.map((p) => new URL(p.url).host), dir: nginxDir };
    const conf = writeNginxConfig(site);
    const bin = nginxBinary();
    if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx-light)');
    const nginx = spawn(bin, ['-p', nginxDir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(nginx);
    for (const s of [nginx.stdout!, nginx.stderr!]) s.on('data', (c: Buffer) => (output += `[nginx] ${c.toString()}`));
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, nginx, log, 30_000);
    // nginx sends players only to ready processes: a process whose readiness fails is written `down` and nginx
    // reloads (SIGHUP); when none is ready, none is down and the processes answer their own 503.
    stopWatching = watchReadiness(processes, (down, line, reload) => {
      writeNginxConfig({ ...site, down: down.map((p) => new URL(p.url).host) });
      if (reload && isRunning(nginx)) nginx.kill('SIGHUP');
      output = (output + `[cluster] ${line}\n`).slice(-200_000);
    });
    return { url, opsKey, dataDir, pgbouncer: bouncer !== undefined, processes, log, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}

/**
 * Polls every process's GET /healthz/ready each second (2 s timeout) and calls `onChange` with those to take
 * out of the balancer whenever that set changes: the processes that are not ready, unless none is (then none,
 * so the balancer still reaches a process that answers 503 service_unavailable with Retry-After). `reload` is
 * false when only processes that do not answer at all came or went: nginx already steps over those itself
 * (proxy_next_upstream error), and a reload at the moment of a crash would close the clients' idle keep-alive
 * connections under requests they are sending. Answers the function that stops it.
 */
export function watchReadiness(
  processes: ClusterProcess[],
  onChange: (down: ClusterProcess[], line: string, reload: boolean) => void,
  everyMs = 1000,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current = '';
  let currentAnswering = '';
  const round = async () => {
    // true: ready; false: answers, not ready; undefined: does not answer.
    const ready = await Promise.all(
      processes.map(async (p) => {
        try {
          return (await fetch(`${p.url}/healthz/ready`, { signal: AbortSignal.timeout(2_000) })).ok;
        } catch {
          return undefined;
        }
      }),
    );
    const down = ready.some(Boolean) ? processes.filter((_, i) => !ready[i]) : [];
    const key = down.map((p) => p.name).join(',');
    const answeringKey = down
      .filter((p) => ready[processes.indexOf(p)] === false)
      .map((p) => p.name)
      .join(',');
    if (key !== current && !stopped) {
      current = key;
      const reload = answeringKey !== currentAnswering;
      currentAnswering = answeringKey;
      const line = down.length
        ? `out of the balancer (not ready): ${key}`
        : `every process in the balancer${ready.some(Boolean) ? '' : ' (none is ready: each answers 503 itself)'}`;
      onChange(down, line, reload);
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void round().finally(next), everyMs);
    timer.unref();
  };
  next();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    console.error('npm run cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL: see docs/DEPLOY.md');
    process.exit(2);
  }
  const cluster = await startCluster({
    databaseUrl,
    redisUrl,
    processes: Number(process.env.PROCESSES ?? 3),
    port: Number(process.env.PORT ?? 8080),
    dataDir: path.resolve(process.env.DATA_DIR ?? 'data-cluster'),
    env: process.env.OPS_KEY ? { OPS_KEY: process.env.OPS_KEY } : {},
    ...(process.env.PGBOUNCER ? { pgbouncer: process.env.PGBOUNCER !== '0' } : {}),
  });
  console.log(
    `Lotus: ${cluster.processes.length} processes behind nginx at ${cluster.url}` +
      (cluster.pgbouncer ? ', on PostgreSQL through PgBouncer (transaction mode)' : ''),
  );
  for (const p of cluster.processes) console.log(`  ${p.name} ${p.url}`);
  console.log(`  operator key: ${cluster.opsKey} (DATA_DIR ${cluster.dataDir})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cluster.stop().then(() => process.exit(0)));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
