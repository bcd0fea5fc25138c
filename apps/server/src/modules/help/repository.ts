import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { helpArticles, helpCategories } from '../../db/schema/index';

export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;

/** Categories and articles of one brand and language, in display order. */
export async function loadHelp(
  db: Tx,
  merchantId: number,
  language: string,
): Promise<{ categories: HelpCategoryRow[]; articles: HelpArticleRow[] }> {
  const [categories, articles] = await Promise.all([
    db
      .select()
      .from(helpCategories)
      .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.language, language)))
      .orderBy(asc(helpCategories.sort), asc(helpCategories.slug)),
    db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.language, language)))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.slug)),
  ]);
  return { categories, articles };
}

/** Creates the category or updates the given fields; returns it. */
export async function upsertCategory(
  db: Tx,
  c: { merchantId: number; language: string; slug: string; title?: string | undefined; sort?: number | undefined },
  now: Date,
): Promise<HelpCategoryRow> {
  const set: Partial<HelpCategoryRow> = { updatedAt: now };
  if (c.title !== undefined) set.title = c.title;
  if (c.sort !== undefined) set.sort = c.sort;
  const [row] = await db
    .insert(helpCategories)
    .values({
      merchantId: c.merchantId,
      language: c.language,
      slug: c.slug,
      title: c.title ?? c.slug.replace(/-/g, ' ').replace(/^./, (ch) => ch.toUpperCase()),
      sort: c.sort ?? 100,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: [helpCategories.merchantId, helpCategories.language, helpCategories.slug], set })
    .returning();
  return row!;
}

/** Inserts the article or replaces the one with the same brand, language and slug. */
export async function upsertArticle(
  db: Tx,
  a: Omit<typeof helpArticles.$inferInsert, 'id' | 'createdAt'> & { updatedAt: Date },
): Promise<{ row: HelpArticleRow; created: boolean }> {
  const [existing] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.merchantId, a.merchantId),
        eq(helpArticles.language, a.language),
        eq(helpArticles.slug, a.slug),
      ),
    );
  const [row] = await db
    .insert(helpArticles)
    .values(a)
    .onConflictDoUpdate({
      target: [helpArticles.merchantId, helpArticles.language, helpArticles.slug],
      set: {
        categoryId: a.categoryId,
        title: a.title,
        summary: a.summary,
        content: a.content,
        searchText: a.searchText,
        sourceFormat: a.sourceFormat,
        ...(a.sort !== undefined ? { sort: a.sort } : {}),
        updatedAt: a.updatedAt,
      },
    })
    .returning();
  return { row: row!, created: !existing };
}

export async function listArticles(
  db: Tx,
  merchantIds: number[],
  filter: { language?: string | undefined; category?: string | undefined },
): Promise<Array<HelpArticleRow & { categorySlug: string }>> {
  const rows = await db
    .select({ a: helpArticles, categorySlug: helpCategories.slug })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpArticles.categoryId, helpCategories.id))
    .where(
      and(
        inArray(helpArticles.merchantId, merchantIds),
        filter.language ? eq(helpArticles.language, filter.language) : undefined,
        filter.category ? eq(helpCategories.slug, filter.category) : undefined,
      ),
    )
    .orderBy(
      asc(helpArticles.merchantId),
      asc(helpArticles.language),
      asc(helpCategories.sort),
      asc(helpArticles.sort),
      asc(helpArticles.slug),
    );
  return rows.map((r) => ({ ...r.a, categorySlug: r.categorySlug }));
}

export async function countArticles(db: Tx, merchantId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(helpArticles)
    .where(eq(helpArticles.merchantId, merchantId));
  return r?.n ?? 0;
}

/** Deletes an article of one of `merchantIds` (null: any brand). */
export async function deleteArticle(
  db: Tx,
  id: string,
  merchantIds: number[] | null = null,
): Promise<HelpArticleRow | undefined> {
  const [row] = await db
    .delete(helpArticles)
    .where(and(eq(helpArticles.id, id), merchantIds ? inArray(helpArticles.merchantId, merchantIds) : undefined))
    .returning();
  return row;
}
