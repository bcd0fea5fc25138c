// The process's Prometheus metrics that code deep in the modules counts (a bet, a ledger entry, a job run, a
// cache lookup): plain counters, bumped in memory on the hot path (no query, no await). The HTTP metrics and
// the gauges read from the app's context (the pool, the balance streams) are the app's own: plugins/metrics.ts.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * A background job's label is `job_name`: `job` is Prometheus's own label of a scrape target.
 *
 * Process-wide on purpose, not a field of the AppContext: Prometheus scrapes a process, and these counters are
 * counted where no context is at hand (the ledger's post, a cache). A test that builds several apps in one
 * process reads deltas.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'lotus_' });

/** Seamless-wallet callbacks of the game vendors by kind (bet, win, rollback) and outcome. */
const providerTransactions = new Counter({
  name: 'lotus_provider_transactions_total',
  help: 'Seamless-wallet callbacks answered, by kind (bet, win, rollback) and outcome (ok, refused, error).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processMetrics],
});

/** Ledger entries written (a replayed key is not counted again), by entry type: money movements. */
const ledgerEntries = new Counter({
  name: 'lotus_ledger_entries_total',
  help: 'Ledger entries posted (money movements), by entry type; a replayed idempotency key is not counted.',
  labelNames: ['type'] as const,
  registers: [processMetrics],
});

const jobRuns = new Counter({
  name: 'lotus_job_runs_total',
  help: 'Rounds of the background jobs, by job and outcome (ran, skipped: another process held the lock, failed).',
  labelNames: ['job_name', 'outcome'] as const,
  registers: [processMetrics],
});

const jobDuration = new Histogram({
  name: 'lotus_job_duration_seconds',
  help: 'How long a round of a background job took (rounds that ran or failed).',
  labelNames: ['job_name'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [processMetrics],
});

const jobItems = new Counter({
  name: 'lotus_job_items_total',
  help: 'Items the background jobs handled, by job.',
  labelNames: ['job_name'] as const,
  registers: [processMetrics],
});

/**
 * When this process last ran a round of each job to its end (ms since the epoch). A round skipped because another
 * process held the lock does not count: that process may be stuck in it, and then every process's lag grows.
 */
const jobLastRound = new Map<string, number>();

new Gauge({
  name: 'lotus_job_last_round_timestamp_seconds',
  help: 'When this process last ran a round of the job to its end (seconds since the epoch).',
  labelNames: ['job_name'] as const,
  registers: [processMetrics],
  collect() {
    this.reset();
    for (const [job, at] of jobLastRound) this.set({ job_name: job }, at / 1000);
  },
});

new Gauge({
  name: 'lotus_job_lag_seconds',
  help: 'Seconds since this process last ran a round of the job to its end; the least over the processes is the lag.',
  labelNames: ['job_name'] as const,
  registers: [processMetrics],
  collect() {
    this.reset();
    const now = Date.now();
    for (const [job, at] of jobLastRound) this.set({ job_name: job }, (now - at) / 1000);
  },
});

const cacheLookups = new Counter({
  name: 'lotus_cache_lookups_total',
  help: 'Lookups of the in-process caches, by cache and result (hit, miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [processMetrics],
});

type Outcome = 'ok' | 'refused' | 'error';

/** Counts one answered seamless-wallet callback. */
export function countProviderTransaction(kind: 'bet' | 'win' | 'rollback', outcome: Outcome): void {
  providerTransactions.labels(kind, outcome).inc();
}

/** Counts one ledger entry written. */
export function countLedgerEntry(type: string): void {
  ledgerEntries.labels(type).inc();
}

/** Records one round of a job: its outcome, duration and the items it handled. */
export function recordJobRound(job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number, items = 0): void {
  jobRuns.labels(job, outcome).inc();
  if (outcome !== 'skipped') jobDuration.labels(job).observe(seconds);
  if (items > 0) jobItems.labels(job).inc(items);
  if (outcome === 'ran') jobLastRound.set(job, Date.now());
}

/** The hit and miss counters of one named cache, bound once (a lookup costs one increment). */
export function cacheCounters(cache: string): { hit(): void; miss(): void } {
  const hits = cacheLookups.labels(cache, 'hit');
  const misses = cacheLookups.labels(cache, 'miss');
  return { hit: () => hits.inc(), miss: () => misses.inc() };
}
