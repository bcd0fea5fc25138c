import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../../config';
import { createRateLimiter, type RateLimiter } from '../../lib/rateLimiter';
import { ensureSecretFile } from '../../lib/secretFile';
import type { DependencyHealth } from '../../lib/dependencyHealth';
import { createFallbackStore } from '../../lib/fallbackStore';
import { createRedisStore } from '../../lib/redisStore';
import { createMemoryStore, type ShortLivedStore } from '../../lib/shortLivedStore';
import { loadSiteKeys, type SiteKeys } from '../crypto/siteKeys';
import { createMessaging, type Messaging } from '../messaging/providers';

/**
 * Process-wide services of the accounts module, carried on the app context as `ctx.accounts`: the
 * site key pair, the short-lived store and the limiter on it, message delivery, and the secret for
 * code hashes.
 */
export interface AccountRuntime {
  keys: SiteKeys;
  store: ShortLivedStore;
  limiter: RateLimiter;
  messaging: Messaging;
  codeSecret: Buffer;
}

/**
 * Makes the accounts runtime (createAppContext calls it once per context): with `redis`, the
 * short-lived store (captchas, slider tickets, pending 2FA, limits) is shared by every process
 * through Redis, falling back to the process's memory while Redis is away; without, it is in process.
 */
export function createAccountRuntime(
  app: { config: ServerConfig; now(): Date },
  options: { redis?: Redis | undefined; namespace?: string | undefined; health?: DependencyHealth | undefined } = {},
): AccountRuntime {
  const { dataDir, accounts } = app.config;
  const now = () => app.now().getTime();
  const shared = options.redis ? createRedisStore(options.redis, options.namespace ?? 'lotus') : undefined;
  // While Redis is away the store is this process's memory (Date.now: the same clock as Redis's expiries).
  const store =
    shared && options.redis && options.health
      ? createFallbackStore(shared, createMemoryStore(Date.now), options.redis, options.health)
      : (shared ?? createMemoryStore(now));
  const secret =
    accounts.codeHmacSecret ??
    ensureSecretFile(dataDir, 'code-hmac.key', () => crypto.randomBytes(32).toString('base64url'));
  return {
    keys: loadSiteKeys(dataDir, accounts.siteRsaPrivateKey),
    store,
    limiter: createRateLimiter(store, options.redis ? Date.now : now),
    messaging: createMessaging(accounts, dataDir, app.now),
    codeSecret: Buffer.from(secret.trim()),
  };
}
