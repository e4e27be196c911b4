// Responses to posts, one level deep, and their accepted answer, likes and reports.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/community/responses';

export type * from '../../schemas/community/responses';

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

export const createResponse = defineEndpoint<typeof s.createResponse>()({
  method: 'POST',
  path: '/api/community/response/create',
  summary: 'Respond to a post, or reply to a response (one level deep); rich text, cleaned.',
  access: 'user',
  module: 'forum',
});

export const getResponses = defineEndpoint<typeof s.getResponses>()({
  method: 'GET',
  path: '/api/community/response/get',
  summary:
    'Top-level responses of a post with their replies, accepted first then oldest first; total of top-level ones in option[0].count.',
  access: 'user',
  module: 'forum',
});

export const responseAction = defineEndpoint<typeof s.responseAction>()({
  method: 'POST',
  path: '/api/community/response/action',
  summary:
    'Change a response’s status: accepted/unaccepted (the post’s author), liked/unliked, reported, hidden/visible (moderators).',
  access: 'user',
  module: 'forum',
});

export const deleteResponse = defineEndpoint<typeof s.deleteResponse>()({
  method: 'DELETE',
  path: '/api/community/response/delete/:id',
  summary: 'Delete a response with its replies (its author, the channel’s admins, site admins).',
  access: 'user',
  module: 'forum',
});
