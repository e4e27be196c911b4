import { newsCommentReactions, newsComments } from '../../db/schema';
import {
  createReactionsRepository as createDiscussionReactions,
  type DiscussionTarget,
} from '../../infra/discussion/reactions';
import type { Db } from '../../db/client';

/** Comments of articles are liked and reported as every discussion's items are. */
export const commentFeedback: DiscussionTarget<typeof newsCommentReactions> = {
  item: newsComments,
  reactions: newsCommentReactions,
  itemId: newsCommentReactions.commentId,
  row: (commentId, userId, kind) => ({ commentId, userId, kind }),
};

/** Likes and reports of comments, one row per user, comment and kind. */
export const createReactionsRepository = (db: Db) => createDiscussionReactions(db, commentFeedback);

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
