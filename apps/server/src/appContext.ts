import type { Redis } from 'ioredis';
import type { AppContext } from './context';
import { createInvalidationBus } from './lib/invalidation';
import { createAccountRuntime } from './modules/accounts/runtime';
import { createSessionCache } from './modules/accounts/sessionCache';
import { createBrandCache } from './modules/brands/cache';
import { invalidateVendorScopes } from './modules/games/service';
import { createHouseRuntime, houseAdapter } from './modules/house/runtime';
import { lotteryAdapter } from './modules/lottery/launch';
import { sportsAdapter } from './modules/sports/launch';
import { providerAdapters, sandboxVendorAdapter } from './modules/provider/service';
import { createBalanceCache } from './modules/wallets/balanceCache';
import { createBalanceBus } from './modules/wallets/events';

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
  const invalidation = createInvalidationBus(options);
  const balances = createBalanceBus(options);
  // The catalogue's vendor scopes, listing counts and visitors' pages (games/service.ts) are dropped on every catalogue notice.
  invalidation.subscribe('catalogue', () => invalidateVendorScopes(db));
  const ctx: AppContext = {
    db,
    config,
    geo,
    opsKey,
    now,
    shiftClock,
    accounts: createAccountRuntime(base, options),
    balances,
    invalidation,
    brands: createBrandCache(db, invalidation),
    sessions: createSessionCache(db, invalidation),
    memberBalances: createBalanceCache(db, balances, invalidation),
    house,
    providers: providerAdapters([
      houseAdapter(house.provider, house.tables),
      lotteryAdapter(),
      sportsAdapter(config.dataDir),
      ...config.money.sandboxVendors.map(sandboxVendorAdapter),
    ]),
  };
  return ctx;
}

export async function closeAppContext(ctx: AppContext): Promise<void> {
  await ctx.balances.close();
  await ctx.invalidation.close();
}

/** Where the house reaches the seamless API: HOUSE_WALLET_URL, else PUBLIC_URL, else where this process listens. */
function houseWalletUrl(ctx: AppContext): string {
  const { games, accounts } = ctx.config;
  return games.houseWalletUrl ?? accounts.publicUrl ?? ctx.listeningUrl ?? 'http://127.0.0.1:0';
}
