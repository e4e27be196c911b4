// Socket events (sent to the users' `user:<id>` rooms, after the commit).

export type * from '../../schemas/community/events';

export const COMMUNITY_SOCKET_EVENTS = {
  /**
   * A channel's unread posts for this user changed: a new post by someone else (`postId` set,
   * count null: one more), or the user opened the channel on one of their devices (updateTime;
   * `postId` null, count 0).
   */
  channelUnread: 'channelUnread',
  /** The user's membership of a channel changed (approved, rejected, removed). */
  channelMembership: 'channelMembership',
} as const;
