import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { education } from '@portal/contract';
import { nextSkip, pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { educationKeys } from './education-keys';

/** Publications per page of the Key Publications tab. */
export const PUBLICATIONS_PAGE_SIZE = 10;

/** GET keyPublication/get: newest first; searched in title, citation, summary and topics. */
export const keyPublicationsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: educationKeys.keyPublications(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.KeyPublication>> =>
      pageOf(
        await request(
          education.getKeyPublications,
          {
            query: {
              limit: PUBLICATIONS_PAGE_SIZE,
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

export function useKeyPublications(search: string) {
  return useInfiniteQuery(keyPublicationsQuery(search));
}

/** GET keyPublication/get/:id. */
export const keyPublicationQuery = (id: string) =>
  queryOptions({
    queryKey: educationKeys.keyPublication(id),
    queryFn: async ({ signal, client }): Promise<education.KeyPublication> =>
      (
        await request(
          education.getKeyPublication,
          { params: { id } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export function useKeyPublication(id: string) {
  return useQuery(keyPublicationQuery(id));
}
