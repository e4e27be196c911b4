import { news } from '@portal/contract';

// Who may do what to a comment. Pure functions, so the rules are tested without a database.

/** The part of the session user the rules read. */
export interface Actor {
  _id: string;
  isAdmin: boolean;
}

/** The part of a comment the rules read. */
export interface CommentFacts {
  authorId: string;
  hidden: boolean;
}

/** Only the author edits a comment: an admin moderates by hiding or deleting, not by rewording. */
export const canEditComment = (actor: Actor, comment: CommentFacts): boolean =>
  actor._id === comment.authorId;

export const canDeleteComment = (actor: Actor, comment: CommentFacts): boolean =>
  actor._id === comment.authorId || actor.isAdmin;

/** A hidden comment stays visible to its author (so they see it is under review) and admins. */
export const canSeeComment = (actor: Actor, comment: CommentFacts): boolean =>
  !comment.hidden || actor._id === comment.authorId || actor.isAdmin;

/** Hiding and restoring are moderation. */
export const canModerateComments = (actor: Actor): boolean => actor.isAdmin;

/** Reporting one's own comment makes no sense and would let an author hide it by themselves. */
export const canReportComment = (actor: Actor, comment: CommentFacts): boolean =>
  actor._id !== comment.authorId;

/** True when this many distinct reports hide a comment pending review. */
export const reportsHideComment = (reportCount: number): boolean =>
  reportCount >= news.COMMENT_REPORT_HIDE_THRESHOLD;
