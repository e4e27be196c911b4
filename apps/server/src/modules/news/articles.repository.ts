import { and, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOf, pageOfSelect, totalOver, type Page } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { queryRows } from '../../db/raw';
import { newsArticleViews, newsArticles, newsBookmarks, newsCategories } from '../../db/schema';
import { articleColumns, toArticle } from './article-columns';
import { createReaderMarksRepository } from './reader-marks.repository';

export type NewArticle = Pick<
  typeof newsArticles.$inferInsert,
  'id' | 'categoryId' | 'title' | 'summary' | 'body' | 'imageUrl' | 'authorName' | 'publishedAt'
> & { viewCount?: number };

/** Which optional filters a feed query has; each combination is one prepared statement. */
interface FeedShape {
  category: boolean;
  search: boolean;
  bookmark: boolean;
}

/** The feed's filter with placeholders: now, categoryId, pattern, userId. */
const feedWhere = (shape: FeedShape): SQL | undefined =>
  and(
    lte(newsArticles.publishedAt, sql.placeholder('now')),
    shape.category ? eq(newsArticles.categoryId, sql.placeholder('categoryId')) : undefined,
    shape.search
      ? or(
          ilike(newsArticles.title, sql.placeholder('pattern')),
          ilike(newsArticles.summary, sql.placeholder('pattern')),
        )
      : undefined,
    shape.bookmark
      ? sql`exists (select 1 from ${newsBookmarks} where ${newsBookmarks.userId} = ${sql.placeholder('userId')} and ${newsBookmarks.articleId} = ${newsArticles.id})`
      : undefined,
  );

/** Categories and articles; a reader's views and bookmarks are `reader-marks.repository.ts`. */
export function createArticlesRepository(db: Db) {
  // HOT-PATH EXCEPTION (decisions 21, 125), not part of the template: the feed's statements, one per
  // filter combination, and the article's own are built and prepared once (db/prepared.ts),
  // instead of being rebuilt by the query builder on every request. Other lists use the query
  // builder as it is.
  const prepared = preparedOnce();
  const feedStatement = (shape: FeedShape) =>
    prepared(
      `news_feed_${Number(shape.category)}${Number(shape.search)}${Number(shape.bookmark)}`,
      () =>
        db
          .select({ ...articleColumns(sql.placeholder('userId')), total: totalOver })
          .from(newsArticles)
          .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
          .where(feedWhere(shape))
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
    );

  return {
    ...createReaderMarksRepository(db),

    /**
     * Recommendations for a reader (the contract's `recommended=true`): published articles they
     * have neither opened nor bookmarked; those in the categories they opened (1 a view) and
     * bookmarked (3 a bookmark) most come first, then the most viewed, then the newest.
     */
    async recommendedArticles(
      q: news.ArticleListQuery,
      readerId: string,
      now: Date,
    ): Promise<Page<news.Article>> {
      // The reader's taste, once: a weight per category they opened (1 a view) or bookmarked
      // (3 a bookmark), laid over the candidates as a CASE instead of a subquery per article.
      const weights = await queryRows<{ categoryId: string; weight: number }>(
        db,
        sql`select a.category_id as "categoryId", sum(r.w)::int as "weight"
              from (select article_id, 1 as w from news_article_views where user_id = ${readerId}
                    union all
                    select article_id, 3 from news_bookmarks where user_id = ${readerId}) r
              join news_articles a on a.id = r.article_id
             group by a.category_id`,
      );
      const affinity = weights.length
        ? sql`case ${newsArticles.categoryId} ${sql.join(
            weights.map((w) => sql`when ${w.categoryId}::uuid then ${w.weight}::int`),
            sql` `,
          )} else 0 end`
        : // An expression, not a bare 0: ORDER BY 0 would name a column position.
          sql`0::int`;
      const where = and(
        lte(newsArticles.publishedAt, now),
        sql`not exists (select 1 from ${newsArticleViews} where ${newsArticleViews.userId} = ${readerId} and ${newsArticleViews.articleId} = ${newsArticles.id})`,
        sql`not exists (select 1 from ${newsBookmarks} where ${newsBookmarks.userId} = ${readerId} and ${newsBookmarks.articleId} = ${newsArticles.id})`,
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
            .select({ ...articleColumns(readerId), total: totalOver })
            .from(newsArticles)
            .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
            .where(where)
            .$dynamic(),
        [
          desc(affinity),
          desc(newsArticles.viewCount),
          desc(newsArticles.publishedAt),
          desc(newsArticles.id),
        ],
        q,
        toArticle,
      );
    },

    /**
     * A reader's bookmarks, the most recently bookmarked first (the panel shows the newest two),
     * with the feed's search and category filters.
     */
    async bookmarkedArticles(
      q: news.ArticleListQuery,
      readerId: string,
      now: Date,
    ): Promise<Page<news.Article>> {
      const where = and(
        eq(newsBookmarks.userId, readerId),
        lte(newsArticles.publishedAt, now),
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
            .select({ ...articleColumns(readerId), total: totalOver })
            .from(newsBookmarks)
            .innerJoin(newsArticles, eq(newsArticles.id, newsBookmarks.articleId))
            .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
            .where(where)
            .$dynamic(),
        [desc(newsBookmarks.createdAt), desc(newsArticles.id)],
        q,
        toArticle,
      );
    },

    /** Published articles, newest first, with the filters of the feed query. */
    async pageArticles(
      q: news.ArticleListQuery,
      readerId: string,
      now: Date,
    ): Promise<Page<news.Article>> {
      const shape = { category: !!q.categoryId, search: !!q.search, bookmark: !!q.bookmark };
      const values = {
        userId: readerId,
        now: now.toISOString(),
        categoryId: q.categoryId ?? null,
        pattern: q.search ? containsPattern(q.search) : null,
        limit: q.limit,
        offset: q.skip,
      };
      const rows = await feedStatement(shape).execute(values);
      // A page past the end has no row to carry the total; only then count separately.
      return pageOf(rows, q.skip, toArticle, async () => {
        const [row] = await db
          .select({ n: count() })
          .from(newsArticles)
          .where(feedWhere(shape))
          .execute(values);
        return Number(row?.n ?? 0);
      });
    },

    /** A published article with its (stored, already sanitised) body. */
    async findArticle(
      id: string,
      readerId: string,
      now: Date,
    ): Promise<(news.Article & { body: string }) | null> {
      const statement = prepared('news_article_one', () =>
        db
          .select({ ...articleColumns(sql.placeholder('readerId')), body: newsArticles.body })
          .from(newsArticles)
          .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
          .where(
            and(
              eq(newsArticles.id, sql.placeholder('id')),
              lte(newsArticles.publishedAt, sql.placeholder('now')),
            ),
          )
          .limit(1),
      );
      const [row] = await statement.execute({ id, readerId, now: now.toISOString() });
      return row ? { ...toArticle(row), body: row.body } : null;
    },

    async articleExists(id: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(and(eq(newsArticles.id, id), lte(newsArticles.publishedAt, now)))
        .limit(1);
      return Boolean(row);
    },

    async insertCategory(values: typeof newsCategories.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(newsCategories)
        .values(values)
        .returning({ id: newsCategories.id });
      return row!.id;
    },

    /** Stores an article; the service has sanitised its body. */
    async insertArticle(values: NewArticle): Promise<string> {
      const [row] = await db.insert(newsArticles).values(values).returning({ id: newsArticles.id });
      return row!.id;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
