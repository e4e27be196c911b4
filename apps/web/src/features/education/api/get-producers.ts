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

/** Producer cards per page. */
export const PRODUCERS_PAGE_SIZE = 12;

/** GET lpProfile/get by name, paged by `skip`. */
export const producersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: educationKeys.producers(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<Page<education.ProducerSummary>> =>
      pageOf(
        await request(
          education.getProducers,
          {
            query: {
              limit: PRODUCERS_PAGE_SIZE,
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

export function useProducers(search: string) {
  return useInfiniteQuery(producersQuery(search));
}

/** GET lpProfile/get/{id}: the profile, and its products for a user who may see products. */
export const producerQuery = (id: string) =>
  queryOptions({
    queryKey: educationKeys.producer(id),
    queryFn: async ({ signal, client }) =>
      (
        await request(
          education.getProducer,
          { params: { id } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export function useProducer(id: string | null) {
  return useQuery({ ...producerQuery(id ?? ''), enabled: id !== null });
}
