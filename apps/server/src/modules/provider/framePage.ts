import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import type { BuiltInWallet } from './builtIn';
import { authenticate } from './sessions';

/**
 * A built-in vendor's own page in the game frame (docs/ARCHITECTURE.md "Built-in vendors"): plain HTML
 * with one script and one style sheet of the vendor's `public` folder (after the shared public/frame.js) (CSP `script-src 'self'`, texts
 * in Vietnamese and English in the script), and `<path>/api/state`, the player's name and balance for
 * the launch token the page was opened with. The vendor adds its own JSON API under `<path>/api`.
 */
export interface FramePage {
  path: string;
  title: { vi: string; en: string };
  /** The folder of `<name>.js` and `<name>.css`. */
  publicDir: string;
  name: string;
  wallet: BuiltInWallet;
}

const FRAME_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'public');

export const tokenQuery = z.object({ token: z.string().min(16).max(200) });

export function registerFramePage(app: FastifyInstance, ctx: AppContext, page: FramePage) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const assets = new Map([
    // The helpers every frame page shares (public/frame.js), loaded before the page's own script.
    [
      'frame.js',
      { type: 'text/javascript; charset=utf-8', body: fs.readFileSync(path.join(FRAME_PUBLIC, 'frame.js')) },
    ],
    [
      `${page.name}.js`,
      {
        type: 'text/javascript; charset=utf-8',
        body: fs.readFileSync(path.join(page.publicDir, `${page.name}.js`)),
      },
    ],
    [
      `${page.name}.css`,
      { type: 'text/css; charset=utf-8', body: fs.readFileSync(path.join(page.publicDir, `${page.name}.css`)) },
    ],
  ]);

  typed.get(`${page.path}/assets/:file`, async (req, reply: FastifyReply) => {
    const a = assets.get((req.params as { file: string }).file);
    if (!a) throw new AppError('not_found');
    return reply.header('content-type', a.type).header('cache-control', 'no-cache').send(a.body);
  });

  typed.get(page.path, async (req, reply) => {
    const lang = (req.query as { lang?: string }).lang === 'en' ? 'en' : 'vi';
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title[lang]}</title>
<link rel="icon" type="image/svg+xml" href="/art/brand/favicon.svg">
<link rel="stylesheet" href="${page.path}/assets/${page.name}.css">
<script src="${page.path}/assets/frame.js" defer></script>
<script src="${page.path}/assets/${page.name}.js" defer></script>
</head>
<body data-lang="${lang}">
<main id="app"><p class="muted">${lang === 'en' ? 'Loading…' : 'Đang tải…'}</p></main>
</body>
</html>`,
      );
  });

  typed.get(
    `${page.path}/api/state`,
    {
      schema: {
        querystring: tokenQuery,
        response: {
          200: envelopeSchema(
            z.object({ displayName: z.string(), currency: z.string(), balance: z.number(), language: z.string() }),
          ),
        },
      },
    },
    async (req) => {
      const a = await authenticate(ctx, await page.wallet.vendor(ctx), { token: req.query.token });
      return ok({ displayName: a.displayName, currency: a.currency, balance: a.balance / 100, language: a.language });
    },
  );
}
