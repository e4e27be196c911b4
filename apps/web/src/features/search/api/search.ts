import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { search } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { nextSkip, type Page } from '../../../shared/api/paging';
import { searchKeys } from './search-keys';

/** Results per kind on the page, and per "More results". */
export const SEARCH_GROUP_SIZE = 5;

/** One kind's page of results with the kind's total. */
export type SearchPage = Page<search.SearchResult>;

const pageOfGroup = (group: search.SearchGroup): SearchPage => ({
  rows: group.results,
  total: group.total,
});

/**
 * GET /api/search of every kind the caller may read, the first SEARCH_GROUP_SIZE of each: the
 * page's groups and the filter's counts alike, so a filter by kind needs no call of its own.
 */
export const searchGroupsQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.groups(q),
    queryFn: async ({ signal, client }) =>
      (
        await request(
          search.search,
          { query: { q, limit: SEARCH_GROUP_SIZE } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export function useSearchGroups(q: string) {
  return useQuery({ ...searchGroupsQuery(q), enabled: q !== '' });
}

/** One kind's results, paged by `skip`: a group's "More results". */
export const searchKindQuery = (q: string, kind: search.SearchKind) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind(q, kind),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<SearchPage> => {
      const { data } = await request(
        search.search,
        { query: { q, kinds: kind, limit: SEARCH_GROUP_SIZE, skip: pageParam } },
        placeLoading(signal),
        apiOf(client),
      );
      return pageOfGroup(data.find((g) => g.kind === kind) ?? { kind, total: 0, results: [] });
    },
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

/**
 * A group's results: its first page is the one the groups' call brought (never asked again);
 * "More results" fetches the next ones. It is never refetched by itself: a fresh search of the
 * same term shows the groups' new first page until more are asked for again.
 */
export function useSearchKind(q: string, group: search.SearchGroup, groupsUpdatedAt: number) {
  const kind = useInfiniteQuery({
    ...searchKindQuery(q, group.kind),
    enabled: false,
    initialData: { pages: [pageOfGroup(group)], pageParams: [0] },
    initialDataUpdatedAt: groupsUpdatedAt,
  });
  const pages = kind.data.pages;
  const results = pages.length > 1 ? pages.flatMap((p) => p.rows) : group.results;
  return { list: kind, results };
}
