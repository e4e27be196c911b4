import type { community } from '@portal/contract';

/**
 * A channel after a `channelUnread` event. A new post's event (one broadcast to every member, no
 * count) adds one post and, unless the channel is muted (by the event or the cached membership),
 * one unread: a muted channel still counts unread posts (the next fetch shows them) but is not
 * bumped live. A post the cached channel already holds (its last post is as new as the event's,
 * or newer: the list was read after the post) changes nothing, so a post is never counted twice
 * whatever order its event and a fetch arrive in; the rare event of an older post that comes
 * after a newer one's is left to the next fetch. A read on another device (no post) sets the
 * count it carries, 0, either way.
 */
export function applyUnreadEvent(
  channel: community.Channel,
  event: community.ChannelUnreadEvent,
): community.Channel {
  if (event.postId === null) {
    return {
      ...channel,
      unreadCount: event.unreadCount ?? channel.unreadCount,
      lastPostAt: event.lastPostAt ?? channel.lastPostAt,
    };
  }
  const held =
    event.lastPostAt !== null &&
    channel.lastPostAt !== null &&
    Date.parse(event.lastPostAt) <= Date.parse(channel.lastPostAt);
  if (held) return channel;
  const muted = event.muted || (channel.membership?.isMuted ?? false);
  return {
    ...channel,
    unreadCount: muted ? channel.unreadCount : (event.unreadCount ?? channel.unreadCount + 1),
    lastPostAt: event.lastPostAt ?? channel.lastPostAt,
    postCount: channel.postCount + 1,
  };
}
