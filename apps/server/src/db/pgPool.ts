import pg from 'pg';

/**
 * How long a request waits for a connection (a new one, or a free one of a full pool) before it fails with an
 * outage (503): a host that does not answer at all. A refused connection fails at once; a busy pool under
 * normal load lends one in milliseconds, and 10 s stays under the web's own 20 s timeout.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

interface Host {
  host: string;
  port: number;
}

/** The SQLSTATE a connection to a standby is refused with (read_only_sql_transaction): an outage (lib/outage.ts). */
const STANDBY = '25006';

/**
 * A connection string with a host list, as libpq writes it:
 * `postgres://user:pw@db1:5432,db2:5432/lotus?target_session_attrs=read-write`. Answers the hosts, a
 * function that writes the one-host string node-postgres understands, and whether only a writable
 * primary will do; undefined for a one-host string without `target_session_attrs` (the pool is plain).
 */
export function parseHostList(
  url: string,
): { hosts: Host[]; urlFor(host: Host): string; readWrite: boolean } | undefined {
  const m = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/.exec(url);
  if (!m) return undefined;
  const [, scheme, userInfo = '', hostList = '', rest = ''] = m;
  const queryAt = rest.indexOf('?');
  const params = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : '');
  const attrs = params.get('target_session_attrs');
  params.delete('target_session_attrs');
  if (!hostList.includes(',') && !attrs) return undefined;
  const hosts = hostList.split(',').map((h): Host => {
    const at = h.lastIndexOf(':');
    const bracketed = h.endsWith(']');
    if (at < 0 || bracketed) return { host: h, port: 5432 };
    return { host: h.slice(0, at), port: Number(h.slice(at + 1)) || 5432 };
  });
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const query = params.toString();
  return {
    hosts,
    readWrite: attrs === 'read-write' || attrs === 'primary',
    urlFor: (h) => `${scheme}${userInfo}${h.host}:${h.port}${path}${query ? `?${query}` : ''}`,
  };
}

/**
 * Removes the query parameter `name` from a connection string and answers its value; works on host lists
 * (`postgres://u@h1:5432,h2:5432/db?…`), which `new URL` refuses.
 */
export function takeUrlParam(url: string, name: string): { url: string; value: string | null } {
  const at = url.indexOf('?');
  if (at < 0) return { url, value: null };
  const params = new URLSearchParams(url.slice(at + 1));
  const value = params.get(name);
  if (value === null) return { url, value };
  params.delete(name);
  const query = params.toString();
  return { url: `${url.slice(0, at)}${query ? `?${query}` : ''}`, value };
}

/** A failure that says "this host is not the one": not there, shutting down, or a standby. */
function hostFailed(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, d = 0; e && d < 4; d++) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'ETIMEDOUT'].includes(code))
      return true;
    if (code === STANDBY || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (/^Connection terminated/.test(message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * The PostgreSQL pool of a process. With a host list or `target_session_attrs=read-write` (which node-postgres
 * does not implement), it is a pool that finds the primary itself: each new connection goes to the host that
 * last worked; one that is refused or turns out to be a standby (`pg_is_in_recovery()`) moves the pool to the
 * next host and the request tries it at once, so after a switch-over (a standby promoted, the old primary
 * gone) the process writes to the new primary without a restart. Connections to the old primary die with it
 * (the pool drops them); decision and steps: docs/DEPLOY.md "PostgreSQL switch-over".
 */
export function createPgPool(url: string, max: number): pg.Pool {
  const common = { max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true };
  const list = parseHostList(url);
  if (!list) return guarded(new pg.Pool({ connectionString: url, ...common }));
  const { hosts, urlFor, readWrite } = list;
  /** The host new connections go to; moved on by a failure seen on a connection made to it. */
  let current = 0;
  const moveOn = (from: number) => {
    if (current === from) current = (from + 1) % hosts.length;
  };

  class HostClient extends pg.Client {
    readonly hostIndex: number;
    constructor(config: pg.ClientConfig) {
      const index = current;
      super({ ...config, connectionString: urlFor(hosts[index]!) });
      this.hostIndex = index;
    }
  }

  class FailoverPool extends pg.Pool {
    /** Tries each host at most once for this checkout before the failure reaches the caller. */
    private async checkout(): Promise<pg.PoolClient> {
      let last: unknown;
      for (let tries = 0; tries < hosts.length; tries++) {
        const from = current;
        try {
          return await super.connect();
        } catch (error) {
          last = error;
          if (!hostFailed(error)) throw error;
          moveOn(from);
        }
      }
      throw last;
    }

    // pg.Pool's own `query` calls `connect(callback)`; Drizzle calls `connect()` for transactions.
    override connect(): Promise<pg.PoolClient>;
    override connect(
      callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
    ): void;
    override connect(
      callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
    ): Promise<pg.PoolClient> | void {
      const p = this.checkout();
      if (!callback) return p;
      p.then(
        (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error | undefined)),
        (error: Error) => callback(error, undefined, () => undefined),
      );
    }
  }

  const options = {
    ...common,
    Client: HostClient,
    // pg-pool runs this on every new connection before handing it out; a standby is closed and refused.
    onConnect: readWrite
      ? async (client: pg.Client) => {
          const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
          if (rows[0]?.standby) {
            throw Object.assign(new Error('the database server is a standby (target_session_attrs=read-write)'), {
              code: STANDBY,
            });
          }
        }
      : undefined,
  };
  return guarded(new FailoverPool(options as unknown as pg.PoolConfig));
}

/**
 * pg-pool listens for a connection's errors only while it is idle: a connection that breaks while checked out
 * between two queries (a job holding its advisory lock, a transaction waiting on other work) emits an `error`
 * nobody hears, and the process dies (seen when PostgreSQL stopped under load). Every connection gets a
 * listener of its own; the broken connection's next query fails ("not queryable"), which is an outage
 * (lib/outage.ts), and the pool drops it when it is released.
 */
function guarded(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => void client.on('error', () => undefined));
  return pool;
}
