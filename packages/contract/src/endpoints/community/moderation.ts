// Moderation: the review list of reported items and join requests, decisions and the log.
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ListQuerySchema } from '../../envelope';
import { id } from './ids';
import { PostSchema } from './posts';
import { ResponseSchema } from './responses';
import { CommunityUserSchema } from './shared';

/**
 * One entry of the review list: a reported post or response (`reportCount` > 0, not yet
 * reviewed), or a join request. Channel admins see their channels' entries; site admins all.
 */
export const ModerationItemSchema = z.object({
  /** The post's, response's or membership's id (what `moderation/action` takes). */
  _id: z.string(),
  type: z.enum(['post', 'response', 'joinRequest']),
  channel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  reportCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  post: PostSchema.nullable(),
  response: ResponseSchema.nullable(),
  /** The person asking to join (join requests only), with their role on the site. */
  user: CommunityUserSchema.extend({ roleName: z.string() }).nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

export const ModerationListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  channelId: id('channel id').optional(),
  type: z.enum(['post', 'response', 'joinRequest']).optional(),
});
export type ModerationListQuery = z.infer<typeof ModerationListQuerySchema>;

/**
 * `approve`: a post or response is shown again and its reports cleared; a join request lets the
 * person in. `remove`: a post or response is deleted; a join request is rejected.
 */
export const MODERATION_DECISIONS = ['approve', 'remove'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const ModerationActionBodySchema = z.strictObject({
  type: z.enum(['post', 'response', 'joinRequest']),
  id: id('item id'),
  decision: z.enum(MODERATION_DECISIONS, { error: 'This field is required' }),
});
export type ModerationActionBody = z.infer<typeof ModerationActionBodySchema>;

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

export const ModerationLogEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(MODERATION_LOG_ACTIONS),
  /** Null when the system did it (three reports). */
  actor: CommunityUserSchema.nullable(),
  channel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  targetType: z.enum(['post', 'response', 'member', 'channel']),
  targetId: z.string(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;

export const getModerationQueue = defineEndpoint({
  method: 'GET',
  path: '/api/community/moderation/get',
  summary:
    'The review list: reported posts and responses and join requests of the channels the caller admins (all for site admins), newest first; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ModerationListQuerySchema,
  response: z.array(ModerationItemSchema),
});

export const moderationAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/moderation/action',
  summary:
    'Approve or remove a review-list entry (channel admins for their channels, site admins).',
  access: 'user',
  module: 'forum',
  body: ModerationActionBodySchema,
  response: z.null(),
});

export const getModerationLog = defineEndpoint({
  method: 'GET',
  path: '/api/community/moderation/log',
  summary: 'Every moderation action with who did it, newest first. Site admins only.',
  access: 'user',
  module: 'forum',
  admin: true,
  query: ModerationListQuerySchema.pick({ limit: true, skip: true, channelId: true }),
  response: z.array(ModerationLogEntrySchema),
});
