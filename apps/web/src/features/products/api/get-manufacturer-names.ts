import { queryOptions, useQuery } from '@tanstack/react-query';
import { products } from '@portal/contract';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { productKeys } from './product-keys';

/** GET manufacturer/name: every producer's id and name, for the filter. Rarely changes. */
export const manufacturerNamesQuery = () =>
  queryOptions({
    queryKey: productKeys.manufacturerNames,
    queryFn: async ({ signal, client }) =>
      (await request(products.getManufacturerNames, {}, placeLoading(signal), apiOf(client))).data,
    staleTime: 5 * 60_000,
  });

export function useManufacturerNames() {
  return useQuery(manufacturerNamesQuery());
}
