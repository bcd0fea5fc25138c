import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { closeAppContext, createAppContext } from '../src/appContext';
import { loadConfig, type ServerConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { openDatabase, type Database } from '../src/db/client';
import { DEMO_MERCHANT, seedDemoBrandIfEmpty } from '../src/db/seed/demoBrand';
import { seedDemoAccountsIfEmpty } from '../src/db/seed/demoAccounts';
import { DEMO_VENDORS } from '../src/db/seed/demoCatalogue';
import { BUILT_IN_VENDORS, seedDemoGamesIfEmpty } from '../src/db/seed/games';
import { seedDemoOperatorsIfEmpty } from '../src/db/seed/demoOperators';
import { seedDemoHelpIfEmpty } from '../src/db/seed/demoHelp';
import type { GeoLocator } from '../src/modules/site-mode/geo';
import { runCli } from '../src/cli/cli';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const OPS_KEY = 'test-operator-key-0123456789';
export { DEMO_MERCHANT };

/**
 * A fresh database for one test file: an in-memory PGlite, or, with TEST_DATABASE_URL, a new
 * PostgreSQL database that is dropped when closed.
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }
  const name = `lotus_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fixed IP → country table for tests; anything else is unknown. */
export const testGeo: GeoLocator = {
  country: (ip) => ({ '203.0.113.7': 'VN', '198.51.100.9': 'US', '192.0.2.44': 'SG' })[ip] ?? null,
};

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Moves the app's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/** Each test app gets its own DATA_DIR (keys, outbox), removed on close; `config` overrides settings. */
export async function createTestApp(
  options: AppOptions & {
    geo?: GeoLocator;
    config?: Partial<ServerConfig>;
    /** Transfer-wallet vendors connected through the sandbox vendor (SANDBOX_VENDORS) and offered by the demo brand. */
    sandboxVendors?: string[];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-test-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SANDBOX_VENDORS: options.sandboxVendors?.join(',') }),
    webDist: undefined,
    ...options.config,
  };
  await seedDemoBrandIfEmpty(database.db);
  await seedDemoAccountsIfEmpty(database.db);
  await seedDemoGamesIfEmpty(database.db, { connected: [...BUILT_IN_VENDORS, ...config.money.sandboxVendors] });
  await seedDemoHelpIfEmpty(database.db);
  await seedDemoOperatorsIfEmpty(database.db);
  let now: Date | undefined;
  const ctx = createAppContext(
    {
      db: database.db,
      config,
      geo: options.geo ?? testGeo,
      opsKey: OPS_KEY,
      now: () => now ?? new Date(),
    },
    { redis: options.redis, namespace: options.redisNamespace },
  );
  const app = await buildApp(ctx, options);
  await app.ready();
  return {
    app,
    ctx,
    database,
    setNow: (d) => (now = d),
    async close() {
      await app.close();
      await closeAppContext(ctx);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers of a request to the demo brand. */
/**
 * The demo catalogue's vendors other than the house, connected through the sandbox vendor for tests
 * of the catalogue's and the launch's mechanics (paging, filters, menus, lottery routes) that need
 * more than the house's four games. Without it a test app is the demo as players see it: only the
 * connected house provider is offered.
 */
export const DEMO_SANDBOX_VENDORS = DEMO_VENDORS.map((v) => v.vassalage).filter((v) => !BUILT_IN_VENDORS.includes(v));

export const demo = (extra: Record<string, string> = {}) => ({ merchant: DEMO_MERCHANT, ...extra });
export const ops = (extra: Record<string, string> = {}) => ({ 'x-ops-key': OPS_KEY, ...extra });

/**
 * `npm run ops -- <argv>` run in-process against a listening test server (its URL read when called, so a
 * file may make it before beforeAll starts the server): answers the exit code and what it printed.
 */
export const opsCli =
  (url: () => string) =>
  async (...argv: string[]): Promise<{ code: number; text: string }> => {
    let text = '';
    const code = await runCli(argv, { url: url(), key: OPS_KEY, out: { write: (s: string) => (text += s) }, env: {} });
    return { code, text };
  };
