import type { AppContext, Job } from '../../context';
import { recordJobRound } from '../../metrics/registry';

/**
 * A small job runner: each job runs every `intervalMs` in every server process, but under a
 * PostgreSQL advisory lock (pg_try_advisory_xact_lock in a transaction of its own), so one run happens at
 * a time across all processes; a process that finds the lock taken skips that round. PGlite serves
 * one process only, so no lock is needed there. Jobs must be safe to run again (they are: each works
 * on rows in a state and moves them on with conditional updates and idempotent ledger keys).
 */
export type { Job } from '../../context';

export interface JobRun {
  job: string;
  /** False when another process held the job's lock. */
  ran: boolean;
  processed: number;
}

interface PgPoolLike {
  connect(): Promise<{
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    release(): void;
  }>;
  totalCount: number;
}

function poolOf(ctx: AppContext): PgPoolLike | undefined {
  const client = (ctx.db as unknown as { $client?: unknown }).$client as Partial<PgPoolLike> | undefined;
  return client && typeof client.connect === 'function' && typeof client.totalCount === 'number'
    ? (client as PgPoolLike)
    : undefined;
}

/** A stable advisory-lock key per job name (namespace 7_230_000). */
export function jobLockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 99_991;
  return 7_230_000 + h;
}

/** Runs one round of a job if no other process is running it; /metrics counts the round (metrics/registry.ts). */
export async function runJobExclusive(ctx: AppContext, job: Job): Promise<JobRun> {
  const started = performance.now();
  try {
    const run = await runRound(ctx, job);
    recordJobRound(job.name, run.ran ? 'ran' : 'skipped', (performance.now() - started) / 1000, run.processed);
    return run;
  } catch (error) {
    recordJobRound(job.name, 'failed', (performance.now() - started) / 1000);
    throw error;
  }
}

async function runRound(ctx: AppContext, job: Job): Promise<JobRun> {
  const pool = poolOf(ctx);
  if (!pool) return { job: job.name, ran: true, processed: await job.run(ctx) };
  const conn = await pool.connect();
  const key = jobLockKey(job.name);
  let locked = false;
  try {
    // A transaction's lock, held open on this connection while the job runs on others: through PgBouncer in
    // transaction mode a session's lock could be taken on one server connection and left behind there.
    await conn.query('begin');
    const { rows } = await conn.query('select pg_try_advisory_xact_lock($1) as ok', [key]);
    locked = rows[0]?.ok === true;
    if (!locked) return { job: job.name, ran: false, processed: 0 };
    return { job: job.name, ran: true, processed: await job.run(ctx) };
  } finally {
    await conn.query('commit').catch(() => undefined);
    conn.release();
  }
}

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Starts the loop: every job, one after the other, then a pause of `intervalMs`. Failures are logged
 * and the loop goes on. `stop()` waits for the round in progress.
 */
export function startJobRunner(
  ctx: AppContext,
  jobs: Job[],
  options: { intervalMs: number; log?: (msg: string, err?: unknown) => void },
): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const log = options.log ?? (() => undefined);
  const round = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await runJobExclusive(ctx, job);
      } catch (error) {
        log(`job ${job.name} failed`, error);
      }
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round().finally(schedule);
    }, options.intervalMs);
    timer.unref?.();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
