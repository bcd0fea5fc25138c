import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads from the environment; README lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Connections of the PostgreSQL pool (with DATABASE_URL), per process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key and channel, so that sites sharing one Redis stay apart. */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.-]{1,40}$/)
    .default('lotus'),
  OPS_KEY: z.string().min(16).optional(),
  /** What the shared operator key (automation) may do: comma-separated permissions; unset: all. */
  OPS_KEY_PERMISSIONS: z.string().optional(),
  /** The bearer token Prometheus sends to GET /metrics; unset: only this host's direct connections (not in production). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Minutes without a call after which an operator's console session ends. */
  OPERATOR_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  /** Comma-separated IPs or CIDRs whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** Merchant code served to hosts without a domain route. */
  DEFAULT_MERCHANT: z.string().optional(),
  /** API requests per minute per client IP. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  // accounts and sign-in (docs/API.md, "Accounts and sign-in")
  /** SMTP server for e-mail (nodemailer URL, e.g. smtps://user:pass@smtp.example:465); unset: DATA_DIR/outbox/mail.jsonl. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lotus <no-reply@lotus.local>'),
  /** HTTP SMS gateway: POST {to, text, sender} as JSON with a Bearer token; unset: DATA_DIR/outbox/sms.jsonl. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('LOTUS'),
  /** Social sign-in (Firebase ID tokens): project id (audience), and the JWKS as a file path or https URL. */
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_JWKS: z.string().optional(),
  /** The site's RSA private key (PKCS#8 PEM) for JWE payloads; unset: DATA_DIR/site-rsa.pem, made on first start. */
  SITE_RSA_PRIVATE_KEY: z.string().optional(),
  /** Secret for hashing one-time codes; unset: DATA_DIR/code-hmac.key, made on first start. */
  CODE_HMAC_SECRET: z.string().min(16).optional(),
  /** Public origin for links in e-mails (password reset); unset: the request's host if it is one of the brand's domains. */
  PUBLIC_URL: z.string().url().optional(),
  // money (docs/API.md "Money")
  /** Run the background jobs (transfer reconciliation, deposit expiry, callback retries, auto-receive). */
  JOBS_ENABLED: z.enum(['true', 'false', '1', '0']).default('true'),
  /** How often each job looks for work (ms). */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  /**
   * Acceptance tests only: the operator key may move this server's clock forward (POST /ops/jobs/clock), so
   * that a day's settlement can be seen without waiting for midnight. With NODE_ENV=production the server
   * refuses to start with it (modules/platform/safety.ts).
   */
  TEST_CLOCK: z.enum(['true', 'false', '1', '0']).default('false'),
  /**
   * Serve the built-in sandbox payment gateway and transfer-wallet vendor (/sandbox/...), where any member
   * approves its own payment: for demos and tests. Unset: on, except with NODE_ENV=production (off; and
   * a production server refuses to start with it on).
   */
  SANDBOX_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * Vendor codes connected through the sandbox vendor alone (comma-separated; needs SANDBOX_ENABLED):
   * a transfer wallet over HTTP and no games. For tests and drills of the transfer wallet; empty on a
   * real site, where only vendors with an integration are connected.
   */
  SANDBOX_VENDORS: z.string().default(''),
  /** How this server reaches itself (sandbox vendor and gateway calls); default http://127.0.0.1:<port>. */
  SELF_URL: z.string().url().optional(),
  /** A call to a vendor's transfer API that takes longer has an unknown outcome (reconciled later). */
  VENDOR_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  /** How long after an unanswered vendor transfer its status is first asked; later checks back off (x2, at most hourly). */
  VENDOR_RECHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** HMAC secrets of the sandbox gateway's callbacks and the sandbox vendor's API; unset: DATA_DIR files. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  SANDBOX_VENDOR_SECRET: z.string().min(16).optional(),
  // games: launch, provider gateway, house provider (docs/API.md "Game launch", "Provider API")
  /** Where the house provider calls the seamless-wallet API; unset: PUBLIC_URL, else this process's own port on 127.0.0.1. */
  HOUSE_WALLET_URL: z.string().url().optional(),
  /** The house slot's RTP profile (rtp94, rtp96, rtp97). */
  HOUSE_SLOT_RTP_PROFILE: z.enum(['rtp94', 'rtp96', 'rtp97']).default('rtp96'),
  /**
   * The house's live tables' round cycle: seconds of betting, closed (no more bets) and result shown,
   * e.g. `15,3,7` (25 s a round). Every process of a site must use the same cycle (the rounds come from the clock).
   */
  HOUSE_TABLE_CYCLE: z
    .string()
    .regex(/^\d{1,3}(\.\d)?,\d{1,3}(\.\d)?,\d{1,3}(\.\d)?$/, 'three numbers of seconds: betting,closed,reveal')
    .default('15,3,7')
    .transform((v) => {
      const [bettingMs, closedMs, revealMs] = v.split(',').map((x) => Math.round(Number(x) * 1000)) as [
        number,
        number,
        number,
      ];
      return { bettingMs, closedMs, revealMs };
    })
    .refine((c) => c.bettingMs >= 1000 && c.revealMs >= 1000, 'betting and reveal of at least one second'),
  /** Lifetime of a launch session in minutes (bets are refused after; wins and rollbacks accepted). */
  LAUNCH_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(12 * 60),
  /** Where VN lottery results come from: the house's provably-fair draw (demo, tests) or an operator's official entry. */
  LOTTERY_VN_RESULTS: z.enum(['house', 'operator']).default('house'),
  /** Who ends the sportsbook's fixtures: the demo feed's seeded simulation (demo) or an operator's entry. */
  SPORTS_RESULTS: z.enum(['feed', 'operator']).default('feed'),
});

export interface ServerConfig {
  /** NODE_ENV=production: the server refuses to start with development settings (modules/platform/safety.ts). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  redisNamespace: string;
  opsKey: string | undefined;
  /** The shared operator key's permissions (null: all). */
  opsKeyPermissions: string[] | null;
  /** METRICS_TOKEN: what GET /metrics asks for (plugins/metrics.ts). */
  metricsToken: string | undefined;
  operatorIdleMinutes: number;
  trustedProxies: string[];
  defaultMerchant: string | undefined;
  logLevel: string;
  rateLimitPerMinute: number;
  webDist: string | undefined;
  accounts: AccountsConfig;
  money: MoneyConfig;
  games: GamesConfig;
}

export interface GamesConfig {
  houseWalletUrl: string | undefined;
  houseSlotRtpProfile: 'rtp94' | 'rtp96' | 'rtp97';
  /** The live tables' round cycle (HOUSE_TABLE_CYCLE). */
  houseTableCycle: { bettingMs: number; closedMs: number; revealMs: number };
  launchSessionMinutes: number;
  lotteryVnResults: 'house' | 'operator';
  /** SPORTS_RESULTS: who enters new fixtures' results. */
  sportsResults: 'feed' | 'operator';
}

export interface AccountsConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  smsSender: string;
  firebaseProjectId: string | undefined;
  firebaseJwks: string | undefined;
  siteRsaPrivateKey: string | undefined;
  codeHmacSecret: string | undefined;
  publicUrl: string | undefined;
}

export interface MoneyConfig {
  jobsEnabled: boolean;
  jobsIntervalMs: number;
  testClock: boolean;
  sandboxEnabled: boolean;
  /** SANDBOX_VENDORS (only when the sandbox is enabled). */
  sandboxVendors: string[];
  selfUrl: string | undefined;
  vendorTimeoutMs: number;
  vendorRecheckMs: number;
  paymentSandboxSecret: string | undefined;
  sandboxVendorSecret: string | undefined;
}

const on = (v: string | undefined) => v === 'true' || v === '1';

/** SANDBOX_ENABLED, else on everywhere but in production. */
const sandboxOf = (e: z.output<typeof envSchema>) =>
  e.SANDBOX_ENABLED === undefined ? e.NODE_ENV !== 'production' : on(e.SANDBOX_ENABLED);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = envSchema.parse(env);
  const sandboxEnabled = sandboxOf(e);
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL || undefined,
    redisNamespace: e.REDIS_NAMESPACE,
    opsKey: e.OPS_KEY,
    opsKeyPermissions: e.OPS_KEY_PERMISSIONS
      ? e.OPS_KEY_PERMISSIONS.split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : null,
    metricsToken: e.METRICS_TOKEN || undefined,
    operatorIdleMinutes: e.OPERATOR_IDLE_MINUTES,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    defaultMerchant: e.DEFAULT_MERCHANT,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDist: e.WEB_DIST,
    accounts: {
      smtpUrl: e.SMTP_URL || undefined,
      mailFrom: e.MAIL_FROM,
      smsHttpUrl: e.SMS_HTTP_URL,
      smsHttpToken: e.SMS_HTTP_TOKEN,
      smsSender: e.SMS_SENDER,
      firebaseProjectId: e.FIREBASE_PROJECT_ID || undefined,
      firebaseJwks: e.FIREBASE_JWKS || undefined,
      siteRsaPrivateKey: e.SITE_RSA_PRIVATE_KEY || undefined,
      codeHmacSecret: e.CODE_HMAC_SECRET,
      publicUrl: e.PUBLIC_URL,
    },
    money: {
      jobsEnabled: e.JOBS_ENABLED === 'true' || e.JOBS_ENABLED === '1',
      jobsIntervalMs: e.JOBS_INTERVAL_MS,
      testClock: on(e.TEST_CLOCK),
      sandboxEnabled,
      sandboxVendors: sandboxEnabled
        ? e.SANDBOX_VENDORS.split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [],
      selfUrl: e.SELF_URL?.replace(/\/+$/, ''),
      vendorTimeoutMs: e.VENDOR_TIMEOUT_MS,
      vendorRecheckMs: e.VENDOR_RECHECK_MS,
      paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
      sandboxVendorSecret: e.SANDBOX_VENDOR_SECRET,
    },
    games: {
      houseWalletUrl: e.HOUSE_WALLET_URL,
      houseSlotRtpProfile: e.HOUSE_SLOT_RTP_PROFILE,
      houseTableCycle: e.HOUSE_TABLE_CYCLE,
      launchSessionMinutes: e.LAUNCH_SESSION_MINUTES,
      lotteryVnResults: e.LOTTERY_VN_RESULTS,
      sportsResults: e.SPORTS_RESULTS,
    },
  };
}
