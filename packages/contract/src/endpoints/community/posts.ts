// Posts: in a channel or on the author's own wall, their images, likes, reports, pins.
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import { requiredString } from '../../validation';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../users';
import { id } from './ids';
import {
  ITEM_STATUSES,
  POST_BODY_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  PostAuthorSchema,
} from './shared';

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

/** `newest`: pinned first then newest; `active`: pinned first then latest activity. */
export const POST_SORTS = ['newest', 'active'] as const;
export type PostSort = (typeof POST_SORTS)[number];

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

/**
 * Post image limits, checked by content on the server: the profile image's (one multipart limit
 * in the server serves both). Stored as WebP, scaled down to at most
 * {@link POST_IMAGE_MAX_SIDE} pixels on its longest side.
 */
export const POST_IMAGE_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
export const POST_IMAGE_TYPES = PROFILE_IMAGE_TYPES;
export const POST_IMAGE_MAX_SIDE = 1600;

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

/**
 * What `POST community/post/action` does to a post (`postId`):
 * - `like` / `unlike`: the caller's like (idempotent);
 * - `report`: once per member; at {@link COMMUNITY_REPORT_HIDE_THRESHOLD} reports from
 *   different members the post is hidden pending review; not one's own;
 * - `pin` / `unpin`: the channel's admins (or site admins), channel posts only;
 * - `hide` / `unhide`: moderators (channel admins, site admins); `unhide` also clears reports.
 */
export const POST_ACTIONS = ['like', 'unlike', 'report', 'pin', 'unpin', 'hide', 'unhide'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

export const PostActionBodySchema = z.strictObject({
  postId: id('post id'),
  action: z.enum(POST_ACTIONS, { error: 'This field is required' }),
});
export type PostActionBody = z.infer<typeof PostActionBodySchema>;

export const createPost = defineEndpoint({
  method: 'POST',
  path: '/api/community/post/create',
  summary:
    'Post in a channel (active members) or on one’s own wall (no channelId); body is rich text, cleaned; `anonymous` where the channel allows it.',
  access: 'user',
  module: 'forum',
  body: CreatePostBodySchema,
  response: PostSchema,
});

/** Multipart upload, field `file`; the body schema is documentation only. */
export const uploadPostImage = defineEndpoint({
  method: 'POST',
  path: '/api/community/post/image',
  summary:
    'Upload an image for a post (multipart field `file`): JPEG, PNG or WebP checked by content, at most 5 MiB; stored as WebP at most 1600 px on its longest side. Send the answer’s `imageUrl` with post/create or post/edit.',
  access: 'user',
  module: 'forum',
  response: PostImageSchema,
});

export const postAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/post/action',
  summary: 'like, unlike, report a post; pin, unpin, hide, unhide for moderators.',
  access: 'user',
  module: 'forum',
  body: PostActionBodySchema,
  response: PostSchema,
});

export const editPost = defineEndpoint({
  method: 'PUT',
  path: '/api/community/post/edit/:id',
  summary: 'Change an own post’s title, body or image (author only).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  body: EditPostBodySchema,
  response: PostSchema,
});

export const getPosts = defineEndpoint({
  method: 'GET',
  path: '/api/community/post/get',
  summary:
    'Posts by channel, by author or user posts; newest or most active first (pinned first); search in title and body; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: PostListQuerySchema,
  response: z.array(PostSchema),
});

export const getPost = defineEndpoint({
  method: 'GET',
  path: '/api/community/post/get/:id',
  summary: 'One post (403 in a private channel the caller is not a member of).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: PostSchema,
});

export const deletePost = defineEndpoint({
  method: 'DELETE',
  path: '/api/community/post/delete/:id',
  summary: 'Delete a post with its responses (its author, the channel’s admins, site admins).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: z.null(),
});
