import { and, asc, count, eq, ilike, lte } from 'drizzle-orm';
import type { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { newsArticles, newsCategories } from '../../db/schema';

const categoryColumns = {
  id: newsCategories.id,
  name: newsCategories.name,
  slug: newsCategories.slug,
  description: newsCategories.description,
};

const toCategory = (r: {
  id: string;
  name: string;
  slug: string;
  description: string;
}): news.Category => ({ _id: r.id, name: r.name, slug: r.slug, description: r.description });

/** The feed's categories: all, a page of them, and with their published article counts. */
export function createCategoriesRepository(db: Db) {
  return {
    async allCategories(): Promise<news.Category[]> {
      const rows = await db
        .select(categoryColumns)
        .from(newsCategories)
        .orderBy(asc(newsCategories.name));
      return rows.map(toCategory);
    },

    async pageCategories(q: news.CategoryListBody): Promise<Page<news.Category>> {
      const where = q.search ? ilike(newsCategories.name, containsPattern(q.search)) : undefined;
      return pageOfSelect(
        () =>
          db
            .select({ ...categoryColumns, total: totalOver })
            .from(newsCategories)
            .where(where)
            .$dynamic(),
        [asc(newsCategories.name), asc(newsCategories.id)],
        q,
        toCategory,
      );
    },

    async categoriesWithCounts(now: Date): Promise<news.CategoryWithCount[]> {
      const rows = await db
        .select({ ...categoryColumns, articleCount: count(newsArticles.id) })
        .from(newsCategories)
        .leftJoin(
          newsArticles,
          and(eq(newsArticles.categoryId, newsCategories.id), lte(newsArticles.publishedAt, now)),
        )
        .groupBy(newsCategories.id)
        .orderBy(asc(newsCategories.name));
      return rows.map((r) => ({ ...toCategory(r), articleCount: Number(r.articleCount) }));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
