import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { WEB_ROUTES } from '@lotus/contracts';
import type { AppContext } from './context';
import { AppError } from './lib/errors';
import { registerEnvelope, sendError } from './plugins/envelope';
import { registerRequestContext } from './plugins/requestContext';
import { registerAuth } from './plugins/auth';
import { registerAccountRoutes } from './modules/accounts/routes';
import { initAccountRuntime } from './modules/accounts/runtime';
import { registerCaptchaRoutes } from './modules/captcha/routes';
import { registerCryptoRoutes } from './modules/crypto/routes';
import { registerAnnouncementRoutes } from './modules/announcements/routes';
import { registerOpsRoutes } from './modules/ops/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { registerGameRoutes } from './modules/games/routes';
import { registerMoney } from './modules/money/routes';
import { registerHelpRoutes } from './modules/help/routes';
import { registerFeedbackRoutes } from './modules/feedback/routes';
import { registerSupportRoutes } from './modules/support/routes';
import { registerWebAppRoutes } from './modules/webapp/routes';
import { registerLaunchRoutes } from './modules/launch/routes';
import { registerProviderRoutes } from './modules/provider/routes';
import { registerRecordRoutes } from './modules/records/routes';
import { registerHouse } from './modules/house/service';

export interface AppOptions {
  logger?: boolean | { level: string };
  /** Requests per minute per IP across the API (default 600). */
  rateLimitPerMinute?: number;
  /** Shared store for rate-limit counters when several processes serve one site. */
  redis?: Redis;
  /** Key prefix in Redis, so that separate sites (or tests) sharing one Redis stay apart. */
  redisNamespace?: string;
}

const API_PREFIX = /^\/(wps|lgw|lotto|ops)(\/|$)/;
const BODY_LIMIT = 1024 * 1024;

export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustedProxies,
    bodyLimit: BODY_LIMIT,
    // Long ids in URLs are rejected early.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  registerRequestContext(app, ctx);
  registerAuth(app, ctx);
  initAccountRuntime(ctx, { redis: options.redis, namespace: options.redisNamespace });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (req) => !API_PREFIX.test(req.url),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    ...(options.redis ? { redis: options.redis, nameSpace: `${options.redisNamespace ?? 'lotus'}:rl:`, skipOnError: true } : {}),
  });

  registerSystemRoutes(app, ctx);
  registerAnnouncementRoutes(app, ctx);
  registerOpsRoutes(app, ctx);
  registerCryptoRoutes(app, ctx);
  registerCaptchaRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerMoney(app, ctx, { redis: options.redis, namespace: options.redisNamespace });
  registerHelpRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerWebAppRoutes(app, ctx);
  registerLaunchRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerRecordRoutes(app, ctx);
  await registerHouse(app, ctx);
  app.get('/healthz', async () => ({ success: true, value: { ok: true } }));

  await serveWeb(app, ctx.config.webDist);
  return app;
}

/** Serves the built web app: files as they are, known routes as the SPA, the rest as 404. */
async function serveWeb(app: FastifyInstance, webDist: string | undefined) {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      index: false,
      // Our setHeaders decides caching; the plugin's own header would overwrite it.
      cacheControl: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const known = new Set<string>(WEB_ROUTES);
  const sendIndex = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(fs.readFileSync(index!, 'utf8'));
  // The static plugin would treat '/' as a directory listing; the SPA redirects it to /index.
  if (hasWeb) app.get('/', (_request, reply) => sendIndex(reply, 200));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PREFIX.test(pathname) || !hasWeb || request.method !== 'GET') {
      return sendError(request, reply, 'not_found');
    }
    return sendIndex(reply, known.has(pathname) ? 200 : 404);
  });
}
