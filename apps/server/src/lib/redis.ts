import { Redis } from 'ioredis';

/**
 * The Redis connection used when the site is scaled out (REDIS_URL): shared rate-limit counters
 * now, session cache and pub/sub later. Without REDIS_URL everything stays in-process.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // Fail requests fast instead of queueing them while Redis is away.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
}
