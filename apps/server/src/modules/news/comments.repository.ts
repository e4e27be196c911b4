import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { countRows, pageOf, totalOf, type Page } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { queryRows } from '../../db/raw';
import { avatarOfUser } from '../../db/person-columns';
import { media, newsArticles, newsComments, users } from '../../db/schema';
import { reactionColumns } from '../../infra/discussion/reactions';
import {
  commentColumnsOf,
  commentsVisibleTo,
  toCommentRecord,
  type CommentRow,
} from '../../infra/discussion/comments';
import { commentFeedback } from './reactions.repository';

/** A comment as stored, before the per-viewer permission flags are added by the service. */
export type CommentRecord = Omit<news.Comment, 'canEdit' | 'canDelete'>;

/** Who is looking: decides `isLiked`, `isReported` and which hidden comments show. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

const commentColumns = (userId: string | SQLWrapper) => ({
  ...commentColumnsOf(newsComments),
  articleId: newsComments.articleId,
  ...reactionColumns(commentFeedback, userId),
});

const toComment = (r: CommentRow & { articleId: string }): CommentRecord => ({
  ...toCommentRecord(r),
  newsFeedId: r.articleId,
});

const visibleTo = (isAdmin: boolean, viewerId: string | SQLWrapper): SQL | undefined =>
  commentsVisibleTo(newsComments, isAdmin, viewerId);

const visibleOnArticle = (
  articleId: string | SQLWrapper,
  isAdmin: boolean,
  viewerId: string | SQLWrapper,
): SQL | undefined => and(eq(newsComments.articleId, articleId), visibleTo(isAdmin, viewerId));

/** Re-counts an article's visible comments; called in every transaction that changes them. */
async function refreshCommentCount(tx: Db, articleId: string): Promise<void> {
  await tx
    .update(newsArticles)
    .set({
      commentCount: sql`(select count(*)::int from ${newsComments} where ${newsComments.articleId} = ${articleId} and ${newsComments.hiddenAt} is null)`,
    })
    .where(eq(newsArticles.id, articleId));
}

/**
 * Article comments. Writes that moderation combines with reactions take `tx` last (decision 26):
 * the service opens the transaction and hands it to each call.
 */
export function createCommentsRepository(db: Db) {
  const prepared = preparedOnce();
  async function findComment(id: string, viewerId: string): Promise<CommentRecord | null> {
    const [row] = await db
      .select(commentColumns(viewerId))
      .from(newsComments)
      .innerJoin(users, eq(users.id, newsComments.authorId))
      .leftJoin(media, avatarOfUser)
      .where(eq(newsComments.id, id))
      .limit(1);
    return row ? toComment(row) : null;
  }

  return {
    /** The newest comments of an article that `viewer` may see. */
    async pageComments(
      articleId: string,
      page: { limit: number; skip: number },
      viewer: Viewer,
    ): Promise<Page<CommentRecord>> {
      // HOT-PATH EXCEPTION (decision 125): prepared once for readers and once for admins.
      const statement = prepared(`news_comments_page_${Number(viewer.isAdmin)}`, () => {
        const viewerId = sql.placeholder('viewerId');
        const visible = () =>
          visibleOnArticle(sql.placeholder('articleId'), viewer.isAdmin, viewerId);
        return db
          .select({
            ...commentColumns(viewerId),
            // Counted apart from the page (decision 155): an article's comments grow.
            total: totalOf(db.select({ n: count() }).from(newsComments).where(visible())),
          })
          .from(newsComments)
          .innerJoin(users, eq(users.id, newsComments.authorId))
          .leftJoin(media, avatarOfUser)
          .where(visible())
          .orderBy(desc(newsComments.createdAt), desc(newsComments.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'));
      });
      const rows = await statement.execute({
        articleId,
        viewerId: viewer.userId,
        limit: page.limit,
        offset: page.skip,
      });
      // A page past the end carries no total: counted then, with the same filter built plainly.
      const countPastEnd = () =>
        countRows(db, newsComments, visibleOnArticle(articleId, viewer.isAdmin, viewer.userId));
      return pageOf(rows, page.skip, toComment, countPastEnd);
    },

    findComment,

    /**
     * Stores a comment and counts it on its article in one statement: atomic on its own, and the
     * article row's lock applies concurrent counts one after another. A new comment is visible,
     * so it adds one; hiding and deleting count afresh (`refreshCommentCount`).
     */
    async createComment(input: { articleId: string; authorId: string; body: string }) {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`with added as (
              insert into news_comments (article_id, author_id, body)
              values (${input.articleId}, ${input.authorId}, ${input.body})
              returning id),
            counted as (
              update news_articles set comment_count = comment_count + 1
               where id = ${input.articleId})
            select id from added`,
      );
      return row!.id;
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

    /** Re-counts the visible comments of the comment's article (after hiding or showing it). */
    async refreshCountOf(commentId: string, tx: Db = db): Promise<void> {
      const [row] = await tx
        .select({ articleId: newsComments.articleId })
        .from(newsComments)
        .where(eq(newsComments.id, commentId));
      if (row) await refreshCommentCount(tx, row.articleId);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
