import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { nextSkip } from './article-page';
import { newsKeys } from './news-keys';

/** Comments per page under an article. */
export const COMMENTS_PAGE_SIZE = 10;

export interface CommentPage {
  rows: news.Comment[];
  total: number;
}

/** GET newsFeed/comment/get: an article's comments, newest first, paged by `skip`. */
export const commentsQuery = (newsFeedId: string) =>
  infiniteQueryOptions({
    queryKey: newsKeys.commentsAll(newsFeedId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<CommentPage> => {
      const res = await request(
        news.getComments,
        { query: { newsFeedId, limit: COMMENTS_PAGE_SIZE, skip: pageParam } },
        placeLoading(signal),
      );
      return { rows: res.data, total: res.option?.[0]?.count ?? res.data.length };
    },
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useComments(newsFeedId: string) {
  return useInfiniteQuery(commentsQuery(newsFeedId));
}
