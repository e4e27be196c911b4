import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { safeImageUrl } from './news.sanitize';
import {
  media,
  newsArticleViews,
  newsArticles,
  newsBookmarks,
  newsCategories,
  newsCommentReactions,
  newsComments,
  users,
} from '../../db/schema';
import { uploadUrl } from '../../infra/storage';

/** A comment as stored, before the per-viewer permission flags are added by the service. */
export type CommentRecord = Omit<news.Comment, 'canEdit' | 'canDelete'>;

/** A page of rows and the total that matched. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Who is looking: decides `isBookmarked`, `isLiked` and which hidden comments show. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

export type NewArticle = Pick<
  typeof newsArticles.$inferInsert,
  'id' | 'categoryId' | 'title' | 'summary' | 'body' | 'imageUrl' | 'authorName' | 'publishedAt'
> & { viewCount?: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `%`, `_` and `\` are wildcards in LIKE; a user's search means the characters themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

// count(*) over () gives the total with the page in one round trip; bigint, so cast.
const totalOver = sql<number>`(count(*) over ())::int`.mapWith(Number);

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

const articleColumns = (userId: string | SQLWrapper) => ({
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  imageUrl: newsArticles.imageUrl,
  categoryId: newsArticles.categoryId,
  categoryName: newsCategories.name,
  authorName: newsArticles.authorName,
  publishedAt: newsArticles.publishedAt,
  viewCount: newsArticles.viewCount,
  commentCount: newsArticles.commentCount,
  isBookmarked: sql<boolean>`exists (select 1 from ${newsBookmarks} where ${newsBookmarks.userId} = ${userId} and ${newsBookmarks.articleId} = ${newsArticles.id})`,
});

type ArticleRow = {
  id: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  categoryId: string;
  categoryName: string;
  authorName: string;
  publishedAt: Date;
  viewCount: number;
  commentCount: number;
  isBookmarked: boolean;
};

const toArticle = (r: ArticleRow): news.Article => ({
  _id: r.id,
  title: r.title,
  summary: r.summary,
  // Checked again on the way out, like the body: a row written around the service stays safe.
  imageUrl: safeImageUrl(r.imageUrl),
  category: { _id: r.categoryId, name: r.categoryName },
  authorName: r.authorName,
  publishedAt: r.publishedAt.toISOString(),
  viewCount: r.viewCount,
  commentCount: r.commentCount,
  isBookmarked: r.isBookmarked,
});

const commentColumns = (userId: string) => ({
  id: newsComments.id,
  articleId: newsComments.articleId,
  body: newsComments.body,
  hiddenAt: newsComments.hiddenAt,
  createdAt: newsComments.createdAt,
  editedAt: newsComments.editedAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  mediaId: media.id,
  mediaPath: media.path,
  mediaThumbPath: media.thumbPath,
  likeCount: sql<number>`(select count(*)::int from ${newsCommentReactions} where ${newsCommentReactions.commentId} = ${newsComments.id} and ${newsCommentReactions.kind} = 'like')`,
  isLiked: sql<boolean>`exists (select 1 from ${newsCommentReactions} where ${newsCommentReactions.commentId} = ${newsComments.id} and ${newsCommentReactions.userId} = ${userId} and ${newsCommentReactions.kind} = 'like')`,
  isReported: sql<boolean>`exists (select 1 from ${newsCommentReactions} where ${newsCommentReactions.commentId} = ${newsComments.id} and ${newsCommentReactions.userId} = ${userId} and ${newsCommentReactions.kind} = 'report')`,
});

type CommentRow = {
  id: string;
  articleId: string;
  body: string;
  hiddenAt: Date | null;
  createdAt: Date;
  editedAt: Date | null;
  authorId: string;
  firstName: string;
  lastName: string;
  mediaId: string | null;
  mediaPath: string | null;
  mediaThumbPath: string | null;
  likeCount: number;
  isLiked: boolean;
  isReported: boolean;
};

const toComment = (r: CommentRow): CommentRecord => ({
  _id: r.id,
  newsFeedId: r.articleId,
  comment: r.body,
  author: {
    _id: r.authorId,
    firstName: r.firstName,
    lastName: r.lastName,
    media:
      r.mediaId && r.mediaPath && r.mediaThumbPath
        ? [{ _id: r.mediaId, url: uploadUrl(r.mediaPath), thumbUrl: uploadUrl(r.mediaThumbPath) }]
        : [],
  },
  status: r.hiddenAt ? 'hidden' : 'visible',
  likeCount: Number(r.likeCount),
  isLiked: r.isLiked,
  isReported: r.isReported,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
});

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

/** Visible comments, plus the viewer's own hidden ones, plus all for an admin. */
const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.isAdmin
    ? undefined
    : or(isNull(newsComments.hiddenAt), eq(newsComments.authorId, viewer.userId));

/** Re-counts an article's visible comments; called in every transaction that changes them. */
async function refreshCommentCount(tx: Tx, articleId: string): Promise<void> {
  await tx
    .update(newsArticles)
    .set({
      commentCount: sql`(select count(*)::int from ${newsComments} where ${newsComments.articleId} = ${articleId} and ${newsComments.hiddenAt} is null)`,
    })
    .where(eq(newsArticles.id, articleId));
}

/** The news tables; the only file of the module that knows Drizzle. */
export function createNewsRepository(db: Db) {
  // The feed is the hottest query: each filter combination is built and prepared once (named
  // statements on PostgreSQL), instead of being rebuilt by the query builder on every request.
  const prepareFeed = (shape: FeedShape) =>
    db
      .select({ ...articleColumns(sql.placeholder('userId')), total: totalOver })
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(feedWhere(shape))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(
        `news_feed_${Number(shape.category)}${Number(shape.search)}${Number(shape.bookmark)}`,
      );
  const feedStatements = new Map<string, ReturnType<typeof prepareFeed>>();
  const feedStatement = (shape: FeedShape) => {
    const key = `${shape.category}${shape.search}${shape.bookmark}`;
    let statement = feedStatements.get(key);
    if (!statement) {
      statement = prepareFeed(shape);
      feedStatements.set(key, statement);
    }
    return statement;
  };

  async function findComment(id: string, viewerId: string): Promise<CommentRecord | null> {
    const [row] = await db
      .select(commentColumns(viewerId))
      .from(newsComments)
      .innerJoin(users, eq(users.id, newsComments.authorId))
      .leftJoin(media, eq(media.id, users.avatarMediaId))
      .where(eq(newsComments.id, id))
      .limit(1);
    return row ? toComment(row) : null;
  }

  return {
    async allCategories(): Promise<news.Category[]> {
      const rows = await db
        .select(categoryColumns)
        .from(newsCategories)
        .orderBy(asc(newsCategories.name));
      return rows.map(toCategory);
    },

    async pageCategories(q: news.CategoryListBody): Promise<Page<news.Category>> {
      const where = q.search ? ilike(newsCategories.name, likePattern(q.search)) : undefined;
      const rows = await db
        .select({ ...categoryColumns, total: totalOver })
        .from(newsCategories)
        .where(where)
        .orderBy(asc(newsCategories.name), asc(newsCategories.id))
        .limit(q.limit)
        .offset(q.skip);
      const total = rows[0]?.total ?? (q.skip > 0 ? await countRows(db, newsCategories, where) : 0);
      return { rows: rows.map(toCategory), total };
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

    /** Published articles, newest first, with the filters of the feed query. */
    async pageArticles(
      q: news.ArticleListQuery,
      viewer: Viewer,
      now: Date,
    ): Promise<Page<news.Article>> {
      const shape = { category: !!q.categoryId, search: !!q.search, bookmark: !!q.bookmark };
      const values = {
        userId: viewer.userId,
        now: now.toISOString(),
        categoryId: q.categoryId ?? null,
        pattern: q.search ? likePattern(q.search) : null,
        limit: q.limit,
        offset: q.skip,
      };
      const rows = await feedStatement(shape).execute(values);
      // A page past the end has no row to carry the total; only then count separately.
      const total =
        rows[0]?.total ??
        (q.skip > 0
          ? Number(
              (
                await db
                  .select({ n: count() })
                  .from(newsArticles)
                  .where(feedWhere(shape))
                  .execute(values)
              )[0]?.n ?? 0,
            )
          : 0);
      return { rows: rows.map(toArticle), total };
    },

    /** Ids of the articles a user has bookmarked. */
    async bookmarkedIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: newsBookmarks.articleId })
        .from(newsBookmarks)
        .where(eq(newsBookmarks.userId, userId));
      return new Set(rows.map((r) => r.id));
    },

    /** A published article with its (stored, already sanitised) body. */
    async findArticle(
      id: string,
      viewer: Viewer,
      now: Date,
    ): Promise<(news.Article & { body: string }) | null> {
      const [row] = await db
        .select({ ...articleColumns(viewer.userId), body: newsArticles.body })
        .from(newsArticles)
        .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
        .where(and(eq(newsArticles.id, id), lte(newsArticles.publishedAt, now)))
        .limit(1);
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

    /** Counts a view unless this user already viewed the article on `day`; true if counted. */
    recordView(userId: string, articleId: string, day: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(newsArticleViews)
          .values({ userId, articleId, day })
          .onConflictDoNothing()
          .returning({ day: newsArticleViews.day });
        if (inserted.length === 0) return false;
        await tx
          .update(newsArticles)
          .set({ viewCount: sql`${newsArticles.viewCount} + 1` })
          .where(eq(newsArticles.id, articleId));
        return true;
      });
    },

    /**
     * Sets (`want` true/false) or toggles (`want` undefined) a bookmark. A transaction-scoped
     * advisory lock on (user, article) applies concurrent calls one after another, so N toggles
     * end in the state N implies and every answer reports the state its own call left.
     */
    setBookmark(
      userId: string,
      articleId: string,
      want: boolean | undefined,
    ): Promise<{ isBookmarked: boolean; bookmarkCount: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`news_bookmark:${userId}:${articleId}`}, 0))`,
        );
        const [existing] = await tx
          .select({ userId: newsBookmarks.userId })
          .from(newsBookmarks)
          .where(and(eq(newsBookmarks.userId, userId), eq(newsBookmarks.articleId, articleId)));
        const target = want ?? !existing;
        if (target && !existing) {
          // The primary key is the last line of defence should the lock ever be bypassed.
          await tx.insert(newsBookmarks).values({ userId, articleId }).onConflictDoNothing();
        } else if (!target && existing) {
          await tx
            .delete(newsBookmarks)
            .where(and(eq(newsBookmarks.userId, userId), eq(newsBookmarks.articleId, articleId)));
        }
        const [c] = await tx
          .select({ n: count() })
          .from(newsBookmarks)
          .where(eq(newsBookmarks.userId, userId));
        return { isBookmarked: target, bookmarkCount: Number(c?.n ?? 0) };
      });
    },

    /** The newest comments of an article that `viewer` may see. */
    async pageComments(
      articleId: string,
      page: { limit: number; skip: number },
      viewer: Viewer,
    ): Promise<Page<CommentRecord>> {
      const where = and(eq(newsComments.articleId, articleId), visibleTo(viewer));
      const rows = await db
        .select({ ...commentColumns(viewer.userId), total: totalOver })
        .from(newsComments)
        .innerJoin(users, eq(users.id, newsComments.authorId))
        .leftJoin(media, eq(media.id, users.avatarMediaId))
        .where(where)
        .orderBy(desc(newsComments.createdAt), desc(newsComments.id))
        .limit(page.limit)
        .offset(page.skip);
      const total =
        rows[0]?.total ?? (page.skip > 0 ? await countRows(db, newsComments, where) : 0);
      return { rows: rows.map(toComment), total };
    },

    findComment,

    async createComment(input: { articleId: string; authorId: string; body: string }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsComments)
          .values(input)
          .returning({ id: newsComments.id });
        await refreshCommentCount(tx, input.articleId);
        return row!.id;
      });
    },

    async editComment(id: string, body: string, at: Date): Promise<void> {
      await db
        .update(newsComments)
        .set({ body, editedAt: at, updatedAt: at })
        .where(eq(newsComments.id, id));
    },

    async deleteComment(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(newsComments)
          .where(eq(newsComments.id, id))
          .returning({ articleId: newsComments.articleId });
        if (row) await refreshCommentCount(tx, row.articleId);
      });
    },

    async like(commentId: string, userId: string): Promise<void> {
      await db
        .insert(newsCommentReactions)
        .values({ commentId, userId, kind: 'like' })
        .onConflictDoNothing();
    },

    async unlike(commentId: string, userId: string): Promise<void> {
      await db
        .delete(newsCommentReactions)
        .where(
          and(
            eq(newsCommentReactions.commentId, commentId),
            eq(newsCommentReactions.userId, userId),
            eq(newsCommentReactions.kind, 'like'),
          ),
        );
    },

    /**
     * Records a report (once per user) and, when `hides(reportCount)` says so, hides the comment,
     * all in one transaction. The comment row is locked first, so two last reports arriving
     * together both see the final count.
     */
    report(
      commentId: string,
      userId: string,
      hides: (reportCount: number) => boolean,
      at: Date,
    ): Promise<void> {
      return db.transaction(async (tx) => {
        const [comment] = await tx
          .select({ articleId: newsComments.articleId, hiddenAt: newsComments.hiddenAt })
          .from(newsComments)
          .where(eq(newsComments.id, commentId))
          .for('update');
        if (!comment) return;
        await tx
          .insert(newsCommentReactions)
          .values({ commentId, userId, kind: 'report' })
          .onConflictDoNothing();
        const [c] = await tx
          .select({ n: count() })
          .from(newsCommentReactions)
          .where(
            and(
              eq(newsCommentReactions.commentId, commentId),
              eq(newsCommentReactions.kind, 'report'),
            ),
          );
        if (!comment.hiddenAt && hides(Number(c?.n ?? 0))) {
          await tx
            .update(newsComments)
            .set({ hiddenAt: at, hiddenReason: 'reports' })
            .where(eq(newsComments.id, commentId));
          await refreshCommentCount(tx, comment.articleId);
        }
      });
    },

    /** Hides (moderator) or restores a comment; restoring clears its reports for a fresh start. */
    setHidden(commentId: string, hidden: boolean, at: Date): Promise<void> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsComments)
          .set(
            hidden
              ? { hiddenAt: at, hiddenReason: 'moderator' }
              : { hiddenAt: null, hiddenReason: null },
          )
          .where(eq(newsComments.id, commentId))
          .returning({ articleId: newsComments.articleId });
        if (!row) return;
        if (!hidden) {
          await tx
            .delete(newsCommentReactions)
            .where(
              and(
                eq(newsCommentReactions.commentId, commentId),
                eq(newsCommentReactions.kind, 'report'),
              ),
            );
        }
        await refreshCommentCount(tx, row.articleId);
      });
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

async function countRows(
  db: Db,
  table: typeof newsCategories | typeof newsComments,
  where: SQL | undefined,
): Promise<number> {
  // The article filter references the category only through the article row, and the comment
  // filter only its own columns, so counting needs no join.
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
