import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createPgPool, takeUrlParam } from './pgPool';
import * as schema from './schema/index';
import { withoutNamedStatements } from './sqlResult';

export type Schema = typeof schema;
/** The database handle every repository takes: the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; one migrations folder for PGlite and PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Calls `fn` with the error of a pooled connection that broke while idle (PostgreSQL went away). */
  onConnectionError(fn: (error: Error) => void): void;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
/** Serialises migrations of several server processes starting at once. */
const MIGRATION_LOCK_ID = 7_220_001;

/** `poolSize`: connections of the PostgreSQL pool (default 10). */
export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // `pgbouncer=true` in the URL: the server is PgBouncer in transaction mode (docs/DEPLOY.md), where a named
    // prepared statement made on one server connection is unknown on the next: hot paths send theirs unnamed.
    // (takeUrlParam, not `new URL`: a host list `h1:5432,h2:5432` is no WHATWG URL.)
    const { url, value: pgbouncer } = takeUrlParam(target.url, 'pgbouncer');
    const behindPgBouncer = pgbouncer === 'true';
    // A host list with target_session_attrs=read-write finds the primary itself (db/pgPool.ts).
    const pool = createPgPool(url, target.poolSize ?? 10);
    if (behindPgBouncer) withoutNamedStatements(pool);
    // A dropped idle connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const migrate = async () => {
      // The lock is a transaction's (held until its commit), taken and used on one connection: through PgBouncer
      // in transaction mode a session's lock could stay behind on a server connection. The migrator's own
      // BEGIN inside it is a no-op and its COMMIT (or ROLLBACK) ends the transaction and the lock.
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        await conn.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS });
      } finally {
        await conn.query('commit').catch(() => undefined);
        conn.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      migrate,
      close: () => pool.end(),
      onConnectionError: (fn) => void pool.on('error', fn),
    };
  }
  let dir: string | undefined;
  if ('dataDir' in target) {
    dir = path.join(target.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  // pg_trgm serves the games catalogue's name search (migration games_pg_trgm).
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
    onConnectionError: () => undefined,
  };
}
