import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../context';
import { createRateLimiter, type RateLimiter } from '../../lib/rateLimiter';
import { ensureSecretFile } from '../../lib/secretFile';
import { createRedisStore } from '../../lib/redisStore';
import { createMemoryStore, type ShortLivedStore } from '../../lib/shortLivedStore';
import { loadSiteKeys, type SiteKeys } from '../crypto/siteKeys';
import { createMessaging, type Messaging } from '../messaging/providers';

/**
 * Process-wide services of the accounts module, made once per app context: the site key pair,
 * the short-lived store and the limiter on it, message delivery, and the secret for code hashes.
 */
export interface AccountRuntime {
  keys: SiteKeys;
  store: ShortLivedStore;
  limiter: RateLimiter;
  messaging: Messaging;
  codeSecret: Buffer;
}

const runtimes = new WeakMap<AppContext, AccountRuntime>();

/**
 * Makes the runtime of an app: with `redis`, the short-lived store (captchas, slider tickets,
 * pending 2FA, limits) is shared by every process through Redis; without, it is in process.
 * buildApp calls it before registering routes.
 */
export function initAccountRuntime(ctx: AppContext, options: { redis?: Redis | undefined; namespace?: string | undefined } = {}): AccountRuntime {
  const { dataDir, accounts } = ctx.config;
  const now = () => ctx.now().getTime();
  const store = options.redis ? createRedisStore(options.redis, options.namespace ?? 'lotus') : createMemoryStore(now);
  const secret = accounts.codeHmacSecret ?? ensureSecretFile(dataDir, 'code-hmac.key', () => crypto.randomBytes(32).toString('base64url'));
  const rt: AccountRuntime = {
    keys: loadSiteKeys(dataDir, accounts.siteRsaPrivateKey),
    store,
    limiter: createRateLimiter(store, options.redis ? Date.now : now),
    messaging: createMessaging(accounts, dataDir, ctx.now),
    codeSecret: Buffer.from(secret.trim()),
  };
  runtimes.set(ctx, rt);
  return rt;
}

/** The runtime of an app (made in process on first use when buildApp did not make it). */
export function accountRuntime(ctx: AppContext): AccountRuntime {
  return runtimes.get(ctx) ?? initAccountRuntime(ctx);
}
