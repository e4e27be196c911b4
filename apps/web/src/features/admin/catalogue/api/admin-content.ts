import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointData, EndpointInput } from '@portal/contract';
import { apiOf, placeLoading, request } from '../../../../shared/api/query';

/**
 * The admin calls of one kind of content (producers, FAQ entries, webinars, key publications):
 * get one, create, change, delete. Every change drops the admin area's queries ('admin').
 */
export interface ContentEndpoints {
  get: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

export const contentItemQuery = <E extends Endpoint>(kind: string, endpoint: E, id: string) =>
  queryOptions({
    queryKey: ['admin', kind, id] as const,
    queryFn: async ({ signal, client }) =>
      (
        await request(
          endpoint,
          { params: { id } } as EndpointInput<E>,
          placeLoading(signal),
          apiOf(client),
        )
      ).data as EndpointData<E>,
  });

/** One item; `gone`: it is being (or was) deleted, so the admin area's refetch leaves it alone. */
export function useContentItem<E extends Endpoint>(
  kind: string,
  endpoint: E,
  id: string,
  gone = false,
) {
  return useQuery({ ...contentItemQuery(kind, endpoint, id), enabled: id !== 'new' && !gone });
}

/** A change of the admin area: the call, then every admin query fetched again. */
export function useContentChange<E extends Endpoint, V>(
  endpoint: E,
  inputOf: (value: V) => EndpointInput<E>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: V) =>
      (await request(endpoint, inputOf(value), { displayLoader: true })).data as EndpointData<E>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
