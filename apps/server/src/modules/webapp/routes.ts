import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MANIFEST_DESCRIPTION, SERVICE_PATHS, type WebManifest } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { sendError } from '../../plugins/envelope';
import { resolveMerchant } from '../../plugins/requestContext';
import type { Merchant } from '../brands/service';

/** The site's page colour behind the app while it starts (apps/web/index.html uses the same). */
const BACKGROUND = '#0b1220';

/**
 * PNG renderings of an SVG icon shipped beside it (`app-icon.svg` → `app-icon-192.png`,
 * `app-icon-512.png`, made by apps/web/scripts/render-icons.mjs), listed when the built site has them.
 */
function pngIcons(svgUrl: string, webDist: string | undefined): WebManifest['icons'] {
  if (!svgUrl.endsWith('.svg') || !svgUrl.startsWith('/')) return [];
  return [192, 512].flatMap((size) => {
    const src = `${svgUrl.slice(0, -4)}-${size}.png`;
    const onDisk = webDist ? path.join(webDist, ...src.split('/').filter(Boolean)) : undefined;
    return onDisk && fs.existsSync(onDisk)
      ? [{ src, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }]
      : [];
  });
}

export function webManifest(m: Merchant, webDist: string | undefined): WebManifest {
  const p = m.profile;
  return {
    id: '/index',
    name: p.siteName,
    short_name: p.siteName.slice(0, 12),
    description: MANIFEST_DESCRIPTION[m.defaultLanguage],
    lang: m.defaultLanguage,
    start_url: '/index',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND,
    theme_color: p.themeColor,
    icons: [
      {
        src: p.appIconUrl,
        sizes: 'any',
        type: p.appIconUrl.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
        purpose: 'any',
      },
      ...pngIcons(p.appIconUrl, webDist),
    ],
  };
}

/** /manifest.webmanifest: the installable app of the brand that owns the Host. */
export function registerWebAppRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(SERVICE_PATHS.manifest, async (req, reply) => {
    const merchant = await resolveMerchant(ctx, undefined, req.headers.host);
    if (!merchant) return sendError(req, reply, 'merchant_not_found');
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(merchant, ctx.config.webDist)));
  });
}
