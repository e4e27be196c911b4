import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoint, EndpointData, EndpointInput, Envelope } from '@portal/contract';
import { pageOf, type Page } from '../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../shared/api/query';
import { adminKeys } from './admin-keys';

type RowOf<E> = EndpointData<E> extends readonly (infer T)[] ? T : never;

/**
 * One page of an admin list call (`limit`, `skip`, `search` and the page's filters), with the
 * list's total (`option[0].count`). Keyed under `adminKeys.list(path)`: a change made in the
 * admin area drops every page of its list with one invalidation.
 */
export function adminListQuery<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  return queryOptions({
    queryKey: [...adminKeys.list(endpoint.path), input] as const,
    queryFn: async ({ signal, client }): Promise<Page<RowOf<E>>> =>
      pageOf(
        (await request(endpoint, input, placeLoading(signal), apiOf(client))) as Envelope<
          RowOf<E>[]
        >,
      ),
  });
}

/** An admin list's page; the rows shown stay while the next page or search loads. */
export function useAdminList<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  return useQuery({ ...adminListQuery(endpoint, input), placeholderData: keepPreviousData });
}
