import { queryOptions, useQuery } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { communityKeys } from './community-keys';

/** GET community/channel/get/:id: one channel (a private one's description is public). */
export const channelQuery = (id: string) =>
  queryOptions({
    queryKey: communityKeys.channel(id),
    queryFn: async ({ signal, client }) =>
      (await request(community.getChannel, { params: { id } }, placeLoading(signal), apiOf(client)))
        .data,
  });

export function useChannel(id: string) {
  return useQuery(channelQuery(id));
}

/**
 * Whether the caller may read a channel's posts and members (else they answer 403): the server's
 * rule (community.policy) — active members, site admins, and anyone not removed from an open
 * channel. Only they are told its activity (post count, last post): the others get 0 and null.
 */
export function canReadChannel(channel: community.Channel): boolean {
  const status = channel.membership?.status;
  return (
    status === 'active' ||
    channel.isAdmin ||
    (channel.visibility === 'open' && status !== 'removed')
  );
}
