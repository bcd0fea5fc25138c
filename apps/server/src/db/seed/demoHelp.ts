import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client';
import { findMerchantByCode } from '../../modules/brands/service';
import { collectHelpFiles } from '../../modules/help/files';
import { helpArticleCount, importHelpArticle } from '../../modules/help/service';
import { DEMO_MERCHANT } from './demoBrand';

/** The demo brand's help articles: Markdown files in both languages, imported like `npm run ops -- help import`. */
export const DEMO_HELP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'helpArticles');

/** Seeds the demo brand's help centre when it has no article yet; returns how many it wrote. */
export async function seedDemoHelpIfEmpty(db: Db, now = new Date()): Promise<number> {
  const brand = await findMerchantByCode(db, DEMO_MERCHANT);
  if (!brand || (await helpArticleCount(db, brand.id)) > 0) return 0;
  const articles = collectHelpFiles(DEMO_HELP_DIR);
  await db.transaction(async (tx) => {
    for (const a of articles) await importHelpArticle(tx, brand, a, now);
  });
  return articles.length;
}
