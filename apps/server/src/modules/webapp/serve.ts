import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEB_ROUTES } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { sendError } from '../../plugins/envelope';
import { API_PREFIX, resolveMerchant } from '../../plugins/requestContext';
import { loadBootData } from './bootData';
import { firstHomeBanner, renderIndexHtml, type IndexHtmlExtras } from './indexHtml';

/** Routes that show the home page (and so its first banner); '/' redirects to /index in the browser. */
const HOME_ROUTES = new Set(['/', '/index', '/register', '/register.html', '/login']);
const YEAR = 'public, max-age=31536000, immutable';

/** The built index.html, read again only when a new build replaces it. */
function templateReader(file: string) {
  let cached: { mtimeMs: number; text: string } | undefined;
  return (): string => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/**
 * The brand of the Host (as requestContext resolves it for the API), its boot data for this visitor
 * and, on the home routes, its first banner. Without a brand, or if loading fails, the page is
 * served bare and the web asks the API as it does under the dev server.
 */
async function extrasFor(ctx: AppContext, request: FastifyRequest, pathname: string): Promise<IndexHtmlExtras> {
  try {
    const merchant = await resolveMerchant(ctx, undefined, request.headers.host);
    if (!merchant) return {};
    const boot = await loadBootData(ctx, merchant, request.ip);
    return { boot, preloadImage: HOME_ROUTES.has(pathname) ? firstHomeBanner(boot) : undefined };
  } catch (error) {
    // PostgreSQL away: the page goes out bare (the outage is logged once, not per page).
    if (!ctx.health.report(error)) request.log.warn({ err: error }, 'boot data for index.html failed');
    return {};
  }
}

/**
 * Serves the built web app: files as they are (precompressed .br/.gz siblings when the client
 * accepts them, hashed assets cached for a year), every SPA route as index.html rendered per request
 * with the brand's boot data, /console and /console/* as the operator console's console.html, and
 * unknown paths as a 404 with the SPA.
 *
 * Rendering per request keeps an operator's change visible at the next page load; it costs the
 * same queries as the three API calls it saves.
 */
export async function serveWebApp(app: FastifyInstance, ctx: AppContext) {
  const webDist = ctx.config.webDist;
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  if (!webDist || !indexFile || !fs.existsSync(indexFile)) {
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
    return;
  }

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own header would overwrite it.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? YEAR : 'no-cache');
      // The same URL may be sent as br, gzip or identity; caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const template = templateReader(indexFile);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const html = renderIndexHtml(template(), await extrasFor(ctx, request, pathname));
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  // Explicit routes (not the static wildcard) so '/' is not taken for a directory listing.
  for (const route of WEB_ROUTES) app.get(route, (request, reply) => sendIndex(request, reply, 200));

  // The operator console (apps/web/src/console): its own page for all its routes, as built, without
  // the brand's boot data; its calls go to /ops with an operator's session.
  const consoleFile = path.join(webDist, 'console.html');
  const consoleTemplate = templateReader(consoleFile);
  const sendConsole = (request: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(consoleFile)) return sendError(request, reply, 'not_found');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(consoleTemplate());
  };
  app.get('/console', sendConsole);
  app.get('/console/*', sendConsole);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PREFIX.test(pathname) || request.method !== 'GET') return sendError(request, reply, 'not_found');
    return sendIndex(request, reply, 404);
  });
}
