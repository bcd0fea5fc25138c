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
