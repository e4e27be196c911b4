// The zod schemas of endpoints/community/responses.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { proseText } from '../../validation';
import { id } from './ids';
import { ITEM_STATUSES, RESPONSE_BODY_MAX_LENGTH } from '../../endpoints/community/shared';
import { PostAuthorSchema } from './shared';
import { RESPONSE_STATUS_ACTIONS } from '../../endpoints/community/responses';
import type { EndpointSchemas } from '../../endpoint';

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

export const ResponseActionBodySchema = z.strictObject({
  responseId: id('response id'),
  status: z.enum(RESPONSE_STATUS_ACTIONS, { error: 'This field is required' }),
});
export type ResponseActionBody = z.infer<typeof ResponseActionBodySchema>;

export const createResponse = {
  body: CreateResponseBodySchema,
  response: ResponseSchema,
} satisfies EndpointSchemas;

export const getResponses = {
  query: ResponseListQuerySchema,
  response: z.array(ResponseThreadSchema),
} satisfies EndpointSchemas;

export const responseAction = {
  body: ResponseActionBodySchema,
  response: ResponseSchema,
} satisfies EndpointSchemas;

export const deleteResponse = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;
