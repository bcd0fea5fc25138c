import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, moneySchema } from '@lotus/contracts';
import { frameHead } from '@lotus/frames/assets';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import type { BuiltInWallet } from './builtIn';
import { authenticate } from './sessions';

/**
 * A built-in vendor's own page in the game frame (docs/ARCHITECTURE.md "Built-in vendors"): an HTML shell
 * with the page's module script and style sheet, the entry `name` of the frames' build (apps/frames,
 * served under /house/assets; CSP `script-src 'self'`, texts in Vietnamese and English in the script),
 * and `<path>/api/state`, the player's name and balance (money: the minor-unit integer string, decision 0021) for
 * the launch token the page was opened with.
 * The vendor adds its own JSON API under `<path>/api`.
 */
export interface FramePage {
  path: string;
  title: { vi: string; en: string };
  /** The page's entry in apps/frames (src/<name>.ts). */
  name: 'lottery' | 'sports';
  wallet: BuiltInWallet;
}

export const tokenQuery = z.object({ token: z.string().min(16).max(200) });

export function registerFramePage(app: FastifyInstance, ctx: AppContext, page: FramePage) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
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
${frameHead(page.name)}
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
            z.object({ displayName: z.string(), currency: z.string(), balance: moneySchema, language: z.string() }),
          ),
        },
      },
    },
    async (req) => {
      const a = await authenticate(ctx, await page.wallet.vendor(ctx), { token: req.query.token });
      return ok({ displayName: a.displayName, currency: a.currency, balance: BigInt(a.balance), language: a.language });
    },
  );
}
