import type { community } from '@portal/contract';

/**
 * A channel after a `channelUnread` event. A new post adds to the post count and moves the last
 * post; it raises the unread badge unless the channel is muted (by the event or the cached
 * membership): a muted channel still counts unread posts (the next fetch shows them) but is not
 * bumped live. A read on another device (no post) clears the count either way. A post's event
 * older than the channel's last post (its count read before a later post's, and delivered after
 * it) counts the post but leaves the newer count and last post as they are.
 */
export function applyUnreadEvent(
  channel: community.Channel,
  event: community.ChannelUnreadEvent,
): community.Channel {
  const newPost = event.postId !== null;
  const muted = event.muted || (channel.membership?.isMuted ?? false);
  const stale =
    newPost &&
    event.lastPostAt !== null &&
    channel.lastPostAt !== null &&
    Date.parse(event.lastPostAt) < Date.parse(channel.lastPostAt);
  return {
    ...channel,
    unreadCount: (newPost && muted) || stale ? channel.unreadCount : event.unreadCount,
    lastPostAt: stale ? channel.lastPostAt : (event.lastPostAt ?? channel.lastPostAt),
    postCount: newPost ? channel.postCount + 1 : channel.postCount,
  };
}
