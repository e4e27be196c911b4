import { useQuery, type QueryClient } from '@tanstack/react-query';
import { news } from '@portal/contract';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { newsKeys } from './news-keys';

/** GET newsCategory/newsfeed-category/list: every category with its published-article count. */
export const categoriesQuery = () => ({
  queryKey: newsKeys.categories,
  queryFn: async ({ signal, client }: { signal: AbortSignal; client?: QueryClient }) =>
    (await request(news.getCategoriesWithCounts, {}, placeLoading(signal), apiOf(client))).data,
  // Categories change with editorial work, not with anything a reader does.
  staleTime: 5 * 60_000,
});

export function useNewsCategories() {
  return useQuery(categoriesQuery());
}
