import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { community, communitySchemas } from '@portal/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import { onSocket } from '../../../shared/socket/socket-connection';
import { applyUnreadEvent } from '../lib/unread';
import { patchChannel } from './channel-cache';
import { communityKeys } from './community-keys';

const { COMMUNITY_SOCKET_EVENTS: EVENTS } = community;

const DECISION_TEXT: Record<community.ChannelMembershipEvent['decision'], string> = {
  approve: 'You are now a member of',
  reject: 'Your request to join was turned down:',
  remove: 'You were removed from',
};

/**
 * Keeps the community cache live while a community page shows: a channel's unread count from
 * `channelPosts` (new posts; a muted channel's badge is not raised, lib/unread) and
 * `channelUnread` (the channel read on another device), and the caller's
 * membership from `channelMembership`. `onNewPost` runs for a new post in a channel, so the
 * channel on screen can show it and be marked read.
 */
export function useCommunityLive(onNewPost?: (channelId: string) => void) {
  const client = useQueryClient();
  const newPost = useRef(onNewPost);
  useEffect(() => {
    newPost.current = onNewPost;
  });

  useEffect(
    () =>
      onSocket((socket) => {
        const apply = (e: community.ChannelUnreadEvent) =>
          patchChannel(client, e.channelId, (c) => applyUnreadEvent(c, e));
        const handleUnread = (payload: unknown) => {
          const parsed = communitySchemas.ChannelUnreadEventSchema.safeParse(payload);
          if (parsed.success) apply(parsed.data);
        };
        // Several posts, oldest first: each counted, each channel told once of new posts.
        const handlePosts = (payload: unknown) => {
          const parsed = communitySchemas.ChannelPostsEventSchema.safeParse(payload);
          if (!parsed.success) return;
          parsed.data.forEach(apply);
          new Set(parsed.data.map((e) => e.channelId)).forEach((id) => newPost.current?.(id));
        };
        const handleMembership = (payload: unknown) => {
          const parsed = communitySchemas.ChannelMembershipEventSchema.safeParse(payload);
          if (!parsed.success) return;
          const e = parsed.data;
          useSessionStore
            .getState()
            .showSnack(`${DECISION_TEXT[e.decision]} ${e.channelName}`, 'info');
          void client.invalidateQueries({ queryKey: communityKeys.channelsAll });
          void client.invalidateQueries({ queryKey: communityKeys.channel(e.channelId) });
          void client.invalidateQueries({ queryKey: communityKeys.postsAll });
        };
        socket.on(EVENTS.channelUnread, handleUnread);
        socket.on(EVENTS.channelPosts, handlePosts);
        socket.on(EVENTS.channelMembership, handleMembership);
        return () => {
          socket.off(EVENTS.channelUnread, handleUnread);
          socket.off(EVENTS.channelPosts, handlePosts);
          socket.off(EVENTS.channelMembership, handleMembership);
        };
      }),
    [client],
  );
}
