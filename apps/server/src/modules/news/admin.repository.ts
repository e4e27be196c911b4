import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  lte,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { newsArticles, newsCategories } from '../../db/schema';
import { safeImageUrl } from '../../infra/rich-text';

/** An article's columns an admin may write. */
export type ArticleValues = Pick<
  typeof newsArticles.$inferInsert,
  'categoryId' | 'title' | 'summary' | 'body' | 'imageUrl' | 'authorName' | 'publishedAt'
>;

const adminArticleColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  body: newsArticles.body,
  imageUrl: newsArticles.imageUrl,
  categoryId: newsArticles.categoryId,
  categoryName: newsCategories.name,
  authorName: newsArticles.authorName,
  publishedAt: newsArticles.publishedAt,
  viewCount: newsArticles.viewCount,
  commentCount: newsArticles.commentCount,
  createdAt: newsArticles.createdAt,
  updatedAt: newsArticles.updatedAt,
};

type AdminArticleRow = {
  id: string;
  title: string;
  summary: string;
  body: string;
  imageUrl: string | null;
  categoryId: string;
  categoryName: string;
  authorName: string;
  publishedAt: Date | null;
  viewCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** Draft (no time), scheduled (a time to come) or published (a time that has passed). */
export const statusOf = (publishedAt: Date | null, now: Date): news.ArticleStatus =>
  publishedAt === null ? 'draft' : publishedAt > now ? 'scheduled' : 'published';

const toAdminArticle = (r: AdminArticleRow, now: Date): news.AdminArticle => ({
  _id: r.id,
  title: r.title,
  summary: r.summary,
  body: r.body,
  imageUrl: safeImageUrl(r.imageUrl),
  category: { _id: r.categoryId, name: r.categoryName },
  authorName: r.authorName,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  status: statusOf(r.publishedAt, now),
  viewCount: r.viewCount,
  commentCount: r.commentCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const statusWhere = (status: news.ArticleStatus | undefined, now: Date): SQL | undefined => {
  switch (status) {
    case 'draft':
      return isNull(newsArticles.publishedAt);
    case 'scheduled':
      return gt(newsArticles.publishedAt, now);
    case 'published':
      return lte(newsArticles.publishedAt, now);
    default:
      return undefined;
  }
};

const categoryColumns = {
  id: newsCategories.id,
  name: newsCategories.name,
  slug: newsCategories.slug,
  description: newsCategories.description,
  // Written out with its tables: on a one-table select the builder leaves column names bare,
  // and inside the subquery a bare "id" would be the article's.
  articleCount: sql<number>`(select count(*)::int from news_articles a where a.category_id = news_categories.id)`,
};

const toCategory = (r: {
  id: string;
  name: string;
  slug: string;
  description: string;
  articleCount: number;
}): news.AdminCategory => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  articleCount: Number(r.articleCount),
});

/** What admins read and write: every article whatever its state, and the categories. */
export function createAdminRepository(db: Db) {
  return {
    async pageArticles(q: news.AdminArticleListQuery, now: Date): Promise<Page<news.AdminArticle>> {
      const where = and(
        statusWhere(q.status, now),
        q.categoryId ? eq(newsArticles.categoryId, q.categoryId) : undefined,
        q.search
          ? or(
              ilike(newsArticles.title, containsPattern(q.search)),
              ilike(newsArticles.summary, containsPattern(q.search)),
            )
          : undefined,
      );
      return pageOfSelect(
        () =>
          db
            .select({ ...adminArticleColumns, total: totalOver })
            .from(newsArticles)
            .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
            .where(where)
            .$dynamic(),
        [desc(newsArticles.updatedAt), desc(newsArticles.id)],
        q,
        (r) => toAdminArticle(r, now),
      );
    },

    async findArticle(id: string, now: Date, tx: Db = db): Promise<news.AdminArticle | null> {
      const [row] = await tx
        .select(adminArticleColumns)
        .from(newsArticles)
        .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
        .where(eq(newsArticles.id, id))
        .limit(1);
      return row ? toAdminArticle(row, now) : null;
    },

    /** The row locked for a change in `tx`; null when there is none. */
    async lockArticle(id: string, tx: Db): Promise<{ id: string } | null> {
      const [row] = await tx
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(eq(newsArticles.id, id))
        .for('update');
      return row ?? null;
    },

    async insertArticle(values: ArticleValues, tx: Db = db): Promise<string> {
      const [row] = await tx.insert(newsArticles).values(values).returning({ id: newsArticles.id });
      return row!.id;
    },

    async updateArticle(id: string, values: Partial<ArticleValues>, at: Date, tx: Db = db) {
      await tx
        .update(newsArticles)
        .set({ ...values, updatedAt: at })
        .where(eq(newsArticles.id, id));
    },

    /** Comments, views and bookmarks go with it (their keys cascade). */
    async deleteArticle(id: string, tx: Db = db): Promise<void> {
      await tx.delete(newsArticles).where(eq(newsArticles.id, id));
    },

    /** The earliest publish time still to come, or null: no shared page may outlive it. */
    async nextScheduledAt(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(newsArticles.publishedAt) })
        .from(newsArticles)
        .where(gt(newsArticles.publishedAt, now));
      return row?.at ? new Date(row.at) : null;
    },

    async pageCategories(q: news.AdminCategoryListQuery): Promise<Page<news.AdminCategory>> {
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

    async findCategory(id: string, tx: Db = db): Promise<news.AdminCategory | null> {
      const [row] = await tx
        .select(categoryColumns)
        .from(newsCategories)
        .where(eq(newsCategories.id, id))
        .limit(1);
      return row ? toCategory(row) : null;
    },

    async categoryExists(id: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: newsCategories.id })
        .from(newsCategories)
        .where(eq(newsCategories.id, id));
      return Boolean(row);
    },

    async insertCategory(
      values: { name: string; slug: string; description: string },
      tx: Db = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(newsCategories)
        .values(values)
        .returning({ id: newsCategories.id });
      return row!.id;
    },

    async updateCategory(
      id: string,
      values: Partial<{ name: string; slug: string; description: string }>,
      at: Date,
      tx: Db = db,
    ) {
      await tx
        .update(newsCategories)
        .set({ ...values, updatedAt: at })
        .where(eq(newsCategories.id, id));
    },

    /** Locks the category and counts its articles, so none is added to it before it goes. */
    async lockCategoryCount(id: string, tx: Db): Promise<number | null> {
      const [row] = await tx
        .select({ id: newsCategories.id })
        .from(newsCategories)
        .where(eq(newsCategories.id, id))
        .for('update');
      if (!row) return null;
      const [c] = await tx
        .select({ n: count() })
        .from(newsArticles)
        .where(eq(newsArticles.categoryId, id));
      return Number(c?.n ?? 0);
    },

    /** Moves every article of `from` to `to`; returns how many moved. */
    async moveArticles(from: string, to: string, at: Date, tx: Db): Promise<number> {
      const moved = await tx
        .update(newsArticles)
        .set({ categoryId: to, updatedAt: at })
        .where(eq(newsArticles.categoryId, from))
        .returning({ id: newsArticles.id });
      return moved.length;
    },

    async deleteCategory(id: string, tx: Db): Promise<void> {
      await tx.delete(newsCategories).where(eq(newsCategories.id, id));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
