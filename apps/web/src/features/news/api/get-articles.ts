import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { nextSkip, pageOf, type ArticlePage } from './article-page';
import { newsKeys, type ArticleFilters } from './news-keys';

/** Cards per page of the feed: four rows of three on a wide screen. */
export const FEED_PAGE_SIZE = 12;

/** GET newsFeed/get, newest first, paged by `skip`; an empty search is left out of the query. */
export const articlesQuery = (filters: ArticleFilters) =>
  infiniteQueryOptions({
    queryKey: newsKeys.feed(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<ArticlePage> =>
      pageOf(
        await request(
          news.getArticles,
          {
            query: {
              limit: FEED_PAGE_SIZE,
              skip: pageParam,
              search: filters.search.trim() || undefined,
              categoryId: filters.categoryId ?? undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useArticles(filters: ArticleFilters) {
  return useInfiniteQuery(articlesQuery(filters));
}
