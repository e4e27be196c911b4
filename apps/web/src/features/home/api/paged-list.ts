import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/client';
import { apiOf } from '../../../shared/api/query';
import type { Envelope } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { withPagesOf } from '../../../shared/ui/load-more';
import { homeKeys, type HomeList } from './home-keys';

/** Items per page of the full lists (four rows of three on a wide screen). */
export const LIST_PAGE_SIZE = 12;

export interface PageQuery {
  limit: number;
  skip: number;
  search?: string;
}

/** A page of a list, asked with `client` (the browser's, or a page loader's on the server). */
type FetchPage<T> = (
  query: PageQuery,
  signal: AbortSignal,
  client: ApiClient,
) => Promise<Envelope<T[]>>;

/**
 * The two queries of a Home list: `preview(limit)`, the first items for its Home block, and
 * `search(term)`, its full list page by page (skip paging, an empty term sends none).
 */
export function pagedList<T>(name: HomeList, fetchPage: FetchPage<T>) {
  const search = (term: string) =>
    infiniteQueryOptions({
      queryKey: homeKeys.search(name, term.trim()),
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal, client }): Promise<Page<T>> =>
        pageOf(
          await fetchPage(
            { limit: LIST_PAGE_SIZE, skip: pageParam, search: term.trim() || undefined },
            signal,
            apiOf(client),
          ),
        ),
      getNextPageParam: (_last, pages) => nextSkip(pages),
    });
  return {
    preview: (limit: number) =>
      queryOptions({
        queryKey: homeKeys.preview(name, limit),
        queryFn: async ({ signal, client }): Promise<Page<T>> =>
          pageOf(await fetchPage({ limit, skip: 0 }, signal, apiOf(client))),
      }),
    search,
    /**
     * Its list page's server loader call: the list its address names, its search and as many
     * pages as `?pages=` asks for (a "Load more" pressed before the page's scripts).
     */
    prefetchList: (queries: QueryClient, { request }: { request: Request }) => {
      const params = new URL(request.url).searchParams;
      return queries.prefetchInfiniteQuery(
        withPagesOf(search(params.get('search')?.trim() ?? ''), params),
      );
    },
  };
}
