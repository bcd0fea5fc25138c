// PgBouncer in transaction mode between the server processes and PostgreSQL (docs/DEPLOY.md, "PgBouncer"): every
// process keeps its pool (DATABASE_POOL_SIZE) of client connections to PgBouncer, which lends a server connection
// for one transaction at a time, so hundreds of processes share `default_pool_size` connections of PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { listens } from './process';

/** Debian's pgbouncer (`apt-get install -y pgbouncer`), or the one on the PATH; undefined when there is none. */
export function pgbouncerBinary(): string | undefined {
  for (const bin of ['pgbouncer', '/usr/sbin/pgbouncer']) if (spawnSync(bin, ['--version']).status === 0) return bin;
  return undefined;
}

export interface PgBouncerSite {
  /** The PostgreSQL server (postgres://user[:password]@host:port/any): every database of it is reachable. */
  databaseUrl: string;
  /** Where PgBouncer listens (127.0.0.1). */
  port: number;
  /** A directory of PgBouncer's own: configuration, user list, log (its parents must let PgBouncer's user in). */
  dir: string;
  /** Server connections to PostgreSQL per database and user (default 20). */
  poolSize?: number;
  /** Client connections PgBouncer accepts (default 2,000: processes × DATABASE_POOL_SIZE, with room). */
  maxClientConnections?: number;
}

/**
 * The configuration. What matters:
 * - `pool_mode = transaction`: a server connection serves one transaction, then the next client's. Lotus keeps
 *   no session state across transactions: its hot statements are sent unnamed behind PgBouncer (`pgbouncer=true`
 *   in DATABASE_URL, db/client.ts), its locks are transaction locks (jobs, migrations), and the ledger's shard
 *   slot (a session setting) is only a hint of which shard a connection books on;
 * - `default_pool_size`: the PostgreSQL connections, sized to PostgreSQL's cores (docs/DEPLOY.md), not to the
 *   processes; `max_client_conn` holds every process's pool;
 * - `ignore_startup_parameters`: parameters node-postgres may send that PgBouncer would otherwise refuse.
 */
export function pgbouncerConfig(site: PgBouncerSite): { ini: string; users: string } {
  const u = new URL(site.databaseUrl);
  const user = decodeURIComponent(u.username || 'postgres');
  const password = decodeURIComponent(u.password);
  const ini = `[databases]
* = host=${u.hostname} port=${u.port || '5432'}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${site.port}
unix_socket_dir =
auth_type = ${password ? 'scram-sha-256' : 'trust'}
auth_file = ${path.join(site.dir, 'userlist.txt')}
pool_mode = transaction
default_pool_size = ${site.poolSize ?? 20}
max_client_conn = ${site.maxClientConnections ?? 2_000}
ignore_startup_parameters = extra_float_digits,options,application_name
server_reset_query =
log_connections = 0
log_disconnections = 0
logfile = ${path.join(site.dir, 'pgbouncer.log')}
pidfile = ${path.join(site.dir, 'pgbouncer.pid')}
`;
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return { ini, users: `${quote(user)} ${quote(password)}\n` };
}

export interface PgBouncer {
  /** DATABASE_URL for the processes: `database` through PgBouncer, marked `pgbouncer=true`. */
  urlFor(databaseUrl: string): string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts PgBouncer in the foreground (as the `postgres` user when run as root: it refuses root). */
export async function startPgBouncer(site: PgBouncerSite, onOutput: (s: string) => void): Promise<PgBouncer> {
  const bin = pgbouncerBinary();
  if (!bin) throw new Error('pgbouncer is not installed (apt-get install -y pgbouncer)');
  fs.mkdirSync(site.dir, { recursive: true });
  const { ini, users } = pgbouncerConfig(site);
  const iniPath = path.join(site.dir, 'pgbouncer.ini');
  fs.writeFileSync(iniPath, ini, { mode: 0o644 });
  fs.writeFileSync(path.join(site.dir, 'userlist.txt'), users, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  // Run as root, PgBouncer becomes the postgres user, which must read the configuration and write its log beside it.
  if (asRoot) fs.chmodSync(site.dir, 0o777);
  const child = spawn(bin, [...(asRoot ? ['-u', 'postgres'] : []), iniPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const s of [child.stdout!, child.stderr!]) s.on('data', (c: Buffer) => onOutput(c.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await listens(site.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.existsSync(path.join(site.dir, 'pgbouncer.log'))
        ? fs.readFileSync(path.join(site.dir, 'pgbouncer.log'), 'utf8')
        : '';
      throw new Error(`pgbouncer did not start (exit ${child.exitCode}):\n${log.slice(-2_000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    urlFor(databaseUrl) {
      const u = new URL(databaseUrl);
      u.hostname = '127.0.0.1';
      u.port = String(site.port);
      u.searchParams.set('pgbouncer', 'true');
      return u.toString();
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await done;
      clearTimeout(timer);
    },
  };
}
