import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads from the environment; README lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  OPS_KEY: z.string().min(16).optional(),
  /** Comma-separated IPs or CIDRs whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** Merchant code served to hosts without a domain route. */
  DEFAULT_MERCHANT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  opsKey: string | undefined;
  trustedProxies: string[];
  defaultMerchant: string | undefined;
  logLevel: string;
  webDist: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = envSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    opsKey: e.OPS_KEY,
    trustedProxies: e.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean),
    defaultMerchant: e.DEFAULT_MERCHANT,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
  };
}
