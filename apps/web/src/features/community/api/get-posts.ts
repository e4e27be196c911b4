import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { communityKeys, type PostFilters } from './community-keys';

/** Posts per page ("Load more" fetches the next). */
export const POSTS_PAGE_SIZE = 10;

/** GET community/post/get: a channel's posts or the user posts, pinned first, paged by skip. */
export const postsQuery = (filters: PostFilters) =>
  infiniteQueryOptions({
    queryKey: communityKeys.posts(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<community.Post>> =>
      pageOf(
        await request(
          community.getPosts,
          {
            query: {
              limit: POSTS_PAGE_SIZE,
              skip: pageParam,
              channelId: filters.channelId,
              type: filters.type,
              authorId: filters.authorId,
              sort: filters.sort,
              search: filters.search || undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function usePosts(filters: PostFilters, enabled = true) {
  return useInfiniteQuery({ ...postsQuery(filters), enabled });
}
