import { queryOptions, useQuery } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { communityKeys } from './community-keys';

/** GET community/channel/get/:id: one channel (a private one's description is public). */
export const channelQuery = (id: string) =>
  queryOptions({
    queryKey: communityKeys.channel(id),
    queryFn: async ({ signal }) =>
      (await request(community.getChannel, { params: { id } }, { signal })).data,
  });

export function useChannel(id: string) {
  return useQuery(channelQuery(id));
}

/** Whether the caller may read a channel's posts and members (else they answer 403). */
export function canReadChannel(channel: community.Channel): boolean {
  return (
    channel.visibility === 'open' || channel.isAdmin || channel.membership?.status === 'active'
  );
}
