import { sql } from 'drizzle-orm';
import type { JobName } from '@lotus/contracts';
import type { Redis } from 'ioredis';
import type { AppContext, Job } from './context';
import { createEventBus } from './events';
import { createDependencyHealth, type DependencyHealth } from './lib/dependencyHealth';
import { ALL, createInvalidationBus } from './lib/invalidation';
import { createAccountRuntime } from './modules/accounts/runtime';
import { createSessionCache } from './modules/accounts/sessionCache';
import { createBrandCache } from './modules/brands/cache';
import { invalidateVendorScopes } from './modules/games/service';
import { createHouseRuntime, houseAdapter } from './modules/house/runtime';
import { lotteryAdapter } from './modules/lottery/launch';
import { createOpsGuard } from './modules/operators/guard';
import { sportsAdapter } from './modules/sports/launch';
import { providerAdapters, sandboxVendorAdapter } from './modules/provider/service';
import { createBalanceCache } from './modules/wallets/balanceCache';
import { createBalanceBus } from './modules/wallets/events';
import { MODULES } from './modules';

/** What the assembler of a process supplies; the services are made from it. */
export type AppContextBase = Pick<AppContext, 'db' | 'config' | 'geo' | 'opsKey' | 'now' | 'shiftClock'>;

export interface AppServiceOptions {
  /** Shares the short-lived store and the balance notices with the other processes of the site. */
  redis?: Redis | undefined;
  /** Key prefix in Redis, so that separate sites (or tests) sharing one Redis stay apart. */
  namespace?: string | undefined;
}

/**
 * Builds the process-wide services once, where a process is assembled (server.ts, createTestApp,
 * the bench), and answers the context that carries them to every module. closeAppContext releases
 * them once the app is closed.
 */
export function createAppContext(base: AppContextBase, options: AppServiceOptions = {}): AppContext {
  const { db, config, geo, opsKey, now, shiftClock } = base;
  const house = createHouseRuntime({ ...base, walletUrl: () => houseWalletUrl(ctx) });
  const health = createDependencyHealth();
  const invalidation = createInvalidationBus(options);
  const balances = createBalanceBus(options);
  if (options.redis) watchRedis(options.redis, health);
  // While PostgreSQL is away a query a second tells its return (and logs it) without waiting for traffic.
  health.setProbe('postgres', async () => void (await db.execute(sql`select 1`)));
  // Notices sent while Redis was away never came: what the caches hold may be old, so they start again.
  health.onRecovery((d) => {
    if (d !== 'redis') return;
    for (const topic of ['brand', 'catalogue', 'session'] as const) invalidation.publish(topic, ALL);
  });
  // The catalogue's vendor scopes, listing counts and visitors' pages (games/service.ts) are dropped on every catalogue notice.
  invalidation.subscribe('catalogue', () => invalidateVendorScopes(db));
  const ctx: AppContext = {
    get ops() {
      return ops;
    },
    get events() {
      return events;
    },
    jobs: new Map<JobName, Job>(MODULES.flatMap((m) => m.jobs ?? []).map((j) => [j.name, j])),
    db,
    config,
    geo,
    opsKey,
    now,
    shiftClock,
    accounts: createAccountRuntime(base, { ...options, health }),
    balances,
    invalidation,
    brands: createBrandCache(db, invalidation),
    sessions: createSessionCache(db, invalidation),
    memberBalances: createBalanceCache(db, balances, invalidation, () => health.isDown('redis')),
    health,
    house,
    providers: providerAdapters([
      houseAdapter(house.provider, house.tables),
      lotteryAdapter(config.dataDir),
      sportsAdapter(config.dataDir),
      ...config.money.sandboxVendors.map(sandboxVendorAdapter),
    ]),
  };
  const ops = createOpsGuard(ctx);
  // Every module's handlers, in the module list's order (the order they run in a publisher's transaction).
  const events = createEventBus(MODULES.flatMap((m) => (m.handlers ? [m.handlers(ctx)] : [])));
  return ctx;
}

export async function closeAppContext(ctx: AppContext): Promise<void> {
  ctx.health.close();
  await ctx.balances.close();
  await ctx.invalidation.close();
}

/**
 * Redis's outages as the connection sees them: an error (a refused or dropped connection) starts one, `ready`
 * (connected again; ioredis subscribes its channels again by itself) ends it.
 */
function watchRedis(redis: Redis, health: DependencyHealth) {
  redis.on('error', (error: unknown) => health.down('redis', error));
  redis.on('ready', () => health.up('redis'));
}

/** Where the house reaches the seamless API: HOUSE_WALLET_URL, else PUBLIC_URL, else where this process listens. */
function houseWalletUrl(ctx: AppContext): string {
  const { games, accounts } = ctx.config;
  return games.houseWalletUrl ?? accounts.publicUrl ?? ctx.listeningUrl ?? 'http://127.0.0.1:0';
}
