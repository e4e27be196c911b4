// The zod shapes every flat discussion shares (endpoints/discussion.ts): a comment, its author,
// its text and what can be done to it. A domain adds the id of what is discussed.

import { z } from 'zod';
import { proseText } from '../validation';
import { MediaSchema } from './auth';
import { COMMENT_ACTIONS, COMMENT_MAX_LENGTH, COMMENT_STATUSES } from '../endpoints/discussion';

export const CommentAuthorSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The avatar first, as on the current user. */
  media: z.array(MediaSchema),
});
export type CommentAuthor = z.infer<typeof CommentAuthorSchema>;

/** A comment without what it is about: plain text, never HTML. */
export const DiscussionCommentSchema = z.object({
  _id: z.string(),
  comment: z.string(),
  author: CommentAuthorSchema,
  status: z.enum(COMMENT_STATUSES),
  likeCount: z.number().int().nonnegative(),
  /** The current user liked it. */
  isLiked: z.boolean(),
  /** The current user reported it. */
  isReported: z.boolean(),
  /** The current user may edit it (the author). */
  canEdit: z.boolean(),
  /** The current user may delete it (the author or an admin). */
  canDelete: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type DiscussionComment = z.infer<typeof DiscussionCommentSchema>;

/** A comment's text: SPEC §5's comment pattern, required, at most COMMENT_MAX_LENGTH. */
export const CommentTextSchema = proseText({ max: COMMENT_MAX_LENGTH });

export const EditCommentBodySchema = z.strictObject({ comment: CommentTextSchema });
export type EditCommentBody = z.infer<typeof EditCommentBodySchema>;

export const CommentActionBodySchema = z.strictObject({
  responseId: z.uuid({ error: 'Invalid comment id' }),
  status: z.enum(COMMENT_ACTIONS, { error: 'This field is required' }),
});
export type CommentActionBody = z.infer<typeof CommentActionBodySchema>;
