import type { JobName } from '@lotus/contracts';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { EventBus } from './events';
import type { DependencyHealth } from './lib/dependencyHealth';
import type { InvalidationBus } from './lib/invalidation';
import type { AccountRuntime } from './modules/accounts/runtime';
import type { SessionCache } from './modules/accounts/sessionCache';
import type { BrandCache } from './modules/brands/cache';
import type { HouseRuntime } from './modules/house/runtime';
import type { OpsGuard } from './modules/operators/types';
import type { ProviderAdapters } from './modules/provider/adapters';
import type { GeoLocator } from './modules/site-mode/geo';
import type { BalanceCache } from './modules/wallets/balanceCache';
import type { BalanceBus } from './modules/wallets/events';

/**
 * What every module receives: the database, the settings and the process-wide services. It is
 * assembled once per process by createAppContext (appContext.ts) in server.ts, createTestApp and the
 * bench; a module reads a service from here (`ctx.balances`), never from a registry of its own.
 */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  geo: GeoLocator;
  /** The operator key the ops API accepts. */
  opsKey: string;
  now(): Date;
  /** Only on a TEST_CLOCK server: moves `now` forward by `ms` and answers the new time. */
  shiftClock?: ((ms: number) => Date) | undefined;
  /** The accounts module's site keys, short-lived store, limiter, message delivery and code secret. */
  accounts: AccountRuntime;
  /** Balance-change notices to the members' balance streams (through Redis when the process has it). */
  balances: BalanceBus;
  /** Tells every process's caches that what they hold changed (through Redis when the process has it). */
  invalidation: InvalidationBus;
  /** Brands by Merchant header and domain, for every site request (docs/ARCHITECTURE.md, "Request path and caches"). */
  brands: BrandCache;
  /** Open sessions by token hash, for every signed-in request. */
  sessions: SessionCache;
  /** Members' balances, dropped by every balance notice (wallets/balanceCache.ts). */
  memberBalances: BalanceCache;
  /** Whether PostgreSQL, Redis and the game vendors answer, as this process's calls see them (lib/dependencyHealth.ts). */
  health: DependencyHealth;
  /** The operator API's door (modules/operators/guard.ts): `ctx.ops.scope(app, routes)`, `ctx.ops.actor(req)`. */
  ops: OpsGuard;
  /** The house game provider; buildApp mounts its pages. */
  house: HouseRuntime;
  /** The launch (and transfer) adapters of the connected game vendors, by vendor code. */
  providers: ProviderAdapters;
  /** The cross-module events (events.ts): `ctx.events.publish(tx, { type, ... })` runs the subscribed handlers in `tx`. */
  events: EventBus;
  /** Every module's jobs by name (their descriptors, modules/index.ts): the job runner's and `ops jobs run`'s table. */
  jobs: ReadonlyMap<JobName, Job>;
  /** Where this process listens (http://127.0.0.1:<port>), recorded by buildApp when it starts listening. */
  listeningUrl?: string | undefined;
}

/** A background job (a module's descriptor lists it; modules/jobs/runner.ts runs it under its lock). */
export interface Job {
  name: string;
  /** Does one round of work; answers how many items it handled. */
  run(ctx: AppContext): Promise<number>;
}
