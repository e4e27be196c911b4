import { community } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { batchedFanOut, type Addressed } from '../../realtime/batched-fan-out';
import type { RealtimePort } from '../../realtime/socket-server';
import type { ChannelsRepository } from './channels.repository';

type Announcement = community.ChannelUnreadEvent & { postId: string; lastPostAt: string };

/** New posts reach a member at most once in this long, together (decision 129). */
export const POST_ANNOUNCEMENT_WINDOW_MS = 1000;

/**
 * Tells a channel's members of its new posts, at most once a window (decision 129). A post
 * waits up to a window before it goes, so who is told is asked again as it goes: someone removed
 * from a private channel meanwhile learns nothing of its posts, and a post hidden or deleted
 * (or moved) meanwhile is not counted by anyone.
 */
export function createPostAnnouncements(deps: {
  channels: ChannelsRepository;
  realtime: RealtimePort;
  log?: FastifyBaseLogger | undefined;
  windowMs?: number;
}) {
  const { channels, realtime, log, windowMs = POST_ANNOUNCEMENT_WINDOW_MS } = deps;

  async function stillToTell(batch: Addressed<Announcement>[]) {
    const unique = (ids: readonly string[]) => [...new Set(ids)];
    const current = await channels.stillToTell(
      unique(batch.map((a) => a.item.channelId)),
      unique(batch.flatMap((a) => a.userIds)),
      unique(batch.map((a) => a.item.postId)),
    );
    return batch
      .filter((a) => current.posts.get(a.item.postId) === a.item.channelId)
      .map((a) => ({
        ...a,
        userIds: a.userIds.filter((u) => current.members.has(`${a.item.channelId}:${u}`)),
      }));
  }

  const fanOut = batchedFanOut<Announcement>(
    windowMs,
    (userIds, posts) =>
      realtime.toUsers(
        userIds,
        community.COMMUNITY_SOCKET_EVENTS.channelPosts,
        posts satisfies community.ChannelPostsEvent,
      ),
    {
      vet: stillToTell,
      // Oldest first, as the event promises: posts are announced after their commits, which a
      // moment's wait on the database can reorder.
      order: (a, b) => a.lastPostAt.localeCompare(b.lastPostAt),
      onError: (err) => log?.warn({ err }, 'new posts not announced'),
    },
  );

  return {
    /**
     * The channel's members, but its author, are told of a new post (after its commit), as
     * Mattermost's `posted` does, with no count read per member: each client adds the post to
     * its count (decision 123). Those who muted the channel get it marked `muted`: the post
     * counts as unread for them, and the channel open on their screen still shows it, but
     * clients raise no badge for it.
     */
    async announce(channelId: string, postId: string, authorId: string, postedAt: string) {
      const recipients = await channels.postRecipients(channelId, authorId);
      for (const muted of [false, true]) {
        fanOut.add(
          recipients.filter((r) => r.isMuted === muted).map((r) => r.userId),
          { channelId, unreadCount: null, postId, lastPostAt: postedAt, muted },
        );
      }
    },

    close: () => fanOut.close(),
  };
}
