import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { cpdKeys } from '../../../shared/cpd/cpd-api';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';

export const CPD_PAGE_SIZE = 10;

/** GET cpd/get: the caller's records of the revalidation year, newest activity first. */
export const cpdEntriesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: cpdKeys.entries(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.CpdEntry>> =>
      pageOf(
        await request(
          education.getCpdEntries,
          {
            query: {
              period: 'current',
              limit: CPD_PAGE_SIZE,
              skip: pageParam,
              search: search.trim() || undefined,
            },
          },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

export function useCpdEntries(search: string) {
  return useInfiniteQuery(cpdEntriesQuery(search));
}
