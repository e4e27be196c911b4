// The zod schemas of endpoints/community/events.ts, which its types come from.

import { z } from 'zod';
import { MEMBER_STATUSES } from '../../endpoints/community/shared';

/**
 * A channel's unread count for one member: after a new post (`postId`), or when they read it on
 * a device (`postId` null, count 0). `muted`: the member muted the channel; its posts still count
 * as unread, but the client shows no live bump or notification for them (as Mattermost mutes).
 */
export const ChannelUnreadEventSchema = z.object({
  channelId: z.string(),
  unreadCount: z.number().int().nonnegative(),
  postId: z.string().nullable(),
  lastPostAt: z.string().nullable(),
  muted: z.boolean().default(false),
});
export type ChannelUnreadEvent = z.infer<typeof ChannelUnreadEventSchema>;

export const ChannelMembershipEventSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  /** The new status; a rejected request is `removed`. */
  status: z.enum(MEMBER_STATUSES),
  decision: z.enum(['approve', 'reject', 'remove']),
});
export type ChannelMembershipEvent = z.infer<typeof ChannelMembershipEventSchema>;
