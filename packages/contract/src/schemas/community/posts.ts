// The zod schemas of endpoints/community/posts.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { requiredString } from '../../validation';
import { id } from './ids';
import {
  ITEM_STATUSES,
  POST_BODY_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '../../endpoints/community/shared';
import { PostAuthorSchema } from './shared';
import { POST_SORTS, POST_ACTIONS } from '../../endpoints/community/posts';
import type { EndpointSchemas } from '../../endpoint';

export const PostSchema = z.object({
  _id: z.string(),
  /** Null for a user post (on the author's own wall). */
  channel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  title: z.string(),
  /** HTML cleaned through the allow-list on write and on read, as news articles. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  anonymous: z.boolean(),
  author: PostAuthorSchema,
  /** The caller wrote it (true for their anonymous posts too). */
  isOwn: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  isPinned: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  /** Visible responses (replies included). */
  responseCount: z.number().int().nonnegative(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  /** Reports waiting for review; shown to moderators (channel and site admins) only, else 0. */
  reportCount: z.number().int().nonnegative(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The caller may pin and hide it (its channel's admins, site admins). */
  canModerate: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The latest response, or the post's creation. */
  lastActivityAt: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

/**
 * `GET community/post/get`. `channelId`: that channel's posts (403 if the caller may not read
 * it); `type=user`: user posts only; `authorId`: one person's posts (their anonymous ones only to
 * themselves and site admins). Without filters: every post the caller may read. `search` looks
 * in title and body, never at the author.
 */
export const PostListQuerySchema = ListQuerySchema.extend({
  channelId: id('channel id').optional(),
  authorId: id('user id').optional(),
  type: z.enum(['channel', 'user']).optional(),
  sort: z.enum(POST_SORTS).default('newest'),
});
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

/** What `POST community/post/image` answers: the url to send as a post's `imageUrl`. */
export const PostImageSchema = z.object({ imageUrl: z.string() });
export type PostImage = z.infer<typeof PostImageSchema>;

/**
 * A post's image: a url `community/post/image` gave the caller (`/uploads/community/<uuid>.webp`,
 * a random name; the server knows whose it is); the server refuses anyone else's, so nobody
 * attaches another person's file.
 */
const imageUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: 'Invalid image' })
  .refine((v) => !v.includes('..'), { error: 'Invalid image' });

const postBody = () => requiredString({ max: POST_BODY_MAX_LENGTH });

export const CreatePostBodySchema = z.strictObject({
  /** Left out for a user post on one's own wall. */
  channelId: id('channel id').optional(),
  title: requiredString({ max: POST_TITLE_MAX_LENGTH }),
  body: postBody(),
  /** A url from `community/post/image` (the caller's own upload). */
  imageUrl: imageUrl.optional(),
  /** Only where the channel allows it; user posts may always be anonymous. */
  anonymous: z.boolean().default(false),
});
export type CreatePostBody = z.infer<typeof CreatePostBodySchema>;

/** A field left out stays as it is; `imageUrl: null` removes the image. Anonymity is fixed. */
export const EditPostBodySchema = z.strictObject({
  title: requiredString({ max: POST_TITLE_MAX_LENGTH }).optional(),
  body: postBody().optional(),
  imageUrl: imageUrl.nullable().optional(),
});
export type EditPostBody = z.infer<typeof EditPostBodySchema>;

export const PostActionBodySchema = z.strictObject({
  postId: id('post id'),
  action: z.enum(POST_ACTIONS, { error: 'This field is required' }),
});
export type PostActionBody = z.infer<typeof PostActionBodySchema>;

export const createPost = {
  body: CreatePostBodySchema,
  response: PostSchema,
} satisfies EndpointSchemas;

export const uploadPostImage = {
  response: PostImageSchema,
} satisfies EndpointSchemas;

export const postAction = {
  body: PostActionBodySchema,
  response: PostSchema,
} satisfies EndpointSchemas;

export const editPost = {
  params: IdParamsSchema,
  body: EditPostBodySchema,
  response: PostSchema,
} satisfies EndpointSchemas;

export const getPosts = {
  query: PostListQuerySchema,
  response: z.array(PostSchema),
} satisfies EndpointSchemas;

export const getPost = {
  params: IdParamsSchema,
  response: PostSchema,
} satisfies EndpointSchemas;

export const deletePost = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;
