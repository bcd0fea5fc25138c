import {
  foldText,
  type HelpCenter,
  type OpsHelpArticle,
  type OpsHelpImport,
  type SiteLanguage,
} from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../brands/service';
import { countArticles, deleteArticle, listArticles, loadHelp, upsertArticle, upsertCategory } from './repository';
import { htmlToText, renderArticle } from './text';

/**
 * The help centre of a brand in one language: categories in order, each with its articles; with a
 * keyword, only articles whose title or text holds every word (accents and case ignored), and only
 * categories that keep an article.
 */
export async function helpCenter(
  db: Tx,
  merchantId: number,
  language: SiteLanguage,
  query: { keyword?: string | undefined; category?: string | undefined },
): Promise<HelpCenter> {
  const { categories, articles } = await loadHelp(db, merchantId, language);
  const words = query.keyword ? foldText(query.keyword).split(' ').filter(Boolean) : [];
  const bySlug = new Map(categories.map((c) => [c.id, c.slug]));
  const result = categories
    .filter((c) => !query.category || c.slug === query.category)
    .map((c) => ({
      slug: c.slug,
      title: c.title,
      sort: c.sort,
      articles: articles
        .filter((a) => a.categoryId === c.id && words.every((w) => a.searchText.includes(w)))
        .map((a) => ({
          slug: a.slug,
          category: bySlug.get(a.categoryId)!,
          title: a.title,
          summary: a.summary,
          content: a.content,
          sort: a.sort,
          updatedAt: a.updatedAt.toISOString(),
        })),
    }))
    .filter((c) => c.articles.length > 0);
  return { language, categories: result };
}

/** Converts (Markdown) and sanitises an operator's article, and stores it (replacing the same slug). */
export async function importHelpArticle(db: Tx, merchant: Merchant, input: Omit<OpsHelpImport, 'brand'>, now: Date) {
  const rendered = renderArticle(input.format, input.source);
  const title = input.title ?? rendered.title;
  if (!title)
    throw new AppError(
      'validation_failed',
      'The article has no title: start it with "# Title" or give --title',
      'title',
    );
  if (!rendered.html)
    throw new AppError('validation_failed', 'Nothing is left of the article once sanitised', 'source');
  const category = await upsertCategory(
    db,
    {
      merchantId: merchant.id,
      language: input.language,
      slug: input.category,
      title: input.categoryTitle,
      sort: input.categorySort,
    },
    now,
  );
  const { row, created } = await upsertArticle(db, {
    merchantId: merchant.id,
    language: input.language,
    categoryId: category.id,
    slug: input.slug,
    title,
    summary: rendered.summary,
    content: rendered.html,
    searchText: foldText(`${title} ${htmlToText(rendered.html)}`),
    sourceFormat: input.format,
    ...(input.sort !== undefined ? { sort: input.sort } : {}),
    updatedAt: now,
  });
  return { ...toOps(row, merchant.code, category.slug), created };
}

function toOps(
  row: { id: string; language: string; slug: string; title: string; sort: number; updatedAt: Date },
  brand: string,
  category: string,
): OpsHelpArticle {
  return {
    id: row.id,
    brand,
    language: row.language as SiteLanguage,
    category,
    slug: row.slug,
    title: row.title,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listHelpArticles(
  db: Tx,
  brands: Merchant[],
  filter: { language?: SiteLanguage | undefined; category?: string | undefined },
): Promise<OpsHelpArticle[]> {
  const codeOf = new Map(brands.map((b) => [b.id, b.code]));
  const rows = await listArticles(
    db,
    brands.map((b) => b.id),
    filter,
  );
  return rows.map((r) => toOps(r, codeOf.get(r.merchantId)!, r.categorySlug));
}

/** Removes an article of one of `merchantIds` (null: any brand); another brand's is help_article_not_found. */
export async function removeHelpArticle(
  db: Tx,
  id: string,
  merchantIds: number[] | null = null,
): Promise<{ id: string; slug: string; language: string }> {
  const row = await deleteArticle(db, id, merchantIds);
  if (!row) throw new AppError('help_article_not_found', undefined, 'id');
  return { id: row.id, slug: row.slug, language: row.language };
}

export const helpArticleCount = countArticles;
