// The zod schemas of endpoints/community/events.ts, which its types come from.

import { z } from 'zod';
import { MEMBER_STATUSES } from '../../endpoints/community/shared';

/**
 * A channel's unread posts for a member changed: a new post by someone else (`postId`, and
 * `lastPostAt` the post's time), or the member read the channel on a device (`postId` null,
 * `unreadCount` 0). A new post's event is one broadcast to every member, as Mattermost's
 * `posted` is: its `unreadCount` is null, one more unread post for the member unless the
 * channel's count was read after the post. `muted`: the member muted the channel; its posts still
 * count as unread, but the client shows no live bump or notification for them.
 */
export const ChannelUnreadEventSchema = z.object({
  channelId: z.string(),
  unreadCount: z.number().int().nonnegative().nullable(),
  postId: z.string().nullable(),
  lastPostAt: z.string().nullable(),
  muted: z.boolean().default(false),
});
export type ChannelUnreadEvent = z.infer<typeof ChannelUnreadEventSchema>;

/** `channelPosts`: new posts in the member's channels since the last such event, oldest first. */
export const ChannelPostsEventSchema = z.array(ChannelUnreadEventSchema);
export type ChannelPostsEvent = z.infer<typeof ChannelPostsEventSchema>;

export const ChannelMembershipEventSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  /** The new status; a rejected request is `removed`. */
  status: z.enum(MEMBER_STATUSES),
  decision: z.enum(['approve', 'reject', 'remove']),
});
export type ChannelMembershipEvent = z.infer<typeof ChannelMembershipEventSchema>;
