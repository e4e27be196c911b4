// Posts: in a channel or on the author's own wall, their images, likes, reports, pins.

import { defineEndpoint } from '../../endpoint';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../users';
import type * as s from '../../schemas/community/posts';

export type * from '../../schemas/community/posts';

/** `newest`: pinned first then newest; `active`: pinned first then latest activity. */
export const POST_SORTS = ['newest', 'active'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/**
 * Post image limits, checked by content on the server: the profile image's (one multipart limit
 * in the server serves both). Stored as WebP, scaled down to at most
 * {@link POST_IMAGE_MAX_SIDE} pixels on its longest side.
 */
export const POST_IMAGE_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
export const POST_IMAGE_TYPES = PROFILE_IMAGE_TYPES;
export const POST_IMAGE_MAX_SIDE = 1600;

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

export const createPost = defineEndpoint<typeof s.createPost>()({
  method: 'POST',
  path: '/api/community/post/create',
  summary:
    'Post in a channel (active members) or on one’s own wall (no channelId); body is rich text, cleaned; `anonymous` where the channel allows it.',
  access: 'user',
  module: 'forum',
});

/** Multipart upload, field `file`; the body schema is documentation only. */
export const uploadPostImage = defineEndpoint<typeof s.uploadPostImage>()({
  method: 'POST',
  path: '/api/community/post/image',
  summary:
    'Upload an image for a post (multipart field `file`): JPEG, PNG or WebP checked by content, at most 5 MiB; stored as WebP at most 1600 px on its longest side. Send the answer’s `imageUrl` with post/create or post/edit.',
  access: 'user',
  module: 'forum',
});

export const postAction = defineEndpoint<typeof s.postAction>()({
  method: 'POST',
  path: '/api/community/post/action',
  summary: 'like, unlike, report a post; pin, unpin, hide, unhide for moderators.',
  access: 'user',
  module: 'forum',
});

export const editPost = defineEndpoint<typeof s.editPost>()({
  method: 'PUT',
  path: '/api/community/post/edit/:id',
  summary: 'Change an own post’s title, body or image (author only).',
  access: 'user',
  module: 'forum',
});

export const getPosts = defineEndpoint<typeof s.getPosts>()({
  method: 'GET',
  path: '/api/community/post/get',
  summary:
    'Posts by channel, by author or user posts; newest or most active first (pinned first); search in title and body; total in option[0].count.',
  access: 'user',
  module: 'forum',
});

export const getPost = defineEndpoint<typeof s.getPost>()({
  method: 'GET',
  path: '/api/community/post/get/:id',
  summary: 'One post (403 in a private channel the caller is not a member of).',
  access: 'user',
  module: 'forum',
});

export const deletePost = defineEndpoint<typeof s.deletePost>()({
  method: 'DELETE',
  path: '/api/community/post/delete/:id',
  summary: 'Delete a post with its responses (its author, the channel’s admins, site admins).',
  access: 'user',
  module: 'forum',
});
