import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The site's security headers (helmet's defaults with this Content-Security-Policy). */
const OPTIONS: Readonly<HelmetOptions> = {
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
};

/** The headers helmet writes for OPTIONS, worked out once (they do not depend on the request). */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer carries helmet's security headers; a route may replace one (`reply.header(...)`, e.g. a
 * sandboxed picture's own Content-Security-Policy). The headers are computed once at start-up and copied
 * onto each reply: running helmet per request (what @fastify/helmet does) rebuilt the whole policy each time.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(OPTIONS);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
