import { useMutation, useQueryClient } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { patchChannel, replaceChannel } from './channel-cache';
import { communityKeys } from './community-keys';

type Channel = community.Channel;
type Snapshot = [readonly unknown[], unknown][];

type Flag = 'isStarred' | 'isMuted';

/**
 * One of the caller's own flags of a channel (members only), turned at once and put back if the
 * call fails; the server's answer then replaces the channel everywhere it is cached.
 */
function useChannelFlag(flag: Flag, onSettled?: () => Promise<void>) {
  const client = useQueryClient();
  const actions = { isStarred: ['star', 'unstar'], isMuted: ['mute', 'unmute'] } as const;
  return useMutation<Channel, Error, { channelId: string; on: boolean }, Snapshot>({
    mutationFn: async ({ channelId, on }) =>
      (
        await request(
          community.channelAction,
          { body: { action: actions[flag][on ? 0 : 1], channelId } },
          { suppressMessage: true },
        )
      ).data,
    onMutate: async ({ channelId, on }) => {
      await client.cancelQueries({ queryKey: communityKeys.channelsAll });
      await client.cancelQueries({ queryKey: communityKeys.channel(channelId) });
      const snapshot: Snapshot = [
        ...client.getQueriesData({ queryKey: communityKeys.channelsAll }),
        ...client.getQueriesData({ queryKey: communityKeys.channel(channelId) }),
      ];
      patchChannel(client, channelId, (c) =>
        c.membership ? { ...c, membership: { ...c.membership, [flag]: on } } : c,
      );
      return snapshot;
    },
    onError: (_e, _v, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: (channel) => replaceChannel(client, channel),
    ...(onSettled ? { onSettled } : {}),
  });
}

/**
 * Star or unstar a channel (members only). The star turns at once and is put back if the call
 * fails; starred channels then reload (SPEC §4: starring triggers a refetch of the starred list).
 */
export function useStarChannel() {
  const client = useQueryClient();
  return useChannelFlag('isStarred', () =>
    client.invalidateQueries({
      predicate: (q) =>
        q.queryKey[0] === 'community' && q.queryKey[1] === 'channels' && q.queryKey[4] === true,
    }),
  );
}

/**
 * Mute or unmute a channel (members only), at once and put back if the call fails. A muted
 * channel still counts its unread posts, but a new post does not raise its badge live.
 */
export function useMuteChannel() {
  return useChannelFlag('isMuted');
}

/** A channel admin's decision on a person: approve or reject a request, remove a member. */
export function useMemberDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      channelId: string;
      userId: string;
      action: 'approve' | 'reject' | 'remove';
    }) => (await request(community.channelAction, { body }, { displayLoader: true })).data,
    onSuccess: (channel) => {
      replaceChannel(client, channel);
      return client.invalidateQueries({ queryKey: communityKeys.membersAll(channel._id) });
    },
  });
}

/** Channel admins: allow or forbid anonymous posting. */
export function useChannelSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: community.ChannelSettingsBody) =>
      (await request(community.updateChannelSettings, { body })).data,
    onSuccess: (channel) => replaceChannel(client, channel),
  });
}

/**
 * POST community/channel/updateTime: the channel is read now. Its unread count goes to 0 here;
 * the server tells the user's other devices.
 */
export function useMarkChannelRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) =>
      request(community.updateTime, { body: { channelId } }, { suppressMessage: true }),
    onSuccess: (_res, channelId) =>
      patchChannel(client, channelId, (c) => ({ ...c, unreadCount: 0 })),
  });
}
