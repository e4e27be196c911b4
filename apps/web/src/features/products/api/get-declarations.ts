import { queryOptions, useQuery } from '@tanstack/react-query';
import { products } from '@portal/contract';
import { request, placeLoading } from '../../../shared/api/query';
import { productKeys } from './product-keys';

/** How many of one's past declarations for a product are listed. */
export const DECLARATIONS_LIMIT = 50;

/** GET product/declarationForm/get?productId=: the caller's own declarations, newest first. */
export const declarationsQuery = (productId: string) =>
  queryOptions({
    queryKey: productKeys.declarations(productId),
    queryFn: async ({ signal }) =>
      (
        await request(
          products.getDeclarations,
          { query: { productId, limit: DECLARATIONS_LIMIT } },
          placeLoading(signal),
        )
      ).data,
  });

export function useDeclarations(productId: string) {
  return useQuery(declarationsQuery(productId));
}
