/** Helpers for raw SQL through Drizzle, the same on node-postgres and PGlite. */

export type SqlRow = Record<string, unknown>;

/** The rows of `tx.execute(sql…)`: both drivers answer an object with `rows`. */
export function rowsOf(result: unknown): SqlRow[] {
  return (result as { rows: SqlRow[] }).rows;
}

/** The PostgreSQL error (SQLSTATE code, constraint) inside a driver or Drizzle error, if any. */
export function pgError(error: unknown): { code: string; constraint?: string } | null {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    e = e.cause as typeof e;
  }
  return null;
}

/** Serialization failure or deadlock: the transaction may simply be run again. */
export const isRetryable = (error: unknown) => {
  const code = pgError(error)?.code;
  return code === '40001' || code === '40P01';
};

interface QueryClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: SqlRow[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: SqlRow[] }>;
}

/** Pools (and their connections) that must not use named prepared statements: PgBouncer in transaction mode. */
const unnamed = new WeakSet<object>();

/** Marks a node-postgres pool as behind PgBouncer in transaction mode: preparedRows sends its statements unnamed. */
export function withoutNamedStatements(pool: { on(event: 'connect', fn: (client: object) => void): unknown }): void {
  unnamed.add(pool);
  pool.on('connect', (client) => unnamed.add(client));
}

/**
 * Runs one parameterised statement on the connection behind a Drizzle database or transaction,
 * as a named prepared statement on node-postgres (parsed once per connection; unnamed behind PgBouncer in
 * transaction mode, withoutNamedStatements) and as a plain
 * parameterised query on PGlite. For hot paths only; everything else goes through Drizzle. Falls
 * back to `fallback` (the same statement through Drizzle) if the driver is not recognised.
 */
export async function preparedRows(
  tx: unknown,
  statement: { name: string; text: string; values: unknown[] },
  fallback: () => Promise<unknown>,
): Promise<SqlRow[]> {
  const client = (tx as { session?: { client?: unknown } }).session?.client as QueryClient | undefined;
  if (client && typeof client.query === 'function') {
    const isNodePg =
      typeof (client as { connect?: unknown }).connect === 'function' && 'connectionParameters' in (client as object);
    const isPool = typeof (client as { totalCount?: unknown }).totalCount === 'number';
    if (isNodePg || isPool) {
      if (unnamed.has(client)) return (await client.query(statement.text, statement.values)).rows;
      return (await client.query(statement)).rows;
    }
    if ('waitReady' in (client as object) || 'closed' in (client as object))
      return (await client.query(statement.text, statement.values)).rows;
  }
  return rowsOf(await fallback());
}
