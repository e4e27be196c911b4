import { queryOptions, useQuery } from '@tanstack/react-query';
import { products } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { productKeys } from './product-keys';

/** GET product/get/{id}: the product with its packs, terpenes and stock date. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await request(products.getProduct, { params: { id } }, placeLoading(signal))).data,
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
