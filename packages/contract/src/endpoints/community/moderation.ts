// Moderation: the review list of reported items and join requests, decisions and the log.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/community/moderation';

export type * from '../../schemas/community/moderation';

/**
 * `approve`: a post or response is shown again and its reports cleared; a join request lets the
 * person in. `remove`: a post or response is deleted; a join request is rejected.
 */
export const MODERATION_DECISIONS = ['approve', 'remove'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Moderation actions as the log records them, with who did it. */
export const MODERATION_LOG_ACTIONS = [
  'approveMember',
  'rejectMember',
  'removeMember',
  'pinPost',
  'unpinPost',
  'hidePost',
  'unhidePost',
  'autoHidePost',
  'deletePost',
  'hideResponse',
  'unhideResponse',
  'autoHideResponse',
  'deleteResponse',
  'changeSettings',
] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];

export const getModerationQueue = defineEndpoint<typeof s.getModerationQueue>()({
  method: 'GET',
  path: '/api/community/moderation/get',
  summary:
    'The review list: reported posts and responses and join requests of the channels the caller admins (all for site admins), newest first; total in option[0].count.',
  access: 'user',
  module: 'forum',
});

export const moderationAction = defineEndpoint<typeof s.moderationAction>()({
  method: 'POST',
  path: '/api/community/moderation/action',
  summary:
    'Approve or remove a review-list entry (channel admins for their channels, site admins).',
  access: 'user',
  module: 'forum',
});

export const getModerationLog = defineEndpoint<typeof s.getModerationLog>()({
  method: 'GET',
  path: '/api/community/moderation/log',
  summary: 'Every moderation action with who did it, newest first. Site admins only.',
  access: 'user',
  module: 'forum',
  admin: true,
});
