import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { educationKeys } from './education-keys';

/** Forum cards per page. */
export const FORUMS_PAGE_SIZE = 12;

/**
 * The education forums: the community channels of kind `education`, through the channels
 * module's own call (GET community/channel/get); they open on the community's channel pages.
 */
export const educationForumsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: educationKeys.forums(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<community.Channel>> =>
      pageOf(
        await request(
          community.getChannels,
          {
            query: {
              limit: FORUMS_PAGE_SIZE,
              skip: pageParam,
              search: search.trim() || undefined,
              kind: 'education',
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useEducationForums(search: string) {
  return useInfiniteQuery(educationForumsQuery(search));
}
