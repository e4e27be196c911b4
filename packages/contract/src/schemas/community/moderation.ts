// The zod schemas of endpoints/community/moderation.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { ListQuerySchema } from '../../envelope';
import { id } from './ids';
import { PostSchema } from './posts';
import { ResponseSchema } from './responses';
import { CommunityUserSchema } from './shared';
import { MODERATION_DECISIONS, MODERATION_LOG_ACTIONS } from '../../endpoints/community/moderation';
import type { EndpointSchemas } from '../../endpoint';

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

export const ModerationActionBodySchema = z.strictObject({
  type: z.enum(['post', 'response', 'joinRequest']),
  id: id('item id'),
  decision: z.enum(MODERATION_DECISIONS, { error: 'This field is required' }),
});
export type ModerationActionBody = z.infer<typeof ModerationActionBodySchema>;

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

export const getModerationQueue = {
  query: ModerationListQuerySchema,
  response: z.array(ModerationItemSchema),
} satisfies EndpointSchemas;

export const moderationAction = {
  body: ModerationActionBodySchema,
  response: z.null(),
} satisfies EndpointSchemas;

export const getModerationLog = {
  query: ModerationListQuerySchema.pick({ limit: true, skip: true, channelId: true }),
  response: z.array(ModerationLogEntrySchema),
} satisfies EndpointSchemas;
