import { useMutation, useQueryClient } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { patchChannel, replaceChannel } from './channel-cache';
import { communityKeys } from './community-keys';

/**
 * POST community/channel/sendJoinRequest: an open channel is joined at once, a private one gets a
 * pending request. The answer is the channel as it now is; the server's message is shown.
 */
export function useJoinChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (channelId: string) =>
      (await request(community.sendJoinRequest, { body: { channelId } }, { displayLoader: true }))
        .data,
    onSuccess: (channel) => {
      replaceChannel(client, channel);
      return client.invalidateQueries({ queryKey: communityKeys.membersAll(channel._id) });
    },
  });
}

/** POST community/channel/leave: leave a channel, or withdraw a pending request. */
export function useLeaveChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) =>
      request(community.leaveChannel, { body: { channelId } }, { displayLoader: true }),
    onSuccess: async (_res, channelId) => {
      patchChannel(client, channelId, (c) => ({
        ...c,
        membership: null,
        unreadCount: 0,
        memberCount: c.membership?.status === 'active' ? c.memberCount - 1 : c.memberCount,
      }));
      await Promise.all([
        client.invalidateQueries({ queryKey: communityKeys.channel(channelId) }),
        client.invalidateQueries({ queryKey: communityKeys.membersAll(channelId) }),
      ]);
    },
  });
}
