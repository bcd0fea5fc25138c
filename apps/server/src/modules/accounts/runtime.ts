import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { createRateLimiter, type RateLimiter } from '../../lib/rateLimiter';
import { ensureSecretFile } from '../../lib/secretFile';
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

export function accountRuntime(ctx: AppContext): AccountRuntime {
  let rt = runtimes.get(ctx);
  if (!rt) {
    const { dataDir, accounts } = ctx.config;
    const now = () => ctx.now().getTime();
    const store = createMemoryStore(now);
    const secret =
      accounts.codeHmacSecret ?? ensureSecretFile(dataDir, 'code-hmac.key', () => crypto.randomBytes(32).toString('base64url'));
    rt = {
      keys: loadSiteKeys(dataDir, accounts.siteRsaPrivateKey),
      store,
      limiter: createRateLimiter(store, now),
      messaging: createMessaging(accounts, dataDir, ctx.now),
      codeSecret: Buffer.from(secret.trim()),
    };
    runtimes.set(ctx, rt);
  }
  return rt;
}
