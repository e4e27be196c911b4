import type { community } from '@portal/contract';

/**
 * A channel after a `channelUnread` event. A new post adds to the post count and moves the last
 * post; it raises the unread badge unless the channel is muted (by the event or the cached
 * membership): a muted channel still counts unread posts (the next fetch shows them) but is not
 * bumped live. A read on another device (no post) clears the count either way.
 */
export function applyUnreadEvent(
  channel: community.Channel,
  event: community.ChannelUnreadEvent,
): community.Channel {
  const newPost = event.postId !== null;
  const muted = event.muted || (channel.membership?.isMuted ?? false);
  return {
    ...channel,
    unreadCount: newPost && muted ? channel.unreadCount : event.unreadCount,
    lastPostAt: event.lastPostAt ?? channel.lastPostAt,
    postCount: newPost ? channel.postCount + 1 : channel.postCount,
  };
}
