import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { request, placeLoading } from '../../../shared/api/query';
import { communityKeys } from './community-keys';

export const MEMBERS_PAGE_SIZE = 20;

/**
 * GET community/channel/userList/:community: active members (admins first), or for the channel's
 * admins the pending requests.
 */
export const channelMembersQuery = (
  channelId: string,
  status: community.MemberStatus = 'active',
  search = '',
) =>
  infiniteQueryOptions({
    queryKey: communityKeys.members(channelId, status, search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Page<community.ChannelMember>> =>
      pageOf(
        await request(
          community.getChannelMembers,
          {
            params: { community: channelId },
            query: {
              limit: MEMBERS_PAGE_SIZE,
              skip: pageParam,
              status,
              search: search || undefined,
            },
          },
          placeLoading(signal),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useChannelMembers(
  channelId: string,
  status: community.MemberStatus,
  enabled: boolean,
) {
  return useInfiniteQuery({ ...channelMembersQuery(channelId, status), enabled });
}
