import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listens } from '../../../deploy/process';

/**
 * PostgreSQL and Redis instances of a test's own (faults.outage.test.ts): in a temp directory, on free ports,
 * started and stopped by the test. PostgreSQL refuses to run as root, so as root its commands run as the
 * `postgres` user (runuser) in a directory it owns.
 */

/** `PG_BIN`, else Debian's newest installed PostgreSQL (15 on the development machine). */
export const PG_BIN =
  process.env.PG_BIN ??
  ['17', '16', '15', '14']
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find((d) => fs.existsSync(path.join(d, 'initdb'))) ??
  '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((p) => fs.existsSync(p));
const isRoot = process.getuid?.() === 0;

/** What the fault test needs on the machine, or why it cannot run. */
export function faultTestMissing(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup']) {
    if (!fs.existsSync(path.join(PG_BIN, tool))) return `${path.join(PG_BIN, tool)} is not installed`;
  }
  if (!REDIS_SERVER) return 'redis-server is not installed';
  if (isRoot && !RUNUSER) return 'runuser is needed to run PostgreSQL as a non-root user';
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'there is no postgres user to run PostgreSQL as';
  return undefined;
}

/** Runs a PostgreSQL tool (as `postgres` when we are root); throws with its output when it fails. */
function pgTool(tool: string, args: string[]): string {
  const cmd = path.join(PG_BIN, tool);
  const r = isRoot
    ? spawnSync(RUNUSER!, ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${r.status}): ${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** A temp directory PostgreSQL may write (owned by `postgres` when we are root). */
export function makeWorkDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  return dir;
}

export class PgInstance {
  constructor(
    readonly dir: string,
    readonly port: number,
    readonly socketDir: string,
  ) {}

  get log() {
    return `${this.dir}.log`;
  }

  /** A new primary: trust authentication, replication allowed from 127.0.0.1, fsync off (a test). */
  static create(workDir: string, name: string, port: number): PgInstance {
    const dir = path.join(workDir, name);
    pgTool('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const pg = new PgInstance(dir, port, workDir);
    pg.configure([
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${workDir}'`,
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      'fsync = off',
      'full_page_writes = off',
      'max_connections = 100',
    ]);
    return pg;
  }

  /** A streaming replica of `primary` (pg_basebackup -R), to be started on its own port. */
  static replicaOf(primary: PgInstance, workDir: string, name: string, port: number): PgInstance {
    const dir = path.join(workDir, name);
    pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
      // An immediate checkpoint: the default (spread) waits up to minutes for the next one.
      '--checkpoint=fast',
    ]);
    const pg = new PgInstance(dir, port, workDir);
    pg.configure([`port = ${port}`, "synchronous_standby_names = ''"]);
    return pg;
  }

  configure(lines: string[]) {
    const file = path.join(this.dir, 'postgresql.conf');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${text}\n# faults test\n${lines.join('\n')}\n`);
  }

  start() {
    pgTool('pg_ctl', ['-D', this.dir, '-l', this.log, '-w', '-t', '60', 'start']);
  }

  /** `immediate`: a crash as PostgreSQL sees it (no checkpoint); `fast`: a clean stop (the standby gets all WAL). */
  stop(mode: 'immediate' | 'fast') {
    pgTool('pg_ctl', ['-D', this.dir, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  stopQuietly() {
    try {
      this.stop('immediate');
    } catch {
      // not running
    }
  }

  promote() {
    pgTool('pg_ctl', ['-D', this.dir, '-w', '-t', '60', 'promote']);
  }

  reload() {
    pgTool('pg_ctl', ['-D', this.dir, 'reload']);
  }
}

export class RedisInstance {
  private child: ChildProcess | undefined;
  constructor(
    readonly port: number,
    readonly dir: string,
  ) {}

  async start() {
    const out = fs.openSync(path.join(this.dir, 'redis.log'), 'a');
    this.child = spawn(
      REDIS_SERVER!,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir],
      { stdio: ['ignore', out, out] },
    );
    fs.closeSync(out);
    const deadline = Date.now() + 10_000;
    while (!(await listens(this.port))) {
      if (this.child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop() {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
