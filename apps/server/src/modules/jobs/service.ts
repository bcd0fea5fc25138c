import type { JobName } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { runJobExclusive, startJobRunner, type JobRun, type JobRunner } from './runner';

export { jobLockKey, runJobExclusive, startJobRunner, type Job, type JobRun, type JobRunner } from './runner';

/**
 * The jobs (docs/API.md "Money", Jobs) are the modules': each lists its own in its descriptor
 * (modules/<m>/index.ts), and createAppContext collects them into `ctx.jobs`. server.ts starts them; tests
 * call the job functions (or runMoneyJob) directly.
 */
export function runMoneyJob(ctx: AppContext, name: JobName): Promise<JobRun> {
  const job = ctx.jobs.get(name);
  if (!job) throw new AppError('validation_failed', `Unknown job ${name}`, 'job');
  return runJobExclusive(ctx, job);
}

/** Starts every module's jobs every JOBS_INTERVAL_MS unless JOBS_ENABLED is false. */
export function startMoneyJobs(ctx: AppContext, log?: (msg: string, err?: unknown) => void): JobRunner | undefined {
  if (!ctx.config.money.jobsEnabled) return undefined;
  return startJobRunner(ctx, [...ctx.jobs.values()], { intervalMs: ctx.config.money.jobsIntervalMs, log });
}
