// Socket events (sent to the users' `user:<id>` rooms, after the commit).

export type * from '../../schemas/community/events';

export const COMMUNITY_SOCKET_EVENTS = {
  /**
   * The user opened a channel on one of their devices (updateTime): its unread count is 0
   * (`postId` null). New posts come in `channelPosts`.
   */
  channelUnread: 'channelUnread',
  /**
   * New posts by others in the user's channels (`ChannelUnreadEvent[]`, each with `postId`,
   * oldest first): at most one such event a second, the posts since the last one together.
   */
  channelPosts: 'channelPosts',
  /** The user's membership of a channel changed (approved, rejected, removed). */
  channelMembership: 'channelMembership',
} as const;
