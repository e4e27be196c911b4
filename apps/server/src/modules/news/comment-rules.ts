import { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { commentFacts, withCommentPermissions } from '../../infra/discussion/comments';
import { reportItem, setItemHidden } from '../../infra/discussion/moderation';
import type { CommentRecord, CommentsRepository } from './comments.repository';
import { canSeeComment, type Actor } from './news.policy';
import type { ReactionsRepository } from './reactions.repository';

const factsOf = commentFacts;

/** Adds what this user may do with the comment. */
export const withPermissions = (user: Actor, c: CommentRecord): news.Comment =>
  withCommentPermissions(user, c);

/**
 * An article comment as a user may reach it, and the reports and hiding that change whether
 * others see it (each re-counts the article's comments in its transaction).
 */
export function createCommentRules({
  db,
  comments,
  reactions,
  now,
}: {
  db: Db;
  comments: CommentsRepository;
  reactions: ReactionsRepository;
  now: () => Date;
}) {
  /** The comment if this user may see it; a hidden one is "not found" to others. */
  async function visibleComment(id: string, user: Actor): Promise<CommentRecord> {
    const comment = await comments.findComment(id, user._id);
    if (!comment || !canSeeComment(user, factsOf(comment))) throw notFound('Comment');
    return comment;
  }

  /** Records a report; at the threshold the comment is hidden and its article re-counted. */
  async function report(commentId: string, userId: string): Promise<void> {
    await reportItem(
      db,
      reactions,
      { id: commentId, userId, threshold: news.COMMENT_REPORT_HIDE_THRESHOLD, at: now() },
      (tx) => comments.refreshCountOf(commentId, tx),
    );
  }

  /** Hides (moderator) or restores a comment; restoring clears its reports for a fresh start. */
  async function setHidden(commentId: string, hidden: boolean): Promise<void> {
    await setItemHidden(db, reactions, { id: commentId, hidden, at: now() }, (tx) =>
      comments.refreshCountOf(commentId, tx),
    );
  }

  async function reload(id: string, user: Actor): Promise<news.Comment> {
    return withPermissions(user, await visibleComment(id, user));
  }

  return { visibleComment, report, setHidden, reload };
}
