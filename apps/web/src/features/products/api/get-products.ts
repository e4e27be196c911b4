import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { products, type Envelope } from '@portal/contract';
import { nextSkip } from '../../../shared/api/paging';
import { apiOf, request, placeLoading } from '../../../shared/api/query';
import { normaliseFilters, type ProductFilters } from '../lib/product-filters';
import { productKeys } from './product-keys';

/** Cards per page: four rows of three on a wide screen. */
export const PRODUCTS_PAGE_SIZE = 12;

/** One page of the catalogue with the list's total and its facet counts. */
export interface ProductPage {
  rows: products.ProductSummary[];
  total: number;
  /** Per facet, how many products each value would give with the other filters unchanged. */
  facets: Partial<products.ProductFacets>;
}

export const productPageOf = (res: Envelope<products.ProductSummary[]>): ProductPage => ({
  rows: res.data,
  total: res.option?.[0]?.count ?? res.data.length,
  facets: (res.option?.[0]?.facets ?? {}) as Partial<products.ProductFacets>,
});

/** GET product/get with the filters, paged by `skip`; empty values are left out of the query. */
export const productsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal, client }): Promise<ProductPage> =>
      productPageOf(
        await request(
          products.getProducts,
          { query: { ...normaliseFilters(filters), limit: PRODUCTS_PAGE_SIZE, skip: pageParam } },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

/** The catalogue; while new filters load, the facets of the last list stay on screen. */
export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}
