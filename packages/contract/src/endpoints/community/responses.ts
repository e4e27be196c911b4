// Responses to posts, one level deep, and their accepted answer, likes and reports.
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { proseText } from '../../validation';
import { id } from './ids';
import { ITEM_STATUSES, PostAuthorSchema, RESPONSE_BODY_MAX_LENGTH } from './shared';

export const ResponseSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  /** The top-level response this replies to; null for a top-level response. */
  parentId: z.string().nullable(),
  /** Cleaned HTML, as posts. */
  body: z.string(),
  /** Written by the author of an anonymous post: shown as {@link ANONYMOUS_AUTHOR} too. */
  anonymous: z.boolean(),
  author: PostAuthorSchema,
  /** Written by the post's author (safe to show: it says nothing of who that is). */
  isPostAuthor: z.boolean(),
  isOwn: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  /** Marked the accepted answer by the post's author (one per post). */
  isAccepted: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  reportCount: z.number().int().nonnegative(),
  canDelete: z.boolean(),
  canModerate: z.boolean(),
  /** The caller may accept it: the post's author, on a top-level response. */
  canAccept: z.boolean(),
  createdAt: z.string(),
});
export type PostResponse = z.infer<typeof ResponseSchema>;

/** A top-level response with its replies (oldest first). */
export const ResponseThreadSchema = ResponseSchema.extend({
  replies: z.array(ResponseSchema),
});
export type ResponseThread = z.infer<typeof ResponseThreadSchema>;

/** `GET community/response/get`: top-level responses of a post, accepted first then oldest first. */
export const ResponseListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  postId: id('post id'),
});
export type ResponseListQuery = z.infer<typeof ResponseListQuerySchema>;

export const CreateResponseBodySchema = z.strictObject({
  postId: id('post id'),
  /** Reply to this response; a reply to a reply joins its thread (one level deep). */
  parentId: id('response id').optional(),
  /** The editor's HTML; its text must be prose (SPEC §5 comment pattern). */
  body: proseText({ max: RESPONSE_BODY_MAX_LENGTH, richText: true }),
});
export type CreateResponseBody = z.infer<typeof CreateResponseBodySchema>;

/**
 * `status` of `POST community/response/action` (SPEC §3 `responseId` and `status`):
 * - `accepted` / `unaccepted`: the post's author marks a top-level response as the answer
 *   (one per post: accepting another moves the mark);
 * - `liked` / `unliked`: the caller's like;
 * - `reported`: once per member; three reports hide it pending review;
 * - `hidden` / `visible`: moderators (the channel's admins, site admins); `visible` also clears
 *   reports.
 */
export const RESPONSE_STATUS_ACTIONS = [
  'accepted',
  'unaccepted',
  'liked',
  'unliked',
  'reported',
  'hidden',
  'visible',
] as const;
export type ResponseStatusAction = (typeof RESPONSE_STATUS_ACTIONS)[number];

export const ResponseActionBodySchema = z.strictObject({
  responseId: id('response id'),
  status: z.enum(RESPONSE_STATUS_ACTIONS, { error: 'This field is required' }),
});
export type ResponseActionBody = z.infer<typeof ResponseActionBodySchema>;

export const createResponse = defineEndpoint({
  method: 'POST',
  path: '/api/community/response/create',
  summary: 'Respond to a post, or reply to a response (one level deep); rich text, cleaned.',
  access: 'user',
  module: 'forum',
  body: CreateResponseBodySchema,
  response: ResponseSchema,
});

export const getResponses = defineEndpoint({
  method: 'GET',
  path: '/api/community/response/get',
  summary:
    'Top-level responses of a post with their replies, accepted first then oldest first; total of top-level ones in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ResponseListQuerySchema,
  response: z.array(ResponseThreadSchema),
});

export const responseAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/response/action',
  summary:
    'Change a response’s status: accepted/unaccepted (the post’s author), liked/unliked, reported, hidden/visible (moderators).',
  access: 'user',
  module: 'forum',
  body: ResponseActionBodySchema,
  response: ResponseSchema,
});

export const deleteResponse = defineEndpoint({
  method: 'DELETE',
  path: '/api/community/response/delete/:id',
  summary: 'Delete a response with its replies (its author, the channel’s admins, site admins).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: z.null(),
});
