// What every discussion of the portal shares (decision 69): news comments, community responses
// and the journal club's comments are liked, reported and hidden by the same rules, and the
// journal club's comments take the news comments' shape. No calls of its own: each domain
// names its calls (`newsFeed/comment/...`, `journalClub/comment/...`).

export type * from '../schemas/discussion';

/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 1000;
/** A comment reported by this many different users is hidden until an admin reviews it. */
export const COMMENT_REPORT_HIDE_THRESHOLD = 3;

/**
 * What a comment action can do (`status`) to a comment (`responseId`):
 * - `like` / `unlike`: add or remove the caller's like (repeating is harmless);
 * - `report`: report it once per user; at {@link COMMENT_REPORT_HIDE_THRESHOLD} reports from
 *   different users it is hidden pending review; an author cannot report their own comment;
 * - `hide` / `restore`: admins only; `restore` shows it again and clears its reports.
 */
export const COMMENT_ACTIONS = ['like', 'unlike', 'report', 'hide', 'restore'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

/** `visible` to everyone, or `hidden`: seen only by its author and admins. */
export const COMMENT_STATUSES = ['visible', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
