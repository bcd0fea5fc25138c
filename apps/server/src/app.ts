import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { AppError } from './lib/errors';
import { encodingSerializerCompiler } from './lib/serializer';
import { pickLanguage, serverMessage } from './lib/i18n';
import { registerEnvelope } from './plugins/envelope';
import { registerInputGuard } from './plugins/inputGuard';
import { registerHealthRoutes } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { fallbackRateLimitStore } from './lib/fallbackStore';
import { registerCompression } from './plugins/compression';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { API_PREFIX, registerRequestContext } from './plugins/requestContext';
import { registerAuth } from './plugins/auth';
import { registerDeviceCookie } from './plugins/deviceCookie';
import { registerCacheInvalidation } from './plugins/cacheInvalidation';
import { MODULES } from './modules';

export interface AppOptions {
  logger?: boolean | { level: string };
  /** Requests per minute per IP across the API (default 600). */
  rateLimitPerMinute?: number;
  /** Shared store for rate-limit counters when several processes serve one site. */
  redis?: Redis;
  /** Key prefix in Redis, so that separate sites (or tests) sharing one Redis stay apart. */
  redisNamespace?: string;
  /** Called with every route as it is registered (the route fuzz test enumerates the app with it). */
  onRoute?: (route: RouteOptions) => void;
}

const BODY_LIMIT = 1024 * 1024;

/** Builds the app on a context made by createAppContext (appContext.ts), whose services it uses. */
export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustedProxies,
    bodyLimit: BODY_LIMIT,
    // Long ids in URLs are rejected early.
    routerOptions: { maxParamLength: 200 },
    // A URL that cannot be decoded (`/wps/relay/%00%ff`) is answered before any hook runs: the envelope too.
    frameworkErrors: (error, request, reply) => {
      const language = pickLanguage(request.headers.language as string | undefined, request.headers['accept-language']);
      void (reply as unknown as FastifyReply).status(400).send({
        success: false,
        errorCode: 'validation_failed',
        message: `${serverMessage('validation_failed', language)}: url`,
        field: 'url',
      });
      request.log.debug({ err: error }, 'bad url');
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Fastify reads text/plain bodies by default; no route takes one, so they are 415 like any other type
  // a route does not read (docs/API.md), not a string handed to the body's schema (400 validation_failed).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Answers leave encoded by their contract schema: money as its minor-unit string (decision 0021).
  app.setSerializerCompiler(encodingSerializerCompiler);
  ctx.health.setLogger(app.log);
  registerEnvelope(app, ctx.health);
  registerMetrics(app, ctx);
  registerInputGuard(app);
  registerRequestContext(app, ctx);
  registerAuth(app, ctx);
  registerDeviceCookie(app, ctx);
  registerCacheInvalidation(app, ctx);
  // The sandboxes and the house call this process over HTTP, at the address it listens on.
  app.server.on('listening', () => {
    const address = app.server.address();
    if (address && typeof address === 'object') ctx.listeningUrl = `http://127.0.0.1:${address.port}`;
  });

  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (req) => !API_PREFIX.test(req.url),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    // In Redis (one count for the site) while it is up, in this process while it is away.
    ...(options.redis
      ? { store: fallbackRateLimitStore(options.redis, `${options.redisNamespace ?? 'lotus'}:rl:`, ctx.health) }
      : {}),
  });
  await registerCompression(app);

  // Every module's routes, in the module list's order (modules/index.ts: the web app's catch-all last).
  for (const m of MODULES) {
    for (const register of [...(m.routes ?? []), ...(m.opsRoutes ?? [])]) await register(app, ctx);
  }
  registerHealthRoutes(app, ctx, options.redis);
  return app;
}
