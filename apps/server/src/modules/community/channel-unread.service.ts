import { community } from '@portal/contract';
import { forbidden } from '../../http/errors';
import type { RealtimePort } from '../../realtime/socket-server';
import type { ChannelAccess } from './channel-access';
import type { ChannelsRepository } from './channels.repository';
import type { Actor } from './community.policy';

const EVENTS = community.COMMUNITY_SOCKET_EVENTS;

/** What a member has not read yet, their starred channels, and marking a channel read. */
export function createChannelUnreadService({
  channels,
  realtime,
  access,
}: {
  channels: ChannelsRepository;
  realtime: RealtimePort;
  access: ChannelAccess;
}) {
  const { load } = access;
  return {
    async newPosts(body: community.AdditionalInfoBody, user: Actor) {
      const rows = await channels.newPosts(user._id, body.channelIds);
      return rows.map((r): community.ChannelNewPosts => ({
        channelId: r.channelId,
        newPostCount: Number(r.newPostCount),
        lastReadAt: r.lastReadAt?.toISOString() ?? null,
        lastPostAt: r.lastPostAt ? new Date(r.lastPostAt).toISOString() : null,
      }));
    },

    /** Marks the channel read; the user's other devices clear its badge. */
    async markRead(channelId: string, user: Actor): Promise<community.ChannelNewPosts> {
      // One statement for a member (the usual caller); the reason of a refusal is read after.
      const read = await channels.markRead(channelId, user._id);
      if (!read) {
        await load(channelId, user);
        throw forbidden('Join the channel first.');
      }
      const lastPostAt = read.lastPostAt?.toISOString() ?? null;
      realtime.toUser(user._id, EVENTS.channelUnread, {
        channelId,
        unreadCount: 0,
        postId: null,
        lastPostAt,
        muted: read.isMuted,
      } satisfies community.ChannelUnreadEvent);
      return {
        channelId,
        newPostCount: 0,
        lastReadAt: read.lastReadAt?.toISOString() ?? null,
        lastPostAt,
      };
    },

    /** Starred channels as chat's starred lists show them (the seam chat's service declares). */
    async starredForChat(userId: string, limit: number, title?: string) {
      const rows = await channels.starred(userId, limit, title);
      return rows.map((r) => ({
        _id: `channel:${r.id}`,
        type: 'channel' as const,
        title: r.name,
        targetId: r.id,
        virtualRoomId: null,
        online: false,
        media: [],
        unreadCount: Number(r.unreadCount),
        message: r.lastPostTitle ?? '',
      }));
    },
  };
}
