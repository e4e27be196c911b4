import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsCommentReactions } from '../../db/schema';

/** Likes and reports of comments, one row per user, comment and kind. */
export function createReactionsRepository(db: Db) {
  const ofKind = (commentId: string, kind: 'like' | 'report') =>
    and(eq(newsCommentReactions.commentId, commentId), eq(newsCommentReactions.kind, kind));

  return {
    async like(commentId: string, userId: string): Promise<void> {
      await db
        .insert(newsCommentReactions)
        .values({ commentId, userId, kind: 'like' })
        .onConflictDoNothing();
    },

    async unlike(commentId: string, userId: string): Promise<void> {
      await db
        .delete(newsCommentReactions)
        .where(and(ofKind(commentId, 'like'), eq(newsCommentReactions.userId, userId)));
    },

    /** Records a user's report (once) and returns how many distinct reports the comment has. */
    async addReport(commentId: string, userId: string, tx: Db = db): Promise<number> {
      await tx
        .insert(newsCommentReactions)
        .values({ commentId, userId, kind: 'report' })
        .onConflictDoNothing();
      const [c] = await tx
        .select({ n: count() })
        .from(newsCommentReactions)
        .where(ofKind(commentId, 'report'));
      return Number(c?.n ?? 0);
    },

    async clearReports(commentId: string, tx: Db = db): Promise<void> {
      await tx.delete(newsCommentReactions).where(ofKind(commentId, 'report'));
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
