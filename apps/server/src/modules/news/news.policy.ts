import { news } from '@portal/contract';
import {
  canDeleteItem,
  canEditItem,
  canReportItem,
  canSeeItem,
  reportsHideItem,
  type DiscussionActor,
  type ItemFacts,
} from '../../infra/discussion/policy';

// Who may do what to a comment: the rules of every discussion (infra/discussion/policy), with
// site admins as the moderators. Pure functions, so the rules are tested without a database.

/** The part of the session user the rules read. */
export type Actor = DiscussionActor;

/** The part of a comment the rules read. */
export type CommentFacts = ItemFacts;

/** Only the author edits a comment: an admin moderates by hiding or deleting, not by rewording. */
export const canEditComment = (actor: Actor, comment: CommentFacts): boolean =>
  canEditItem(actor, comment);

export const canDeleteComment = (actor: Actor, comment: CommentFacts): boolean =>
  canDeleteItem(actor, comment, actor.isAdmin);

/** A hidden comment stays visible to its author (so they see it is under review) and admins. */
export const canSeeComment = (actor: Actor, comment: CommentFacts): boolean =>
  canSeeItem(actor, comment, actor.isAdmin);

/** Hiding and restoring are moderation. */
export const canModerateComments = (actor: Actor): boolean => actor.isAdmin;

/** Reporting one's own comment makes no sense and would let an author hide it by themselves. */
export const canReportComment = (actor: Actor, comment: CommentFacts): boolean =>
  canReportItem(actor, comment);

/** True when this many distinct reports hide a comment pending review. */
export const reportsHideComment = (reportCount: number): boolean =>
  reportsHideItem(reportCount, news.COMMENT_REPORT_HIDE_THRESHOLD);
