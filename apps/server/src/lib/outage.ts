/** The services a Lotus process cannot do without (PostgreSQL) or works around (Redis). */
export type Dependency = 'postgres' | 'redis';

/** Errors of the network below a driver: the server is not there (any more). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of an outage, not of a request: the connection classes (08…), the server shutting
 * down or starting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), too many
 * connections (53300), and a write that reached a standby during a switch-over (25006 read_only_sql_transaction).
 */
const PG_OUTAGE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

/** node-postgres's own words for a connection that broke or never came (it gives them no code). */
const PG_OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /^the database server is a standby/,
];

/** ioredis's words for a command that could not be sent (the offline queue is off: docs/DEPLOY.md). */
const REDIS_OUTAGE_MESSAGES = [
  /^Stream isn't writeable/,
  /^Connection is closed/,
  /^Reached the max retries per request/,
];

/**
 * Which dependency `error` says is unreachable, or undefined when it is any other failure. Wrapped errors
 * (Drizzle's `DrizzleQueryError`, pg-pool's timeout) are followed through `cause`. An HTTP client's own
 * failure (`fetch failed`, a vendor's) is not an outage of ours and stops the search.
 */
export function outageOf(error: unknown): Dependency | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === 'object'; depth++) {
    const err = e as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown; errors?: unknown };
    const name = typeof err.name === 'string' ? err.name : '';
    const message = typeof err.message === 'string' ? err.message : '';
    const code = typeof err.code === 'string' ? err.code : '';
    if (name === 'TypeError' && message === 'fetch failed') return undefined;
    if (name === 'MaxRetriesPerRequestError' || REDIS_OUTAGE_MESSAGES.some((re) => re.test(message))) return 'redis';
    if (PG_OUTAGE_STATES.has(code) || code.startsWith('08')) return 'postgres';
    if (NETWORK_CODES.has(code)) return 'postgres';
    if (PG_OUTAGE_MESSAGES.some((re) => re.test(message))) return 'postgres';
    // Node's connection attempts to every address of a name end in one AggregateError.
    if (Array.isArray(err.errors)) {
      const inner = err.errors.map(outageOf).find(Boolean);
      if (inner) return inner;
    }
    e = err.cause;
  }
  return undefined;
}
