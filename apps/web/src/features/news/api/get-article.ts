import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { newsKeys } from './news-keys';

/**
 * GET newsFeed/get/:id. The first fetch of an article into the cache sends `viewIncrease=true`
 * (the visit counts a view; the server counts at most one per user and UK day); refetches after a
 * bookmark or a comment only refresh it, so they do not count again.
 */
export const articleQuery = (client: QueryClient, id: string) => ({
  queryKey: newsKeys.article(id),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<news.ArticleDetail> => {
    const viewIncrease = client.getQueryData(newsKeys.article(id)) === undefined;
    return (
      await request(
        news.getArticle,
        { params: { id }, query: { viewIncrease } },
        placeLoading(signal),
      )
    ).data;
  },
});

/** One article with its sanitised body and view count. */
export function useArticle(id: string) {
  const client = useQueryClient();
  return useQuery(articleQuery(client, id));
}
