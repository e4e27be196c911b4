import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { communityKeys, type ChannelFilters } from './community-keys';

/** Channel cards per page. */
export const CHANNELS_PAGE_SIZE = 12;

/** GET community/channel/get: channels by name, with the caller's membership and unread count. */
export const channelsQuery = (filters: ChannelFilters) =>
  infiniteQueryOptions({
    queryKey: communityKeys.channels(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<community.Channel>> =>
      pageOf(
        await request(
          community.getChannels,
          {
            query: {
              limit: CHANNELS_PAGE_SIZE,
              skip: pageParam,
              search: filters.search || undefined,
              kind: filters.kind ?? undefined,
              starred: filters.starred || undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useChannels(filters: ChannelFilters) {
  return useInfiniteQuery(channelsQuery(filters));
}
