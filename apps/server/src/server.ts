import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { closeAppContext, createAppContext } from './appContext';
import { openDatabase, type Database } from './db/client';
import { upgradeBuiltInCatalogue, upgradeChanged } from './db/seed/catalogueUpgrade';
import { demoOwnerNotice } from './db/seed/demoOperators';
import { assertSafeForProduction } from './modules/platform/safety';
import { ALL } from './lib/invalidation';
import { ensureOpsKey } from './lib/opsKey';
import { connectRedis } from './lib/redis';
import { geoipLocator } from './modules/site-mode/geo';
import { startMoneyJobs } from './modules/jobs/service';
import { MODULES } from './modules';
import { shiftableClock } from './lib/shiftableClock';

export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds an empty one, and serves the API and web on one port. With NODE_ENV=production
 * it refuses (UnsafeProductionError) while a development default is on (modules/platform/safety.ts).
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  await database.migrate();
  // Every module's demo data for an empty database, in the module list's order (brands first).
  for (const m of MODULES) for (const step of m.seed ?? []) await step(database.db, config);
  // The built-in catalogue of a database seeded before is brought up to date.
  const upgrade = await upgradeBuiltInCatalogue(database.db);
  // NODE_ENV=production: no sandbox, test clock, generated key or demo password (every failing one named).
  try {
    await assertSafeForProduction(config, database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const clock = config.money.testClock ? shiftableClock() : undefined;
  const ctx = createAppContext(
    {
      db: database.db,
      config: { ...config, webDist: config.webDist ?? DEFAULT_WEB_DIST },
      geo: geoipLocator,
      opsKey: ensureOpsKey(config.dataDir, config.opsKey),
      now: clock?.now ?? (() => new Date()),
      shiftClock: clock?.shift,
    },
    { redis, namespace: config.redisNamespace },
  );
  // The other processes of the site drop what they cached of the catalogue before the upgrade.
  if (upgradeChanged(upgrade)) ctx.invalidation.publish('catalogue', ALL);
  const app = await buildApp(ctx, {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    rateLimitPerMinute: config.rateLimitPerMinute,
    ...(redis ? { redis, redisNamespace: config.redisNamespace } : {}),
  });
  if (upgradeChanged(upgrade)) app.log.info({ upgrade }, 'built-in catalogue upgraded');
  const address = await app.listen({ port: config.port, host: config.host });
  // A fresh install: where the console is and that its demo owner must replace the printed password.
  const notice = config.production ? null : await demoOwnerNotice(database.db, address);
  if (notice) process.stdout.write(`${notice}\n`);
  // A connection dropped while idle is the first sign of PostgreSQL going away (logged once per outage).
  database.onConnectionError((error) => ctx.health.report(error));
  // A job round that failed because PostgreSQL is away is part of the outage (logged once, not per round).
  const jobs = startMoneyJobs(ctx, (msg, err) => {
    if (!ctx.health.report(err)) app.log.error({ err }, msg);
  });
  return {
    app,
    database,
    url: address,
    async stop() {
      await jobs?.stop();
      await app.close();
      await closeAppContext(ctx);
      await database.close();
      redis?.disconnect();
    },
  };
}
