import { Redis } from 'ioredis';

/**
 * The Redis connection used when the site is scaled out (REDIS_URL): shared rate-limit counters, the
 * short-lived store and pub/sub. Without REDIS_URL everything stays in-process; while Redis is away the
 * process falls back to its own (docs/DEPLOY.md "When a dependency goes away").
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    // Fail requests fast instead of queueing them while Redis is away.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  // Connection errors are the app context's to report (once per outage, lib/dependencyHealth.ts); without a
  // listener ioredis prints "Unhandled error event" at every reconnection attempt.
  redis.on('error', () => undefined);
  return redis;
}
